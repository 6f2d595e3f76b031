import { globalStyle, keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../styles/contract.css';

const slideIn = keyframes({
  from: { transform: 'translateX(calc(100% + 1rem))' },
  to: { transform: 'translateX(0)' },
});

export const viewport = style({
  position: 'fixed',
  bottom: 0,
  right: 0,
  zIndex: vars.zIndex.toast,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  width: '420px',
  maxWidth: '100vw',
  margin: 0,
  padding: vars.space.lg,
  listStyle: 'none',
  outline: 'none',
});

// While a modal dialog is open the toasts move to the top edge, where the dialogs make room for them (a toast at
// the bottom sat on the dialog's footer buttons on a phone).
globalStyle(
  `body:has([role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"]) ${viewport}`,
  { top: 0, bottom: 'auto' },
);

const toastBase = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr auto',
  alignItems: 'start',
  gap: vars.space.md,
  padding: vars.space.md,
  paddingInlineStart: vars.space.lg,
  background: vars.color.surface,
  color: vars.color.text,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.borderSubtle}`,
  borderInlineStartWidth: '6px',
  boxShadow: vars.shadow.md,
  selectors: {
    '&[data-state="open"]': { animation: `${slideIn} ${vars.duration.normal} ease-out` },
    '&[data-swipe="move"]': { transform: 'translateX(var(--radix-toast-swipe-move-x))' },
  },
});

export const toast = styleVariants({
  info: [toastBase, { borderInlineStartColor: vars.color.info }],
  success: [toastBase, { borderInlineStartColor: vars.color.success }],
  warning: [toastBase, { borderInlineStartColor: vars.color.warning }],
  danger: [toastBase, { borderInlineStartColor: vars.color.danger }],
});

export const icon = styleVariants({
  info: { color: vars.color.info, marginTop: '2px' },
  success: { color: vars.color.success, marginTop: '2px' },
  warning: { color: vars.color.onWarningSoft, marginTop: '2px' },
  danger: { color: vars.color.danger, marginTop: '2px' },
});

export const text = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });

export const title = style({ fontWeight: vars.fontWeight.bold });

export const description = style({ overflowWrap: 'anywhere' });

export const close = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.layout.minTargetSize,
  minHeight: vars.layout.minTargetSize,
  margin: `calc(-1 * ${vars.space.sm})`,
  background: 'transparent',
  border: 0,
  borderRadius: vars.radius.md,
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surfaceMuted, color: vars.color.text } },
});
