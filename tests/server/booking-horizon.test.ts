import { describe, expect, it } from 'vitest';
import {
  DEMO_PASS,
  bookingRequest,
  createHarness,
  dbSnapshot,
  expectError,
  twoLocations,
  type Harness,
} from './harness';

/* Booking horizon and "nothing is written when a request fails": the region setting
 * maxDaysAhead (default 60, GET /regions and /dev/region), 400 TooFarAhead beyond it, and every refused or failed
 * booking (a rule, the budget, the register, an answer that would break the spec) leaves the database as it was. */

/** 10:00 in Amsterdam (CEST) on 12 May 2026: day 60 is 11 July 2026. */
const NOW = new Date('2026-05-12T08:00:00Z');
const GUEST = { email: 'gast@example.com', firstName: 'Gerda', lastName: 'Gast' };

function harness() {
  return createHarness({ clock: { now: () => new Date(NOW) } });
}

async function signedIn(h: Harness) {
  const { accessToken: token } = await h.login();
  const { from, to } = await twoLocations(h, token);
  return { auth: { token, passNumber: DEMO_PASS }, from, to };
}

/** A booking request for an ISO instant (overrides as in `bookingRequest`). */
function at(
  h: Harness,
  from: unknown,
  to: unknown,
  instant: string,
  overrides: Record<string, unknown> = {},
) {
  return { ...bookingRequest(h, from, to, 3, overrides), plannedDateTime: instant };
}

async function dev(h: Harness, method: string, body?: unknown) {
  const res = await h.ref.app.fetch(
    new Request('http://localhost/dev/region', {
      method,
      headers: { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  );
  return { status: res.status, body: (await res.json()) as { settings: Record<string, unknown> } };
}

describe('region setting maxDaysAhead', () => {
  it('is 60 by default, readable through GET /regions, /regions/public and /dev/region', async () => {
    const h = harness();
    const { auth } = await signedIn(h);
    expect((await h.call('GET', '/ticketing/regions', auth)).body.data.settings.maxDaysAhead).toBe(60);
    expect((await h.call('GET', '/ticketing/regions/public')).body.data.settings.maxDaysAhead).toBe(60);
    expect((await dev(h, 'GET')).body.settings.maxDaysAhead).toBe(60);
  });

  it('defaults to 60 for a database whose stored settings predate it', async () => {
    const h = harness();
    const row = h.ref.db.prepare('SELECT settings_json FROM regions WHERE id = 20').get() as {
      settings_json: string;
    };
    const { maxDaysAhead: _old, ...older } = JSON.parse(row.settings_json) as Record<string, unknown>;
    h.ref.db.prepare('UPDATE regions SET settings_json = ? WHERE id = 20').run(JSON.stringify(older));
    expect((await h.call('GET', '/ticketing/regions/public')).body.data.settings.maxDaysAhead).toBe(60);
    expect((await dev(h, 'GET')).body.settings.maxDaysAhead).toBe(60);
  });

  it('is changed by PATCH /dev/region (1..365 whole days), and the API follows', async () => {
    const h = harness();
    const changed = await dev(h, 'PATCH', { maxDaysAhead: 10 });
    expect(changed.status).toBe(200);
    expect(changed.body.settings.maxDaysAhead).toBe(10);
    expect((await h.call('GET', '/ticketing/regions/public')).body.data.settings.maxDaysAhead).toBe(10);
    for (const bad of [0, 366, 7.5, '30', null]) {
      expect((await dev(h, 'PATCH', { maxDaysAhead: bad })).status).toBe(400);
    }
    expect((await dev(h, 'GET')).body.settings.maxDaysAhead).toBe(10);
  });
});

describe('TooFarAhead', () => {
  it('books up to the last minute of day maxDaysAhead (Europe/Amsterdam) and refuses the next day, on all four calls', async () => {
    const h = harness();
    const { auth, from, to } = await signedIn(h);
    const lastMinute = '2026-07-11T21:59:00Z'; // 23:59 CEST on day 60
    const nextDay = '2026-07-11T22:00:00Z'; // 00:00 CEST on day 61
    const ok = [
      await h.call('POST', '/ticketing/trips/calculate', { ...auth, body: at(h, from, to, lastMinute) }),
      await h.call('POST', '/ticketing/trips/book', { ...auth, body: at(h, from, to, lastMinute) }),
      await h.call('POST', '/ticketing/trips/calculate-without-account', {
        body: at(h, from, to, lastMinute, GUEST),
      }),
      await h.call('POST', '/ticketing/trips/book-without-account', {
        body: at(h, from, to, lastMinute, GUEST),
      }),
    ];
    for (const res of ok) expect(res.status, JSON.stringify(res.body)).toBe(200);

    const before = dbSnapshot(h.ref.db);
    for (const res of [
      await h.call('POST', '/ticketing/trips/calculate', { ...auth, body: at(h, from, to, nextDay) }),
      await h.call('POST', '/ticketing/trips/book', { ...auth, body: at(h, from, to, nextDay) }),
      await h.call('POST', '/ticketing/trips/calculate-without-account', {
        body: at(h, from, to, nextDay, GUEST),
      }),
      await h.call('POST', '/ticketing/trips/book-without-account', {
        body: at(h, from, to, nextDay, GUEST),
      }),
    ]) {
      expectError(res, 400, 'TooFarAhead');
      expect(res.body.errors[0].description).toBe(
        'Trips can be booked at most 60 days ahead: choose a date up to and including 2026-07-11.',
      );
    }
    expect(dbSnapshot(h.ref.db)).toEqual(before);
  });

  it('says so in Dutch, with the region’s horizon and last date', async () => {
    const h = harness();
    const { from, to } = await twoLocations(h);
    await dev(h, 'PATCH', { maxDaysAhead: 10 });
    const res = await h.call('POST', '/ticketing/trips/calculate-without-account', {
      body: at(h, from, to, '2026-05-23T08:00:00Z', GUEST),
      headers: { 'Accept-Language': 'nl-NL' },
    });
    expectError(res, 400, 'TooFarAhead');
    expect(res.body.errors[0].description).toBe(
      'U kunt maximaal 10 dagen vooruit boeken: kies een datum tot en met 22-05-2026.',
    );
    const day10 = await h.call('POST', '/ticketing/trips/calculate-without-account', {
      body: at(h, from, to, '2026-05-22T08:00:00Z', GUEST),
    });
    expect(day10.status).toBe(200);
  });

  it('counts the arrival date when booking by arrival', async () => {
    const h = harness();
    const { from, to } = await twoLocations(h);
    const byArrival = { ...GUEST, planningMode: 2, attributes: { travelers: 1, priority: 'High' } };
    // Arriving 00:20 CEST on day 61 (the ride departs on day 60): refused; arriving 23:59 on day 60: fine.
    expectError(
      await h.call('POST', '/ticketing/trips/calculate-without-account', {
        body: at(h, from, to, '2026-07-11T22:20:00Z', byArrival),
      }),
      400,
      'TooFarAhead',
    );
    const res = await h.call('POST', '/ticketing/trips/calculate-without-account', {
      body: at(h, from, to, '2026-07-11T21:59:00Z', byArrival),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  });

  it('refuses the year 9999 with 400, not 500, and stores nothing', async () => {
    const h = harness();
    const { auth, from, to } = await signedIn(h);
    const before = dbSnapshot(h.ref.db);
    const instant = '9999-12-31T10:00:00Z';
    for (const planningMode of [1, 2]) {
      const extra = { planningMode, attributes: { travelers: 1, priority: 'High' } };
      expectError(
        await h.call('POST', '/ticketing/trips/book', { ...auth, body: at(h, from, to, instant, extra) }),
        400,
        'TooFarAhead',
      );
      expectError(
        await h.call('POST', '/ticketing/trips/book-without-account', {
          body: at(h, from, to, instant, { ...GUEST, ...extra }),
        }),
        400,
        'TooFarAhead',
      );
    }
    expect(dbSnapshot(h.ref.db)).toEqual(before);
    expect(h.logs.join('\n')).not.toMatch(/RESPONSE DOES NOT MATCH SPEC|failed:/);
  });
});

describe('a refused or failed booking writes nothing', () => {
  it('leaves no row for a booking refused by the budget, the register, the lead time or the payment rules', async () => {
    const h = harness();
    const { auth, from, to } = await signedIn(h);
    h.ref.db.prepare('UPDATE pass_registry SET remaining_km = 1 WHERE pass_number = ?').run(DEMO_PASS);
    const before = dbSnapshot(h.ref.db);
    const cases: [Record<string, unknown>, string][] = [
      [bookingRequest(h, from, to, 3), 'BudgetExceeded'],
      [bookingRequest(h, { ...from, houseNumber: '999' }, to, 3), 'InvalidLocation'],
      [bookingRequest(h, from, to, 0.5), 'LeadTimeTooShort'],
      [bookingRequest(h, from, to, 3, { paymentOption: { type: 'creditCard' } }), 'CardBrandRequired'],
    ];
    for (const [body, code] of cases) {
      expectError(await h.call('POST', '/ticketing/trips/book', { ...auth, body }), 400, code);
    }
    expect(dbSnapshot(h.ref.db)).toEqual(before);
  });

  it('rolls the booking back when its answer would break the spec (500 ResponseValidationFailed, no row)', async () => {
    const h = harness();
    // A register place whose postcode is longer than the wire Location allows (maxLength 10): a request naming it
    // without a postcode is valid, but the trip in the answer would not be.
    h.ref.db
      .prepare(
        'INSERT INTO places (kind, name, street, house_number, post_code, residence, latitude, longitude) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
      )
      .run('station', 'Station Almere Proef', 'Proefstraat', '1', '1315 KT-1234', 'Almere', 52.37, 5.21);
    const broken = {
      name: 'Station Almere Proef',
      street: 'Proefstraat',
      houseNumber: '1',
      residence: 'Almere',
      latitude: 52.37,
      longitude: 5.21,
    };
    const { auth, from } = await signedIn(h);
    const before = dbSnapshot(h.ref.db);
    for (const res of [
      await h.call('POST', '/ticketing/trips/book', { ...auth, body: bookingRequest(h, from, broken, 3) }),
      await h.call('POST', '/ticketing/trips/book-without-account', {
        body: bookingRequest(h, from, broken, 3, GUEST),
      }),
    ]) {
      expectError(res, 500, 'ResponseValidationFailed');
    }
    expect(dbSnapshot(h.ref.db)).toEqual(before);
    expect(h.logs.filter((l) => l.includes('RESPONSE DOES NOT MATCH SPEC')).join('\n')).toMatch(/postCode/);
  });
});
