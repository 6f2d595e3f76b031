import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/contract.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, width: '100%' });

export const label = style({ fontWeight: vars.fontWeight.bold, color: vars.color.text });

export const hint = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/** Anchors the results popup right under the input. */
export const inputWrap = style({ position: 'relative' });

export const popup = style({
  position: 'absolute',
  insetInlineStart: 0,
  insetInlineEnd: 0,
  top: `calc(100% + ${vars.space.xs})`,
  zIndex: vars.zIndex.popover,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  maxHeight: '22rem',
  // The listbox itself scrolls (not this wrapper): a scrolling combobox popup is operated with the arrow keys
  // through aria-activedescendant, while a scrolling wrapper without focusable content fails WCAG 2.1.1 checks.
  display: 'flex',
  flexDirection: 'column',
  overflow: 'hidden',
  selectors: { '&[hidden]': { display: 'none' } },
});

export const groupLabel = style({
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.md,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.textMuted,
});

export const menu = style({ listStyle: 'none', margin: 0, padding: 0, minHeight: 0, overflowY: 'auto' });

export const option = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.layout.minTargetSize,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  cursor: 'pointer',
  color: vars.color.text,
  borderBlockEnd: `1px solid ${vars.color.borderSubtle}`,
  selectors: { '&:last-child': { borderBlockEnd: 'none' } },
});

/** The option under the keyboard cursor or the mouse: high-contrast fill plus an inset bar (not colour alone). */
export const optionHighlighted = style({
  background: vars.color.primarySoft,
  color: vars.color.onPrimarySoft,
  boxShadow: `inset 4px 0 0 ${vars.color.primary}`,
});

export const optionSelected = style({ fontWeight: vars.fontWeight.bold });

export const status = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

/** A saved place's option: its name above its address. */
export const savedOption = style({ display: 'flex', flexDirection: 'column' });

export const savedName = style({ fontWeight: vars.fontWeight.bold });
