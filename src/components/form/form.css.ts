import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/contract.css';
import { notice } from '../../../styles/recipes/notice.css';

/* Shared look of the account forms (register, activate, forgot, change, pass number, profile). */

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const intro = style({ margin: 0, marginBottom: vars.space.lg });

export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  marginTop: vars.space.lg,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });

export const status = notice({ tone: 'info' });

export const formError = style({ margin: 0, color: vars.color.danger, fontWeight: vars.fontWeight.bold });

export const checkboxField = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const checkboxRow = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.sm });

/** 24px boxes (larger than the default) with the 44px row as the touch target. */
export const checkbox = style({
  width: '24px',
  height: '24px',
  flexShrink: 0,
  marginBlock: vars.space.xxs,
  accentColor: vars.color.primary,
});

export const checkboxLabel = style({ minHeight: vars.layout.minTargetSize, cursor: 'pointer' });

export const checklist = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  fontSize: vars.fontSize.sm,
});

export const checklistTitle = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
});

export const rule = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.color.textMuted,
});

export const ruleMet = style({ color: vars.color.success, fontWeight: vars.fontWeight.bold });
