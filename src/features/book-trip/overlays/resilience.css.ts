import { style } from '@vanilla-extract/css';
import { vars } from '../../../../styles/contract.css';

/** A kept message's buttons on one wrapping row. */
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
