import { style } from '@vanilla-extract/css';
import { vars } from '../../../../styles/contract.css';
import { bareFieldset, choiceRow } from '../../../../styles/recipes/choice-group.css';

/* The change page's form and "Check your change": the fields' column, the two columns Now / New. */

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const pair = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(8rem, 1fr))',
  gap: vars.space.md,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const message = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

/** Now / New side by side, also at 375 px (short values; long addresses wrap). */
export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
  gap: vars.space.md,
});

export const column = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

export const columnTitle = style({ fontSize: vars.fontSize.lg, margin: 0 });

export const term = style({ fontWeight: vars.fontWeight.bold, margin: 0 });

export const value = style({ margin: 0, overflowWrap: 'anywhere' });

export const difference = style({ fontWeight: vars.fontWeight.bold, margin: 0 });

/* The scope question and the per-date results of a series. */

export const fieldset = style([bareFieldset, { gap: vars.space.sm }]);

export const legend = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold, padding: 0 });

export const choice = choiceRow;

export const results = style({ margin: 0, paddingInlineStart: vars.space.lg });
