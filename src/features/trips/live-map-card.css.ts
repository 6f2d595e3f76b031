import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/contract.css';

export const headline = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  // Keeps the layout steady when the header is empty (status unknown).
  minHeight: '1.5em',
});

export const plateRow = style({
  margin: 0,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  flexWrap: 'wrap',
});

/** Looks like a Dutch licence plate: yellow with black letters. */
export const plate = style({
  display: 'inline-block',
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  border: `2px solid ${vars.color.onAccent}`,
  background: vars.color.accent,
  color: vars.color.onAccent,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.08em',
  fontSize: vars.fontSize.lg,
});

export const mapFallback = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const mapError = style({
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  background: vars.color.warningSoft,
  color: vars.color.onWarningSoft,
});
