import { style } from '@vanilla-extract/css';
import { vars } from '../../../../styles/contract.css';

/* The confirmation dialog's warnings: a blocked booking and overlapping trips. */

export const blocked = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.warningSoft,
  color: vars.color.onWarningSoft,
  fontWeight: vars.fontWeight.bold,
});

/** The overlap warning in the confirmation dialog: warning colours, the trips as a list, then the hint. */
export const overlap = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.warningSoft,
  color: vars.color.onWarningSoft,
  overflowWrap: 'anywhere',
});

export const overlapList = style({
  margin: 0,
  paddingLeft: 0,
  listStyle: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  fontWeight: vars.fontWeight.bold,
});

export const overlapHint = style({ margin: 0 });
