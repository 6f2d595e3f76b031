import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/contract.css';
import { notice } from '../../../styles/recipes/notice.css';

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const status = style({ margin: 0, fontWeight: vars.fontWeight.bold });

export const problem = notice({ tone: 'danger', size: 'sm' });
