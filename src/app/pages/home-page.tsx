import { useId } from 'react';
import { Link } from 'react-router';
import { selectPassNumber } from '../../../machines/auth.machine';
import {
  selectBudget,
  selectNeedsPassNumber,
  selectNextTrip,
  selectProfile,
  selectRecentLocations,
} from '../../../machines/user-data.machine';
import type { Budget, PassNumber, Trip } from '../../../machines/types';
import { useAuthSelector, useUserData, useUserDataSelector } from '../../logic/use-logic';
import { Card } from '../../components';
import { DetailsList, DetailsRow } from '../../components/details-list/details-list';
import { statusChipKey, TripFactRows } from '../../components/trip-card';
import { pickUpWindowOf, type UpcomingTripActorRef } from '../../../machines/trip';
import { bookedAids } from '../../../machines/lib/take-along';
import { useI18n } from '../../i18n/i18n';
import { locationLabel } from '../../lib/location-label';
import { WhereToCard } from '../../features/book-trip/where-to-card';
import { PassNumberNeeded } from '../../features/book-trip/pass-number-needed';
import { NextTripOnDemand } from '../../features/trips/next-trip-on-demand';
import { UpcomingTripCard } from '../../features/trips/upcoming-trip-card';
import { NeedsConnection, OfflineAction, OfflineNextTripCard } from '../../features/trips/offline-trips';
import { useOfflineSnapshot } from '../../logic/connectivity';
import type { OfflineSnapshot } from '../../../machines/lib/offline-snapshot';
import * as styles from './home-page.css';

/** product §2 budget card: remaining km and validity date for the selected pass number, with a chooser for several. */
function BudgetCard({
  budget,
  passNumbers,
  selected,
}: {
  budget: Budget | null;
  passNumbers: PassNumber[];
  selected: string | null;
}) {
  const userData = useUserData();
  const { t, formatDate, formatKm } = useI18n();
  const chooserId = useId();
  return (
    <Card title={t('home.budget.title')}>
      {/* No layout shift (CLS ≤ 0.02): a hidden copy of the three budget lines reserves their height in the same grid
          cell, so the card does not grow when the budget arrives after the "none" text. */}
      <div className={styles.reserve}>
        <div className={styles.reserveSizer} aria-hidden="true">
          <p className={styles.bigNumber}>{'\u00a0'}</p>
          <p className={styles.muted}>{'\u00a0'}</p>
          <p>{'\u00a0'}</p>
        </div>
        <div className={styles.reserveContent}>
          {budget ? (
            <>
              <p className={styles.bigNumber}>{formatKm(budget.remaining)}</p>
              <p className={styles.muted}>{t('home.budget.remaining')}</p>
              <p>{t('home.budget.validUntil', { date: formatDate(budget.until) })}</p>
            </>
          ) : (
            <p className={styles.muted}>{t('home.budget.none')}</p>
          )}
        </div>
      </div>
      <div className={styles.passLine}>
        {passNumbers.length > 1 ? (
          <p>
            <label htmlFor={chooserId}>{t('home.budget.passNumber')}</label>{' '}
            <select
              id={chooserId}
              className={styles.select}
              value={selected ?? ''}
              onChange={(e) => userData?.send({ type: 'passNumber.select', passNumber: e.target.value })}
            >
              {selected ? null : <option value="">{t('home.budget.choosePassNumber')}</option>}
              {passNumbers.map((p) => (
                <option key={p.passNumber} value={p.passNumber}>
                  {p.alias ? `${p.alias} (${p.passNumber})` : p.passNumber}
                </option>
              ))}
            </select>
          </p>
        ) : selected ? (
          <p>
            {t('home.budget.passNumber')}: {selected}
          </p>
        ) : null}
      </div>
    </Card>
  );
}

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
  return snapshot ? <OfflineHome snapshot={snapshot} /> : <LiveHome />;
}

/**
 * /home from the offline snapshot (machines/connectivity.machine.ts `offline.showing`), read-only: the budget as
 * last known, the next trip with the number to call, and booking disabled with the reason. Nothing is queued.
 */
function OfflineHome({ snapshot }: { snapshot: OfflineSnapshot }) {
  const { t } = useI18n();
  const profile = useUserDataSelector(selectProfile);
  return (
    <>
      <h1>{profile ? t('home.greeting', { name: profile.firstName }) : t('home.title')}</h1>
      <NeedsConnection />
      <div className={styles.grid}>
        <BudgetCard
          budget={snapshot.budget}
          passNumbers={[]}
          selected={snapshot.budget?.passNumber ?? null}
        />
        <OfflineNextTripCard trip={snapshot.nextTrip} />
        <div className={styles.wide}>
          <OfflineAction>{t('offlineSnapshot.bookTrip')}</OfflineAction>
        </div>
      </div>
    </>
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
