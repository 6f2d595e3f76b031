import { style } from '@vanilla-extract/css';
import { vars } from '../../../../styles/contract.css';
import { notice } from '../../../../styles/recipes/notice.css';

/** One readable column, as the form it replaces. */
export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  width: '100%',
  maxWidth: vars.layout.formBoxWidth,
});

export const line = style({ margin: 0 });

export const title = style({ margin: 0, selectors: { '&:focus': { outline: 'none' } } });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });

/** The return-trip question: a box of its own on the view, so it reads as a question and not as a detail. */
export const question = style([
  notice({ tone: 'info' }),
  { display: 'flex', flexDirection: 'column', gap: vars.space.sm },
]);

export const questionTitle = style({ margin: 0, fontSize: vars.fontSize.lg });
