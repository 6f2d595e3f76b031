import { describe, expect, it } from 'vitest';
import {
  DEMO_PASS,
  DEMO_PASS_2,
  bookingRequest,
  createHarness,
  dbSnapshot,
  expectError,
  registerAndActivate,
  twoLocations,
  type Harness,
  seededRemainingKm,
} from './harness';

/* Idempotent booking (server side): one Idempotency-Key books at most one trip — for
 * retries, lost responses, concurrent duplicates and aborted clients — keys are scoped per user and per guest
 * email, a key reused for another booking is 409, and a booking is written whole or not at all. */

const book = (h: Harness, options: Parameters<Harness['call']>[2]) =>
  h.call('POST', '/ticketing/trips/book', options);

const rowsWithKey = (h: Harness, key: string) =>
  h.ref.db.prepare('SELECT * FROM trips WHERE idempotency_key = ?').all(key) as {
    external_trip_id: string;
  }[];

async function demo(h: Harness) {
  const { accessToken } = await h.login();
  const { from, to } = await twoLocations(h, accessToken);
  return { token: accessToken, auth: { token: accessToken, passNumber: DEMO_PASS }, from, to };
}

async function remaining(h: Harness, token: string, passNumber = DEMO_PASS): Promise<number> {
  return (await h.call('GET', '/ticketing/users/budget', { token, passNumber })).body.data.remaining;
}

/** Reverses the key order of every object (the same booking, serialised differently). */
function reordered(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(reordered);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .reverse()
        .map(([k, v]) => [k, reordered(v)]),
    );
  return value;
}

describe('idempotent booking', () => {
  it('returns the same trip for a retry with the same key, even when the body is serialised in another key order', async () => {
    const h = createHarness();
    const { token, auth, from, to } = await demo(h);
    const body = bookingRequest(h, from, to, 4);
    const headers = { 'Idempotency-Key': 'order-1' };
    const first = await book(h, { ...auth, headers, body });
    expect(first.status).toBe(200);
    const again = await book(h, { ...auth, headers, body: reordered(body) });
    expect(again.status).toBe(200);
    expect(again.body.data.trip).toEqual(first.body.data.trip);
    expect(rowsWithKey(h, 'order-1')).toHaveLength(1);
    expect(await remaining(h, token)).toBeCloseTo(seededRemainingKm() - first.body.data.trip.distance, 5);
  });

  it('refuses a key reused for another booking or another pass number with 409, writing nothing', async () => {
    const h = createHarness();
    const { auth, from, to } = await demo(h);
    const body = bookingRequest(h, from, to, 4);
    const headers = { 'Idempotency-Key': 'reuse-1' };
    expect((await book(h, { ...auth, headers, body })).status).toBe(200);
    const before = dbSnapshot(h.ref.db);
    expectError(
      await book(h, {
        ...auth,
        headers,
        body: { ...body, plannedDateTime: bookingRequest(h, from, to, 5).plannedDateTime },
      }),
      409,
      'IdempotencyKeyReused',
    );
    expectError(
      await book(h, { ...auth, passNumber: DEMO_PASS_2, headers, body }),
      409,
      'IdempotencyKeyReused',
    );
    expect(dbSnapshot(h.ref.db)).toEqual(before);
  });

  it('scopes keys per user: another traveller with the same key books their own trip and never sees the first', async () => {
    const h = createHarness();
    const a = await demo(h);
    const headers = { 'Idempotency-Key': 'shared-key' };
    const body = bookingRequest(h, a.from, a.to, 4);
    const tripA = (await book(h, { ...a.auth, headers, body })).body.data.trip;

    const b = await registerAndActivate(h, 'b@example.com');
    const added = await h.call('PATCH', '/ticketing/users/passNumber', {
      token: b.accessToken,
      body: { passNumber: '2001000103', dateOfBirth: '21-07-1990' },
    });
    expect(added.status).toBe(200);
    const bAuth = { token: b.accessToken, passNumber: '2001000103' };
    // Same key, same body (apart from the pass number, which is B's own).
    const tripB = await book(h, { ...bAuth, headers, body });
    expect(tripB.status).toBe(200);
    expect(tripB.body.data.trip.externalTripId).not.toBe(tripA.externalTripId);
    expect(tripB.body.data.trip.passNumber).toBe('2001000103');
    expect(rowsWithKey(h, 'shared-key')).toHaveLength(2);
    // Each keeps getting their own trip back.
    expect((await book(h, { ...a.auth, headers, body })).body.data.trip.externalTripId).toBe(
      tripA.externalTripId,
    );
    expect((await book(h, { ...bAuth, headers, body })).body.data.trip.externalTripId).toBe(
      tripB.body.data.trip.externalTripId,
    );
  });

  it('scopes guest keys per email (case-insensitively), apart from the keys of accounts', async () => {
    const h = createHarness();
    const a = await demo(h);
    const headers = { 'Idempotency-Key': 'guest-key' };
    const trip = bookingRequest(h, a.from, a.to, 4);
    const guest = (email: string) => ({
      ...trip,
      email,
      firstName: 'Gast',
      lastName: 'Reiziger',
    });
    const bookGuest = (body: unknown) =>
      h.call('POST', '/ticketing/trips/book-without-account', { headers, body });
    const first = await bookGuest(guest('gast@example.com'));
    expect(first.status).toBe(200);
    expect((await bookGuest(guest('gast@example.com'))).body.data.trip.externalTripId).toBe(
      first.body.data.trip.externalTripId,
    );
    const other = await bookGuest(guest('ander@example.com'));
    expect(other.status).toBe(200);
    expect(other.body.data.trip.externalTripId).not.toBe(first.body.data.trip.externalTripId);
    // Same guest (other spelling of the address) with the same key: the same scope, so another body is a reuse.
    expectError(await bookGuest(guest('GAST@example.com')), 409, 'IdempotencyKeyReused');
    // The account's identical key is its own scope.
    const account = await book(h, { ...a.auth, headers, body: trip });
    expect(account.status).toBe(200);
    expect(rowsWithKey(h, 'guest-key')).toHaveLength(3);
  });

  it('books once when the same request arrives many times at once', async () => {
    const h = createHarness();
    const { token, auth, from, to } = await demo(h);
    // Latency makes the duplicates overlap in flight.
    await h.call('POST', '/dev/chaos', { body: { latencyMs: [0, 30] } });
    const body = bookingRequest(h, from, to, 4);
    const headers = { 'Idempotency-Key': 'burst-1' };
    const results = await Promise.all(Array.from({ length: 12 }, () => book(h, { ...auth, headers, body })));
    expect(results.map((r) => r.status)).toEqual(Array(12).fill(200));
    expect(new Set(results.map((r) => r.body.data.trip.externalTripId)).size).toBe(1);
    expect(rowsWithKey(h, 'burst-1')).toHaveLength(1);
    expect(await remaining(h, token)).toBeCloseTo(
      seededRemainingKm() - results[0]!.body.data.trip.distance,
      5,
    );
  });

  it('lets exactly one of two different concurrent bookings with one key win; the other gets 409', async () => {
    const h = createHarness();
    const { auth, from, to } = await demo(h);
    await h.call('POST', '/dev/chaos', { body: { latencyMs: [0, 30] } });
    const headers = { 'Idempotency-Key': 'race-1' };
    const bodies = [bookingRequest(h, from, to, 4), bookingRequest(h, from, to, 6)];
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => book(h, { ...auth, headers, body: bodies[i % 2] })),
    );
    const rows = rowsWithKey(h, 'race-1');
    expect(rows).toHaveLength(1);
    const winners = results.filter((r) => r.status === 200);
    expect(winners.length).toBe(5);
    expect(new Set(winners.map((r) => r.body.data.trip.externalTripId))).toEqual(
      new Set([rows[0]!.external_trip_id]),
    );
    for (const loser of results.filter((r) => r.status !== 200))
      expectError(loser, 409, 'IdempotencyKeyReused');
  });

  it('keeps answering a key with its trip after the trip was cancelled, instead of booking again', async () => {
    const h = createHarness();
    const { auth, from, to } = await demo(h);
    const body = bookingRequest(h, from, to, 4);
    const headers = { 'Idempotency-Key': 'cancelled-1' };
    const trip = (await book(h, { ...auth, headers, body })).body.data.trip;
    expect((await h.call('DELETE', `/ticketing/trips/cancel/${trip.externalTripId}`, auth)).status).toBe(200);
    const retry = await book(h, { ...auth, headers, body });
    expect(retry.body.data.trip).toMatchObject({
      externalTripId: trip.externalTripId,
      status: 'customerCancelled',
    });
    expect(rowsWithKey(h, 'cancelled-1')).toHaveLength(1);
  });
});

describe('a booking is written whole or not at all', () => {
  for (const [step, table] of [
    ['storing the trip', 'trips'],
    ['remembering the locations', 'recent_locations'],
  ] as const) {
    it(`leaves budget, trips and recent locations untouched when ${step} fails`, async () => {
      const h = createHarness();
      const { token, auth, from, to } = await demo(h);
      h.ref.db.exec(
        `CREATE TRIGGER fail_booking BEFORE INSERT ON ${table} BEGIN SELECT RAISE(ABORT, 'disk full'); END`,
      );
      if (table === 'recent_locations')
        h.ref.db.exec(
          `CREATE TRIGGER fail_booking_update BEFORE UPDATE ON ${table} BEGIN SELECT RAISE(ABORT, 'disk full'); END`,
        );
      const before = dbSnapshot(h.ref.db);
      expectError(
        await book(h, {
          ...auth,
          headers: { 'Idempotency-Key': 'fail-1' },
          body: bookingRequest(h, from, to, 4),
        }),
        500,
        'InternalServerError',
      );
      expect(dbSnapshot(h.ref.db)).toEqual(before);
      h.ref.db.exec('DROP TRIGGER IF EXISTS fail_booking; DROP TRIGGER IF EXISTS fail_booking_update');
      // The retry with the same key then books exactly once.
      const retry = await book(h, {
        ...auth,
        headers: { 'Idempotency-Key': 'fail-1' },
        body: bookingRequest(h, from, to, 4),
      });
      expect(retry.status).toBe(200);
      expect(rowsWithKey(h, 'fail-1')).toHaveLength(1);
      expect(await remaining(h, token)).toBeCloseTo(seededRemainingKm() - retry.body.data.trip.distance, 5);
    });
  }
});
