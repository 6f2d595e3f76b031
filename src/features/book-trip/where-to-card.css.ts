import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/contract.css';

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const step = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const question = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  selectors: { '&:focus': { outline: 'none' } },
});

/** The recent locations: the shared list of choices (styles/utilities.css.ts). */
export { stackedList as list } from '../../../styles/utilities.css';

/** A recent location as a full-width, left-aligned choice (44px target). */
export const choice = style({
  width: '100%',
  justifyContent: 'flex-start',
  textAlign: 'start',
  border: `1px solid ${vars.color.border}`,
});

export const muted = style({ margin: 0, color: vars.color.textMuted });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, alignItems: 'center' });
