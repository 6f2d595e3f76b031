/**
 * Pure booking rules shared by the booking machine and the /book-trip and /quick-book views
 * (SPEC §2 /book-trip, §3 Booking and Booking request, §4 booking flow rules, §5 validation, §9 limits).
 * No I/O; "now" is always a parameter.
 */
import type {
  Attributes,
  BookingRequest,
  Location,
  PaymentOption,
  Priority,
  RegionPaymentOption,
  RegionSettings,
  TripPreferences,
  TripSummary,
} from '../types';
import { defaultPickup, isPickupAllowed, toPlannedDateTimeUtc } from './time';

/** SPEC §3/§4 planning mode: pick-up time (`ByDeparture`, default) or arrival time (`ByArrival`). */
export type PlanningMode = 'ByDeparture' | 'ByArrival';

/** SPEC §9 driver comment maximum, in characters. */
export const DRIVER_COMMENT_MAX_LENGTH = 50;

/** SPEC §9 default companion/children unit range when the region's attribute definition gives none. */
export const DEFAULT_MIN_UNITS = 0;
/** SPEC §9 default companion/children maximum. */
export const DEFAULT_MAX_UNITS = 5;

/** The priority value meaning "no priority" (SPEC §4/§5). */
export const NO_PRIORITY: Priority = 'None';

/** The payment forced when the trip summary says the user has monthly billing (SPEC §4). */
export const MONTHLY_BILLING: PaymentOption = { type: 'monthlyBilling' };

/** A location as the form holds it: possibly incomplete (an autocomplete hit without house number). */
export type FormLocation = Partial<Location>;

/** SPEC §3 Attributes as the form holds them: every count present (default 0) and a priority. */
export type FormAttributes = Required<Attributes>;

/**
 * SPEC §3 Booking (the form): everything the /book-trip form edits. Wall-clock values are Europe/Amsterdam.
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
  'locationFrom' | 'locationTo' | 'priority' | 'pickup' | 'driverComment' | 'payment';

/**
 * i18n keys produced by {@link validateBookingForm}: the spec's own keys where it names one
 * (`location.required`, `location.missingKeyParameters`, `error.priorityRequired`), else keys of the app's
 * dictionaries (src/i18n). `bookTrip.pickupEarliestTime` takes `{{time}}`: the view passes `earliestTimeFor`.
 * `bookTrip.driverCommentTooLong` takes `{{max}}` ({@link DRIVER_COMMENT_MAX_LENGTH}).
 */
export const BOOKING_ERROR_KEYS = {
  locationRequired: 'location.required',
  locationIncomplete: 'location.missingKeyParameters',
  priorityRequired: 'error.priorityRequired',
  pickupTooEarly: 'bookTrip.pickupEarliestTime',
  driverCommentTooLong: 'bookTrip.driverCommentTooLong',
  paymentRequired: 'validation.required',
  cardBrandRequired: 'bookTrip.cardBrandRequired',
} as const;

/** One of the {@link BOOKING_ERROR_KEYS} values. */
export type BookingErrorKey = (typeof BOOKING_ERROR_KEYS)[keyof typeof BOOKING_ERROR_KEYS];

/** Field → i18n key; a field is absent when valid. Empty object = valid form. */
export type BookingFormErrors = Partial<Record<BookingField, BookingErrorKey>>;

/** SPEC §3 Attributes with every count 0 and priority `'None'`. */
export function emptyAttributes(): FormAttributes {
  return {
    travelers: 0,
    children0to12: 0,
    standardWheelchair: 0,
    foldableWheelchair: 0,
    electricWheelchair: 0,
    mobilityScooter: 0,
    rollatorOrWalker: 0,
    handLuggage: 0,
    tricycle: 0,
    stroller: 0,
    guideDog: 0,
    priority: NO_PRIORITY,
  };
}

/**
 * A fresh booking form: default pickup now + 1 h 5 min rounded up to 5 minutes (SPEC §4, see
 * `defaultPickup`), ByDeparture, no locations, zero attributes, no payment, names/email prefilled from the user
 * (SPEC §3 "first and last name prefilled from the user").
 *
 * @param now - the current instant (injected clock).
 * @param user - the signed-in user or the guest's entry-form values.
 */
export function createBookingForm(
  now: Date,
  user?: { firstName?: string; lastName?: string; email?: string } | null,
): BookingForm {
  const pickup = defaultPickup(now);
  return {
    date: pickup.date,
    time: pickup.time,
    planningMode: 'ByDeparture',
    locationFrom: null,
    locationTo: null,
    attributes: emptyAttributes(),
    phoneCall: false,
    phoneNumber: '',
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
 * SPEC §5 location rule: complete only with house number, street and residence (non-blank). Coordinates
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
 * SPEC §5 location error key: `location.required` when absent, `location.missingKeyParameters` when
 * incomplete, `undefined` when complete.
 */
export function locationError(loc: FormLocation | null | undefined): BookingFormErrors['locationFrom'] {
  if (!loc || Object.values(loc).every((v) => v === undefined || v === null || v === ''))
    return BOOKING_ERROR_KEYS.locationRequired;
  return isLocationComplete(loc) ? undefined : BOOKING_ERROR_KEYS.locationIncomplete;
}

/**
 * SPEC §4 payment rule: a payment must be chosen; a credit card is valid only with a card brand.
 */
export function isPaymentValid(payment: PaymentOption | null | undefined): payment is PaymentOption {
  return paymentError(payment) === undefined;
}

/** SPEC §4/§5 payment error key: `validation.required`, `bookTrip.cardBrandRequired`, or `undefined`. */
export function paymentError(payment: PaymentOption | null | undefined): BookingFormErrors['payment'] {
  if (!payment) return BOOKING_ERROR_KEYS.paymentRequired;
  if (payment.type === 'creditCard' && !payment.cardBrand) return BOOKING_ERROR_KEYS.cardBrandRequired;
  return undefined;
}

/** A region payment option (`{ paymentType, cardBrand }`) as the wire payment (`{ type, cardBrand? }`). */
export function toPaymentOption(option: RegionPaymentOption): PaymentOption {
  return option.paymentType === 'creditCard' && option.cardBrand
    ? { type: 'creditCard', cardBrand: option.cardBrand }
    : { type: option.paymentType };
}

/**
 * Payment options offered to this traveller (SPEC §1/§2 payment popover): the region's options, without
 * monthly billing for guests (the guest endpoints refuse it with `PaymentNotAllowed`).
 */
export function availablePaymentOptions(
  settings: Pick<RegionSettings, 'paymentOptions'> | null | undefined,
  opts: { guest: boolean },
): RegionPaymentOption[] {
  const all = settings?.paymentOptions ?? [];
  return opts.guest ? all.filter((o) => o.paymentType !== 'monthlyBilling') : all;
}

/**
 * SPEC §4 public-transport advice rule: booking is blocked when the region setting
 * `isBookingBlockedByPtAdviceEnabled` is on and the trip summary contains a public-transport journey.
 * Missing settings or summary → not blocked.
 */
export function isBlockedByPtAdvice(
  settings: Pick<RegionSettings, 'isBookingBlockedByPtAdviceEnabled'> | null | undefined,
  summary: Pick<TripSummary, 'ptJourney'> | null | undefined,
): boolean {
  return settings?.isBookingBlockedByPtAdviceEnabled === true && summary?.ptJourney != null;
}

/** SPEC §4: monthly billing is forced (and locked) when the summary says the user has it. */
export function isMonthlyBillingForced(
  summary: Pick<TripSummary, 'hasMonthlyBilling'> | null | undefined,
): boolean {
  return summary?.hasMonthlyBilling === true;
}

/**
 * SPEC §5 priority rule: booking ByArrival requires a priority other than `'None'` (or empty);
 * ByDeparture accepts any (the machine resets it to `'None'`).
 */
export function isPriorityValid(planningMode: PlanningMode, priority: Priority | null | undefined): boolean {
  if (planningMode === 'ByDeparture') return true;
  return !!priority && priority !== NO_PRIORITY;
}

/**
 * SPEC §5/§9 unit range of a companions/children selector from the region's attribute definition
 * (`minUnits` default 0, `maxUnits` default 5).
 */
export function attributeRange(def?: { minUnits?: number | null; maxUnits?: number | null } | null): {
  min: number;
  max: number;
} {
  return { min: def?.minUnits ?? DEFAULT_MIN_UNITS, max: def?.maxUnits ?? DEFAULT_MAX_UNITS };
}

/**
 * SPEC §5 form validation for /book-trip and /quick-book. Checks: both locations (`location.required`,
 * `location.missingKeyParameters`); priority when ByArrival (`error.priorityRequired`); pickup date/time at or
 * after now + 1 h in Europe/Amsterdam (`bookTrip.pickupEarliestTime`, also for an empty or malformed date/time);
 * driver comment ≤ 50 characters when ByDeparture (`bookTrip.driverCommentTooLong`; the comment is not sent
 * ByArrival); a payment, with a card brand for credit cards (`validation.required`,
 * `bookTrip.cardBrandRequired`; the wire request requires `paymentOption`, also for the estimate).
 *
 * @param form - the form.
 * @param now - the current instant (injected clock).
 * @returns field → i18n key; `{}` when valid.
 */
export function validateBookingForm(form: BookingForm, now: Date): BookingFormErrors {
  const errors: BookingFormErrors = {};
  const from = locationError(form.locationFrom);
  if (from) errors.locationFrom = from;
  const to = locationError(form.locationTo);
  if (to) errors.locationTo = to;
  if (!isPriorityValid(form.planningMode, form.attributes.priority))
    errors.priority = BOOKING_ERROR_KEYS.priorityRequired;
  if (!isPickupAllowed({ date: form.date, time: form.time }, now))
    errors.pickup = BOOKING_ERROR_KEYS.pickupTooEarly;
  if (form.planningMode === 'ByDeparture' && form.driverComment.length > DRIVER_COMMENT_MAX_LENGTH) {
    errors.driverComment = BOOKING_ERROR_KEYS.driverCommentTooLong;
  }
  const payment = paymentError(form.payment);
  if (payment) errors.payment = payment;
  return errors;
}

/** True when {@link validateBookingForm} finds nothing. */
export function isBookingFormValid(form: BookingForm, now: Date): boolean {
  return Object.keys(validateBookingForm(form, now)).length === 0;
}

function toWireLocation(loc: Location): Location {
  const out: Location = {
    street: loc.street,
    houseNumber: String(loc.houseNumber),
    residence: loc.residence,
    latitude: loc.latitude,
    longitude: loc.longitude,
  };
  if (loc.name) out.name = loc.name;
  if (loc.postCode) out.postCode = loc.postCode;
  return out;
}

/**
 * SPEC §3 Booking request from the form: `plannedDateTime` as an ISO UTC instant (Europe/Amsterdam wall time
 * converted DST-correctly), `planningMode` 1 (ByDeparture) | 2 (ByArrival), all attribute counts (priority
 * forced to `'None'` ByDeparture), preferences (`phoneNumber` only when the phone-call toggle is on,
 * `driverComment` only ByDeparture; blanks omitted), `paymentOption`, `email` when known, and for guests
 * (`opts.guest`) `firstName` and `lastName` (the guest endpoints require them).
 *
 * @throws Error when a location is incomplete or no payment is chosen (call only with a form that passed
 *   {@link validateBookingForm}).
 * @throws RangeError when date/time are malformed.
 */
export function toBookingRequest(form: BookingForm, opts: { guest?: boolean } = {}): BookingRequest {
  if (!isLocationComplete(form.locationFrom) || !isLocationComplete(form.locationTo)) {
    throw new Error('toBookingRequest: both locations must be complete');
  }
  if (!form.payment) throw new Error('toBookingRequest: a payment must be chosen');
  const byDeparture = form.planningMode === 'ByDeparture';
  const preferences: TripPreferences = {};
  if (form.phoneCall && form.phoneNumber.trim() !== '') preferences.phoneNumber = form.phoneNumber.trim();
  if (byDeparture && form.driverComment.trim() !== '') preferences.driverComment = form.driverComment.trim();
  const request: BookingRequest = {
    plannedDateTime: toPlannedDateTimeUtc(form.date, form.time),
    locationFrom: toWireLocation(form.locationFrom),
    locationTo: toWireLocation(form.locationTo),
    attributes: { ...form.attributes, priority: byDeparture ? NO_PRIORITY : form.attributes.priority },
    preferences,
    planningMode: byDeparture ? 1 : 2,
    paymentOption:
      form.payment.cardBrand && form.payment.type === 'creditCard'
        ? { type: 'creditCard', cardBrand: form.payment.cardBrand }
        : { type: form.payment.type },
  };
  if (form.email.trim() !== '') request.email = form.email.trim();
  if (opts.guest) {
    request.firstName = form.firstName.trim();
    request.lastName = form.lastName.trim();
  }
  return request;
}

/**
 * SPEC §2 return trip: the same form with `locationFrom` and `locationTo` swapped (date, time and everything
 * else kept, so the traveller adjusts the time and confirms again).
 */
export function swapForReturnTrip(form: BookingForm): BookingForm {
  return { ...form, locationFrom: form.locationTo, locationTo: form.locationFrom };
}

/**
 * SPEC §4 form patch rule: applies a partial update; when the resulting planning mode is ByDeparture the
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
