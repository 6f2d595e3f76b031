/**
 * Pure rules of the change form (product §10.11 "Changing a booked trip"): the booking form made from a booked trip,
 * the wire `TripChange` holding only what differs, and what the re-quote (`TripChangeEstimate`) says about the
 * change (the difference line, whether it fits the km budget). Used by ./change.machine.ts and its selectors. The
 * cut-off (until when a trip can change) is the trip wing's `canChangeTrip`.
 */
import type { components } from '../../openapi/generated/ticketing';
import type { Trip } from '../types';
import { createBookingForm, type BookingForm } from './rules';
import { toBookingRequest } from './request';
import { epochMilliseconds } from '../lib/instant';
import { toLocalDateTime, toPlannedDateTimeUtc } from '../lib/time';

/** The wire body of a change (PATCH /trips/{id}, POST /trips/{id}/changes/estimate): only what changes. */
export type TripChange = components['schemas']['TripChange'];

/** The re-quote of a change: the trip now and as changed, the difference, the budget before and after. */
export type TripChangeEstimate = components['schemas']['TripChangeEstimate'];

/** One column of "Check your change" (the trip now, or as changed). */
export type TripChangeSide = components['schemas']['TripChangeSide'];

const MINUTE_MS = 60_000;

/**
 * The change form of a trip (product §10.11 "the form opens with the trip's values"): a {@link BookingForm} with the
 * trip's date and time (Europe/Amsterdam; the pick-up by departure, the arrival by arrival), planning mode, from,
 * to, attributes, phone preference, driver comment and payment. Its pass number is not part of the form: it stays
 * the trip's own.
 *
 * @param trip - the trip as read by GET /trips/{id}.
 * @param now - the current instant (only for the fresh form the values are laid over).
 */
export function changeFormOf(trip: Trip, now: Date): BookingForm {
  const byArrival = trip.planningMode === 2;
  const local = toLocalDateTime(byArrival ? trip.arrivalDateTime : trip.departureDateTime);
  const form = createBookingForm(now);
  const phone = trip.preferences.phoneNumber ?? '';
  return {
    ...form,
    date: local.date,
    time: local.time,
    planningMode: byArrival ? 'ByArrival' : 'ByDeparture',
    locationFrom: trip.locationFrom,
    locationTo: trip.locationTo,
    attributes: { ...form.attributes, ...trip.attributes },
    phoneCall: phone !== '',
    phoneNumber: phone,
    driverComment: trip.preferences.driverComment ?? '',
    payment: trip.paymentOption,
  };
}

/**
 * The form moved by `minutes` (the way back of a changed trip opens shifted by the same amount, product §10.11 "The
 * way back"): date and time are recomputed on the Europe/Amsterdam wall clock from the shifted instant.
 * Unchanged for a malformed date or time.
 */
export function shiftedForm(form: BookingForm, minutes: number): BookingForm {
  if (minutes === 0) return form;
  try {
    const at = epochMilliseconds(toPlannedDateTimeUtc(form.date, form.time)) + minutes * MINUTE_MS;
    const local = toLocalDateTime(new Date(at).toISOString());
    return { ...form, date: local.date, time: local.time };
  } catch {
    return form;
  }
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The wire change (`TripChange`) from the trip's form to the edited one: only the fields whose wire value differs
 * (date and time as `plannedDateTime`, the planning mode, each location, the attributes, the preferences and the
 * payment), so the server keeps the rest. Empty (`{}`) when nothing changed.
 *
 * @throws Error when a form is incomplete (call only with forms that passed validateBookingForm).
 */
export function tripChangeOf(original: BookingForm, edited: BookingForm): TripChange {
  const before = toBookingRequest(original);
  const after = toBookingRequest(edited);
  const change: TripChange = {};
  if (before.plannedDateTime !== after.plannedDateTime) change.plannedDateTime = after.plannedDateTime;
  if (before.planningMode !== after.planningMode) {
    change.planningMode = after.planningMode;
    change.plannedDateTime = after.plannedDateTime;
  }
  if (!same(before.locationFrom, after.locationFrom)) change.locationFrom = after.locationFrom;
  if (!same(before.locationTo, after.locationTo)) change.locationTo = after.locationTo;
  if (!same(before.attributes, after.attributes)) change.attributes = after.attributes;
  const prefsBefore = before.preferences ?? {};
  const prefsAfter = after.preferences ?? {};
  if (!same(prefsBefore, prefsAfter)) {
    // A preference left out would keep the trip's: send null to clear one.
    change.preferences = {
      phoneNumber: prefsAfter.phoneNumber ?? null,
      driverComment: prefsAfter.driverComment ?? null,
    };
  }
  if (!same(before.paymentOption, after.paymentOption)) change.paymentOption = after.paymentOption;
  return change;
}

/**
 * product §4 monthly billing forced, §10.11 "payment, except where monthly billing is forced": a trip paid by
 * monthly billing belongs to a traveller on invoice, for whom that method is forced; its payment cannot change, so
 * the change form does not offer the field.
 */
export function isPaymentFixed(trip: Pick<Trip, 'paymentOption'>): boolean {
  return trip.paymentOption.type === 'monthlyBilling';
}

/** True when the change holds at least one field (the server answers 400 `NothingChanged` to an empty merge). */
export function hasChanges(change: TripChange): boolean {
  return Object.keys(change).length > 0;
}

/** Why the re-quote already says the change cannot be made: the km budget, or the public-transport advice. */
export type EstimateRefusal = 'budget' | 'ptAdvice';

/**
 * product §10.11: what the re-quote says against the change — `budget` when the pass's km budget does not hold the
 * new km (`budget.fits` false; the server would answer 400 `BudgetExceeded`), `ptAdvice` when the region blocks it
 * for the public-transport alternative (400 `BlockedByPtAdvice`); null when the change can be committed.
 */
export function estimateRefusal(estimate: TripChangeEstimate): EstimateRefusal | null {
  if (estimate.budget && !estimate.budget.fits) return 'budget';
  if (estimate.isBlockedByPtAdvice) return 'ptAdvice';
  return null;
}

/**
 * The difference line of "Check your change" ("+3.2 km from your budget, € 1.40 more"): road km new minus old
 * (one decimal, positive takes more of the budget) and euro cents new minus old.
 */
export interface ChangeDifference {
  /** Road km, new minus old, rounded to 0.1 km. */
  km: number;
  /** Euro cents, new minus old. */
  cents: number;
  /** Minutes the pick-up moves (later is positive). */
  pickUpMinutes: number;
}

/** The {@link ChangeDifference} of a re-quote. */
export function changeDifference(estimate: TripChangeEstimate): ChangeDifference {
  return {
    km: Math.round(estimate.difference.distance * 10) / 10,
    cents: estimate.difference.fareCents,
    pickUpMinutes: estimate.difference.pickUpMinutes,
  };
}
