import { style } from '@vanilla-extract/css';
import { vars } from '../../../../styles/contract.css';
import { media } from '../../../../styles/tokens';

/* The dialog (a sheet on a phone) with the take-along choices. */

/**
 * The take-along choices' dialog: product §2's 500px over a blurred backdrop (the dialog's own overlay), in the middle
 * of the window; on a phone a full-height sheet, below the toasts on screen (`--toast-stack`, set by the Toaster).
 * The attribute selectors outrank the shared dialog's own box rules.
 */
export const takeAlongSheet = style({
  selectors: { '&[role="dialog"][data-state]': { maxWidth: vars.layout.popoverWidth } },
  '@media': {
    [media.belowSmall]: {
      selectors: {
        '&[role="dialog"][data-state]': {
          top: 'var(--toast-stack, 0px)',
          left: 0,
          transform: 'none',
          width: '100vw',
          maxWidth: 'none',
          height: 'calc(100dvh - var(--toast-stack, 0px))',
          maxHeight: 'none',
          borderRadius: 0,
          animation: 'none',
        },
      },
    },
  },
});
