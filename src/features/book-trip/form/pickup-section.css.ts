import { style } from '@vanilla-extract/css';
import { vars } from '../../../../styles/contract.css';
import { media } from '../../../../styles/tokens';

/* Date and time of the pickup, its error, the earliest-arrival hint and the traffic badge. */

/** Date and time side by side from the small breakpoint up. */
export const pickup = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: '1fr',
  '@media': { [media.fromSmall]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

/** The pickup error spans both columns. */
export const pickupError = style({ gridColumn: '1 / -1' });

/** The earliest-arrival message with its "Use HH:MM" button, under date and time. */
export const arrivalHint = style({
  gridColumn: '1 / -1',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.warningSoft,
  color: vars.color.onWarningSoft,
  fontSize: vars.fontSize.sm,
  // Kept in the page while empty (a live region announces what appears in it), without taking room.
  selectors: { '&:empty': { padding: 0 } },
});

/** Date, time and the traffic badge. */
export const trafficRow = style({
  gridColumn: '1 / -1',
  minHeight: '1.75rem',
  margin: 0,
  selectors: { '&:empty': { minHeight: 0 } },
});

export const trafficChip = style({ fontSize: vars.fontSize.sm });
