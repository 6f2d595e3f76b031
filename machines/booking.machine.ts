/**
 * The /book-trip and /quick-book booking flow (SPEC §2 /book-trip and /quick-book, §3 Booking and Booking
 * request, §4 "Booking flow" and its rules, §5 booking validation, §8 errors, §9 post-booking delay 1500 ms).
 *
 * States: `editing` → `estimating` (backdrop "Calculating trip details…") → `confirming` (confirmation dialog)
 * → `booking` (backdrop "Booking your trip…") → `success` (1500 ms) → `askingReturnTrip` (first leg) or `done`
 * (return leg). `askingReturnTrip` → `editing` with swapped addresses (return leg) or `done`.
 * Cancel on the booking backdrop aborts the request, but the server may have booked the trip already (issue 9:
 * "completed once or not at all"): `booking` → `checkingBooking` (backdrop "Checking whether your trip was
 * booked…") looks the trip up (`findBookedTrip`) → `success` when it was booked, else back to `confirming`
 * (the Idempotency-Key is kept, so confirming again can never book it twice); the traveller is told which.
 * `done` is final; leaving the page is the view stopping the actor (which aborts any request in flight).
 *
 * Alongside, for the whole life of the booking, the child `trafficIndicator` ({@link trafficIndicatorMachine})
 * shows the SPEC §2 traffic badge for the chosen time; the booking machine tells it about every change of the
 * form's date/time and of the region setting (`traffic.update`). Views read it with
 * `selectTrafficIndicatorRef` and `selectTrafficLevel`.
 *
 * Arrival time that can't fail (issue 17 item 4): every estimate's `duration` is kept for its route
 * (`tripDuration`); planning ByArrival, an arrival earlier than now + 1 h + that duration is a §5 pickup error, and
 * `selectArrivalSuggestion` offers the earliest bookable arrival (rounded up to 5 minutes), which
 * `form.useEarliestArrival` sets. Switching the planning mode moves a time the traveller has not chosen to that
 * mode's default (ByArrival: now + 1 h 05 + a typical trip, `defaultArrival`); a chosen time is kept.
 *
 * Effects are named and provided by the app with `bookingMachine.provide({ actors, actions })`:
 * actors `calculateTrip`, `bookTrip`, `findBookedTrip`, `trafficIndicator` (the traffic machine with its
 * `checkTraffic`); actions `notifyError`, `notifyBooked`, `notifyCancelOutcome`, `openPaymentLink`,
 * `refreshAfterBooking`, `goHome`. "Now" and idempotency keys
 * come from the input.
 */
import { and, assertEvent, assign, fromPromise, not, sendTo, setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import type {
  AppError,
  AttributeDefinition,
  BookingRequest,
  BookingResult,
  PaymentOption,
  RegionSettings,
  Trip,
  TripSummary,
} from './types';
import {
  MONTHLY_BILLING,
  applyFormPatch,
  createBookingForm,
  defaultTimeFor,
  earliestBookableArrival,
  isBlockedByPtAdvice,
  isBookingFormValid,
  isMonthlyBillingForced,
  isPaymentValid,
  isSameLocation,
  plannedDateTimeOf,
  swapForReturnTrip,
  toBookingRequest,
  validateBookingForm,
} from './lib/booking-rules';
import type { BookingForm, BookingFormErrors, BookingFormPatch } from './lib/booking-rules';
import { toAppError } from './lib/errors';
import { DEFAULT_MAX_DAYS_AHEAD, latestDate, type LocalDateTime } from './lib/time';
import { trafficIndicatorMachine, type TrafficIndicatorInput } from './traffic-indicator.machine';

/** SPEC §9 post-booking delay before the payment link opens, in ms. */
const POST_BOOKING_DELAY_MS = 1500;

/** Which leg is being booked: the first trip, or the return trip offered after it (SPEC §2). */
export type BookingLeg = 'outbound' | 'return';

/** Input of {@link bookingMachine} (`createActor(bookingMachine, { input })`). */
export interface BookingInput {
  /** Injected clock: the current instant. Used for the default pickup and the §5 pickup rule. */
  now: () => Date;
  /**
   * Prefills first name, last name and email (SPEC §3), and the phone number for the phone-call preference; for
   * guests the welcome-page entry values.
   */
  user?: { firstName?: string; lastName?: string; email?: string; phone?: string } | null;
  /** The session's selected pass number (passed to the actors, which scope the request with it). */
  passNumber?: string | null;
  /** Quick booking without an account (SPEC §2 /quick-book): the actors use the -without-account endpoints. */
  guest?: boolean;
  /** Region settings (PT-advice block, traffic indicator); may also arrive later with `session.update`. */
  settings?: RegionSettings | null;
  /** The region's attribute definitions (SPEC §3): unit ranges, "pick one" groups, default units. */
  attributeDefinitions?: AttributeDefinition[] | null;
  /** The traveller travels on invoice (profile `hasMonthlyBilling`): monthly billing is preselected and locked. */
  hasMonthlyBilling?: boolean;
  /** Idempotency key factory for `bookTrip`; default `crypto.randomUUID()`. */
  createIdempotencyKey?: () => string;
}

/** Context of {@link bookingMachine}. */
export interface BookingContext {
  now: () => Date;
  createIdempotencyKey: () => string;
  guest: boolean;
  passNumber: string | null;
  settings: RegionSettings | null;
  /** The region's attribute definitions (`[]` until known: then attribute counts are not checked). */
  definitions: AttributeDefinition[];
  /** Profile says monthly billing: payment forced and locked from the start (SPEC §4). */
  hasMonthlyBilling: boolean;
  leg: BookingLeg;
  form: BookingForm;
  /** §5 validation of `form` as of the last change (field → i18n key); `{}` when valid. */
  errors: BookingFormErrors;
  /**
   * Issue 17 item 4: the trip's duration in whole minutes from the last estimate of the form's route (TripSummary
   * `duration`); null until estimated, and again once an address changes or the addresses swap.
   */
  tripDuration: number | null;
  /**
   * The traveller chose the date or time (typed, or took the suggested arrival): a planning-mode switch then keeps
   * it instead of moving it to the mode's default (issue 17 item 4).
   */
  timeChosen: boolean;
  /** True once the user pressed Confirm on the form (views show all field errors from then on). */
  submitAttempted: boolean;
  /** The §3 trip summary from `calculateTrip`; present in `confirming` and `booking`. */
  summary: TripSummary | null;
  /** Sent with `bookTrip`; made on the first `booking.confirm` after an estimate and reused by retries. */
  idempotencyKey: string | null;
  /** SPEC §4 success flag. */
  success: boolean;
  /** SPEC §4 optional payment link from the booked trip. */
  paymentUrl: string | null;
  /** The booked trip (`bookTrip` output's `trip`). */
  trip: Trip | null;
  /** The last §8 normalised error from `calculateTrip` / `bookTrip`. */
  error: AppError | null;
}

/** Events accepted by {@link bookingMachine}. */
export type BookingEvent =
  /** Edit the form (`editing`); ByDeparture resets priority to 'None'. */
  | { type: 'form.change'; patch: BookingFormPatch }
  /** Swap from and to (`editing`). */
  | { type: 'form.swap' }
  /** Confirm on the form: validate, then request an estimate (`editing`). */
  | { type: 'form.submit' }
  /**
   * "Use HH:MM" under the time field (`editing`, issue 17 item 4): set the date and time to the earliest bookable
   * arrival (`selectArrivalSuggestion`); nothing happens when there is none.
   */
  | { type: 'form.useEarliestArrival' }
  /** Choose the payment method (`editing`, `confirming`); ignored while monthly billing is forced. */
  | { type: 'payment.select'; payment: PaymentOption }
  /** Session data arrived or changed (any state): region settings, selected pass number, monthly billing. */
  | {
      type: 'session.update';
      settings?: RegionSettings | null;
      attributeDefinitions?: AttributeDefinition[] | null;
      passNumber?: string | null;
      hasMonthlyBilling?: boolean;
    }
  /** Cancel on the "Calculating trip details…" backdrop: aborts `calculateTrip` (`estimating`). */
  | { type: 'estimate.cancel' }
  /** Back in the confirmation dialog (`confirming`). */
  | { type: 'estimate.back' }
  /** Confirm in the confirmation dialog (`confirming`), guarded: form valid, payment valid, not PT-blocked. */
  | { type: 'booking.confirm' }
  /**
   * Cancel on the "Booking your trip…" backdrop: aborts `bookTrip` and checks whether the server booked it anyway
   * (`booking`); on the "Checking…" backdrop: stops the check (`checkingBooking`).
   */
  | { type: 'booking.cancel' }
  /** Yes to "Do you want to book a return trip?" (`askingReturnTrip`). */
  | { type: 'returnTrip.accept' }
  /** No to the return-trip question (`askingReturnTrip`). */
  | { type: 'returnTrip.decline' }
  /** Start over with a fresh form (any non-final state). */
  | { type: 'booking.reset' };

/** Input of the `calculateTrip` actor (POST /trips/calculate, or /trips/calculate-without-account for guests). */
export interface CalculateTripInput {
  request: BookingRequest;
  guest: boolean;
  passNumber: string | null;
}

/** Input of the `bookTrip` actor (POST /trips/book, or /trips/book-without-account for guests). */
export interface BookTripInput extends CalculateTripInput {
  /** Same key for retries of one confirmation; send as an `Idempotency-Key` header. */
  idempotencyKey: string;
}

/** Input of the `findBookedTrip` actor: the booking request whose `bookTrip` was aborted. */
export type FindBookedTripInput = CalculateTripInput;

/**
 * What the traveller is told after cancelling a booking in flight (issue 9 item 3): the server had booked it
 * already (`booked`), it had not (`notBooked`), or that could not be checked (`unknown`: guests, or the check
 * failed — confirming again reuses the Idempotency-Key, so it still books at most once).
 */
export type CancelOutcome = 'booked' | 'notBooked' | 'unknown';

/** SPEC §4 monthly billing lock: the profile or the current trip summary says the user travels on invoice. */
function isPaymentLocked(context: Pick<BookingContext, 'hasMonthlyBilling' | 'summary'>): boolean {
  return context.hasMonthlyBilling || isMonthlyBillingForced(context.summary);
}

function notProvided(name: string): never {
  throw new Error(`booking.machine: actor "${name}" was not provided`);
}

/** Issue 16 item 6: the region's booking horizon in days (default 60 until the region is known). */
function maxDaysAheadOf(settings: RegionSettings | null | undefined): number {
  return settings?.maxDaysAhead ?? DEFAULT_MAX_DAYS_AHEAD;
}

/**
 * §5 validation of a form with the context's clock, attribute definitions, booking horizon and (issue 17 item 4)
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

/** Issue 17 item 4: the earliest bookable arrival to offer for the context's form, or null (see the rules). */
function arrivalSuggestion(
  context: Pick<BookingContext, 'now' | 'form' | 'tripDuration'>,
): LocalDateTime | null {
  return earliestBookableArrival(context.form, context.now(), context.tripDuration);
}

/** What the traffic indicator child needs to know: is it on, and for which instant (SPEC §2). */
function trafficInput(context: Pick<BookingContext, 'settings' | 'form'>): TrafficIndicatorInput {
  return {
    enabled: context.settings?.isTrafficIndicatorEnabled === true,
    dateTime: plannedDateTimeOf(context.form),
  };
}

function freshContext(input: BookingInput): BookingContext {
  const definitions = input.attributeDefinitions ?? [];
  const form = createBookingForm(input.now(), input.user, definitions);
  if (input.hasMonthlyBilling) form.payment = MONTHLY_BILLING;
  return {
    now: input.now,
    createIdempotencyKey: input.createIdempotencyKey ?? (() => globalThis.crypto.randomUUID()),
    guest: input.guest ?? false,
    passNumber: input.passNumber ?? null,
    settings: input.settings ?? null,
    definitions,
    hasMonthlyBilling: input.hasMonthlyBilling ?? false,
    leg: 'outbound',
    form,
    errors: validateBookingForm(form, input.now(), definitions, maxDaysAheadOf(input.settings)),
    tripDuration: null,
    timeChosen: false,
    submitAttempted: false,
    summary: null,
    idempotencyKey: null,
    success: false,
    paymentUrl: null,
    trip: null,
    error: null,
  };
}

/**
 * SPEC §2/§4 booking-flow statechart (XState v5). See the module comment for the state overview.
 *
 * Actors to provide (both receive `signal`; leaving the state aborts them):
 * - `calculateTrip`: {@link CalculateTripInput} → {@link TripSummary}; rejects with a §8 error.
 * - `bookTrip`: {@link BookTripInput} → {@link BookingResult} `{ success, trip, paymentUrl }`; rejects with a §8
 *   error. Send `idempotencyKey` as the `Idempotency-Key` header.
 * - `findBookedTrip`: {@link FindBookedTripInput} → the traveller's trip booked by exactly this request (same
 *   route, planned time, planning mode; not cancelled), or null; rejects with a §8 error. Signed-in only.
 *
 * Actions to provide (defaults do nothing):
 * - `notifyError` `{ error: AppError }` — error toast (§8).
 * - `notifyBooked` — toast "Your trip has been successfully booked!".
 * - `notifyCancelOutcome` `{ outcome: CancelOutcome }` — after Cancel on the booking backdrop: booked anyway,
 *   nothing booked, or unknown ({@link CancelOutcome}).
 * - `openPaymentLink` `{ url: string }` — open in a new tab; only when a link was returned, 1500 ms after success.
 * - `refreshAfterBooking` — reload budget and upcoming trip (§4), e.g.
 *   `auth.send({ type: 'userData.reload', parts: ['budget', 'nextTrip'] })`.
 * - `goHome` `{ guest: boolean }` — navigate to /home (or / in the guest flow).
 *
 * Child (provide the real one): `trafficIndicator` — {@link trafficIndicatorMachine} provided with its
 * `checkTraffic` actor (POST /traffic-indicator/check). Unprovided, its checks fail and the badge stays hidden.
 *
 * Guards (built in, from machines/lib/booking-rules): `isFormValid` (SPEC §5 incl. the region's attribute ranges
 * and the phone preference), `isPaymentValid`, `isBlockedByPtAdvice`, `isPaymentLocked` (monthly billing forced),
 * `hasPaymentUrl`, `isReturnLeg`, `isGuest`, `isTripFound`.
 * Delays: `postBookingDelay` 1500 ms.
 */
export const bookingMachine = setup({
  types: {
    context: {} as BookingContext,
    events: {} as BookingEvent,
    input: {} as BookingInput,
    children: {} as { trafficIndicator: 'trafficIndicator' },
  },
  actors: {
    calculateTrip: fromPromise<TripSummary, CalculateTripInput>(async () => notProvided('calculateTrip')),
    bookTrip: fromPromise<BookingResult, BookTripInput>(async () => notProvided('bookTrip')),
    findBookedTrip: fromPromise<Trip | null, FindBookedTripInput>(async () => notProvided('findBookedTrip')),
    trafficIndicator: trafficIndicatorMachine,
  },
  actions: {
    notifyError: (_, _params: { error: AppError }) => {},
    notifyBooked: () => {},
    notifyCancelOutcome: (_, _params: { outcome: CancelOutcome }) => {},
    openPaymentLink: (_, _params: { url: string }) => {},
    refreshAfterBooking: () => {},
    goHome: (_, _params: { guest: boolean }) => {},
    changeForm: assign(({ context, event }) => {
      assertEvent(event, 'form.change');
      const { patch } = event;
      const timeChosen = context.timeChosen || patch.date !== undefined || patch.time !== undefined;
      let patched = applyFormPatch(context.form, patch);
      // Issue 17 item 4: a new planning mode brings its own default time, unless the traveller chose one.
      if (!timeChosen && patched.planningMode !== context.form.planningMode)
        patched = { ...patched, ...defaultTimeFor(patched.planningMode, context.now()) };
      const form = isPaymentLocked(context) ? { ...patched, payment: MONTHLY_BILLING } : patched;
      const sameRoute =
        isSameLocation(form.locationFrom, context.form.locationFrom) &&
        isSameLocation(form.locationTo, context.form.locationTo);
      const tripDuration = sameRoute ? context.tripDuration : null;
      return {
        form,
        timeChosen,
        tripDuration,
        errors: validate({ ...context, tripDuration }, form),
        error: null,
      };
    }),
    useEarliestArrival: assign(({ context }) => {
      const suggestion = arrivalSuggestion(context);
      if (!suggestion) return {};
      const form = { ...context.form, date: suggestion.date, time: suggestion.time };
      return { form, timeChosen: true, errors: validate(context, form), error: null };
    }),
    swapLocations: assign(({ context }) => {
      const form = swapForReturnTrip(context.form);
      return { form, tripDuration: null, errors: validate({ ...context, tripDuration: null }, form) };
    }),
    selectPayment: assign(({ context, event }) => {
      assertEvent(event, 'payment.select');
      const form = { ...context.form, payment: event.payment };
      return { form, errors: validate(context, form) };
    }),
    markSubmitAttempt: assign(({ context }) => ({
      submitAttempted: true,
      errors: validate(context, context.form),
    })),
    updateSession: assign(({ context, event }) => {
      assertEvent(event, 'session.update');
      const hasMonthlyBilling = event.hasMonthlyBilling ?? context.hasMonthlyBilling;
      const form = hasMonthlyBilling ? { ...context.form, payment: MONTHLY_BILLING } : context.form;
      const definitions =
        event.attributeDefinitions === undefined ? context.definitions : (event.attributeDefinitions ?? []);
      const settings = event.settings === undefined ? context.settings : event.settings;
      return {
        settings,
        definitions,
        passNumber: event.passNumber === undefined ? context.passNumber : event.passNumber,
        hasMonthlyBilling,
        form,
        errors: validate({ ...context, definitions, settings }, form),
      };
    }),
    syncTrafficIndicator: sendTo('trafficIndicator', ({ context }) => ({
      type: 'traffic.update' as const,
      ...trafficInput(context),
    })),
    clearError: assign({ error: null }),
    storeError: assign((_, params: { error: unknown }) => ({ error: toAppError(params.error) })),
    storeSummary: assign(({ context }, params: { summary: TripSummary }) => {
      // SPEC §4: monthly billing is forced when the summary says the user has it.
      const form = isMonthlyBillingForced(params.summary)
        ? { ...context.form, payment: MONTHLY_BILLING }
        : context.form;
      // Issue 17 item 4: the route's duration, for the arrival rule from now on.
      const tripDuration = params.summary.duration;
      return {
        summary: params.summary,
        idempotencyKey: null,
        form,
        tripDuration,
        errors: validate({ ...context, tripDuration }, form),
      };
    }),
    clearSummary: assign({ summary: null, idempotencyKey: null }),
    ensureIdempotencyKey: assign(({ context }) => ({
      idempotencyKey: context.idempotencyKey ?? context.createIdempotencyKey(),
    })),
    storeFoundTrip: assign((_, params: { trip: Trip }) => ({
      success: true,
      paymentUrl: params.trip.paymentUrl ?? null,
      trip: params.trip,
      idempotencyKey: null,
    })),
    storeBooked: assign((_, params: { result: BookingResult }) => ({
      success: true,
      paymentUrl: params.result.paymentUrl ?? params.result.trip.paymentUrl ?? null,
      trip: params.result.trip,
      idempotencyKey: null,
    })),
    prepareReturnTrip: assign(({ context }) => {
      const form = swapForReturnTrip(context.form);
      return {
        leg: 'return' as const,
        form,
        tripDuration: null,
        errors: validate({ ...context, tripDuration: null }, form),
        submitAttempted: false,
        summary: null,
        idempotencyKey: null,
        success: false,
        paymentUrl: null,
        trip: null,
        error: null,
      };
    }),
    clearBooking: assign(({ context }) =>
      freshContext({
        now: context.now,
        createIdempotencyKey: context.createIdempotencyKey,
        user: context.form,
        passNumber: context.passNumber,
        guest: context.guest,
        settings: context.settings,
        attributeDefinitions: context.definitions,
        hasMonthlyBilling: context.hasMonthlyBilling,
      }),
    ),
  },
  guards: {
    isFormValid: ({ context }) =>
      isBookingFormValid(
        context.form,
        context.now(),
        context.definitions,
        maxDaysAheadOf(context.settings),
        context.tripDuration,
      ),
    isPaymentValid: ({ context }) => isPaymentValid(context.form.payment),
    isBlockedByPtAdvice: ({ context }) => isBlockedByPtAdvice(context.settings, context.summary),
    isPaymentLocked: ({ context }) => isPaymentLocked(context),
    hasPaymentUrl: ({ context }) => !!context.paymentUrl,
    isReturnLeg: ({ context }) => context.leg === 'return',
    isGuest: ({ context }) => context.guest,
    isTripFound: (_, params: { trip: Trip | null }) => params.trip !== null,
  },
  delays: {
    postBookingDelay: POST_BOOKING_DELAY_MS,
  },
}).createMachine({
  id: 'booking',
  context: ({ input }) => freshContext(input),
  invoke: {
    id: 'trafficIndicator',
    src: 'trafficIndicator',
    input: ({ context }) => trafficInput(context),
  },
  initial: 'editing',
  on: {
    'session.update': { actions: ['updateSession', 'syncTrafficIndicator'] },
    'booking.reset': { target: '.editing', actions: ['clearBooking', 'syncTrafficIndicator'] },
  },
  states: {
    editing: {
      on: {
        'form.change': { actions: ['changeForm', 'syncTrafficIndicator'] },
        'form.swap': { actions: 'swapLocations' },
        'form.useEarliestArrival': { actions: ['useEarliestArrival', 'syncTrafficIndicator'] },
        'payment.select': { guard: not('isPaymentLocked'), actions: 'selectPayment' },
        'form.submit': [
          { guard: 'isFormValid', target: 'estimating', actions: ['markSubmitAttempt', 'clearError'] },
          { actions: 'markSubmitAttempt' },
        ],
      },
    },
    estimating: {
      invoke: {
        id: 'calculateTrip',
        src: 'calculateTrip',
        input: ({ context }) => ({
          request: toBookingRequest(context.form, { guest: context.guest }),
          guest: context.guest,
          passNumber: context.passNumber,
        }),
        onDone: {
          target: 'confirming',
          actions: { type: 'storeSummary', params: ({ event }) => ({ summary: event.output }) },
        },
        onError: {
          target: 'editing',
          actions: [
            { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
            { type: 'notifyError', params: ({ event }) => ({ error: toAppError(event.error) }) },
          ],
        },
      },
      on: {
        'estimate.cancel': { target: 'editing' },
      },
    },
    confirming: {
      on: {
        'estimate.back': { target: 'editing', actions: 'clearSummary' },
        'payment.select': { guard: not('isPaymentLocked'), actions: 'selectPayment' },
        'booking.confirm': {
          guard: and(['isFormValid', 'isPaymentValid', not('isBlockedByPtAdvice')]),
          target: 'booking',
          actions: ['ensureIdempotencyKey', 'clearError'],
        },
      },
    },
    booking: {
      invoke: {
        id: 'bookTrip',
        src: 'bookTrip',
        input: ({ context }) => ({
          request: toBookingRequest(context.form, { guest: context.guest }),
          guest: context.guest,
          passNumber: context.passNumber,
          idempotencyKey: context.idempotencyKey ?? '',
        }),
        onDone: {
          target: 'success',
          actions: { type: 'storeBooked', params: ({ event }) => ({ result: event.output }) },
        },
        onError: {
          target: 'confirming',
          actions: [
            { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
            { type: 'notifyError', params: ({ event }) => ({ error: toAppError(event.error) }) },
          ],
        },
      },
      on: {
        'booking.cancel': [
          {
            // No trip list without an account: say so (confirming again reuses the Idempotency-Key).
            guard: 'isGuest',
            target: 'confirming',
            actions: { type: 'notifyCancelOutcome', params: { outcome: 'unknown' } },
          },
          { target: 'checkingBooking' },
        ],
      },
    },
    checkingBooking: {
      invoke: {
        id: 'findBookedTrip',
        src: 'findBookedTrip',
        input: ({ context }) => ({
          request: toBookingRequest(context.form, { guest: context.guest }),
          guest: context.guest,
          passNumber: context.passNumber,
        }),
        onDone: [
          {
            guard: { type: 'isTripFound', params: ({ event }) => ({ trip: event.output }) },
            target: 'success',
            actions: [
              { type: 'storeFoundTrip', params: ({ event }) => ({ trip: event.output! }) },
              { type: 'notifyCancelOutcome', params: { outcome: 'booked' } },
            ],
          },
          {
            target: 'confirming',
            actions: [
              { type: 'notifyCancelOutcome', params: { outcome: 'notBooked' } },
              'refreshAfterBooking',
            ],
          },
        ],
        onError: {
          target: 'confirming',
          actions: { type: 'notifyCancelOutcome', params: { outcome: 'unknown' } },
        },
      },
      on: {
        'booking.cancel': {
          target: 'confirming',
          actions: { type: 'notifyCancelOutcome', params: { outcome: 'unknown' } },
        },
      },
    },
    success: {
      entry: ['notifyBooked', 'refreshAfterBooking'],
      after: {
        postBookingDelay: [
          {
            guard: 'hasPaymentUrl',
            target: 'nextStep',
            actions: {
              type: 'openPaymentLink',
              params: ({ context }) => ({ url: context.paymentUrl ?? '' }),
            },
          },
          { target: 'nextStep' },
        ],
      },
    },
    nextStep: {
      always: [
        {
          guard: 'isReturnLeg',
          target: 'done',
          actions: { type: 'goHome', params: ({ context }) => ({ guest: context.guest }) },
        },
        { target: 'askingReturnTrip' },
      ],
    },
    askingReturnTrip: {
      on: {
        'returnTrip.accept': { target: 'editing', actions: ['prepareReturnTrip', 'syncTrafficIndicator'] },
        'returnTrip.decline': {
          target: 'done',
          actions: ['clearBooking', { type: 'goHome', params: ({ context }) => ({ guest: context.guest }) }],
        },
      },
    },
    done: {
      type: 'final',
    },
  },
});

/** Snapshot of {@link bookingMachine}. */
export type BookingSnapshot = SnapshotFrom<typeof bookingMachine>;

/** The form being edited. */
export const selectForm = (s: BookingSnapshot): BookingForm => s.context.form;
/** §5 field errors (field → i18n key). */
export const selectFormErrors = (s: BookingSnapshot): BookingFormErrors => s.context.errors;
/** The trip summary shown in the confirmation dialog. */
export const selectSummary = (s: BookingSnapshot): TripSummary | null => s.context.summary;
/** SPEC §2 backdrop: which cancellable waiting message to show, or null. */
export const selectBackdrop = (s: BookingSnapshot): 'estimating' | 'booking' | 'checking' | null =>
  s.matches('estimating')
    ? 'estimating'
    : s.matches('booking')
      ? 'booking'
      : s.matches('checkingBooking')
        ? 'checking'
        : null;
/** The confirmation dialog is open (also under the booking and checking backdrops). */
export const selectIsConfirmDialogOpen = (s: BookingSnapshot): boolean =>
  s.matches('confirming') || s.matches('booking') || s.matches('checkingBooking');
/** SPEC §4 payment locked to monthly billing (show the "contact customer service" tooltip). */
export const selectIsPaymentLocked = (s: BookingSnapshot): boolean => isPaymentLocked(s.context);
/** SPEC §4/§5 blocked-booking info message should show. */
export const selectIsBlockedByPtAdvice = (s: BookingSnapshot): boolean =>
  isBlockedByPtAdvice(s.context.settings, s.context.summary);
/** SPEC §2 return-trip question is showing. */
export const selectIsAskingReturnTrip = (s: BookingSnapshot): boolean => s.matches('askingReturnTrip');
/** Which leg is being booked. */
export const selectLeg = (s: BookingSnapshot): BookingLeg => s.context.leg;
/** Issue 16 item 6: the region's booking horizon in days (`maxDaysAhead`; 60 until the region is known). */
export const selectMaxDaysAhead = (s: BookingSnapshot): number => maxDaysAheadOf(s.context.settings);
/**
 * Issue 16 item 6: the last bookable date (`YYYY-MM-DD`, Europe/Amsterdam; today + maxDaysAhead days by the
 * machine's clock) — the date field's maximum.
 */
export const selectLatestDate = (s: BookingSnapshot): string =>
  latestDate(s.context.now(), maxDaysAheadOf(s.context.settings));
/**
 * Issue 17 item 4: what to offer under the time field while editing — the earliest bookable arrival
 * (`{ date: 'YYYY-MM-DD', time: 'HH:mm' }`, Europe/Amsterdam: now + 1 h + the trip's duration, rounded up to
 * 5 minutes) and the trip's duration in minutes, when the form plans ByArrival, the route's duration is known from an
 * estimate and the chosen arrival is earlier; else null. `form.useEarliestArrival` takes it.
 */
export const selectArrivalSuggestion = (
  s: BookingSnapshot,
): (LocalDateTime & { tripDurationMinutes: number }) | null => {
  if (!s.matches('editing') || s.context.tripDuration === null) return null;
  const suggestion = arrivalSuggestion(s.context);
  return suggestion ? { ...suggestion, tripDurationMinutes: s.context.tripDuration } : null;
};
/** The traffic indicator child (subscribe with `useSelector(ref, selectTrafficLevel)`); undefined once done. */
export const selectTrafficIndicatorRef = (s: BookingSnapshot) => s.children.trafficIndicator;
