import { beforeAll, describe, expect, it } from 'vitest';
import { dbSnapshot, expectError, inHours, type Loose } from './harness';
import {
  TRIP_CHANGE_OPERATIONS,
  changeSetup,
  newKey,
  notExercised,
  type ChangeSetup,
} from './trip-change-support';

/* The rest of the trip-change contract (product §10.11): a series changed per date in one request
 * (PATCH /trips/{id}/series/change: only this trip, this and later, all; dates inside the cut-off left alone and
 * listed; a date a rule refuses keeps its original) and paused (POST /trips/{id}/series/pause); a guest's change
 * through the trip link (/guest-trips/{token}, its re-quote, the bookingChanged mail). One server for the file, so
 * the last test can check that every change operation answered a 2xx and a 400 that match the spec. */

const MINUTE = 60_000;
const DAY_HOURS = 24;
const WEEK_HOURS = 7 * DAY_HOURS;

let s: ChangeSetup;
let series = 0;
beforeAll(async () => {
  s = await changeSetup();
});

/** Books one trip per hour offset, all in one new series; returns the trips in date order. */
async function bookSeries(offsets: number[], overrides: Record<string, unknown> = {}): Promise<Loose[]> {
  const seriesId = `series-test-${++series}`;
  const trips: Loose[] = [];
  for (const hours of offsets) trips.push(await s.book(hours, { seriesId, ...overrides }));
  for (const trip of trips) expect(trip.seriesId).toBe(seriesId);
  return trips;
}

async function changeSeries(anchor: Loose, body: unknown, ifMatch?: string | null, key = newKey()) {
  const etag = ifMatch === undefined ? (await s.read(anchor.externalTripId)).etag : ifMatch;
  return s.h.call('PATCH', `/ticketing/trips/${anchor.externalTripId}/series/change`, {
    ...s.auth,
    body,
    headers: { 'Idempotency-Key': key, ...(etag === null ? {} : { 'If-Match': etag }) },
  });
}

const pause = (anchor: Loose, body: unknown, key = newKey()) =>
  s.h.call('POST', `/ticketing/trips/${anchor.externalTripId}/series/pause`, {
    ...s.auth,
    body,
    headers: { 'Idempotency-Key': key },
  });

const amsterdamDate = (iso: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' }).format(new Date(iso));
const amsterdamTime = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Amsterdam',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(iso));

describe('PATCH /trips/{id}/series/change', () => {
  it('"this and later" moves this and the later dates to the new time, each keeping its trip number', async () => {
    const trips = await bookSeries([26, 26 + WEEK_HOURS, 26 + 2 * WEEK_HOURS]);
    const anchor = trips[1];
    const moved = new Date(Date.parse(anchor.departureDateTime) + 90 * MINUTE).toISOString();
    const res = await changeSeries(anchor, { scope: 'thisAndLater', change: { plannedDateTime: moved } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { results } = res.body.data;
    expect(results.map((r: Loose) => [r.externalTripId, r.outcome, r.error])).toEqual([
      [trips[1].externalTripId, 'changed', null],
      [trips[2].externalTripId, 'changed', null],
    ]);
    expect(results[0].date).toBe(amsterdamDate(trips[1].departureDateTime));
    for (const r of results) {
      expect(amsterdamTime(r.trip.departureDateTime)).toBe(amsterdamTime(moved));
      expect(r.trip.changedBy).toBe('traveller');
    }
    // The later date moves by the same days as the anchor (none, or one when 90 minutes later is past midnight).
    const laterMoved = new Date(Date.parse(trips[2].departureDateTime) + 90 * MINUTE).toISOString();
    expect(amsterdamDate(results[1].trip.departureDateTime)).toBe(amsterdamDate(laterMoved));
    // The earlier date is untouched.
    expect((await s.read(trips[0].externalTripId)).trip).toEqual(trips[0]);
  });

  it('"only this trip" changes this date alone', async () => {
    const trips = await bookSeries([27, 27 + WEEK_HOURS]);
    const res = await changeSeries(trips[0], { scope: 'thisTrip', change: { attributes: { travelers: 3 } } });
    expect(res.body.data.results).toHaveLength(1);
    expect(res.body.data.results[0]).toMatchObject({
      outcome: 'changed',
      trip: { attributes: { travelers: 3 } },
    });
    expect((await s.read(trips[1].externalTripId)).trip.attributes.travelers).toBe(1);
  });

  it('"all" leaves a date inside the cut-off alone and lists it; a date the budget refuses keeps its original', async () => {
    const own = await changeSetup();
    const seriesId = 'series-cutoff-1';
    const trips = [
      await own.book(1.1, { seriesId, locationTo: own.near }),
      await own.book(DAY_HOURS, { seriesId, locationTo: own.near }),
      await own.book(2 * DAY_HOURS, { seriesId, locationTo: own.near }),
    ];
    const { etag } = await own.read(trips[1].externalTripId);
    own.h.ref.clock.advance(10 * MINUTE);
    // Enough budget for one longer trip, not for two.
    const extra = await own.h.call('POST', `/ticketing/trips/${trips[1].externalTripId}/changes/estimate`, {
      ...own.auth,
      body: { locationTo: own.to },
    });
    const more = extra.body.data.difference.distance as number;
    expect(more).toBeGreaterThan(0);
    own.h.ref.db
      .prepare('UPDATE pass_registry SET remaining_km = ? WHERE pass_number = ?')
      .run(Math.round(more * 15) / 10, own.auth.passNumber);
    const res = await own.h.call('PATCH', `/ticketing/trips/${trips[1].externalTripId}/series/change`, {
      ...own.auth,
      body: { scope: 'all', change: { locationTo: own.to } },
      headers: { 'Idempotency-Key': newKey(), 'If-Match': etag },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const results = res.body.data.results as Loose[];
    expect(results.map((r) => [r.externalTripId, r.outcome, r.error?.code ?? null])).toEqual([
      [trips[0].externalTripId, 'leftAlone', 'ChangeTooLate'],
      [trips[1].externalTripId, 'changed', null],
      [trips[2].externalTripId, 'refused', 'BudgetExceeded'],
    ]);
    expect(results[2].error.description).toEqual(expect.any(String));
    expect(results[0].trip).toEqual(trips[0]);
    expect(results[2].trip).toEqual(trips[2]);
    expect((await own.read(trips[2].externalTripId)).trip).toEqual(trips[2]);
  });

  it('replays the first answer for the same Idempotency-Key', async () => {
    const trips = await bookSeries([28, 28 + WEEK_HOURS]);
    const { etag } = await s.read(trips[0].externalTripId);
    const key = newKey();
    const body = { scope: 'all', change: { preferences: { driverComment: 'Zijdeur' } } };
    const first = await changeSeries(trips[0], body, etag, key);
    expect(first.status).toBe(200);
    const before = dbSnapshot(s.h.ref.db);
    const again = await changeSeries(trips[0], body, etag, key);
    expect(again.body).toEqual(first.body);
    expect(dbSnapshot(s.h.ref.db)).toEqual(before);
  });

  it('refuses without If-Match (428), a stale one (409), and a trip of no series (400 NotInSeries)', async () => {
    const trips = await bookSeries([29]);
    const body = { scope: 'all', change: { attributes: { travelers: 2 } } };
    expectError(await changeSeries(trips[0], body, null), 428, 'IfMatchRequired');
    expectError(await changeSeries(trips[0], body, '"7"'), 409, 'TripChanged');
    const single = await s.book(30);
    expectError(await changeSeries(single, body), 400, 'NotInSeries');
  });
});

describe('POST /trips/{id}/series/pause', () => {
  it('cancels the dates from one day to another, gives their km back, and the series goes on after them', async () => {
    const trips = await bookSeries([31, 31 + WEEK_HOURS, 31 + 2 * WEEK_HOURS, 31 + 3 * WEEK_HOURS]);
    const km = s.remainingKm();
    const res = await pause(trips[0], {
      from: amsterdamDate(trips[1].departureDateTime),
      to: amsterdamDate(trips[2].departureDateTime),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.results.map((r: Loose) => [r.externalTripId, r.outcome])).toEqual([
      [trips[1].externalTripId, 'cancelled'],
      [trips[2].externalTripId, 'cancelled'],
    ]);
    expect(res.body.data.results[0].trip.status).toBe('customerCancelled');
    expect(s.remainingKm()).toBeCloseTo(km + trips[1].distance + trips[2].distance, 1);
    expect((await s.read(trips[0].externalTripId)).trip.status).toBe('confirmed');
    expect((await s.read(trips[3].externalTripId)).trip.status).toBe('confirmed');
    // Pausing again leaves the cancelled dates alone and lists them.
    const again = await pause(trips[0], {
      from: amsterdamDate(trips[1].departureDateTime),
      to: amsterdamDate(trips[1].departureDateTime),
    });
    expect(again.body.data.results[0]).toMatchObject({
      outcome: 'leftAlone',
      error: { code: 'TripNotCancellable' },
    });
  });

  it('refuses "to" before "from" (400 InvalidRange) and writes nothing', async () => {
    const trips = await bookSeries([32]);
    const before = dbSnapshot(s.h.ref.db);
    expectError(await pause(trips[0], { from: '2026-12-10', to: '2026-12-01' }), 400, 'InvalidRange');
    expect(dbSnapshot(s.h.ref.db)).toEqual(before);
  });
});

describe('a guest changes the trip through the trip link', () => {
  let token: string;
  let trip: Loose;
  const link = () => `/ticketing/guest-trips/${token}`;
  const guestChange = (body: unknown, headers: Record<string, string>) =>
    s.h.call('PATCH', link(), { body, headers: { 'Idempotency-Key': newKey(), ...headers } });
  const mails = async () =>
    ((await s.h.call('GET', '/dev/outbox?to=gast%40example.com')).body as Loose[]).filter(
      (m) => m.kind === 'bookingChanged',
    );

  beforeAll(async () => {
    const booked = await s.h.call('POST', '/ticketing/trips/book-without-account', {
      body: {
        plannedDateTime: inHours(s.h, 5),
        locationFrom: s.from,
        locationTo: s.to,
        attributes: { travelers: 0 },
        preferences: { phoneNumber: null, driverComment: null },
        planningMode: 1,
        paymentOption: { type: 'payInVehicle' },
        email: 'gast@example.com',
        firstName: 'Gerda',
        lastName: 'Gast',
      },
      headers: { 'Idempotency-Key': newKey() },
    });
    expect(booked.status).toBe(200);
    trip = booked.body.data.trip;
    const outbox = (await s.h.call('GET', '/dev/outbox?to=gast%40example.com')).body as Loose[];
    const mail = outbox.find((m) => m.kind === 'bookingConfirmation');
    token = String(mail.link).slice(String(mail.link).lastIndexOf('/') + 1);
  });

  it('re-quotes, changes with If-Match, answers the same trip number and a new ETag, and mails bookingChanged', async () => {
    const got = await s.h.call('GET', link());
    expect(got.headers.get('etag')).toBe('"1"');
    const quote = await s.h.call('POST', `${link()}/changes/estimate`, {
      body: { attributes: { travelers: 1 } },
    });
    expect(quote.status, JSON.stringify(quote.body)).toBe(200);
    expect(quote.body.data).toMatchObject({ budget: null, version: 1 });
    expect(quote.headers.get('cache-control')).toBe('no-store');
    const key = newKey();
    const res = await guestChange(
      { attributes: { travelers: 1 } },
      { 'If-Match': '"1"', 'Idempotency-Key': key },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.trip).toMatchObject({
      externalTripId: trip.externalTripId,
      changedBy: 'guest',
      attributes: { travelers: 1 },
    });
    expect(res.headers.get('etag')).toBe('"2"');
    const [mail, ...more] = await mails();
    expect(more).toEqual([]);
    expect(mail).toMatchObject({
      to: 'gast@example.com',
      kind: 'bookingChanged',
      link: `http://localhost/trip/${token}`,
      trip: { externalTripId: trip.externalTripId },
    });
    expect(mail.text).toContain('1 companion');
    // A replay answers the first answer and sends no second mail.
    const replay = await guestChange(
      { attributes: { travelers: 1 } },
      { 'If-Match': '"1"', 'Idempotency-Key': key },
    );
    expect(replay.body).toEqual(res.body);
    expect(await mails()).toHaveLength(1);
  });

  it('refuses without If-Match (428), stale (409), a malformed body (400) and an unknown link (404)', async () => {
    expectError(await guestChange({ attributes: { travelers: 2 } }, {}), 428, 'IfMatchRequired');
    expectError(
      await guestChange({ attributes: { travelers: 2 } }, { 'If-Match': '"1"' }),
      409,
      'TripChanged',
    );
    expectError(await guestChange({ passNumber: '2001000101' }, { 'If-Match': '"2"' }), 400, 'InvalidBody');
    expectError(
      await s.h.call('POST', `${link()}/changes/estimate`, { body: { paymentOption: { type: 'cash' } } }),
      400,
      'InvalidBody',
    );
    expectError(
      await s.h.call('PATCH', `/ticketing/guest-trips/${'A'.repeat(43)}`, {
        body: { attributes: { travelers: 2 } },
        headers: { 'If-Match': '"1"', 'Idempotency-Key': newKey() },
      }),
      404,
      'GuestTripNotFound',
    );
  });
});

it('exercised every trip-change operation with a 2xx and a 400', async () => {
  // The 400s of the single-trip operations on this file's server.
  const trip = await s.book(33);
  expectError(await s.change(trip.externalTripId, { unknown: 1 }), 400, 'InvalidBody');
  expectError(
    await s.h.call('POST', `/ticketing/trips/${trip.externalTripId}/changes/estimate`, {
      ...s.auth,
      body: {},
    }),
    400,
    'InvalidBody',
  );
  expect((await s.change(trip.externalTripId, { attributes: { travelers: 2 } })).status).toBe(200);
  expect(
    (
      await s.h.call('POST', `/ticketing/trips/${trip.externalTripId}/changes/estimate`, {
        ...s.auth,
        body: { attributes: { travelers: 0 } },
      })
    ).status,
  ).toBe(200);
  expect(notExercised(s.h, TRIP_CHANGE_OPERATIONS)).toEqual([]);
});
