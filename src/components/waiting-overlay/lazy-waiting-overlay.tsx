import { withImportRetry } from '../../lib/retry-import';
import { lazyUntilOpen } from '../lazy/lazy-until-open';
import type { WaitingOverlayProps } from './waiting-overlay';

/**
 * Fetches the {@link WaitingOverlay} module (it renders with Radix Dialog: focus scope, scroll lock and
 * aria-hidden helpers, shared with the Dialog chunk). Call it before the overlay is needed (e.g. when the user
 * starts filling in the form that ends in it). Idempotent (the module loads once).
 */
export const loadWaitingOverlay = withImportRetry(() => import('./waiting-overlay'), 'WaitingOverlay');

/**
 * The {@link WaitingOverlay} (product §2 cancellable waiting backdrop) with its code loaded on demand
 * ({@link lazyUntilOpen}): nothing renders until `open` is first true, then the real overlay, kept mounted (modal
 * `alertdialog`, focus on Cancel, Escape cancels). Same props as {@link WaitingOverlayProps}.
 */
export const LazyWaitingOverlay = lazyUntilOpen<WaitingOverlayProps>(() =>
  loadWaitingOverlay().then((m) => m.WaitingOverlay),
);
