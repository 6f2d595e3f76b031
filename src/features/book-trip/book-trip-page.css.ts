import { style } from '@vanilla-extract/css';

/* /book-trip's own styles while the form loads. */

/**
 * No layout shift (CLS ≤ 0.02): the loading state is at least a viewport high, like the form that replaces it, so the
 * page footer below it is off-screen in both and does not jump when the form arrives.
 */
export const loading = style({ minHeight: '100vh' });
