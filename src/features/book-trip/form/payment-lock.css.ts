import { style } from '@vanilla-extract/css';
import { vars } from '../../../../styles/contract.css';
import { iconButton } from '../../../../styles/recipes/icon-button.css';

/* The info button next to a locked payment method: shared by the payment field and its lazily loaded tooltip. */

export const lockInfo = style([
  iconButton,
  {
    color: vars.color.primary,
    selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '1px' } },
  },
]);
