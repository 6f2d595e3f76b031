import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/contract.css';

/** Off-screen until focused, then a clearly visible button-like link at the top left. */
export const skipLink = style({
  position: 'absolute',
  top: vars.space.sm,
  left: vars.space.sm,
  zIndex: vars.zIndex.skipLink,
  padding: `${vars.space.md} ${vars.space.lg}`,
  background: vars.color.accent,
  color: vars.color.onAccent,
  fontWeight: vars.fontWeight.bold,
  borderRadius: vars.radius.md,
  transform: 'translateY(-200%)',
  selectors: {
    '&:focus, &:focus-visible': { transform: 'translateY(0)', color: vars.color.onAccent },
  },
});
