import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/contract.css';
import { iconButton } from '../../../styles/recipes/icon-button.css';
import { media } from '../../../styles/tokens';

/** product §2 "form box 500px": one readable column. */
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

/** Two selectors side by side from the small breakpoint up (companions and children). */
export const pair = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: '1fr',
  '@media': { [media.fromSmall]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

/** Planning-mode choice: two large radio rows side by side. */
export const segmented = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});

export const segment = style([
  radio,
  {
    border: `1px solid ${vars.color.border}`,
    paddingInline: vars.space.md,
    selectors: {
      '&:has(input:checked)': { background: vars.color.primarySoft, color: vars.color.onPrimarySoft },
    },
  },
]);

/** Date, time and the traffic badge. */
export const trafficRow = style({
  gridColumn: '1 / -1',
  minHeight: '1.75rem',
  margin: 0,
  selectors: { '&:empty': { minHeight: 0 } },
});

export const trafficChip = style({ fontSize: vars.fontSize.sm });

export const textarea = style({ minHeight: '5rem', resize: 'vertical' });

export const counter = style({
  alignSelf: 'flex-end',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

/** "What do you take with you": trigger, chips. */
export const takeAlong = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const takeAlongTrigger = style({ alignSelf: 'flex-start' });

export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const chipItem = style({ fontSize: vars.fontSize.sm, paddingInlineEnd: vars.space.xxs });

export const chipRemove = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '2rem',
  minHeight: '2rem',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.round,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surface },
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
  },
});

/**
 * The take-along choices' dialog: product §2's 500px over a blurred backdrop (the dialog's own overlay), in the middle
 * of the window; on a phone a full-height sheet, below the toasts on screen (`--toast-stack`, set by the Toaster).
 * The attribute selectors outrank the shared dialog's own box rules.
 */
export const takeAlongSheet = style({
  selectors: { '&[role="dialog"][data-state]': { maxWidth: vars.layout.popoverWidth } },
  '@media': {
    [media.belowSmall]: {
      selectors: {
        '&[role="dialog"][data-state]': {
          top: 'var(--toast-stack, 0px)',
          left: 0,
          transform: 'none',
          width: '100vw',
          maxWidth: 'none',
          height: 'calc(100dvh - var(--toast-stack, 0px))',
          maxHeight: 'none',
          borderRadius: 0,
          animation: 'none',
        },
      },
    },
  },
});

export const checkboxRow = style([radio]);

export const lockInfo = style([
  iconButton,
  {
    color: vars.color.primary,
    selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '1px' } },
  },
]);

export const legendRow = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });

export const tooltip = style({
  zIndex: vars.zIndex.popover,
  maxWidth: '22rem',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.text,
  color: vars.color.textInverse,
  fontSize: vars.fontSize.sm,
  boxShadow: vars.shadow.md,
});

export const tooltipArrow = style({ fill: vars.color.text });

/** The confirmation dialog's sections. */
export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.lg });

export const legs = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  paddingInlineStart: vars.space.xl,
});

export const leg = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const legHead = style({ fontWeight: vars.fontWeight.bold });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const guestNote = style({ margin: 0 });

/**
 * No layout shift (CLS ≤ 0.02): the loading state is at least a viewport high, like the form that replaces it, so the
 * page footer below it is off-screen in both and does not jump when the form arrives.
 */
export const loading = style({ minHeight: '100vh' });
