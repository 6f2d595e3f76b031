import { style } from '@vanilla-extract/css';
import { vars } from '../../../../styles/contract.css';

/* The From and To fields with the swap button. */

export const addresses = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const swap = style({ alignSelf: 'flex-start' });
