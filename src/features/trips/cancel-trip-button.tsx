import { useSelector } from '@xstate/react';
import { useId } from 'react';
import {
  selectCanCancel,
  selectIsCancelling,
  selectIsTooLateToCancel,
  type TripActorRef,
} from '../../../machines/trip.machine';
import { Button } from '../../components';
import { useI18n } from '../../i18n/i18n';
import * as styles from './trip-details-dialog.css';

/**
 * "Cancel trip" for one trip actor (SPEC §2 trip-details dialog and /home next-trip card, §4/§9 cancel rule):
 * enabled only while the trip can be cancelled (confirmed or awaiting payment, ≥ 60 minutes before
 * departure), busy while the request runs. When a still-active trip is too close to departure the reason
 * is shown next to the disabled button.
 */
export function CancelTripButton({ tripRef }: { tripRef: TripActorRef }) {
  const { t } = useI18n();
  const canCancel = useSelector(tripRef, selectCanCancel);
  const cancelling = useSelector(tripRef, selectIsCancelling);
  const tooLate = useSelector(tripRef, selectIsTooLateToCancel);
  const hintId = useId();
  return (
    <>
      {tooLate ? (
        <p id={hintId} className={styles.hint}>
          {t('trip.cancelNotPossible')}
        </p>
      ) : null}
      <Button
        variant="danger"
        disabled={!canCancel && !cancelling}
        busy={cancelling}
        aria-describedby={tooLate ? hintId : undefined}
        onClick={() => tripRef.send({ type: 'trip.cancel' })}
      >
        {t('trip.cancelTrip')}
      </Button>
    </>
  );
}
