import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/contract.css';

export const headline = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  // Keeps the layout steady when the header is empty (status unknown).
  minHeight: '1.5em',
});
