/**
 * Pure booking rules shared by the booking machine and the /book-trip and /quick-book views
 * (SPEC §2 /book-trip, §3 Booking and Booking request, §4 booking flow rules, §5 validation, §9 limits).
 * No I/O; "now" is always a parameter.
 */
import type {
  AttributeDefinition,
  Attributes,
  BookingRequest,
  CardBrand,
  Location,
  PaymentOption,
  PaymentType,
  Priority,
  RegionPaymentOption,
  RegionSettings,
  TripPreferences,
  TripSummary,
} from '../types';
import { PHONE_MIN_LENGTH } from './phone-rules';
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
} from './time';

/** SPEC §3/§4 planning mode: pick-up time (`ByDeparture`, default) or arrival time (`ByArrival`). */
export type PlanningMode = 'ByDeparture' | 'ByArrival';

/** SPEC §9 driver comment maximum, in characters. */
export const DRIVER_COMMENT_MAX_LENGTH = 50;

/** SPEC §9 default companion/children unit range when the region's attribute definition gives none. */
const DEFAULT_MIN_UNITS = 0;
/** SPEC §9 default companion/children maximum. */
const DEFAULT_MAX_UNITS = 5;

/** The priority value meaning "no priority" (SPEC §4/§5). */
const NO_PRIORITY: Priority = 'None';

/** SPEC §2 priority selector options (arrival mode), in order; `'None'` is shown but not allowed (§5). */
export const PRIORITY_OPTIONS: readonly Priority[] = ['None', 'Low', 'Medium', 'High'];

/** Longest phone number the wire accepts for the phone-call preference (TripPreferences.phoneNumber). */
const PHONE_NUMBER_MAX_LENGTH = 20;

/**
 * Attributes with their own selectors on the form (SPEC §2: companions 12+, children 0–11, priority); every other
 * attribute of the region belongs in the "what do you take with you" popover.
 */
const OWN_SELECTOR_ATTRIBUTES: readonly AttributeDefinition['name'][] = [
  'travelers',
  'children0to12',
  'priority',
];

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
 * `bookTrip.arrivalEarliest` (issue 17 item 4) takes `{{minutes}}` (the trip's duration) and `{{time}}` (the earliest
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
type BookingErrorKey = (typeof BOOKING_ERROR_KEYS)[keyof typeof BOOKING_ERROR_KEYS];

/** Field → i18n key; a field is absent when valid. Empty object = valid form. */
export type BookingFormErrors = Partial<Record<BookingField, BookingErrorKey>>;

/** SPEC §3 Attributes with every count 0 and priority `'None'`. */
function emptyAttributes(): FormAttributes {
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
 * `defaultPickup`), ByDeparture, no locations, attributes at the region's `defaultUnits` (else 0), no payment,
 * names/email prefilled from the user (SPEC §3 "first and last name prefilled from the user") and the phone
 * number from the profile (used only when the phone-call toggle is switched on).
 *
 * @param now - the current instant (injected clock).
 * @param user - the signed-in user or the guest's entry-form values.
 * @param definitions - the region's attribute definitions (SPEC §3), for their `defaultUnits`.
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
function paymentError(payment: PaymentOption | null | undefined): BookingFormErrors['payment'] {
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
 * Payment options offered to this traveller (SPEC §1/§2 payment popover, §4 monthly billing): the region's
 * options, where monthly billing (travel on invoice) is a property of the traveller — offered only to a signed-in
 * traveller who has it (`hasMonthlyBilling`, then it is forced anyway), never to guests (the guest endpoints
 * refuse it with `PaymentNotAllowed`, and the reference server refuses it for travellers without it).
 */
export function availablePaymentOptions(
  settings: Pick<RegionSettings, 'paymentOptions'> | null | undefined,
  opts: { guest: boolean; hasMonthlyBilling?: boolean },
): RegionPaymentOption[] {
  const all = settings?.paymentOptions ?? [];
  const monthly = !opts.guest && opts.hasMonthlyBilling === true;
  return monthly ? all : all.filter((o) => o.paymentType !== 'monthlyBilling');
}

/** What the payment control offers: the payment types in region order (each once) and the accepted card brands. */
export interface PaymentChoices {
  types: PaymentType[];
  /** Brands of the region's creditCard options, in region order; empty when credit card is not offered. */
  cardBrands: CardBrand[];
}

/**
 * SPEC §2/§3 payment control model: radio choices per payment type (credit card once) plus the brand list shown
 * when credit card is chosen (SPEC §4: a credit card is valid only with a brand).
 */
export function paymentChoices(options: readonly RegionPaymentOption[]): PaymentChoices {
  const types: PaymentType[] = [];
  const cardBrands: CardBrand[] = [];
  for (const option of options) {
    if (!types.includes(option.paymentType)) types.push(option.paymentType);
    if (option.paymentType === 'creditCard' && option.cardBrand && !cardBrands.includes(option.cardBrand))
      cardBrands.push(option.cardBrand);
  }
  return { types, cardBrands };
}

/**
 * The payment after choosing a payment type: credit card keeps the brand already chosen (else none yet, which
 * {@link paymentError} reports as `bookTrip.cardBrandRequired`); other types carry no brand.
 */
export function choosePaymentType(
  type: PaymentType,
  current: PaymentOption | null | undefined,
): PaymentOption {
  if (type !== 'creditCard') return { type };
  return current?.type === 'creditCard' && current.cardBrand
    ? { type, cardBrand: current.cardBrand }
    : { type };
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
 * SPEC §3/§5 attribute rule against the region's attribute definitions: every count within its definition's
 * `minUnits`..`maxUnits`, and at most one choice in a "pick one" group (several dropdown definitions sharing a
 * `groupName`, e.g. the wheelchair kinds). Attributes without a definition are not checked; `priority` is checked
 * by {@link isPriorityValid}.
 */
export function areAttributesValid(
  attributes: Partial<Attributes>,
  definitions: readonly AttributeDefinition[],
): boolean {
  for (const def of definitions) {
    if (def.name === 'priority') continue;
    const value = attributes[def.name] ?? 0;
    if (typeof value !== 'number' || !Number.isInteger(value)) return false;
    const { min, max } = attributeRange(def);
    if (value < min || value > max) return false;
  }
  return choiceGroups(definitions).every(
    (group) => group.options.filter((def) => Number(attributes[def.name] ?? 0) > 0).length <= 1,
  );
}

/**
 * SPEC §2 phone-call preference: when the toggle is on, a phone number of {@link PHONE_MIN_LENGTH} to
 * {@link PHONE_NUMBER_MAX_LENGTH} characters (trimmed) is needed; when off, anything goes (it is not sent).
 */
export function isPhonePreferenceValid(form: Pick<BookingForm, 'phoneCall' | 'phoneNumber'>): boolean {
  if (!form.phoneCall) return true;
  const length = form.phoneNumber.trim().length;
  return length >= PHONE_MIN_LENGTH && length <= PHONE_NUMBER_MAX_LENGTH;
}

/**
 * SPEC §5 form validation for /book-trip and /quick-book. Checks: both locations (`location.required`,
 * `location.missingKeyParameters`); priority when ByArrival (`error.priorityRequired`); pickup date/time at or
 * after now + 1 h in Europe/Amsterdam (`bookTrip.pickupEarliestTime`, also for an empty or malformed date/time)
 * and on or before today + `maxDaysAhead` days (`bookTrip.pickupTooFarAhead`, issue 16 item 6); ByArrival with the
 * trip's duration known from an estimate, an arrival at or after now + 1 h + duration (`bookTrip.arrivalEarliest`,
 * issue 17 item 4, see {@link isArrivalBookable});
 * driver comment ≤ 50 characters when ByDeparture (`bookTrip.driverCommentTooLong`; the comment is not sent
 * ByArrival); a payment, with a card brand for credit cards (`validation.required`,
 * `bookTrip.cardBrandRequired`; the wire request requires `paymentOption`, also for the estimate); attribute
 * counts within the region's definitions (`bookTrip.attributesInvalid`, see {@link areAttributesValid}); a phone
 * number when the phone-call toggle is on (`bookTrip.phoneNumberInvalid`).
 *
 * @param form - the form.
 * @param now - the current instant (injected clock).
 * @param definitions - the region's attribute definitions (SPEC §3); none known → attributes not checked.
 * @param maxDaysAhead - the region's booking horizon in days (issue 16 item 6; default 60).
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

/** True when {@link validateBookingForm} finds nothing. */
export function isBookingFormValid(
  form: BookingForm,
  now: Date,
  definitions: readonly AttributeDefinition[] = [],
  maxDaysAhead: number = DEFAULT_MAX_DAYS_AHEAD,
  tripDurationMinutes: number | null = null,
): boolean {
  return (
    Object.keys(validateBookingForm(form, now, definitions, maxDaysAhead, tripDurationMinutes)).length === 0
  );
}

/**
 * Issue 17 item 4: the time to offer when the chosen arrival cannot be booked — the earliest bookable arrival
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
 * The default date and time of a planning mode (issue 17 item 4): ByDeparture the SPEC §9 default pickup (now +
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
 * The form's date and time as an ISO-8601 UTC instant (Europe/Amsterdam wall time, DST-correct), or null while
 * they are empty or malformed — e.g. the traffic indicator's `dateTime` (SPEC §7 POST /traffic-indicator/check).
 */
export function plannedDateTimeOf(form: Pick<BookingForm, 'date' | 'time'>): string | null {
  try {
    return toPlannedDateTimeUtc(form.date, form.time);
  } catch {
    return null;
  }
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

/**
 * SPEC §3 Attributes at the region's defaults: every count at its definition's `defaultUnits` clamped to
 * `minUnits`..`maxUnits` (0 without a definition), priority `'None'`.
 */
export function defaultAttributes(definitions: readonly AttributeDefinition[] = []): FormAttributes {
  const attributes = emptyAttributes();
  for (const def of definitions) {
    if (def.name === 'priority') continue;
    const { min, max } = attributeRange(def);
    attributes[def.name] = Math.min(max, Math.max(min, def.defaultUnits ?? 0));
  }
  return attributes;
}

/** A "pick one" group of the "what do you take with you" popover, e.g. the wheelchair kinds (SPEC §2). */
export interface AttributeChoiceGroup {
  groupName: string;
  /** The group's title from the region (e.g. "Rolstoel of scootmobiel"); falls back to the group name. */
  title: string;
  /** The choosable attributes, in region order. */
  options: AttributeDefinition[];
}

/**
 * The "what do you take with you" popover built from the region's attribute definitions (SPEC §2, §3 Attribute
 * definition), leaving out the attributes with their own selector ({@link OWN_SELECTOR_ATTRIBUTES}):
 * - `choices`: dropdown definitions sharing a `groupName` (two or more) → one "pick one or none" control each;
 * - `counters`: other dropdown definitions → a count selector (`minUnits`..`maxUnits`);
 * - `checkboxes`: checkbox definitions → a checkbox (0 or 1).
 */
export interface TakeAlongModel {
  choices: AttributeChoiceGroup[];
  counters: AttributeDefinition[];
  checkboxes: AttributeDefinition[];
}

/** Dropdown definitions that share a `groupName` with at least one other: "pick one" groups. */
function choiceGroups(definitions: readonly AttributeDefinition[]): AttributeChoiceGroup[] {
  const groups = new Map<string, AttributeChoiceGroup>();
  for (const def of definitions) {
    if (def.type !== 'dropdown' || !def.groupName || OWN_SELECTOR_ATTRIBUTES.includes(def.name)) continue;
    const group = groups.get(def.groupName) ?? {
      groupName: def.groupName,
      title: def.groupTitle ?? def.groupName,
      options: [],
    };
    group.options.push(def);
    groups.set(def.groupName, group);
  }
  return [...groups.values()].filter((group) => group.options.length > 1);
}

/** See {@link TakeAlongModel}. */
export function takeAlongModel(definitions: readonly AttributeDefinition[]): TakeAlongModel {
  const choices = choiceGroups(definitions);
  const inChoice = new Set(choices.flatMap((group) => group.options.map((def) => def.name)));
  const rest = definitions.filter(
    (def) => !OWN_SELECTOR_ATTRIBUTES.includes(def.name) && !inChoice.has(def.name),
  );
  return {
    choices,
    counters: rest.filter((def) => def.type === 'dropdown'),
    checkboxes: rest.filter((def) => def.type === 'checkbox'),
  };
}

/** The attribute chosen in a "pick one" group (the first with a count above 0), or null for none. */
export function chosenInGroup(
  group: AttributeChoiceGroup,
  attributes: Partial<Attributes>,
): AttributeDefinition['name'] | null {
  return group.options.find((def) => Number(attributes[def.name] ?? 0) > 0)?.name ?? null;
}

/**
 * The attribute patch for choosing `name` in a "pick one" group (null = none): the chosen one at 1 (or its
 * `minUnits` when higher), every other member of the group at 0.
 */
export function chooseInGroup(
  group: AttributeChoiceGroup,
  name: AttributeDefinition['name'] | null,
): Partial<Attributes> {
  const patch: Record<string, number> = {};
  for (const def of group.options) patch[def.name] = def.name === name ? Math.max(1, def.minUnits ?? 0) : 0;
  return patch as Partial<Attributes>;
}

/** One chip of the "what do you take with you" selection: the attribute, its region title and its count. */
export interface TakeAlongChip {
  name: AttributeDefinition['name'];
  title: string;
  units: number;
}

/**
 * SPEC §2 chips of the selected items: every take-along attribute (not companions, children or priority) with a
 * count above 0, in region order.
 */
export function selectedTakeAlong(
  attributes: Partial<Attributes>,
  definitions: readonly AttributeDefinition[],
): TakeAlongChip[] {
  return definitions
    .filter((def) => !OWN_SELECTOR_ATTRIBUTES.includes(def.name))
    .map((def) => ({ name: def.name, title: def.title, units: Number(attributes[def.name] ?? 0) }))
    .filter((chip) => chip.units > 0);
}

/** The guest's details on the welcome page (SPEC §2 /quick-book entry): required before quick booking. */
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
 * arktype's `string.email` pattern, as a plain RegExp (issue 10: arktype's runtime stays out of the /book-trip
 * chunk graph, which imports this module for its booking rules).
 */
const EMAIL_FORMAT = /^[\w%+.-]+@[\d.A-Za-z-]+\.[A-Za-z]{2,}$/;

/**
 * SPEC §5 "Quick booking entry: email, first name, last name required" (and the email well-formed: the guest
 * endpoints require a valid email). Returns field → i18n key; `{}` when valid.
 */
export function validateGuestEntry(entry: GuestEntry): Partial<Record<GuestEntryField, GuestEntryErrorKey>> {
  const errors: Partial<Record<GuestEntryField, GuestEntryErrorKey>> = {};
  const email = entry.email.trim();
  if (email === '') errors.email = 'validation.emailRequired';
  else if (!EMAIL_FORMAT.test(email)) errors.email = 'validation.emailInvalid';
  if (entry.firstName.trim() === '') errors.firstName = 'validation.firstNameRequired';
  if (entry.lastName.trim() === '') errors.lastName = 'validation.lastNameRequired';
  return errors;
}
