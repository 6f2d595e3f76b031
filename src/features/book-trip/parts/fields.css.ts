import { style } from '@vanilla-extract/css';
import { vars } from '../../../../styles/contract.css';

/* The booking form's field pieces shared by the form, the series and the take-along sheet: a labelled field, hints, fieldsets with their legends, radio and checkbox rows. */

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const label = style({ fontWeight: vars.fontWeight.bold, color: vars.color.text });

export const hint = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

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

export const checkboxRow = style([radio]);

export const legendRow = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });
