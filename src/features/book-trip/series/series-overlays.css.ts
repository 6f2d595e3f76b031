import { style } from '@vanilla-extract/css';
import { vars } from '../../../../styles/contract.css';
import { media } from '../../../../styles/tokens';

/** The series' date list in the confirmation and result dialogs. */
export const dateList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** One date with its price or outcome: date left, the rest right; under 480 px the outcome goes below the date. */
export const dateRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.xs,
  paddingBlock: vars.space.xxs,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  '@media': { [media.belowSmall]: { flexDirection: 'column', alignItems: 'flex-start', gap: 0 } },
});

const status = {
  fontWeight: vars.fontWeight.bold,
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.md,
} as const;

/** "Not booked — reason" (a designed soft-background pair, so it keeps its contrast in every theme). */
export const failed = style({ ...status, background: vars.color.dangerSoft, color: vars.color.onDangerSoft });

/** "Booked". */
export const booked = style({
  ...status,
  background: vars.color.successSoft,
  color: vars.color.onSuccessSoft,
});

/** The budget check: "2 of 3 dates fit your budget". */
export const budget = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.warningSoft,
  color: vars.color.onWarningSoft,
});
