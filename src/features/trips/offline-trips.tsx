import type { ReactNode } from 'react';
import { pickUpWindowOf } from '../../../machines/trip';
import type { SnapshotTrip } from '../../../machines/lib/offline-snapshot';
import { Button, Card } from '../../components';
import { DetailsList, DetailsRow } from '../../components/details-list/details-list';
import { statusChipKey } from '../../components/trip-card';
import { useI18n } from '../../i18n/i18n';
import * as styles from './offline-trips.css';

/** The id of the reason every disabled server action points to (one per page: {@link NeedsConnection}). */
const NEEDS_CONNECTION_ID = 'offline-needs-connection';

/**
 * Why the server actions are disabled while a snapshot is shown: "Booking, cancelling, rating, paying and sharing
 * need a connection." Each disabled button names it with `aria-describedby` ({@link NEEDS_CONNECTION_ID}).
 */
export function NeedsConnection() {
  const { t } = useI18n();
  return (
    <p id={NEEDS_CONNECTION_ID} className={styles.reason}>
      {t('offlineSnapshot.needsConnection')}
    </p>
  );
}

/** A server action shown disabled while offline, described by the reason ({@link NeedsConnection}). */
export function OfflineAction({ children }: { children: ReactNode }) {
  return (
    <Button variant="secondary" size="sm" disabled aria-describedby={NEEDS_CONNECTION_ID}>
      {children}
    </Button>
  );
}

/** The region's phone number to call (the customer service's, from the dictionary), as a tel: link. */
function CallLine() {
  const { t } = useI18n();
  const phone = t('footer.customerServicePhone');
  return (
    <p>
      {t('offlineSnapshot.call')} <a href={`tel:${phone.replace(/\s+/g, '')}`}>{phone}</a>
    </p>
  );
}

/**
 * The trip's details as the offline screens show them (product §2 pick-up window: pick-up ± 15 minutes): date,
 * pick-up time and window, from, to, trip number and status, all Europe/Amsterdam.
 */
function TripDetails({ trip }: { trip: SnapshotTrip }) {
  const { t, formatDate, formatTime } = useI18n();
  const window = pickUpWindowOf(trip);
  return (
    <DetailsList>
      <DetailsRow label={t('offlineSnapshot.date')}>{formatDate(trip.departureDateTime)}</DetailsRow>
      <DetailsRow label={t('offlineSnapshot.pickUpTime')}>{formatTime(trip.departureDateTime)}</DetailsRow>
      <DetailsRow label={t('offlineSnapshot.window')}>
        {t('offlineSnapshot.pickUpWindow', { start: formatTime(window.start), end: formatTime(window.end) })}
      </DetailsRow>
      <DetailsRow label={t('offlineSnapshot.from')}>{trip.departure}</DetailsRow>
      <DetailsRow label={t('offlineSnapshot.to')}>{trip.arrival}</DetailsRow>
      <DetailsRow label={t('offlineSnapshot.tripNumber')}>{trip.externalTripId}</DetailsRow>
      <DetailsRow label={t('home.nextTrip.status')}>{t(statusChipKey(trip.status))}</DetailsRow>
    </DetailsList>
  );
}

/** The server actions of a trip, disabled offline: cancel, share, and pay while payment is pending. */
function TripActions({ trip }: { trip: SnapshotTrip }) {
  const { t } = useI18n();
  return (
    <div className={styles.actions}>
      <OfflineAction>{t('offlineSnapshot.cancelTrip')}</OfflineAction>
      <OfflineAction>{t('offlineSnapshot.shareTrip')}</OfflineAction>
      {trip.status === 'pendingPayment' ? <OfflineAction>{t('offlineSnapshot.pay')}</OfflineAction> : null}
    </div>
  );
}

/**
 * /home's next-trip card from the offline snapshot (read-only): the trip's details, the number to call, and its
 * server actions disabled with the reason; "no rides planned" when the snapshot has none.
 */
export function OfflineNextTripCard({ trip }: { trip: SnapshotTrip | null }) {
  const { t } = useI18n();
  return (
    <Card title={t('home.nextTrip.title')} footer={trip ? <TripActions trip={trip} /> : undefined}>
      {trip ? <TripDetails trip={trip} /> : <p>{t('home.nextTrip.none')}</p>}
      <CallLine />
    </Card>
  );
}

/** /my-trips from the offline snapshot (read-only): the trips still to come, each with its actions disabled. */
export function OfflineTripList({ trips }: { trips: readonly SnapshotTrip[] }) {
  const { t, formatDate, formatTime } = useI18n();
  return (
    <section aria-labelledby="offline-upcoming-title" className={styles.list}>
      <h2 id="offline-upcoming-title">{t('offlineSnapshot.upcomingTitle')}</h2>
      <NeedsConnection />
      {trips.length === 0 ? <p>{t('offlineSnapshot.noUpcoming')}</p> : null}
      {trips.map((trip) => (
        <Card
          key={trip.externalTripId}
          title={t('offlineSnapshot.tripTitle', {
            date: formatDate(trip.departureDateTime),
            time: formatTime(trip.departureDateTime),
          })}
          footer={<TripActions trip={trip} />}
        >
          <TripDetails trip={trip} />
        </Card>
      ))}
      <CallLine />
    </section>
  );
}
