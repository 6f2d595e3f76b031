import { describe, expect, it, vi } from 'vitest';
import { SimulatedClock, createActor, fromPromise } from 'xstate';
import {
  followMachine,
  selectEndReason,
  selectFollowedTrip,
  selectFollowFitTo,
  selectFollowPlate,
  selectFollowRoute,
  selectFollowVehicleMessage,
  selectFollowLoading,
  selectFollowLoadFailed,
  selectShowsMap,
  type FollowedTrip,
} from '../../machines/trip/follow.machine';
import { UPCOMING_REFRESH_MS } from '../../machines/trip/live-trip';
import { VEHICLE_POSITION_INTERVAL_MS } from '../../machines/trip/live-map-rules';
import { followEndReason, isFollowLive } from '../../machines/trip/share-rules';
import type { VehicleInfo } from '../../machines/types';
import { HOSPITAL, STATION, apiError } from './fixtures';

const DEPARTURE = { latitude: 52.378, longitude: 4.9 };
const ARRIVAL = { latitude: 52.294, longitude: 4.958 };
const PICK_UP = Date.parse('2026-07-01T10:00:00Z');
const MIN = 60_000;

function vehicle(status: VehicleInfo['status']): VehicleInfo {
  return {
    status,
    eta: '2026-07-01T10:00:00Z',
    licensePlate: 'GZ-123-B',
    position: { latitude: 52.36, longitude: 4.91 },
    departure: DEPARTURE,
    arrival: ARRIVAL,
  };
}

function followed(overrides: Partial<FollowedTrip> = {}): FollowedTrip {
  return {
    status: 'confirmed',
    pickUpWindow: { start: '2026-07-01T09:45:00Z', end: '2026-07-01T10:15:00Z' },
    locationFrom: STATION,
    locationTo: HOSPITAL,
    firstName: 'Riet',
    estimatedArrival: '2026-07-01T10:25:00Z',
    vehicle: null,
    ...overrides,
  };
}

/** The machine on a SimulatedClock, "now" fixed by the test; every request waits until the test answers it. */
function start(now = PICK_UP - 3 * 60 * MIN) {
  const clock = new SimulatedClock();
  const calls: {
    token: string;
    resolve: (t: FollowedTrip) => void;
    reject: (e: unknown) => void;
    signal: AbortSignal;
  }[] = [];
  const reportRefreshError = vi.fn();
  const logDirectionsError = vi.fn();
  const time = { now };
  const machine = followMachine.provide({
    actors: {
      fetchFollowedTrip: fromPromise<FollowedTrip, { token: string }>(
        ({ input, signal }) =>
          new Promise((resolve, reject) => calls.push({ token: input.token, resolve, reject, signal })),
      ),
    },
    actions: {
      reportRefreshError: (_, params) => reportRefreshError(params.error),
      logDirectionsError: (_, params) => logDirectionsError(params.error),
    },
  });
  const actor = createActor(machine, { input: { token: 'tok', now: () => new Date(time.now) }, clock });
  actor.start();
  const settle = () => new Promise((r) => setTimeout(r, 0));
  return { actor, calls, clock, time, settle, reportRefreshError, logDirectionsError };
}

describe('follow machine', () => {
  it('loads the followed trip by its token and shows it', async () => {
    const { actor, calls, settle } = start();
    expect(selectFollowLoading(actor.getSnapshot())).toBe(true);
    expect(calls[0]!.token).toBe('tok');
    calls[0]!.resolve(followed());
    await settle();
    expect(selectFollowedTrip(actor.getSnapshot())?.firstName).toBe('Riet');
    expect(selectShowsMap(actor.getSnapshot())).toBe(false);
    expect(selectFollowVehicleMessage(actor.getSnapshot())).toEqual({ kind: 'notLiveYet', eta: null });
  });

  it('refreshes every 30 s before the live window and every 5 s inside it, never overlapping', async () => {
    const { actor, calls, clock, time, settle } = start();
    calls[0]!.resolve(followed());
    await settle();
    clock.increment(VEHICLE_POSITION_INTERVAL_MS);
    expect(calls).toHaveLength(1);
    clock.increment(UPCOMING_REFRESH_MS - VEHICLE_POSITION_INTERVAL_MS);
    expect(calls).toHaveLength(2);
    clock.increment(UPCOMING_REFRESH_MS);
    expect(calls).toHaveLength(2);
    // 30 minutes before pick-up, with the vehicle on its way.
    time.now = PICK_UP - 30 * MIN;
    calls[1]!.resolve(followed({ vehicle: vehicle('pickUp') }));
    await settle();
    clock.increment(VEHICLE_POSITION_INTERVAL_MS);
    expect(calls).toHaveLength(3);
    expect(actor.getSnapshot().matches({ showing: 'fetching' })).toBe(true);
  });

  it('shows the vehicle inside the live window: plate, ETA, a route per status, fitted once', async () => {
    const { actor, calls, clock, settle } = start(PICK_UP - 30 * MIN);
    calls[0]!.resolve(followed({ vehicle: vehicle('pickUp') }));
    await settle();
    const s = actor.getSnapshot();
    expect(selectShowsMap(s)).toBe(true);
    expect(selectFollowPlate(s)).toBe('GZ-123-B');
    expect(selectFollowVehicleMessage(s)).toEqual({ kind: 'pickUp', eta: '2026-07-01T10:00:00Z' });
    expect(selectFollowRoute(s)).toMatchObject({ seq: 1, destination: DEPARTURE });
    const fit = selectFollowFitTo(s);
    clock.increment(VEHICLE_POSITION_INTERVAL_MS);
    calls[1]!.resolve(followed({ vehicle: vehicle('pickUp') }));
    await settle();
    expect(selectFollowRoute(actor.getSnapshot())?.seq).toBe(1);
    clock.increment(VEHICLE_POSITION_INTERVAL_MS);
    calls[2]!.resolve(followed({ status: 'confirmed', vehicle: vehicle('dropOff') }));
    await settle();
    expect(selectFollowRoute(actor.getSnapshot())).toMatchObject({ seq: 2, destination: ARRIVAL });
    expect(selectFollowPlate(actor.getSnapshot())).toBeNull();
    expect(selectFollowFitTo(actor.getSnapshot())).toBe(fit);
  });

  it('says the trip arrived once completed without a vehicle', async () => {
    const { actor, calls, settle } = start(PICK_UP + 60 * MIN);
    calls[0]!.resolve(followed({ status: 'completed' }));
    await settle();
    expect(selectFollowVehicleMessage(actor.getSnapshot()).kind).toBe('completed');
  });

  it.each([
    ['ShareStopped', 410, 'stopped'],
    ['TripCancelled', 410, 'cancelled'],
    ['ShareExpired', 410, 'expired'],
    ['ShareNotFound', 404, 'unknown'],
    ['InvalidParameters', 400, 'unknown'],
  ] as const)('ends with a reason when the link answers %s (%i)', async (code, status, reason) => {
    const { actor, calls, settle } = start();
    calls[0]!.reject(apiError(status, code));
    await settle();
    expect(selectEndReason(actor.getSnapshot())).toBe(reason);
    expect(selectFollowedTrip(actor.getSnapshot())).toBeNull();
  });

  it('ends when a refresh says the link stopped working; other refresh errors are silent', async () => {
    const { actor, calls, clock, settle, reportRefreshError } = start();
    calls[0]!.resolve(followed());
    await settle();
    clock.increment(UPCOMING_REFRESH_MS);
    calls[1]!.reject(apiError(503));
    await settle();
    expect(reportRefreshError).toHaveBeenCalledOnce();
    expect(selectFollowedTrip(actor.getSnapshot())?.firstName).toBe('Riet');
    clock.increment(UPCOMING_REFRESH_MS);
    calls[2]!.reject(apiError(410, 'TripCancelled'));
    await settle();
    expect(selectEndReason(actor.getSnapshot())).toBe('cancelled');
    clock.increment(UPCOMING_REFRESH_MS);
    expect(calls).toHaveLength(3);
  });

  it('offers "Try again" when the first load fails for another reason (network, 5xx, 429)', async () => {
    const { actor, calls, settle } = start();
    calls[0]!.reject(apiError(429, 'TooManyRequests'));
    await settle();
    expect(selectFollowLoadFailed(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'follow.retry' });
    expect(calls).toHaveLength(2);
    expect(selectFollowLoading(actor.getSnapshot())).toBe(true);
  });

  it('only logs a failed directions request, and aborts a request when the page goes', () => {
    const { actor, calls, logDirectionsError } = start();
    actor.send({ type: 'directions.failed', error: 'ZERO_RESULTS' });
    expect(logDirectionsError).toHaveBeenCalledWith('ZERO_RESULTS');
    actor.stop();
    expect(calls[0]!.signal.aborted).toBe(true);
  });
});

describe('follow rules', () => {
  it('reads why a link ended from the error', () => {
    expect(followEndReason({ status: 410, code: 'ShareStopped' })).toBe('stopped');
    expect(followEndReason({ status: 410 })).toBe('expired');
    expect(followEndReason({ status: 503 })).toBeNull();
    expect(followEndReason({ status: 0 })).toBeNull();
  });

  it('is live from 60 minutes before pick-up until the arrival estimate, or while a vehicle is sent', () => {
    const trip = followed();
    expect(isFollowLive(trip, new Date(PICK_UP - 61 * MIN))).toBe(false);
    expect(isFollowLive(trip, new Date(PICK_UP - 60 * MIN))).toBe(true);
    expect(isFollowLive(trip, new Date(Date.parse(trip.estimatedArrival)))).toBe(false);
    expect(isFollowLive(followed({ vehicle: vehicle('dropOff') }), new Date(PICK_UP + 5 * 60 * MIN))).toBe(
      true,
    );
  });
});
