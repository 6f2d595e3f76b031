import { lazyUntilOpen } from '../../components/lazy/lazy-until-open';
import { withDictionarySections } from '../../i18n/i18n';
import { withImportRetry } from '../../lib/retry-import';
import type { TripDetailsDialogProps } from './trip-details-dialog';

/**
 * Fetches the trip-details dialog's module (with the Radix dialog, the share section and the cancel control),
 * retried on a dropped connection (src/lib/retry-import.ts), and the strings it shows that its pages do not load:
 * payment and card names (the `book-trip` dictionary section) and sharing and rating (`trip-details`). Idempotent: the module
 * loads once.
 */
const loadTripDetailsDialog = withDictionarySections(
  ['book-trip', 'trip-details'],
  withImportRetry(() => import('./trip-details-dialog'), 'TripDetailsDialog'),
);

/**
 * The trip-details dialog (product §2 trip details) whose code loads when it first opens ({@link lazyUntilOpen}):
 * /home and /my-trips show their trips without carrying the dialog, so neither page's first load nor the service
 * worker's precache holds it. Same props as {@link TripDetailsDialogProps}; nothing renders before the first
 * opening, then the real dialog stays mounted (focus in, Escape, focus return).
 */
export const LazyTripDetailsDialog = lazyUntilOpen<TripDetailsDialogProps>(() =>
  loadTripDetailsDialog().then((m) => m.TripDetailsDialog),
);
