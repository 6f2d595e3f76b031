import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/contract.css';

/** Two columns, label and value; a page may widen the label column (`gridTemplateColumns`). */
export const list = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
});

export const term = style({ fontWeight: vars.fontWeight.bold });

export const definition = style({ margin: 0, overflowWrap: 'anywhere' });
