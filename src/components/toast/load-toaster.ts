import { withImportRetry } from '../../lib/retry-import';

/**
 * Fetches the toaster's chunk (Radix Toast), tried again with backoff when it fails. The app mounts the toaster
 * with the first toast (src/app/deferred-toaster.tsx); a form whose submit ends in a toast starts it early, while
 * the connection is there (a chunk whose imports failed to load cannot be loaded again in the same page).
 */
export const loadToaster = withImportRetry(() => import('./toaster'), 'Toaster');
