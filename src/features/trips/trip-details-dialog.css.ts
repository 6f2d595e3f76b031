import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/contract.css';

/** The details' labels get a column of their own width. */
export const list = style({ gridTemplateColumns: 'minmax(8rem, auto) 1fr' });

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  marginTop: vars.space.lg,
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.borderSubtle}`,
});

export const sectionTitle = style({ fontSize: vars.fontSize.md, margin: 0 });

export const line = style({ margin: 0 });

export const inlineActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  marginTop: vars.space.md,
});

export const hint = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  flexBasis: '100%',
  textAlign: 'right',
});

export const rating = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm });
