import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/contract.css';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const formError = style({
  color: vars.color.danger,
  fontWeight: vars.fontWeight.bold,
  margin: 0,
});

export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  marginTop: vars.space.md,
});
