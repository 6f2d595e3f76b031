import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/contract.css';

/** /quick-book: the "booking as" line and the way back. */
export const guestBar = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  marginBlockEnd: vars.space.lg,
});

export const bookingAs = style({ margin: 0, maxWidth: '36rem', color: vars.color.text });
