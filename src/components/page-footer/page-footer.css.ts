import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/contract.css';

export const footer = style({
  marginTop: 'auto',
  padding: `${vars.space.lg} ${vars.space.xl}`,
  borderTop: `1px solid ${vars.color.borderSubtle}`,
  background: vars.color.surface,
  fontSize: vars.fontSize.sm,
});

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.xl,
  rowGap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.layout.minTargetSize,
  color: vars.color.primary,
});

export const linkButton = style([
  link,
  {
    padding: 0,
    border: 0,
    background: 'transparent',
    textDecoration: 'underline',
    textUnderlineOffset: '0.15em',
    cursor: 'pointer',
    selectors: { '&:hover': { color: vars.color.primaryHover, textDecorationThickness: '2px' } },
  },
]);

export const details = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  margin: 0,
});

export const term = style({ fontWeight: vars.fontWeight.bold });

export const value = style({ margin: 0, overflowWrap: 'anywhere' });
