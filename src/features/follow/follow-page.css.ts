import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/contract.css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const line = style({ margin: 0 });

/** The trip's labels get a column of their own width. */
export const list = style({ gridTemplateColumns: 'minmax(7rem, auto) 1fr' });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.lg });

export const vehicleLine = style({ margin: 0, fontWeight: vars.fontWeight.bold });

export const plateRow = style({
  margin: 0,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  flexWrap: 'wrap',
});

/** Looks like a Dutch licence plate: yellow with black letters (as on the live card). */
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

export const notice = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.infoSoft,
  color: vars.color.onInfoSoft,
});

export const mapFallback = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const mapError = style({
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  background: vars.color.warningSoft,
  color: vars.color.onWarningSoft,
});
