import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/contract.css';

/* The frame /book-trip paints before the form arrives and the form keeps: the column, its header and title. */

/** product §2 "form box 500px": one readable column. */
export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  width: '100%',
  maxWidth: vars.layout.formBoxWidth,
});

export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const title = style({ selectors: { '&:focus': { outline: 'none' } } });
