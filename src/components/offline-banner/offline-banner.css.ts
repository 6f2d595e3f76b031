import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/contract.css';

/** Space between the banner and the page under it. */
export const banner = style({ marginBlockEnd: vars.space.lg });
