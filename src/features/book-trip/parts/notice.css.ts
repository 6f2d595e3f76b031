import { style } from '@vanilla-extract/css';
import { vars } from '../../../../styles/contract.css';

/** A kept message (restored draft, failed request, pass number needed): its text, then its buttons. */
export const message = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.sm,
});

export const text = style({ margin: 0 });
