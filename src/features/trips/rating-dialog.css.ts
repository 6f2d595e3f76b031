import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../styles/contract.css';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const fieldset = style({ border: 0, margin: 0, padding: 0, minWidth: 0 });

export const legend = style({ fontWeight: vars.fontWeight.bold, padding: 0, marginBottom: vars.space.sm });

export const stars = style({ display: 'flex', gap: vars.space.xs, flexWrap: 'wrap' });

/** One star option: a 48×48 target around the star (WCAG 2.5.5), the radio itself covers it invisibly. */
export const option = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '48px',
  height: '48px',
  color: vars.color.primary,
  cursor: 'pointer',
  borderRadius: vars.radius.md,
  selectors: {
    '&:hover': { background: vars.color.primarySoft },
  },
});

export const radio = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  margin: 0,
  opacity: 0,
  cursor: 'inherit',
});

globalStyle(`${radio}:focus-visible + svg`, {
  outline: `${vars.focus.width} solid ${vars.color.focusRing}`,
  outlineOffset: vars.focus.offset,
  borderRadius: vars.radius.sm,
});

globalStyle(`${radio}:disabled + svg`, { opacity: 0.6 });

export const chosen = style({ margin: `${vars.space.sm} 0 0`, minHeight: '1.5em' });

export const label = style({
  fontWeight: vars.fontWeight.bold,
  display: 'block',
  marginBottom: vars.space.xs,
});

export const textarea = style({
  width: '100%',
  minHeight: '6rem',
  padding: vars.space.sm,
  font: 'inherit',
  fontSize: vars.fontSize.md,
  color: vars.color.text,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  resize: 'vertical',
  boxSizing: 'border-box',
});

export const counter = style({
  margin: `${vars.space.xs} 0 0`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
