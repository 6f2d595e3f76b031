import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/contract.css';

/** The opt-in switch with its hint and, once on, any note about the browser's permission. */
export const controls = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

/** The switch's label: as large as the status lines around it. */
export const label = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });

/** The hint and the permission note under the switch. */
export const hint = style({ margin: 0, color: vars.color.textMuted });

/** The alert on the card: large, with its OK button beside the text (below it on phones). */
export const alert = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  fontSize: vars.fontSize.lg,
});

export const alertTitle = style({ margin: 0, fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold });

export const alertBody = style({ margin: 0 });
