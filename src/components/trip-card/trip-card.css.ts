import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../styles/contract.css';

/** The card is the positioning context of the stretched details button (the whole card opens the details). */
export const card = style({
  position: 'relative',
  height: '100%',
  selectors: {
    '&:hover': { borderColor: vars.color.border },
  },
});

export const line = style({ margin: 0 });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/** The card's extra facts (`moreFacts`): small, muted lines; nothing takes room when none applies. */
export const moreFacts = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  selectors: { '&:empty': { display: 'none' } },
});

globalStyle(`${moreFacts} > p`, { margin: 0 });

/** Stretched-link pattern: the button's ::after covers the card, so a click anywhere on it opens the details. */
export const detailsButton = style({
  selectors: {
    '&::after': {
      content: '""',
      position: 'absolute',
      inset: 0,
      borderRadius: vars.radius.lg,
      cursor: 'pointer',
    },
  },
});

/** Controls that sit above the stretched details button (rate, pay). */
export const control = style({ position: 'relative', zIndex: 1 });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  marginTop: 'auto',
});

export const rating = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
});

export const stars = style({ display: 'inline-flex', gap: vars.space.xxs, color: vars.color.primary });
