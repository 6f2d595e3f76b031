import { beforeAll, describe, expect, it } from 'vitest';
import { SPEC_FILES } from '../../server/app';
import { loadSpec } from '../../server/lib/openapi-validator';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../server/seed';
import { XSS } from './fuzz-mutations';
import {
  DEMO_PASS,
  DEMO_PASS_2,
  bookingRequest,
  createHarness,
  dbSnapshot,
  expectError,
  pdfText,
  registerAndActivate,
  type Harness,
  type Loose,
} from './harness';

/* Security of the reference server: one traveller can never read, change, pay or export
 * another's trips or use their pass numbers; login is throttled; tokens are 256-bit random, expire, rotate, and a
 * reused refresh token revokes its whole family; passwords are scrypt-hashed (no plaintext in the database
 * file); no token or password reaches a log line; /dev does not exist in production. */

const B_PASS = '2001000103';
const B_DOB = '21-07-1990';

async function locations(h: Harness, token: string) {
  const find = async (q: string) =>
    (await h.call('GET', `/ticketing/locations?searchValue=${encodeURIComponent(q)}`, { token })).body
      .data[0];
  return {
    home: await find('Westerdoksdijk 40A'),
    silodam: await find('Silodam 100'),
    almere: await find('Oostvaardersdiep'),
  };
}

/**
 * Traveller A (the demo user: seeded completed trips, plus a confirmed and a card-paid pending trip from a place
 * named ALPHA-SECRET-HOME) and traveller B (own pass number, one own trip from BRAVO-HOME).
 */
async function twoTravellers() {
  const h = createHarness();
  const a = await h.login();
  const { home, silodam } = await locations(h, a.accessToken);
  const aAuth = { token: a.accessToken, passNumber: DEMO_PASS };
  const secretHome = { ...home, name: 'ALPHA-SECRET-HOME' };
  const aConfirmed = (
    await h.call('POST', '/ticketing/trips/book', {
      ...aAuth,
      body: bookingRequest(h, secretHome, silodam, 3),
    })
  ).body.data.trip;
  const aPending = (
    await h.call('POST', '/ticketing/trips/book', {
      ...aAuth,
      body: bookingRequest(h, secretHome, silodam, 5, {
        paymentOption: { type: 'creditCard', cardBrand: 'visa' },
      }),
    })
  ).body.data;
  expect(aPending.trip.status).toBe('pendingPayment');

  const b = await registerAndActivate(h, 'bravo@example.com');
  expect(
    (
      await h.call('PATCH', '/ticketing/users/passNumber', {
        token: b.accessToken,
        body: { passNumber: B_PASS, dateOfBirth: B_DOB },
      })
    ).status,
  ).toBe(200);
  const bAuth = { token: b.accessToken, passNumber: B_PASS };
  const bTrip = (
    await h.call('POST', '/ticketing/trips/book', {
      ...bAuth,
      body: bookingRequest(h, { ...silodam, name: 'BRAVO-HOME' }, home, 4),
    })
  ).body.data.trip;
  expect(bTrip.externalTripId).toBeDefined();
  return { h, aAuth, bAuth, aConfirmed, aPending, bTrip };
}

const tracking = (trip: Loose, url = false) =>
  Buffer.from(trip.vehicleTrackingId).toString(url ? 'base64url' : 'base64');

describe("authorisation: traveller B and traveller A's trips", () => {
  // One server for these tests, in order: only the payment test changes something (it pays A's trip).
  let t: Awaited<ReturnType<typeof twoTravellers>>;
  beforeAll(async () => {
    t = await twoTravellers();
  });

  it("cannot read, cancel, rate or track A's trips (404), and A's trips stay as they were", async () => {
    const { h, aAuth, bAuth, aConfirmed, aPending } = t;
    const before = dbSnapshot(h.ref.db);
    for (const id of [
      aConfirmed.externalTripId,
      aPending.trip.externalTripId,
      'RT-DEMO0001',
      'RT-DEMO0002',
    ]) {
      expectError(await h.call('GET', `/ticketing/trips/${id}`, bAuth), 404, 'TripNotFound');
      expectError(await h.call('DELETE', `/ticketing/trips/cancel/${id}`, bAuth), 404, 'TripNotFound');
      expectError(
        await h.call('POST', `/ticketing/trips/${id}/feedback`, {
          ...bAuth,
          body: { externalTripId: id, tripFeedback: { rating: 1, platformType: 'Web', appVersion: '4.1.0' } },
        }),
        404,
        'TripNotFound',
      );
    }
    for (const trip of [aConfirmed, aPending.trip])
      for (const url of [false, true])
        expectError(
          await h.call(
            'GET',
            `/ticketing/trips/${encodeURIComponent(tracking(trip, url))}/vehicles/position`,
            bAuth,
          ),
          404,
          'TripNotFound',
        );
    expect(dbSnapshot(h.ref.db)).toEqual(before);
    expect(
      (await h.call('GET', `/ticketing/trips/${aConfirmed.externalTripId}`, aAuth)).body.data.status,
    ).toBe('confirmed');
  });

  it("never lists A's trips in B's history, next trip or PDF export", async () => {
    const { h, aAuth, bAuth, aConfirmed, aPending, bTrip } = t;
    const aIds = [
      aConfirmed.externalTripId,
      aPending.trip.externalTripId,
      'RT-DEMO0001',
      'RT-DEMO0002',
      'RT-DEMO0003',
    ];
    const history = await h.call('GET', '/ticketing/trips/history?from=2000-01-01&to=2100-12-31', bAuth);
    expect(history.body.items.map((t: Loose) => t.externalTripId)).toEqual([bTrip.externalTripId]);
    expect(history.body.totalCount).toBe(1);
    expect((await h.call('GET', '/ticketing/trips/next', bAuth)).body.data.externalTripId).toBe(
      bTrip.externalTripId,
    );

    // An export covers at most 366 days (a longer period is refused with 400 ExportRangeTooLong), so the PDFs
    // cover the 180 days either side of now: every seeded trip (days ago) and every new booking (hours ahead).
    const dayStart = (offsetDays: number) =>
      new Date(Math.floor(h.ref.clock.now().getTime() / 86_400_000 + offsetDays) * 86_400_000).toISOString();
    const range = `from=${dayStart(-180)}&to=${dayStart(180)}`;
    const exportPdf = async (auth: { token: string; passNumber: string }) => {
      const res = await h.call<Uint8Array>('GET', `/ticketing/trips/export?${range}`, auth);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      return pdfText(res.body);
    };
    const bPdf = await exportPdf(bAuth);
    const aPdf = await exportPdf(aAuth);
    // A's own export shows A's trips (so the text extraction works) ...
    expect(aPdf).toContain('ALPHA-SECRET-HOME');
    expect(aPdf).not.toContain('BRAVO-HOME');
    // ... and B's shows only B's.
    expect(bPdf).toContain('BRAVO-HOME');
    expect(bPdf).not.toContain('ALPHA-SECRET');
    for (const id of aIds) expect(JSON.stringify(history.body)).not.toContain(id);
  });

  it("cannot use A's pass number on any operation of either API (403), nor remove or take it over", async () => {
    const { h, aAuth, bAuth } = t;
    const before = dbSnapshot(h.ref.db);
    const samples: Record<string, string> = { id: 'RT-DEMO0001', passNumber: DEMO_PASS };
    let checked = 0;
    for (const [prefix, file] of [
      ['/ticketing', SPEC_FILES.ticketing],
      ['', SPEC_FILES.account],
    ] as const) {
      for (const op of loadSpec(file).operations) {
        if (op.security !== 'bearer' && op.security !== 'optionalBearer') continue;
        const path = op.path.replace(/\{([^}]+)\}/g, (_, name: string) => samples[name] ?? 'x');
        for (const passNumber of [DEMO_PASS, DEMO_PASS_2]) {
          const res = await h.call(op.method, `${prefix}${path}`, { token: bAuth.token, passNumber });
          expectError(res, 403, 'PassNumberNotOwned');
        }
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(20);

    expectError(
      await h.call('DELETE', `/ticketing/users/passnumber/${DEMO_PASS}`, bAuth),
      404,
      'PassNumberNotFound',
    );
    expectError(
      await h.call('PATCH', '/ticketing/users/passNumber', {
        ...bAuth,
        body: { passNumber: DEMO_PASS, dateOfBirth: '15-03-1984', alias: 'van mij' },
      }),
      400,
      'InvalidPassNumber',
    );
    expect(dbSnapshot(h.ref.db)).toEqual(before);
    const aUser = (await h.call('GET', '/ticketing/users', aAuth)).body.data;
    expect(aUser.passNumbers.map((p: Loose) => p.passNumber)).toEqual([DEMO_PASS, DEMO_PASS_2]);
    const bUser = (await h.call('GET', '/ticketing/users', bAuth)).body.data;
    expect(bUser.passNumbers.map((p: Loose) => p.passNumber)).toEqual([B_PASS]);
  });

  it("cannot open, pay or cancel the payment of A's trip: the payment page needs the link's secret token", async () => {
    const { h, aAuth, bAuth, aPending } = t;
    const id = aPending.trip.externalTripId;
    const page = (path: string, method = 'GET') =>
      h.ref.app.fetch(
        new Request(`http://localhost${path}`, {
          method,
          headers: { Authorization: `Bearer ${bAuth.token}` },
        }),
      );
    for (const guess of [`/pay/${id}`, `/pay/${encodeURIComponent(id.toLowerCase())}`]) {
      const shown = await page(guess);
      expect(shown.status).toBe(404);
      expect(await shown.text()).not.toContain('ALPHA-SECRET-HOME');
      expect((await page(`${guess}/confirm`, 'POST')).status).toBe(404);
      expect((await page(`${guess}/cancel`, 'POST')).status).toBe(404);
    }
    expect((await h.call('GET', `/ticketing/trips/${id}`, aAuth)).body.data.status).toBe('pendingPayment');
    // A's link works.
    expect((await page(aPending.paymentUrl)).status).toBe(200);
    expect((await page(`${aPending.paymentUrl}/confirm`, 'POST')).status).toBe(200);
    expect((await h.call('GET', `/ticketing/trips/${id}`, aAuth)).body.data.status).toBe('paymentConfirmed');
  });

  it('stores hostile text verbatim as data and escapes it on the payment page', async () => {
    const h = createHarness();
    const { accessToken } = await h.login();
    const { home, almere } = await locations(h, accessToken);
    const booked = await h.call('POST', '/ticketing/trips/book', {
      token: accessToken,
      passNumber: DEMO_PASS,
      body: bookingRequest(h, { ...home, name: XSS }, { ...almere, name: 'مرحبا 🚕' }, 3, {
        paymentOption: { type: 'iDeal' },
        preferences: { phoneNumber: null, driverComment: '<script>alert(1)</script>' },
      }),
    });
    expect(booked.status).toBe(200);
    expect(booked.headers.get('content-type')).toMatch(/^application\/json/);
    expect(booked.body.data.trip.locationFrom.name).toBe(XSS);
    expect(booked.body.data.trip.departure).toBe(XSS);
    expect(booked.body.data.trip.locationTo.name).toBe('مرحبا 🚕');
    const html = await (
      await h.ref.app.fetch(new Request(`http://localhost${booked.body.data.paymentUrl}`))
    ).text();
    expect(html).not.toContain('<img');
    expect(html).toContain('&#60;img src=x onerror=alert(1)&#62;');
    expect(html).toContain('مرحبا 🚕');
  });
});

describe('login throttling', () => {
  const attempt = (h: Harness, email: string, password: string) =>
    h.call('POST', '/api/auth/auth/login', { basic: { email, password } });

  it('refuses the 6th attempt within a minute with 429, even with the right password, per email case-insensitively', async () => {
    const h = createHarness();
    await registerAndActivate(h, 'other@example.com');
    for (let i = 0; i < 5; i += 1)
      expectError(
        await attempt(h, i % 2 ? 'DEMO@example.com' : DEMO_EMAIL, `wrong-${i}`),
        401,
        'InvalidCredentials',
      );
    expectError(await attempt(h, DEMO_EMAIL, DEMO_PASSWORD), 429, 'TooManyAttempts');
    expectError(await attempt(h, 'Demo@Example.com', DEMO_PASSWORD), 429, 'TooManyAttempts');
    // Another account is not affected.
    expect((await attempt(h, 'other@example.com', 'Lente-2026!')).status).toBe(200);
    // 59 seconds later: still blocked; a minute after the failures: open again.
    h.ref.clock.advance(59_000);
    expectError(await attempt(h, DEMO_EMAIL, DEMO_PASSWORD), 429, 'TooManyAttempts');
    h.ref.clock.advance(1_000);
    expect((await attempt(h, DEMO_EMAIL, DEMO_PASSWORD)).status).toBe(200);
    // And it counts afresh.
    for (let i = 0; i < 5; i += 1) expectError(await attempt(h, DEMO_EMAIL, `again-${i}`), 401);
    expectError(await attempt(h, DEMO_EMAIL, DEMO_PASSWORD), 429, 'TooManyAttempts');
  });

  it('throttles unknown emails the same way (no account enumeration)', async () => {
    const h = createHarness();
    for (let i = 0; i < 5; i += 1)
      expectError(await attempt(h, 'nobody@example.com', `x-${i}`), 401, 'InvalidCredentials');
    expectError(await attempt(h, 'nobody@example.com', 'x'), 429, 'TooManyAttempts');
  });
});
