import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../styles/contract.css';
import { backdrop } from '../../../styles/recipes/backdrop.css';
import { media } from '../../../styles/tokens';

// Entrance animations only: Radix unmounts closed content at once when no exit animation runs.
const popIn = keyframes({
  from: { opacity: 0, transform: 'translate(-50%, -48%) scale(0.97)' },
  to: { opacity: 1, transform: 'translate(-50%, -50%) scale(1)' },
});
const slideIn = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(0)' } });

export const overlay = style([backdrop, { zIndex: vars.zIndex.backdrop }]);

const contentBase = style({
  position: 'fixed',
  zIndex: vars.zIndex.dialog,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  overflowY: 'auto',
});

export const content = styleVariants({
  modal: [
    contentBase,
    {
      // Below the toasts on screen (their height, set by the Toaster; 0 without), so they never cover it.
      top: 'calc(50% + var(--toast-stack, 0px) / 2)',
      left: '50%',
      transform: 'translate(-50%, -50%)',
      width: `calc(100vw - 2 * ${vars.space.lg})`,
      maxHeight: `calc(100vh - 2 * ${vars.space.lg} - var(--toast-stack, 0px))`,
      padding: vars.space.xl,
      borderRadius: vars.radius.lg,
      selectors: { '&[data-state="open"]': { animation: `${popIn} ${vars.duration.normal} ease-out` } },
      '@media': { [media.belowSmall]: { padding: vars.space.lg } },
    },
  ],
  drawer: [
    contentBase,
    {
      top: 'var(--toast-stack, 0px)',
      bottom: 0,
      left: 0,
      width: `min(${vars.layout.sidebarWidth}, 85vw)`,
      padding: vars.space.lg,
      selectors: { '&[data-state="open"]': { animation: `${slideIn} ${vars.duration.normal} ease-out` } },
    },
  ],
});

export const size = styleVariants({
  sm: { maxWidth: '400px' },
  md: { maxWidth: '560px' },
  lg: { maxWidth: vars.layout.tabbedCardMaxWidth },
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const title = style({ fontSize: vars.fontSize.xl, margin: 0, paddingTop: vars.space.sm });

export const description = style({ color: vars.color.textMuted });

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

/**
 * With actions, the dialog does not scroll as a whole: its header, description and body scroll in this area and
 * the footer stays below it, never over it, so the primary action never sits below the fold on a phone and no
 * control of the body is ever hidden under the footer (a sticky footer covered half a button: axe target-size).
 * The small padding, taken back by the margin, keeps the focus rings of controls at its edges visible.
 */
export const scrollArea = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  flex: '1 1 auto',
  minHeight: 0,
  overflowY: 'auto',
  padding: vars.space.xs,
  margin: `calc(-1 * ${vars.space.xs})`,
});

/** The footer of a dialog with actions, below its {@link scrollArea}. */
export const actions = style({
  flexShrink: 0,
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  marginTop: 0,
  paddingTop: vars.space.sm,
  background: vars.color.surface,
  borderTop: `1px solid ${vars.color.borderSubtle}`,
});

/** A content box with a footer: the scroll area scrolls, not the box. */
export const withActions = style({
  overflowY: 'hidden',
});

export const closeButton = style({ flexShrink: 0 });
