/**
 * The selectors of the trip chart (machines/trip/trip.machine.ts): what a trip card, the trip-details dialog and the
 * /home next-trip card show for a {@link TripSnapshot} (product §2 /my-trips cards, trip-details dialog and /home
 * next-trip card, §4 "Trip status values", §9 "Cancellation up to 60 minutes before start"). Minutes are whole
 * minutes as of the chart's last countdown tick; instants are ISO-8601 UTC.
 */
import type { AppError, Trip } from '../types';
import {
  missingTripDetails,
  showsCancelAt,
  statusChip,
  type TripDetailPart,
  type TripStatusChip,
} from './rules';
import { pickUpWindowOf } from './live-trip';
import { canChangeAt, changeableUntil } from './change-rules';
import { tripCarers } from './carer-rules';
import { bookedAids, type BookedAid } from '../lib/take-along';
import type { RatingActorRef, TripSnapshot } from './trip.machine';

/** The trip as currently known (status `cancelled` after a local cancel; feedback after rating). */
export const selectTrip = (s: TripSnapshot): Trip => s.context.trip;
/** The §4 history chip of the current status. */
export const selectStatusChip = (s: TripSnapshot): TripStatusChip => statusChip(s.context.trip.status);
/** §4: confirmed or unknown trips show a departure countdown. */
export const selectShowsCountdown = (s: TripSnapshot): boolean =>
  s.matches('confirmed') || s.matches('unknown');
/** Whole minutes until departure as of the last tick. */
export const selectMinutesUntilDeparture = (s: TripSnapshot): number => s.context.minutesUntilDeparture;
/** §4: only a confirmed trip shows the price. */
export const selectShowsPrice = (s: TripSnapshot): boolean => s.matches('confirmed');
/** §4: only a confirmed trip shows "follow the driver" with the pick-up time. */
export const selectFollowsTheDriver = (s: TripSnapshot): boolean => s.matches('confirmed');
/** §4/§9: cancelling is possible now (confirmed or awaiting payment, ≥ 60 minutes before departure). */
export const selectCanCancel = (s: TripSnapshot): boolean => s.can({ type: 'trip.cancel' });
/**
 * "Add to calendar" is offered for a confirmed or unknown trip that has not departed yet (as of
 * the last countdown tick).
 */
export const selectCanAddToCalendar = (s: TripSnapshot): boolean => s.can({ type: 'calendar.add' });
/**
 * "Share trip" is offered for an upcoming trip (confirmed or awaiting payment; the server
 * refuses a trip that has arrived with 409 TripNotShareable).
 */
export const selectCanShare = (s: TripSnapshot): boolean =>
  s.matches('confirmed') || s.matches('pendingPayment');
/**
 * "Book again" and "Book the way back" are offered for a past trip (completed, or of unknown
 * status after its departure) and a cancelled one.
 */
export const selectCanBookAgain = (s: TripSnapshot): boolean =>
  s.matches('completed') ||
  s.matches('cancelled') ||
  (s.matches('unknown') && s.context.minutesUntilDeparture < 0);
/**
 * The question "Cancel this trip?" is open: asking, its "Yes" running (the dialog stays, its confirm button busy),
 * or the cancel failed (the dialog says so and offers "Try again").
 */
export const selectIsAskingToCancel = (s: TripSnapshot): boolean =>
  s.matches('confirmingCancel') || s.matches('cancelling') || s.matches('cancelFailed');
/** The failed cancel the open question leads with ("Your trip has NOT been cancelled"), else null. */
export const selectCancelFailure = (s: TripSnapshot): AppError | null =>
  s.matches('cancelFailed') ? s.context.error : null;
/**
 * The last failed cancel (a §8 error), shown next to "Cancel trip" after the traveller kept the trip, until
 * dismissed, asked again or the trip is cancelled; null otherwise (and while the question shows it itself).
 */
export const selectCancelError = (s: TripSnapshot): AppError | null =>
  s.matches('confirmed') || s.matches('pendingPayment') || s.matches('unknown') ? s.context.error : null;

/** The way back found after the cancel (kept once found, cancelled or not), else null. */
export const selectReturnTrip = (s: TripSnapshot): Trip | null => s.context.returnTrip;
/** The question about the way back: the return trip, whether its cancel runs, and its failure (or null). */
export interface ReturnCancelQuestion {
  returnTrip: Trip;
  busy: boolean;
  error: AppError | null;
}
/**
 * "Also cancel the way back (14:30)?" after the outbound was cancelled (`offeringReturnCancel`,
 * `cancellingReturn`, `returnCancelFailed`), else null.
 */
export const selectReturnCancelQuestion = (s: TripSnapshot): ReturnCancelQuestion | null => {
  const returnTrip = s.context.returnTrip;
  if (!returnTrip) return null;
  if (s.matches('offeringReturnCancel')) return { returnTrip, busy: false, error: null };
  if (s.matches('cancellingReturn')) return { returnTrip, busy: true, error: null };
  if (s.matches('returnCancelFailed')) return { returnTrip, busy: false, error: s.context.error };
  return null;
};
/** A cancel request (the trip's, or its way back's) is running, or the way back is being looked up. */
export const selectIsCancelling = (s: TripSnapshot): boolean =>
  s.matches('cancelling') || s.matches('findingReturn') || s.matches('cancellingReturn');
/**
 * §2 /home next-trip card: "Cancel trip" is shown unless departure is more than 1 hour in the past, as of the
 * last countdown tick or trip update (whether it is enabled is {@link selectCanCancel}).
 */
export const selectShowsCancel = (s: TripSnapshot): boolean => showsCancelAt(s.context.minutesUntilDeparture);
/**
 * §4/§9: the trip is still active (confirmed or awaiting payment) but departs within 60 minutes, so it can no
 * longer be cancelled online: "Too late to cancel online. Call …" (a `tel:` link) replaces "Cancel trip".
 */
export const selectIsTooLateToCancel = (s: TripSnapshot): boolean =>
  (s.matches('confirmed') || s.matches('pendingPayment')) && !s.can({ type: 'trip.cancel' });
/** §4: the trip is completed and not rated yet. */
export const selectCanRate = (s: TripSnapshot): boolean => s.can({ type: 'trip.rate' });
/** The trip's feedback once rated (read-only), else null. */
export const selectFeedback = (s: TripSnapshot): Trip['feedback'] =>
  s.matches({ completed: 'rated' }) ? s.context.trip.feedback : null;
/** §4: pending-payment trips show the Complete Payment button. */
export const selectShowsCompletePayment = (s: TripSnapshot): boolean => s.matches('pendingPayment');
/** §4: … enabled only when a payment link exists. */
export const selectCanCompletePayment = (s: TripSnapshot): boolean => s.can({ type: 'payment.complete' });
/** The rating dialog actor while the dialog is open, else undefined. */
export const selectRatingActor = (s: TripSnapshot): RatingActorRef | undefined =>
  s.matches({ completed: 'rating' }) ? (s.children.rating as RatingActorRef | undefined) : undefined;

/**
 * The trip's pick-up window, departure ± 15 minutes (ISO-8601 UTC instants): the rule of the live card and the
 * offline view (machines/trip/live-trip.ts `pickUpWindowOf`), "The taxi comes between 09:45 and 10:15".
 */
export const selectPickUpWindow = (s: TripSnapshot): { start: string; end: string } =>
  pickUpWindowOf(s.context.trip);
/** The aids and luggage booked on the trip, in fixed order (machines/lib/take-along.ts `bookedAids`). */
export const selectBookedAids = (s: TripSnapshot): BookedAid[] => bookedAids(s.context.trip.attributes);
/**
 * What the traveller needs but this trip lacks (arrival time, travel time, price, payment method): the trip
 * details name them; empty when nothing is missing (machines/trip/rules.ts `missingTripDetails`).
 */
export const selectMissingDetails = (s: TripSnapshot): TripDetailPart[] => missingTripDetails(s.context.trip);

/** The trip's status group allows a change or a cancel (confirmed, or awaiting its online payment). */
const isActive = (s: TripSnapshot): boolean => s.matches('confirmed') || s.matches('pendingPayment');

/**
 * product §10.11: "Change trip" is offered — the trip is confirmed or awaiting payment and its pick-up is at least 60
 * minutes away as of the last countdown tick (the cancel cut-off, machines/trip/change-rules.ts `canChangeAt`).
 */
export const selectCanChange = (s: TripSnapshot): boolean =>
  canChangeAt(isActive(s), s.context.minutesUntilDeparture);

/**
 * product §10.11: once the cut-off has passed for a trip still to come, until when a change was possible (ISO UTC
 * instant, 60 minutes before pick-up); null while it can still change, and for past or cancelled trips.
 */
export const selectChangedUntil = (s: TripSnapshot): string | null =>
  isActive(s) && !selectCanChange(s) && s.context.minutesUntilDeparture > 0
    ? changeableUntil(s.context.trip)
    : null;

/** product §10.11: when the trip was last changed (ISO UTC instant), or null when it never was. */
export const selectChangedAt = (s: TripSnapshot): string | null => s.context.trip.changedAt ?? null;

/**
 * product §10.12: the carer who booked the trip for the traveller ("Booked by Anna Jansen"), as first name and
 * surname, or null when the traveller (or a guest) booked it.
 */
export const selectBookedBy = (s: TripSnapshot): string | null => tripCarers(s.context.trip).bookedBy;
/**
 * product §10.12: the carer who made the trip's last change ("Changed by …"), or null when the last change was not a
 * carer's.
 */
export const selectChangedByCarer = (s: TripSnapshot): string | null => tripCarers(s.context.trip).changedBy;
/** product §10.12: the carer who cancelled the trip for the traveller ("Cancelled by …"), or null. */
export const selectCancelledBy = (s: TripSnapshot): string | null => tripCarers(s.context.trip).cancelledBy;
