/**
 * The named implementations of the booking chart (machines/booking/booking.machine.ts): its types, placeholder actors,
 * actions, guards and delays, in one `setup()`. The chart itself refers to all of them by name only, so its config
 * pastes whole into Stately Studio; the rules behind them are pure functions beside it in this wing (rules.ts, context.ts, dates.ts, …).
 *
 * Arrival time that can't fail: every estimate's `duration` is kept for its route (`tripDuration`); planning
 * ByArrival, an arrival earlier than now + 1 h + that duration is a §5 pickup error, and `selectArrivalSuggestion`
 * offers the earliest bookable arrival (rounded up to 5 minutes), which `form.useEarliestArrival` sets (in
 * `planning.byArrival`). Switching the planning mode moves a time the traveller has not chosen to that mode's
 * default (ByArrival: now + 1 h 05 + a typical trip, `defaultArrival`); a chosen time is kept.
 *
 * The form's decisions are the chart's too: the payment options offered (`paymentOptions`) and pay in vehicle
 * preselected on entering `editing` (`preselectPayment`); the date field's bounds and the earliest pickup to name
 * (`earliestDate`, `latestDate`, `earliest`, all from the injected clock); the 24-hour time field's text and
 * whether it is malformed (`form.typeTime`, `form.leaveTime`); which error each field shows (`selectShownError`);
 * where focus goes after a refused submit (`requestFocus`); one `backdrop.cancel` for every waiting backdrop. The
 * pure functions behind them are in machines/booking/context.ts, the types in machines/booking/types.ts,
 * the selectors in machines/booking/selectors.ts, the named implementations in ./setup.ts.
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
 * actors `calculateTrip`, `bookTrip`, `findBookedTrip`, `loadOtherTrips`, `trafficIndicator` (the traffic machine
 * with its `checkTraffic`); actions `notifyError`, `notifyBooked`, `notifyCancelOutcome`, `openPaymentLink`,
 * `refreshAfterBooking`, `goHome`, `choosePassNumber` (on start: the preferences' default pass number, see
 * `passNumberToChoose`), `saveDraft`, `discardDraft`. "Now" and idempotency keys come from the input.
 *
 * Guards come in three kinds:
 * - mode guards read the chart's own regions (`stateIn`): `isEditing`, `isGuest`, `isSignedIn`, `isOutboundLeg`,
 *   `isOnce`, `isRepeating`, `isAskingReturnTrip` and their combinations. The derived test model evaluates them
 *   itself (scripts/lib/statechart-model.ts), so the QA plan needs no facts for the modes;
 * - start guards read what the run started from (the input, a restored draft): `startsAsGuest`,
 *   `startsOnReturnLeg`, `startsByArrival`, `startsRepeating`; each mode region decides with them on entry;
 * - data guards read the form, the estimate or an event: `isFormValid` (product §5), `isPaymentValid`,
 *   `isBlockedByPtAdvice`, `isPaymentLocked` (product §4 monthly billing), `hasPaymentUrl`, `isTripFound`,
 *   `isSeriesBooked`, and the event guards that tell a mode switch from an ordinary edit.
 */
import {
  and,
  assertEvent,
  assign,
  enqueueActions,
  fromPromise,
  not,
  or,
  sendTo,
  setup,
  stateIn,
} from 'xstate';
import type { AppError, BookingResult, Trip, TripSummary } from '../types';
import {
  bookedStored,
  changedForm,
  clearedContext,
  earliestArrivalTaken,
  focusRequested,
  isFormValid,
  isPaymentLocked,
  leftTime,
  paymentPreselected,
  paymentSelected,
  returnPickupOf,
  returnTripPrepared,
  seriesChanged,
  sessionUpdated,
  submitAttempted,
  summaryCleared,
  summaryStored,
  swappedLocations,
  trafficInput,
  typedTime,
} from './context';
import { overlapsStored, seriesInput, seriesKeysEnsured } from './dates';
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
} from './types';
import { isBlockedByPtAdvice, isPaymentValid } from './rules';
import { appErrorParams, errorParams, toAppError } from '../lib/errors';
import { draftOf } from './draft';
import { toBookingRequest } from './request';
import { notProvided } from '../lib/not-provided';
import { trafficIndicatorMachine } from './traffic-indicator.machine';
import { bookingSeriesMachine, type BookingSeriesOutput } from './series.machine';

export { seriesInput };

/** The request of `calculateTrip` and `findBookedTrip` (product §3 Booking request, guest or signed in). */
export function requestInput(context: BookingContext): CalculateTripInput {
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
/** `params` of `discardDraft` and `goHome`: whose the booking is. */
export const ownerParams = ({ context }: { context: BookingContext }) => ({ guest: context.guest });
/** `params` of `showGuestBooking`: every trip booked in this flow. */
const bookedParams = ({ context }: { context: BookingContext }) => ({ trips: context.bookedTrips });
/** `params` of `openPaymentLink`. */
export const paymentUrlParams = ({ context }: { context: BookingContext }) => ({
  url: context.paymentUrl ?? '',
});
/** `params` of `storeSummary`: the estimate `calculateTrip` returned. */
export const summaryParams = ({ event }: { event: { output: TripSummary } }) => ({ summary: event.output });
/** `params` of `storeOverlaps`: the trips `loadOtherTrips` returned. */
export const tripsParams = ({ event }: { event: { output: Trip[] } }) => ({ trips: event.output });
/** `params` of `storeBooked`: what `bookTrip` returned. */
export const resultParams = ({ event }: { event: { output: BookingResult } }) => ({ result: event.output });
/** `params` of `isTripFound` and `storeFoundTrip`: the trip `findBookedTrip` found, or null. */
export const foundTripParams = ({ event }: { event: { output: Trip | null } }) => ({ trip: event.output });
/** `params` of `isSeriesBooked`: the series child's output. */
export const seriesOutputParams = ({ event }: { event: { output: BookingSeriesOutput } }) => ({
  output: event.output,
});
/** `params` of `rememberSeriesTrips`: the trips the series booked. */
export const seriesTripsParams = ({ event }: { event: { output: BookingSeriesOutput } }) => ({
  trips: event.output.trips,
});

/** Named action objects the chart repeats (Studio reads them as the actions they name). */
export const SAVE_DRAFT = { type: 'saveDraft', params: draftParams } as const;
export const DISCARD_DRAFT = { type: 'discardDraft', params: ownerParams } as const;
export const STORE_ERROR = { type: 'storeError', params: errorParams } as const;
export const NOTIFY_ERROR = { type: 'notifyError', params: appErrorParams } as const;
export const SHOW_GUEST_BOOKING = { type: 'showGuestBooking', params: bookedParams } as const;
export const TOLD_UNKNOWN = { type: 'notifyCancelOutcome', params: { outcome: 'unknown' } } as const;
export const TOLD_BOOKED = { type: 'notifyCancelOutcome', params: { outcome: 'booked' } } as const;
export const TOLD_NOT_BOOKED = { type: 'notifyCancelOutcome', params: { outcome: 'notBooked' } } as const;

/** product §9 post-booking delay before the payment link opens, in ms. */
const POST_BOOKING_DELAY_MS = 1500;

/** The `form.change` patch sets a planning mode. */
const patchedMode = (event: BookingEvent) =>
  event.type === 'form.change' ? event.patch.planningMode : undefined;
/** The `series.change` patch sets "Repeat this trip". */
const patchedRepeat = (event: BookingEvent) =>
  event.type === 'series.change' ? event.patch.repeat : undefined;

/**
 * A booking action that updates the context from one event type: XState's `assertEvent` narrows the event (any
 * other type throws: a chart wiring error), then `update` returns the changed fields (the pure rules of
 * ./context.ts).
 */
function assignOn<TType extends BookingEvent['type']>(
  type: TType,
  update: (context: BookingContext, event: Extract<BookingEvent, { type: TType }>) => Partial<BookingContext>,
) {
  return assign<BookingContext, BookingEvent, undefined, BookingEvent, never>(({ context, event }) => {
    assertEvent(event, type);
    // assertEvent narrows to XState's own conditional type, which TypeScript cannot relate to the Extract.
    return update(context, event as unknown as Extract<BookingEvent, { type: TType }>);
  });
}

/**
 * `setup()` of the booking chart (machines/booking/booking.machine.ts). State ids in the mode guards (`#booking.flow.…`) are
 * the chart's own.
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
 * - children: `trafficIndicator` — {@link trafficIndicatorMachine} provided with its `checkTraffic` actor (POST
 *   /traffic-indicator/check; unprovided, its checks fail and the badge stays hidden); `bookingSeries` —
 *   {@link bookingSeriesMachine} provided with the same `bookTrip`; its output `{ booked }` decides `nextStep`
 *   (some date booked) or back to `confirming`.
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
 * - `choosePassNumber`, `saveDraft`, `discardDraft` (below). Delay: `postBookingDelay` 1500 ms.
 */
export const bookingSetup = setup({
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
    changeForm: assignOn('form.change', (context, event) => changedForm(context, event.patch)),
    typeTime: assignOn('form.typeTime', (context, event) => typedTime(context, event.text)),
    leaveTime: assign(({ context }) => leftTime(context)),
    useEarliestArrival: assign(({ context }) => earliestArrivalTaken(context)),
    swapLocations: assign(({ context }) => swappedLocations(context)),
    changeSeries: assignOn('series.change', (context, event) => seriesChanged(context, event.patch)),
    ensureSeriesKeys: assign(({ context }) => seriesKeysEnsured(context)),
    selectPayment: assignOn('payment.select', (context, event) => paymentSelected(context, event.payment)),
    preselectPayment: assign(({ context }) => paymentPreselected(context)),
    markSubmitAttempt: assign(({ context }) => submitAttempted(context)),
    requestFocus: assign(({ context }) => focusRequested(context)),
    updateSession: assignOn('session.update', sessionUpdated),
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
    storeFoundTrip: assign((_, params: { trip: Trip | null }) =>
      params.trip ? bookedStored(params.trip) : {},
    ),
    storeBooked: assign((_, params: { result: BookingResult }) =>
      bookedStored(params.result.trip, params.result),
    ),
    prepareReturnTrip: assign(({ context }) => returnTripPrepared(context)),
    clearBooking: assign(({ context }) => clearedContext(context)),
  },
  guards: {
    // Data guards (product §4/§5 rules in machines/lib).
    isFormValid: ({ context }) => isFormValid(context),
    isPaymentValid: ({ context }) => isPaymentValid(context.form.payment),
    isBlockedByPtAdvice: ({ context }) => isBlockedByPtAdvice(context.settings, context.summary),
    isPaymentLocked: ({ context }) => isPaymentLocked(context),
    hasPaymentUrl: ({ context }) => !!context.paymentUrl,
    isTripFound: (_, params: { trip: Trip | null }) => params.trip !== null,
    isSeriesBooked: (_, params: { output: BookingSeriesOutput }) => params.output.booked > 0,
    /** The booked trip's arrival is known, so the way back starts from it, planned by departure (product §2). */
    knowsReturnPickup: ({ context }) => returnPickupOf(context) !== null,
    // Event guards: a `form.change` / `series.change` that switches a mode is the mode region's transition.
    picksByArrival: ({ event }) => patchedMode(event) === 'ByArrival',
    picksByDeparture: ({ event }) => patchedMode(event) === 'ByDeparture',
    keepsPlanningMode: ({ context, event }) => {
      const mode = patchedMode(event);
      return mode === undefined || mode === context.form.planningMode;
    },
    picksRepeat: ({ event }) => patchedRepeat(event) === true,
    picksOnce: ({ event }) => patchedRepeat(event) === false,
    keepsRepeat: ({ context, event }) => {
      const repeat = patchedRepeat(event);
      return repeat === undefined || repeat === context.series.repeat;
    },
    // Start guards: what the run started from (input, a restored draft, a fresh form after "Start over").
    startsAsGuest: ({ context }) => context.guest,
    startsOnReturnLeg: ({ context }) => context.leg === 'return',
    startsByArrival: ({ context }) => context.form.planningMode === 'ByArrival',
    startsRepeating: ({ context }) => context.series.repeat,
    // Mode guards: the chart's own regions.
    isEditing: stateIn('#booking.flow.step.editing'),
    isGuest: stateIn('#booking.flow.traveller.guest'),
    isSignedIn: stateIn('#booking.flow.traveller.signedIn'),
    isOutboundLeg: stateIn('#booking.flow.leg.outbound'),
    isOnce: stateIn('#booking.flow.repeat.once'),
    isRepeating: stateIn('#booking.flow.repeat.repeating'),
    isAskingReturnTrip: or([
      stateIn('#booking.flow.step.askingReturnTrip'),
      stateIn('#booking.flow.step.confirmed.offeringReturnTrip'),
    ]),
    isSignedInOutbound: and(['isSignedIn', 'isOutboundLeg']),
    // Combinations the chart names.
    canChoosePayment: not('isPaymentLocked'),
    canBook: and(['isFormValid', 'isPaymentValid', not('isBlockedByPtAdvice')]),
    canBookOnce: and(['canBook', 'isOnce']),
    canBookSeries: and(['canBook', 'isRepeating']),
    switchesToArrival: and(['isEditing', 'picksByArrival']),
    switchesToDeparture: and(['isEditing', 'picksByDeparture']),
    switchesRepeatOn: and(['isEditing', 'picksRepeat']),
    switchesRepeatOff: and(['isEditing', 'picksOnce']),
    returnsByDeparture: and(['isAskingReturnTrip', 'knowsReturnPickup']),
  },
  delays: {
    postBookingDelay: POST_BOOKING_DELAY_MS,
  },
});
