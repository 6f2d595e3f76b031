import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/contract.css';

/** The trip's heading, details and action, one under the other. */
export const card = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

/** A rule above each trip, where several follow each other in one column (the signed-in confirmation). */
export const separated = style({
  paddingBlockStart: vars.space.md,
  borderBlockStart: `1px solid ${vars.color.borderSubtle}`,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.lg });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });
