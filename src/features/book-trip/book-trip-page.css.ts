import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/contract.css';
import { media } from '../../../styles/tokens';

/** SPEC §2 "form box 500px": one readable column. */
export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  width: '100%',
  maxWidth: vars.layout.formBoxWidth,
});

export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const title = style({ selectors: { '&:focus': { outline: 'none' } } });

export const returnLeg = style({
  alignSelf: 'flex-start',
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.infoSoft,
  color: vars.color.onInfoSoft,
  fontWeight: vars.fontWeight.bold,
  // Collapsed, not display:none, while empty: a live region must stay rendered to be announced.
  selectors: { '&:empty': { padding: 0 } },
});

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl });

export const addresses = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const swap = style({ alignSelf: 'flex-start' });

/** Date and time side by side from the small breakpoint up. */
export const pickup = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: '1fr',
  '@media': { [media.fromSmall]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const label = style({ fontWeight: vars.fontWeight.bold, color: vars.color.text });

export const hint = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const error = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
});

/** The pickup error spans both columns. */
export const pickupError = style({ gridColumn: '1 / -1' });

export const fieldset = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  border: 'none',
  minWidth: 0,
});

export const legend = style({
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
  padding: 0,
  marginBlockEnd: vars.space.xs,
});

/** One radio with its label: the whole row is the 44px click target. */
export const radio = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.layout.minTargetSize,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.primarySoft },
    '&:has(input:disabled)': {
      cursor: 'not-allowed',
      color: vars.color.textMuted,
      background: 'transparent',
    },
  },
});

export const radioInput = style({
  width: '1.25rem',
  height: '1.25rem',
  margin: 0,
  accentColor: vars.color.primary,
  flexShrink: 0,
});

export const actions = style({ display: 'flex', justifyContent: 'flex-end' });

export const summary = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: `${vars.space.sm} ${vars.space.lg}`,
  margin: 0,
});

/** Lets each dt/dd pair sit in the grid while keeping valid dl markup. */
export const summaryRow = style({ display: 'contents' });

export const term = style({ fontWeight: vars.fontWeight.bold });

export const definition = style({ margin: 0 });

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
