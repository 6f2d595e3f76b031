import { useSelector } from '@xstate/react';
import { useSelectors } from '../../lib/use-selectors';
import {
  selectCancelError,
  selectCancelFailure,
  selectCanCancel,
  selectIsAskingToCancel,
  selectIsCancelling,
  selectIsTooLateToCancel,
  selectReturnCancelQuestion,
  selectReturnTrip,
  selectTrip,
  type ReturnCancelQuestion,
  type TripActorRef,
} from '../../../machines/trip';
import type { AppError } from '../../../machines/types';
import { Button } from '../../components';
import { CallToCancel } from '../../components/trip-card/call-to-cancel';
import {
  LazyCancelTripQuestion,
  LazyReturnCancelQuestion,
} from '../../components/trip-card/lazy-cancel-trip-question';
import { useI18n, type Translate, type TranslationKey } from '../../i18n/i18n';
import * as styles from './trip-details-dialog.css';

/** The words of a §8 error: the server's message, else its message key, else the generic one. */
function reasonOf(error: AppError | null, t: Translate): string | null {
  if (!error) return null;
  return error.message || t((error.messageKey ?? 'error.unexpected') as TranslationKey);
}

const sameQuestion = (a: ReturnCancelQuestion | null, b: ReturnCancelQuestion | null) =>
  a === b || (!!a && !!b && a.returnTrip === b.returnTrip && a.busy === b.busy && a.error === b.error);

/** Props of {@link CancelTripButton}. */
export interface CancelTripButtonProps {
  tripRef: TripActorRef;
  /**
   * The button's look: `danger` (the trip-details dialog, where cancelling is the dialog's purpose) or `secondary`
   * (a card, where it must not be the loudest control). Default `danger`.
   */
  variant?: 'danger' | 'secondary';
}

/**
 * "Cancel trip" for one trip actor (product §2.7 trip-details dialog and /home next-trip card, §4/§9 cancel rule):
 * enabled only while the trip can be cancelled (confirmed or awaiting payment, ≥ 60 minutes before
 * departure). Pressing it asks first (the chart's `confirmingCancel`: "Cancel this trip?" with the trip's date,
 * time and addresses, focus on "Keep trip"); "Yes, cancel trip" is busy while the request runs. A failed cancel
 * keeps the question open, led by "Your trip has NOT been cancelled" and the reason (focused), with "Try again";
 * after "Keep trip" the failure stays next to the button until dismissed, asked again or the trip is cancelled.
 * When a still-active trip is inside the cut-off, "Too late to cancel online. Call …" (a `tel:` link) replaces
 * the button. After the cancel, a way back the same day is offered for cancelling too ("Also cancel the way back
 * (14:30)?").
 */
export function CancelTripButton({ tripRef, variant = 'danger' }: CancelTripButtonProps) {
  const { t } = useI18n();
  const { trip, canCancel, asking, cancelling, tooLate, error, failure } = useSelectors(tripRef, {
    trip: selectTrip,
    canCancel: selectCanCancel,
    asking: selectIsAskingToCancel,
    cancelling: selectIsCancelling,
    tooLate: selectIsTooLateToCancel,
    error: selectCancelError,
    failure: selectCancelFailure,
  });
  const returnQuestion = useSelector(tripRef, selectReturnCancelQuestion, sameQuestion);
  const returnTrip = useSelector(tripRef, selectReturnTrip);
  const reason = reasonOf(error, t);
  return (
    <>
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
      {tooLate ? (
        <CallToCancel className={styles.callToCancel} />
      ) : (
        <Button
          variant={variant}
          disabled={!canCancel && !asking}
          onClick={() => tripRef.send({ type: 'trip.cancel' })}
        >
          {t('trip.cancelTrip')}
        </Button>
      )}
      <LazyCancelTripQuestion
        open={asking}
        busy={cancelling}
        trip={trip}
        failureReason={reasonOf(failure, t)}
        onKeep={() => tripRef.send({ type: 'cancel.keep' })}
        onConfirm={() => tripRef.send({ type: 'cancel.confirm' })}
      />
      {returnTrip ? (
        <LazyReturnCancelQuestion
          open={returnQuestion !== null}
          busy={returnQuestion?.busy ?? false}
          returnTrip={returnTrip}
          failureReason={reasonOf(returnQuestion?.error ?? null, t)}
          onKeep={() => tripRef.send({ type: 'returnCancel.keep' })}
          onConfirm={() => tripRef.send({ type: 'returnCancel.confirm' })}
        />
      ) : null}
    </>
  );
}
