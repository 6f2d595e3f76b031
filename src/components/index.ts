// Public surface of the design-system components; features import from here.
export { AppShell, APP_VERSION, NAV_ITEMS, type AppShellProps, type NavItem } from './app-shell/app-shell';
export { MAIN_CONTENT_ID, SkipLink } from './app-shell/skip-link';
export { Button, type ButtonProps } from './button/button';
export { Card, type CardProps } from './card/card';
export { Dialog, DialogClose, type DialogProps } from './dialog/dialog';
export { LazyDialog, loadDialog } from './dialog/lazy-dialog';
export {
  ErrorBoundary,
  ErrorFallback,
  NotFound,
  RouteErrorBoundary,
  type ErrorBoundaryProps,
  type ErrorFallbackProps,
} from './error-boundary/error-boundary';
export * from './icons/icons';
export { LanguageSelect, type LanguageSelectProps } from './language-select/language-select';
export {
  ContactDialog,
  PageFooter,
  type ContactDialogProps,
  type PageFooterProps,
} from './page-footer/page-footer';
export { PublicLayout, type PublicLayoutProps } from './public-layout/public-layout';
export { Loading, Spinner, type LoadingProps, type SpinnerProps } from './spinner/spinner';
export {
  clearToasts,
  dismiss,
  getToasts,
  MAX_TOASTS,
  notify,
  subscribeToasts,
  toast,
  TOAST_DURATION_MS,
  type Toast,
  type ToastInput,
  type ToastSeverity,
} from './toast/toast-store';
export { Toaster, type ToasterProps } from './toast/toaster';
export { WaitingOverlay, type WaitingOverlayProps } from './waiting-overlay/waiting-overlay';
export { LazyWaitingOverlay, loadWaitingOverlay } from './waiting-overlay/lazy-waiting-overlay';
export { TextField, type TextFieldProps } from './text-field/text-field';
