import { style } from '@vanilla-extract/css';
import { vars } from '../../../../styles/contract.css';

/* The tooltip explaining a locked payment method. */

export const tooltip = style({
  zIndex: vars.zIndex.popover,
  maxWidth: '22rem',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.text,
  color: vars.color.textInverse,
  fontSize: vars.fontSize.sm,
  boxShadow: vars.shadow.md,
});

export const tooltipArrow = style({ fill: vars.color.text });
