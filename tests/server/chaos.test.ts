import { describe, expect, it } from 'vitest';
import type { CreateAppOptions } from '../../server/app';
import { seededRandom } from '../../server/sim/chaos';
import {
  DEMO_PASS,
  bookingRequest,
  createHarness,
  expectError,
  twoLocations,
  type Harness,
  type Loose,
  seededRemainingKm,
} from './harness';

/* Chaos mode: POST/GET/DELETE /dev/chaos, random latency, 503 ChaosUnavailable before the
 * operation or — for bookings — after it wrote, 401 TokenExpired on bearer calls; counters; seeded randomness.
 * `random: () => 0` makes every roll "yes" (a booking's 503 comes after the handler); `() => 0.75` makes a
 * rate-1 fault happen with the 503 before the handler. */

const OFF = {
  settings: null,
  calls: 0,
  injected: { latency: 0, errors: 0, errorsAfterHandler: 0, unauthorized: 0 },
};

function chaosHarness(options: CreateAppOptions = {}): Harness {
  return createHarness(options);
}

async function enable(h: Harness, body: unknown) {
  const res = await h.call('POST', '/dev/chaos', { body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

async function demoTrip(h: Harness) {
  const { accessToken, refreshToken } = await h.login();
  const { from, to } = await twoLocations(h, accessToken);
  return { token: accessToken, refreshToken, from, to, auth: { token: accessToken, passNumber: DEMO_PASS } };
}

const tripCount = (h: Harness) =>
  (h.ref.db.prepare('SELECT COUNT(*) AS n FROM trips').get() as { n: number }).n;

describe('chaos mode endpoints', () => {
  it('is off by default', async () => {
    const h = chaosHarness();
    const res = await h.call('GET', '/dev/chaos');
    expect(res.status).toBe(200);
    expect(res.body).toEqual(OFF);
  });

  it('refuses malformed settings with 400 in the Error shape and stays off', async () => {
    const h = chaosHarness();
    const bad: unknown[] = [
      { latencyMs: [10] },
      { latencyMs: [50, 10] },
      { latencyMs: [-1, 10] },
      { latencyMs: [0, 30_001] },
      { latencyMs: [0.5, 10] },
      { latencyMs: 'slow' },
      { latencyMs: { min: 0, max: 10 } },
      { errorRate: 1.5 },
      { errorRate: -0.1 },
      { errorRate: '0.1' },
      { errorRate: null },
      { unauthorizedRate: 2 },
      { seed: 1.5 },
      { seed: '42' },
      { errorRate: 0.1, extra: true },
      [0.1],
      'chaos',
      null,
    ];
    for (const body of bad) expectError(await h.call('POST', '/dev/chaos', { body }), 400, 'InvalidBody');
    expectError(await h.call('POST', '/dev/chaos', { rawBody: '{"errorRate":' }), 400, 'InvalidJson');
    expectError(await h.call('POST', '/dev/chaos', { rawBody: '' }), 400, 'InvalidJson');
    expect((await h.call('GET', '/dev/chaos')).body).toEqual(OFF);
  });

  it('switches on with the given settings and off again, keeping the counters readable', async () => {
    const h = chaosHarness({ random: () => 0.75 });
    const on = await enable(h, { latencyMs: [0, 5], errorRate: 1, unauthorizedRate: 0.05, seed: 7 });
    expect(on).toEqual({
      settings: { latencyMs: [0, 5], errorRate: 1, unauthorizedRate: 0.05, seed: 7 },
      calls: 0,
      injected: { latency: 0, errors: 0, errorsAfterHandler: 0, unauthorized: 0 },
    });
    expectError(await h.call('GET', '/ticketing/regions/public'), 503, 'ChaosUnavailable');
    const off = await h.call('DELETE', '/dev/chaos');
    expect(off.body.settings).toBeNull();
    expect(off.body.calls).toBe(1);
    expect(off.body.injected.errors).toBe(1);
    expect((await h.call('GET', '/dev/chaos')).body).toEqual(off.body);
    expect((await h.call('GET', '/ticketing/regions/public')).status).toBe(200);
    // Defaults: an empty object switches chaos on with no faults.
    expect(await enable(h, {})).toMatchObject({
      settings: { latencyMs: [0, 0], errorRate: 0, unauthorizedRate: 0, seed: null },
    });
  });
});

describe('chaos mode faults', () => {
  it('errorRate 1 answers every /ticketing and /api call 503 ChaosUnavailable before it runs, never /dev or /pay', async () => {
    const h = chaosHarness({ random: () => 0.75 });
    const { auth, from, to } = await demoTrip(h);
    const before = tripCount(h);
    await enable(h, { errorRate: 1 });

    const booked = await h.call('POST', '/ticketing/trips/book', {
      ...auth,
      headers: { 'Idempotency-Key': 'before-1' },
      body: bookingRequest(h, from, to, 3),
    });
    expectError(booked, 503, 'ChaosUnavailable');
    expect(booked.body.errors[0].description).toMatch(/temporarily unavailable/);
    expectError(await h.call('GET', '/ticketing/users', auth), 503, 'ChaosUnavailable');
    expectError(await h.call('GET', '/ticketing/regions/public'), 503, 'ChaosUnavailable');
    const dutch = await h.call('GET', '/ticketing/regions/public', {
      headers: { 'Accept-Language': 'nl-NL' },
    });
    expect(dutch.body.errors[0].description).toMatch(/tijdelijk niet beschikbaar/);
    expectError(
      await h.call('POST', '/api/auth/auth/login', {
        basic: { email: 'demo@example.com', password: 'Welkom-2026!' },
      }),
      503,
      'ChaosUnavailable',
    );
    expect(tripCount(h)).toBe(before);
    expect((await h.call('GET', '/dev/outbox')).status).toBe(200);
    expect((await h.ref.app.fetch(new Request('http://localhost/pay/unknown-token'))).status).toBe(404);
    // Unknown paths are not operations: chaos leaves their 404 alone.
    expectError(await h.call('GET', '/ticketing/nope'), 404, 'NotFound');

    const state = (await h.call('GET', '/dev/chaos')).body;
    expect(state.calls).toBe(5);
    expect(state.injected).toEqual({ latency: 0, errors: 5, errorsAfterHandler: 0, unauthorized: 0 });
  });

  it('unauthorizedRate 1 answers calls made with a bearer token 401 TokenExpired; the token itself stays valid', async () => {
    const h = chaosHarness({ random: () => 0 });
    const { token, refreshToken } = await demoTrip(h);
    await enable(h, { unauthorizedRate: 1 });

    expectError(await h.call('GET', '/ticketing/users', { token }), 401, 'TokenExpired');
    expectError(await h.call('GET', '/api/external/user-profiles/current', { token }), 401, 'TokenExpired');
    expectError(
      await h.call('GET', '/ticketing/locations?searchValue=Silodam', { token }),
      401,
      'TokenExpired',
    );
    // Without a token, or on operations not secured by a bearer token, nothing happens.
    expect((await h.call('GET', '/ticketing/locations?searchValue=Silodam')).status).toBe(200);
    expect((await h.call('GET', '/ticketing/regions/public', { token })).status).toBe(200);
    const refreshed = await h.call('POST', '/api/auth/auth/refreshuser', {
      token,
      body: { refreshToken, username: 'demo@example.com' },
    });
    expect(refreshed.status).toBe(200);
    const login = await h.call('POST', '/api/auth/auth/login', {
      basic: { email: 'demo@example.com', password: 'Welkom-2026!' },
    });
    expect(login.status).toBe(200);

    const state = (await h.call('DELETE', '/dev/chaos')).body;
    expect(state.injected).toEqual({ latency: 0, errors: 0, errorsAfterHandler: 0, unauthorized: 3 });
    expect((await h.call('GET', '/ticketing/users', { token })).status).toBe(200);
  });

  it('delays calls by latencyMs, but not /dev calls', async () => {
    const h = chaosHarness();
    await enable(h, { latencyMs: [40, 60] });
    for (let i = 0; i < 3; i += 1) {
      const started = performance.now();
      expect((await h.call('GET', '/ticketing/regions/public')).status).toBe(200);
      expect(performance.now() - started).toBeGreaterThanOrEqual(39);
    }
    const started = performance.now();
    const state = (await h.call('GET', '/dev/chaos')).body;
    expect(performance.now() - started).toBeLessThan(39);
    expect(state.injected.latency).toBe(3);
  });

  it('a booking whose response is lost after it was written is found again by its Idempotency-Key', async () => {
    const h = chaosHarness({ random: () => 0 });
    const { auth, from, to } = await demoTrip(h);
    const body = bookingRequest(h, from, to, 3);
    const headers = { 'Idempotency-Key': 'lost-response-1' };
    const before = tripCount(h);
    await enable(h, { errorRate: 1 });

    expectError(
      await h.call('POST', '/ticketing/trips/book', { ...auth, headers, body }),
      503,
      'ChaosUnavailable',
    );
    expect(tripCount(h)).toBe(before + 1);
    // Other operations' 503s still come before they run.
    expectError(await h.call('DELETE', '/ticketing/trips/cancel/RT-DEMO0003', auth), 503);
    const state = (await h.call('DELETE', '/dev/chaos')).body;
    expect(state.injected).toMatchObject({ errors: 2, errorsAfterHandler: 1 });

    const retry = await h.call('POST', '/ticketing/trips/book', { ...auth, headers, body });
    expect(retry.status).toBe(200);
    expect(tripCount(h)).toBe(before + 1);
    const row = h.ref.db
      .prepare('SELECT external_trip_id FROM trips WHERE idempotency_key = ?')
      .get(headers['Idempotency-Key']) as { external_trip_id: string };
    expect(retry.body.data.trip.externalTripId).toBe(row.external_trip_id);
    const budget = await h.call('GET', '/ticketing/users/budget', auth);
    expect(budget.body.data.remaining).toBeCloseTo(seededRemainingKm() - retry.body.data.trip.distance, 5);
  });

  it('a client that aborts during the latency gets nothing booked; its retry books once', async () => {
    const h = chaosHarness();
    const { token, from, to } = await demoTrip(h);
    const body = JSON.stringify(bookingRequest(h, from, to, 3));
    const request = (signal?: AbortSignal) =>
      new Request('http://localhost/ticketing/trips/book', {
        method: 'POST',
        signal,
        body,
        headers: {
          Authorization: `Bearer ${token}`,
          'X-Pass-Number': DEMO_PASS,
          'Content-Type': 'application/json',
          'Idempotency-Key': 'abort-1',
        },
      });
    const before = tripCount(h);
    await enable(h, { latencyMs: [150, 150] });
    const controller = new AbortController();
    const pending = h.ref.app.fetch(request(controller.signal));
    setTimeout(() => controller.abort(), 20);
    expect((await pending).status).toBe(499);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(tripCount(h)).toBe(before);

    // Without chaos too: a request already aborted when the operation would run does nothing.
    await h.call('DELETE', '/dev/chaos');
    const gone = new AbortController();
    gone.abort();
    expect((await h.ref.app.fetch(request(gone.signal))).status).toBe(499);
    expect(tripCount(h)).toBe(before);

    const first = await h.ref.app.fetch(request());
    const second = await h.ref.app.fetch(request());
    expect(first.status).toBe(200);
    const [a, b] = [(await first.json()) as Loose, (await second.json()) as Loose];
    expect(b.data.trip.externalTripId).toBe(a.data.trip.externalTripId);
    expect(tripCount(h)).toBe(before + 1);
  });

  it('reproduces the same faults for the same seed', async () => {
    const run = async () => {
      const h = chaosHarness();
      await enable(h, { errorRate: 0.4, seed: 1234 });
      const statuses: number[] = [];
      for (let i = 0; i < 25; i += 1)
        statuses.push((await h.call('GET', '/ticketing/regions/public')).status);
      return statuses;
    };
    const first = await run();
    expect(await run()).toEqual(first);
    expect(first).toContain(503);
    expect(first).toContain(200);
  });

  it('soak: 24 clients booking through latency, 503s and 401s end with exactly one trip per Idempotency-Key', async () => {
    const h = chaosHarness();
    const { token: firstToken, refreshToken: firstRefresh, auth } = await demoTrip(h);
    const near = await h.call('GET', '/ticketing/locations?searchValue=Silodam%20100', auth);
    const home = await h.call('GET', '/ticketing/locations?searchValue=Westerdoksdijk%2040A', auth);
    const [from, to] = [home.body.data[0], near.body.data[0]];
    await enable(h, { latencyMs: [0, 8], errorRate: 0.3, unauthorizedRate: 0.15, seed: 99 });

    // One session shared by the clients, refreshed once per TokenExpired wave (as the app's refresh-once queue).
    const session = {
      token: firstToken,
      refreshToken: firstRefresh,
      refreshing: null as Promise<void> | null,
    };
    const refresh = (stale: string) =>
      (session.refreshing ??= (async () => {
        if (session.token !== stale) return;
        for (;;) {
          const res = await h.call('POST', '/api/auth/auth/refreshuser', {
            body: { refreshToken: session.refreshToken, username: 'demo@example.com' },
          });
          if (res.status === 503) continue;
          expect(res.status, JSON.stringify(res.body)).toBe(200);
          session.token = res.body.Data.user.sessionTokens.accessToken;
          session.refreshToken = res.body.Data.user.sessionTokens.refreshToken;
          return;
        }
      })().finally(() => {
        session.refreshing = null;
      }));

    const outcomes = { booked: 0, attempts: 0 };
    const client = async (i: number) => {
      const key = `soak-${i}`;
      const body = bookingRequest(h, from, to, 3 + i);
      for (let attempt = 1; attempt <= 30; attempt += 1) {
        outcomes.attempts += 1;
        const token = session.token;
        const res = await h.call('POST', '/ticketing/trips/book', {
          token,
          passNumber: DEMO_PASS,
          headers: { 'Idempotency-Key': key },
          body,
        });
        if (res.status === 200) {
          outcomes.booked += 1;
          return res.body.data.trip.externalTripId as string;
        }
        if (res.status === 401) await refresh(token);
        else expect(res.status, JSON.stringify(res.body)).toBe(503);
      }
      throw new Error(`${key} never booked`);
    };
    const ids = await Promise.all(Array.from({ length: 24 }, (_, i) => client(i)));
    const state = (await h.call('DELETE', '/dev/chaos')).body;

    const rows = h.ref.db
      .prepare(
        "SELECT idempotency_key AS key, external_trip_id AS id FROM trips WHERE idempotency_key LIKE 'soak-%'",
      )
      .all() as { key: string; id: string }[];
    console.log(
      `[soak] clients 24, attempts ${outcomes.attempts}, calls ${state.calls}, injected ${JSON.stringify(state.injected)}, ` +
        `trips booked ${rows.length}, duplicates ${rows.length - new Set(rows.map((r) => r.key)).size}`,
    );
    expect(rows).toHaveLength(24);
    expect(new Set(rows.map((r) => r.key)).size).toBe(24);
    expect(new Set(ids)).toEqual(new Set(rows.map((r) => r.id)));
    expect(outcomes.booked).toBe(24);
    expect(state.injected.errorsAfterHandler).toBeGreaterThan(0);
    expect(state.injected.errors).toBeGreaterThan(state.injected.errorsAfterHandler);
    expect(state.injected.unauthorized).toBeGreaterThan(0);
    expect(state.injected.latency).toBeGreaterThan(0);
  });
});

describe('seededRandom', () => {
  it('gives the same sequence in [0, 1) for the same seed and another for another seed', () => {
    const a = Array.from({ length: 100 }, seededRandom(5));
    const b = Array.from({ length: 100 }, seededRandom(5));
    const c = Array.from({ length: 100 }, seededRandom(6));
    expect(a).toEqual(b);
    expect(a).not.toEqual(c);
    expect(a.every((x) => x >= 0 && x < 1)).toBe(true);
  });
});
