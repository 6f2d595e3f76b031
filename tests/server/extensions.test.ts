import { describe, expect, it } from 'vitest';
import { MAX_SAVED_PLACES } from '../../server/lib/saved-places';
import { defaultTravelPreferences } from '../../server/lib/travel-preferences';
import { HISTORY_TRAVELLER_PASS } from '../../server/seed';
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

const PLACES = '/ticketing/users/saved-places';
const PREFERENCES = '/ticketing/users/travel-preferences';

async function demo(h: Harness) {
  const { accessToken } = await h.login();
  const { from, to } = await twoLocations(h, accessToken);
  return { auth: { token: accessToken, passNumber: DEMO_PASS }, from, to };
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
