import { describe, expect, it, vi } from 'vitest';
import { SimulatedClock, createActor, fromPromise } from 'xstate';
import {
  MAP_THROTTLE_MS,
  VEHICLE_POSITION_INTERVAL_MS,
  liveMapMachine,
  selectLiveMapDetailsOpen,
  selectFitTo,
  selectHeader,
  selectLicensePlate,
  selectRoute,
  selectVehicle,
  type FetchVehiclePositionInput,
} from '../../machines/trip/live-map.machine';
import type { VehicleInfo } from '../../machines/types';
import { apiError, trip } from './fixtures';

const DEPARTURE = { latitude: 52.378, longitude: 4.9 };
const ARRIVAL = { latitude: 52.294, longitude: 4.958 };
const PICKUP_ETA = '2026-07-01T10:00:00.000Z';
const DROPOFF_ETA = '2026-07-01T10:25:00.000Z';

function info(status: VehicleInfo['status'], position: VehicleInfo['position'] = null): VehicleInfo {
  return {
    status,
    eta: status === 'pickUp' ? PICKUP_ETA : status === 'unknown' ? null : DROPOFF_ETA,
    licensePlate: status === 'unknown' ? null : 'GZ-123-B',
    position,
    departure: DEPARTURE,
    arrival: ARRIVAL,
  };
}

interface Call {
  input: FetchVehiclePositionInput;
  signal: AbortSignal;
  resolve: (vehicle: VehicleInfo) => void;
  reject: (error: unknown) => void;
}

/** Starts the machine on a SimulatedClock; position requests stay pending until the test answers them. */
function start() {
  const clock = new SimulatedClock();
  const calls: Call[] = [];
  const reportPositionError = vi.fn();
  const logDirectionsError = vi.fn();
  const machine = liveMapMachine.provide({
    actors: {
      fetchVehiclePosition: fromPromise<VehicleInfo, FetchVehiclePositionInput>(
        ({ input, signal }) =>
          new Promise<VehicleInfo>((resolve, reject) => {
            calls.push({ input, signal, resolve, reject });
          }),
      ),
    },
    actions: {
      reportPositionError: (_, params) => reportPositionError(params.error),
      logDirectionsError: (_, params) => logDirectionsError(params.error),
    },
  });
  const actor = createActor(machine, {
    clock,
    input: { trip: trip({ vehicleTrackingId: 'vehicle/RT-1' }), now: () => new Date(clock.now()) },
  });
  actor.start();
  /** Answers the latest request and lets the done event arrive. */
  const answer = async (vehicle: VehicleInfo) => {
    calls.at(-1)?.resolve(vehicle);
    await flush();
  };
  /** Waits one polling interval (and the map throttle) so the next request goes out. */
  const nextPoll = async () => {
    clock.increment(VEHICLE_POSITION_INTERVAL_MS);
    await flush();
  };
  return { actor, clock, calls, answer, nextPoll, reportPositionError, logDirectionsError };
}

const flush = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('liveMapMachine: polling GET /trips/{id}/vehicles/position (product §7, §8)', () => {
  it('asks with the trip’s vehicleTrackingId, then exactly once per interval', async () => {
    const { calls, clock, answer } = start();
    expect(calls).toHaveLength(1);
    expect(calls[0]?.input).toEqual({ vehicleTrackingId: 'vehicle/RT-1' });
    await answer(info('pickUp', DEPARTURE));
    clock.increment(VEHICLE_POSITION_INTERVAL_MS - 1);
    await flush();
    expect(calls).toHaveLength(1);
    clock.increment(1);
    await flush();
    expect(calls).toHaveLength(2);
    for (let i = 0; i < 10; i++) {
      await answer(info('pickUp', DEPARTURE));
      clock.increment(VEHICLE_POSITION_INTERVAL_MS);
      await flush();
    }
    expect(calls).toHaveLength(12);
  });

  it('never overlaps requests: nothing new while one is pending', async () => {
    const { calls, clock } = start();
    clock.increment(VEHICLE_POSITION_INTERVAL_MS * 10);
    await flush();
    expect(calls).toHaveLength(1);
  });

  it('sends no request after the card is left, and aborts the one in flight', async () => {
    const { actor, calls, clock } = start();
    actor.stop();
    expect(calls[0]?.signal.aborted).toBe(true);
    clock.increment(VEHICLE_POSITION_INTERVAL_MS * 10);
    await flush();
    expect(calls).toHaveLength(1);
  });

  it('keeps position errors silent: reported, the last info stays, polling goes on', async () => {
    const { actor, calls, answer, nextPoll, reportPositionError } = start();
    await answer(info('pickUp', DEPARTURE));
    await nextPoll();
    calls.at(-1)?.reject(apiError(500));
    await flush();
    expect(reportPositionError).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.error).toMatchObject({ status: 500 });
    expect(selectHeader(actor.getSnapshot()).kind).toBe('pickUp');
    await nextPoll();
    expect(calls).toHaveLength(3);
    await answer(info('pickUp', DEPARTURE));
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('stops polling once the ride is completed', async () => {
    const { calls, answer, clock } = start();
    await answer(info('completed', ARRIVAL));
    clock.increment(VEHICLE_POSITION_INTERVAL_MS * 10);
    await flush();
    expect(calls).toHaveLength(1);
  });
});

describe('liveMapMachine: what the card shows (product §2 header, licence plate)', () => {
  it('says "starting soon" before the first answer, then the text of each status', async () => {
    const { actor, answer, nextPoll, clock } = start();
    expect(selectHeader(actor.getSnapshot())).toEqual({ kind: 'startingSoon', eta: null });

    await answer(info('unknown'));
    expect(selectHeader(actor.getSnapshot())).toEqual({ kind: 'empty', eta: null });

    await nextPoll();
    clock.increment(MAP_THROTTLE_MS);
    await answer(info('pickUp', DEPARTURE));
    expect(selectHeader(actor.getSnapshot())).toEqual({ kind: 'pickUp', eta: PICKUP_ETA });

    await nextPoll();
    await answer(info('dropOff', DEPARTURE));
    expect(selectHeader(actor.getSnapshot())).toEqual({ kind: 'dropOff', eta: DROPOFF_ETA });

    await nextPoll();
    await answer(info('completed', ARRIVAL));
    expect(selectHeader(actor.getSnapshot())).toEqual({ kind: 'completed', eta: null });
  });

  it('shows the licence plate only while the vehicle is on its way to the pickup', async () => {
    const { actor, answer, nextPoll } = start();
    expect(selectLicensePlate(actor.getSnapshot())).toBeNull();
    await answer(info('pickUp', DEPARTURE));
    expect(selectLicensePlate(actor.getSnapshot())).toBe('GZ-123-B');
    await nextPoll();
    await answer(info('dropOff', DEPARTURE));
    expect(selectLicensePlate(actor.getSnapshot())).toBeNull();
  });

  it('opens and closes the trip-details dialog', () => {
    const { actor } = start();
    expect(selectLiveMapDetailsOpen(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'details.open' });
    expect(selectLiveMapDetailsOpen(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'details.close' });
    expect(selectLiveMapDetailsOpen(actor.getSnapshot())).toBe(false);
  });
});

describe('liveMapMachine: the map (fit once, directions on status change, 500 ms throttle)', () => {
  it('fits the map to vehicle, departure and arrival once, never again', async () => {
    const { actor, answer, nextPoll } = start();
    expect(selectFitTo(actor.getSnapshot())).toBeNull();
    const first = { latitude: 52.39, longitude: 4.85 };
    await answer(info('pickUp', first));
    const fitTo = selectFitTo(actor.getSnapshot());
    expect(fitTo).toEqual([first, DEPARTURE, ARRIVAL]);
    for (const status of ['pickUp', 'dropOff', 'completed'] as const) {
      await nextPoll();
      await answer(info(status, { latitude: 52.3, longitude: 4.95 }));
    }
    expect(selectFitTo(actor.getSnapshot())).toBe(fitTo);
  });

  it('requests directions when the status changes: vehicle → pickup while pickUp, then → arrival', async () => {
    const { actor, answer, nextPoll } = start();
    const at = { latitude: 52.39, longitude: 4.85 };
    await answer(info('pickUp', at));
    expect(selectRoute(actor.getSnapshot())).toEqual({ seq: 1, origin: at, destination: DEPARTURE });

    // Same status, new position: no new request.
    await nextPoll();
    await answer(info('pickUp', { latitude: 52.385, longitude: 4.87 }));
    expect(selectRoute(actor.getSnapshot())?.seq).toBe(1);

    await nextPoll();
    await answer(info('dropOff', DEPARTURE));
    expect(selectRoute(actor.getSnapshot())).toEqual({ seq: 2, origin: DEPARTURE, destination: ARRIVAL });

    await nextPoll();
    await answer(info('completed', ARRIVAL));
    expect(selectRoute(actor.getSnapshot())).toBeNull();
  });

  it('only logs a failed directions request', async () => {
    const { actor, answer, logDirectionsError } = start();
    await answer(info('pickUp', DEPARTURE));
    const before = actor.getSnapshot().context;
    actor.send({ type: 'directions.failed', error: new Error('ZERO_RESULTS') });
    expect(logDirectionsError).toHaveBeenCalledWith(new Error('ZERO_RESULTS'));
    expect(actor.getSnapshot().context).toEqual(before);
  });

  it('applies position updates at most once per 500 ms, keeping the latest', () => {
    const { actor, clock } = start();
    const p = (lon: number) => info('pickUp', { latitude: 52.39, longitude: lon });
    actor.send({ type: 'vehicle.received', vehicle: p(4.81) });
    expect(selectVehicle(actor.getSnapshot())?.position?.longitude).toBe(4.81);
    clock.increment(100);
    actor.send({ type: 'vehicle.received', vehicle: p(4.82) });
    clock.increment(100);
    actor.send({ type: 'vehicle.received', vehicle: p(4.83) });
    expect(selectVehicle(actor.getSnapshot())?.position?.longitude).toBe(4.81);
    clock.increment(MAP_THROTTLE_MS - 201);
    expect(selectVehicle(actor.getSnapshot())?.position?.longitude).toBe(4.81);
    clock.increment(1);
    expect(selectVehicle(actor.getSnapshot())?.position?.longitude).toBe(4.83);
    // A further update within the next 500 ms waits again.
    actor.send({ type: 'vehicle.received', vehicle: p(4.84) });
    expect(selectVehicle(actor.getSnapshot())?.position?.longitude).toBe(4.83);
    clock.increment(MAP_THROTTLE_MS);
    expect(selectVehicle(actor.getSnapshot())?.position?.longitude).toBe(4.84);
    // Quiet for 500 ms: the next update applies at once.
    clock.increment(MAP_THROTTLE_MS);
    actor.send({ type: 'vehicle.received', vehicle: p(4.85) });
    expect(selectVehicle(actor.getSnapshot())?.position?.longitude).toBe(4.85);
  });
});
