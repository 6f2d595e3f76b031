import { useSelector } from '@xstate/react';
import { useSelectors } from '../../lib/use-selectors';
import { useId, type ReactNode } from 'react';
import {
  selectBookedAids,
  selectCanCompletePayment,
  selectPickUpWindow,
  selectCanRate,
  selectFeedback,
  selectShowsCompletePayment,
  selectShowsPrice,
  selectTrip,
  type TripActorRef,
} from '../../../machines/trip';
import { visuallyHidden } from '../../../styles/utilities.css';
import { LONG_DATE_FORMAT, useI18n } from '../../i18n/i18n';
import { locationLabel } from '../../lib/location-label';
import { Button } from '../button/button';
import { Card } from '../card/card';
import { DetailsList, DetailsRow } from '../details-list/details-list';
import { BookAgainLinks } from './book-again-links';
import { ChangeTripLink } from './change-trip-link';
import { ManagesTrips } from './manages-trips';
import { StarRow } from './star-rating';
import { TripStatusChip } from './status-chip';
import * as styles from './trip-card.css';
import { TripCountdown } from './trip-countdown';
import { TripFactRows } from './trip-facts';
import { sameAids, sameWindow } from './same';

/** Props of {@link TripCard}. */
export interface TripCardProps {
  /** The trip's actor (machines/trip/trip.machine.ts); the card reads it and sends its events. */
  tripRef: TripActorRef;
  /** Opens the trip-details dialog; the card offers it only for trips with an externalTripId. */
  onOpenDetails?: (externalTripId: string) => void;
  /** Heading level of the date (default 2). */
  headingLevel?: 2 | 3;
  /** More facts of the trip, shown small under its details (e.g. which carer booked it, product §10.12). */
  moreFacts?: ReactNode;
}

/**
 * One trip of the product §2.5 /my-trips grid: departure date and time (heading), the §4 status chip, from and to,
 * the trip number, the pick-up window and the aids booked, the departure countdown (confirmed or unknown), the price (confirmed only) and the rating or payment
 * control: "Rate trip" for a completed unrated trip, its stars once rated, "Complete Payment" for a pending
 * payment (disabled without a payment link). Cancelled trips show no rating or payment control. A click
 * anywhere on the card (or the "View trip details" button) opens the details. Decides nothing: every rule is
 * a selector of the trip actor.
 */
export function TripCard({ tripRef, onOpenDetails, headingLevel = 2, moreFacts }: TripCardProps) {
  const { t, formatDate, formatTime, formatMoney } = useI18n();
  const { trip, showsPrice, canRate, feedback, showsPay, canPay } = useSelectors(tripRef, {
    trip: selectTrip,
    showsPrice: selectShowsPrice,
    canRate: selectCanRate,
    feedback: selectFeedback,
    showsPay: selectShowsCompletePayment,
    canPay: selectCanCompletePayment,
  });
  const pickUpWindow = useSelector(tripRef, selectPickUpWindow, sameWindow);
  const aids = useSelector(tripRef, selectBookedAids, sameAids);
  const payHintId = useId();

  const when = `${formatDate(trip.departureDateTime, LONG_DATE_FORMAT)}, ${formatTime(trip.departureDateTime)}`;
  const externalTripId = trip.externalTripId;

  return (
    <Card
      title={when}
      headingLevel={headingLevel}
      headerExtra={<TripStatusChip status={trip.status} />}
      padding="md"
      className={styles.card}
      data-trip-id={externalTripId || undefined}
    >
      <DetailsList>
        <DetailsRow label={t('trip.from')}>{trip.departure || locationLabel(trip.locationFrom)}</DetailsRow>
        <DetailsRow label={t('trip.to')}>{trip.arrival || locationLabel(trip.locationTo)}</DetailsRow>
        <TripFactRows tripNumber={externalTripId} pickUpWindow={pickUpWindow} aids={aids} />
        {showsPrice && trip.price ? (
          <DetailsRow label={t('trip.price')}>
            {formatMoney(trip.price.cents, trip.price.currency)}
          </DetailsRow>
        ) : null}
      </DetailsList>
      {moreFacts ? <div className={styles.moreFacts}>{moreFacts}</div> : null}
      <TripCountdown tripRef={tripRef} className={styles.line} />
      <div className={styles.actions}>
        {externalTripId && onOpenDetails ? (
          <Button
            variant="ghost"
            size="sm"
            className={styles.detailsButton}
            onClick={() => onOpenDetails(externalTripId)}
          >
            {t('trip.viewDetails')}
          </Button>
        ) : null}
        <ManagesTrips>
          <BookAgainLinks tripRef={tripRef} className={styles.control} />
          <ChangeTripLink tripRef={tripRef} className={styles.control} />
          {canRate ? (
            <Button
              variant="secondary"
              size="sm"
              className={styles.control}
              onClick={() => tripRef.send({ type: 'trip.rate' })}
            >
              {t('trip.rate')}
            </Button>
          ) : null}
        </ManagesTrips>
        {feedback ? (
          <p className={`${styles.rating} ${styles.control}`}>
            <StarRow value={feedback.rating} />
            <span>{t('trip.yourRating', { rating: feedback.rating })}</span>
          </p>
        ) : null}
        <ManagesTrips>
          {showsPay ? (
            <>
              <Button
                variant="secondary"
                size="sm"
                className={styles.control}
                disabled={!canPay}
                aria-describedby={canPay ? undefined : payHintId}
                onClick={() => tripRef.send({ type: 'payment.complete' })}
              >
                {t('trip.completePayment')}{' '}
                <span className={visuallyHidden}>{t('common.opensInNewTab')}</span>
              </Button>
              {canPay ? null : (
                <p id={payHintId} className={`${styles.muted} ${styles.control}`}>
                  {t('trip.noPaymentLink')}
                </p>
              )}
            </>
          ) : null}
        </ManagesTrips>
      </div>
    </Card>
  );
}
