import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { SPEC_FILES } from '../../server/app';
import { loadSpec, mountSpec } from '../../server/lib/openapi-validator';
import { DEMO_PASS, bookingRequest, createHarness, expectError, twoLocations, type Harness } from './harness';

/* Business rules of the reference server beyond the contract, continued from tests/server/rules.test.ts: the trip
 * lifecycle by the clock, validation and routing (product §4, §5, §9), driven through the API with a movable clock. */

const MIN = 60_000;
const HOUR = 60 * MIN;

async function demo(h: Harness) {
  const { accessToken } = await h.login();
  const { from, to } = await twoLocations(h, accessToken);
  const auth = { token: accessToken, passNumber: DEMO_PASS };
  return { token: accessToken, auth, from, to };
}

describe('trip lifecycle by the clock', () => {
  it('refuses cancelling within 60 minutes of departure (409) and keeps the trip', async () => {
    const h = createHarness();
    const { auth, from, to } = await demo(h);
    const trip = (
      await h.call('POST', '/ticketing/trips/book', { ...auth, body: bookingRequest(h, from, to, 3) })
    ).body.data.trip;
    h.ref.clock.advance(2 * HOUR + 5 * MIN);
    auth.token = (await h.login()).accessToken;
    expectError(
      await h.call('DELETE', `/ticketing/trips/cancel/${trip.externalTripId}`, auth),
      409,
      'TripNotCancellable',
    );
    expect((await h.call('GET', `/ticketing/trips/${trip.externalTripId}`, auth)).body.data.status).toBe(
      'confirmed',
    );
  });

  it('moves a trip through next → vehicle pickUp/dropOff → completed → rated once', async () => {
    const h = createHarness();
    const { auth, from, to } = await demo(h);
    const trip = (
      await h.call('POST', '/ticketing/trips/book', { ...auth, body: bookingRequest(h, from, to, 2) })
    ).body.data.trip;
    const track = `/ticketing/trips/${encodeURIComponent(Buffer.from(trip.vehicleTrackingId).toString('base64'))}/vehicles/position`;
    const departure = Date.parse(trip.departureDateTime);
    const arrival = Date.parse(trip.arrivalDateTime);
    // Moving the clock by hours expires the 15-minute access token: sign in again after each move.
    const at = async (ms: number) => {
      h.ref.clock.set(new Date(ms));
      auth.token = (await h.login()).accessToken;
    };

    expect((await h.call('GET', '/ticketing/trips/next', auth)).body.data.externalTripId).toBe(
      trip.externalTripId,
    );
    expectError(
      await h.call('POST', `/ticketing/trips/${trip.externalTripId}/feedback`, {
        ...auth,
        body: {
          externalTripId: trip.externalTripId,
          tripFeedback: { rating: 4, platformType: 'Web', appVersion: '1' },
        },
      }),
      409,
      'TripNotCompleted',
    );

    await at(departure - 20 * MIN);
    const pickUp = (await h.call('GET', track, auth)).body.data;
    expect(pickUp).toMatchObject({ status: 'pickUp', eta: new Date(departure).toISOString() });
    expect(pickUp.licensePlate).toMatch(/^[A-Z]{2}-\d{3}-[A-Z]$/);
    expect(pickUp.position).not.toBeNull();

    await at(departure + 5 * MIN);
    const dropOff = (await h.call('GET', track, auth)).body.data;
    expect(dropOff).toMatchObject({
      status: 'dropOff',
      eta: new Date(arrival).toISOString(),
      licensePlate: pickUp.licensePlate,
    });
    expect((await h.call('GET', '/ticketing/trips/next', auth)).body.data.externalTripId).toBe(
      trip.externalTripId,
    );

    await at(arrival + MIN);
    expect((await h.call('GET', track, auth)).body.data).toMatchObject({
      status: 'completed',
      position: { latitude: to.latitude, longitude: to.longitude },
    });
    expect((await h.call('GET', '/ticketing/trips/next', auth)).body.data).toBeNull();
    expect((await h.call('GET', `/ticketing/trips/${trip.externalTripId}`, auth)).body.data.status).toBe(
      'completed',
    );

    const feedback = {
      externalTripId: trip.externalTripId,
      tripFeedback: { rating: 4, feedback: 'Netjes', platformType: 'Web', appVersion: '1' },
    };
    expect(
      (await h.call('POST', `/ticketing/trips/${trip.externalTripId}/feedback`, { ...auth, body: feedback }))
        .status,
    ).toBe(200);
    expectError(
      await h.call('POST', `/ticketing/trips/${trip.externalTripId}/feedback`, { ...auth, body: feedback }),
      409,
      'FeedbackAlreadySubmitted',
    );
  });

  it('turns an unpaid trip into cancelledBySystem at departure', async () => {
    const h = createHarness();
    const { auth, from, to } = await demo(h);
    const trip = (
      await h.call('POST', '/ticketing/trips/book', {
        ...auth,
        body: bookingRequest(h, from, to, 2, { paymentOption: { type: 'iDeal' } }),
      })
    ).body.data.trip;
    h.ref.clock.set(new Date(Date.parse(trip.departureDateTime) + MIN));
    auth.token = (await h.login()).accessToken;
    expect((await h.call('GET', `/ticketing/trips/${trip.externalTripId}`, auth)).body.data).toMatchObject({
      status: 'cancelledBySystem',
      paymentUrl: null,
    });
  });

  it('filters history by Europe/Amsterdam calendar days', async () => {
    const h = createHarness();
    h.ref.clock.set(new Date('2026-06-10T08:00:00Z'));
    const { auth, from, to } = await demo(h);
    // 23:30 in Amsterdam (CEST) on 11 June = 21:30Z.
    const late = await h.call('POST', '/ticketing/trips/book', {
      ...auth,
      body: bookingRequest(h, from, to, 0, { plannedDateTime: '2026-06-11T21:30:00Z' }),
    });
    expect(late.status).toBe(200);
    const on11 = await h.call('GET', '/ticketing/trips/history?from=2026-06-11&to=2026-06-11', auth);
    expect(on11.body.items.map((t: { externalTripId: string }) => t.externalTripId)).toEqual([
      late.body.data.trip.externalTripId,
    ]);
    const on12 = await h.call('GET', '/ticketing/trips/history?from=2026-06-12&to=2026-06-12', auth);
    expect(on12.body.totalCount).toBe(0);
    expectError(
      await h.call('GET', '/ticketing/trips/history?from=2026-06-12&to=2026-06-11', auth),
      400,
      'InvalidRange',
    );
  });

  it('describes errors in Dutch by default and in English for en-US', async () => {
    const h = createHarness();
    const { auth, from, to } = await demo(h);
    const body = bookingRequest(h, from, to, 3, { planningMode: 2 });
    const nl = await h.call('POST', '/ticketing/trips/calculate', {
      ...auth,
      body,
      headers: { 'Accept-Language': 'nl-NL,nl;q=0.9' },
    });
    expect(nl.body.errors[0]).toEqual({
      code: 'PriorityRequired',
      description:
        "Boeken op aankomsttijd vereist een keuze uit de lijst Prioriteit. 'Geen' is niet toegestaan.",
    });
    const en = await h.call('POST', '/ticketing/trips/calculate', {
      ...auth,
      body,
      headers: { 'Accept-Language': 'en-US' },
    });
    expect(en.body.errors[0].description).toBe(
      "Booking on arrival requires a selection from the Priority drop down. 'None' is not allowed.",
    );
    const expired = await h.call('GET', '/ticketing/users', {
      token: 'nope',
      headers: { 'Accept-Language': 'nl-NL' },
    });
    expect(expired.body.errors[0]).toEqual({
      code: 'InvalidAccessToken',
      description: 'Uw sessie is verlopen. Log opnieuw in.',
    });
  });

  it('rates traffic by the Amsterdam hour', async () => {
    const h = createHarness();
    const level = async (dateTime: string) =>
      (await h.call('POST', '/ticketing/traffic-indicator/check', { body: { dateTime } })).body.data
        .indicator;
    expect(await level('2026-01-15T06:30:00Z')).toBe('high'); // 07:30 CET
    expect(await level('2026-01-15T11:00:00Z')).toBe('medium'); // 12:00
    expect(await level('2026-01-15T17:59:00Z')).toBe('high'); // 18:59
    expect(await level('2026-01-15T21:00:00Z')).toBe('low'); // 22:00
  });
});

describe('validation and routing', () => {
  it('rejects invalid JSON and unknown fields with 400 and wrong content types with 415, without writing', async () => {
    const h = createHarness();
    const { auth } = await demo(h);
    const before = h.ref.db.prepare('SELECT COUNT(*) AS n FROM trips').get();
    expectError(
      await h.call('POST', '/ticketing/trips/book', { ...auth, rawBody: '{"plannedDateTime":' }),
      400,
      'InvalidJson',
    );
    expectError(
      await h.call('POST', '/ticketing/trips/book', {
        ...auth,
        rawBody: 'x=1',
        headers: { 'Content-Type': 'text/plain' },
      }),
      415,
      'UnsupportedMediaType',
    );
    expectError(await h.call('POST', '/ticketing/trips/book', { ...auth }), 400, 'BodyRequired');
    expectError(
      await h.call('PATCH', '/ticketing/users', { ...auth, body: { nickname: 'x' } }),
      400,
      'InvalidBody',
    );
    expect(h.ref.db.prepare('SELECT COUNT(*) AS n FROM trips').get()).toEqual(before);
  });

  it('answers unknown paths with 404 and wrong methods with 405, in the Error shape', async () => {
    const h = createHarness();
    expectError(await h.call('GET', '/ticketing/nope'), 404, 'NotFound');
    expectError(await h.call('PUT', '/ticketing/trips/next'), 405, 'MethodNotAllowed');
    expectError(await h.call('GET', '/api/nope'), 404);
  });

  it('turns a response that breaks the spec into a loud 500', async () => {
    const lines: string[] = [];
    const app = new Hono();
    const spec = loadSpec(SPEC_FILES.ticketing);
    const handlers = Object.fromEntries(
      spec.operations.map((op) => [
        op.operationId,
        () => ({ status: 200, body: { data: { remaining: 'lots' } } }),
      ]),
    );
    mountSpec(app, spec, handlers, {
      basePath: '/ticketing',
      authorize: () => undefined,
      responseMismatch: 'fail',
      log: (l) => lines.push(l),
    });
    const res = await app.fetch(new Request('http://localhost/ticketing/users/budget'));
    expect(res.status).toBe(500);
    expect((await res.json()).errors[0].code).toBe('ResponseValidationFailed');
    expect(lines.join('\n')).toContain('RESPONSE DOES NOT MATCH SPEC: GET /users/budget (getBudget)');
  });

  it('refuses to mount a spec with an operation that has no handler', () => {
    const spec = loadSpec(SPEC_FILES.account);
    expect(() =>
      mountSpec(
        new Hono(),
        spec,
        {},
        {
          basePath: '',
          mountPattern: '/api/*',
          authorize: () => undefined,
          responseMismatch: 'fail',
          log: () => undefined,
        },
      ),
    ).toThrow(/no handler for login/);
  });

  it('compiles every check of both specs at once for a server start, and each one on first use otherwise', () => {
    for (const file of Object.values(SPEC_FILES)) expect(() => loadSpec(file).compileAll()).not.toThrow();
    const budget = loadSpec(SPEC_FILES.ticketing).operations.find((op) => op.operationId === 'getBudget')!;
    const answer = budget.responses.get('200')!.get('application/json')!;
    expect(answer({ data: { remaining: 'lots' } })).toBe(false);
    expect(answer.errors?.length).toBeGreaterThan(0);

    // A schema that does not compile: the document loads, and the check fails where it is compiled.
    const file = join(mkdtempSync(join(tmpdir(), 'spec-')), 'broken.yaml');
    writeFileSync(
      file,
      [
        'openapi: 3.1.0',
        'info: { title: broken, version: "1" }',
        'paths:',
        '  /things:',
        '    get:',
        '      operationId: listThings',
        '      responses:',
        '        "200":',
        '          description: ok',
        '          content:',
        '            application/json:',
        '              schema: { type: string, pattern: "[" }',
      ].join('\n'),
    );
    const broken = loadSpec(file);
    expect(broken.operations.map((op) => op.operationId)).toEqual(['listThings']);
    expect(() => broken.compileAll()).toThrow(/regular expression/i);
    const list = broken.operations[0]!.responses.get('200')!.get('application/json')!;
    expect(() => list('x')).toThrow(/regular expression/i);
  });
});
