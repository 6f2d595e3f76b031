import { style } from '@vanilla-extract/css';
import { vars } from '../../../../styles/contract.css';
import { media } from '../../../../styles/tokens';

/* Companions and children. */

/** Two selectors side by side from the small breakpoint up (companions and children). */
export const pair = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: '1fr',
  '@media': { [media.fromSmall]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});
