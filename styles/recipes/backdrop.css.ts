import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../contract.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

/**
 * The dimmed full-screen layer behind a modal (dialogs, the waiting overlay), fading in as Radix opens it
 * (`data-state="open"`). Compose it with the layer's `zIndex`.
 */
export const backdrop = style({
  position: 'fixed',
  inset: 0,
  background: vars.color.backdrop,
  selectors: { '&[data-state="open"]': { animation: `${fadeIn} ${vars.duration.normal} ease-out` } },
});
