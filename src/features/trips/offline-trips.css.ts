import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/contract.css';

/** The disabled actions of a trip, side by side, wrapping on small screens. */
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

/** The reason the actions are disabled. */
export const reason = style({ marginBlockEnd: vars.space.md });

/** The offline trip list: cards one under the other. */
export const list = style({ display: 'grid', gap: vars.space.md });
