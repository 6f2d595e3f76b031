import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { verifyPassword } from '../../server/lib/passwords';
import {
  DEMO_EMAIL,
  DEMO_PASSES,
  DEMO_PASSWORD,
  HISTORY_TRAVELLER_EMAIL,
  HISTORY_TRAVELLER_PASS,
  HISTORY_TRAVELLER_PASSWORD,
  MONTHLY_BILLING_EMAIL,
  MONTHLY_BILLING_PASSWORD,
  SEED_PASSWORD_HASHES,
  SEEDED_TRIP_IDS,
} from '../../server/seed';
import { estimateRide } from '../../server/sim/estimate';
import { DEMO_PASS, bookingRequest, createHarness, expectError, type Harness, type Loose } from './harness';

/* On the reference server: the seeded travellers and their trips relative to the seed time (first
 * start or POST /dev/reset), GET /trips/history (inclusive Europe/Amsterdam days, sort, paging) and
 * GET /trips/export (`to` exclusive, file named after the Amsterdam days, PDF in the caller's language).
 * Every server is in-process: createApp({ dbPath: ':memory:' }) through the harness (which also checks each
 * response against the OpenAPI spec), most of them on a fixed clock. */

const ZONE = 'Europe/Amsterdam';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** A server whose clock stands still at `iso` (so the seed and every rule see that instant). */
function serverAt(iso: string): Harness {
  const at = new Date(iso);
  return createHarness({ clock: { now: () => at } });
}

const local = (iso: string) => Temporal.Instant.from(iso).toZonedDateTimeISO(ZONE);
const hhmm = (iso: string) => local(iso).toPlainTime().toString({ smallestUnit: 'minute' });
/** Whole Europe/Amsterdam calendar days from the day of `seed` to the day of `iso`. */
const dayOffset = (iso: string, seed: Date) =>
  local(iso).toPlainDate().since(local(seed.toISOString()).toPlainDate()).total({ unit: 'day' });
const amsterdamDay = (d: Date, plusDays = 0) =>
  local(d.toISOString()).toPlainDate().add({ days: plusDays }).toString();

async function signIn(h: Harness, who: 'demo' | 'riet') {
  const tokens =
    who === 'demo' ? await h.login() : await h.login(HISTORY_TRAVELLER_EMAIL, HISTORY_TRAVELLER_PASSWORD);
  const passNumber = who === 'demo' ? DEMO_PASS : HISTORY_TRAVELLER_PASS.passNumber;
  return { token: tokens.accessToken, passNumber };
}

/** Every trip of the caller from 30 days before to 30 days after the seed day, ascending by departure. */
async function allTrips(h: Harness, auth: { token: string }, seed: Date): Promise<Loose[]> {
  const res = await h.call(
    'GET',
    `/ticketing/trips/history?from=${amsterdamDay(seed, -30)}&to=${amsterdamDay(seed, 30)}&sortDirection=ASC`,
    auth,
  );
  expect(res.status).toBe(200);
  expect(res.body.totalCount).toBe(res.body.items.length);
  return res.body.items;
}

/** [id, day offset from the seed day, Amsterdam time, effective status, rated]; `time` is the arrival for mode 2. */
type Expected = [id: string, day: number, time: string, status: string, rated: boolean];

function expectSchedule(trips: Loose[], seed: Date, expected: Expected[]) {
  const byId = new Map(trips.map((t) => [t.externalTripId as string, t]));
  expect([...byId.keys()].sort()).toEqual(expected.map((e) => e[0]).sort());
  for (const [id, day, time, status, rated] of expected) {
    const trip = byId.get(id)!;
    const at = trip.planningMode === 2 ? trip.arrivalDateTime : trip.departureDateTime;
    expect({
      id,
      day: dayOffset(at, seed),
      time: hhmm(at),
      status: trip.status,
      rated: trip.feedback !== null,
    }).toEqual({ id, day, time, status, rated });
  }
}

const DEMO_SCHEDULE: Expected[] = [
  ['RT-DEMO0001', -9, '09:15', 'completed', true],
  ['RT-DEMO0002', -5, '14:30', 'completed', false],
  ['RT-DEMO0003', -2, '10:00', 'completed', false],
  ['RT-DEMO0004', -6, '11:00', 'customerCancelled', false],
];

/** Riet's trips when the first upcoming day is `d` (1 = tomorrow, 2 = the day after). */
const rietSchedule = (d: number): Expected[] => [
  ['RT-RIET0001', -19, '09:30', 'completed', true],
  ['RT-RIET0002', -12, '11:00', 'completed', true],
  ['RT-RIET0003', -3, '14:15', 'completed', false],
  ['RT-RIET0004', -6, '10:30', 'customerCancelled', false],
  ['RT-RIET0005', d, '10:00', 'confirmed', false],
  ['RT-RIET0006', d + 2, '14:30', 'confirmed', false],
  ['RT-RIET0007', d + 3, '11:15', 'pendingPayment', false],
];

/** Tuesday 10 March 2026, 09:00 in Amsterdam: tomorrow 10:00 is 25 h ahead. */
const TUESDAY_MORNING = '2026-03-10T08:00:00Z';

describe('seeded travellers (relative to the seed time)', () => {
  it("stores for each seeded account a hash of its own that verifies against the account's published password", async () => {
    const accounts = [
      [DEMO_EMAIL, DEMO_PASSWORD],
      [MONTHLY_BILLING_EMAIL, MONTHLY_BILLING_PASSWORD],
      [HISTORY_TRAVELLER_EMAIL, HISTORY_TRAVELLER_PASSWORD],
    ] as const;
    expect(Object.keys(SEED_PASSWORD_HASHES).sort()).toEqual(accounts.map(([email]) => email).sort());
    expect(new Set(Object.values(SEED_PASSWORD_HASHES)).size).toBe(accounts.length);
    for (const [email, password] of accounts) {
      expect(await verifyPassword(password, SEED_PASSWORD_HASHES[email]!), email).toBe(true);
      expect(await verifyPassword(`${password}x`, SEED_PASSWORD_HASHES[email]!), email).toBe(false);
    }
  });

  it('gives the demo traveller only past trips: three completed (one rated), one cancelled last week', async () => {
    const h = serverAt(TUESDAY_MORNING);
    const seed = h.ref.clock.now();
    const auth = await signIn(h, 'demo');
    const trips = await allTrips(h, auth, seed);
    expectSchedule(trips, seed, DEMO_SCHEDULE);
    for (const t of trips) expect(Date.parse(t.departureDateTime)).toBeLessThan(seed.getTime());
    const completed = trips.filter((t) => t.status === 'completed');
    expect(completed.length).toBeGreaterThanOrEqual(3);
    expect(completed.filter((t) => t.feedback === null).length).toBeGreaterThanOrEqual(1);
    for (const t of completed)
      expect(seed.getTime() - Date.parse(t.departureDateTime)).toBeLessThan(21 * DAY);
    const cancelled = trips.filter((t) => t.status === 'customerCancelled');
    expect(cancelled).toHaveLength(1);
    expect(seed.getTime() - Date.parse(cancelled[0].departureDateTime)).toBeLessThan(7 * DAY);
    expect(cancelled[0]).toMatchObject({ paymentUrl: null, feedback: null });
    expect(SEEDED_TRIP_IDS.demo.completedUnrated).toContain('RT-DEMO0002');

    // The walking-skeleton e2e test: nothing planned in the coming 2 weeks ...
    expect((await h.call('GET', '/ticketing/trips/next', auth)).body.data).toBeNull();
    const coming = `from=${amsterdamDay(seed)}&to=${amsterdamDay(seed, 14)}`;
    expect((await h.call('GET', `/ticketing/trips/history?${coming}`, auth)).body.totalCount).toBe(0);
    // ... until the two legs it books.
    const a = (await h.call('GET', '/ticketing/locations?searchValue=Silodam%201A', auth)).body.data[0];
    const b = (await h.call('GET', '/ticketing/locations?searchValue=Westerdoksdijk%2040A', auth)).body
      .data[0];
    for (const [from, to, hours] of [
      [a, b, 26],
      [b, a, 28],
    ] as const) {
      const res = await h.call('POST', '/ticketing/trips/book', {
        ...auth,
        body: bookingRequest(h, from, to, hours),
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    expect((await h.call('GET', `/ticketing/trips/history?${coming}`, auth)).body.totalCount).toBe(2);
  });

  it('gives Riet de Vries the full history: completed (one unrated), cancelled, pending payment, two confirmed', async () => {
    const h = serverAt(TUESDAY_MORNING);
    const seed = h.ref.clock.now();
    const auth = await signIn(h, 'riet');
    const user = (await h.call('GET', '/ticketing/users', auth)).body.data;
    expect(user).toMatchObject({
      email: HISTORY_TRAVELLER_EMAIL,
      firstName: 'Riet',
      surname: 'de Vries',
      language: 'nl-NL',
      passNumbers: [{ passNumber: HISTORY_TRAVELLER_PASS.passNumber }],
      hasMonthlyBilling: false,
    });

    const trips = await allTrips(h, auth, seed);
    expectSchedule(trips, seed, rietSchedule(1));
    const completed = trips.filter((t) => t.status === 'completed');
    expect(completed.length).toBeGreaterThanOrEqual(3);
    expect(completed.filter((t) => t.feedback === null).map((t) => t.externalTripId)).toEqual([
      SEEDED_TRIP_IDS.history.completedUnrated,
    ]);
    for (const t of completed)
      expect(seed.getTime() - Date.parse(t.departureDateTime)).toBeLessThan(21 * DAY);

    const confirmed = trips.filter((t) => t.status === 'confirmed');
    expect(confirmed.map((t) => t.externalTripId)).toEqual([...SEEDED_TRIP_IDS.history.confirmed]);
    for (const t of confirmed) {
      const ahead = Date.parse(t.departureDateTime) - seed.getTime();
      expect(ahead).toBeGreaterThan(DAY);
      expect(ahead).toBeLessThan(14 * DAY);
      expect(t).toMatchObject({ paymentUrl: null, vehicleTrackingId: `vehicle/${t.externalTripId}` });
    }
    const pending = trips.find((t) => t.status === 'pendingPayment');
    expect(pending).toMatchObject({
      externalTripId: SEEDED_TRIP_IDS.history.pendingPayment,
      paymentOption: { type: 'iDeal' },
      paymentUrl: expect.stringMatching(/^\/pay\/[A-Za-z0-9_-]{43}$/),
    });
    expect(Date.parse(pending.departureDateTime) - seed.getTime()).toBeGreaterThan(DAY);
    expect(trips.find((t) => t.externalTripId === 'RT-RIET0002')).toMatchObject({
      planningMode: 2,
      attributes: { priority: 'Medium' },
      paymentOption: { type: 'iDeal' },
    });

    expect((await h.call('GET', '/ticketing/trips/next', auth)).body.data.externalTripId).toBe('RT-RIET0005');
    // The km of every trip that is not cancelled are spent from her pass.
    const spent = trips.filter((t) => t.status !== 'customerCancelled').reduce((km, t) => km + t.distance, 0);
    const budget = (await h.call('GET', '/ticketing/users/budget', auth)).body.data;
    expect(budget.passNumber).toBe(HISTORY_TRAVELLER_PASS.passNumber);
    expect(budget.remaining).toBeCloseTo(HISTORY_TRAVELLER_PASS.budgetKm - spent, 5);
  });

  it('computes every seeded trip like a booking: real places, estimate, tracking id, all attributes', async () => {
    const h = serverAt(TUESDAY_MORNING);
    const seed = h.ref.clock.now();
    const place = h.ref.db.prepare(
      'SELECT COUNT(*) AS n FROM places WHERE street = ? AND house_number = ? AND residence = ? AND latitude = ? AND longitude = ?',
    );
    let demoKm = 0;
    for (const who of ['demo', 'riet'] as const) {
      const auth = await signIn(h, who);
      for (const t of await allTrips(h, auth, seed)) {
        for (const l of [t.locationFrom, t.locationTo])
          expect(
            place.get(l.street, l.houseNumber, l.residence, l.latitude, l.longitude),
            JSON.stringify(l),
          ).toEqual({
            n: 1,
          });
        const est = estimateRide(t.locationFrom, t.locationTo);
        expect({ distance: t.distance, duration: t.duration, fare: t.fare.cents }).toEqual({
          distance: est.distanceKm,
          duration: est.durationMin,
          fare: est.fareCents,
        });
        expect(t.price).toEqual(t.fare);
        expect(Date.parse(t.arrivalDateTime) - Date.parse(t.departureDateTime)).toBe(
          est.durationMin * 60_000,
        );
        expect(t.vehicleTrackingId).toBe(`vehicle/${t.externalTripId}`);
        expect(Object.keys(t.attributes)).toHaveLength(12);
        expect(t.passNumber).toBe(auth.passNumber);
        if (who === 'demo' && t.status !== 'customerCancelled') demoKm += t.distance;
      }
      // The tracking id works like a booked trip's.
      if (who === 'riet') {
        const id = Buffer.from('vehicle/RT-RIET0005').toString('base64');
        const pos = await h.call('GET', `/ticketing/trips/${encodeURIComponent(id)}/vehicles/position`, auth);
        expect(pos.status).toBe(200);
        expect(pos.body.data.status).toBe('unknown');
      }
    }
    const demoBudget = (await h.call('GET', '/ticketing/users/budget', await signIn(h, 'demo'))).body.data;
    expect(demoBudget.remaining).toBeCloseTo(DEMO_PASSES[0].budgetKm - demoKm, 5);
    // Every seeded trip has its own payment token, none of them the trip id.
    const tokens = h.ref.db
      .prepare('SELECT external_trip_id AS id, payment_token AS token FROM trips')
      .all() as {
      id: string;
      token: string;
    }[];
    expect(new Set(tokens.map((t) => t.token)).size).toBe(tokens.length);
    for (const t of tokens) expect(t.token).not.toContain(t.id);
  });

  it("pays Riet's pending trip through its payment link, as for a booking", async () => {
    const h = serverAt(TUESDAY_MORNING);
    const auth = await signIn(h, 'riet');
    const id = SEEDED_TRIP_IDS.history.pendingPayment;
    const url = (await h.call('GET', `/ticketing/trips/${id}`, auth)).body.data.paymentUrl as string;
    const page = await h.ref.app.fetch(new Request(`http://localhost${url}`));
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(id);
    const paid = await h.ref.app.fetch(new Request(`http://localhost${url}/confirm`, { method: 'POST' }));
    expect(paid.status).toBe(200);
    expect((await h.call('GET', `/ticketing/trips/${id}`, auth)).body.data).toMatchObject({
      status: 'paymentConfirmed',
      paymentUrl: null,
    });
  });

  it('lets the seeded trips follow the rules: rate an unrated one once, cancel a confirmed one, nobody else', async () => {
    const h = serverAt(TUESDAY_MORNING);
    const riet = await signIn(h, 'riet');
    const demo = await signIn(h, 'demo');
    const rate = (auth: typeof riet, id: string) =>
      h.call('POST', `/ticketing/trips/${id}/feedback`, {
        ...auth,
        body: { externalTripId: id, tripFeedback: { rating: 5, platformType: 'Web', appVersion: '1' } },
      });
    expect((await rate(riet, 'RT-RIET0003')).body.data.feedback).toEqual({ rating: 5, feedback: null });
    expectError(await rate(riet, 'RT-RIET0003'), 409, 'FeedbackAlreadySubmitted');
    expectError(await rate(riet, 'RT-RIET0001'), 409, 'FeedbackAlreadySubmitted');
    expectError(await rate(riet, 'RT-RIET0005'), 409, 'TripNotCompleted');
    expect((await rate(demo, 'RT-DEMO0002')).status).toBe(200);
    expectError(await rate(demo, 'RT-RIET0003'), 404, 'TripNotFound');
    expectError(await h.call('GET', '/ticketing/trips/RT-DEMO0003', riet), 404, 'TripNotFound');

    const before = (await h.call('GET', '/ticketing/users/budget', riet)).body.data.remaining as number;
    const cancelled = await h.call('DELETE', '/ticketing/trips/cancel/RT-RIET0005', riet);
    expect(cancelled.body.data.status).toBe('customerCancelled');
    const after = (await h.call('GET', '/ticketing/users/budget', riet)).body.data.remaining;
    expect(after).toBeCloseTo(before + cancelled.body.data.distance, 5);
    expectError(
      await h.call('DELETE', '/ticketing/trips/cancel/RT-RIET0003', riet),
      409,
      'TripNotCancellable',
    );
    expectError(await h.call('DELETE', '/ticketing/trips/cancel/RT-RIET0006', demo), 404, 'TripNotFound');
  });

  it.each([
    ['at 15:00 (tomorrow 10:00 is under 24 h away)', '2026-03-10T14:00:00Z', 2],
    ['on the Friday before the switch to summer time, 10:00', '2026-03-27T09:00:00Z', 2],
    ['after the switch to summer time', '2026-04-02T06:00:00Z', 1],
    ['at 23:30 on New Year’s Eve', '2026-12-31T22:30:00Z', 2],
  ])(
    'keeps the wall-clock times and starts the upcoming trips over 24 h ahead when seeded %s',
    async (_, at, d) => {
      const h = serverAt(at);
      const seed = h.ref.clock.now();
      const riet = await allTrips(h, await signIn(h, 'riet'), seed);
      expectSchedule(riet, seed, rietSchedule(d));
      for (const t of riet.filter((x) => ['confirmed', 'pendingPayment'].includes(x.status)))
        expect(Date.parse(t.departureDateTime) - seed.getTime()).toBeGreaterThan(DAY);
      expectSchedule(await allTrips(h, await signIn(h, 'demo'), seed), seed, DEMO_SCHEDULE);
    },
  );

  it('reseeds both travellers relative to the server clock on POST /dev/reset', async () => {
    const h = createHarness();
    h.ref.clock.set(new Date('2027-01-20T07:30:00Z'));
    const reset = await h.ref.app.fetch(new Request('http://localhost/dev/reset', { method: 'POST' }));
    expect(reset.status).toBe(204);
    const seed = h.ref.clock.now();
    expectSchedule(await allTrips(h, await signIn(h, 'riet'), seed), seed, rietSchedule(1));
    expectSchedule(await allTrips(h, await signIn(h, 'demo'), seed), seed, DEMO_SCHEDULE);
    expect(
      local((await allTrips(h, await signIn(h, 'riet'), seed)).at(-1).departureDateTime)
        .toPlainDate()
        .toString(),
    ).toBe('2027-01-24');
  });
});
