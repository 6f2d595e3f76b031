import { useSelector } from '@xstate/react';
import {
  selectBookedBy,
  selectCancelledBy,
  selectChangedByCarer,
  type TripActorRef,
} from '../../../machines/trip';
import { useI18n } from '../../i18n/i18n';

/**
 * product §10.12 "Carers": who of the traveller's carers booked, last changed or cancelled the trip — "Booked by Anna
 * Jansen" / "Geboekt door Anna Jansen", "Changed by …", "Cancelled by …" — one line each, only for what a carer did
 * (the trip chart's selectors decide). Renders nothing for a trip the traveller handled alone. Shown in the
 * trip-details dialog and on the /my-trips cards (their `moreFacts`), so the traveller can tell her own trips from
 * those a carer handled.
 */
export function TripCarerLines({ tripRef, className }: { tripRef: TripActorRef; className?: string }) {
  const { t } = useI18n();
  const bookedBy = useSelector(tripRef, selectBookedBy);
  const changedBy = useSelector(tripRef, selectChangedByCarer);
  const cancelledBy = useSelector(tripRef, selectCancelledBy);
  return (
    <>
      {bookedBy ? <p className={className}>{t('tripCarer.bookedBy', { name: bookedBy })}</p> : null}
      {changedBy ? <p className={className}>{t('tripCarer.changedBy', { name: changedBy })}</p> : null}
      {cancelledBy ? <p className={className}>{t('tripCarer.cancelledBy', { name: cancelledBy })}</p> : null}
    </>
  );
}
