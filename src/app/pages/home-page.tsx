import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { selectPassNumber } from '../../../machines/auth.machine';
import {
  selectBudget,
  selectNeedsPassNumber,
  selectNextTrip,
  selectProfile,
  selectRecentLocations,
} from '../../../machines/lib/user-data-selectors';
import type { Trip } from '../../../machines/types';
import { useAuthSelector, useUserDataSelector } from '../../logic/use-logic';
import { Card } from '../../components';
import { DetailsList, DetailsRow } from '../../components/details-list/details-list';
import { statusChipKey, TripFactRows } from '../../components/trip-card';
import { pickUpWindowOf, type UpcomingTripActorRef } from '../../../machines/trip';
import { bookedAids } from '../../../machines/lib/take-along';
import { useI18n, withDictionarySections } from '../../i18n/i18n';
import { locationLabel } from '../../lib/location-label';
import { WhereToCard } from '../../features/book-trip/where-to-card';
import { PassNumberNeeded } from '../../features/book-trip/pass-number-needed';
import { NextTripOnDemand } from '../../features/trips/next-trip-on-demand';
import { UpcomingTripCard } from '../../features/trips/upcoming-trip-card';
import { useOfflineSnapshot } from '../../logic/connectivity';
import { withImportRetry } from '../../lib/retry-import';
import { BudgetCard } from './budget-card';
import * as styles from './home-page.css';

/**
 * /home from the offline snapshot (./offline-home.tsx) loads only when it shows, with its strings (the `my-trips`
 * dictionary section): online, /home does not carry them. The service worker precaches both with the offline views
 * (scripts/lib/offline-precache-plugin.ts).
 */
const loadOfflineHome = withImportRetry(
  withDictionarySections(['my-trips'], () => import('./offline-home')),
  'OfflineHome',
);
const OfflineHome = lazy(() => loadOfflineHome().then((m) => ({ default: m.OfflineHome })));

/**
 * product §2 next-trip card: the upcoming trip — when, from, to, status, its trip number, pick-up window and aids —
 * with "Details" and "Cancel trip" (as the slot's upcoming-trip chart offers them until the trip's own chart runs),
 * or "no rides planned in the next 2 weeks".
 */
function NextTripCard({ trip, upcoming }: { trip: Trip | null; upcoming: UpcomingTripActorRef }) {
  const { t, formatDate, formatTime } = useI18n();
  if (!trip) {
    return (
      <Card title={t('home.nextTrip.title')}>
        <div className={styles.noTrip}>
          <p>{t('home.nextTrip.none')}</p>
          <Link to="/book-trip">{t('home.nextTrip.bookTrip')}</Link>
        </div>
      </Card>
    );
  }
  return (
    <Card
      title={t('home.nextTrip.title')}
      footer={<NextTripOnDemand key={trip.externalTripId} trip={trip} upcoming={upcoming} />}
    >
      <DetailsList>
        <DetailsRow label={t('home.nextTrip.when')}>
          {formatDate(trip.departureDateTime)} {formatTime(trip.departureDateTime)}
        </DetailsRow>
        <DetailsRow label={t('home.nextTrip.from')}>{locationLabel(trip.locationFrom)}</DetailsRow>
        <DetailsRow label={t('home.nextTrip.to')}>{locationLabel(trip.locationTo)}</DetailsRow>
        <DetailsRow label={t('home.nextTrip.status')}>{t(statusChipKey(trip.status))}</DetailsRow>
        <TripFactRows
          tripNumber={trip.externalTripId}
          pickUpWindow={pickUpWindowOf(trip)}
          aids={bookedAids(trip.attributes)}
        />
      </DetailsList>
    </Card>
  );
}

/**
 * product §2.2 /home: budget card (remaining km, valid-until date, pass number chooser), next-trip card and the
 * "where do you want to go" card with recent locations. Reads the session's user data (machines/user-data.machine.ts:
 * loaded in one batch after login and refreshed after booking); decides nothing itself. When the app cannot reach
 * its APIs and the account's offline snapshot is kept, shows that instead (read-only, actions disabled).
 */
export function HomePage() {
  const snapshot = useOfflineSnapshot();
  return snapshot ? (
    <Suspense fallback={null}>
      <OfflineHome snapshot={snapshot} />
    </Suspense>
  ) : (
    <LiveHome />
  );
}

function LiveHome() {
  const { t } = useI18n();
  const profile = useUserDataSelector(selectProfile);
  const budget = useUserDataSelector(selectBudget);
  const selected = useAuthSelector(selectPassNumber);
  const nextTrip = useUserDataSelector(selectNextTrip);
  const recent = useUserDataSelector(selectRecentLocations);
  const needsPassNumber = useUserDataSelector(selectNeedsPassNumber);
  return (
    <>
      <h1>{profile ? t('home.greeting', { name: profile.firstName }) : t('home.title')}</h1>
      {/* Said first: without a pass number where the region requires one, no trip can be booked. */}
      {needsPassNumber ? <PassNumberNeeded /> : null}
      <div className={styles.grid}>
        <BudgetCard budget={budget} passNumbers={profile?.passNumbers ?? []} selected={selected} />
        <UpcomingTripCard plain={(upcoming) => <NextTripCard trip={nextTrip} upcoming={upcoming} />} />
        <WhereToCard recentLocations={recent} className={styles.wide} />
      </div>
    </>
  );
}
