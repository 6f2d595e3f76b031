import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/contract.css';
import { notice } from '../../styles/recipes/notice.css';

/** The notice box above the page: text and link, and "Dismiss message" beside them (wrapping on a phone). */
export const box = style([
  notice({ tone: 'info', size: 'md', layout: 'row' }),
  { marginBottom: vars.space.lg },
]);

export const text = style({ margin: 0 });

export const link = style({ color: 'inherit', fontWeight: vars.fontWeight.bold });
