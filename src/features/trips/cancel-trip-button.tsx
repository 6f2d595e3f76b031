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
import type { AppError, Trip } from '../../../machines/types';
import { Button } from '../../components';
import { DismissButton } from '../../components/button/dismiss-button';
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

/**
 * What "Cancel trip" shows before its trip chart runs (the /home card starts the chart on demand): the trip, whether
 * the button is enabled (the upcoming-trip chart's verdict) and what a press does (start the chart, then ask).
 */
interface CancelTripOffer {
  trip: Trip;
  canCancel: boolean;
  onCancel: () => void;
}

/** The question's state before the chart runs: nothing asked, running or failed. */
const NOTHING_ASKED = {
  asking: false,
  cancelling: false,
  tooLate: false,
  error: null,
  failure: null,
} as const;

/** Props of {@link CancelTripButton}. */
export interface CancelTripButtonProps {
  /** The trip's chart; undefined while it has not started yet (then `offer` says what the button shows). */
  tripRef: TripActorRef | undefined;
  /** Until `tripRef` exists: the offer the button shows (nothing asked, failed or running yet). */
  offer?: CancelTripOffer;
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
export function CancelTripButton({ tripRef, offer, variant = 'danger' }: CancelTripButtonProps) {
  const { t } = useI18n();
  const read = useSelectors(tripRef, {
    trip: selectTrip,
    canCancel: selectCanCancel,
    asking: selectIsAskingToCancel,
    cancelling: selectIsCancelling,
    tooLate: selectIsTooLateToCancel,
    error: selectCancelError,
    failure: selectCancelFailure,
  });
  const returnQuestion = useSelector(
    tripRef,
    (s) => (s ? selectReturnCancelQuestion(s) : null),
    sameQuestion,
  );
  const returnTrip = useSelector(tripRef, (s) => (s ? selectReturnTrip(s) : null));
  // Before the chart runs, the offer decides; the same button element stays when the chart takes over, so the
  // question's focus return lands on it.
  const { trip, canCancel, asking, cancelling, tooLate, error, failure } = read ?? {
    ...NOTHING_ASKED,
    trip: offer?.trip,
    canCancel: offer?.canCancel ?? false,
  };
  const reason = reasonOf(error, t);
  const ask = () => (tripRef ? tripRef.send({ type: 'trip.cancel' }) : offer?.onCancel());
  return (
    <>
      <div role="alert" className={error ? styles.cancelFailed : styles.emptyLiveRegion}>
        {error ? (
          <>
            <p className={styles.line}>
              <strong>{t('trip.cancelTripError')}</strong>. {reason} {t('safeguards.stillBooked')}
            </p>
            <DismissButton onDismiss={() => tripRef?.send({ type: 'cancelError.dismiss' })} />
          </>
        ) : null}
      </div>
      {tooLate ? (
        <CallToCancel className={styles.callToCancel} />
      ) : (
        <Button variant={variant} disabled={!canCancel && !asking} onClick={ask}>
          {t('trip.cancelTrip')}
        </Button>
      )}
      {trip ? (
        <LazyCancelTripQuestion
          open={asking}
          busy={cancelling}
          trip={trip}
          failureReason={reasonOf(failure, t)}
          onKeep={() => tripRef?.send({ type: 'cancel.keep' })}
          onConfirm={() => tripRef?.send({ type: 'cancel.confirm' })}
        />
      ) : null}
      {returnTrip ? (
        <LazyReturnCancelQuestion
          open={returnQuestion !== null}
          busy={returnQuestion?.busy ?? false}
          returnTrip={returnTrip}
          failureReason={reasonOf(returnQuestion?.error ?? null, t)}
          onKeep={() => tripRef?.send({ type: 'returnCancel.keep' })}
          onConfirm={() => tripRef?.send({ type: 'returnCancel.confirm' })}
        />
      ) : null}
    </>
  );
}
