import { describe, expect, it } from 'vitest';
import {
  MONTHLY_BILLING_EMAIL,
  MONTHLY_BILLING_PASS,
  MONTHLY_BILLING_PASSWORD,
  REGION_SETTINGS,
} from '../../server/seed';
import { railLine } from '../../server/sim/pt-journey';
import { DEMO_PASS, bookingRequest, createHarness, expectError, twoLocations, type Harness } from './harness';

/* On the reference server: seeded region flags, PATCH /dev/region, monthly billing as a traveller
 * property, attribute limits and the PT alternative's legs (product §3, §4, §5). */

async function demo(h: Harness) {
  const { accessToken } = await h.login();
  const { from, to } = await twoLocations(h, accessToken);
  return { auth: { token: accessToken, passNumber: DEMO_PASS }, from, to };
}

/** The Almere address closest to station Almere Centrum (52.3746, 5.2175): with Westerdoksdijk a train trip. */
function nearAlmereCentrum(h: Harness) {
  const row = h.ref.db
    .prepare(
      `SELECT street, house_number AS houseNumber, residence, post_code AS postCode, latitude, longitude FROM places
       WHERE kind = 'address' AND residence = 'Almere'
       ORDER BY (latitude - 52.3746) * (latitude - 52.3746) + (longitude - 5.2175) * (longitude - 5.2175) LIMIT 1`,
    )
    .get() as Record<string, unknown>;
  return { name: null, ...row };
}

async function patchRegion(h: Harness, body: unknown) {
  const res = await h.ref.app.fetch(
    new Request('http://localhost/dev/region', {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );
  const text = await res.text();
  let parsed: Record<string, unknown> = {};
  try {
    parsed = JSON.parse(text) as Record<string, unknown>;
  } catch {
    // a plain-text answer (e.g. no /dev routes at all)
  }
  return { status: res.status, body: parsed };
}

describe('region 20 settings (product §3)', () => {
  it('is seeded with guest booking and the traffic indicator on and PT-advice blocking off', async () => {
    const h = createHarness();
    const { settings } = (await h.call('GET', '/ticketing/regions/public')).body.data;
    expect(settings).toMatchObject({
      isBookingWithoutAccountEnabled: true,
      isTrafficIndicatorEnabled: true,
      isBookingBlockedByPtAdviceEnabled: false,
    });
  });

  it('PATCH /dev/region changes any setting, merges the postcode settings, and the API follows', async () => {
    const h = createHarness();
    const res = await patchRegion(h, {
      isBookingBlockedByPtAdviceEnabled: true,
      isTrafficIndicatorEnabled: false,
      postalCodeSettings: { defaultPostalCode: '1309 AA' },
      paymentOptions: [{ paymentType: 'iDeal', cardBrand: null }],
    });
    expect(res.status).toBe(200);
    expect(res.body.settings).toEqual({
      ...REGION_SETTINGS,
      isBookingBlockedByPtAdviceEnabled: true,
      isTrafficIndicatorEnabled: false,
      postalCodeSettings: { defaultPostalCode: '1309 AA' },
      paymentOptions: [{ paymentType: 'iDeal', cardBrand: null }],
    });
    expect((await h.call('GET', '/ticketing/regions/public')).body.data.settings).toEqual(res.body.settings);
    expectError(
      await h.call('POST', '/ticketing/traffic-indicator/check', {
        body: { dateTime: '2026-05-12T06:30:00Z' },
      }),
      403,
      'TrafficIndicatorDisabled',
    );
    const reset = await h.ref.app.fetch(new Request('http://localhost/dev/reset', { method: 'POST' }));
    expect(reset.status).toBe(204);
    expect((await h.call('GET', '/ticketing/regions/public')).body.data.settings).toEqual(REGION_SETTINGS);
  });

  it('PATCH /dev/region refuses bad input with 400 and changes nothing', async () => {
    const h = createHarness();
    const bad: unknown[] = [
      '{not json',
      [],
      'null',
      { isBookingWithoutAccountEnabled: 'yes' },
      { unknownSetting: true },
      { postalCodeSettings: 'x' },
      { paymentOptions: [] },
      { paymentOptions: [{ paymentType: 'creditCard', cardBrand: null }] },
      { paymentOptions: [{ paymentType: 'iDeal', cardBrand: 'visa' }] },
      { paymentOptions: [{ paymentType: 'cash', cardBrand: null }] },
    ];
    for (const body of bad) {
      const res = await patchRegion(h, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toMatchObject({
        status: 400,
        errors: [expect.objectContaining({ code: expect.any(String) })],
      });
    }
    const res = await h.ref.app.fetch(new Request('http://localhost/dev/region'));
    expect(((await res.json()) as { settings: unknown }).settings).toEqual(REGION_SETTINGS);
  });

  it('has no PATCH /dev/region in production', async () => {
    const h = createHarness({ production: true });
    expect((await patchRegion(h, { isTrafficIndicatorEnabled: false })).status).toBe(404);
  });
});

describe('monthly billing as a traveller property (product §3, §4)', () => {
  it('the seeded traveller on invoice has it: the estimate says so, other methods are refused, invoice books', async () => {
    const h = createHarness();
    const { accessToken } = await h.login(MONTHLY_BILLING_EMAIL, MONTHLY_BILLING_PASSWORD);
    const auth = { token: accessToken, passNumber: MONTHLY_BILLING_PASS.passNumber };
    expect((await h.call('GET', '/ticketing/users', auth)).body.data.hasMonthlyBilling).toBe(true);
    const { from, to } = await twoLocations(h, accessToken);
    const calc = await h.call('POST', '/ticketing/trips/calculate', {
      ...auth,
      body: bookingRequest(h, from, to),
    });
    expect(calc.body.data.hasMonthlyBilling).toBe(true);
    expectError(
      await h.call('POST', '/ticketing/trips/book', { ...auth, body: bookingRequest(h, from, to) }),
      400,
      'MonthlyBillingRequired',
    );
    const booked = await h.call('POST', '/ticketing/trips/book', {
      ...auth,
      body: bookingRequest(h, from, to, 3, { paymentOption: { type: 'monthlyBilling' } }),
    });
    expect(booked.status).toBe(200);
    expect(booked.body.data.trip).toMatchObject({
      status: 'confirmed',
      paymentOption: { type: 'monthlyBilling' },
    });
  });

  it('a traveller without it cannot choose it', async () => {
    const h = createHarness();
    const { auth, from, to } = await demo(h);
    const body = bookingRequest(h, from, to, 3, { paymentOption: { type: 'monthlyBilling' } });
    expectError(
      await h.call('POST', '/ticketing/trips/calculate', { ...auth, body }),
      400,
      'MonthlyBillingNotAvailable',
    );
    expectError(
      await h.call('POST', '/ticketing/trips/book', { ...auth, body }),
      400,
      'MonthlyBillingNotAvailable',
    );
  });
});

describe('booking rules (product §5)', () => {
  it('enforces the attribute definitions: counts within min..max and one wheelchair at most', async () => {
    const h = createHarness();
    const { auth, from, to } = await demo(h);
    const withAttributes = (attributes: Record<string, unknown>) =>
      h.call('POST', '/ticketing/trips/calculate', {
        ...auth,
        body: bookingRequest(h, from, to, 3, { attributes }),
      });
    expect((await withAttributes({ travelers: 2, standardWheelchair: 1, guideDog: 1 })).status).toBe(200);
    expectError(await withAttributes({ travelers: 6 }), 400);
    expectError(
      await withAttributes({ standardWheelchair: 1, mobilityScooter: 1 }),
      400,
      'InvalidAttributes',
    );
    h.ref.db.prepare("UPDATE attribute_definitions SET max_units = 2 WHERE name = 'travelers'").run();
    expectError(await withAttributes({ travelers: 3 }), 400, 'InvalidAttributes');
  });

  it('refuses arrival mode with priority None, a credit card without brand, a lead under 1 h and PT-blocked trips', async () => {
    const h = createHarness();
    const { auth, from } = await demo(h);
    const to = nearAlmereCentrum(h);
    const book = (overrides: Record<string, unknown>, hoursAhead = 3) =>
      h.call('POST', '/ticketing/trips/book', {
        ...auth,
        body: bookingRequest(h, from, to, hoursAhead, overrides),
      });
    expectError(await book({ planningMode: 2, attributes: { priority: 'None' } }), 400, 'PriorityRequired');
    expectError(await book({ paymentOption: { type: 'creditCard' } }), 400, 'CardBrandRequired');
    expectError(await book({}, 0.5), 400, 'LeadTimeTooShort');
    // Westerdoksdijk (near Amsterdam Centraal) → near Almere Centrum: a train alternative exists.
    expect((await patchRegion(h, { isBookingBlockedByPtAdviceEnabled: true })).status).toBe(200);
    expectError(await book({}), 400, 'BlockedByPtAdvice');
  });

  it('computes the PT alternative with legs that name mode, times, line and operator', async () => {
    const h = createHarness();
    const { auth, from } = await demo(h);
    const to = nearAlmereCentrum(h);
    const calc = await h.call('POST', '/ticketing/trips/calculate', {
      ...auth,
      body: bookingRequest(h, from, to),
    });
    const journey = calc.body.data.ptJourney;
    expect(journey).toMatchObject({ numberOfChanges: 0, fare: { currency: 'EUR' } });
    const rail = journey.legs.find((leg: { mode: string }) => leg.mode === 'Train');
    expect(rail).toMatchObject({ fromName: 'Station Amsterdam Centraal', operatorName: 'NS' });
    expect(['Intercity', 'Sprinter']).toContain(rail.busNumber);
    for (const leg of journey.legs) {
      expect(Date.parse(leg.arrivalTime) - Date.parse(leg.departureTime)).toBe(
        leg.durationInMinutes * 60_000,
      );
    }
  });

  it('names rail lines by the stations served', () => {
    expect(railLine('Amsterdam Centraal', 'Almere Centrum')).toBe('Intercity');
    expect(railLine('Amsterdam Centraal', 'Almere Muziekwijk')).toBe('Sprinter');
    expect(railLine('Amsterdam Centraal', 'Spaklerweg')).toBe('51');
  });
});

describe('payment page (product §3 Payment, §4 pendingPayment)', () => {
  it('Pay confirms an iDEAL trip; a later Cancel does not claim it still awaits payment', async () => {
    const h = createHarness();
    const { auth, from, to } = await demo(h);
    const res = await h.call('POST', '/ticketing/trips/book', {
      ...auth,
      body: bookingRequest(h, from, to, 3, { paymentOption: { type: 'iDeal' } }),
    });
    const { paymentUrl, trip } = res.body.data;
    const post = (action: string) =>
      h.ref.app.fetch(
        new Request(`http://localhost${paymentUrl}/${action}`, {
          method: 'POST',
          headers: { 'Accept-Language': 'nl-NL' },
        }),
      );
    const page = await h.ref.app.fetch(new Request(`http://localhost${paymentUrl}`));
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(await page.text()).not.toContain('<script');
    const paid = await post('confirm');
    expect(paid.status).toBe(200);
    expect(await paid.text()).toContain('Betaling gelukt. Uw rit is bevestigd.');
    expect((await h.call('GET', `/ticketing/trips/${trip.externalTripId}`, auth)).body.data.status).toBe(
      'paymentConfirmed',
    );
    const cancelled = await post('cancel');
    expect(cancelled.status).toBe(409);
    expect(await cancelled.text()).toContain('Deze rit kan niet (meer) betaald worden.');
  });
});
