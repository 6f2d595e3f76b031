import { useSelector } from '@xstate/react';
import { Link, useParams } from 'react-router';
import { button } from '../../../styles/recipes/button.css';
import {
  selectCanAddToCalendar,
  selectCanAskCancel,
  selectCanChange,
  selectCancelError,
  selectCancelFailure,
  selectCancelNote,
  selectGuestTrip,
  selectIsAsking,
  selectIsCancelling,
  selectIsLoading,
  selectIsUnknownLink,
  selectLoadFailed,
  type GuestTrip,
  type GuestTripActorRef,
} from '../../../machines/guest-trip.machine';
import type { AppError } from '../../../machines/types';
import { cancellableUntilOf } from '../../../machines/lib/guest-booking';
import { Button } from '../../components';
import { LinkGonePage, LinkPendingPage } from '../../components/public-layout/link-page-states';
import { CancelTripQuestion } from '../../components/trip-card/cancel-trip-question';
import { useI18n } from '../../i18n/i18n';
import { createGuestCalendarLogic, createGuestTripLogic } from '../../logic/guest-trip';
import { useClock, useLogic, useLogicActor } from '../../logic/use-logic';
import {
  BookedTripDetails,
  BookedTripStatus,
  useLongDate,
} from '../../components/booked-trip/booked-trip-details';
import * as styles from './guest-booking.css';

/**
 * `/trip/<token>`: the page the link of a guest's confirmation e-mail opens, signed in or not. Shows the trip
 * (status, number, date, pick-up time and window, from, to, price, payment), "Change trip" until the change cut-off
 * (product §10.11: to /trip/<token>/change) and, within the cancel window,
 * "Cancel trip" behind the question "Cancel this trip?"; a failed cancel keeps the question open, led by "Your trip
 * has NOT been cancelled" and the reason, with "Try again"; after "Keep trip" it stays next to the button until
 * dismissed. Runs machines/guest-trip.machine.ts while shown; an unknown link says so in plain words.
 */
export function GuestTripPage() {
  const { token = '' } = useParams();
  const clock = useClock();
  const { t } = useI18n();
  const actor = useLogicActor(createGuestTripLogic, { input: { token, now: clock } });
  const loading = useSelector(actor, selectIsLoading);
  const failed = useSelector(actor, selectLoadFailed);
  const unknown = useSelector(actor, selectIsUnknownLink);
  const guestTrip = useSelector(actor, selectGuestTrip);

  if (unknown) {
    return <LinkGonePage title={t('guestBooking.trip.unknownTitle')} text={t('guestBooking.trip.unknown')} />;
  }
  return (
    <LinkPendingPage
      shown={
        guestTrip && {
          title: t('guestBooking.trip.title', { number: guestTrip.trip.externalTripId }),
          content: <ShownGuestTrip actor={actor} guestTrip={guestTrip} />,
        }
      }
      title={t('guestBooking.trip.titleLoading')}
      texts="guestBooking.trip"
      loading={loading}
      failed={failed}
      onRetry={() => actor.send({ type: 'guestTrip.retry' })}
    />
  );
}

/** The shown trip: details, calendar, cancelling (button, question, outcome). */
function ShownGuestTrip({ actor, guestTrip }: { actor: GuestTripActorRef; guestTrip: GuestTrip }) {
  const { t, formatTime } = useI18n();
  const longDate = useLongDate();
  const addToCalendar = useLogic(createGuestCalendarLogic);
  const canAsk = useSelector(actor, selectCanAskCancel);
  const note = useSelector(actor, selectCancelNote);
  const asking = useSelector(actor, selectIsAsking);
  const cancelling = useSelector(actor, selectIsCancelling);
  const cancelError = useSelector(actor, selectCancelError);
  const failure = useSelector(actor, selectCancelFailure);
  const canAddToCalendar = useSelector(actor, selectCanAddToCalendar);
  const canChange = useSelector(actor, selectCanChange);
  const { token = '' } = useParams();
  const reasonOf = (error: AppError) => (error.messageKey ? t(error.messageKey as never) : error.message);
  const { trip } = guestTrip;
  const until = cancellableUntilOf(trip);
  return (
    <div className={styles.page}>
      <p className={styles.line}>{t('guestBooking.trip.intro', { name: guestTrip.firstName })}</p>
      <BookedTripDetails trip={trip} status={<BookedTripStatus trip={trip} />} />
      <p className={styles.line} role="status">
        {note === 'cancelled'
          ? t('guestBooking.trip.cancelled')
          : note === 'canCancel'
            ? t('guestBooking.trip.cancelUntil', { until: `${longDate(until)} ${formatTime(until)}` })
            : t('guestBooking.trip.cannotCancel')}
      </p>
      {cancelError ? (
        <div role="alert" className={styles.alert}>
          <p className={styles.line}>
            {t('guestBooking.trip.cancelFailed', { reason: reasonOf(cancelError) })}
          </p>
          <Button variant="ghost" size="sm" onClick={() => actor.send({ type: 'cancelError.dismiss' })}>
            {t('guestBooking.trip.dismiss')}
          </Button>
        </div>
      ) : null}
      <div className={styles.actions}>
        {canAddToCalendar ? (
          <Button variant="secondary" onClick={() => addToCalendar(trip)}>
            {t('calendar.add')}
          </Button>
        ) : null}
        {canChange ? (
          <Link to={`/trip/${encodeURIComponent(token)}/change`} className={button({ variant: 'secondary' })}>
            {t('trip.change')}
          </Link>
        ) : null}
        {canAsk || asking ? (
          <Button variant="danger" onClick={() => actor.send({ type: 'cancel.ask' })}>
            {t('guestBooking.trip.cancelTrip')}
          </Button>
        ) : null}
      </div>
      <CancelTripQuestion
        open={asking}
        busy={cancelling}
        trip={trip}
        failureReason={failure ? reasonOf(failure) : null}
        onKeep={() => actor.send({ type: 'cancel.keep' })}
        onConfirm={() => actor.send({ type: 'cancel.confirm' })}
      />
    </div>
  );
}
