import { describe, expect, it } from 'vitest';
import { DEMO_PASS, bookingRequest, createHarness, twoLocations, type Harness } from './harness';

/* product §4: an unpaid pendingPayment trip is cancelled by the system once its departure passes; its km go back
 * to the pass it was booked on, exactly once. */

const HOUR = 3_600_000;

/** Remaining km of the demo pass, signed in afresh (access tokens expire after 15 minutes of server time). */
async function remaining(h: Harness): Promise<number> {
  const { accessToken: token } = await h.login();
  const res = await h.call('GET', '/ticketing/users/budget', { token, passNumber: DEMO_PASS });
  expect(res.status).toBe(200);
  return res.body.data.remaining;
}

describe('unpaid trips past their departure', () => {
  it('are cancelled by the system and refund their km once', async () => {
    const h = createHarness();
    const { accessToken: token } = await h.login();
    const { from, to } = await twoLocations(h, token);
    const before = await remaining(h);

    const res = await h.call('POST', '/ticketing/trips/book', {
      token,
      passNumber: DEMO_PASS,
      body: bookingRequest(h, from, to, 3, { paymentOption: { type: 'iDeal' } }),
    });
    expect(res.status).toBe(200);
    const trip = res.body.data.trip;
    expect(trip.status).toBe('pendingPayment');
    const spent = before - (await remaining(h));
    expect(spent).toBeGreaterThan(0);
    expect(spent).toBeCloseTo(trip.distance, 1);

    // Still unpaid, before departure: nothing changes.
    h.ref.clock.advance(HOUR);
    expect(await remaining(h)).toBeCloseTo(before - spent, 5);

    // Departure passed unpaid: cancelled by the system, km back — and only once.
    h.ref.clock.advance(3 * HOUR);
    expect(await remaining(h)).toBeCloseTo(before, 5);
    expect(await remaining(h)).toBeCloseTo(before, 5);
    const after = await h.call('GET', `/ticketing/trips/${trip.externalTripId}`, {
      token: (await h.login()).accessToken,
      passNumber: DEMO_PASS,
    });
    expect(after.body.data.status).toBe('cancelledBySystem');
    const row = h.ref.db
      .prepare<[string], { status: string; km_spent: number }>(
        'SELECT status, km_spent FROM trips WHERE external_trip_id = ?',
      )
      .get(trip.externalTripId);
    expect(row).toEqual({ status: 'cancelledBySystem', km_spent: 0 });
  });

  it('leave paid and pay-in-vehicle trips alone', async () => {
    const h = createHarness();
    const { accessToken: token } = await h.login();
    const { from, to } = await twoLocations(h, token);
    const res = await h.call('POST', '/ticketing/trips/book', {
      token,
      passNumber: DEMO_PASS,
      body: bookingRequest(h, from, to, 3),
    });
    expect(res.status).toBe(200);
    const afterBooking = await remaining(h);
    h.ref.clock.advance(5 * HOUR);
    expect(await remaining(h)).toBeCloseTo(afterBooking, 5);
  });
});
