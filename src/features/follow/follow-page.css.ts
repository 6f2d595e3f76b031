import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/contract.css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const line = style({ margin: 0 });

/** The trip's labels get a column of their own width. */
export const list = style({ gridTemplateColumns: 'minmax(7rem, auto) 1fr' });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.lg });

export const vehicleLine = style({ margin: 0, fontWeight: vars.fontWeight.bold });
