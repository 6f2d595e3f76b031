/**
 * The trip chart's selectors of the actions on a booked trip (machines/trip/trip.machine.ts): cancelling (product §2.2
 * /home next-trip card's "Cancel trip", §4.1 cancel rule and the way back, §9 "Cancellation up to 60 minutes before
 * start") and changing (§10.11), with the trip itself: what the card's buttons read for a {@link TripSnapshot}. A module of their own, so /home's next-trip card loads
 * them without the other trip selectors (./trip-selectors.ts; performance budget, docs/performance.md). Minutes are
 * whole minutes as of the chart's last countdown tick.
 */
import type { AppError, Trip } from '../types';
import { showsCancelAt } from './rules';
import { canChangeAt } from './change-rules';
import type { TripSnapshot } from './trip.machine';

/** The trip as currently known (status `cancelled` after a local cancel; feedback after rating). */
export const selectTrip = (s: TripSnapshot): Trip => s.context.trip;
/** §4/§9: cancelling is possible now (confirmed or awaiting payment, ≥ 60 minutes before departure). */
export const selectCanCancel = (s: TripSnapshot): boolean => s.can({ type: 'trip.cancel' });
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

/** The trip's status group allows a change or a cancel (confirmed, or awaiting its online payment). */
export const selectIsActive = (s: TripSnapshot): boolean =>
  s.matches('confirmed') || s.matches('pendingPayment');

/**
 * product §10.11: "Change trip" is offered — the trip is confirmed or awaiting payment and its pick-up is at least 60
 * minutes away as of the last countdown tick (the cancel cut-off, machines/trip/change-rules.ts `canChangeAt`).
 */
export const selectCanChange = (s: TripSnapshot): boolean =>
  canChangeAt(selectIsActive(s), s.context.minutesUntilDeparture);
