import { style } from '@vanilla-extract/css';
import { vars } from '../../../../styles/contract.css';

/* Titled sections and muted text of the confirmation and series dialogs. */

/** The confirmation dialog's sections. */
export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.lg });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
