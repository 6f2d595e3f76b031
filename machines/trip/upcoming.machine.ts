/**
 * The self-refreshing next trip of /home and the choice of its card (product §2.2 /home "Next-trip card … If the
 * trip departs within 60 minutes it shows a live map card; otherwise a plain trip card", "The upcoming trip is
 * refreshed every 30 seconds", §7 GET /trips/next, §8 "Silent errors: … upcoming trip", §9 "refresh interval
 * 30000 ms", "Map mode starts when departure is within 60 minutes").
 *
 * Two parallel regions:
 * ```
 * polling:  fetching ──(done | error)──▶ waiting ──(after pollInterval 30 s | nextTrip.refresh)──▶ fetching
 * card:     deciding ─▶ none                        no trip in the next 2 weeks
 *                    ─▶ plain ──(after untilLiveMap)──▶ deciding      departure more than 60 min away
 *                    ─▶ live                        departure within 60 min (or the ride is under way)
 *                    ─▶ holding ──(after untilHoldEnds)──▶ deciding   the ride just ended; see below
 * ```
 * - Requests never overlap (one invoke at a time); the view owns the actor, so leaving /home stops it and aborts
 *   a request in flight: no timer survives the page. Fetch failures are silent (§8): kept in `error`, polling
 *   goes on.
 * - The card is re-decided on every new trip and *by time*: `plain` waits exactly until departure − 60 min
 *   (`untilLiveMap`), so the live card appears on the minute, not only on the next fetch.
 * - `holding`: after arrival GET /trips/next no longer returns the trip; the live card keeps it ("You have
 *   arrived") until {@link ARRIVED_HOLD_MINUTES} after arrival rather than vanishing (machines/trip/live-trip.ts
 *   `nextShownTrip`).
 *
 * Data ownership: the machine keeps the server's answer itself (`latest`, and `shown` for the card) AND pushes
 * every fetched answer to the session through the `publishNextTrip` action (the app provides
 * `auth.send({ type: 'userData.update', data: { nextTrip } })`), so the rest of /home and the app (plain card,
 * cancel, after-booking refresh) read one fresh value. Changes made elsewhere (a cancel or a booking reloads the
 * session's next trip) come back in as `nextTrip.changed`; an event carrying the very object last fetched is
 * ignored, so the round trip does not loop.
 *
 * "Now" is injected (`input.now`: the server-corrected clock); delays are named, so a `SimulatedClock` drives
 * the machine in tests.
 */
import { assign, setup } from 'xstate';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { AppError, Trip } from '../types';
import { toAppError, errorParams, storeErrorThen } from '../lib/errors';
import {
  ARRIVED_HOLD_MINUTES,
  UPCOMING_REFRESH_MS,
  isLiveMapDue,
  msUntilHoldEnds,
  msUntilLiveMap,
  nextShownTrip,
} from './live-trip';
import { notProvidedActor } from '../lib/not-provided';
import { canCancel } from './rules';
import { canChangeTrip } from './change-rules';

export { ARRIVED_HOLD_MINUTES, UPCOMING_REFRESH_MS };

/** Input of {@link upcomingTripMachine}. */
export interface UpcomingTripInput {
  /** The next trip the app already has (the session's user data), shown until the first fetch answers. */
  trip: Trip | null;
  /** Injected clock: the current (server-corrected) instant. */
  now: () => Date;
}

/** Context of {@link upcomingTripMachine}. */
export interface UpcomingTripContext {
  now: () => Date;
  /** The server's latest answer (GET /trips/next data; null = nothing in the next 2 weeks). */
  latest: Trip | null;
  /** The trip the card shows: `latest`, or a just-finished trip held on the live card. */
  shown: Trip | null;
  /** The last failed refresh (silent, product §8), cleared by the next success. */
  error: AppError | null;
  /** Number of answered refreshes (for views that wait for a first answer, and for tests). */
  fetches: number;
}

/** Events accepted by {@link upcomingTripMachine}. */
export type UpcomingTripEvent =
  /** The session's next trip changed elsewhere (a cancel, a booking); the card follows. */
  | { type: 'nextTrip.changed'; trip: Trip | null }
  /** Refresh now instead of at the end of the current 30 s wait. */
  | { type: 'nextTrip.refresh' };

/** The card the view renders for the next trip. */
export type UpcomingTripCard = 'none' | 'plain' | 'live';

/**
 * product §2.2 self-refreshing next trip (XState v5); see the module comment for states and data ownership.
 *
 * Actors to provide:
 * - `fetchNextTrip`: no input → `Trip | null` (GET /trips/next `data`); rejects with a §8 error; must honour
 *   `signal` (leaving /home aborts it).
 *
 * Actions to provide (defaults do nothing):
 * - `publishNextTrip` `{ trip }`: hand a fetched answer to the session (`userData.update { nextTrip }`).
 * - `reportError` `{ error }`: a refresh failed; silent per §8 (log only).
 *
 * Delays: `pollInterval` ({@link UPCOMING_REFRESH_MS} = 30 000 ms), `untilLiveMap` (until departure − 60 min),
 * `untilHoldEnds` (until arrival + {@link ARRIVED_HOLD_MINUTES} min).
 */
export const upcomingTripMachine = setup({
  types: {
    context: {} as UpcomingTripContext,
    input: {} as UpcomingTripInput,
    events: {} as UpcomingTripEvent,
  },
  actors: {
    fetchNextTrip: notProvidedActor<Trip | null>('upcoming-trip', 'fetchNextTrip'),
  },
  actions: {
    publishNextTrip: (_, _params: { trip: Trip | null }) => {},
    reportError: (_, _params: { error: AppError }) => {},
    storeFetched: assign(({ context }, params: { trip: Trip | null }) => ({
      latest: params.trip,
      shown: nextShownTrip(context.shown, params.trip, context.now()),
      error: null,
      fetches: context.fetches + 1,
    })),
    storeChanged: assign(({ context }, params: { trip: Trip | null }) => ({
      latest: params.trip,
      shown: nextShownTrip(context.shown, params.trip, context.now()),
    })),
    /** `storeError`, then `reportError` with the §8 error (machines/lib/errors.ts `storeErrorThen`). */
    storeAndReportError: storeErrorThen('reportError'),
    storeError: assign(({ context }, params: { error: unknown }) => ({
      error: toAppError(params.error),
      fetches: context.fetches + 1,
    })),
    releaseHeldTrip: assign(({ context }) => ({ shown: context.latest })),
  },
  guards: {
    isHoldingFinishedTrip: ({ context }) =>
      context.shown !== null && context.shown.externalTripId !== context.latest?.externalTripId,
    hasNoTrip: ({ context }) => context.shown === null,
    isLiveMapDue: ({ context }) => context.shown !== null && isLiveMapDue(context.shown, context.now()),
    isNewInformation: ({ context }, params: { trip: Trip | null }) => params.trip !== context.latest,
  },
  delays: {
    pollInterval: UPCOMING_REFRESH_MS,
    untilLiveMap: ({ context }) => (context.shown ? msUntilLiveMap(context.shown, context.now()) : 0),
    untilHoldEnds: ({ context }) => (context.shown ? msUntilHoldEnds(context.shown, context.now()) : 0),
  },
}).createMachine({
  id: 'upcomingTrip',
  type: 'parallel',
  context: ({ input }) => ({
    now: input.now,
    latest: input.trip,
    shown: input.trip,
    error: null,
    fetches: 0,
  }),
  states: {
    polling: {
      initial: 'fetching',
      states: {
        fetching: {
          invoke: {
            id: 'fetchNextTrip',
            src: 'fetchNextTrip',
            onDone: {
              target: 'waiting',
              actions: [
                { type: 'storeFetched', params: ({ event }) => ({ trip: event.output }) },
                { type: 'publishNextTrip', params: ({ event }) => ({ trip: event.output }) },
              ],
            },
            onError: {
              target: 'waiting',
              actions: { type: 'storeAndReportError', params: errorParams },
            },
          },
        },
        waiting: {
          after: { pollInterval: 'fetching' },
          on: { 'nextTrip.refresh': 'fetching' },
        },
      },
    },
    card: {
      initial: 'deciding',
      on: {
        // The same done event moves the polling region on; both transitions run in one step, so `deciding`
        // sees the stored answer.
        'xstate.done.actor.fetchNextTrip': '.deciding',
        'nextTrip.changed': {
          guard: { type: 'isNewInformation', params: ({ event }) => ({ trip: event.trip }) },
          target: '.deciding',
          actions: { type: 'storeChanged', params: ({ event }) => ({ trip: event.trip }) },
        },
      },
      states: {
        deciding: {
          always: [
            { guard: 'isHoldingFinishedTrip', target: 'holding' },
            { guard: 'hasNoTrip', target: 'none' },
            { guard: 'isLiveMapDue', target: 'live' },
            { target: 'plain' },
          ],
        },
        none: {},
        plain: {
          after: { untilLiveMap: 'deciding' },
        },
        live: {},
        holding: {
          after: { untilHoldEnds: { target: 'deciding', actions: 'releaseHeldTrip' } },
        },
      },
    },
  },
});

/** A snapshot of {@link upcomingTripMachine}. */
export type UpcomingTripSnapshot = SnapshotFrom<typeof upcomingTripMachine>;

/** product §2: which next-trip card to render — none (no trip), plain, or live (a held finished trip is live too). */
export function selectCard(snapshot: UpcomingTripSnapshot): UpcomingTripCard {
  if (snapshot.matches({ card: 'live' }) || snapshot.matches({ card: 'holding' })) return 'live';
  if (snapshot.matches({ card: 'plain' })) return 'plain';
  return 'none';
}

/** The trip the card shows (the server's next trip, or a just-finished one held on the live card). */
export function selectShownTrip(snapshot: UpcomingTripSnapshot): Trip | null {
  return snapshot.context.shown;
}

/** A running {@link upcomingTripMachine} (the /home next-trip slot's actor). */
export type UpcomingTripActorRef = ActorRefFrom<typeof upcomingTripMachine>;

/** What the plain next-trip card offers before its trip chart runs ({@link selectNextTripOffers}). */
export interface NextTripOffers {
  /** "Cancel trip" is enabled (product §4.1/§9: confirmed or awaiting payment, ≥ 60 minutes before departure). */
  canCancel: boolean;
  /** "Change trip" is offered (product §10.11: the same cut-off). */
  canChange: boolean;
}

/**
 * product §2.2 /home next-trip card, §4.1/§9 cancel rule, §10.11 change cut-off: what the plain card offers for the
 * trip `tripId` before that trip's own chart (machines/trip/trip.machine.ts) runs; the card starts it when the
 * traveller presses "Cancel trip" or "Details". The card is `plain` only while departure is more than 60 minutes
 * away (`untilLiveMap` re-decides on the minute), so "Cancel trip" shows there, enabled when the trip can be
 * cancelled, and "Change trip" is offered when it can change: the trip chart's verdicts for the same trip and
 * instant. Null when the card is not `plain` or shows another trip (the session's copy is ahead of the chart's):
 * the trip chart decides then.
 */
export function selectNextTripOffers(snapshot: UpcomingTripSnapshot, tripId: string): NextTripOffers | null {
  const shown = snapshot.context.shown;
  if (!snapshot.matches({ card: 'plain' }) || shown?.externalTripId !== tripId) return null;
  const now = snapshot.context.now();
  return { canCancel: canCancel(shown, now), canChange: canChangeTrip(shown, now) };
}
