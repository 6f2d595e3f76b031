/**
 * The /book-trip and /quick-book booking flow (product §2.4 /book-trip and /quick-book, §3 Booking and Booking
 * request, §4 "Booking flow" and its rules, §5 booking validation, §8 errors, §9 post-booking delay 1500 ms).
 *
 * States: `editing` → `estimating` (backdrop "Calculating trip details…") → `checkingOverlap` (same backdrop;
 * signed in only) → `confirming` (confirmation dialog) → `booking` (backdrop "Booking your trip…") → `success`
 * (1500 ms, then the payment link opens when there is one) → `nextStep`, or `bookingFailed` (the dialog headed
 * "Your trip has NOT been booked", the reason and "Try again"; no toast; Try again → `booking` with the same
 * Idempotency-Key, Close → `confirming`, Back → `editing`). `nextStep` decides:
 * - signed in: `confirmed`, the confirmation view "Your trip is booked" with every trip booked in this flow (trip
 *   number, date, pick-up window, from, to, passengers, aids, price and payment, cancel deadline, "Add to
 *   calendar"; `selectConfirmation`). It shows from `success` on (no toast), so the traveller reads it while the
 *   payment link's 1500 ms run. After the outbound leg it carries the return-trip question
 *   (`confirmed.offeringReturnTrip`): Yes → `editing` with swapped addresses (return leg), No → `confirmed.complete`
 *   (the view stays, without the question); after the return leg it is `confirmed.complete` with both trips.
 *   "Go to home" (`confirmation.close`) → `done`.
 * - a guest: the toast, then the dialog `askingReturnTrip` (first leg) → `editing` (return leg) or the guest's
 *   confirmation page; after the return leg the confirmation page at once (`done`).
 *
 * No costly mistake in one tap: before the dialog opens, `checkingOverlap` loads the traveller's trips around the
 * new pick-up (`loadOtherTrips`; every date of a series) and keeps those it overlaps (`overlaps`, rule in
 * machines/lib/trip-overlap.ts: a pick-up within another trip's pick-up and arrival, both included, cancelled trips
 * ignored); the dialog warns about each ("You already have a trip then: …") and Confirm still books. Loaded before
 * the dialog opens, so the warning is there when the dialog is read and nothing moves under the traveller's finger.
 * Guests skip it (no trip list); when the load fails the dialog opens without a warning.
 * Cancel (`backdrop.cancel`) on the booking backdrop aborts the request, but the server may have booked the trip already (a booking is
 * "completed once or not at all"): `booking` → `checkingBooking` (backdrop "Checking whether your trip was
 * booked…") looks the trip up (`findBookedTrip`) → `success` when it was booked, else back to `confirming`
 * (the Idempotency-Key is kept, so confirming again can never book it twice); the traveller is told which.
 * `done` is final; leaving the page is the view stopping the actor (which aborts any request in flight).
 *
 * A guest's booking leaves a record: every trip booked in this flow is kept (`bookedTrips`, the series' trips too),
 * and where a signed-in traveller goes home, a guest goes to the confirmation page /quick-book/booked with them
 * (`showGuestBooking`): after "No" to the return trip, or once the return trip is booked.
 *
 * Alongside, for the whole life of the booking, the child `trafficIndicator` ({@link trafficIndicatorMachine})
 * shows the product §2.4 traffic badge for the chosen time; the booking machine tells it about every change of the
 * form's date/time and of the region setting (`traffic.update`). Views read it with
 * `selectTrafficIndicatorRef` and `selectTrafficLevel`.
 *
 * Arrival time that can't fail: every estimate's `duration` is kept for its route
 * (`tripDuration`); planning ByArrival, an arrival earlier than now + 1 h + that duration is a §5 pickup error, and
 * `selectArrivalSuggestion` offers the earliest bookable arrival (rounded up to 5 minutes), which
 * `form.useEarliestArrival` sets. Switching the planning mode moves a time the traveller has not chosen to that
 * mode's default (ByArrival: now + 1 h 05 + a typical trip, `defaultArrival`); a chosen time is kept.
 *
 * The form's decisions are the chart's too: the payment options offered (`paymentOptions`) and
 * pay in vehicle preselected on entering `editing` (`preselectPayment`); the date field's bounds and the earliest
 * pickup to name (`earliestDate`, `latestDate`, `earliest`, all from the injected clock); the 24-hour time field's
 * text and whether it is malformed (`form.typeTime`, `form.leaveTime`); which error each field shows
 * (`selectShownError`); where focus goes after a refused submit (`requestFocus`); one `backdrop.cancel` for every
 * waiting backdrop. The pure functions behind them are in machines/lib/booking-context.ts, the types in
 * machines/lib/booking-types.ts, the selectors in machines/lib/booking-selectors.ts.
 *
 * Repeating trips: with "Repeat this trip" on (`series.change`), Confirm in the dialog books every
 * date of the series in the invoked child `bookingSeries` ({@link bookingSeriesMachine}: one trip per date, each with
 * its own Idempotency-Key, failures listed and retried there) → `nextStep` when it booked any (the return-trip
 * question then repeats the whole series, swapped), else back to `confirming`.
 *
 * A draft that survives: every edit hands the form's draft to `saveDraft` (the app keeps it per account in
 * sessionStorage); a chart started with input `draft` begins from it (`draftRestored`: the view says so, and the
 * pickup rule is checked again at once, so a time now too soon is flagged, never moved). `draft.discard` ("Start
 * over") gives the form a fresh visit gets (defaults, the start's `prefill` such as the travel preferences, the
 * payment preselected) and `discardDraft`; a completed booking (`success`, or a series with any date booked)
 * discards it too. A failed estimate or booking keeps the form and its error (`selectRequestFailure`: "No
 * connection. Your details are kept." when nothing or a gateway answered, `isUnreachable`) until `failure.dismiss`
 * or the next try; trying the booking again reuses its Idempotency-Key, so it is never booked twice.
 *
 * Effects are named and provided by the app with `bookingMachine.provide({ actors, actions })`:
 * actors `calculateTrip`, `bookTrip`, `findBookedTrip`, `loadOtherTrips`, `trafficIndicator` (the traffic machine with its
 * `checkTraffic`); actions `notifyError`, `notifyBooked`, `notifyCancelOutcome`, `openPaymentLink`,
 * `refreshAfterBooking`, `goHome`, `choosePassNumber` (on start: the preferences' default pass number, see
 * `passNumberToChoose`), `saveDraft`, `discardDraft`. "Now" and idempotency keys come from the input.
 */
import { and, assertEvent, assign, enqueueActions, fromPromise, not, sendTo, setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import type { AppError, BookingResult, Trip, TripSummary } from './types';
import {
  bookedStored,
  changedForm,
  clearedContext,
  earliestArrivalTaken,
  focusRequested,
  freshContext,
  isFormValid,
  isPaymentLocked,
  leftTime,
  otherTripsInput,
  overlapsStored,
  paymentPreselected,
  paymentSelected,
  returnTripPrepared,
  isSeries,
  seriesChanged,
  seriesItems,
  seriesKeysEnsured,
  sessionUpdated,
  submitAttempted,
  summaryCleared,
  summaryStored,
  swappedLocations,
  trafficInput,
  typedTime,
} from './lib/booking-context';
import { passNumberToChoose } from './lib/book-again';
import { draftOf } from './lib/booking-draft';
import type {
  BookingDraft,
  BookTripInput,
  BookingContext,
  BookingEvent,
  BookingInput,
  CalculateTripInput,
  CancelOutcome,
  FindBookedTripInput,
  LoadOtherTripsInput,
} from './lib/booking-types';
import { isBlockedByPtAdvice, isPaymentValid } from './lib/booking-rules';
import { toBookingRequest } from './lib/booking-request';
import { errorParams, toAppError } from './lib/errors';
import { trafficIndicatorMachine } from './traffic-indicator.machine';
import { bookingSeriesMachine, type BookingSeriesOutput } from './booking-series.machine';

export type {
  BookTripInput,
  BookingContext,
  BookingEvent,
  BookingInput,
  CalculateTripInput,
  CancelOutcome,
  FindBookedTripInput,
  LoadOtherTripsInput,
} from './lib/booking-types';
import { notProvided } from './lib/not-provided';
import { storeErrorAnd } from './lib/transitions';

/** product §9 post-booking delay before the payment link opens, in ms. */
const POST_BOOKING_DELAY_MS = 1500;

/** The request of `calculateTrip` and `findBookedTrip` (product §3 Booking request, guest or signed in). */
function requestInput(context: BookingContext): CalculateTripInput {
  return {
    request: toBookingRequest(context.form, { guest: context.guest }),
    guest: context.guest,
    passNumber: context.passNumber,
  };
}

/** `params` of `saveDraft`: the context's draft and whose it is. */
const draftParams = ({ context }: { context: BookingContext }) => ({
  draft: draftOf(context),
  guest: context.guest,
});

/** `params` of `discardDraft`. */
const ownerParams = ({ context }: { context: BookingContext }) => ({ guest: context.guest });

/**
 * product §2/§4 booking-flow statechart (XState v5). See the module comment for the state overview.
 *
 * Actors to provide (all receive `signal`; leaving the state aborts them):
 * - `calculateTrip`: {@link CalculateTripInput} → {@link TripSummary}; rejects with a §8 error.
 * - `bookTrip`: {@link BookTripInput} → {@link BookingResult} `{ success, trip, paymentUrl }`; rejects with a §8
 *   error. Send `idempotencyKey` as the `Idempotency-Key` header.
 * - `findBookedTrip`: {@link FindBookedTripInput} → the traveller's trip booked by exactly this request (same
 *   route, planned time, planning mode; not cancelled), or null; rejects with a §8 error. Signed-in only.
 * - `loadOtherTrips`: {@link LoadOtherTripsInput} `{ range }` → the traveller's trips departing in that range of
 *   Europe/Amsterdam days (any status); rejects with a §8 error (the dialog then opens without a warning).
 *   Signed-in only.
 *
 * Actions to provide (defaults do nothing):
 * - `notifyError` `{ error: AppError }` — error toast (§8) of a failed estimate (a failed booking is said in the
 *   dialog, `bookingFailed`, not in a toast).
 * - `notifyBooked` — toast "Your trip has been successfully booked!" (guests only: a signed-in traveller gets the
 *   confirmation view instead).
 * - `notifyCancelOutcome` `{ outcome: CancelOutcome }` — after Cancel on the booking backdrop: booked anyway,
 *   nothing booked, or unknown ({@link CancelOutcome}).
 * - `openPaymentLink` `{ url: string }` — open in a new tab; only when a link was returned, 1500 ms after success.
 * - `refreshAfterBooking` — reload budget and upcoming trip (§4), e.g.
 *   `auth.send({ type: 'userData.reload', parts: ['budget', 'nextTrip'] })`.
 * - `goHome` `{ guest: boolean }` — navigate to /home ("Go to home" on the signed-in confirmation view; guests go
 *   to `showGuestBooking` instead).
 * - `showGuestBooking` `{ trips: Trip[] }` — a guest's flow is over: show the confirmation page /quick-book/booked
 *   with the trips booked in it (outbound, return, a series' dates), in booking order.
 *
 * Child (provide the real one): `trafficIndicator` — {@link trafficIndicatorMachine} provided with its
 * `checkTraffic` actor (POST /traffic-indicator/check). Unprovided, its checks fail and the badge stays hidden.
 * Child `bookingSeries` — {@link bookingSeriesMachine} provided with the same `bookTrip`; its output
 * `{ booked }` decides `nextStep` (some date booked) or back to `confirming`.
 *
 * Guards (built in, from machines/lib/booking-rules): `isFormValid` (product §5 incl. the region's attribute ranges
 * and the phone preference), `isPaymentValid`, `isBlockedByPtAdvice`, `isPaymentLocked` (monthly billing forced),
 * `hasPaymentUrl`, `isReturnLeg`, `isGuest`, `isTripFound`, `isSeries` ("Repeat this trip" on), `isSeriesBooked`.
 * Delays: `postBookingDelay` 1500 ms.
 */
export const bookingMachine = setup({
  types: {
    context: {} as BookingContext,
    events: {} as BookingEvent,
    input: {} as BookingInput,
    children: {} as { trafficIndicator: 'trafficIndicator'; bookingSeries: 'bookingSeries' },
  },
  actors: {
    calculateTrip: fromPromise<TripSummary, CalculateTripInput>(async () =>
      notProvided('booking', 'calculateTrip'),
    ),
    bookTrip: fromPromise<BookingResult, BookTripInput>(async () => notProvided('booking', 'bookTrip')),
    findBookedTrip: fromPromise<Trip | null, FindBookedTripInput>(async () =>
      notProvided('booking', 'findBookedTrip'),
    ),
    loadOtherTrips: fromPromise<Trip[], LoadOtherTripsInput>(async () =>
      notProvided('booking', 'loadOtherTrips'),
    ),
    trafficIndicator: trafficIndicatorMachine,
    bookingSeries: bookingSeriesMachine,
  },
  actions: {
    notifyError: (_, _params: { error: AppError }) => {},
    notifyBooked: () => {},
    /**
     * A guest hears of the booking in a toast (`notifyBooked`); a signed-in traveller's confirmation view says it
     * itself. Named so the chart pastes whole into Stately Studio. The cast is for TypeScript only: inside this
     * `setup`, any `enqueueActions` makes the inferred action map circular (TS2719); at run time XState runs it as
     * the enqueueActions action it is (tests/machines/booking.machine.test.ts).
     */
    announceBooked: enqueueActions<BookingContext, BookingEvent, undefined, BookingEvent>(
      ({ context, enqueue }) => {
        if (context.guest) enqueue('notifyBooked');
      },
    ) as unknown as () => void,
    notifyCancelOutcome: (_, _params: { outcome: CancelOutcome }) => {},
    openPaymentLink: (_, _params: { url: string }) => {},
    refreshAfterBooking: () => {},
    goHome: (_, _params: { guest: boolean }) => {},
    showGuestBooking: (_, _params: { trips: Trip[] }) => {},
    rememberBookedTrip: assign(({ context }) => ({
      bookedTrips: context.trip ? [...context.bookedTrips, context.trip] : context.bookedTrips,
    })),
    rememberSeriesTrips: assign(({ context }, params: { trips: Trip[] }) => ({
      bookedTrips: [...context.bookedTrips, ...params.trips],
    })),
    /** Asks the session to select `passNumber` (provided); null: nothing to select. */
    choosePassNumber: (_, _params: { passNumber: string | null }) => {},
    /** Keeps the form's draft for this traveller (provided: sessionStorage, per account; guests per tab). */
    saveDraft: (_, _params: { draft: BookingDraft; guest: boolean }) => {},
    /** Removes the kept draft (provided): a completed booking, "Start over". */
    discardDraft: (_, _params: { guest: boolean }) => {},
    changeForm: assign(({ context, event }) => {
      assertEvent(event, 'form.change');
      return changedForm(context, event.patch);
    }),
    typeTime: assign(({ context, event }) => {
      assertEvent(event, 'form.typeTime');
      return typedTime(context, event.text);
    }),
    leaveTime: assign(({ context }) => leftTime(context)),
    useEarliestArrival: assign(({ context }) => earliestArrivalTaken(context)),
    swapLocations: assign(({ context }) => swappedLocations(context)),
    changeSeries: assign(({ context, event }) => {
      assertEvent(event, 'series.change');
      return seriesChanged(context, event.patch);
    }),
    ensureSeriesKeys: assign(({ context }) => seriesKeysEnsured(context)),
    selectPayment: assign(({ context, event }) => {
      assertEvent(event, 'payment.select');
      return paymentSelected(context, event.payment);
    }),
    preselectPayment: assign(({ context }) => paymentPreselected(context)),
    markSubmitAttempt: assign(({ context }) => submitAttempted(context)),
    requestFocus: assign(({ context }) => focusRequested(context)),
    updateSession: assign(({ context, event }) => {
      assertEvent(event, 'session.update');
      return sessionUpdated(context, event);
    }),
    syncTrafficIndicator: sendTo('trafficIndicator', ({ context }) => ({
      type: 'traffic.update' as const,
      ...trafficInput(context),
    })),
    clearError: assign({ error: null }),
    storeError: assign((_, params: { error: unknown }) => ({ error: toAppError(params.error) })),
    storeSummary: assign(({ context }, params: { summary: TripSummary }) =>
      summaryStored(context, params.summary),
    ),
    clearSummary: assign(({ context }) => summaryCleared(context)),
    storeOverlaps: assign(({ context }, params: { trips: Trip[] }) => overlapsStored(context, params.trips)),
    ensureIdempotencyKey: assign(({ context }) => ({
      idempotencyKey: context.idempotencyKey ?? context.createIdempotencyKey(),
    })),
    storeFoundTrip: assign((_, params: { trip: Trip }) => bookedStored(params.trip)),
    storeBooked: assign((_, params: { result: BookingResult }) =>
      bookedStored(params.result.trip, params.result),
    ),
    prepareReturnTrip: assign(({ context }) => returnTripPrepared(context)),
    clearBooking: assign(({ context }) => clearedContext(context)),
  },
  guards: {
    isFormValid: ({ context }) => isFormValid(context),
    isPaymentValid: ({ context }) => isPaymentValid(context.form.payment),
    isBlockedByPtAdvice: ({ context }) => isBlockedByPtAdvice(context.settings, context.summary),
    isPaymentLocked: ({ context }) => isPaymentLocked(context),
    hasPaymentUrl: ({ context }) => !!context.paymentUrl,
    isReturnLeg: ({ context }) => context.leg === 'return',
    isGuest: ({ context }) => context.guest,
    isTripFound: (_, params: { trip: Trip | null }) => params.trip !== null,
    isSeries: ({ context }) => isSeries(context),
    isSeriesBooked: (_, params: { output: BookingSeriesOutput }) => params.output.booked > 0,
  },
  delays: {
    postBookingDelay: POST_BOOKING_DELAY_MS,
  },
}).createMachine({
  id: 'booking',
  context: ({ input }) => freshContext(input),
  // A new booking starts from the travel preferences' default pass number (once, on start).
  entry: { type: 'choosePassNumber', params: ({ context }) => ({ passNumber: passNumberToChoose(context) }) },
  invoke: {
    id: 'trafficIndicator',
    src: 'trafficIndicator',
    input: ({ context }) => trafficInput(context),
  },
  initial: 'editing',
  on: {
    'session.update': { actions: ['updateSession', 'preselectPayment', 'syncTrafficIndicator'] },
    'booking.reset': {
      target: '.editing',
      actions: ['clearBooking', 'preselectPayment', 'syncTrafficIndicator'],
    },
  },
  states: {
    editing: {
      entry: 'preselectPayment',
      on: {
        'form.change': {
          actions: ['changeForm', 'syncTrafficIndicator', { type: 'saveDraft', params: draftParams }],
        },
        'form.typeTime': {
          actions: ['typeTime', 'syncTrafficIndicator', { type: 'saveDraft', params: draftParams }],
        },
        'form.leaveTime': {
          actions: ['leaveTime', 'syncTrafficIndicator', { type: 'saveDraft', params: draftParams }],
        },
        'form.swap': { actions: ['swapLocations', { type: 'saveDraft', params: draftParams }] },
        'series.change': { actions: ['changeSeries', { type: 'saveDraft', params: draftParams }] },
        'form.useEarliestArrival': {
          actions: ['useEarliestArrival', 'syncTrafficIndicator', { type: 'saveDraft', params: draftParams }],
        },
        'payment.select': {
          guard: not('isPaymentLocked'),
          actions: ['selectPayment', { type: 'saveDraft', params: draftParams }],
        },
        // "Start over" on a restored draft: the form a fresh visit gets (defaults, the travel preferences, the
        // payment preselected), and the kept draft goes.
        'draft.discard': {
          target: 'editing',
          actions: [
            'clearBooking',
            'preselectPayment',
            { type: 'discardDraft', params: ownerParams },
            'syncTrafficIndicator',
          ],
        },
        'failure.dismiss': { actions: 'clearError' },
        'form.submit': [
          { guard: 'isFormValid', target: 'estimating', actions: ['markSubmitAttempt', 'clearError'] },
          { actions: ['markSubmitAttempt', 'requestFocus'] },
        ],
      },
    },
    estimating: {
      invoke: {
        id: 'calculateTrip',
        src: 'calculateTrip',
        input: ({ context }) => requestInput(context),
        onDone: [
          {
            // Signed in: look for overlaps with the traveller's other trips before the dialog opens.
            guard: not('isGuest'),
            target: 'checkingOverlap',
            actions: { type: 'storeSummary', params: ({ event }) => ({ summary: event.output }) },
          },
          {
            // A guest has no trip list: nothing to warn of.
            target: 'confirming',
            actions: { type: 'storeSummary', params: ({ event }) => ({ summary: event.output }) },
          },
        ],
        onError: storeErrorAnd('editing', 'notifyError'),
      },
      on: {
        'backdrop.cancel': { target: 'editing' },
      },
    },
    checkingOverlap: {
      invoke: {
        id: 'loadOtherTrips',
        src: 'loadOtherTrips',
        input: ({ context }) => otherTripsInput(context),
        onDone: {
          target: 'confirming',
          actions: { type: 'storeOverlaps', params: ({ event }) => ({ trips: event.output }) },
        },
        // The trips could not be loaded: the dialog opens without a warning (nothing known, nothing said).
        onError: { target: 'confirming' },
      },
      on: {
        'backdrop.cancel': { target: 'editing', actions: 'clearSummary' },
      },
    },
    confirming: {
      on: {
        'estimate.back': { target: 'editing', actions: ['clearSummary', 'clearError'] },
        'payment.select': { guard: not('isPaymentLocked'), actions: 'selectPayment' },
        'booking.confirm': [
          {
            guard: and(['isFormValid', 'isPaymentValid', not('isBlockedByPtAdvice'), not('isSeries')]),
            target: 'booking',
            actions: ['ensureIdempotencyKey', 'clearError'],
          },
          {
            guard: and(['isFormValid', 'isPaymentValid', not('isBlockedByPtAdvice')]),
            target: 'bookingSeries',
            actions: ['ensureSeriesKeys', 'clearError'],
          },
        ],
      },
    },
    bookingSeries: {
      invoke: {
        id: 'bookingSeries',
        src: 'bookingSeries',
        input: ({ context }) => ({
          items: seriesItems(context),
          guest: context.guest,
          passNumber: context.passNumber,
        }),
        onDone: [
          {
            guard: { type: 'isSeriesBooked', params: ({ event }) => ({ output: event.output }) },
            target: 'nextStep',
            actions: [
              'refreshAfterBooking',
              { type: 'rememberSeriesTrips', params: ({ event }) => ({ trips: event.output.trips }) },
              { type: 'discardDraft', params: ownerParams },
            ],
          },
          { target: 'confirming', actions: 'refreshAfterBooking' },
        ],
      },
    },
    booking: {
      invoke: {
        id: 'bookTrip',
        src: 'bookTrip',
        input: ({ context }) => ({ ...requestInput(context), idempotencyKey: context.idempotencyKey ?? '' }),
        onDone: {
          target: 'success',
          actions: { type: 'storeBooked', params: ({ event }) => ({ result: event.output }) },
        },
        // Said in the dialog itself ("Your trip has NOT been booked", the reason, "Try again"): no toast.
        onError: { target: 'bookingFailed', actions: { type: 'storeError', params: errorParams } },
      },
      on: {
        'backdrop.cancel': [
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
    bookingFailed: {
      // The confirmation dialog stays open, headed "Your trip has NOT been booked" with the reason first; "Try
      // again" books with the same Idempotency-Key (so never twice), "Close" keeps the dialog as it was.
      on: {
        'booking.confirm': {
          guard: and(['isFormValid', 'isPaymentValid', not('isBlockedByPtAdvice')]),
          target: 'booking',
          actions: ['ensureIdempotencyKey', 'clearError'],
        },
        'failure.dismiss': { target: 'confirming', actions: 'clearError' },
        'estimate.back': { target: 'editing', actions: ['clearSummary', 'clearError'] },
      },
    },
    checkingBooking: {
      invoke: {
        id: 'findBookedTrip',
        src: 'findBookedTrip',
        input: ({ context }) => requestInput(context),
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
        'backdrop.cancel': {
          target: 'confirming',
          actions: { type: 'notifyCancelOutcome', params: { outcome: 'unknown' } },
        },
      },
    },
    success: {
      // A guest hears it in a toast (the form stays behind); a signed-in traveller sees the confirmation view at
      // once (`selectConfirmation`), which says it itself.
      entry: [
        'rememberBookedTrip',
        'announceBooked',
        'refreshAfterBooking',
        { type: 'discardDraft', params: ownerParams },
      ],
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
        // Signed in: the confirmation view stays, with the return-trip question on it after the outbound leg.
        { guard: and([not('isGuest'), not('isReturnLeg')]), target: 'confirmed' },
        { guard: not('isGuest'), target: 'confirmed.complete' },
        { guard: not('isReturnLeg'), target: 'askingReturnTrip' },
        {
          // A guest's return leg is booked: the confirmation page with both trips.
          target: 'done',
          actions: { type: 'showGuestBooking', params: ({ context }) => ({ trips: context.bookedTrips }) },
        },
      ],
    },
    // A guest's return-trip question (a dialog over the form; the confirmation page follows).
    askingReturnTrip: {
      on: {
        'returnTrip.accept': {
          target: 'editing',
          actions: ['prepareReturnTrip', 'syncTrafficIndicator', { type: 'saveDraft', params: draftParams }],
        },
        'returnTrip.decline': {
          target: 'done',
          actions: { type: 'showGuestBooking', params: ({ context }) => ({ trips: context.bookedTrips }) },
        },
      },
    },
    // A signed-in traveller's confirmation view (product §2 "a confirmation to keep"): every trip booked in this flow
    // (`bookedTrips`) with its number, window, aids, price and cancel deadline; the return-trip question sits on it.
    confirmed: {
      initial: 'offeringReturnTrip',
      on: {
        'confirmation.close': {
          target: 'done',
          actions: ['clearBooking', { type: 'goHome', params: ({ context }) => ({ guest: context.guest }) }],
        },
      },
      states: {
        offeringReturnTrip: {
          on: {
            'returnTrip.accept': {
              target: '#booking.editing',
              actions: [
                'prepareReturnTrip',
                'syncTrafficIndicator',
                { type: 'saveDraft', params: draftParams },
              ],
            },
            'returnTrip.decline': { target: 'complete' },
          },
        },
        // No return trip to ask about (declined, or the return leg is booked): the confirmation alone.
        complete: {},
      },
    },
    done: {
      type: 'final',
    },
  },
});

/** Snapshot of {@link bookingMachine}. */
export type BookingSnapshot = SnapshotFrom<typeof bookingMachine>;
