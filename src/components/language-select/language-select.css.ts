import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/contract.css';

export const root = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm });

export const label = style({ fontWeight: vars.fontWeight.bold });

export const select = style({ width: 'auto', minWidth: '10rem', cursor: 'pointer' });
