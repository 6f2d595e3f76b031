/**
 * The public follow page `/follow/<token>`: a carer opens the traveller's share link without an
 * account and sees the trip's status, pick-up window, from and to, the traveller's first name and — inside the
 * 60-minute live window — the vehicle on the map with its plate and estimates, refreshing like the live card
 * (product §2 live map card, §9 map constants). API extension beyond the operator's API, product §10.10: GET /follow/{token}
 * (`followSharedTrip`, public), 410 `ShareStopped` / `TripCancelled` / `ShareExpired` when the link stopped
 * working, 404 `ShareNotFound` for an unknown link.
 *
 * States:
 * ```
 * loading ──(done)──▶ showing                    showing: waiting ──(after followInterval)──▶ fetching ──▶ waiting
 *    │                   │                                   fetching ──(error, link still works: silent)──▶ waiting
 *    │                   └──(410/404/400 on a refresh)──▶ ended
 *    ├──(410/404/400)──▶ ended                   "stopped", "cancelled", "expired" or "unknown", in plain words
 *    └──(other error)──▶ failed ──follow.retry──▶ loading
 * ```
 * `followInterval` is the live card's 5 s position interval while live (machines/trip/share-rules.ts
 * `isFollowLive`), else the next-trip card's 30 s refresh. Each new vehicle status issues a new route for the map
 * (as the live map does); the map is fitted once, to the first vehicle info. Requests never overlap; leaving the
 * page stops the actor and aborts a request in flight. "Now" is injected (`input.now`). Each answer is forwarded to
 * the child `nearNotice` (machines/trip/near-notice.machine.ts), which tells the carer when the taxi is near and when the
 * ride to the destination begins, once each (opt-in).
 */
import { assign, sendTo, setup } from 'xstate';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { components } from '../../openapi/generated/ticketing';
import type { AppError } from '../types';
import { errorParams, toAppError, appErrorParams } from '../lib/errors';
import { UPCOMING_REFRESH_MS } from './live-trip';
import {
  VEHICLE_POSITION_INTERVAL_MS,
  liveMapHeader,
  liveStatusOf,
  mapViewAfter,
  nearNoticeInputOf,
  shortPlace,
  visibleLicensePlate,
  type Coordinates,
  type DirectionsFailedEvent,
  type LiveMapHeader,
  type LiveStatus,
  type RouteRequest,
} from './live-map-rules';
import { followEndReason, isFollowLive, type FollowEndReason } from './share-rules';
import { notProvidedActor } from '../lib/not-provided';
import { nearNoticeMachine, type NearNoticeActorRef } from './near-notice.machine';

/** What a share link shows (openapi/ticketing.yaml `FollowedTrip`). */
export type FollowedTrip = components['schemas']['FollowedTrip'];

/** Input of {@link followMachine}. */
export interface FollowInput {
  /** The share token of the link (`/follow/<token>`). */
  token: string;
  /** Injected clock: the current instant (server-corrected). */
  now: () => Date;
  /** This browser's stored "notify me when the taxi is near" opt-in of carer pages (default off). */
  nearNoticeOptedIn?: boolean;
}

/** Input of the `fetchFollowedTrip` actor. */
export interface FetchFollowedTripInput {
  token: string;
}

/** Context of {@link followMachine}. */
export interface FollowContext {
  token: string;
  now: () => Date;
  /** The trip as last answered, or null before the first answer. */
  trip: FollowedTrip | null;
  /** The current directions request for the map, or null. */
  route: RouteRequest | null;
  /** Directions requests issued so far. */
  routeRequests: number;
  /** Points to fit the map to, set once with the first vehicle info. */
  fitTo: Coordinates[] | null;
  /** Why the link no longer works, once ended. */
  endReason: FollowEndReason | null;
  /** The last failed request (silent while showing), or null. */
  error: AppError | null;
  /** The opt-in the child `nearNotice` starts with. */
  nearNoticeOptedIn: boolean;
}

/** Events accepted by {@link followMachine}. */
export type FollowEvent =
  /** "Try again" after the first load failed (network, 5xx, too many requests). */
  | { type: 'follow.retry' }
  /** The map's directions request failed (logged only). */
  | DirectionsFailedEvent;

/** `storeTrip` / `forwardToNearNotice` params: the trip a fetch returned. */
const tripParams = ({ event }: { event: { output: FollowedTrip } }) => ({ trip: event.output });

/**
 * Follow statechart (XState v5); see the module comment.
 *
 * Actors to provide: `fetchFollowedTrip` — {@link FetchFollowedTripInput} → {@link FollowedTrip} (GET
 * /follow/{token} `data`, without the traveller's session); rejects with the §8 error; honours `signal`.
 *
 * `nearNotice` — the carer's "almost there" notice for this link (machines/trip/near-notice.machine.ts with its
 * effects; default: the bare machine), fed every answer's vehicle.
 *
 * Actions to provide (defaults do nothing), both silent, for the log only: `reportRefreshError` `{ error }` (a
 * failed refresh; the last answer stays) and `logDirectionsError` `{ error }` (the map's directions failed).
 *
 * Guards (built in): `hasEnded` (machines/trip/share-rules.ts `followEndReason`). Delays: `followInterval`
 * (5 s while live, else 30 s).
 */
export const followMachine = setup({
  types: {
    context: {} as FollowContext,
    events: {} as FollowEvent,
    input: {} as FollowInput,
  },
  actors: {
    fetchFollowedTrip: notProvidedActor<FollowedTrip, FetchFollowedTripInput>('follow', 'fetchFollowedTrip'),
    nearNotice: nearNoticeMachine,
  },
  actions: {
    reportRefreshError: (_, _params: { error: AppError }) => {},
    logDirectionsError: (_, _params: { error: unknown }) => {},
    storeTrip: assign(({ context }, params: { trip: FollowedTrip }) => {
      const { trip } = params;
      // Without a vehicle (outside the live window) there is no route; the route count and the fit are kept.
      const view = trip.vehicle
        ? mapViewAfter(context, context.trip?.vehicle?.status, trip.vehicle)
        : { route: null, routeRequests: context.routeRequests, fitTo: context.fitTo };
      return { trip, error: null, ...view };
    }),
    storeEnd: assign((_, params: { error: unknown }) => ({
      endReason: followEndReason(toAppError(params.error)),
      error: toAppError(params.error),
    })),
    storeError: assign((_, params: { error: unknown }) => ({ error: toAppError(params.error) })),
    /** Hands the answer's vehicle info (null outside the live window) to the child `nearNotice`. */
    forwardToNearNotice: sendTo('nearNotice', (_, params: { trip: FollowedTrip }) => ({
      type: 'vehicle.received' as const,
      vehicle: params.trip.vehicle ?? null,
      places: { from: shortPlace(params.trip.locationFrom), to: shortPlace(params.trip.locationTo) },
    })),
  },
  guards: {
    hasEnded: (_, params: { error: unknown }) => followEndReason(toAppError(params.error)) !== null,
  },
  delays: {
    followInterval: ({ context }) =>
      context.trip && isFollowLive(context.trip, context.now())
        ? VEHICLE_POSITION_INTERVAL_MS
        : UPCOMING_REFRESH_MS,
  },
}).createMachine({
  id: 'follow',
  context: ({ input }) => ({
    token: input.token,
    now: input.now,
    trip: null,
    route: null,
    routeRequests: 0,
    fitTo: null,
    endReason: null,
    error: null,
    nearNoticeOptedIn: input.nearNoticeOptedIn ?? false,
  }),
  invoke: {
    id: 'nearNotice',
    src: 'nearNotice',
    input: ({ context }) => nearNoticeInputOf(context.token, context),
  },
  initial: 'loading',
  on: {
    'directions.failed': {
      actions: { type: 'logDirectionsError', params: ({ event }) => ({ error: event.error }) },
    },
  },
  states: {
    loading: {
      invoke: {
        id: 'fetchFollowedTrip',
        src: 'fetchFollowedTrip',
        input: ({ context }) => ({ token: context.token }),
        onDone: {
          target: 'showing',
          actions: [
            { type: 'storeTrip', params: tripParams },
            { type: 'forwardToNearNotice', params: tripParams },
          ],
        },
        onError: [
          {
            guard: { type: 'hasEnded', params: errorParams },
            target: 'ended',
            actions: { type: 'storeEnd', params: errorParams },
          },
          { target: 'failed', actions: { type: 'storeError', params: errorParams } },
        ],
      },
    },
    failed: {
      on: { 'follow.retry': 'loading' },
    },
    showing: {
      initial: 'waiting',
      states: {
        waiting: {
          after: { followInterval: 'fetching' },
        },
        fetching: {
          invoke: {
            id: 'refreshFollowedTrip',
            src: 'fetchFollowedTrip',
            input: ({ context }) => ({ token: context.token }),
            onDone: {
              target: 'waiting',
              actions: [
                { type: 'storeTrip', params: tripParams },
                { type: 'forwardToNearNotice', params: tripParams },
              ],
            },
            onError: [
              {
                guard: { type: 'hasEnded', params: errorParams },
                target: '#follow.ended',
                actions: { type: 'storeEnd', params: errorParams },
              },
              // Silent, as the live card's position errors (product §8): the last answer stays, polling goes on.
              {
                target: 'waiting',
                actions: [
                  { type: 'storeError', params: errorParams },
                  { type: 'reportRefreshError', params: appErrorParams },
                ],
              },
            ],
          },
        },
      },
    },
    ended: {},
  },
});

/** Snapshot of {@link followMachine}. */
export type FollowSnapshot = SnapshotFrom<typeof followMachine>;
/** A running {@link followMachine} actor. */
export type FollowActorRef = ActorRefFrom<typeof followMachine>;

/** The first answer is on its way. */
export const selectFollowLoading = (s: FollowSnapshot): boolean => s.matches('loading');
/** The first load failed for a reason that says nothing about the link: "Try again". */
export const selectFollowLoadFailed = (s: FollowSnapshot): boolean => s.matches('failed');
/** The trip to show while the link works, else null. */
export const selectFollowedTrip = (s: FollowSnapshot): FollowedTrip | null =>
  s.matches('showing') ? s.context.trip : null;
/** Why the link no longer works, or null while it does. */
export const selectEndReason = (s: FollowSnapshot): FollowEndReason | null =>
  s.matches('ended') ? s.context.endReason : null;
/** The licence plate while the vehicle comes to the pick-up, else null. */
export const selectFollowPlate = (s: FollowSnapshot): string | null =>
  visibleLicensePlate(s.context.trip?.vehicle ?? null);
/** The map is shown: the server sends the vehicle (60 minutes before pick-up until arrival). */
export const selectShowsMap = (s: FollowSnapshot): boolean =>
  s.matches('showing') && (s.context.trip?.vehicle ?? null) !== null;
/** The current directions request, or null. */
export const selectFollowRoute = (s: FollowSnapshot): RouteRequest | null => s.context.route;
/** The points to fit the map to (set once), or null. */
export const selectFollowFitTo = (s: FollowSnapshot): Coordinates[] | null => s.context.fitTo;

/** What the follow page says about the vehicle (i18n `follow.vehicle.<kind>` / `follow.notLiveYet`). */
export interface FollowVehicleMessage {
  kind: LiveMapHeader['kind'] | 'notLiveYet';
  /** The ETA it names (pickUp, dropOff), else null. */
  eta: string | null;
}

/**
 * The vehicle line: the live card's header while the server sends the vehicle; "arrived" for a completed trip
 * without one; otherwise that the vehicle shows from 60 minutes before pick-up.
 */
export const selectFollowVehicleMessage = (s: FollowSnapshot): FollowVehicleMessage => {
  const trip = s.context.trip;
  if (trip?.vehicle) return liveMapHeader(trip.vehicle);
  if (trip?.status === 'completed') return { kind: 'completed', eta: null };
  return { kind: 'notLiveYet', eta: null };
};

/**
 * The status sentence the carer reads first while the server sends the vehicle (as the live card's, from the
 * vehicle info and the clock at that snapshot), else null (outside the live window: the vehicle line says why).
 */
export const selectFollowLiveStatus = (s: FollowSnapshot): LiveStatus | null => {
  const trip = s.context.trip;
  return trip?.vehicle ? liveStatusOf(trip.vehicle, trip, s.context.now()) : null;
};

/** The child near-notice actor of the page (opt-in, alert), or undefined once stopped. */
export const selectFollowNearNoticeRef = (s: FollowSnapshot): NearNoticeActorRef | undefined =>
  s.children.nearNotice as NearNoticeActorRef | undefined;
