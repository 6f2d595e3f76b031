/**
 * The public page of a guest's trip, `/trip/<token>`: the link of the confirmation e-mail a booking without an
 * account sends (product §2.4 /quick-book, §4 cancel rule; API extensions GET /guest-trips/{token} `getGuestTrip` and
 * POST /guest-trips/{token}/cancel `cancelGuestTrip`). The guest sees the trip without an account and may cancel it
 * within the cancel window (product §4/§9: until 60 minutes before departure), after a confirmation question.
 *
 * States:
 * ```
 * loading ──(done)──▶ showing.idle ──cancel.ask [canCancel]──▶ showing.asking ──cancel.keep──▶ showing.idle
 *    │                     ▲                                        │
 *    │                     │                                   cancel.confirm
 *    │                     │                                        ▼
 *    │                     └──────────(done: cancelled)──────── showing.cancelling ◀──cancel.confirm──┐
 *    │                     ▲                                        │ (error)                          │
 *    │                     └──────────cancel.keep────────── showing.cancelFailed ───────────────────────┘
 *    ├──(404 GuestTripNotFound)──▶ unknown     the link does not exist, in plain words
 *    └──(other error)──▶ failed ──guestTrip.retry──▶ loading
 * ```
 * A refused or failed cancel keeps the question open, led by "Your trip has NOT been cancelled" and the reason
 * (`cancelFailed`), with "Try again"; no toast repeats it (the same rule as machines/trip/trip.machine.ts). After "Keep
 * trip" the failure stays next to the button (`cancelError`, a live region) until the guest asks again or
 * dismisses it (`cancelError.dismiss`). "Now" is injected (`input.now`); leaving the page stops the actor and
 * aborts a request in flight.
 */
import { assign, setup } from 'xstate';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { components } from '../openapi/generated/ticketing';
import type { AppError } from './types';
import { errorParams, toAppError } from './lib/errors';
import { notProvidedActor } from './lib/not-provided';
import { canCancel, canChangeTrip, isCancelled } from './trip';

/** What a guest's link shows (openapi/ticketing.yaml `GuestTrip`): the trip, its pick-up window, the cancel end. */
export type GuestTrip = components['schemas']['GuestTrip'];

/** Input of {@link guestTripMachine}. */
export interface GuestTripInput {
  /** The token of the link (`/trip/<token>`). */
  token: string;
  /** Injected clock: the current instant (server-corrected). */
  now: () => Date;
}

/** Input of the `fetchGuestTrip` and `cancelGuestTrip` actors. */
export interface GuestTripRequest {
  token: string;
}

/** Context of {@link guestTripMachine}. */
export interface GuestTripContext {
  token: string;
  now: () => Date;
  /** The guest trip as last answered, or null before the first answer. */
  guestTrip: GuestTrip | null;
  /** The failed first load, or null. */
  error: AppError | null;
  /** Why the last cancel failed (shown inline until asked again or dismissed), or null. */
  cancelError: AppError | null;
}

/** Events accepted by {@link guestTripMachine}. */
export type GuestTripEvent =
  /** "Try again" after the first load failed (network, 5xx, too many requests). */
  | { type: 'guestTrip.retry' }
  /** "Cancel trip": ask first (only while the trip can be cancelled). */
  | { type: 'cancel.ask' }
  /** "Keep trip" in the question (also Escape), also after a failed cancel: nothing changes. */
  | { type: 'cancel.keep' }
  /** "Yes, cancel trip" in the question, or "Try again" after a failed cancel. */
  | { type: 'cancel.confirm' }
  /** Close the message of a failed cancel shown next to the button after "Keep trip". */
  | { type: 'cancelError.dismiss' };

const tokenInput = ({ context }: { context: GuestTripContext }): GuestTripRequest => ({
  token: context.token,
});
const guestTripParams = ({ event }: { event: { output: GuestTrip } }) => ({ guestTrip: event.output });

/**
 * The guest-trip statechart (XState v5); see the module comment.
 *
 * Actors to provide (both honour `signal`; reject with the §8 error):
 * - `fetchGuestTrip` — {@link GuestTripRequest} → {@link GuestTrip} (GET /guest-trips/{token}, no session).
 * - `cancelGuestTrip` — {@link GuestTripRequest} → the cancelled {@link GuestTrip} (POST
 *   /guest-trips/{token}/cancel).
 *
 * Actions to provide (defaults do nothing): `notifyCancelled` (a confirmation toast).
 *
 * Guards (built in): `canCancel` (machines/trip/rules.ts: confirmed or awaiting payment, ≥ 60 minutes before
 * departure, by the injected clock), `isUnknownLink` (404: the link does not exist).
 */
export const guestTripMachine = setup({
  types: {
    context: {} as GuestTripContext,
    events: {} as GuestTripEvent,
    input: {} as GuestTripInput,
  },
  actors: {
    fetchGuestTrip: notProvidedActor<GuestTrip, GuestTripRequest>('guestTrip', 'fetchGuestTrip'),
    cancelGuestTrip: notProvidedActor<GuestTrip, GuestTripRequest>('guestTrip', 'cancelGuestTrip'),
  },
  actions: {
    notifyCancelled: () => {},
    storeGuestTrip: assign((_, params: { guestTrip: GuestTrip }) => ({
      guestTrip: params.guestTrip,
      error: null,
    })),
    storeError: assign((_, params: { error: unknown }) => ({ error: toAppError(params.error) })),
    storeCancelError: assign((_, params: { error: unknown }) => ({ cancelError: toAppError(params.error) })),
    clearCancelError: assign({ cancelError: null }),
  },
  guards: {
    canCancel: ({ context }) => !!context.guestTrip && canCancel(context.guestTrip.trip, context.now()),
    isUnknownLink: (_, params: { error: unknown }) => toAppError(params.error).status === 404,
  },
}).createMachine({
  id: 'guestTrip',
  context: ({ input }) => ({
    token: input.token,
    now: input.now,
    guestTrip: null,
    error: null,
    cancelError: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'fetchGuestTrip',
        src: 'fetchGuestTrip',
        input: tokenInput,
        onDone: { target: 'showing', actions: { type: 'storeGuestTrip', params: guestTripParams } },
        onError: [
          { guard: { type: 'isUnknownLink', params: errorParams }, target: 'unknown' },
          { target: 'failed', actions: { type: 'storeError', params: errorParams } },
        ],
      },
    },
    failed: {
      on: { 'guestTrip.retry': 'loading' },
    },
    unknown: {},
    showing: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'cancel.ask': { guard: 'canCancel', target: 'asking' },
            'cancelError.dismiss': { actions: 'clearCancelError' },
          },
        },
        asking: {
          // Asking again answers the last failure: its message gives way to the new attempt.
          entry: 'clearCancelError',
          on: {
            'cancel.keep': 'idle',
            'cancel.confirm': 'cancelling',
          },
        },
        cancelling: {
          invoke: {
            id: 'cancelGuestTrip',
            src: 'cancelGuestTrip',
            input: tokenInput,
            onDone: {
              target: 'idle',
              actions: [
                { type: 'storeGuestTrip', params: guestTripParams },
                'clearCancelError',
                'notifyCancelled',
              ],
            },
            onError: { target: 'cancelFailed', actions: { type: 'storeCancelError', params: errorParams } },
          },
        },
        // The question stays open and leads with the failure; the error stays in context after "Keep trip".
        cancelFailed: {
          on: {
            'cancel.keep': 'idle',
            'cancel.confirm': 'cancelling',
          },
        },
      },
    },
  },
});

/** Snapshot of {@link guestTripMachine}. */
export type GuestTripSnapshot = SnapshotFrom<typeof guestTripMachine>;
/** A running {@link guestTripMachine} actor. */
export type GuestTripActorRef = ActorRefFrom<typeof guestTripMachine>;

/** The first answer is on its way. */
export const selectIsLoading = (s: GuestTripSnapshot): boolean => s.matches('loading');
/** The first load failed for a reason that says nothing about the link: "Try again". */
export const selectLoadFailed = (s: GuestTripSnapshot): boolean => s.matches('failed');
/** The link does not exist (404). */
export const selectIsUnknownLink = (s: GuestTripSnapshot): boolean => s.matches('unknown');
/** The guest trip while shown, else null. */
export const selectGuestTrip = (s: GuestTripSnapshot): GuestTrip | null =>
  s.matches('showing') ? s.context.guestTrip : null;
/** "Cancel trip" is offered: the trip can be cancelled now and no question or request is open. */
export const selectCanAskCancel = (s: GuestTripSnapshot): boolean => s.can({ type: 'cancel.ask' });
/** The cancel question is open (also while its request runs, and after it failed). */
export const selectIsAsking = (s: GuestTripSnapshot): boolean =>
  s.matches({ showing: 'asking' }) ||
  s.matches({ showing: 'cancelling' }) ||
  s.matches({ showing: 'cancelFailed' });
/** The cancel request runs. */
export const selectIsCancelling = (s: GuestTripSnapshot): boolean => s.matches({ showing: 'cancelling' });
/** The failed cancel the open question leads with ("Your trip has NOT been cancelled"), else null. */
export const selectCancelFailure = (s: GuestTripSnapshot): AppError | null =>
  s.matches({ showing: 'cancelFailed' }) ? s.context.cancelError : null;
/**
 * The last failed cancel, shown next to the button after "Keep trip" until dismissed or asked again; null
 * otherwise (and while the question shows it itself).
 */
export const selectCancelError = (s: GuestTripSnapshot): AppError | null =>
  s.matches({ showing: 'idle' }) ? s.context.cancelError : null;

/** What the page says about cancelling: possible (with the button), already cancelled, or no longer possible here. */
export type GuestTripCancelNote = 'canCancel' | 'cancelled' | 'notCancellable';

/** {@link GuestTripCancelNote} of the shown trip by the injected clock (product §4.1 cancel rule), or null before. */
export const selectCancelNote = (s: GuestTripSnapshot): GuestTripCancelNote | null => {
  const trip = s.context.guestTrip?.trip;
  if (!trip) return null;
  if (isCancelled(trip.status)) return 'cancelled';
  return canCancel(trip, s.context.now()) ? 'canCancel' : 'notCancellable';
};

/** "Add to calendar" is offered: the trip is not cancelled and has not departed yet (by the injected clock). */
export const selectCanAddToCalendar = (s: GuestTripSnapshot): boolean => {
  const trip = s.context.guestTrip?.trip;
  return (
    !!trip && !isCancelled(trip.status) && Date.parse(trip.departureDateTime) > s.context.now().getTime()
  );
};

/**
 * "Change trip" is offered on the link (product §10.11 "Guests and carers"): the shown trip is confirmed and upcoming
 * and the change cut-off (60 minutes before pick-up, `canChangeTrip`) has not passed by the injected clock; not while
 * a cancel is asked or runs.
 */
export const selectCanChange = (s: GuestTripSnapshot): boolean => {
  const trip = s.context.guestTrip?.trip;
  return !!trip && s.matches({ showing: 'idle' }) && canChangeTrip(trip, s.context.now());
};
