import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ADDRESS_BLOCK_S, ADDRESS_MAX_FAILURES } from '../../server/lib/attempt-limits';
import { defaultTravelPreferences } from '../../server/lib/travel-preferences';
import { PICKUP_WINDOW_MINUTES, SHARE_AFTER_ARRIVAL_MS } from '../../server/lib/trip-shares';
import {
  HISTORY_TRAVELLER_EMAIL,
  HISTORY_TRAVELLER_PASS,
  HISTORY_TRAVELLER_PASSWORD,
  SEEDED_TRIP_IDS,
} from '../../server/seed';
import {
  DEMO_PASS,
  createHarness,
  dbSnapshot,
  expectError,
  twoLocations,
  type Harness,
  type Loose,
} from './harness';

// The second half of tests/server/extensions.test.ts (its set-up repeated), so that no file passes 450 lines.

/*
 * API extensions beyond the operator's API (product §10.10) (openapi/ticketing.yaml tag `extensions`): saved places, travel
 * preferences and share links for a carer, on the reference server. CRUD and limits, the booking's rules
 * (register match, attribute ranges, payment), ownership (another traveller's place or trip answers 404 like an
 * unknown one), and the public follow call: only the allowed fields, 410 with its reason once the link stops
 * working, 404 for an unknown token, and the per-address attempt limit on guessed tokens.
 */

const MIN = 60_000;
const HOUR = 60 * MIN;
const PLACES = '/ticketing/users/saved-places';
const PREFERENCES = '/ticketing/users/travel-preferences';
const SHARES = '/ticketing/trip-shares';
const follow = (token: string) => `/ticketing/follow/${token}`;
const [RIET_NEXT, RIET_LATER] = SEEDED_TRIP_IDS.history.confirmed;

async function demo(h: Harness) {
  const { accessToken } = await h.login();
  const { from, to } = await twoLocations(h, accessToken);
  return { auth: { token: accessToken, passNumber: DEMO_PASS }, from, to };
}

async function riet(h: Harness) {
  const { accessToken } = await h.login(HISTORY_TRAVELLER_EMAIL, HISTORY_TRAVELLER_PASSWORD);
  return { token: accessToken, passNumber: HISTORY_TRAVELLER_PASS.passNumber };
}

/** A harness whose clock stands still (only `/dev/clock` moves it), so two calls see the same instant. */
function frozenHarness(): Harness {
  const start = Date.now();
  return createHarness({ clock: { now: () => new Date(start) } });
}

/** Moves the server clock through the QA endpoint `POST /dev/clock`. */
async function setClock(h: Harness, epochMs: number): Promise<void> {
  const res = await h.call('POST', '/dev/clock', { body: { now: new Date(epochMs).toISOString() } });
  expect(res.status).toBe(200);
}

/** A well-formed token no link has (43 base64url characters). */
function guessToken(i: number): string {
  return `guess${String(i).padStart(6, '0')}`.padEnd(43, 'A');
}

describe('share links', () => {
  async function tripOf(h: Harness, auth: { token: string }, id: string) {
    const res = await h.call('GET', `/ticketing/trips/${id}`, auth);
    expect(res.status).toBe(200);
    return {
      ...res.body.data,
      departureMs: Date.parse(res.body.data.departureDateTime),
      arrivalMs: Date.parse(res.body.data.arrivalDateTime),
    };
  }

  it('shares an upcoming trip; the carer follows it without an account and sees only what is allowed', async () => {
    const h = frozenHarness();
    const auth = await riet(h);
    const trip = await tripOf(h, auth, RIET_NEXT);
    const user = (await h.call('GET', '/ticketing/users', auth)).body.data;

    const created = await h.call('POST', `${SHARES}/${RIET_NEXT}`, auth);
    expect(created.status).toBe(201);
    const share = created.body.data;
    expect(share.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(share).toEqual({
      externalTripId: RIET_NEXT,
      token: share.token,
      path: `/follow/${share.token}`,
      createdAt: h.ref.clock.now().toISOString(),
      expiresAt: new Date(trip.arrivalMs + 2 * HOUR).toISOString(),
    });
    // Only the SHA-256 of the token is stored.
    const rows = h.ref.db.prepare('SELECT * FROM trip_shares').all() as { token_hash: string }[];
    expect(rows.map((r) => r.token_hash)).toEqual([createHash('sha256').update(share.token).digest('hex')]);
    expect(JSON.stringify(rows)).not.toContain(share.token);
    expect((await h.call('GET', SHARES, auth)).body.data).toEqual([
      { externalTripId: RIET_NEXT, createdAt: share.createdAt, expiresAt: share.expiresAt },
    ]);

    const followed = await h.call('GET', follow(share.token));
    expect(followed.status).toBe(200);
    expect(followed.headers.get('cache-control')).toBe('no-store');
    expect(followed.body.data).toEqual({
      status: 'confirmed',
      pickUpWindow: {
        start: new Date(trip.departureMs - PICKUP_WINDOW_MINUTES * MIN).toISOString(),
        end: new Date(trip.departureMs + PICKUP_WINDOW_MINUTES * MIN).toISOString(),
      },
      locationFrom: trip.locationFrom,
      locationTo: trip.locationTo,
      firstName: 'Riet',
      estimatedArrival: trip.arrivalDateTime,
      vehicle: null,
    });
    const text = JSON.stringify(followed.body);
    for (const secret of [
      user.surname,
      'Vries',
      user.phone,
      user.email,
      HISTORY_TRAVELLER_PASS.passNumber,
      RIET_NEXT,
      trip.vehicleTrackingId,
      'payment',
      'fare',
    ]) {
      expect(text, secret).not.toContain(secret);
    }
  });

  it('shows the vehicle with plate and estimates from 60 minutes before pick-up until arrival, as the vehicle call does', async () => {
    const h = frozenHarness();
    let auth = await riet(h);
    const trip = await tripOf(h, auth, RIET_NEXT);
    const { token } = (await h.call('POST', `${SHARES}/${RIET_NEXT}`, auth)).body.data;
    const vehicleCall = async () => {
      auth = await riet(h); // the clock moved past the access token's lifetime
      const id = Buffer.from(trip.vehicleTrackingId, 'utf8').toString('base64');
      return (await h.call('GET', `/ticketing/trips/${id}/vehicles/position`, auth)).body.data;
    };

    await setClock(h, trip.departureMs - 61 * MIN);
    expect((await h.call('GET', follow(token))).body.data.vehicle).toBeNull();

    await setClock(h, trip.departureMs - 30 * MIN);
    const pickUp = (await h.call('GET', follow(token))).body.data;
    expect(pickUp.vehicle).toMatchObject({
      status: 'pickUp',
      licensePlate: expect.stringMatching(/^[A-Z]{2}-\d{3}-[A-Z]$/),
      eta: trip.departureDateTime,
      position: { latitude: expect.any(Number), longitude: expect.any(Number) },
    });
    expect(pickUp.vehicle).toEqual(await vehicleCall());

    await setClock(h, trip.departureMs + 1 * MIN);
    const riding = (await h.call('GET', follow(token))).body.data;
    expect(riding.vehicle).toMatchObject({ status: 'dropOff', eta: trip.arrivalDateTime });
    expect(riding.vehicle).toEqual(await vehicleCall());

    await setClock(h, trip.arrivalMs + 2 * HOUR - MIN);
    const arrived = (await h.call('GET', follow(token))).body.data;
    expect(arrived).toMatchObject({ status: 'completed', vehicle: null });
  });

  it('stops 2 hours after arrival (410 ShareExpired), by the dev clock', async () => {
    expect(SHARE_AFTER_ARRIVAL_MS).toBe(2 * HOUR);
    expect(PICKUP_WINDOW_MINUTES).toBe(15);
    const h = frozenHarness();
    const auth = await riet(h);
    const trip = await tripOf(h, auth, RIET_NEXT);
    const { token } = (await h.call('POST', `${SHARES}/${RIET_NEXT}`, auth)).body.data;
    await setClock(h, trip.arrivalMs + 2 * HOUR - 1000);
    expect((await h.call('GET', follow(token))).status).toBe(200);
    await setClock(h, trip.arrivalMs + 2 * HOUR);
    const gone = await h.call('GET', follow(token));
    expectError(gone, 410, 'ShareExpired');
    expect(gone.body.errors[0].description).toBe('This trip is over; the link no longer works.');
    const fresh = await riet(h);
    expect((await h.call('GET', SHARES, fresh)).body.data).toEqual([]);
  });

  it('stops when the traveller stops sharing (410 ShareStopped); a new link replaces the old one', async () => {
    const h = createHarness();
    const auth = await riet(h);
    const first = (await h.call('POST', `${SHARES}/${RIET_NEXT}`, auth)).body.data;
    const second = (await h.call('POST', `${SHARES}/${RIET_NEXT}`, auth)).body.data;
    expect(second.token).not.toBe(first.token);
    expectError(await h.call('GET', follow(first.token)), 410, 'ShareStopped');
    expect((await h.call('GET', follow(second.token))).status).toBe(200);
    expect((await h.call('GET', SHARES, auth)).body.data.map((s: Loose) => s.externalTripId)).toEqual([
      RIET_NEXT,
    ]);

    const stopped = await h.call('DELETE', `${SHARES}/${RIET_NEXT}`, auth);
    expect(stopped.status).toBe(200);
    expect(stopped.body.data).toEqual([]);
    const gone = await h.call('GET', follow(second.token), { headers: { 'Accept-Language': 'nl-NL' } });
    expectError(gone, 410, 'ShareStopped');
    expect(gone.body.errors[0].description).toBe('De reiziger deelt deze rit niet meer.');
    expectError(await h.call('DELETE', `${SHARES}/${RIET_NEXT}`, auth), 404, 'NotShared');
  });

  it('stops when the trip is cancelled (410 TripCancelled); a cancelled or past trip cannot be shared (409)', async () => {
    const h = createHarness();
    const auth = await riet(h);
    const { token } = (await h.call('POST', `${SHARES}/${RIET_LATER}`, auth)).body.data;
    expect((await h.call('DELETE', `/ticketing/trips/cancel/${RIET_LATER}`, auth)).status).toBe(200);
    expectError(await h.call('GET', follow(token)), 410, 'TripCancelled');
    expect((await h.call('GET', SHARES, auth)).body.data).toEqual([]);
    const before = dbSnapshot(h.ref.db);
    for (const id of [
      RIET_LATER,
      SEEDED_TRIP_IDS.history.completedUnrated,
      SEEDED_TRIP_IDS.history.cancelled,
    ])
      expectError(await h.call('POST', `${SHARES}/${id}`, auth), 409, 'TripNotShareable');
    expect(dbSnapshot(h.ref.db)).toEqual(before);
  });

  it("answers another traveller's trip exactly like an unknown one (404) and shows them none of her shares", async () => {
    const h = createHarness();
    const auth = await riet(h);
    const { token } = (await h.call('POST', `${SHARES}/${RIET_NEXT}`, auth)).body.data;
    const { auth: other } = await demo(h);
    const before = dbSnapshot(h.ref.db);
    for (const method of ['POST', 'DELETE']) {
      const theirs = await h.call(method, `${SHARES}/${RIET_NEXT}`, other);
      const unknown = await h.call(method, `${SHARES}/RT-NOPE0001`, other);
      expectError(theirs, 404, 'TripNotFound');
      expect(theirs.body).toEqual(unknown.body);
    }
    expect((await h.call('GET', SHARES, other)).body.data).toEqual([]);
    expect(dbSnapshot(h.ref.db)).toEqual(before);
    expect((await h.call('GET', follow(token))).status).toBe(200);
  });

  it('answers an unknown token 404 ShareNotFound and a malformed one 400; sharing needs a sign-in', async () => {
    const h = createHarness();
    expectError(await h.call('GET', follow(guessToken(1))), 404, 'ShareNotFound');
    expectError(await h.call('GET', follow('too-short')), 400, 'InvalidParameters');
    expectError(await h.call('GET', follow(`${guessToken(1)}A`)), 400, 'InvalidParameters');
    expectError(await h.call('POST', `${SHARES}/${RIET_NEXT}`), 401, 'Unauthorized');
    expectError(await h.call('GET', SHARES), 401, 'Unauthorized');
  });

  it('rate-limits guessing: unknown tokens are refusals of the address; then even a real link gets 429 until the block ends', async () => {
    const h = createHarness();
    const auth = await riet(h);
    const { token } = (await h.call('POST', `${SHARES}/${RIET_NEXT}`, auth)).body.data;
    // A link that stopped working is no guess: it is never counted.
    const old = (await h.call('POST', `${SHARES}/${RIET_LATER}`, auth)).body.data.token;
    await h.call('DELETE', `${SHARES}/${RIET_LATER}`, auth);
    for (let i = 0; i < ADDRESS_MAX_FAILURES + 10; i += 1)
      expectError(await h.call('GET', follow(old)), 410, 'ShareStopped');
    expect((await h.call('GET', follow(token))).status).toBe(200);

    const answers: string[] = [];
    for (let i = 0; i < 200; i += 1) {
      const res = await h.call('GET', follow(guessToken(i)));
      answers.push(`${res.status} ${res.body.errors?.[0]?.code}`);
    }
    expect(answers.slice(0, ADDRESS_MAX_FAILURES)).toEqual(
      Array(ADDRESS_MAX_FAILURES).fill('404 ShareNotFound'),
    );
    expect(new Set(answers.slice(ADDRESS_MAX_FAILURES))).toEqual(new Set(['429 TooManyRequests']));

    const blocked = await h.call('GET', follow(token));
    expectError(blocked, 429, 'TooManyRequests');
    const retryAfter = Number(blocked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(ADDRESS_BLOCK_S);
    // The block ends by the server clock; the link works again.
    h.ref.clock.advance(ADDRESS_BLOCK_S * 1000);
    expect((await h.call('GET', follow(token))).status).toBe(200);
  });
});

describe('POST /dev/reset', () => {
  it('clears saved places, travel preferences and share links', async () => {
    const h = createHarness();
    const { auth, from } = await demo(h);
    await h.call('POST', PLACES, { ...auth, body: { name: 'Thuis', location: from } });
    await h.call('PUT', PREFERENCES, {
      ...auth,
      body: { ...defaultTravelPreferences(), companions: 2 },
    });
    const { token } = (await h.call('POST', `${SHARES}/${RIET_NEXT}`, await riet(h))).body.data;
    const count = (table: string) =>
      (h.ref.db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;
    expect([count('saved_places'), count('travel_preferences'), count('trip_shares')]).toEqual([1, 1, 1]);

    expect((await h.call('POST', '/dev/reset')).status).toBe(204);
    expect([count('saved_places'), count('travel_preferences'), count('trip_shares')]).toEqual([0, 0, 0]);
    expectError(await h.call('GET', follow(token)), 404, 'ShareNotFound');
    const fresh = (await demo(h)).auth;
    expect((await h.call('GET', PLACES, fresh)).body.data).toEqual([]);
    expect((await h.call('GET', PREFERENCES, fresh)).body.data).toEqual(defaultTravelPreferences());
  });
});
