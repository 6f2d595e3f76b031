import { describe, expect, it } from 'vitest';
import { haversineKm, type Point } from '../../server/lib/geo';
import {
  DISPATCH_MINUTES,
  licensePlateFor,
  nearestDepot,
  vehicleInfo,
  vehiclePaths,
  type TrackedTrip,
} from '../../server/sim/vehicles';
import { DEMO_PASS, bookingRequest, createHarness, twoLocations, type Harness } from './harness';

const MIN = 60_000;
const DEPARTURE = Date.parse('2026-07-01T10:00:00Z');
const ARRIVAL = DEPARTURE + 25 * MIN;
const FROM = { latitude: 52.3851, longitude: 4.8898 }; // Westerdoksdijk, Amsterdam
const TO = { latitude: 52.3747, longitude: 5.2186 }; // Almere

function tracked(overrides: Partial<TrackedTrip> = {}): TrackedTrip {
  return {
    externalTripId: 'RT-TEST0001',
    status: 'confirmed',
    departureAt: DEPARTURE,
    arrivalAt: ARRIVAL,
    from: FROM,
    to: TO,
    ...overrides,
  };
}

describe('simulated vehicle (server/sim/vehicles.ts) by the server clock', () => {
  it('has no vehicle before dispatch, 60 minutes before departure', () => {
    const info = vehicleInfo(tracked(), DEPARTURE - DISPATCH_MINUTES * MIN - 1);
    expect(DISPATCH_MINUTES).toBe(60);
    expect(info).toEqual({
      status: 'unknown',
      eta: null,
      licensePlate: null,
      position: null,
      departure: FROM,
      arrival: TO,
    });
  });

  it('drives from the nearest depot to the pickup while pickUp, eta = departure, with a licence plate', () => {
    const trip = tracked();
    const depot = nearestDepot(FROM);
    const atDispatch = vehicleInfo(trip, DEPARTURE - DISPATCH_MINUTES * MIN);
    expect(atDispatch).toMatchObject({
      status: 'pickUp',
      eta: new Date(DEPARTURE).toISOString(),
      licensePlate: licensePlateFor(trip.externalTripId),
      position: depot,
    });
    // Closer to the pickup every minute, almost there just before departure.
    let previous = Infinity;
    for (let m = DISPATCH_MINUTES - 5; m > 0; m -= 5) {
      const info = vehicleInfo(trip, DEPARTURE - m * MIN);
      expect(info.status).toBe('pickUp');
      const km = haversineKm(info.position!, FROM);
      expect(km).toBeLessThan(previous);
      previous = km;
    }
    expect(haversineKm(vehicleInfo(trip, DEPARTURE - 1).position!, FROM)).toBeLessThan(0.01);
  });

  it('moves at constant speed along a path that bends between the real coordinates', () => {
    const trip = tracked();
    const { toPickup } = vehiclePaths(trip);
    expect(toPickup[0]).toEqual(nearestDepot(FROM));
    expect(toPickup.at(-1)).toEqual(FROM);
    const [start, bend, end] = toPickup as [Point, Point, Point];
    const firstLeg = haversineKm(start, bend);
    const total = firstLeg + haversineKm(bend, end);
    /** Distance driven along the path to a point on it. */
    const driven = (p: Point) =>
      haversineKm(start, p) + haversineKm(p, bend) < firstLeg + 0.001
        ? haversineKm(start, p)
        : firstLeg + haversineKm(bend, p);
    for (const share of [0.25, 0.5, 0.75]) {
      const position = vehicleInfo(trip, DEPARTURE - (1 - share) * DISPATCH_MINUTES * MIN).position!;
      expect(driven(position) / total).toBeCloseTo(share, 2);
    }
    // The bend is off the straight depot–pickup line: the path is longer than the bee-line, and the vehicle
    // halfway is not on that line.
    expect(total).toBeGreaterThan(haversineKm(start, end) * 1.01);
    const half = vehicleInfo(trip, DEPARTURE - (DISPATCH_MINUTES / 2) * MIN).position!;
    expect(haversineKm(start, half) + haversineKm(half, end)).toBeGreaterThan(haversineKm(start, end) * 1.01);
  });

  it('carries the traveller to the drop-off while dropOff (eta = arrival), then stands there completed', () => {
    const trip = tracked();
    const plate = licensePlateFor(trip.externalTripId);
    expect(vehicleInfo(trip, DEPARTURE)).toMatchObject({
      status: 'dropOff',
      eta: new Date(ARRIVAL).toISOString(),
      licensePlate: plate,
      position: FROM,
    });
    const mid = vehicleInfo(trip, DEPARTURE + 12 * MIN);
    expect(mid.status).toBe('dropOff');
    expect(haversineKm(mid.position!, TO)).toBeLessThan(haversineKm(FROM, TO));
    expect(haversineKm(mid.position!, FROM)).toBeGreaterThan(0.5);
    expect(vehicleInfo(trip, ARRIVAL)).toEqual({
      status: 'completed',
      eta: new Date(ARRIVAL).toISOString(),
      licensePlate: plate,
      position: TO,
      departure: FROM,
      arrival: TO,
    });
  });

  it('sends no vehicle for cancelled or unpaid trips', () => {
    for (const status of ['customerCancelled', 'cancelledBySystem', 'pendingPayment'] as const) {
      expect(vehicleInfo(tracked({ status }), DEPARTURE - 10 * MIN)).toMatchObject({
        status: 'unknown',
        position: null,
        licensePlate: null,
      });
    }
  });

  it('gives each trip its own deterministic Dutch licence plate', () => {
    expect(licensePlateFor('RT-A')).toBe(licensePlateFor('RT-A'));
    expect(licensePlateFor('RT-A')).toMatch(/^[A-Z]{2}-\d{3}-[A-Z]$/);
    const plates = new Set(['RT-A', 'RT-B', 'RT-C', 'RT-D', 'RT-E'].map(licensePlateFor));
    expect(plates.size).toBeGreaterThan(1);
  });
});

describe('GET /ticketing/trips/{id}/vehicles/position follows the server clock', () => {
  async function booked(h: Harness) {
    const { accessToken } = await h.login();
    const { from, to } = await twoLocations(h, accessToken);
    const auth = { token: accessToken, passNumber: DEMO_PASS };
    const res = await h.call('POST', '/ticketing/trips/book', {
      ...auth,
      body: bookingRequest(h, from, to, 2),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const trip = res.body.data.trip;
    const id = encodeURIComponent(Buffer.from(trip.vehicleTrackingId, 'utf8').toString('base64'));
    const position = async () =>
      (await h.call('GET', `/ticketing/trips/${id}/vehicles/position`, auth)).body.data;
    return { trip, position };
  }

  it('reports unknown, then pickUp, dropOff and completed as the clock is moved', async () => {
    // Long-lived tokens: moving the clock by hours must not expire the session in this test.
    const h = createHarness({ tokenTtlSeconds: 24 * 3600 });
    const { trip, position } = await booked(h);
    const departure = Date.parse(trip.departureDateTime);
    const arrival = Date.parse(trip.arrivalDateTime);

    expect((await position()).status).toBe('unknown');

    h.ref.clock.set(new Date(departure - 40 * MIN));
    const pickUp = await position();
    expect(pickUp).toMatchObject({ status: 'pickUp', eta: new Date(departure).toISOString() });
    expect(pickUp.licensePlate).toMatch(/^[A-Z]{2}-\d{3}-[A-Z]$/);
    expect(pickUp.departure).toEqual({
      latitude: trip.locationFrom.latitude,
      longitude: trip.locationFrom.longitude,
    });
    expect(pickUp.arrival).toEqual({
      latitude: trip.locationTo.latitude,
      longitude: trip.locationTo.longitude,
    });

    h.ref.clock.set(new Date(departure - 10 * MIN));
    const closer = await position();
    expect(haversineKm(closer.position, pickUp.departure)).toBeLessThan(
      haversineKm(pickUp.position, pickUp.departure),
    );

    h.ref.clock.set(new Date(departure + MIN));
    expect(await position()).toMatchObject({
      status: 'dropOff',
      eta: new Date(arrival).toISOString(),
      licensePlate: pickUp.licensePlate,
    });

    h.ref.clock.set(new Date(arrival + MIN));
    expect(await position()).toMatchObject({ status: 'completed', position: pickUp.arrival });
  });

  it('stamps every response with a Date header from the server clock (the app corrects its "now" by it)', async () => {
    const h = createHarness();
    h.ref.clock.set(new Date('2030-01-01T12:00:00Z'));
    const res = await h.call('GET', '/ticketing/regions/public');
    const date = Date.parse(res.headers.get('date') ?? '');
    expect(Math.abs(date - Date.parse('2030-01-01T12:00:00Z'))).toBeLessThan(5_000);
    const error = await h.call('GET', '/ticketing/users');
    expect(error.status).toBe(401);
    expect(Math.abs(Date.parse(error.headers.get('date') ?? '') - date)).toBeLessThan(5_000);
  });
});
