import type { Trip } from '../../../machines/types';
import { useI18n } from '../../i18n/i18n';
import { locationLabel } from '../../lib/location-label';
import { DetailsList, DetailsRow } from '../details-list/details-list';
import { ConfirmDialog } from '../dialog/confirm-dialog';

/** The parts of a trip the question shows (SPEC §3 "Trip (as shown)"). */
type CancelTripQuestionTrip = Pick<
  Trip,
  'departureDateTime' | 'departure' | 'arrival' | 'locationFrom' | 'locationTo'
>;

/** Props of {@link CancelTripQuestion}. */
export interface CancelTripQuestionProps {
  /** Open while the trip's chart asks (`confirmingCancel`) and while the confirmed cancel runs (`cancelling`). */
  open: boolean;
  /** The cancel request runs: "Yes, cancel trip" is busy and Escape / outside clicks do not close. */
  busy: boolean;
  trip: CancelTripQuestionTrip;
  /** "Keep trip", Escape, outside click or ×: e.g. `send({ type: 'cancel.keep' })`. */
  onKeep: () => void;
  /** "Yes, cancel trip": e.g. `send({ type: 'cancel.confirm' })`. */
  onConfirm: () => void;
}

/**
 * The question before a trip is cancelled (SPEC §2 Dialogs, §9 cancellation): "Cancel this trip?" with the trip's
 * date, pick-up time (Europe/Amsterdam, in the active language), from and to, and the answers "Keep trip" (where
 * focus starts: a hasty Enter keeps the trip) and "Yes, cancel trip" (danger look). Presentational: the caller's
 * statechart decides when it is open and what each answer does (machines/trip.machine.ts `confirmingCancel`).
 * Reused wherever a trip can be cancelled: the /home and live-map cards, the trip-details dialog, and a page that
 * opens one trip by link. Load it with {@link LazyCancelTripQuestion} where the page should not carry the dialog
 * code up front.
 */
export function CancelTripQuestion({ open, busy, trip, onKeep, onConfirm }: CancelTripQuestionProps) {
  const { t, formatDate, formatTime } = useI18n();
  return (
    <ConfirmDialog
      open={open}
      busy={busy}
      title={t('safeguards.cancelQuestion.title')}
      description={t('safeguards.cancelQuestion.intro')}
      cancelLabel={t('safeguards.cancelQuestion.keep')}
      confirmLabel={t('safeguards.cancelQuestion.confirm')}
      onCancel={onKeep}
      onConfirm={onConfirm}
    >
      <DetailsList stacked>
        <DetailsRow label={t('safeguards.cancelQuestion.date')}>
          {formatDate(trip.departureDateTime, {
            weekday: 'long',
            day: 'numeric',
            month: 'long',
            year: 'numeric',
          })}
        </DetailsRow>
        <DetailsRow label={t('safeguards.cancelQuestion.pickup')}>
          {formatTime(trip.departureDateTime)}
        </DetailsRow>
        <DetailsRow label={t('trip.from')}>{trip.departure || locationLabel(trip.locationFrom)}</DetailsRow>
        <DetailsRow label={t('trip.to')}>{trip.arrival || locationLabel(trip.locationTo)}</DetailsRow>
      </DetailsList>
    </ConfirmDialog>
  );
}
