/**
 * Pure trip status rules (product §3 "Trip (as shown)", §4 "Trip status values" and the rules under it, §2
 * /home next-trip card, §9 cancellation window). Used by machines/trip/trip.machine.ts (guards) and by the views
 * through the machine's selectors; nothing here reads a clock — "now" is always passed in.
 *
 * Status groups: the 11 wire values collapse onto the five chips the history shows (Confirmed, Completed,
 * Pending Payment, Canceled, Unknown). A rule that names a chip ("confirmed", "pendingPayment") applies to
 * every value of that chip's group, e.g. `paymentConfirmed` is a confirmed trip whose online payment
 * arrived, so it counts down, shows its price and can be cancelled like `confirmed`.
 */
import * as FIELD_RULES from '../../openapi/generated/field-rules';
import type { Trip, TripStatus } from '../types';
import { amsterdamDateOf, minutesUntil } from '../lib/instant';
import { TRIP_STATUSES, type TripStatusValue } from './status';

/** product §4/§9: cancelling is allowed until this many minutes before departure. */
export const CANCEL_CUTOFF_MINUTES = 60;

/** product §2: the home card's cancel button stays until departure is more than this many minutes in the past. */
const HOME_CANCEL_VISIBLE_AFTER_DEPARTURE_MINUTES = 60;

/** product §9 rating scale: the wire's `FeedbackSubmission.tripFeedback.rating` bounds (1–5). */
export const RATING_MIN = FIELD_RULES.FeedbackSubmission.tripFeedback.rating.minimum;
export const RATING_MAX = FIELD_RULES.FeedbackSubmission.tripFeedback.rating.maximum;

/** Maximum length of the rating comment: the wire's `FeedbackSubmission.tripFeedback.feedback` maxLength. */
export const FEEDBACK_MAX_LENGTH = FIELD_RULES.FeedbackSubmission.tripFeedback.feedback.maxLength;

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

/** product §4: completed trips without feedback can be rated. */
export function canRate(trip: Pick<Trip, 'status' | 'feedback'>): boolean {
  return trip.status === 'completed' && !trip.feedback;
}

/** product §4: pending-payment trips show the Complete Payment button. */
export function showsCompletePayment(trip: Pick<Trip, 'status'>): boolean {
  return isAwaitingPayment(trip.status);
}

/** product §4: the Complete Payment button is enabled only when a payment link exists. */
export function canCompletePayment(trip: Pick<Trip, 'status' | 'paymentUrl'>): boolean {
  return showsCompletePayment(trip) && typeof trip.paymentUrl === 'string' && trip.paymentUrl.trim() !== '';
}

/** product §3: details count as detailed only when duration, fare, ptJourney and paymentOption are all present. */
export function isDetailed(
  trip: Partial<Pick<Trip, 'duration' | 'fare' | 'ptJourney' | 'paymentOption'>>,
): boolean {
  return trip.duration != null && trip.fare != null && trip.ptJourney != null && trip.paymentOption != null;
}

/**
 * Whole minutes from `now` until the trip's departure, rounded down; negative once departed.
 * @param now - the current instant (injected clock).
 */
export function minutesUntilDeparture(trip: Pick<Trip, 'departureDateTime'>, now: Date): number {
  return minutesUntil(trip.departureDateTime, now);
}

/** A countdown split for display: whole days, hours (0–23) and minutes (0–59). */
export interface Countdown {
  days: number;
  hours: number;
  minutes: number;
}

/**
 * Splits minutes-until-departure into days, hours and minutes for the §4 countdown; null when the
 * departure time has come (0 or fewer minutes left).
 */
export function splitCountdown(minutes: number): Countdown | null {
  if (!Number.isFinite(minutes) || minutes <= 0) return null;
  const whole = Math.floor(minutes);
  return { days: Math.floor(whole / 1440), hours: Math.floor((whole % 1440) / 60), minutes: whole % 60 };
}

/** A part of a trip the traveller needs to see (product §3), named when it is missing (i18n `trip.missing.<part>`). */
export type TripDetailPart = 'arrivalTime' | 'travelTime' | 'price' | 'paymentMethod';

/**
 * The parts a traveller needs that this trip lacks, in reading order: the arrival time, the travel time, the
 * price (fare) and the payment method. Empty when nothing is missing. The public-transport alternative
 * (`ptJourney`) is not needed: most trips have none, and its absence says nothing about the booking (product §3
 * "detailed" is still {@link isDetailed}).
 */
export function missingTripDetails(
  trip: Partial<Pick<Trip, 'arrivalDateTime' | 'duration' | 'fare' | 'paymentOption'>>,
): TripDetailPart[] {
  const missing: TripDetailPart[] = [];
  if (!trip.arrivalDateTime) missing.push('arrivalTime');
  if (trip.duration == null) missing.push('travelTime');
  if (trip.fare == null) missing.push('price');
  if (trip.paymentOption == null) missing.push('paymentMethod');
  return missing;
}

/** The parts of a trip {@link isReturnOf} compares. */
type ReturnCandidate = Pick<
  Trip,
  'externalTripId' | 'status' | 'departureDateTime' | 'locationFrom' | 'locationTo'
>;

/** Same address: street, house number and residence, compared without case and outer spaces. */
function sameAddress(a: Trip['locationFrom'], b: Trip['locationFrom']): boolean {
  const norm = (v: string | null | undefined) => (v ?? '').trim().toLocaleLowerCase('nl-NL');
  return (
    norm(a.street) === norm(b.street) &&
    norm(a.houseNumber) === norm(b.houseNumber) &&
    norm(a.residence) === norm(b.residence)
  );
}

/**
 * The way back of `outbound` (product §4.1 cancel rule, §2 "return trip"): another trip that departs later on the
 * same Europe/Amsterdam day, from the outbound's destination back to its pick-up, and can still be cancelled at
 * `now` ({@link canCancel}). Of several, the earliest. Null when there is none.
 *
 * @param candidates - the traveller's trips of that day (any order; `outbound` itself may be among them).
 * @param now - the current instant (injected clock).
 */
export function findReturnTrip<T extends ReturnCandidate>(
  outbound: ReturnCandidate,
  candidates: readonly T[],
  now: Date,
): T | null {
  const day = amsterdamDateOf(outbound.departureDateTime);
  const after = Date.parse(outbound.departureDateTime);
  let best: T | null = null;
  for (const trip of candidates) {
    if (trip.externalTripId === outbound.externalTripId) continue;
    const at = Date.parse(trip.departureDateTime);
    if (!(at > after) || amsterdamDateOf(trip.departureDateTime) !== day) continue;
    if (
      !sameAddress(trip.locationFrom, outbound.locationTo) ||
      !sameAddress(trip.locationTo, outbound.locationFrom)
    )
      continue;
    if (!canCancel(trip, now)) continue;
    if (!best || at < Date.parse(best.departureDateTime)) best = trip;
  }
  return best;
}
