/**
 * The lifecycle of one booked trip as the traveller sees it (product §3 "Trip (as shown)", §4 "Trip status
 * values" and the rules under it, §2 /my-trips cards, trip-details dialog and /home next-trip card, §8 cancel
 * toasts, §9 "Cancellation up to 60 minutes before start").
 *
 * States (one per status group; `routing` picks it from `trip.status`, again after every `trip.update`):
 * ```
 * routing ─▶ unknown          countdown (1-minute tick); calendar.add (before departure)
 *         ─▶ confirmed        countdown, price, follow the driver; calendar.add (before departure);
 *                             trip.cancel ─▶ confirmingCancel (≥ 60 min ahead)
 *         ─▶ pendingPayment   payment.complete (only with a payment link); trip.cancel ─▶ confirmingCancel
 *         ─▶ completed        unrated ─(trip.rate)─▶ rating (invokes the rating dialog) ─▶ rated | unrated
 *         ─▶ cancelled        no rating or payment controls
 * confirmingCancel  the question "Cancel this trip?": cancel.confirm ─▶ cancelling (still ≥ 60 min ahead, else
 *                   back to routing); cancel.keep ─▶ routing; a fresher trip that can no longer be cancelled ─▶ routing
 * cancelling ──(done)──▶ findingReturn (local status `cancelled`)   ──(error)──▶ cancelFailed
 * cancelFailed      the question stays, its first line "Your trip has NOT been cancelled" with the reason:
 *                   cancel.confirm ("Try again") ─▶ cancelling; cancel.keep ─▶ routing (the error kept in context)
 * findingReturn ──(a way back the same day that can still be cancelled)──▶ offeringReturnCancel
 *               ──(none, or the lookup failed)──▶ cancelled
 * offeringReturnCancel  "Also cancel the way back (14:30)?": returnCancel.confirm ─▶ cancellingReturn;
 *                       returnCancel.keep ─▶ cancelled
 * cancellingReturn ──(done)──▶ cancelled   ──(error)──▶ returnCancelFailed ("… has NOT been cancelled", Try again)
 * ```
 * A cancel is never one tap: costly actions ask first, with focus on the safe answer (product §2.7 Dialogs). A failed
 * cancel keeps the question open with the failure as its first line (no toast repeats it); after "Keep trip" it
 * stays in `context.error` (shown next to "Cancel trip", `selectCancelError` in trip-selectors.ts) until the traveller
 * dismisses it (`cancelError.dismiss`), asks again, or the trip is cancelled. `tripCancelled` (reload the next
 * trip and budget) runs once the whole cancel, the way back included, is settled: on /home a reload that
 * already named the way back as the next trip would replace the card, and its question, midway.
 * Status values → state: confirmed, paymentConfirmed → `confirmed`; pendingPayment, creditCardFailed →
 * `pendingPayment`; completed → `completed`; cancelled, customerCancelled, cancelledBySystem, refunded,
 * failedToRefund → `cancelled`; unknown → `unknown` (see machines/trip/rules.ts `statusChip`).
 *
 * "Now" is injected (`input.now`); the countdown is refreshed by the named delay `countdownTick` (60 s), so a
 * `SimulatedClock` drives it in tests and views re-render once a minute.
 */
import { assertEvent, assign, setup } from 'xstate';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { AppError, Trip } from '../types';
import { canCancel, isAwaitingPayment, isCancelled, isConfirmed, minutesUntilDeparture } from './rules';
import { canCompletePayment } from './card-rules';
import { errorParams, toAppError } from '../lib/errors';
import { ratingMachine, type RatingOutput } from './rating.machine';
import { ownTrip, ratingParams, returnTripParams, tripIdInput } from './trip-params';
import { notProvidedActor } from '../lib/not-provided';

/** The countdown refresh interval, in ms (one minute: the countdown shows whole minutes). */
export const COUNTDOWN_TICK_MS = 60_000;

/** Input of {@link tripMachine}. */
export interface TripInput {
  /** The trip as loaded (history item, trip details or the next trip). */
  trip: Trip;
  /** Injected clock: the current instant. */
  now: () => Date;
}

/** Context of {@link tripMachine}. */
export interface TripContext {
  trip: Trip;
  now: () => Date;
  /** Whole minutes until departure as of the last tick (negative once departed). */
  minutesUntilDeparture: number;
  /** The last failed cancel, or null. */
  error: AppError | null;
  /** The way back found after this trip was cancelled (same day, destination back to pick-up), or null. */
  returnTrip: Trip | null;
}

/** Input of the `cancelTrip` actor (DELETE /trips/cancel/{id}). */
export interface CancelTripInput {
  externalTripId: string;
}

/** Input of the `findReturnTrip` actor: the trip just cancelled (the outbound). */
export interface FindReturnTripInput {
  trip: Trip;
}

/** Events accepted by {@link tripMachine}. */
export type TripEvent =
  /** A fresher copy of the trip arrived (details, reload, poll); ignored while cancelling. */
  | { type: 'trip.update'; trip: Trip }
  /** Ask whether to cancel the trip (`confirmed`, `pendingPayment`; only ≥ 60 minutes before departure). */
  | { type: 'trip.cancel' }
  /** "Yes, cancel trip" (`confirmingCancel`) or "Try again" (`cancelFailed`): sends the cancel request. */
  | { type: 'cancel.confirm' }
  /** The answer "Keep trip" (or Escape) to the question (`confirmingCancel`, `cancelFailed`): nothing changes. */
  | { type: 'cancel.keep' }
  /** "Yes, cancel the way back" (`offeringReturnCancel`) or "Try again" (`returnCancelFailed`). */
  | { type: 'returnCancel.confirm' }
  /** "Keep the way back" (or Escape) (`offeringReturnCancel`, `returnCancelFailed`): the way back stays booked. */
  | { type: 'returnCancel.keep' }
  /** Dismiss the message of a failed cancel. */
  | { type: 'cancelError.dismiss' }
  /** Open the rating dialog (`completed.unrated`). */
  | { type: 'trip.rate' }
  /** Open the payment link in a new tab (`pendingPayment`, only when a link exists). */
  | { type: 'payment.complete' }
  /** Download the trip as a calendar file (`confirmed`, `unknown`; before departure). */
  | { type: 'calendar.add' };

/**
 * product §4.1 per-trip statechart (XState v5). See the module comment for the states.
 *
 * Actors to provide:
 * - `cancelTrip`: {@link CancelTripInput} → the cancelled trip; rejects with a §8 error (409 within 60 minutes).
 * - `findReturnTrip`: {@link FindReturnTripInput} → the way back (`Trip`) or null: the traveller's trips of the
 *   outbound's Europe/Amsterdam day, picked with machines/trip/rules.ts `findReturnTrip`; a rejection counts
 *   as none (the outbound is cancelled all the same).
 * - `rating`: machines/trip/rating.machine.ts provided with its `submitFeedback` actor and toasts; invoked in
 *   `completed.rating`, its output `{ feedback }` decides `rated` or back to `unrated`.
 *
 * Actions to provide (defaults do nothing):
 * - `notifyCancelled` — toast trip.cancelTripSuccess (a failed cancel is no toast: it stays in `context.error`).
 * - `notifyReturnCancelled` — toast trip.returnCancelled, after the way back was cancelled too.
 * - `tripCancelled` `{ trip: Trip }` — once the cancel is settled (the way back included), e.g. reload the next
 *   trip and budget.
 * - `openPaymentLink` `{ url: string }` — open the payment link in a new tab.
 * - `addToCalendar` `{ trip: Trip }` — hand the trip's .ics file to the browser.
 *
 * Guards (built in, from machines/trip/rules): `isCancelledStatus`, `isCompletedStatus`,
 * `isAwaitingPaymentStatus`, `isConfirmedStatus`, `canCancel`, `canCancelUpdated` (the fresher trip of a
 * `trip.update` can still be cancelled), `canCompletePayment`, `hasFeedback`,
 * `savedFeedback`, `isUpcoming` (departure not yet passed, as of the last countdown tick). Delays:
 * `countdownTick` 60 000 ms.
 */
export const tripMachine = setup({
  types: {
    context: {} as TripContext,
    events: {} as TripEvent,
    input: {} as TripInput,
  },
  actors: {
    cancelTrip: notProvidedActor<Trip, CancelTripInput>('trip', 'cancelTrip'),
    findReturnTrip: notProvidedActor<Trip | null, FindReturnTripInput>('trip', 'findReturnTrip'),
    rating: ratingMachine,
  },
  actions: {
    notifyCancelled: () => {},
    notifyReturnCancelled: () => {},
    tripCancelled: (_, _params: { trip: Trip }) => {},
    openPaymentLink: (_, _params: { url: string }) => {},
    addToCalendar: (_, _params: { trip: Trip }) => {},
    storeTrip: assign(({ context, event }) => {
      assertEvent(event, 'trip.update');
      return { trip: event.trip, minutesUntilDeparture: minutesUntilDeparture(event.trip, context.now()) };
    }),
    updateCountdown: assign(({ context }) => ({
      minutesUntilDeparture: minutesUntilDeparture(context.trip, context.now()),
    })),
    markCancelled: assign(({ context }) => ({
      // product §4: cancelling sets the local status to cancelled (and no payment is owed any more).
      trip: { ...context.trip, status: 'cancelled' as const, paymentUrl: null },
      error: null,
    })),
    storeError: assign((_, params: { error: unknown }) => ({ error: toAppError(params.error) })),
    clearError: assign({ error: null }),
    storeReturnTrip: assign((_, params: { trip: Trip | null }) => ({ returnTrip: params.trip })),
    markReturnCancelled: assign(({ context }) => ({
      returnTrip: context.returnTrip ? { ...context.returnTrip, status: 'cancelled' as const } : null,
      error: null,
    })),
    storeFeedback: assign(({ context }, params: { output: RatingOutput }) => ({
      trip: { ...context.trip, feedback: params.output.feedback },
    })),
  },
  guards: {
    isCancelledStatus: ({ context }) => isCancelled(context.trip.status),
    isCompletedStatus: ({ context }) => context.trip.status === 'completed',
    isAwaitingPaymentStatus: ({ context }) => isAwaitingPayment(context.trip.status),
    isConfirmedStatus: ({ context }) => isConfirmed(context.trip.status),
    canCancel: ({ context }) => canCancel(context.trip, context.now()),
    canCancelUpdated: ({ context, event }) =>
      event.type === 'trip.update' && canCancel(event.trip, context.now()),
    canCompletePayment: ({ context }) => canCompletePayment(context.trip),
    hasFeedback: ({ context }) => !!context.trip.feedback,
    savedFeedback: (_, params: { output: RatingOutput }) => params.output.feedback !== null,
    isUpcoming: ({ context }) => context.minutesUntilDeparture >= 0,
    foundReturnTrip: (_, params: { trip: Trip | null }) => params.trip !== null,
  },
  delays: {
    countdownTick: COUNTDOWN_TICK_MS,
  },
}).createMachine({
  id: 'trip',
  context: ({ input }) => ({
    trip: input.trip,
    now: input.now,
    minutesUntilDeparture: minutesUntilDeparture(input.trip, input.now()),
    error: null,
    returnTrip: null,
  }),
  initial: 'routing',
  on: {
    'trip.update': { target: '.routing', actions: 'storeTrip' },
    'cancelError.dismiss': { actions: 'clearError' },
  },
  states: {
    routing: {
      always: [
        { guard: 'isCancelledStatus', target: 'cancelled' },
        { guard: 'isCompletedStatus', target: 'completed' },
        { guard: 'isAwaitingPaymentStatus', target: 'pendingPayment' },
        { guard: 'isConfirmedStatus', target: 'confirmed' },
        { target: 'unknown' },
      ],
    },
    unknown: {
      entry: 'updateCountdown',
      after: {
        countdownTick: { target: 'unknown', reenter: true },
      },
      on: {
        'calendar.add': {
          guard: 'isUpcoming',
          actions: { type: 'addToCalendar', params: ownTrip },
        },
      },
    },
    confirmed: {
      entry: 'updateCountdown',
      after: {
        countdownTick: { target: 'confirmed', reenter: true },
      },
      on: {
        'trip.cancel': { guard: 'canCancel', target: 'confirmingCancel' },
        'calendar.add': {
          guard: 'isUpcoming',
          actions: { type: 'addToCalendar', params: ownTrip },
        },
      },
    },
    pendingPayment: {
      entry: 'updateCountdown',
      on: {
        'payment.complete': {
          guard: 'canCompletePayment',
          actions: {
            type: 'openPaymentLink',
            params: ({ context }) => ({ url: context.trip.paymentUrl ?? '' }),
          },
        },
        'trip.cancel': { guard: 'canCancel', target: 'confirmingCancel' },
      },
    },
    confirmingCancel: {
      // Asking again answers the last failure: its message gives way to the new attempt.
      entry: 'clearError',
      on: {
        'cancel.confirm': [{ guard: 'canCancel', target: 'cancelling' }, { target: 'routing' }],
        'cancel.keep': { target: 'routing' },
        // The /home card's 30 s poll hands in fresh copies: the question stays while the trip can still be cancelled.
        'trip.update': [
          { guard: 'canCancelUpdated', actions: 'storeTrip' },
          { target: 'routing', actions: 'storeTrip' },
        ],
      },
    },
    cancelling: {
      invoke: {
        id: 'cancelTrip',
        src: 'cancelTrip',
        input: tripIdInput,
        onDone: { target: 'findingReturn', actions: ['markCancelled', 'notifyCancelled'] },
        onError: { target: 'cancelFailed', actions: { type: 'storeError', params: errorParams } },
      },
      on: {
        // A refresh must not abort the cancel request in flight.
        'trip.update': { actions: [] },
      },
    },
    cancelFailed: {
      on: {
        // "Try again": the same rule as the first answer (the cut-off may have passed meanwhile).
        'cancel.confirm': [{ guard: 'canCancel', target: 'cancelling' }, { target: 'routing' }],
        'cancel.keep': { target: 'routing' },
        'trip.update': [
          { guard: 'canCancelUpdated', actions: 'storeTrip' },
          { target: 'routing', actions: 'storeTrip' },
        ],
      },
    },
    findingReturn: {
      invoke: {
        id: 'findReturnTrip',
        src: 'findReturnTrip',
        input: ({ context }) => ({ trip: context.trip }),
        onDone: [
          {
            guard: { type: 'foundReturnTrip', params: returnTripParams },
            target: 'offeringReturnCancel',
            actions: { type: 'storeReturnTrip', params: returnTripParams },
          },
          {
            target: 'cancelled',
            actions: { type: 'tripCancelled', params: ownTrip },
          },
        ],
        // Not finding the way back must not undo the cancel that succeeded.
        onError: {
          target: 'cancelled',
          actions: { type: 'tripCancelled', params: ownTrip },
        },
      },
      on: { 'trip.update': { actions: [] } },
    },
    offeringReturnCancel: {
      on: {
        'returnCancel.confirm': { target: 'cancellingReturn' },
        'returnCancel.keep': {
          target: 'cancelled',
          actions: { type: 'tripCancelled', params: ownTrip },
        },
        'trip.update': { actions: [] },
      },
    },
    cancellingReturn: {
      entry: 'clearError',
      invoke: {
        id: 'cancelReturnTrip',
        src: 'cancelTrip',
        input: ({ context }) => ({ externalTripId: context.returnTrip?.externalTripId ?? '' }),
        onDone: {
          target: 'cancelled',
          actions: [
            'markReturnCancelled',
            'notifyReturnCancelled',
            { type: 'tripCancelled', params: ownTrip },
          ],
        },
        onError: { target: 'returnCancelFailed', actions: { type: 'storeError', params: errorParams } },
      },
      on: { 'trip.update': { actions: [] } },
    },
    returnCancelFailed: {
      on: {
        'returnCancel.confirm': { target: 'cancellingReturn' },
        'returnCancel.keep': {
          target: 'cancelled',
          actions: ['clearError', { type: 'tripCancelled', params: ownTrip }],
        },
        'trip.update': { actions: [] },
      },
    },
    completed: {
      initial: 'checking',
      states: {
        checking: {
          always: [{ guard: 'hasFeedback', target: 'rated' }, { target: 'unrated' }],
        },
        unrated: {
          on: {
            'trip.rate': { target: 'rating' },
          },
        },
        rating: {
          invoke: {
            id: 'rating',
            src: 'rating',
            input: tripIdInput,
            onDone: [
              {
                guard: { type: 'savedFeedback', params: ratingParams },
                target: 'rated',
                actions: { type: 'storeFeedback', params: ratingParams },
              },
              { target: 'unrated' },
            ],
          },
          on: {
            // Keep the dialog (and its request) alive when a fresher copy of the trip arrives meanwhile.
            'trip.update': { actions: [] },
          },
        },
        rated: {},
      },
    },
    cancelled: {},
  },
});

/** Snapshot of {@link tripMachine}. */
export type TripSnapshot = SnapshotFrom<typeof tripMachine>;

/** A running trip actor (e.g. one per history card). */
export type TripActorRef = ActorRefFrom<typeof tripMachine>;

/** A running rating dialog actor (the child `rating` of a trip actor in `completed.rating`). */
export type RatingActorRef = ActorRefFrom<typeof ratingMachine>;
