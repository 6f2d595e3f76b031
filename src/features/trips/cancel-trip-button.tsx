import { useSelector } from '@xstate/react';
import { useId } from 'react';
import {
  selectCancelError,
  selectCanCancel,
  selectIsAskingToCancel,
  selectIsCancelling,
  selectIsTooLateToCancel,
  selectTrip,
  type TripActorRef,
} from '../../../machines/trip.machine';
import { Button } from '../../components';
import { LazyCancelTripQuestion } from '../../components/trip-card/lazy-cancel-trip-question';
import { useI18n, type TranslationKey } from '../../i18n/i18n';
import * as styles from './trip-details-dialog.css';

/**
 * "Cancel trip" for one trip actor (SPEC §2 trip-details dialog and /home next-trip card, §4/§9 cancel rule):
 * enabled only while the trip can be cancelled (confirmed or awaiting payment, ≥ 60 minutes before
 * departure). Pressing it asks first (the chart's `confirmingCancel`: "Cancel this trip?" with the trip's date,
 * time and addresses, focus on "Keep trip"); "Yes, cancel trip" is busy while the request runs. When a still-active
 * trip is too close to departure the reason is shown next to the disabled button. A failed cancel stays next to
 * the button, in an alert with the server's reason, until dismissed, asked again or the trip is cancelled.
 */
export function CancelTripButton({ tripRef }: { tripRef: TripActorRef }) {
  const { t } = useI18n();
  const trip = useSelector(tripRef, selectTrip);
  const canCancel = useSelector(tripRef, selectCanCancel);
  const asking = useSelector(tripRef, selectIsAskingToCancel);
  const cancelling = useSelector(tripRef, selectIsCancelling);
  const tooLate = useSelector(tripRef, selectIsTooLateToCancel);
  const error = useSelector(tripRef, selectCancelError);
  const hintId = useId();
  const reason = error ? error.message || t((error.messageKey ?? 'error.unexpected') as TranslationKey) : '';
  return (
    <>
      {tooLate ? (
        <p id={hintId} className={styles.hint}>
          {t('trip.cancelNotPossible')}
        </p>
      ) : null}
      <div role="alert" className={error ? styles.cancelFailed : styles.emptyLiveRegion}>
        {error ? (
          <>
            <p className={styles.line}>
              <strong>{t('trip.cancelTripError')}</strong>. {reason} {t('safeguards.stillBooked')}
            </p>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => tripRef.send({ type: 'cancelError.dismiss' })}
            >
              {t('safeguards.dismiss')}
            </Button>
          </>
        ) : null}
      </div>
      <Button
        variant="danger"
        disabled={!canCancel && !asking}
        aria-describedby={tooLate ? hintId : undefined}
        onClick={() => tripRef.send({ type: 'trip.cancel' })}
      >
        {t('trip.cancelTrip')}
      </Button>
      <LazyCancelTripQuestion
        open={asking}
        busy={cancelling}
        trip={trip}
        onKeep={() => tripRef.send({ type: 'cancel.keep' })}
        onConfirm={() => tripRef.send({ type: 'cancel.confirm' })}
      />
    </>
  );
}
