import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/contract.css';

/** Bottom of the viewport, above the page, clear of the sides on a phone. */
export const region = style({
  position: 'fixed',
  insetInline: vars.space.md,
  insetBlockEnd: vars.space.md,
  display: 'flex',
  justifyContent: 'center',
  pointerEvents: 'none',
  zIndex: vars.zIndex.sidebar,
});

/** The prompt itself: the sentence and the Reload button side by side, wrapping when narrow. */
export const prompt = style({
  pointerEvents: 'auto',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  boxShadow: vars.shadow.md,
});
