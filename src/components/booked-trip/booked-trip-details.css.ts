import { style } from '@vanilla-extract/css';

/** The trip's labels get a column of their own width. */
export const list = style({ gridTemplateColumns: 'minmax(8rem, auto) 1fr' });
