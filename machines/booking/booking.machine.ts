/**
 * The /book-trip and /quick-book booking flow (product §2 /book-trip and /quick-book, §3 Booking and Booking
 * request, §4 "Booking flow" and its rules, §5 booking validation, §8 errors, §9 post-booking delay 1500 ms).
 *
 * While open, the chart is `flow`, five parallel regions; `done` (final) ends it:
 * - `step`, where the traveller is: `editing` → `estimating` (backdrop "Calculating trip details…") →
 *   `checkingOverlap` (same backdrop; signed in only) → `confirming` (confirmation dialog) → `booking` (backdrop
 *   "Booking your trip…") → `success` (1500 ms, then the payment link opens when there is one) → `nextStep`, or
 *   `bookingFailed` (the dialog headed "Your trip has NOT been booked", the reason and "Try again"; no toast; Try
 *   again → `booking` with the same Idempotency-Key, Close → `confirming`, Back → `editing`);
 * - `leg`: `outbound`, or `return` once the return trip is accepted (a restored draft may start on it);
 * - `planning`: `byDeparture` or `byArrival`, switched by the form's planning mode (a `form.change` that picks the
 *   other mode is this region's transition; a return leg starts by departure);
 * - `repeat`: `once`, or `repeating` with "Repeat this trip" on (a `series.change` that flips the switch);
 * - `traveller`: `signedIn` or `guest`, fixed for the run by the input.
 * Each mode region starts in `starting`, which decides from the input or a restored draft; "Start over"
 * (`draft.discard`) and `booking.reset` decide again from the fresh form. The mode guards (`isGuest`,
 * `isOutboundLeg`, `isRepeating`, …) read these regions, never a context flag.
 *
 * `nextStep` decides:
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
 * machines/booking/trip-overlap.ts: a pick-up within another trip's pick-up and arrival, both included, cancelled trips
 * ignored); the dialog warns about each ("You already have a trip then: …") and Confirm still books. Guests skip
 * it (no trip list); when the load fails the dialog opens without a warning.
 * Cancel (`backdrop.cancel`) on the booking backdrop aborts the request, but the server may have booked the trip
 * already (a booking is "completed once or not at all"): `booking` → `checkingBooking` (backdrop "Checking whether
 * your trip was booked…") looks the trip up (`findBookedTrip`) → `success` when it was booked, else back to
 * `confirming` (the Idempotency-Key is kept, so confirming again can never book it twice); the traveller is told
 * which. `done` is final; leaving the page is the view stopping the actor (which aborts any request in flight).
 *
 * A guest's booking leaves a record: every trip booked in this flow is kept (`bookedTrips`, the series' trips too),
 * and where a signed-in traveller goes home, a guest goes to the confirmation page /quick-book/booked with them
 * (`showGuestBooking`): after "No" to the return trip, or once the return trip is booked.
 *
 * Alongside, for the whole life of the booking, the child `trafficIndicator` ((machines/booking/traffic-indicator.machine.ts))
 * shows the product §2 traffic badge for the chosen time; the booking machine tells it about every change of the
 * form's date/time and of the region setting (`traffic.update`). Views read it with
 * `selectTrafficIndicatorRef` and `selectTrafficLevel`.
 *
 * Repeating trips: in `repeat.repeating`, Confirm in the dialog books every date of the series in the invoked
 * child `bookingSeries` ((machines/booking/series.machine.ts): one trip per date, each with its own Idempotency-Key,
 * failures listed and retried there) → `nextStep` when it booked any (the return-trip question then repeats the
 * whole series, swapped), else back to `confirming`.
 *
 * Arrival time, the form's own decisions, drafts and the named effects: see ./setup.ts.
 */
import type { SnapshotFrom } from 'xstate';
import { freshContext, trafficInput } from './context';
import { otherTripsInput } from './dates';
import { passNumberToChoose } from './book-again';
import {
  DISCARD_DRAFT,
  NOTIFY_ERROR,
  SAVE_DRAFT,
  SHOW_GUEST_BOOKING,
  STORE_ERROR,
  TOLD_BOOKED,
  TOLD_NOT_BOOKED,
  TOLD_UNKNOWN,
  bookingSetup,
  foundTripParams,
  ownerParams,
  paymentUrlParams,
  requestInput,
  resultParams,
  seriesInput,
  seriesOutputParams,
  seriesTripsParams,
  summaryParams,
  tripsParams,
} from './setup';

export type * from './types';

/**
 * product §2/§4 booking-flow statechart (XState v5). See the module comment for the regions and states; the actors,
 * actions, guards and delay to provide or reuse are listed with their implementations in ./setup.ts.
 */
export const bookingMachine = bookingSetup.createMachine({
  id: 'booking',
  context: ({ input }) => freshContext(input),
  // A new booking starts from the travel preferences' default pass number (once, on start).
  entry: { type: 'choosePassNumber', params: ({ context }) => ({ passNumber: passNumberToChoose(context) }) },
  invoke: { id: 'trafficIndicator', src: 'trafficIndicator', input: ({ context }) => trafficInput(context) },
  initial: 'flow',
  on: {
    'session.update': { actions: ['updateSession', 'preselectPayment', 'syncTrafficIndicator'] },
    'booking.reset': {
      // A fresh form: every region starts again and decides its mode from it.
      target: [
        '.flow.step.editing',
        '.flow.leg.starting',
        '.flow.planning.starting',
        '.flow.repeat.starting',
        '.flow.traveller.starting',
      ],
      actions: ['clearBooking', 'preselectPayment', 'syncTrafficIndicator'],
    },
  },
  states: {
    flow: {
      type: 'parallel',
      states: {
        step: {
          initial: 'editing',
          states: {
            editing: {
              entry: 'preselectPayment',
              on: {
                // A change of planning mode is the `planning` region's transition.
                'form.change': {
                  guard: 'keepsPlanningMode',
                  actions: ['changeForm', 'syncTrafficIndicator', SAVE_DRAFT],
                },
                'form.typeTime': { actions: ['typeTime', 'syncTrafficIndicator', SAVE_DRAFT] },
                'form.leaveTime': { actions: ['leaveTime', 'syncTrafficIndicator', SAVE_DRAFT] },
                'form.swap': { actions: ['swapLocations', SAVE_DRAFT] },
                // Switching "Repeat this trip" is the `repeat` region's transition.
                'series.change': { guard: 'keepsRepeat', actions: ['changeSeries', SAVE_DRAFT] },
                'payment.select': { guard: 'canChoosePayment', actions: ['selectPayment', SAVE_DRAFT] },
                // "Start over" on a restored draft: the form a fresh visit gets (defaults, the travel preferences,
                // the payment preselected), and the kept draft goes. The mode regions decide again.
                'draft.discard': {
                  target: 'editing',
                  actions: ['clearBooking', 'preselectPayment', DISCARD_DRAFT, 'syncTrafficIndicator'],
                },
                'failure.dismiss': { actions: 'clearError' },
                'form.submit': [
                  {
                    guard: 'isFormValid',
                    target: 'estimating',
                    actions: ['markSubmitAttempt', 'clearError'],
                  },
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
                  // Signed in: look for overlaps with the traveller's other trips before the dialog opens.
                  {
                    guard: 'isSignedIn',
                    target: 'checkingOverlap',
                    actions: { type: 'storeSummary', params: summaryParams },
                  },
                  // A guest has no trip list: nothing to warn of.
                  { target: 'confirming', actions: { type: 'storeSummary', params: summaryParams } },
                ],
                onError: { target: 'editing', actions: [STORE_ERROR, NOTIFY_ERROR] },
              },
              on: { 'backdrop.cancel': { target: 'editing' } },
            },
            checkingOverlap: {
              invoke: {
                id: 'loadOtherTrips',
                src: 'loadOtherTrips',
                input: ({ context }) => otherTripsInput(context),
                onDone: { target: 'confirming', actions: { type: 'storeOverlaps', params: tripsParams } },
                // The trips could not be loaded: the dialog opens without a warning (nothing known, nothing said).
                onError: { target: 'confirming' },
              },
              on: { 'backdrop.cancel': { target: 'editing', actions: 'clearSummary' } },
            },
            confirming: {
              on: {
                'estimate.back': { target: 'editing', actions: ['clearSummary', 'clearError'] },
                'payment.select': { guard: 'canChoosePayment', actions: 'selectPayment' },
                'booking.confirm': [
                  {
                    guard: 'canBookOnce',
                    target: 'booking',
                    actions: ['ensureIdempotencyKey', 'clearError'],
                  },
                  {
                    guard: 'canBookSeries',
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
                input: ({ context }) => seriesInput(context),
                onDone: [
                  {
                    guard: { type: 'isSeriesBooked', params: seriesOutputParams },
                    target: 'nextStep',
                    actions: [
                      'refreshAfterBooking',
                      { type: 'rememberSeriesTrips', params: seriesTripsParams },
                      DISCARD_DRAFT,
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
                input: ({ context }) => ({
                  ...requestInput(context),
                  idempotencyKey: context.idempotencyKey ?? '',
                }),
                onDone: { target: 'success', actions: { type: 'storeBooked', params: resultParams } },
                // Said in the dialog itself ("Your trip has NOT been booked", the reason, "Try again"): no toast.
                onError: { target: 'bookingFailed', actions: STORE_ERROR },
              },
              on: {
                'backdrop.cancel': [
                  {
                    // No trip list without an account: say so (confirming again reuses the Idempotency-Key).
                    guard: 'isGuest',
                    target: 'confirming',
                    actions: TOLD_UNKNOWN,
                  },
                  { target: 'checkingBooking' },
                ],
              },
            },
            bookingFailed: {
              // The confirmation dialog stays open, headed "Your trip has NOT been booked" with the reason first;
              // "Try again" books with the same Idempotency-Key (so never twice), "Close" keeps the dialog as it was.
              on: {
                'booking.confirm': {
                  guard: 'canBook',
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
                    guard: { type: 'isTripFound', params: foundTripParams },
                    target: 'success',
                    actions: [{ type: 'storeFoundTrip', params: foundTripParams }, TOLD_BOOKED],
                  },
                  { target: 'confirming', actions: [TOLD_NOT_BOOKED, 'refreshAfterBooking'] },
                ],
                onError: { target: 'confirming', actions: TOLD_UNKNOWN },
              },
              on: { 'backdrop.cancel': { target: 'confirming', actions: TOLD_UNKNOWN } },
            },
            success: {
              // A guest hears it in a toast (the form stays behind); a signed-in traveller sees the confirmation
              // view at once (`selectConfirmation`), which says it itself.
              entry: ['rememberBookedTrip', 'announceBooked', 'refreshAfterBooking', DISCARD_DRAFT],
              after: {
                postBookingDelay: [
                  {
                    guard: 'hasPaymentUrl',
                    target: 'nextStep',
                    actions: { type: 'openPaymentLink', params: paymentUrlParams },
                  },
                  { target: 'nextStep' },
                ],
              },
            },
            nextStep: {
              always: [
                // Signed in: the confirmation view stays, with the return-trip question on it after the outbound leg.
                { guard: 'isSignedInOutbound', target: 'confirmed' },
                { guard: 'isSignedIn', target: 'confirmed.complete' },
                { guard: 'isOutboundLeg', target: 'askingReturnTrip' },
                // A guest's return leg is booked: the confirmation page with both trips.
                { target: '#booking.done', actions: SHOW_GUEST_BOOKING },
              ],
            },
            // A guest's return-trip question (a dialog over the form; the confirmation page follows).
            askingReturnTrip: {
              on: {
                'returnTrip.accept': {
                  target: 'editing',
                  actions: ['prepareReturnTrip', 'syncTrafficIndicator', SAVE_DRAFT],
                },
                'returnTrip.decline': { target: '#booking.done', actions: SHOW_GUEST_BOOKING },
              },
            },
            // A signed-in traveller's confirmation view (product §2 "a confirmation to keep"): every trip booked in this
            // flow (`bookedTrips`) with its number, window, aids, price and cancel deadline; the return-trip
            // question sits on it.
            confirmed: {
              initial: 'offeringReturnTrip',
              on: {
                'confirmation.close': {
                  target: '#booking.done',
                  actions: ['clearBooking', { type: 'goHome', params: ownerParams }],
                },
              },
              states: {
                offeringReturnTrip: {
                  on: {
                    'returnTrip.accept': {
                      target: '#booking.flow.step.editing',
                      actions: ['prepareReturnTrip', 'syncTrafficIndicator', SAVE_DRAFT],
                    },
                    'returnTrip.decline': { target: 'complete' },
                  },
                },
                // No return trip to ask about (declined, or the return leg is booked): the confirmation alone.
                complete: {},
              },
            },
          },
        },
        // Which trip is being booked: the first, or the way back (product §2 return trip).
        leg: {
          initial: 'starting',
          on: { 'draft.discard': { guard: 'isEditing', target: '.starting' } },
          states: {
            starting: { always: [{ guard: 'startsOnReturnLeg', target: 'return' }, { target: 'outbound' }] },
            outbound: { on: { 'returnTrip.accept': { guard: 'isAskingReturnTrip', target: 'return' } } },
            return: {},
          },
        },
        // How the time is meant (product §3 planningMode): the pick-up, or the arrival.
        planning: {
          initial: 'starting',
          on: { 'draft.discard': { guard: 'isEditing', target: '.starting' } },
          states: {
            starting: {
              always: [{ guard: 'startsByArrival', target: 'byArrival' }, { target: 'byDeparture' }],
            },
            byDeparture: {
              on: {
                'form.change': {
                  guard: 'switchesToArrival',
                  target: 'byArrival',
                  actions: ['changeForm', 'syncTrafficIndicator', SAVE_DRAFT],
                },
              },
            },
            byArrival: {
              on: {
                'form.change': {
                  guard: 'switchesToDeparture',
                  target: 'byDeparture',
                  actions: ['changeForm', 'syncTrafficIndicator', SAVE_DRAFT],
                },
                'form.useEarliestArrival': {
                  guard: 'isEditing',
                  actions: ['useEarliestArrival', 'syncTrafficIndicator', SAVE_DRAFT],
                },
                // The way back is planned by departure, one hour after the outbound arrival.
                'returnTrip.accept': { guard: 'returnsByDeparture', target: 'byDeparture' },
              },
            },
          },
        },
        // "Repeat this trip" (product §2 repeating trips): one trip, or every date of the series.
        repeat: {
          initial: 'starting',
          on: { 'draft.discard': { guard: 'isEditing', target: '.starting' } },
          states: {
            starting: { always: [{ guard: 'startsRepeating', target: 'repeating' }, { target: 'once' }] },
            once: {
              on: {
                'series.change': {
                  guard: 'switchesRepeatOn',
                  target: 'repeating',
                  actions: ['changeSeries', SAVE_DRAFT],
                },
              },
            },
            repeating: {
              on: {
                'series.change': {
                  guard: 'switchesRepeatOff',
                  target: 'once',
                  actions: ['changeSeries', SAVE_DRAFT],
                },
              },
            },
          },
        },
        // Who books: a signed-in traveller, or a guest without an account (/quick-book); fixed for the run.
        traveller: {
          initial: 'starting',
          states: {
            starting: { always: [{ guard: 'startsAsGuest', target: 'guest' }, { target: 'signedIn' }] },
            signedIn: {},
            guest: {},
          },
        },
      },
    },
    done: { type: 'final' },
  },
});

/** Snapshot of {@link bookingMachine}. */
export type BookingSnapshot = SnapshotFrom<typeof bookingMachine>;
