import { style } from '@vanilla-extract/css';
import { vars } from '../../../../styles/contract.css';

/* The booking form: the return-leg notice under the title, the form column, Confirm. */

export const returnLeg = style({
  alignSelf: 'flex-start',
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.infoSoft,
  color: vars.color.onInfoSoft,
  fontWeight: vars.fontWeight.bold,
  // Collapsed, not display:none, while empty: a live region must stay rendered to be announced.
  selectors: { '&:empty': { padding: 0 } },
});

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl });

export const actions = style({ display: 'flex', justifyContent: 'flex-end' });
