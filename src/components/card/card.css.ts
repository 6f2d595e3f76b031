import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../styles/contract.css';

const base = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  background: vars.color.surface,
  color: vars.color.text,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.borderSubtle}`,
  boxShadow: vars.shadow.sm,
  minWidth: 0,
});

export const card = styleVariants({
  md: [base, { padding: vars.space.lg }],
  lg: [base, { padding: vars.space.xl }],
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  flexWrap: 'wrap',
});

export const title = style({ fontSize: vars.fontSize.lg, margin: 0 });

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  justifyContent: 'flex-end',
  marginTop: 'auto',
});
