import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ADDRESS_BLOCK_S, ADDRESS_MAX_FAILURES } from '../../server/lib/attempt-limits';
import { MAX_SAVED_PLACES } from '../../server/lib/saved-places';
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
  DEMO_PASS_2,
  createHarness,
  dbSnapshot,
  expectError,
  registerAndActivate,
  twoLocations,
  type Harness,
  type Loose,
} from './harness';

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

/** A register place added to the database (before the place index is first loaded). */
function addStation(
  h: Harness,
  place: { name: string; street: string; residence: string; lat: number; lon: number },
) {
  h.ref.db
    .prepare(
      "INSERT INTO places (kind, name, street, house_number, post_code, residence, latitude, longitude) VALUES ('station', ?, ?, '1', NULL, ?, ?, ?)",
    )
    .run(place.name, place.street, place.residence, place.lat, place.lon);
  return {
    name: place.name,
    street: place.street,
    houseNumber: '1',
    residence: place.residence,
    postCode: null,
    latitude: place.lat,
    longitude: place.lon,
  };
}

describe('saved places', () => {
  it('lists none at first, then creates, renames, moves and deletes a place', async () => {
    const h = createHarness();
    const { auth, from, to } = await demo(h);
    expect((await h.call('GET', PLACES, auth)).body).toEqual({ data: [] });

    const created = await h.call('POST', PLACES, { ...auth, body: { name: '  Thuis ', location: from } });
    expect(created.status).toBe(201);
    const place = created.body.data;
    expect(place).toEqual({ id: expect.any(Number), name: 'Thuis', location: from });
    expect((await h.call('GET', PLACES, auth)).body.data).toEqual([place]);

    const renamed = await h.call('PATCH', `${PLACES}/${place.id}`, { ...auth, body: { name: 'Huis' } });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data).toEqual({ ...place, name: 'Huis' });
    const moved = await h.call('PATCH', `${PLACES}/${place.id}`, { ...auth, body: { location: to } });
    expect(moved.body.data).toEqual({ id: place.id, name: 'Huis', location: to });
    const second = await h.call('POST', PLACES, { ...auth, body: { name: 'Dagbesteding', location: from } });
    expect((await h.call('GET', PLACES, auth)).body.data.map((p: Loose) => p.name)).toEqual([
      'Huis',
      'Dagbesteding',
    ]);

    const deleted = await h.call('DELETE', `${PLACES}/${place.id}`, auth);
    expect(deleted.status).toBe(200);
    expect(deleted.body.data).toEqual([second.body.data]);
    expectError(await h.call('DELETE', `${PLACES}/${place.id}`, auth), 404, 'SavedPlaceNotFound');
    expectError(
      await h.call('PATCH', `${PLACES}/${place.id}`, { ...auth, body: { name: 'Terug' } }),
      404,
      'SavedPlaceNotFound',
    );
    // Ids are never reused: a new place after a delete gets a new id.
    const third = await h.call('POST', PLACES, { ...auth, body: { name: 'Werk', location: to } });
    expect(third.body.data.id).toBeGreaterThan(second.body.data.id);
  });

  it("stores the register's place: coordinates 10 m off come back as the register's", async () => {
    const h = createHarness();
    const { auth, from } = await demo(h);
    const nearby = { ...from, latitude: from.latitude + 0.00009 };
    const res = await h.call('POST', PLACES, { ...auth, body: { name: 'Thuis', location: nearby } });
    expect(res.status).toBe(201);
    expect(res.body.data.location).toEqual(from);
  });

  it(`keeps at most ${MAX_SAVED_PLACES} places: the next is 400 TooManySavedPlaces and writes nothing`, async () => {
    const h = createHarness();
    const { auth, from } = await demo(h);
    for (let i = 1; i <= MAX_SAVED_PLACES; i += 1) {
      const res = await h.call('POST', PLACES, { ...auth, body: { name: `Plek ${i}`, location: from } });
      expect(res.status).toBe(201);
    }
    const before = dbSnapshot(h.ref.db);
    const refused = await h.call('POST', PLACES, { ...auth, body: { name: 'Plek 11', location: from } });
    expectError(refused, 400, 'TooManySavedPlaces');
    expect(refused.body.errors[0].description).toBe('You can save at most 10 places. Delete one first.');
    const dutch = await h.call('POST', PLACES, {
      ...auth,
      body: { name: 'Plek 11', location: from },
      headers: { 'Accept-Language': 'nl-NL' },
    });
    expect(dutch.body.errors[0].description).toBe(
      'U kunt maximaal 10 plaatsen bewaren. Verwijder er eerst een.',
    );
    expect(dbSnapshot(h.ref.db)).toEqual(before);
    const list = (await h.call('GET', PLACES, auth)).body.data;
    expect(list).toHaveLength(MAX_SAVED_PLACES);
    // A free slot can be used again.
    await h.call('DELETE', `${PLACES}/${list[0].id}`, auth);
    expect(
      (await h.call('POST', PLACES, { ...auth, body: { name: 'Plek 11', location: from } })).status,
    ).toBe(201);
  });

  it('refuses every location a booking would refuse, on create and on update, and writes nothing', async () => {
    const h = createHarness();
    const haarlem = addStation(h, {
      name: 'Station Haarlem',
      street: 'Stationsplein',
      residence: 'Haarlem',
      lat: 52.387622,
      lon: 4.638886,
    });
    const { auth, from } = await demo(h);
    const kept = (await h.call('POST', PLACES, { ...auth, body: { name: 'Thuis', location: from } })).body
      .data;
    const before = dbSnapshot(h.ref.db);
    const refused: [unknown, string][] = [
      [{ ...from, street: '' }, 'LocationIncomplete'],
      [{ ...from, street: 'Nergensstraat' }, 'InvalidLocation'],
      [{ ...from, latitude: from.latitude + 0.01 }, 'InvalidLocation'],
      [haarlem, 'OutsideServiceArea'],
    ];
    for (const [location, code] of refused) {
      expectError(await h.call('POST', PLACES, { ...auth, body: { name: 'Ergens', location } }), 400, code);
      expectError(
        await h.call('PATCH', `${PLACES}/${kept.id}`, { ...auth, body: { name: 'Ergens', location } }),
        400,
        code,
      );
    }
    expect(dbSnapshot(h.ref.db)).toEqual(before);
    expect((await h.call('GET', PLACES, auth)).body.data).toEqual([kept]);
  });

  it('refuses bad input with 400 in the Error shape: names, unknown fields, an empty update, a taken name', async () => {
    const h = createHarness();
    const { auth, from, to } = await demo(h);
    const home = (await h.call('POST', PLACES, { ...auth, body: { name: 'Thuis', location: from } })).body
      .data;
    const work = (await h.call('POST', PLACES, { ...auth, body: { name: 'Werk', location: to } })).body.data;
    const before = dbSnapshot(h.ref.db);
    for (const body of [
      { name: '', location: from },
      { name: '   ', location: from },
      { name: 'x'.repeat(41), location: from },
      { name: 'Thuis' },
      { location: from },
      { name: 'Thuis', location: from, userId: 1 },
      { name: 'Thuis', location: { ...from, street: 1 } },
    ]) {
      expectError(await h.call('POST', PLACES, { ...auth, body }), 400, 'InvalidBody');
    }
    expectError(await h.call('PATCH', `${PLACES}/${home.id}`, { ...auth, body: {} }), 400, 'InvalidBody');
    expectError(
      await h.call('PATCH', `${PLACES}/abc`, { ...auth, body: { name: 'X' } }),
      400,
      'InvalidParameters',
    );
    expectError(await h.call('DELETE', `${PLACES}/0`, auth), 400, 'InvalidParameters');
    // Names are unique per traveller, ignoring case and spaces.
    expectError(
      await h.call('POST', PLACES, { ...auth, body: { name: ' thuis', location: to } }),
      400,
      'DuplicateSavedPlaceName',
    );
    expectError(
      await h.call('PATCH', `${PLACES}/${work.id}`, { ...auth, body: { name: 'THUIS' } }),
      400,
      'DuplicateSavedPlaceName',
    );
    expect(dbSnapshot(h.ref.db)).toEqual(before);
    // Renaming a place to its own name (another case) is fine.
    const same = await h.call('PATCH', `${PLACES}/${home.id}`, { ...auth, body: { name: 'thuis' } });
    expect(same.body.data.name).toBe('thuis');
  });

  it("answers another traveller's place exactly like an unknown one (404) and leaves it alone", async () => {
    const h = createHarness();
    const { auth, from } = await demo(h);
    const place = (await h.call('POST', PLACES, { ...auth, body: { name: 'Thuis', location: from } })).body
      .data;
    const other = { token: (await registerAndActivate(h, 'ander@example.com')).accessToken };
    expect((await h.call('GET', PLACES, other)).body.data).toEqual([]);
    const unknownId = place.id + 1000;
    for (const [method, body] of [
      ['PATCH', { name: 'Van mij' }],
      ['DELETE', undefined],
    ] as const) {
      const theirs = await h.call(method, `${PLACES}/${place.id}`, { ...other, body });
      const unknown = await h.call(method, `${PLACES}/${unknownId}`, { ...other, body });
      expectError(theirs, 404, 'SavedPlaceNotFound');
      expect(theirs.body).toEqual(unknown.body);
    }
    expect((await h.call('GET', PLACES, auth)).body.data).toEqual([place]);
  });
});

describe('travel preferences', () => {
  const full = {
    companions: 1,
    children: 2,
    takeAlong: { rollatorOrWalker: 1, handLuggage: 1 },
    callBeforePickup: true,
    paymentMethod: { type: 'creditCard', cardBrand: 'visa' },
    defaultPassNumber: DEMO_PASS_2,
  };

  it('answers the defaults before anything is saved', async () => {
    const h = createHarness();
    const { auth } = await demo(h);
    const res = await h.call('GET', PREFERENCES, auth);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      companions: 0,
      children: 0,
      takeAlong: {
        standardWheelchair: 0,
        foldableWheelchair: 0,
        electricWheelchair: 0,
        mobilityScooter: 0,
        rollatorOrWalker: 0,
        handLuggage: 0,
        tricycle: 0,
        stroller: 0,
        guideDog: 0,
      },
      callBeforePickup: false,
      paymentMethod: null,
      defaultPassNumber: null,
    });
    expect(res.body.data).toEqual(defaultTravelPreferences());
  });

  it('stores preferences and answers them; a PUT replaces them all', async () => {
    const h = createHarness();
    const { auth } = await demo(h);
    const put = await h.call('PUT', PREFERENCES, { ...auth, body: full });
    expect(put.status).toBe(200);
    const expected = {
      ...full,
      takeAlong: { ...defaultTravelPreferences().takeAlong, rollatorOrWalker: 1, handLuggage: 1 },
    };
    expect(put.body.data).toEqual(expected);
    expect((await h.call('GET', PREFERENCES, auth)).body.data).toEqual(expected);

    // A brand goes with creditCard only; omitted take-along items are 0.
    const next = {
      ...full,
      takeAlong: {},
      paymentMethod: { type: 'iDeal', cardBrand: 'visa' },
      defaultPassNumber: null,
    };
    const replaced = await h.call('PUT', PREFERENCES, { ...auth, body: next });
    expect(replaced.body.data).toEqual({
      ...next,
      takeAlong: defaultTravelPreferences().takeAlong,
      paymentMethod: { type: 'iDeal', cardBrand: null },
    });
    // Each traveller has their own.
    const other = { token: (await registerAndActivate(h, 'ander@example.com')).accessToken };
    expect((await h.call('GET', PREFERENCES, other)).body.data).toEqual(defaultTravelPreferences());
  });

  it("checks them with the booking form's rules and changes nothing when refused", async () => {
    const h = createHarness();
    const { auth } = await demo(h);
    await h.call('PUT', PREFERENCES, { ...auth, body: full });
    const before = dbSnapshot(h.ref.db);
    const refused: [Record<string, unknown>, string][] = [
      [{ companions: 6 }, 'InvalidBody'],
      [{ children: -1 }, 'InvalidBody'],
      [{ takeAlong: { handLuggage: 2 } }, 'InvalidBody'],
      [{ takeAlong: { skis: 1 } }, 'InvalidBody'],
      [{ paymentMethod: { type: 'cash' } }, 'InvalidBody'],
      [{ defaultPassNumber: 'abc' }, 'InvalidBody'],
      [{ callBeforePickup: undefined }, 'InvalidBody'],
      [{ takeAlong: { standardWheelchair: 1, mobilityScooter: 1 } }, 'InvalidAttributes'],
      [{ paymentMethod: { type: 'creditCard' } }, 'CardBrandRequired'],
      [{ paymentMethod: { type: 'monthlyBilling' } }, 'MonthlyBillingNotAvailable'],
      [{ defaultPassNumber: HISTORY_TRAVELLER_PASS.passNumber }, 'UnknownPassNumber'],
      [{ defaultPassNumber: '9999999999' }, 'UnknownPassNumber'],
    ];
    for (const [change, code] of refused) {
      const res = await h.call('PUT', PREFERENCES, { ...auth, body: { ...full, ...change } });
      expectError(res, 400, code);
    }
    // Another account's pass and an unknown one answer alike (no oracle).
    const theirs = await h.call('PUT', PREFERENCES, {
      ...auth,
      body: { ...full, defaultPassNumber: HISTORY_TRAVELLER_PASS.passNumber },
    });
    const unknown = await h.call('PUT', PREFERENCES, {
      ...auth,
      body: { ...full, defaultPassNumber: '9999999999' },
    });
    expect(theirs.body).toEqual(unknown.body);

    // The region's attribute ranges apply, as on the booking form.
    h.ref.db.prepare("UPDATE attribute_definitions SET max_units = 1 WHERE name = 'travelers'").run();
    expectError(
      await h.call('PUT', PREFERENCES, { ...auth, body: { ...full, companions: 2 } }),
      400,
      'InvalidAttributes',
    );
    h.ref.db.prepare("UPDATE attribute_definitions SET max_units = 5 WHERE name = 'travelers'").run();
    expect(dbSnapshot(h.ref.db)).toEqual(before);
  });

  it('reads a default pass number that left the account as null', async () => {
    const h = createHarness();
    const { auth } = await demo(h);
    await h.call('PUT', PREFERENCES, { ...auth, body: full });
    expect((await h.call('DELETE', `/ticketing/users/passnumber/${DEMO_PASS_2}`, auth)).status).toBe(200);
    expect((await h.call('GET', PREFERENCES, auth)).body.data.defaultPassNumber).toBeNull();
  });
});

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
