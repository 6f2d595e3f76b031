import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../../styles/contract.css';
import { media } from '../../../styles/tokens';

const slide = keyframes({
  from: { transform: 'translateX(-100%)' },
  to: { transform: 'translateX(250%)' },
});

/** A thin bar across the top of the window while the next page loads (indeterminate). */
export const bar = style({
  position: 'fixed',
  insetBlockStart: 0,
  insetInline: 0,
  blockSize: '4px',
  overflow: 'hidden',
  zIndex: vars.zIndex.skipLink,
  background: vars.color.infoSoft,
  pointerEvents: 'none',
});

export const fill = style({
  blockSize: '100%',
  inlineSize: '40%',
  background: vars.color.primary,
  animation: `${slide} 1.2s ease-in-out infinite`,
  '@media': { [media.reducedMotion]: { animation: 'none', inlineSize: '100%' } },
});
