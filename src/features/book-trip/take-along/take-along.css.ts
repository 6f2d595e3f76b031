import { style } from '@vanilla-extract/css';
import { vars } from '../../../../styles/contract.css';

/* The take-along trigger and the chips of what is chosen. */

/** "What do you take with you": trigger, chips. */
export const takeAlong = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const takeAlongTrigger = style({ alignSelf: 'flex-start' });

export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const chipItem = style({ fontSize: vars.fontSize.sm, paddingInlineEnd: vars.space.xxs });

export const chipRemove = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '2rem',
  minHeight: '2rem',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.round,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surface },
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
  },
});
