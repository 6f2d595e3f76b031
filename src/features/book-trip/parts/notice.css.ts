import { style } from '@vanilla-extract/css';

/**
 * The text of a kept message (restored draft, failed request, pass number needed); its box, text then buttons,
 * is `notice({ layout: 'stack' })`.
 */
export const text = style({ margin: 0 });
