import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/contract.css';
import { notice as noticeBox } from '../../../styles/recipes/notice.css';

/** The failed-load block: the alert above its retry button. */
export const failedBlock = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

/** The link page's notice (gone link, failed load), in the info tone like the pages' own notices. */
export const notice = noticeBox({ tone: 'info' });
