import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../styles/contract.css';

export const field = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  flexWrap: 'wrap',
});

export const label = style({ fontWeight: vars.fontWeight.bold });

export const trigger = style({ gap: vars.space.sm });

/** product §2: the popover sits over a blurred backdrop. */
export const backdrop = style({
  position: 'fixed',
  inset: 0,
  background: 'rgba(16, 24, 40, 0.25)',
  backdropFilter: `blur(${vars.layout.popoverBackdropBlur})`,
  zIndex: vars.zIndex.popover,
});

/** product §2.8 popover width 500px (never wider than the screen). */
export const content = style({
  width: `min(${vars.layout.popoverWidth}, calc(100vw - 2rem))`,
  maxHeight: 'calc(100vh - 2rem)',
  overflowY: 'auto',
  boxSizing: 'border-box',
  padding: vars.space.lg,
  background: vars.color.surface,
  color: vars.color.text,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  border: `1px solid ${vars.color.borderSubtle}`,
  zIndex: vars.zIndex.popover,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const title = style({ fontSize: vars.fontSize.lg, margin: 0 });

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const calendar = style({ alignSelf: 'center' });

// DayPicker theming through its CSS variables: brand colours and 44px day targets (WCAG 2.5.5).
globalStyle(`${calendar}.rdp-root`, {
  vars: {
    '--rdp-accent-color': vars.color.primary,
    '--rdp-accent-background-color': vars.color.primarySoft,
    '--rdp-range_middle-background-color': vars.color.primarySoft,
    '--rdp-range_middle-color': vars.color.onPrimarySoft,
    '--rdp-day-height': '44px',
    '--rdp-day-width': '44px',
    '--rdp-day_button-height': '42px',
    '--rdp-day_button-width': '42px',
  },
  fontSize: vars.fontSize.sm,
});

globalStyle(`${calendar} .rdp-day_button:focus-visible`, {
  outline: `${vars.focus.width} solid ${vars.color.focusRing}`,
  outlineOffset: vars.focus.offset,
});

export const actions = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  flexWrap: 'wrap',
});
