import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/contract.css';

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const status = style({ margin: 0, fontWeight: vars.fontWeight.bold });

export const problem = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  color: vars.color.onDangerSoft,
  backgroundColor: vars.color.dangerSoft,
});
