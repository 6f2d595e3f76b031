import { style } from '@vanilla-extract/css';
import { vars } from '../contract.css';

/**
 * A native radio group without the fieldset's frame: the legend and its options in one column (a page adds the
 * gap it wants). Keeps the `<fieldset>`/`<legend>` semantics, so a screen reader names the group (WCAG 1.3.1).
 */
export const bareFieldset = style({
  border: 0,
  padding: 0,
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
});

/** One option of a radio group: the whole row is a large enough target (WCAG 2.5.8, 44 px). */
export const choiceRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.layout.minTargetSize,
});
