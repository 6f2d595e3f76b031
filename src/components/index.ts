// Public surface of the design-system components; features import from here.
export { AppShell, APP_VERSION } from './app-shell/app-shell';
export { MAIN_CONTENT_ID, SkipLink } from './app-shell/skip-link';
export { Button } from './button/button';
export { Card } from './card/card';
export { Dialog } from './dialog/dialog';
export { LazyDialog, loadDialog } from './dialog/lazy-dialog';
export * from './icons/icons';
export * from './icons/nav-icons';
export { LanguageSelect } from './language-select/language-select';
export { PageFooter } from './page-footer/page-footer';
export { PublicLayout } from './public-layout/public-layout';
export { Loading } from './spinner/spinner';
export { clearToasts, getToasts } from '../lib/toast-store';
export { Toaster } from './toast/toaster';
export { loadToaster } from './toast/load-toaster';
export { LazyWaitingOverlay, loadWaitingOverlay } from './waiting-overlay/lazy-waiting-overlay';
export { TextField } from './text-field/text-field';
