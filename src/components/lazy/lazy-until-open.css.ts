import { style } from '@vanilla-extract/css';

/** The text of the inline "could not be loaded" message (its box: `notice({ layout: 'stack' })`). */
export const text = style({ margin: 0 });
