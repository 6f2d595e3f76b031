/**
 * Pure rules of what a trip card, the trip-details dialog and the trip chart offer beyond status and cancel (product
 * §3 "Trip (as shown)", §4 rating and payment, the countdown, §4.1 the way back). The status and cancel rules they
 * build on are in ./rules.ts. Nothing here reads a clock — "now" is always passed in.
 */
import * as FIELD_RULES from '../../openapi/generated/field-rules';
import type { Trip } from '../types';
import { amsterdamDateOf } from '../lib/instant';
import { canCancel, isAwaitingPayment } from './rules';

/** product §9 rating scale: the wire's `FeedbackSubmission.tripFeedback.rating` bounds (1–5). */
export const RATING_MIN = FIELD_RULES.FeedbackSubmission.tripFeedback.rating.minimum;
export const RATING_MAX = FIELD_RULES.FeedbackSubmission.tripFeedback.rating.maximum;

/** Maximum length of the rating comment: the wire's `FeedbackSubmission.tripFeedback.feedback` maxLength. */
export const FEEDBACK_MAX_LENGTH = FIELD_RULES.FeedbackSubmission.tripFeedback.feedback.maxLength;

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
