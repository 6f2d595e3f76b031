import { style } from '@vanilla-extract/css';
import { vars } from '../../../../styles/contract.css';
import { media } from '../../../../styles/tokens';

/* The trip summary in the confirmation dialog: label and value rows, the public-transport legs. */

/** Label and value side by side; under 480 px each label above its value (dates do not break over four lines). */
export const summary = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: `${vars.space.sm} ${vars.space.lg}`,
  margin: 0,
  '@media': { [media.belowSmall]: { gridTemplateColumns: 'minmax(0, 1fr)', rowGap: 0 } },
});

/** Lets each dt/dd pair sit in the grid while keeping valid dl markup. */
export const summaryRow = style({ display: 'contents' });

export const term = style({
  fontWeight: vars.fontWeight.bold,
  '@media': {
    [media.belowSmall]: {
      selectors: { [`${summaryRow}:not(:first-child) > &`]: { marginTop: vars.space.sm } },
    },
  },
});

export const definition = style({ margin: 0, overflowWrap: 'anywhere' });

export const legs = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  paddingInlineStart: vars.space.xl,
});

export const leg = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const legHead = style({ fontWeight: vars.fontWeight.bold });

export const guestNote = style({ margin: 0 });
