/**
 * Pure booking rules shared by the booking machine and the /book-trip and /quick-book views
 * (product §2 /book-trip, §3 Booking, §4 booking flow rules, §5 validation, §9 limits): the form, its patches and its
 * validation. Attributes, payment and the wire request have modules of their own (../lib/booking-attributes.ts,
 * payment.ts, request.ts). No I/O; "now" is always a parameter.
 */
import type {
  AttributeDefinition,
  Attributes,
  Location,
  PaymentOption,
  Priority,
  RegionSettings,
  TripSummary,
} from '../types';
import * as FIELD_RULES from '../../openapi/generated/field-rules';
import { formats } from '../../common/validator-runtime';
import {
  NO_PRIORITY,
  areAttributesValid,
  defaultAttributes,
  type FormAttributes,
} from '../lib/booking-attributes';
import {
  DEFAULT_MAX_DAYS_AHEAD,
  defaultArrival,
  defaultPickup,
  earliestArrival,
  isArrivalBookable,
  isPickupAllowed,
  isWithinHorizon,
  toPlannedDateTimeUtc,
  type LocalDateTime,
} from '../lib/time';

/** product §3/§4 planning mode: pick-up time (`ByDeparture`, default) or arrival time (`ByArrival`). */
export type PlanningMode = keyof typeof FIELD_RULES.PLANNING_MODE;

/** product §9 driver comment maximum, in characters: the wire's `TripPreferences.driverComment` maxLength. */
export const DRIVER_COMMENT_MAX_LENGTH = FIELD_RULES.TripPreferences.driverComment.maxLength;

/** Length range of the phone-call preference's number (product §9 phone minimum; `TripPreferences.phoneNumber`). */
const PHONE_NUMBER_LENGTH = FIELD_RULES.TripPreferences.phoneNumber;

/** A location as the form holds it: possibly incomplete (an autocomplete hit without house number). */
export type FormLocation = Partial<Location>;

/**
 * product §3 Booking (the form): everything the /book-trip form edits. Wall-clock values are Europe/Amsterdam.
 */
export interface BookingForm {
  /** Pickup (ByDeparture) or arrival (ByArrival) date `YYYY-MM-DD`, Europe/Amsterdam. */
  date: string;
  /** Pickup/arrival time `HH:mm` (24-hour), Europe/Amsterdam. */
  time: string;
  planningMode: PlanningMode;
  locationFrom: FormLocation | null;
  locationTo: FormLocation | null;
  /** Companions, children, aids, and `priority` (meaningful only ByArrival). */
  attributes: FormAttributes;
  /** Phone-call preference toggle; `phoneNumber` is sent only when on. */
  phoneCall: boolean;
  phoneNumber: string;
  /** Departure mode only; max {@link DRIVER_COMMENT_MAX_LENGTH} characters. */
  driverComment: string;
  /** Wire payment `{ type, cardBrand? }`; required (the wire request requires `paymentOption`). */
  payment: PaymentOption | null;
  /** Prefilled from the user (or the guest entry form); sent as the request's `email`. */
  email: string;
  firstName: string;
  lastName: string;
}

/** Form fields that can carry a validation error. */
export type BookingField =
  | 'locationFrom'
  | 'locationTo'
  | 'priority'
  | 'pickup'
  | 'driverComment'
  | 'payment'
  | 'attributes'
  | 'phoneNumber';

/**
 * i18n keys produced by {@link validateBookingForm}: the spec's own keys where it names one
 * (`location.required`, `location.missingKeyParameters`, `error.priorityRequired`), else keys of the app's
 * dictionaries (src/i18n). `bookTrip.pickupEarliestTime` takes `{{time}}`: the view passes `earliestTimeFor`.
 * `bookTrip.pickupTooFarAhead` takes `{{days}}` (the region's maxDaysAhead) and `{{date}}` (the last bookable date).
 * `bookTrip.arrivalEarliest` takes `{{minutes}}` (the trip's duration) and `{{time}}` (the earliest
 * bookable arrival, {@link earliestBookableArrival}); the view shows it with a "Use HH:MM" button.
 * `bookTrip.driverCommentTooLong` takes `{{max}}` ({@link DRIVER_COMMENT_MAX_LENGTH}).
 */
export const BOOKING_ERROR_KEYS = {
  locationRequired: 'location.required',
  locationIncomplete: 'location.missingKeyParameters',
  priorityRequired: 'error.priorityRequired',
  pickupTooEarly: 'bookTrip.pickupEarliestTime',
  pickupTooFarAhead: 'bookTrip.pickupTooFarAhead',
  arrivalTooEarly: 'bookTrip.arrivalEarliest',
  driverCommentTooLong: 'bookTrip.driverCommentTooLong',
  paymentRequired: 'validation.required',
  cardBrandRequired: 'bookTrip.cardBrandRequired',
  attributesInvalid: 'bookTrip.attributesInvalid',
  phoneNumberInvalid: 'bookTrip.phoneNumberInvalid',
} as const;

/** One of the {@link BOOKING_ERROR_KEYS} values. */
export type BookingErrorKey = (typeof BOOKING_ERROR_KEYS)[keyof typeof BOOKING_ERROR_KEYS];

/** Field → i18n key; a field is absent when valid. Empty object = valid form. */
export type BookingFormErrors = Partial<Record<BookingField, BookingErrorKey>>;

/**
 * A fresh booking form: default pickup now + 1 h 5 min rounded up to 5 minutes (product §4, see
 * `defaultPickup`), ByDeparture, no locations, attributes at the region's `defaultUnits` (else 0), no payment,
 * names/email prefilled from the user (product §3 "first and last name prefilled from the user") and the phone
 * number from the profile (used only when the phone-call toggle is switched on).
 *
 * @param now - the current instant (injected clock).
 * @param user - the signed-in user or the guest's entry-form values.
 * @param definitions - the region's attribute definitions (product §3), for their `defaultUnits`.
 */
export function createBookingForm(
  now: Date,
  user?: { firstName?: string; lastName?: string; email?: string; phone?: string } | null,
  definitions: readonly AttributeDefinition[] = [],
): BookingForm {
  const pickup = defaultPickup(now);
  return {
    date: pickup.date,
    time: pickup.time,
    planningMode: 'ByDeparture',
    locationFrom: null,
    locationTo: null,
    attributes: defaultAttributes(definitions),
    phoneCall: false,
    phoneNumber: user?.phone ?? '',
    driverComment: '',
    payment: null,
    email: user?.email ?? '',
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
  };
}

function filled(value: unknown): boolean {
  return typeof value === 'string'
    ? value.trim() !== ''
    : typeof value === 'number' && Number.isFinite(value);
}

/**
 * product §5 location rule: complete only with house number, street and residence (non-blank). Coordinates
 * (WGS84 degrees) must be finite numbers too, since the wire Location requires them; address autocomplete always
 * supplies them.
 */
export function isLocationComplete(loc: FormLocation | null | undefined): loc is Location {
  if (!loc) return false;
  return (
    filled(loc.houseNumber) &&
    filled(loc.street) &&
    filled(loc.residence) &&
    typeof loc.latitude === 'number' &&
    Number.isFinite(loc.latitude) &&
    typeof loc.longitude === 'number' &&
    Number.isFinite(loc.longitude)
  );
}

/**
 * product §5 location error key: `location.required` when absent, `location.missingKeyParameters` when
 * incomplete, `undefined` when complete.
 */
export function locationError(loc: FormLocation | null | undefined): BookingFormErrors['locationFrom'] {
  if (!loc || Object.values(loc).every((v) => v === undefined || v === null || v === ''))
    return BOOKING_ERROR_KEYS.locationRequired;
  return isLocationComplete(loc) ? undefined : BOOKING_ERROR_KEYS.locationIncomplete;
}

/**
 * product §4 payment rule: a payment must be chosen; a credit card is valid only with a card brand.
 */
export function isPaymentValid(payment: PaymentOption | null | undefined): payment is PaymentOption {
  return paymentError(payment) === undefined;
}

/** product §4/§5 payment error key: `validation.required`, `bookTrip.cardBrandRequired`, or `undefined`. */
function paymentError(payment: PaymentOption | null | undefined): BookingFormErrors['payment'] {
  if (!payment) return BOOKING_ERROR_KEYS.paymentRequired;
  if (payment.type === 'creditCard' && !payment.cardBrand) return BOOKING_ERROR_KEYS.cardBrandRequired;
  return undefined;
}

/**
 * product §4 public-transport advice rule: booking is blocked when the region setting
 * `isBookingBlockedByPtAdviceEnabled` is on and the trip summary contains a public-transport journey.
 * Missing settings or summary → not blocked.
 */
export function isBlockedByPtAdvice(
  settings: Pick<RegionSettings, 'isBookingBlockedByPtAdviceEnabled'> | null | undefined,
  summary: Pick<TripSummary, 'ptJourney'> | null | undefined,
): boolean {
  return settings?.isBookingBlockedByPtAdviceEnabled === true && summary?.ptJourney != null;
}

/**
 * product §5 priority rule: booking ByArrival requires a priority other than `'None'` (or empty);
 * ByDeparture accepts any (the machine resets it to `'None'`).
 */
export function isPriorityValid(planningMode: PlanningMode, priority: Priority | null | undefined): boolean {
  if (planningMode === 'ByDeparture') return true;
  return !!priority && priority !== NO_PRIORITY;
}

/**
 * product §2 phone-call preference: when the toggle is on, a phone number of {@link PHONE_NUMBER_LENGTH} `minLength`
 * to `maxLength` characters (trimmed) is needed; when off, anything goes (it is not sent).
 */
export function isPhonePreferenceValid(form: Pick<BookingForm, 'phoneCall' | 'phoneNumber'>): boolean {
  if (!form.phoneCall) return true;
  const length = form.phoneNumber.trim().length;
  return length >= PHONE_NUMBER_LENGTH.minLength && length <= PHONE_NUMBER_LENGTH.maxLength;
}

/**
 * product §5 form validation for /book-trip and /quick-book. Checks: both locations (`location.required`,
 * `location.missingKeyParameters`); priority when ByArrival (`error.priorityRequired`); pickup date/time at or
 * after now + 1 h in Europe/Amsterdam (`bookTrip.pickupEarliestTime`, also for an empty or malformed date/time)
 * and on or before today + `maxDaysAhead` days (`bookTrip.pickupTooFarAhead`); ByArrival with the
 * trip's duration known from an estimate, an arrival at or after now + 1 h + duration (`bookTrip.arrivalEarliest`,
 * see {@link isArrivalBookable});
 * driver comment ≤ 50 characters when ByDeparture (`bookTrip.driverCommentTooLong`; the comment is not sent
 * ByArrival); a payment, with a card brand for credit cards (`validation.required`,
 * `bookTrip.cardBrandRequired`; the wire request requires `paymentOption`, also for the estimate); attribute
 * counts within the region's definitions (`bookTrip.attributesInvalid`, see {@link areAttributesValid}); a phone
 * number when the phone-call toggle is on (`bookTrip.phoneNumberInvalid`).
 *
 * @param form - the form.
 * @param now - the current instant (injected clock).
 * @param definitions - the region's attribute definitions (product §3); none known → attributes not checked.
 * @param maxDaysAhead - the region's booking horizon in days (default 60).
 * @param tripDurationMinutes - the route's duration from the last estimate (whole minutes), or null while unknown.
 * @returns field → i18n key; `{}` when valid.
 */
export function validateBookingForm(
  form: BookingForm,
  now: Date,
  definitions: readonly AttributeDefinition[] = [],
  maxDaysAhead: number = DEFAULT_MAX_DAYS_AHEAD,
  tripDurationMinutes: number | null = null,
): BookingFormErrors {
  const errors: BookingFormErrors = {};
  const from = locationError(form.locationFrom);
  if (from) errors.locationFrom = from;
  const to = locationError(form.locationTo);
  if (to) errors.locationTo = to;
  if (!isPriorityValid(form.planningMode, form.attributes.priority))
    errors.priority = BOOKING_ERROR_KEYS.priorityRequired;
  if (!isPickupAllowed({ date: form.date, time: form.time }, now))
    errors.pickup = BOOKING_ERROR_KEYS.pickupTooEarly;
  else if (earliestBookableArrival(form, now, tripDurationMinutes))
    errors.pickup = BOOKING_ERROR_KEYS.arrivalTooEarly;
  else if (!isWithinHorizon(form.date, now, maxDaysAhead))
    errors.pickup = BOOKING_ERROR_KEYS.pickupTooFarAhead;
  if (form.planningMode === 'ByDeparture' && form.driverComment.length > DRIVER_COMMENT_MAX_LENGTH) {
    errors.driverComment = BOOKING_ERROR_KEYS.driverCommentTooLong;
  }
  const payment = paymentError(form.payment);
  if (payment) errors.payment = payment;
  if (!areAttributesValid(form.attributes, definitions))
    errors.attributes = BOOKING_ERROR_KEYS.attributesInvalid;
  if (!isPhonePreferenceValid(form)) errors.phoneNumber = BOOKING_ERROR_KEYS.phoneNumberInvalid;
  return errors;
}

/**
 * The time to offer when the chosen arrival cannot be booked — the earliest bookable arrival
 * ({@link earliestArrival}: now + 1 h + the trip's duration, rounded up to 5 minutes, Europe/Amsterdam) when the
 * form plans ByArrival, the duration is known from an estimate, the form's date/time are well-formed, and they are
 * earlier than that ({@link isArrivalBookable}). Otherwise null (nothing to offer).
 *
 * @param form - the form's planning mode, date (`YYYY-MM-DD`) and time (`HH:mm`), Europe/Amsterdam.
 * @param now - the current instant (injected clock).
 * @param tripDurationMinutes - the estimate's `duration` in whole minutes, or null while unknown.
 */
export function earliestBookableArrival(
  form: Pick<BookingForm, 'planningMode' | 'date' | 'time'>,
  now: Date,
  tripDurationMinutes: number | null,
): LocalDateTime | null {
  if (form.planningMode !== 'ByArrival' || tripDurationMinutes === null) return null;
  if (plannedDateTimeOf(form) === null) return null;
  if (isArrivalBookable({ date: form.date, time: form.time }, now, tripDurationMinutes)) return null;
  return earliestArrival(now, tripDurationMinutes);
}

/**
 * The default date and time of a planning mode: ByDeparture the product §9 default pickup (now +
 * 1 h 05, rounded up to 5 minutes), ByArrival {@link defaultArrival} (plus a typical trip's duration), both
 * Europe/Amsterdam. The machine applies it when the mode changes while the traveller has not chosen a time.
 */
export function defaultTimeFor(planningMode: PlanningMode, now: Date): LocalDateTime {
  return planningMode === 'ByArrival' ? defaultArrival(now) : defaultPickup(now);
}

/** True when two form locations are the same place (same address and coordinates); both absent counts as same. */
export function isSameLocation(
  a: FormLocation | null | undefined,
  b: FormLocation | null | undefined,
): boolean {
  if (!a || !b) return !a && !b;
  return (
    a.street === b.street &&
    String(a.houseNumber ?? '') === String(b.houseNumber ?? '') &&
    a.residence === b.residence &&
    a.latitude === b.latitude &&
    a.longitude === b.longitude
  );
}

/**
 * The form's date and time as an ISO-8601 UTC instant (Europe/Amsterdam wall time, DST-correct), or null while
 * they are empty or malformed — e.g. the traffic indicator's `dateTime` (product §7 POST /traffic-indicator/check).
 */
export function plannedDateTimeOf(form: Pick<BookingForm, 'date' | 'time'>): string | null {
  try {
    return toPlannedDateTimeUtc(form.date, form.time);
  } catch {
    return null;
  }
}

/**
 * product §2 return trip: the same form with `locationFrom` and `locationTo` swapped (date, time and everything
 * else kept, so the traveller adjusts the time and confirms again).
 */
export function swapForReturnTrip(form: BookingForm): BookingForm {
  return { ...form, locationFrom: form.locationTo, locationTo: form.locationFrom };
}

/**
 * product §4 form patch rule: applies a partial update; when the resulting planning mode is ByDeparture the
 * priority is reset to `'None'`. Nested `attributes` are merged, not replaced.
 */
export function applyFormPatch(form: BookingForm, patch: BookingFormPatch): BookingForm {
  const next: BookingForm = { ...form, ...patch, attributes: { ...form.attributes, ...patch.attributes } };
  if (next.planningMode === 'ByDeparture') next.attributes.priority = NO_PRIORITY;
  return next;
}

/** A partial form update; `attributes` may itself be partial. */
export type BookingFormPatch = Partial<Omit<BookingForm, 'attributes'>> & {
  attributes?: Partial<Attributes>;
};

/** The guest's details on the welcome page (product §2 /quick-book entry): required before quick booking. */
export interface GuestEntry {
  email: string;
  firstName: string;
  lastName: string;
}

/** Fields of {@link GuestEntry}. */
export type GuestEntryField = keyof GuestEntry;

/** Page order of the guest entry fields (focus goes to the first invalid one). */
export const GUEST_ENTRY_FIELDS: readonly GuestEntryField[] = ['email', 'firstName', 'lastName'];

/** i18n keys of {@link validateGuestEntry}. */
export type GuestEntryErrorKey =
  | 'validation.emailRequired'
  | 'validation.emailInvalid'
  | 'validation.firstNameRequired'
  | 'validation.lastNameRequired';

/**
 * product §5 "Quick booking entry: email, first name, last name required" (and the email well-formed: the guest
 * endpoints require a valid email). Returns field → i18n key; `{}` when valid.
 */
export function validateGuestEntry(entry: GuestEntry): Partial<Record<GuestEntryField, GuestEntryErrorKey>> {
  const errors: Partial<Record<GuestEntryField, GuestEntryErrorKey>> = {};
  const email = entry.email.trim();
  if (email === '') errors.email = 'validation.emailRequired';
  // The spec's `format: email`, checked as the server checks it.
  else if (!formats.email.test(email)) errors.email = 'validation.emailInvalid';
  if (entry.firstName.trim() === '') errors.firstName = 'validation.firstNameRequired';
  if (entry.lastName.trim() === '') errors.lastName = 'validation.lastNameRequired';
  return errors;
}
