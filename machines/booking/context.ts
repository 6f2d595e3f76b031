/**
 * The booking chart's context as pure functions (the decisions the booking form used to make
 * itself live here, used by machines/booking/booking.machine.ts): a fresh context; what follows from the form, the session
 * and the clock ({@link settle}: §5 errors, the payment options offered, the bookable dates, the earliest pickup to
 * name, the time field's text); the update each `assign` action makes; which error a field shows; and where focus
 * goes after a refused submit. "Now" is always the context's injected clock.
 */
import { applyPrefill } from './book-again';
import { needsPassNumberToBook } from '../lib/pass-number-rules';
import type { BookingResult, Trip, TripSummary, RegionSettings, RegionPaymentOption } from '../types';
import {
  MONTHLY_BILLING,
  availablePaymentOptions,
  isMonthlyBillingForced,
  preselectedPayment,
} from './payment';
import {
  BOOKING_ERROR_KEYS,
  applyFormPatch,
  createBookingForm,
  defaultTimeFor,
  earliestBookableArrival,
  isSameLocation,
  plannedDateTimeOf,
  swapForReturnTrip,
  validateBookingForm,
  type BookingForm,
  type BookingFormErrors,
  type BookingFormPatch,
} from './rules';
import type { BookingDraft, BookingContext, BookingEvent, BookingFocusTarget, BookingInput } from './types';
import {
  NO_SERIES,
  latestSeriesDate,
  patchSeries,
  seriesDates,
  seriesError,
  type SeriesPatch,
} from './series-rules';
import { isTime24, parseTime24 } from './time';
import {
  DEFAULT_MAX_DAYS_AHEAD,
  earliestPickup,
  returnPickupAfter,
  earliestTimeFor,
  latestDate,
  type LocalDateTime,
} from '../lib/time';

/** Context fields an update changes. */
type Update = Partial<BookingContext>;

/** product §4 monthly billing lock: the profile or the current trip summary says the user travels on invoice. */
export function isPaymentLocked(context: Pick<BookingContext, 'hasMonthlyBilling' | 'summary'>): boolean {
  return context.hasMonthlyBilling || isMonthlyBillingForced(context.summary);
}

/** The region's booking horizon in days (default 60 until the region is known). */
export function maxDaysAheadOf(settings: RegionSettings | null | undefined): number {
  return settings?.maxDaysAhead ?? DEFAULT_MAX_DAYS_AHEAD;
}

/**
 * §5 validation of a form with the context's clock, attribute definitions, booking horizon and
 * the route's estimated duration.
 */
function validate(
  context: Pick<BookingContext, 'now' | 'definitions' | 'settings' | 'tripDuration'>,
  form: BookingForm,
): BookingFormErrors {
  return validateBookingForm(
    form,
    context.now(),
    context.definitions,
    maxDaysAheadOf(context.settings),
    context.tripDuration,
  );
}

/** The latest "Until" of a series by the context's clock and booking horizon. */
function seriesLatestOf(context: Pick<BookingContext, 'now' | 'settings'>): string {
  return latestSeriesDate(context.now(), maxDaysAheadOf(context.settings));
}

/**
 * product §3/§4: a signed-in traveller without a pass number where the region requires one: nothing can be booked
 * until one is added (the form says "Add a pass number to book a trip" first and offers no Confirm). Never for a
 * carer's own account (product §10.12: a carer needs no pass number of their own).
 */
export function needsPassNumber(
  context: Pick<BookingContext, 'guest' | 'hasPassNumbers' | 'isCarer' | 'settings'>,
): boolean {
  return (
    !context.guest && needsPassNumberToBook(context.hasPassNumbers ? 1 : 0, context.settings, context.isCarer)
  );
}

/**
 * The `isFormValid` guard: a pass number where one is needed ({@link needsPassNumber}), and §5 validation, and
 * the series', with the clock at this moment find nothing.
 */
export function isFormValid(context: BookingContext): boolean {
  return (
    !needsPassNumber(context) &&
    Object.keys(validate(context, context.form)).length === 0 &&
    seriesError(context.series, context.form.date, seriesLatestOf(context)) === null
  );
}

/** The earliest bookable arrival to offer for the context's form, or null (see the rules). */
export function arrivalSuggestion(
  context: Pick<BookingContext, 'now' | 'form' | 'tripDuration'>,
): LocalDateTime | null {
  return earliestBookableArrival(context.form, context.now(), context.tripDuration);
}

/** What the traffic indicator child needs to know: is it on, and for which instant (product §2). */
export function trafficInput(context: Pick<BookingContext, 'settings' | 'form'>): {
  enabled: boolean;
  dateTime: string | null;
} {
  return {
    enabled: context.settings?.isTrafficIndicatorEnabled === true,
    dateTime: plannedDateTimeOf(context.form),
  };
}

/**
 * The `{{time}}` of the §5 pickup message: the earliest allowed time on the chosen date when that day can be
 * booked at all, else the earliest pickup by the clock (an earlier, empty or half-typed date).
 */
function earliestToName(date: string, now: Date): LocalDateTime {
  let time: string | null = null;
  try {
    time = earliestTimeFor(date, now);
  } catch {
    // An empty or half-typed date: name the earliest pickup itself.
  }
  return time ? { date, time } : earliestPickup(now);
}

/** The typed text stands for `time`: as typed, or as it reads once the field is left (`9` → `09:00`). */
function readsAs(text: string, time: string): boolean {
  return text === time || parseTime24(text, true) === time;
}

function sameItems<T>(a: readonly T[], b: readonly T[]): boolean {
  return a.length === b.length && a.every((item, i) => item === b[i]);
}

/**
 * `update` with what follows from the updated context: its §5 errors, the payment options offered (product §2/§4),
 * the date field's bounds, the earliest pickup to name, and the time field's text (a time the chart set itself —
 * a default, a suggestion, a reset — replaces what was typed unless the typed text reads as it). Derived objects
 * keep their identity while equal, so views selecting them re-render only on a real change.
 */
function settle(context: BookingContext, update: Update): Update {
  const next = { ...context, ...update };
  const now = next.now();
  const options: RegionPaymentOption[] = availablePaymentOptions(next.settings, {
    guest: next.guest,
    hasMonthlyBilling: isPaymentLocked(next),
  });
  const earliest = earliestToName(next.form.date, now);
  const seriesLatest = seriesLatestOf(next);
  const seriesErrorKey = seriesError(next.series, next.form.date, seriesLatest);
  const dates =
    next.series.repeat && !seriesErrorKey
      ? seriesDates(next.form.date, next.series.weekdays, next.series.until)
      : [];
  return {
    ...update,
    errors: validate(next, next.form),
    paymentOptions: sameItems(options, next.paymentOptions) ? next.paymentOptions : options,
    earliestDate: earliestPickup(now).date,
    latestDate: latestDate(now, maxDaysAheadOf(next.settings)),
    earliest:
      earliest.date === next.earliest.date && earliest.time === next.earliest.time ? next.earliest : earliest,
    timeText: readsAs(next.timeText, next.form.time) ? next.timeText : next.form.time,
    seriesLatest,
    seriesError: seriesErrorKey,
    seriesDates: sameItems(dates, next.seriesDates) ? next.seriesDates : dates,
  };
}

/** A form not yet estimated, submitted or booked: what a fresh form and the return leg start from. */
const NO_BOOKING = {
  tripDuration: null,
  overlaps: [],
  submitAttempted: false,
  focus: null,
  summary: null,
  idempotencyKey: null,
  success: false,
  paymentUrl: null,
  trip: null,
  error: null,
  seriesKeys: {},
  draftRestored: false,
} satisfies Update;

/** A fresh context from the chart's input: the default form (product §4), monthly billing forced when the profile has it. */
export function freshContext(input: BookingInput): BookingContext {
  const definitions = input.attributeDefinitions ?? [];
  const blank = createBookingForm(input.now(), input.user, definitions);
  const draft: BookingDraft | null = input.draft ?? null;
  const form = draft
    ? { ...draft.form }
    : input.prefill
      ? applyPrefill(blank, input.prefill, input.now())
      : blank;
  if (input.hasMonthlyBilling) form.payment = MONTHLY_BILLING;
  if (input.locations?.locationFrom) form.locationFrom = input.locations.locationFrom;
  if (input.locations?.locationTo) form.locationTo = input.locations.locationTo;
  const base: BookingContext = {
    now: input.now,
    createIdempotencyKey: input.createIdempotencyKey ?? (() => globalThis.crypto.randomUUID()),
    guest: input.guest ?? false,
    passNumber: input.passNumber ?? null,
    hasPassNumbers: input.hasPassNumbers ?? true,
    isCarer: input.isCarer ?? false,
    settings: input.settings ?? null,
    definitions,
    hasMonthlyBilling: input.hasMonthlyBilling ?? false,
    leg: draft?.leg ?? 'outbound',
    form,
    returnPickup: null,
    errors: {},
    paymentOptions: [],
    earliestDate: '',
    latestDate: '',
    earliest: { date: '', time: '' },
    timeText: draft?.timeText ?? form.time,
    timeLeft: false,
    // A prefilled time (book again) is the traveller's own: a planning-mode switch keeps it.
    timeChosen: draft?.timeChosen ?? (form.date !== blank.date || form.time !== blank.time),
    series: draft?.series ?? NO_SERIES,
    seriesDates: [],
    seriesError: null,
    seriesLatest: '',
    budget: input.budget ?? null,
    defaultPassNumber: (!input.guest && input.prefill?.passNumber) || null,
    prefill: input.prefill ?? null,
    bookedTrips: [],
    ...NO_BOOKING,
    draftRestored: draft !== null,
  };
  return { ...base, ...settle(base, {}) };
}

/**
 * `clearBooking`: the form a fresh visit would get, for the same traveller and session (`booking.reset`, no return
 * trip, "Start over" on a restored draft): the defaults with what the booking started from (`prefill`: the travel
 * preferences' companions, take-along, phone call and payment) applied again; the kept draft is not.
 */
export function clearedContext(context: BookingContext): BookingContext {
  return freshContext({
    prefill: context.prefill,
    now: context.now,
    createIdempotencyKey: context.createIdempotencyKey,
    user: context.form,
    passNumber: context.passNumber,
    hasPassNumbers: context.hasPassNumbers,
    isCarer: context.isCarer,
    guest: context.guest,
    settings: context.settings,
    attributeDefinitions: context.definitions,
    hasMonthlyBilling: context.hasMonthlyBilling,
    budget: context.budget,
  });
}

/**
 * `changeForm`: the patched form. A new planning mode brings its own default time unless the traveller chose
 * one; a locked payment stays monthly billing; a new route forgets the estimated duration.
 */
export function changedForm(context: BookingContext, patch: BookingFormPatch, extra: Update = {}): Update {
  const timeChosen = context.timeChosen || patch.date !== undefined || patch.time !== undefined;
  let patched = applyFormPatch(context.form, patch);
  if (!timeChosen && patched.planningMode !== context.form.planningMode)
    patched = { ...patched, ...defaultTimeFor(patched.planningMode, context.now()) };
  const form = isPaymentLocked(context) ? { ...patched, payment: MONTHLY_BILLING } : patched;
  const sameRoute =
    isSameLocation(form.locationFrom, context.form.locationFrom) &&
    isSameLocation(form.locationTo, context.form.locationTo);
  const tripDuration = sameRoute ? context.tripDuration : null;
  return settle(context, { ...extra, form, timeChosen, tripDuration, error: null });
}

/** `typeTime`: the text as typed; the form's time is its `HH:mm` once it reads as one, else the text. */
export function typedTime(context: BookingContext, text: string): Update {
  return changedForm(context, { time: parseTime24(text) ?? text }, { timeText: text });
}

/** `leaveTime`: `9`, `905` read as `09:00`, `09:05` once the field is left; the field counts as left. */
export function leftTime(context: BookingContext): Update {
  const normalised = parseTime24(context.timeText, true);
  if (!normalised) return { timeLeft: true };
  if (normalised === context.form.time) return { timeLeft: true, timeText: normalised };
  return changedForm(context, { time: normalised }, { timeLeft: true, timeText: normalised });
}

/** `useEarliestArrival`: the suggested arrival becomes the form's date and time. */
export function earliestArrivalTaken(context: BookingContext): Update {
  const suggestion = arrivalSuggestion(context);
  if (!suggestion) return {};
  const form = { ...context.form, date: suggestion.date, time: suggestion.time };
  return settle(context, { form, timeChosen: true, error: null });
}

/** `swapLocations`: from and to swapped; the estimated duration belongs to the old direction. */
export function swappedLocations(context: BookingContext): Update {
  return settle(context, { form: swapForReturnTrip(context.form), tripDuration: null });
}

/** `selectPayment`. */
export function paymentSelected(context: BookingContext, payment: BookingForm['payment']): Update {
  return settle(context, { form: { ...context.form, payment } });
}

/** `preselectPayment` (product §2): pay in vehicle when offered and nothing is chosen; a locked payment stays. */
export function paymentPreselected(context: BookingContext): Update {
  const payment = preselectedPayment(context.paymentOptions, context.form.payment, isPaymentLocked(context));
  return payment ? paymentSelected(context, payment) : {};
}

/** `markSubmitAttempt`: from now on every field shows its error; validated with the clock at submit time. */
export function submitAttempted(context: BookingContext): Update {
  return settle(context, { submitAttempted: true });
}

/** Fields that take focus after a refused submit, in page order (the first invalid one wins). */
const FOCUS_ORDER = [
  'priority',
  'locationFrom',
  'locationTo',
  'pickup',
  'attributes',
  'phoneNumber',
  'driverComment',
  'payment',
] as const;

/**
 * `requestFocus`: the first invalid field in page order; for the pickup the "Use HH:MM" button of a too-early
 * arrival, else the time when it is malformed, else the date; for the payment the card brand when only that is
 * missing.
 */
export function focusRequested(context: BookingContext): Update {
  // Without a needed pass number nothing else matters yet: focus goes to "Add a pass number".
  if (needsPassNumber(context)) return { focus: { target: 'passNumber' } };
  const field = FOCUS_ORDER.find((name) => context.errors[name]);
  let target: BookingFocusTarget | null;
  if (field === 'pickup')
    target =
      context.errors.pickup === BOOKING_ERROR_KEYS.arrivalTooEarly
        ? 'useEarliestArrival'
        : isTime24(context.form.time)
          ? 'date'
          : 'time';
  else if (field === 'payment' && context.errors.payment === BOOKING_ERROR_KEYS.cardBrandRequired)
    target = 'cardBrand';
  else target = field ?? (context.seriesError ? 'series' : null);
  return { focus: target ? { target } : null };
}

/** `updateSession`: region settings, attribute definitions, pass number and monthly billing as the session has them. */
export function sessionUpdated(
  context: BookingContext,
  event: Extract<BookingEvent, { type: 'session.update' }>,
): Update {
  const hasMonthlyBilling = event.hasMonthlyBilling ?? context.hasMonthlyBilling;
  return settle(context, {
    settings: event.settings === undefined ? context.settings : event.settings,
    definitions:
      event.attributeDefinitions === undefined ? context.definitions : (event.attributeDefinitions ?? []),
    passNumber: event.passNumber === undefined ? context.passNumber : event.passNumber,
    hasPassNumbers: event.hasPassNumbers ?? context.hasPassNumbers,
    isCarer: event.isCarer ?? context.isCarer,
    budget: event.budget === undefined ? context.budget : event.budget,
    hasMonthlyBilling,
    form: hasMonthlyBilling ? { ...context.form, payment: MONTHLY_BILLING } : context.form,
  });
}

/** `storeSummary`: the estimate; monthly billing forced when it says so (product §4); its duration kept. */
export function summaryStored(context: BookingContext, summary: TripSummary): Update {
  const form = isMonthlyBillingForced(summary) ? { ...context.form, payment: MONTHLY_BILLING } : context.form;
  return settle(context, {
    summary,
    idempotencyKey: null,
    seriesKeys: {},
    form,
    tripDuration: summary.duration,
    overlaps: [],
  });
}

/** `clearSummary`: back on the form; a lock that came with the summary goes with it. */
export function summaryCleared(context: BookingContext): Update {
  return settle(context, { summary: null, idempotencyKey: null, seriesKeys: {}, overlaps: [] });
}

/** `storeBooked` / `storeFoundTrip`: the booked trip and its payment link (product §4). */
export function bookedStored(trip: Trip, result?: BookingResult): Update {
  return {
    success: true,
    paymentUrl: result?.paymentUrl ?? trip.paymentUrl ?? null,
    trip,
    idempotencyKey: null,
  };
}

/** The way back's default pick-up: an hour after the booked trip's arrival ({@link returnPickupAfter}), or null. */
export function returnPickupOf(context: Pick<BookingContext, 'summary' | 'trip'>): LocalDateTime | null {
  const arrival = context.summary?.arrivalDateTime ?? context.trip?.arrivalDateTime ?? null;
  return arrival ? returnPickupAfter(arrival) : null;
}

/**
 * `prepareReturnTrip` (product §2): the same form with from and to swapped, the outbound booking forgotten. The pick-up
 * defaults to one hour after the outbound arrival, rounded up to 5 minutes ({@link returnPickupAfter}; planned by
 * departure), never the outbound departure time. The driver comment is cleared: it belongs to the outbound pick-up
 * address ("ring at 40A") and would mislead the driver of the way back.
 */
export function returnTripPrepared(context: BookingContext): Update {
  const swapped = { ...swapForReturnTrip(context.form), driverComment: '' };
  const returnPickup = returnPickupOf(context);
  const form = returnPickup
    ? applyFormPatch(swapped, {
        date: returnPickup.date,
        time: returnPickup.time,
        planningMode: 'ByDeparture',
      })
    : swapped;
  return settle(context, {
    ...NO_BOOKING,
    leg: 'return',
    form,
    returnPickup,
    timeChosen: returnPickup ? true : context.timeChosen,
  });
}

/** `changeSeries`: the standing order patched (see `patchSeries`: switching on picks defaults). */
export function seriesChanged(context: BookingContext, patch: SeriesPatch): Update {
  return settle(context, {
    series: patchSeries(context.series, patch, context.form.date, seriesLatestOf(context)),
  });
}
