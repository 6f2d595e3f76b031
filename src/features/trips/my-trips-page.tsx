import { lazy, Suspense } from 'react';
import { Loading } from '../../components';
import { useI18n } from '../../i18n/i18n';
import { withImportRetry } from '../../lib/retry-import';
import { useOfflineSnapshot } from '../../logic/connectivity';
import { snapshotTrips, type OfflineSnapshot } from '../../../machines/lib/offline-snapshot';
import { OfflineTripList } from './offline-trips';
import * as styles from './my-trips-page.css';

/**
 * Loads the online /my-trips ({@link LiveMyTrips}: trip history, range picker, dialogs) from its own chunk, retried
 * on a dropped connection. Idempotent; the signed-in navigation starts it on hover (src/app/page-preload.ts).
 */
export const loadLiveMyTrips = withImportRetry(() => import('./live-my-trips'), 'LiveMyTrips');

const LiveMyTrips = lazy(() => loadLiveMyTrips().then((m) => ({ default: m.LiveMyTrips })));

/**
 * product §2 /my-trips: opens on "Upcoming" (every booked trip from today on, across weeks, nearest first), with
 * the trip history for a date range one tap away (week start per locale). Toolbar: period with a range-picker
 * popover, Upcoming / previous / this / next week, download (PDF of the range).
 * Grid of trip cards (1 column small, 2 from 768px), the empty state, the trip-details dialog (GET
 * /trips/{id}, Close and Cancel trip) and each completed trip's rating dialog. Runs one
 * machines/trip/history.machine.ts actor for the visit; decides nothing itself. When the app cannot reach its APIs
 * and the account's offline snapshot is kept, shows its upcoming trips instead (read-only, actions disabled).
 */
export function MyTripsPage() {
  const snapshot = useOfflineSnapshot();
  return snapshot ? <OfflineMyTrips snapshot={snapshot} /> : <LiveMyTripsLoading />;
}

/**
 * /my-trips from the offline snapshot (machines/connectivity.machine.ts `offline.showing`), read-only: the trips
 * still to come as last known, every server action disabled with the reason. Nothing is queued.
 */
function OfflineMyTrips({ snapshot }: { snapshot: OfflineSnapshot }) {
  const { t } = useI18n();
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('myTrips.title')}</h1>
      <OfflineTripList trips={snapshotTrips(snapshot)} />
    </div>
  );
}

/**
 * The online page: its title at once (the route's focus target stays put) and a spinner below it while the
 * live part's chunk loads.
 */
function LiveMyTripsLoading() {
  const { t } = useI18n();
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('myTrips.title')}</h1>
      <Suspense fallback={<Loading />}>
        <LiveMyTrips />
      </Suspense>
    </div>
  );
}
