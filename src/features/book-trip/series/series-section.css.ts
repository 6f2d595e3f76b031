import { style } from '@vanilla-extract/css';
import { vars } from '../../../../styles/contract.css';

/** The weekday checkboxes: two columns on a phone, a row of seven where there is room. */
export const weekdays = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(9.5rem, 1fr))',
  gap: vars.space.xxs,
});
