/**
 * Pure trip status rules (product §3 "Trip (as shown)", §4 "Trip status values" and the rules under it, §2
 * /home next-trip card, §9 cancellation window). Used by machines/trip/trip.machine.ts (guards) and by the views
 * through the machine's selectors; the rules of what a trip card and the details dialog offer beyond status and
 * cancel (rating, payment, countdown, missing details, the way back) are in ./card-rules.ts, which /home's
 * next-trip card does not load. Nothing here reads a clock — "now" is always passed in.
 *
 * Status groups: the 11 wire values collapse onto the five chips the history shows (Confirmed, Completed,
 * Pending Payment, Canceled, Unknown). A rule that names a chip ("confirmed", "pendingPayment") applies to
 * every value of that chip's group, e.g. `paymentConfirmed` is a confirmed trip whose online payment
 * arrived, so it counts down, shows its price and can be cancelled like `confirmed`.
 */
import type { Trip, TripStatus } from '../types';
import { minutesUntil } from '../lib/instant';
import { TRIP_STATUSES, type TripStatusValue } from './status';

/** product §4/§9: cancelling is allowed until this many minutes before departure. */
export const CANCEL_CUTOFF_MINUTES = 60;

/** product §2: the home card's cancel button stays until departure is more than this many minutes in the past. */
const HOME_CANCEL_VISIBLE_AFTER_DEPARTURE_MINUTES = 60;

/** The five history chips of product §4.1 (i18n `trip.status.<chip>`). */
export type TripStatusChip = 'confirmed' | 'completed' | 'pendingPayment' | 'canceled' | 'unknown';

/** Every §4 status value, in spec order (defined in ./status.ts, which imports nothing). */
export { TRIP_STATUSES };

/** `A` and `B` are the same type (not just mutually assignable through `any`). */
type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;

/** Compile-time check: the §4 tuple lists exactly the OpenAPI `TripStatus` values (fails tsc when they drift). */
const _statusesMatchOpenApi: Equal<TripStatusValue, TripStatus> = true;

/**
 * product §4.1 status → history chip. paymentConfirmed → Confirmed; creditCardFailed (payment still owed) →
 * Pending Payment; every cancelled variant, refunded and failedToRefund (a cancelled trip's money flow) →
 * Canceled; unknown → Unknown.
 */
export function statusChip(status: TripStatus): TripStatusChip {
  switch (status) {
    case 'confirmed':
    case 'paymentConfirmed':
      return 'confirmed';
    case 'completed':
      return 'completed';
    case 'pendingPayment':
    case 'creditCardFailed':
      return 'pendingPayment';
    case 'cancelled':
    case 'customerCancelled':
    case 'cancelledBySystem':
    case 'refunded':
    case 'failedToRefund':
      return 'canceled';
    case 'unknown':
      return 'unknown';
  }
}

/** The trip counts as confirmed (chip Confirmed: `confirmed` or `paymentConfirmed`). */
export function isConfirmed(status: TripStatus): boolean {
  return statusChip(status) === 'confirmed';
}

/** The trip is cancelled in any way (chip Canceled). product §4: no rating or payment controls. */
export function isCancelled(status: TripStatus): boolean {
  return statusChip(status) === 'canceled';
}

/** The trip still waits for its online payment (chip Pending Payment). */
export function isAwaitingPayment(status: TripStatus): boolean {
  return statusChip(status) === 'pendingPayment';
}

/** product §4: confirmed or unknown trips show a departure countdown. */
export function showsCountdown(trip: Pick<Trip, 'status'>): boolean {
  const chip = statusChip(trip.status);
  return chip === 'confirmed' || chip === 'unknown';
}

/** product §4: only a confirmed trip shows its price. */
export function showsPrice(trip: Pick<Trip, 'status'>): boolean {
  return isConfirmed(trip.status);
}

/** product §4: only a confirmed trip shows the "follow the driver" block with the pick-up time. */
export function followsTheDriver(trip: Pick<Trip, 'status'>): boolean {
  return isConfirmed(trip.status);
}

/**
 * product §4/§9 cancel rule: the trip is confirmed (or still awaiting its online payment — the traveller must be
 * able to withdraw an unpaid booking, and the reference API accepts it) and departs at least 60 minutes
 * from `now` (exact: `departure − now ≥ 60 min`). Cancelled, completed and unknown trips cannot be cancelled.
 * This also gives §9's "in the history dialog the cancel button is disabled when the trip is cancelled or
 * departs within 1 hour".
 *
 * @param trip - `status` and `departureDateTime` (ISO-8601 instant).
 * @param now - the current instant (injected clock).
 */
export function canCancel(trip: Pick<Trip, 'status' | 'departureDateTime'>, now: Date): boolean {
  if (!isConfirmed(trip.status) && !isAwaitingPayment(trip.status)) return false;
  return minutesUntilDeparture(trip, now) >= CANCEL_CUTOFF_MINUTES;
}

/**
 * product §2.2 /home: the next-trip card's cancel button appears unless departure is more than 1 hour in the
 * past (`now − departure > 60 min`). Whether it is enabled is {@link canCancel}.
 */
export function showsCancelOnHomeCard(trip: Pick<Trip, 'departureDateTime'>, now: Date): boolean {
  return showsCancelAt(minutesUntilDeparture(trip, now));
}

/**
 * {@link showsCancelOnHomeCard} for whole minutes until departure (negative once departed), e.g. the trip
 * machine's countdown as of its last tick (`selectShowsCancel`).
 */
export function showsCancelAt(minutesUntilDeparture: number): boolean {
  return minutesUntilDeparture >= -HOME_CANCEL_VISIBLE_AFTER_DEPARTURE_MINUTES;
}

/**
 * Whole minutes from `now` until the trip's departure, rounded down; negative once departed.
 * @param now - the current instant (injected clock).
 */
export function minutesUntilDeparture(trip: Pick<Trip, 'departureDateTime'>, now: Date): number {
  return minutesUntil(trip.departureDateTime, now);
}
