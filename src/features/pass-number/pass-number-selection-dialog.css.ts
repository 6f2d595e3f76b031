import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/contract.css';

export const list = style({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});
