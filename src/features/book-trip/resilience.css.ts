import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/contract.css';

/** A kept message (restored draft, failed request): its text, then its buttons on one wrapping row. */
export const message = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.sm,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const text = style({ margin: 0 });
