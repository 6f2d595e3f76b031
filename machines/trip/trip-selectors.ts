/**
 * The selectors of the trip chart (machines/trip/trip.machine.ts): what a trip card, the trip-details dialog and the
 * /home next-trip card show for a {@link TripSnapshot} (product §2 /my-trips cards, trip-details dialog and /home
 * next-trip card, §4 "Trip status values"); the cancel selectors, which /home's next-trip card loads at once, are in
 * ./action-selectors.ts. Minutes are whole minutes as of the chart's last countdown tick; instants are ISO-8601 UTC.
 */
import type { Trip } from '../types';
import { statusChip, type TripStatusChip } from './rules';
import { missingTripDetails, type TripDetailPart } from './card-rules';
import { pickUpWindowOf } from './live-trip';
import { changeableUntil } from './change-rules';
import { selectIsActive, selectCanChange } from './action-selectors';
import { tripCarers } from './carer-rules';
import { bookedAids, type BookedAid } from '../lib/take-along';
import type { RatingActorRef, TripSnapshot } from './trip.machine';

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

/**
 * product §10.11: once the cut-off has passed for a trip still to come, until when a change was possible (ISO UTC
 * instant, 60 minutes before pick-up); null while it can still change, and for past or cancelled trips.
 */
export const selectChangedUntil = (s: TripSnapshot): string | null =>
  selectIsActive(s) && !selectCanChange(s) && s.context.minutesUntilDeparture > 0
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
