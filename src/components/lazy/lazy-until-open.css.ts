import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/contract.css';

/** The inline "could not be loaded" message with its "Try again". */
export const failed = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.sm,
});

export const text = style({ margin: 0 });
