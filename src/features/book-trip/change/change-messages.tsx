import { useSelector } from '@xstate/react';
import {
  selectChangedPaymentUrl,
  selectChangeDefinitions,
  selectChangeTrip,
  selectRefusal,
  selectReturnOffer,
  type TripChangeActorRef,
} from '../../../../machines/booking';
import type { Trip } from '../../../../machines/types';
import { notice } from '../../../../styles/recipes/notice.css';
import { Button } from '../../../components';
import { AnswerButtons } from '../../../components/button/answer-buttons';
import { useI18n, type TranslationKey } from '../../../i18n/i18n';
import { BookedTripDetails } from '../../../components/booked-trip/booked-trip-details';
import * as styles from './change-trip.css';

/** "Tuesday 3 March 10:00": the trip's pick-up day and time (Europe/Amsterdam); empty without a trip. */
export function useTripWhen(trip: Trip | null): string {
  const { formatDate, formatTime } = useI18n();
  if (!trip) return '';
  const day = formatDate(trip.departureDateTime, { weekday: 'long', day: 'numeric', month: 'long' });
  return `${day} ${formatTime(trip.departureDateTime)}`;
}

/**
 * The refusal (product §10.11 "Commit or keep"): "Your trip was not changed: <reason>. Your trip of <day time> still
 * stands." above the kept form, until dismissed (`refusal.dismiss`). The reason is the stale version (with "Load the
 * trip again", `change.reload`), the km budget, the public-transport advice, no answer, or the server's own words.
 * "Try again" (`change.retry`) resends a failed change with the same Idempotency-Key. An assertive live region,
 * rendered even while empty so the message is announced when it appears.
 */
export function ChangeRefusalMessage({ actor }: { actor: TripChangeActorRef }) {
  const { t } = useI18n();
  const refusal = useSelector(actor, selectRefusal);
  const trip = useSelector(actor, selectChangeTrip);
  const when = useTripWhen(trip);
  let reason = '';
  if (refusal) {
    const error = refusal.error;
    reason =
      refusal.reason === 'server'
        ? (error?.message || t((error?.messageKey ?? 'error.unexpected') as TranslationKey)).replace(
            /\.$/,
            '',
          )
        : t(`tripChange.reason.${refusal.reason}`);
  }
  return (
    <div role="alert" aria-atomic="true">
      {refusal ? (
        <div className={`${notice({ tone: 'danger' })} ${styles.message}`}>
          <p>{t('tripChange.refused', { reason, when })}</p>
          <div className={styles.actions}>
            {refusal.reason === 'stale' ? (
              <Button size="sm" onClick={() => actor.send({ type: 'change.reload' })}>
                {t('tripChange.reload')}
              </Button>
            ) : (
              <Button size="sm" onClick={() => actor.send({ type: 'change.retry' })}>
                {t('tripChange.tryAgain')}
              </Button>
            )}
            <Button variant="ghost" size="sm" onClick={() => actor.send({ type: 'refusal.dismiss' })}>
              {t('tripChange.dismiss')}
            </Button>
          </div>
        </div>
      ) : null}
    </div>
  );
}

/**
 * The success (product §10.11): "Your trip has been changed" with the trip as booked now — the confirmation's
 * details ({@link BookedTripDetails}: trip number, date, pick-up time and window, from, to, who travels, every aid,
 * price, payment), so the traveller sees what was booked — until
 * closed (`success.dismiss`, to /my-trips); "Pay now" when the new price needs a payment; and, when the trip has a
 * way back the same day, "Also change your way back?" (`return.change` opens its change moved by the same shift,
 * `return.keep`).
 */
export function ChangeSuccess({ actor }: { actor: TripChangeActorRef }) {
  const { t, formatTime } = useI18n();
  const trip = useSelector(actor, selectChangeTrip);
  const returnTrip = useSelector(actor, selectReturnOffer);
  const paymentUrl = useSelector(actor, selectChangedPaymentUrl);
  const definitions = useSelector(actor, selectChangeDefinitions);
  if (!trip) return null;
  return (
    <div className={styles.message}>
      <div role="status" className={`${notice({ tone: 'info' })} ${styles.message}`}>
        <h2>{t('tripChange.success')}</h2>
        <BookedTripDetails trip={trip} definitions={definitions} />
        {paymentUrl ? (
          <a href={paymentUrl} target="_blank" rel="noopener noreferrer">
            {t('tripChange.pay')}
          </a>
        ) : null}
      </div>
      {returnTrip ? (
        <section className={styles.message} aria-labelledby="way-back-question">
          <h2 id="way-back-question">{t('tripChange.wayBack.question')}</h2>
          <p>{t('tripChange.wayBack.intro', { time: formatTime(returnTrip.departureDateTime) })}</p>
          <AnswerButtons
            className={styles.actions}
            yesLabel={t('tripChange.wayBack.yes')}
            noLabel={t('tripChange.wayBack.no')}
            onYes={() => actor.send({ type: 'return.change' })}
            onNo={() => actor.send({ type: 'return.keep' })}
          />
        </section>
      ) : null}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => actor.send({ type: 'success.dismiss' })}>
          {t('tripChange.close')}
        </Button>
      </div>
    </div>
  );
}
