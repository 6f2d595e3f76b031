import { describe, expect, it } from 'vitest';
import {
  DEMO_PASS,
  DEMO_PASS_2,
  bookingRequest,
  createHarness,
  expectError,
  inHours,
  registerAndActivate,
  twoLocations,
  type Harness,
  seededRemainingKm,
} from './harness';

/* Business rules of the reference server beyond the contract: auth, ownership, idempotency, budget, time rules
 * (product §4, §5, §9), driven through the API with a movable clock. The trip lifecycle by the clock, validation and
 * routing: tests/server/rules-lifecycle.test.ts. */

const MIN = 60_000;

async function demo(h: Harness) {
  const { accessToken } = await h.login();
  const { from, to } = await twoLocations(h, accessToken);
  const auth = { token: accessToken, passNumber: DEMO_PASS };
  return { token: accessToken, auth, from, to };
}

async function budget(h: Harness, token: string, passNumber: string = DEMO_PASS): Promise<number> {
  const res = await h.call('GET', '/ticketing/users/budget', { token, passNumber });
  return res.body.data.remaining;
}

describe('authentication', () => {
  it('refuses authenticated operations without a token, with a garbage token, and with an expired token', async () => {
    const h = createHarness();
    expectError(await h.call('GET', '/ticketing/users'), 401, 'Unauthorized');
    expectError(await h.call('GET', '/ticketing/users', { token: 'garbage' }), 401, 'InvalidAccessToken');
    const { accessToken } = await h.login();
    expect((await h.call('GET', '/ticketing/users', { token: accessToken })).status).toBe(200);
    h.ref.clock.advance(15 * MIN + 1000);
    expectError(await h.call('GET', '/ticketing/users', { token: accessToken }), 401, 'InvalidAccessToken');
  });

  it('honours a configured token lifetime', async () => {
    const h = createHarness({ tokenTtlSeconds: 60 });
    const tokens = await h.login();
    expect(tokens.expiresIn).toBe(60);
    h.ref.clock.advance(61_000);
    expectError(
      await h.call('GET', '/api/external/user-profiles/current', { token: tokens.accessToken }),
      401,
    );
  });

  it('rotates refresh tokens: the new pair works, the used refresh token is refused', async () => {
    const h = createHarness();
    const first = await h.login();
    h.ref.clock.advance(20 * MIN);
    const refreshed = await h.call('POST', '/api/auth/auth/refreshuser', {
      body: { refreshToken: first.refreshToken, username: 'demo@example.com' },
    });
    expect(refreshed.status).toBe(200);
    const second = refreshed.body.Data.user.sessionTokens;
    expect((await h.call('GET', '/ticketing/users', { token: second.accessToken })).status).toBe(200);
    expectError(
      await h.call('POST', '/api/auth/auth/refreshuser', {
        body: { refreshToken: first.refreshToken, username: 'demo@example.com' },
      }),
      401,
      'InvalidRefreshToken',
    );
    expectError(
      await h.call('POST', '/api/auth/auth/refreshuser', {
        body: { refreshToken: second.refreshToken, username: 'someone@example.com' },
      }),
      401,
    );
  });

  it('throttles login after 5 failures per email (429; the first lockout lasts 1 minute), then recovers', async () => {
    const h = createHarness();
    for (let i = 0; i < 5; i += 1) {
      expectError(
        await h.call('POST', '/api/auth/auth/login', {
          basic: { email: 'demo@example.com', password: `wrong-${i}` },
        }),
        401,
        'InvalidCredentials',
      );
    }
    expectError(
      await h.call('POST', '/api/auth/auth/login', {
        basic: { email: 'demo@example.com', password: 'Welkom-2026!' },
      }),
      429,
      'TooManyAttempts',
    );
    h.ref.clock.advance(61_000);
    await h.login();
  });

  it('never logs tokens or passwords', async () => {
    const h = createHarness();
    const tokens = await h.login();
    await h.call('POST', '/api/auth/auth/login', {
      basic: { email: 'demo@example.com', password: 'wrong-password' },
    });
    const all = h.logs.join('\n');
    expect(all).not.toContain(tokens.accessToken);
    expect(all).not.toContain(tokens.refreshToken);
    expect(all).not.toContain('Welkom-2026!');
    expect(all).not.toContain('wrong-password');
  });

  it('expires reset codes after 15 minutes (checktoken refuses it, reset says it expired)', async () => {
    const h = createHarness();
    await h.call('POST', '/api/external/user-accounts/password/send-reset-token', {
      body: { email: 'demo@example.com' },
    });
    const code = (await h.call('GET', '/dev/outbox?to=demo@example.com')).body[0].code;
    h.ref.clock.advance(16 * MIN);
    const check = await h.call('POST', '/api/userprofile/userprofile/checktoken', {
      body: { token: code, email: 'demo@example.com' },
    });
    // checktoken answers an expired code like any refused one (it tells a guesser nothing).
    expect(check.body.Data.errorMessage).toBe(
      'This code is invalid or has expired. Please request a new code.',
    );
    expectError(
      await h.call('POST', '/api/external/user-accounts/password/reset', {
        body: { email: 'demo@example.com', password: 'Nieuw-2026!', token: code },
      }),
      400,
      'TokenExpired',
    );
  });
});

describe('ownership', () => {
  it("another traveller cannot see, cancel, rate or track the demo traveller's trips, nor use their pass", async () => {
    const h = createHarness();
    const { auth, from, to } = await demo(h);
    const trip = (
      await h.call('POST', '/ticketing/trips/book', { ...auth, body: bookingRequest(h, from, to, 3) })
    ).body.data.trip;
    const other = await registerAndActivate(h, 'ander@example.com');
    const as = { token: other.accessToken };

    expectError(await h.call('GET', `/ticketing/trips/${trip.externalTripId}`, as), 404, 'TripNotFound');
    expectError(await h.call('DELETE', `/ticketing/trips/cancel/${trip.externalTripId}`, as), 404);
    expectError(await h.call('GET', '/ticketing/trips/RT-DEMO0002', as), 404);
    expectError(
      await h.call('POST', '/ticketing/trips/RT-DEMO0002/feedback', {
        ...as,
        body: {
          externalTripId: 'RT-DEMO0002',
          tripFeedback: { rating: 1, platformType: 'Web', appVersion: '1' },
        },
      }),
      404,
    );
    const tracking = Buffer.from(trip.vehicleTrackingId).toString('base64');
    expectError(
      await h.call('GET', `/ticketing/trips/${encodeURIComponent(tracking)}/vehicles/position`, as),
      404,
    );
    expectError(
      await h.call('GET', '/ticketing/users/budget', { ...as, passNumber: DEMO_PASS }),
      403,
      'PassNumberNotOwned',
    );
    expectError(
      await h.call('PATCH', '/ticketing/users/passNumber', {
        ...as,
        body: { passNumber: DEMO_PASS, dateOfBirth: '15-03-1984' },
      }),
      400,
      'InvalidPassNumber',
    );
    const history = await h.call('GET', '/ticketing/trips/history?from=2000-01-01&to=2100-01-01', as);
    expect(history.body.totalCount).toBe(0);
    // The demo trip is untouched.
    expect((await h.call('GET', `/ticketing/trips/${trip.externalTripId}`, auth)).body.data.status).toBe(
      'confirmed',
    );
  });

  it('checks pass numbers against the registry and keeps the last one when the region requires it', async () => {
    const h = createHarness();
    const other = await registerAndActivate(h, 'pas@example.com');
    const as = { token: other.accessToken };
    expectError(
      await h.call('PATCH', '/ticketing/users/passNumber', {
        ...as,
        body: { passNumber: '2001000104', dateOfBirth: '31-01-1975' },
      }),
      400,
      'InvalidPassNumber',
    );
    expectError(
      await h.call('PATCH', '/ticketing/users/passNumber', {
        ...as,
        body: { passNumber: '9999999999', dateOfBirth: '30-01-1975' },
      }),
      400,
      'InvalidPassNumber',
    );
    const added = await h.call('PATCH', '/ticketing/users/passNumber', {
      ...as,
      body: { passNumber: '2001000104', dateOfBirth: '30-01-1975' },
    });
    expect(added.body.data.passNumbers).toEqual([
      { passNumber: '2001000104', alias: null, dateOfBirth: '30-01-1975' },
    ]);
    const renamed = await h.call('PATCH', '/ticketing/users/passNumber', {
      ...as,
      passNumber: '2001000104',
      body: { passNumber: '2001000104', dateOfBirth: '30-01-1975', alias: 'Mijn pas' },
    });
    expect(renamed.body.data.passNumbers[0].alias).toBe('Mijn pas');
    expectError(await h.call('DELETE', '/ticketing/users/passnumber/2001000104', as), 409, 'LastPassNumber');
    expectError(
      await h.call('DELETE', '/ticketing/users/passnumber/2001000105', as),
      404,
      'PassNumberNotFound',
    );
    const free = (await h.call('GET', '/dev/pass-numbers')).body.map(
      (p: { passNumber: string }) => p.passNumber,
    );
    expect(free).not.toContain('2001000104');
  });
});

describe('booking', () => {
  it('is idempotent per Idempotency-Key: same trip, one row, budget spent once; another body is 409', async () => {
    const h = createHarness();
    const { token, auth, from, to } = await demo(h);
    const body = bookingRequest(h, from, to, 5);
    const headers = { 'Idempotency-Key': 'b7f3c2f0-1d1e-4c55-9a64-3b1f0b8a1c11' };
    const first = await h.call('POST', '/ticketing/trips/book', { ...auth, body, headers });
    const second = await h.call('POST', '/ticketing/trips/book', { ...auth, body, headers });
    expect(first.status).toBe(200);
    expect(second.body.data.trip.externalTripId).toBe(first.body.data.trip.externalTripId);
    expect(
      h.ref.db
        .prepare('SELECT COUNT(*) AS n FROM trips WHERE idempotency_key = ?')
        .get(headers['Idempotency-Key']),
    ).toEqual({ n: 1 });
    expect(await budget(h, token)).toBeCloseTo(seededRemainingKm() - first.body.data.trip.distance, 5);
    expectError(
      await h.call('POST', '/ticketing/trips/book', {
        ...auth,
        body: { ...body, attributes: { travelers: 2 } },
        headers,
      }),
      409,
      'IdempotencyKeyReused',
    );
  });

  it('spends the distance from the selected pass budget, refunds it on cancel, and refuses going over budget', async () => {
    const h = createHarness();
    const { token, auth, from, to } = await demo(h);
    const booked = (
      await h.call('POST', '/ticketing/trips/book', { ...auth, body: bookingRequest(h, from, to, 3) })
    ).body.data.trip;
    expect(await budget(h, token)).toBeCloseTo(seededRemainingKm() - booked.distance, 5);
    expect(await budget(h, token, DEMO_PASS_2)).toBe(seededRemainingKm(DEMO_PASS_2));
    await h.call('DELETE', `/ticketing/trips/cancel/${booked.externalTripId}`, auth);
    expect(await budget(h, token)).toBeCloseTo(seededRemainingKm(), 5);

    h.ref.db.prepare('UPDATE pass_registry SET remaining_km = 5 WHERE pass_number = ?').run(DEMO_PASS_2);
    expectError(
      await h.call('POST', '/ticketing/trips/book', {
        token,
        passNumber: DEMO_PASS_2,
        body: bookingRequest(h, from, to, 3),
      }),
      400,
      'BudgetExceeded',
    );
    expect(await budget(h, token, DEMO_PASS_2)).toBe(5);
  });

  it('requires a pass number in region 20', async () => {
    const h = createHarness();
    const { token, from, to } = await demo(h);
    expectError(
      await h.call('POST', '/ticketing/trips/book', { token, body: bookingRequest(h, from, to, 3) }),
      400,
      'PassNumberRequired',
    );
  });

  it('enforces product §5: lead time, arrival priority, card brand, complete locations', async () => {
    const h = createHarness();
    const { auth, from, to } = await demo(h);
    expectError(
      await h.call('POST', '/ticketing/trips/book', { ...auth, body: bookingRequest(h, from, to, 0.9) }),
      400,
      'LeadTimeTooShort',
    );
    const arrival = await h.call('POST', '/ticketing/trips/calculate', {
      ...auth,
      body: bookingRequest(h, from, to, 3, { planningMode: 2 }),
    });
    expectError(arrival, 400, 'PriorityRequired');
    expect(arrival.body.errors[0].description).toBe(
      "Booking on arrival requires a selection from the Priority drop down. 'None' is not allowed.",
    );
    expectError(
      await h.call('POST', '/ticketing/trips/book', {
        ...auth,
        body: bookingRequest(h, from, to, 3, { paymentOption: { type: 'creditCard' } }),
      }),
      400,
      'CardBrandRequired',
    );
    expectError(
      await h.call('POST', '/ticketing/trips/book', {
        ...auth,
        body: bookingRequest(h, { ...from, houseNumber: '' }, to, 3),
      }),
      400,
      'LocationIncomplete',
    );
    expectError(
      await h.call('POST', '/ticketing/trips/book', {
        ...auth,
        body: bookingRequest(h, from, to, 3, { attributes: { standardWheelchair: 1, mobilityScooter: 1 } }),
      }),
      400,
      'InvalidAttributes',
    );
  });

  it('books by arrival: departure = arrival − duration, priority kept, driver comment dropped', async () => {
    const h = createHarness();
    const { auth, from, to } = await demo(h);
    const planned = inHours(h, 4);
    const res = await h.call('POST', '/ticketing/trips/book', {
      ...auth,
      body: bookingRequest(h, from, to, 4, {
        plannedDateTime: planned,
        planningMode: 2,
        attributes: { priority: 'High' },
      }),
    });
    expect(res.status).toBe(200);
    const trip = res.body.data.trip;
    expect(Date.parse(trip.arrivalDateTime)).toBe(Date.parse(planned));
    expect(Date.parse(trip.departureDateTime)).toBe(Date.parse(planned) - trip.duration * MIN);
    expect(trip.attributes.priority).toBe('High');
    expect(trip.preferences.driverComment).toBeNull();
  });

  it('credit card and iDeal bookings are pending payment until paid on the payment page', async () => {
    const h = createHarness();
    const { auth, from, to } = await demo(h);
    const res = await h.call('POST', '/ticketing/trips/book', {
      ...auth,
      body: bookingRequest(h, from, to, 3, { paymentOption: { type: 'creditCard', cardBrand: 'visa' } }),
    });
    const { trip, paymentUrl } = res.body.data;
    expect(trip.status).toBe('pendingPayment');
    // The payment link carries an unguessable token, not the trip id.
    expect(paymentUrl).toMatch(/^\/pay\/[A-Za-z0-9_-]{43}$/);
    expect(paymentUrl).not.toContain(trip.externalTripId);

    const page = await h.ref.app.fetch(new Request(`http://localhost${paymentUrl}`));
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain(trip.externalTripId);
    expect(html).toContain(`action="${paymentUrl}/confirm"`);
    expect(html).toContain(`action="${paymentUrl}/cancel"`);
    expect(html).not.toContain('<script');

    const cancelled = await h.ref.app.fetch(
      new Request(`http://localhost${paymentUrl}/cancel`, { method: 'POST' }),
    );
    expect(cancelled.status).toBe(200);
    expect((await h.call('GET', `/ticketing/trips/${trip.externalTripId}`, auth)).body.data.status).toBe(
      'pendingPayment',
    );

    const paid = await h.ref.app.fetch(
      new Request(`http://localhost${paymentUrl}/confirm`, { method: 'POST' }),
    );
    expect(paid.status).toBe(200);
    const after = (await h.call('GET', `/ticketing/trips/${trip.externalTripId}`, auth)).body.data;
    expect(after).toMatchObject({ status: 'paymentConfirmed', paymentUrl: null });
  });

  it('refuses guest booking when the region disables it (403)', async () => {
    const h = createHarness();
    const { from, to } = await demo(h);
    const settings = JSON.parse(
      (h.ref.db.prepare('SELECT settings_json FROM regions WHERE id = 20').get() as { settings_json: string })
        .settings_json,
    );
    h.ref.db
      .prepare('UPDATE regions SET settings_json = ? WHERE id = 20')
      .run(JSON.stringify({ ...settings, isBookingWithoutAccountEnabled: false }));
    const body = bookingRequest(h, from, to, 3, { email: 'g@example.com', firstName: 'G', lastName: 'R' });
    expectError(
      await h.call('POST', '/ticketing/trips/book-without-account', { body }),
      403,
      'BookingWithoutAccountDisabled',
    );
    expectError(await h.call('POST', '/ticketing/trips/calculate-without-account', { body }), 403);
  });

  it('blocks booking when PT advice blocking is on and a PT journey exists', async () => {
    const h = createHarness();
    const { auth, from } = await demo(h);
    // An Almere address close to station Almere Centrum (52.3746, 5.2175).
    const row = h.ref.db
      .prepare(
        `SELECT street, house_number AS houseNumber, residence, post_code AS postCode, latitude, longitude FROM places
         WHERE kind = 'address' AND residence = 'Almere' ORDER BY (latitude - 52.3746) * (latitude - 52.3746) + (longitude - 5.2175) * (longitude - 5.2175) LIMIT 1`,
      )
      .get() as Record<string, unknown>;
    const to = { name: null, ...row };
    const calc = await h.call('POST', '/ticketing/trips/calculate', {
      ...auth,
      body: bookingRequest(h, from, to, 3),
    });
    expect(calc.body.data.ptJourney?.legs.map((l: { mode: string }) => l.mode)).toEqual([
      'Walking',
      'Train',
      'Walking',
    ]);
    const settings = JSON.parse(
      (h.ref.db.prepare('SELECT settings_json FROM regions WHERE id = 20').get() as { settings_json: string })
        .settings_json,
    );
    h.ref.db
      .prepare('UPDATE regions SET settings_json = ? WHERE id = 20')
      .run(JSON.stringify({ ...settings, isBookingBlockedByPtAdviceEnabled: true }));
    expectError(
      await h.call('POST', '/ticketing/trips/book', { ...auth, body: bookingRequest(h, from, to, 3) }),
      400,
      'BlockedByPtAdvice',
    );
  });
});
