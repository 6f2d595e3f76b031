import { useSelector } from '@xstate/react';
import { useSelectors } from '../../lib/use-selectors';
import {
  selectBookedAids,
  selectCanAddToCalendar,
  selectCanBookAgain,
  selectCanChange,
  selectChangedAt,
  selectChangedUntil,
  selectCanShare,
  selectFeedback,
  selectFollowsTheDriver,
  selectIsCancelling,
  selectMissingDetails,
  selectPickUpWindow,
  selectShowsPrice,
  selectTrip,
  type TripActorRef,
} from '../../../machines/trip';
import type { Trip } from '../../../machines/types';
import { Button, CalendarIcon, Dialog, Loading } from '../../components';
import { DetailsList, DetailsRow } from '../../components/details-list/details-list';
import {
  BookAgainLinks,
  ManagesTrips,
  ChangeTripLink,
  StarRow,
  TripCountdown,
  TripFactRows,
  TripStatusChip,
} from '../../components/trip-card';
import { sameAids, sameStrings, sameWindow } from '../../components/trip-card/same';
import { LONG_DATE_FORMAT, useI18n, type TranslationKey } from '../../i18n/i18n';
import { locationLabel } from '../../lib/location-label';
import { CancelTripButton } from './cancel-trip-button';
import { DialogSection } from './dialog-section';
import { TripCarerLines } from './trip-carer-lines';
import { TripShareSection } from './trip-share-section';
import * as styles from './trip-details-dialog.css';

/** Props of {@link TripDetailsDialog}. */
export interface TripDetailsDialogProps {
  /** The dialog is shown (loading or loaded). */
  open: boolean;
  /** GET /trips/{id} is running. */
  loading: boolean;
  /** The trip's actor once the details are loaded. */
  tripRef: TripActorRef | undefined;
  onClose: () => void;
}

function paymentLabelKey(option: NonNullable<Trip['paymentOption']>): TranslationKey {
  return `bookTrip.payment.${option.type}` as TranslationKey;
}

/**
 * The details of one trip (product §3 "Trip (as shown)"), with the §4 rules read from the trip actor: the trip
 * number, the pick-up window and the aids booked among them. "Not all trip details are available" appears only
 * when something the traveller needs is missing, and names it. A carer's part (product §10.12) follows: "Booked by …",
 * "Changed by …", "Cancelled by …".
 */
function TripDetails({ tripRef }: { tripRef: TripActorRef }) {
  const { t, formatDate, formatTime, formatMoney, formatKm } = useI18n();
  const trip = useSelector(tripRef, selectTrip);
  const missing = useSelector(tripRef, selectMissingDetails, sameStrings);
  const pickUpWindow = useSelector(tripRef, selectPickUpWindow, sameWindow);
  const aids = useSelector(tripRef, selectBookedAids, sameAids);
  const {
    showsPrice,
    followsTheDriver,
    feedback,
    canAddToCalendar,
    canShare,
    canBookAgain,
    canChange,
    changedUntil,
    changedAt,
  } = useSelectors(tripRef, {
    showsPrice: selectShowsPrice,
    followsTheDriver: selectFollowsTheDriver,
    feedback: selectFeedback,
    canAddToCalendar: selectCanAddToCalendar,
    canShare: selectCanShare,
    canBookAgain: selectCanBookAgain,
    canChange: selectCanChange,
    changedUntil: selectChangedUntil,
    changedAt: selectChangedAt,
  });
  const pt = trip.ptJourney;
  const dateTime = (iso: string) =>
    `${formatDate(iso, { weekday: 'long', day: 'numeric', month: 'long' })} ${formatTime(iso)}`;
  const travellers = trip.attributes?.travelers ?? 0;
  const children = trip.attributes?.children0to12 ?? 0;

  return (
    <>
      <DetailsList stacked className={styles.list}>
        <DetailsRow label={t('trip.when')}>
          {formatDate(trip.departureDateTime, LONG_DATE_FORMAT)}, {formatTime(trip.departureDateTime)}
        </DetailsRow>
        <DetailsRow label={t('trip.statusLabel')}>
          <TripStatusChip status={trip.status} />
        </DetailsRow>
        <DetailsRow label={t('trip.from')}>{trip.departure || locationLabel(trip.locationFrom)}</DetailsRow>
        <DetailsRow label={t('trip.to')}>{trip.arrival || locationLabel(trip.locationTo)}</DetailsRow>
        <TripFactRows tripNumber={trip.externalTripId} pickUpWindow={pickUpWindow} aids={aids} showNoAids />
        <DetailsRow label={t('trip.departure')}>{formatTime(trip.departureDateTime)}</DetailsRow>
        {trip.arrivalDateTime ? (
          <DetailsRow label={t('trip.arrival')}>{formatTime(trip.arrivalDateTime)}</DetailsRow>
        ) : null}
        {trip.duration != null ? (
          <DetailsRow label={t('trip.duration')}>
            {t('trip.durationMinutes', { minutes: trip.duration })}
          </DetailsRow>
        ) : null}
        {trip.distance != null ? (
          <DetailsRow label={t('trip.distance')}>{formatKm(trip.distance)}</DetailsRow>
        ) : null}
        {showsPrice && trip.price ? (
          <DetailsRow label={t('trip.price')}>
            {formatMoney(trip.price.cents, trip.price.currency)}
          </DetailsRow>
        ) : null}
        {trip.paymentOption ? (
          <DetailsRow label={t('trip.paymentMethod')}>
            {t(paymentLabelKey(trip.paymentOption))}
            {trip.paymentOption.cardBrand
              ? ` (${t(`bookTrip.cardBrand.${trip.paymentOption.cardBrand}` as TranslationKey)})`
              : ''}
          </DetailsRow>
        ) : null}
        {travellers > 0 ? <DetailsRow label={t('trip.companions')}>{travellers}</DetailsRow> : null}
        {children > 0 ? <DetailsRow label={t('trip.children')}>{children}</DetailsRow> : null}
        {trip.preferences?.driverComment ? (
          <DetailsRow label={t('trip.driverComment')}>{trip.preferences.driverComment}</DetailsRow>
        ) : null}
      </DetailsList>
      <TripCountdown tripRef={tripRef} className={styles.line} />
      {changedAt ? <p className={styles.line}>{t('trip.changedOn', { when: dateTime(changedAt) })}</p> : null}
      <TripCarerLines tripRef={tripRef} className={styles.line} />
      <ManagesTrips reason className={styles.line}>
        {null}
      </ManagesTrips>
      {canChange ? (
        <div className={styles.inlineActions}>
          <ManagesTrips>
            <ChangeTripLink tripRef={tripRef} />
          </ManagesTrips>
        </div>
      ) : changedUntil ? (
        <p className={styles.line}>{t('trip.wasChangeableUntil', { when: dateTime(changedUntil) })}</p>
      ) : null}
      {feedback ? (
        <p className={styles.rating}>
          <StarRow value={feedback.rating} />
          <span>
            {t('trip.yourRating', { rating: feedback.rating })}
            {feedback.feedback ? ` — ${t('trip.yourComment')}: “${feedback.feedback}”` : ''}
          </span>
        </p>
      ) : null}
      {followsTheDriver ? (
        <DialogSection title={t('trip.followTheDriver')}>
          <p className={styles.line}>{t('trip.pickupTime', { time: formatTime(trip.departureDateTime) })}</p>
          <p className={styles.line}>{t('trip.followTheDriverHint')}</p>
        </DialogSection>
      ) : null}
      {canAddToCalendar ? (
        <div className={styles.inlineActions}>
          <Button variant="secondary" onClick={() => tripRef.send({ type: 'calendar.add' })}>
            <CalendarIcon />
            {t('calendar.add')}
          </Button>
        </div>
      ) : null}
      <ManagesTrips>
        {canShare ? <TripShareSection externalTripId={trip.externalTripId} /> : null}
        {canBookAgain ? (
          <div className={styles.inlineActions}>
            <BookAgainLinks tripRef={tripRef} />
          </div>
        ) : null}
      </ManagesTrips>
      {pt ? (
        <DialogSection title={t('trip.ptJourney')}>
          <DetailsList stacked className={styles.list}>
            <DetailsRow label={t('trip.departure')}>{formatTime(pt.departureDateTime)}</DetailsRow>
            <DetailsRow label={t('trip.arrival')}>{formatTime(pt.arrivalDateTime)}</DetailsRow>
            <DetailsRow label={t('trip.ptChanges')}>{pt.numberOfChanges}</DetailsRow>
            <DetailsRow label={t('trip.ptFare')}>{formatMoney(pt.fare.cents, pt.fare.currency)}</DetailsRow>
          </DetailsList>
        </DialogSection>
      ) : null}
      {missing.length > 0 ? (
        <p className={styles.line}>
          {t('trip.incomplete', {
            missing: missing.map((part) => t(`trip.missing.${part}` as TranslationKey)).join(', '),
          })}
        </p>
      ) : null}
    </>
  );
}

function LoadedActions({ tripRef, onClose }: { tripRef: TripActorRef; onClose: () => void }) {
  const { t } = useI18n();
  const cancelling = useSelector(tripRef, selectIsCancelling);
  return (
    <>
      <Button variant="secondary" onClick={onClose} disabled={cancelling}>
        {t('common.close')}
      </Button>
      <ManagesTrips>
        <CancelTripButton tripRef={tripRef} />
      </ManagesTrips>
    </>
  );
}

/**
 * product §2.7 trip-details dialog of /my-trips: the trip loaded with GET /trips/{id} (§3 "detailed" only when
 * duration, fare, ptJourney and paymentOption are all present), with Close and Cancel trip; Cancel trip is
 * disabled when the trip is cancelled or departs within 1 hour (§9). While a cancel runs the dialog stays
 * open. Escape closes it too.
 */
export function TripDetailsDialog({ open, loading, tripRef, onClose }: TripDetailsDialogProps) {
  const { t } = useI18n();
  const cancelling = useSelector(tripRef, (s) => (s ? selectIsCancelling(s) : false));
  const ready = !loading && tripRef !== undefined;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && !cancelling) onClose();
      }}
      title={t('trip.details')}
      size="lg"
      hideCloseButton
      dismissible={!cancelling}
      actions={
        ready && tripRef ? (
          <LoadedActions tripRef={tripRef} onClose={onClose} />
        ) : (
          <Button variant="secondary" onClick={onClose}>
            {t('common.close')}
          </Button>
        )
      }
    >
      {ready && tripRef ? <TripDetails tripRef={tripRef} /> : <Loading />}
    </Dialog>
  );
}
