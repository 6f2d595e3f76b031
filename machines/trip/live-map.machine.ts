/**
 * The live vehicle map of the next trip (product §2.3 "Live map card", §3 Vehicle info, §4 "Vehicle status
 * progression: pickUp, dropOff, completed", §7 GET /trips/{id}/vehicles/position, §8 "Silent errors: … vehicle
 * position", §9 "Map throttle 500 ms").
 *
 * Three parallel regions:
 * ```
 * polling:  fetching ──(done)──▶ waiting ──(after positionInterval)──▶ fetching
 *              │  └──(error: silent, logged)──▶ waiting
 *              └──(done with status completed)──▶ finished           the ride is over: nothing will move
 * updates:  ready ──(vehicle.received: apply)──▶ throttled ──(after mapThrottle 500 ms)──▶ ready
 *                          throttled keeps only the latest vehicle.received and applies it when the 500 ms end
 * details:  closed ⇄ open                                              the trip-details dialog (info icon)
 * ```
 * Applying vehicle info (the only way `vehicle` changes):
 * - the first application sets `fitTo` (vehicle, departure, arrival): the map fits those points ONCE and the
 *   user may then drag it freely;
 * - a status different from the last applied one (the first info included) issues a new `route` request
 *   (`seq` + 1): vehicle → pickup while pickUp, otherwise → arrival; none once completed. The map view performs
 *   the driving-directions request for each new `seq` and reports a failure with `directions.failed`, which is
 *   only logged (§2 "A failed directions request is only logged").
 *
 * The child `nearNotice` (machines/trip/near-notice.machine.ts) runs as long as the card: each position answer is
 * forwarded to it, and it decides when to tell the traveller that the taxi is near (pick-up ETA ≤ 5 minutes) and
 * when the ride to the destination begins.
 *
 * Position errors are silent (§8) and polling goes on. Requests never overlap; the view owns the actor, so
 * unmounting the card stops polling and aborts a request in flight. Delays are named, so a `SimulatedClock`
 * drives the machine in tests.
 */
import { assign, enqueueActions, raise, sendTo, setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import type { AppError, Trip, VehicleInfo } from '../types';
import { errorParams, toAppError, storeErrorThen } from '../lib/errors';
import { pickUpWindowOf } from './live-trip';
import {
  MAP_THROTTLE_MS,
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
import { notProvidedActor } from '../lib/not-provided';
import { nearNoticeMachine, type NearNoticeActorRef } from './near-notice.machine';

export { MAP_THROTTLE_MS, VEHICLE_POSITION_INTERVAL_MS };

/** Input of {@link liveMapMachine}: the trip whose vehicle is followed. */
export interface LiveMapInput {
  trip: Trip;
  /** Injected clock: the current instant (server-corrected); the status sentence counts minutes from it. */
  now: () => Date;
  /** The traveller's stored "notify me when my taxi is near" opt-in (default off). */
  nearNoticeOptedIn?: boolean;
}

/** Input of the `fetchVehiclePosition` actor: the raw tracking id (the actor base64-encodes it, product §7). */
export interface FetchVehiclePositionInput {
  vehicleTrackingId: string;
}

/** Context of {@link liveMapMachine}. */
export interface LiveMapContext {
  trip: Trip;
  now: () => Date;
  /** The vehicle info the map shows (applied at most once per {@link MAP_THROTTLE_MS}); null until the first. */
  vehicle: VehicleInfo | null;
  /** Info received during the throttle window, applied when it ends (latest wins). */
  pending: VehicleInfo | null;
  /** The current directions request, or null (before the first info, or once completed). */
  route: RouteRequest | null;
  /** Requests issued so far (the next request's `seq` is this + 1). */
  routeRequests: number;
  /** The points to fit the map to, set once with the first vehicle info and never changed afterwards. */
  fitTo: Coordinates[] | null;
  /** The last failed position request (silent, §8), cleared by the next success. */
  error: AppError | null;
  /** The opt-in the child `nearNotice` starts with. */
  nearNoticeOptedIn: boolean;
}

/** Events accepted by {@link liveMapMachine}. */
export type LiveMapEvent =
  /** New vehicle info (raised by the polling region; a push source may send it too). Throttled. */
  | { type: 'vehicle.received'; vehicle: VehicleInfo }
  /** The info icon: open the trip-details dialog. */
  | { type: 'details.open' }
  /** Close the trip-details dialog. */
  | { type: 'details.close' }
  /** The map's directions request failed (logged only). */
  | DirectionsFailedEvent;

/** `params` of the fetched position's guard and action: `{ vehicle }`. */
const vehicleParams = ({ event }: { event: { output: VehicleInfo } }) => ({ vehicle: event.output });

/**
 * product §2.3 live map statechart (XState v5); see the module comment for regions and rules.
 *
 * Actors to provide:
 * - `fetchVehiclePosition`: {@link FetchVehiclePositionInput} → {@link VehicleInfo} (GET
 *   /trips/{base64(vehicleTrackingId)}/vehicles/position `data`); rejects with a §8 error; honours `signal`.
 *
 * - `nearNotice`: machines/trip/near-notice.machine.ts provided with its effects (default: the bare machine).
 *
 * Actions to provide (defaults do nothing): `reportPositionError` `{ error }` (silent: log only),
 * `logDirectionsError` `{ error }` (log only).
 *
 * Delays: `positionInterval` ({@link VEHICLE_POSITION_INTERVAL_MS}), `mapThrottle` ({@link MAP_THROTTLE_MS}).
 */
export const liveMapMachine = setup({
  types: {
    context: {} as LiveMapContext,
    input: {} as LiveMapInput,
    events: {} as LiveMapEvent,
  },
  actors: {
    fetchVehiclePosition: notProvidedActor<VehicleInfo, FetchVehiclePositionInput>(
      'live-map',
      'fetchVehiclePosition',
    ),
    nearNotice: nearNoticeMachine,
  },
  actions: {
    reportPositionError: (_, _params: { error: AppError }) => {},
    logDirectionsError: (_, _params: { error: unknown }) => {},
    applyVehicle: assign(({ context }, params: { vehicle: VehicleInfo }) => ({
      vehicle: params.vehicle,
      pending: null,
      ...mapViewAfter(context, context.vehicle?.status, params.vehicle),
    })),
    keepPending: assign((_, params: { vehicle: VehicleInfo }) => ({ pending: params.vehicle })),
    /** `storeError`, then `reportPositionError` with the §8 error (machines/lib/errors.ts `storeErrorThen`). */
    storeAndReportError: storeErrorThen('reportPositionError'),
    storeError: assign((_, params: { error: unknown }) => ({ error: toAppError(params.error) })),
    clearError: assign({ error: null }),
    /** Hands a fetched position to the child `nearNotice`, with the trip's place names. */
    forwardToNearNotice: sendTo('nearNotice', ({ context }, params: { vehicle: VehicleInfo }) => ({
      type: 'vehicle.received' as const,
      vehicle: params.vehicle,
      places: { from: shortPlace(context.trip.locationFrom), to: shortPlace(context.trip.locationTo) },
    })),
    /** Hands a fetched position to the `updates` region (raised, so a push source can send the same event). */
    raiseVehicleReceived: raise((_, params: { vehicle: VehicleInfo }) => ({
      type: 'vehicle.received' as const,
      vehicle: params.vehicle,
    })),
    /**
     * A fetched position, whatever comes next: the last failure is over (`clearError`), the `updates` region gets it
     * (`raiseVehicleReceived`) and so does the child `nearNotice` (`forwardToNearNotice`). The cast is for
     * TypeScript only: inside this `setup`, any `enqueueActions` makes the inferred action map circular (TS2719);
     * at run time XState runs it as the enqueueActions action it is (tests/machines/live-map.machine.test.ts).
     */
    takeVehicle: enqueueActions<LiveMapContext, LiveMapEvent, { vehicle: VehicleInfo }, LiveMapEvent>(
      ({ enqueue }, params) => {
        enqueue('clearError');
        enqueue({ type: 'raiseVehicleReceived', params });
        enqueue({ type: 'forwardToNearNotice', params });
      },
    ) as unknown as (_: unknown, params: { vehicle: VehicleInfo }) => void,
  },
  guards: {
    hasPending: ({ context }) => context.pending !== null,
    isCompleted: (_, params: { vehicle: VehicleInfo }) => params.vehicle.status === 'completed',
  },
  delays: {
    positionInterval: VEHICLE_POSITION_INTERVAL_MS,
    mapThrottle: MAP_THROTTLE_MS,
  },
}).createMachine({
  id: 'liveMap',
  type: 'parallel',
  context: ({ input }) => ({
    trip: input.trip,
    now: input.now,
    vehicle: null,
    pending: null,
    route: null,
    routeRequests: 0,
    fitTo: null,
    error: null,
    nearNoticeOptedIn: input.nearNoticeOptedIn ?? false,
  }),
  invoke: {
    id: 'nearNotice',
    src: 'nearNotice',
    input: ({ context }) => nearNoticeInputOf(context.trip.externalTripId, context),
  },
  states: {
    polling: {
      initial: 'fetching',
      states: {
        fetching: {
          invoke: {
            id: 'fetchVehiclePosition',
            src: 'fetchVehiclePosition',
            input: ({ context }) => ({ vehicleTrackingId: context.trip.vehicleTrackingId }),
            onDone: [
              {
                guard: { type: 'isCompleted', params: vehicleParams },
                target: 'finished',
                actions: { type: 'takeVehicle', params: vehicleParams },
              },
              { target: 'waiting', actions: { type: 'takeVehicle', params: vehicleParams } },
            ],
            onError: {
              target: 'waiting',
              actions: { type: 'storeAndReportError', params: errorParams },
            },
          },
        },
        waiting: {
          after: { positionInterval: 'fetching' },
        },
        finished: {},
      },
    },
    updates: {
      initial: 'ready',
      states: {
        ready: {
          on: {
            'vehicle.received': {
              target: 'throttled',
              actions: { type: 'applyVehicle', params: ({ event }) => ({ vehicle: event.vehicle }) },
            },
          },
        },
        throttled: {
          on: {
            'vehicle.received': {
              actions: { type: 'keepPending', params: ({ event }) => ({ vehicle: event.vehicle }) },
            },
          },
          after: {
            mapThrottle: [
              {
                guard: 'hasPending',
                target: 'throttled',
                reenter: true,
                actions: {
                  type: 'applyVehicle',
                  params: ({ context }) => ({ vehicle: context.pending as VehicleInfo }),
                },
              },
              { target: 'ready' },
            ],
          },
        },
      },
    },
    details: {
      initial: 'closed',
      states: {
        closed: { on: { 'details.open': 'open' } },
        open: { on: { 'details.close': 'closed' } },
      },
    },
  },
  on: {
    'directions.failed': {
      actions: { type: 'logDirectionsError', params: errorParams },
    },
  },
});

/** A snapshot of {@link liveMapMachine}. */
export type LiveMapSnapshot = SnapshotFrom<typeof liveMapMachine>;

/** The header the card shows (product §2.3 header text by status; `startingSoon` before the first info). */
export function selectHeader(snapshot: LiveMapSnapshot): LiveMapHeader {
  return liveMapHeader(snapshot.context.vehicle);
}

/** The licence plate to show (only while pickUp), or null. */
export function selectLicensePlate(snapshot: LiveMapSnapshot): string | null {
  return visibleLicensePlate(snapshot.context.vehicle);
}

/** The vehicle info the map shows, or null before the first answer. */
export function selectVehicle(snapshot: LiveMapSnapshot): VehicleInfo | null {
  return snapshot.context.vehicle;
}

/** The current directions request (a new `seq` = request again), or null. */
export function selectRoute(snapshot: LiveMapSnapshot): RouteRequest | null {
  return snapshot.context.route;
}

/** The points to fit the map to (set once), or null before the first vehicle info. */
export function selectFitTo(snapshot: LiveMapSnapshot): Coordinates[] | null {
  return snapshot.context.fitTo;
}

/** True while the trip-details dialog is open. */
export function selectLiveMapDetailsOpen(snapshot: LiveMapSnapshot): boolean {
  return snapshot.matches({ details: 'open' });
}

/**
 * The status sentence the card shows first (machines/trip/live-trip.ts `liveStatusOf`): from the applied vehicle
 * info and the clock at that snapshot, so its minutes change with a poll, never in between.
 */
export function selectLiveStatus(snapshot: LiveMapSnapshot): LiveStatus {
  const { vehicle, trip, now } = snapshot.context;
  return liveStatusOf(vehicle, trip, now());
}

/**
 * The vehicle reported the ride completed (`polling.finished`): the card says "You have arrived" once (the header)
 * and drops what no longer applies — the pick-up window, the near-notice alert and switch, cancelling.
 */
export function selectHasArrived(snapshot: LiveMapSnapshot): boolean {
  return snapshot.matches({ polling: 'finished' });
}

/** The trip's pick-up window, departure ± 15 minutes (ISO-8601 UTC), as the carer's page shows it. */
export function selectLiveMapPickUpWindow(snapshot: LiveMapSnapshot): { start: string; end: string } {
  return pickUpWindowOf(snapshot.context.trip);
}

/** The child near-notice actor of the card (opt-in, alert), or undefined once stopped. */
export function selectNearNoticeRef(snapshot: LiveMapSnapshot): NearNoticeActorRef | undefined {
  return snapshot.children.nearNotice as NearNoticeActorRef | undefined;
}
