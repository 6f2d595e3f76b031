import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/contract.css';
import { notice as noticeBox } from '../../../styles/recipes/notice.css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const line = style({ margin: 0 });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.lg });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });

export const alert = noticeBox({ tone: 'danger' });
