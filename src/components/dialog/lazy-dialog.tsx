import { withImportRetry } from '../../lib/retry-import';
import { lazyUntilOpen } from '../lazy/lazy-until-open';
import type { DialogProps } from './dialog';

/**
 * Fetches the {@link Dialog} module (Radix Dialog with its focus scope, scroll lock and aria-hidden helpers,
 * ~8 KB brotli). Call it when a dialog is about to be needed (e.g. on submit, while the request that ends in
 * the dialog runs) so the dialog opens without waiting for the chunk. Idempotent (the module loads once).
 */
export const loadDialog = withImportRetry(() => import('./dialog'), 'Dialog');

/**
 * A controlled {@link Dialog} whose code loads on demand ({@link lazyUntilOpen}): nothing renders until `open` is
 * first true, then the real Dialog, kept mounted — focus moved inside and trapped, Escape, focus return to the
 * element that had focus before opening, else `returnFocusRef`, else the page's h1 (product §2.7 dialogs, WCAG 2.4.3).
 * Same props as {@link DialogProps}; use `open` (not `trigger` / `defaultOpen`), since nothing renders before the
 * first opening.
 */
export const LazyDialog = lazyUntilOpen<DialogProps>(() => loadDialog().then((m) => m.Dialog));
