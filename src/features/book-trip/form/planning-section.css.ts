import { style } from '@vanilla-extract/css';
import { vars } from '../../../../styles/contract.css';
import { radio } from '../parts/fields.css';

/* The planning-mode choice (by departure, by arrival). */

/** Planning-mode choice: two large radio rows side by side. */
export const segmented = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});

export const segment = style([
  radio,
  {
    border: `1px solid ${vars.color.border}`,
    paddingInline: vars.space.md,
    selectors: {
      '&:has(input:checked)': { background: vars.color.primarySoft, color: vars.color.onPrimarySoft },
    },
  },
]);
