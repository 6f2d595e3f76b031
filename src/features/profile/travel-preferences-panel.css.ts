import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/contract.css';

/** Companions and children side by side when there is room. */
export const pair = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
  gap: vars.space.md,
});

/** The take-along checkboxes under their legend. */
export const fieldset = style({
  border: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const legend = style({ fontWeight: vars.fontWeight.bold, padding: 0, marginBottom: vars.space.xs });
