/**
 * "Book again" and "Book the way back" and the travel preferences a new booking starts from:
 * what the booking form is prefilled with ({@link BookingPrefill}), made from a past or
 * cancelled trip or from the saved preferences, and applied by the booking chart's input (`prefill`). A
 * prefill travels to /book-trip as router state, which anyone can forge, so /book-trip reads it only through
 * {@link parseBookingPrefill}.
 */
import { Temporal } from 'temporal-polyfill';
import type { components } from '../../openapi/generated/ticketing';
import type { Location, PaymentOption, Trip } from '../types';
import type { FormAttributes } from '../lib/booking-attributes';
import type { BookingForm } from './rules';
import type { BookingContext, BookingPrefill } from './types';
import { TAKE_ALONG_ITEMS, type TakeAlongItem } from '../lib/take-along';
import { earliestDate, isPickupAllowed, toLocalDateTime } from '../lib/time';

/** Router state of /book-trip carrying a prefill (`navigate('/book-trip', { state: { prefill } })`). */
export interface BookAgainRouterState {
  prefill: BookingPrefill;
}

/** Which way to book a trip again: the same way, or the way back (from and to swapped). */
export type BookAgainWay = 'again' | 'back';

const ATTRIBUTE_MAX = 20;
const PAYMENT_TYPES = ['payInVehicle', 'iDeal', 'monthlyBilling', 'creditCard'] as const;
const CARD_BRANDS = ['masterCard', 'maestro', 'visa', 'visaElectron'] as const;

function takeAlongOf(
  attributes: Partial<Record<TakeAlongItem, number>> | undefined,
): Partial<Record<TakeAlongItem, number>> {
  const items: Partial<Record<TakeAlongItem, number>> = {};
  for (const item of TAKE_ALONG_ITEMS) {
    const units = attributes?.[item] ?? 0;
    if (units > 0) items[item] = units;
  }
  return items;
}

/**
 * The prefill of "Book again" (`way` 'again') or "Book the way back" ('back', from and to swapped) for a trip:
 * from, to, companions, children, take-along items and payment method of the trip, and its time of day (the
 * departure's, Europe/Amsterdam) for the date the booking chooses ({@link prefilledPickup}).
 */
export function bookAgainPrefill(trip: Trip, way: BookAgainWay): BookingPrefill {
  const back = way === 'back';
  let time: string | null = null;
  try {
    time = toLocalDateTime(trip.departureDateTime).time;
  } catch {
    time = null;
  }
  return {
    locationFrom: back ? trip.locationTo : trip.locationFrom,
    locationTo: back ? trip.locationFrom : trip.locationTo,
    travelers: trip.attributes?.travelers ?? 0,
    children0to12: trip.attributes?.children0to12 ?? 0,
    takeAlong: takeAlongOf(trip.attributes),
    payment: trip.paymentOption ?? null,
    // The way back leaves later than the way out: the form's default time is the sensible start for it.
    time: back ? null : time,
  };
}

/**
 * The prefill of a new booking from the traveller's travel preferences: companions, children,
 * take-along items, "call me before pick-up" and the payment method (none: the form's own default).
 */
export function preferencesPrefill(preferences: components['schemas']['TravelPreferences']): BookingPrefill {
  return {
    travelers: preferences.companions,
    children0to12: preferences.children,
    takeAlong: takeAlongOf(preferences.takeAlong),
    phoneCall: preferences.callBeforePickup,
    payment: preferences.paymentMethod,
    ...(preferences.defaultPassNumber ? { passNumber: preferences.defaultPassNumber } : {}),
  };
}

/**
 * The next sensible pickup at a time of day: today at `time` when that is still bookable (now + 1 h, product §5),
 * else tomorrow (of the earliest bookable date) at `time`. Null for a malformed time.
 */
export function prefilledPickup(time: string, now: Date): { date: string; time: string } | null {
  if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(time)) return null;
  const first = earliestDate(now);
  if (isPickupAllowed({ date: first, time }, now)) return { date: first, time };
  return { date: Temporal.PlainDate.from(first).add({ days: 1 }).toString(), time };
}

/** The form with a prefill applied (the booking chart's `freshContext`); attribute ranges are checked later (§5). */
export function applyPrefill(form: BookingForm, prefill: BookingPrefill, now: Date): BookingForm {
  const attributes: FormAttributes = { ...form.attributes };
  if (prefill.travelers !== undefined) attributes.travelers = prefill.travelers;
  if (prefill.children0to12 !== undefined) attributes.children0to12 = prefill.children0to12;
  if (prefill.takeAlong) {
    for (const item of TAKE_ALONG_ITEMS) attributes[item] = prefill.takeAlong[item] ?? 0;
  }
  const pickup = prefill.time ? prefilledPickup(prefill.time, now) : null;
  return {
    ...form,
    ...(pickup ?? {}),
    locationFrom: prefill.locationFrom ?? form.locationFrom,
    locationTo: prefill.locationTo ?? form.locationTo,
    attributes,
    phoneCall: prefill.phoneCall ?? form.phoneCall,
    payment: prefill.payment ?? form.payment,
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown, max: number): value is string {
  return typeof value === 'string' && value.length <= max;
}

function inRange(value: unknown, min: number, max: number): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= min && value <= max;
}

function count(value: unknown): value is number {
  return Number.isInteger(value) && inRange(value, 0, ATTRIBUTE_MAX);
}

/** A location of the API's shape (openapi Location), copied field by field; else null. */
function parseLocation(value: unknown): Location | null {
  if (!isRecord(value)) return null;
  const { name, street, houseNumber, residence, postCode, latitude, longitude } = value;
  if (!text(street, 100) || !text(houseNumber, 20) || !text(residence, 100)) return null;
  if (!inRange(latitude, -90, 90) || !inRange(longitude, -180, 180)) return null;
  if (name != null && !text(name, 100)) return null;
  if (postCode != null && !text(postCode, 10)) return null;
  return {
    ...(name !== undefined ? { name } : {}),
    street,
    houseNumber,
    residence,
    ...(postCode !== undefined ? { postCode } : {}),
    latitude,
    longitude,
  };
}

/** A payment option of the API's shape; else null. */
export function parsePaymentOption(value: unknown): PaymentOption | null {
  if (!isRecord(value)) return null;
  const type = PAYMENT_TYPES.find((t) => t === value.type);
  if (!type) return null;
  const brand = CARD_BRANDS.find((b) => b === value.cardBrand);
  if (type === 'creditCard') return brand ? { type, cardBrand: brand } : null;
  return { type };
}

/**
 * The prefill in /book-trip's router state ({@link BookAgainRouterState}), rebuilt from known fields only and
 * checked (locations of the API's shape, whole counts 0–20, a known payment, `HH:mm`); null when there is none
 * or any field is malformed. Never throws.
 */
export function parseBookingPrefill(state: unknown): BookingPrefill | null {
  if (!isRecord(state) || !isRecord(state.prefill)) return null;
  const raw = state.prefill;
  const prefill: BookingPrefill = {};
  for (const key of ['locationFrom', 'locationTo'] as const) {
    if (raw[key] == null) continue;
    const location = parseLocation(raw[key]);
    if (!location) return null;
    prefill[key] = location;
  }
  for (const key of ['travelers', 'children0to12'] as const) {
    if (raw[key] === undefined) continue;
    if (!count(raw[key])) return null;
    prefill[key] = raw[key];
  }
  if (raw.takeAlong !== undefined) {
    if (!isRecord(raw.takeAlong)) return null;
    const takeAlong: Partial<Record<TakeAlongItem, number>> = {};
    for (const item of TAKE_ALONG_ITEMS) {
      const units = raw.takeAlong[item];
      if (units === undefined) continue;
      if (!count(units)) return null;
      takeAlong[item] = units;
    }
    prefill.takeAlong = takeAlong;
  }
  if (raw.phoneCall !== undefined) {
    if (typeof raw.phoneCall !== 'boolean') return null;
    prefill.phoneCall = raw.phoneCall;
  }
  if (raw.payment != null) {
    const payment = parsePaymentOption(raw.payment);
    if (!payment) return null;
    prefill.payment = payment;
  }
  if (raw.time != null) {
    if (typeof raw.time !== 'string' || !/^([01]\d|2[0-3]):[0-5]\d$/.test(raw.time)) return null;
    prefill.time = raw.time;
  }
  return prefill;
}

/**
 * The pass number a starting booking asks the session to select: the travel preferences'
 * default when another one is selected, else null (nothing to do).
 */
export function passNumberToChoose(
  context: Pick<BookingContext, 'defaultPassNumber' | 'passNumber'>,
): string | null {
  const chosen = context.defaultPassNumber;
  return chosen && chosen !== context.passNumber ? chosen : null;
}
