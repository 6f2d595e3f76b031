import type { Trip } from '../../../machines/types';
import { LONG_DATE_FORMAT, useI18n } from '../../i18n/i18n';
import { locationLabel } from '../../lib/location-label';
import { DetailsList, DetailsRow } from '../details-list/details-list';
import { ConfirmDialog } from '../dialog/confirm-dialog';

/** The parts of a trip the question shows (product §3 "Trip (as shown)"). */
type CancelTripQuestionTrip = Pick<
  Trip,
  'departureDateTime' | 'departure' | 'arrival' | 'locationFrom' | 'locationTo'
>;

/**
 * The trip a cancel question is about: its date, pick-up time (Europe/Amsterdam, in the active language), from
 * and to.
 */
function QuestionTripDetails({ trip }: { trip: CancelTripQuestionTrip }) {
  const { t, formatDate, formatTime } = useI18n();
  return (
    <DetailsList stacked>
      <DetailsRow label={t('safeguards.cancelQuestion.date')}>
        {formatDate(trip.departureDateTime, LONG_DATE_FORMAT)}
      </DetailsRow>
      <DetailsRow label={t('safeguards.cancelQuestion.pickup')}>
        {formatTime(trip.departureDateTime)}
      </DetailsRow>
      <DetailsRow label={t('trip.from')}>{trip.departure || locationLabel(trip.locationFrom)}</DetailsRow>
      <DetailsRow label={t('trip.to')}>{trip.arrival || locationLabel(trip.locationTo)}</DetailsRow>
    </DetailsList>
  );
}

/**
 * One cancel question as a {@link ConfirmDialog} with the trip's details: its words come from the i18n group
 * `question` (`title` with the pick-up `{{time}}`, `intro`, `keep`, `confirm`, `notCancelled`; "Try again" is
 * shared), so the trip's and the way back's questions differ only in words.
 */
function TripCancelDialog({
  open,
  busy,
  trip,
  onKeep,
  onConfirm,
  failureReason = null,
  question,
}: CancelTripQuestionProps & { question: 'safeguards.cancelQuestion' | 'safeguards.returnQuestion' }) {
  const { t, formatTime } = useI18n();
  const words = (part: 'title' | 'intro' | 'keep' | 'confirm' | 'notCancelled') =>
    t(`${question}.${part}`, { time: formatTime(trip.departureDateTime) });
  return (
    <ConfirmDialog
      open={open}
      busy={busy}
      failure={failureReason === null ? null : { title: words('notCancelled'), reason: failureReason }}
      retryLabel={t('safeguards.cancelQuestion.tryAgain')}
      title={words('title')}
      description={words('intro')}
      cancelLabel={words('keep')}
      confirmLabel={words('confirm')}
      onCancel={onKeep}
      onConfirm={onConfirm}
    >
      <QuestionTripDetails trip={trip} />
    </ConfirmDialog>
  );
}

/** Props of {@link CancelTripQuestion}. */
export interface CancelTripQuestionProps {
  /** Open while the trip's chart asks (`confirmingCancel`) and while the confirmed cancel runs (`cancelling`). */
  open: boolean;
  /** The cancel request runs: "Yes, cancel trip" is busy and Escape / outside clicks do not close. */
  busy: boolean;
  trip: CancelTripQuestionTrip;
  /** "Keep trip", Escape, outside click or ×: e.g. `send({ type: 'cancel.keep' })`. */
  onKeep: () => void;
  /** "Yes, cancel trip" (and "Try again" after a failure): e.g. `send({ type: 'cancel.confirm' })`. */
  onConfirm: () => void;
  /**
   * The reason the cancel just failed (the chart's `cancelFailed`), or null: the dialog then leads with "Your trip
   * has NOT been cancelled" and the reason, focused, and offers "Try again".
   */
  failureReason?: string | null;
}

/**
 * The question before a trip is cancelled (product §2.7 Dialogs, §9 cancellation): "Cancel this trip?" with the trip's
 * date, pick-up time (Europe/Amsterdam, in the active language), from and to, and the answers "Keep trip" (where
 * focus starts: a hasty Enter keeps the trip) and "Yes, cancel trip" (danger look). Presentational: the caller's
 * statechart decides when it is open and what each answer does (machines/trip/trip.machine.ts `confirmingCancel`).
 * Reused wherever a trip can be cancelled: the /home and live-map cards, the trip-details dialog, and a page that
 * opens one trip by link. A failed cancel keeps it open: its first line becomes "Your trip has NOT been cancelled"
 * with the reason (focused), and "Yes, cancel trip" reads "Try again"; no toast repeats it. Load it with {@link LazyCancelTripQuestion} where the page should not carry the dialog
 * code up front.
 */
export function CancelTripQuestion(props: CancelTripQuestionProps) {
  return <TripCancelDialog {...props} question="safeguards.cancelQuestion" />;
}

/** Props of {@link ReturnCancelQuestion}. */
export interface ReturnCancelQuestionProps {
  /** Open while the trip's chart offers to cancel the way back (and while that cancel runs or after it failed). */
  open: boolean;
  /** The way back's cancel runs. */
  busy: boolean;
  /** The way back. */
  returnTrip: CancelTripQuestionTrip;
  /** Why the way back's cancel failed, or null (see {@link CancelTripQuestionProps.failureReason}). */
  failureReason: string | null;
  /** "Keep the way back", Escape, outside click: e.g. `send({ type: 'returnCancel.keep' })`. */
  onKeep: () => void;
  /** "Yes, cancel the way back" (and "Try again"): e.g. `send({ type: 'returnCancel.confirm' })`. */
  onConfirm: () => void;
}

/**
 * The question after an outbound trip was cancelled that has a way back the same day (product §4.1 cancel rule):
 * "Also cancel the way back (14:30)?" with the way back's date, pick-up time, from and to; focus on "Keep the way
 * back". A failure leads the dialog with "The way back has NOT been cancelled" and the reason, and offers "Try
 * again". Presentational: machines/trip/trip.machine.ts `offeringReturnCancel` decides.
 */
export function ReturnCancelQuestion({ returnTrip, ...question }: ReturnCancelQuestionProps) {
  return <TripCancelDialog {...question} trip={returnTrip} question="safeguards.returnQuestion" />;
}
