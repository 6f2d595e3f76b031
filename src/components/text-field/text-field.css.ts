import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/contract.css';

/** A labelled field: label, hint, control and error in one column. */
export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

/** A text field fills its container's width. */
export const root = style([field, { width: '100%' }]);

export const label = style({ fontWeight: vars.fontWeight.bold, color: vars.color.text });

export const marker = style({
  fontWeight: vars.fontWeight.regular,
  color: vars.color.textMuted,
  marginInlineStart: vars.space.xs,
});

export const hint = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const error = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
});
