import { style } from '@vanilla-extract/css';

/** Keeps the button's width while its label is replaced by the spinner. */
export const busy = style({ position: 'relative', cursor: 'progress' });
