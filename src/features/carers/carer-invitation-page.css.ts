import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/contract.css';

export const content = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const subtitle = style({ fontSize: vars.fontSize.lg, margin: 0 });

/** Who asks: the first thing the carer reads. */
export const asks = style({ fontWeight: vars.fontWeight.bold, margin: 0 });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

/** The link the page leads on with (log in, home). */
export const primaryLink = style({ fontWeight: vars.fontWeight.bold });
