import { describe, expect, it } from 'vitest';
import { haversineKm, type Point } from '../../server/lib/geo';
import { loadPlaces } from '../../server/lib/places';
import { isInServiceArea, serviceAreaOf } from '../../server/lib/register';
import { estimateRide } from '../../server/sim/estimate';
import {
  DEMO_PASS,
  bookingRequest,
  createHarness,
  dbSnapshot,
  expectError,
  twoLocations,
  type Harness,
  type Loose,
} from './harness';

/* The server's geography decides the price: a location in a calculate or book body must be a
 * place of the register (server/data via the `places` table) whose coordinates lie within 50 m of the request's;
 * distance, fare and km budget come from the register's coordinates; register places outside region 20's
 * service area (the register addresses' convex hull widened by 1 km) are refused. The same for the guest calls. */

const GUEST = { email: 'gast@example.com', firstName: 'Gerda', lastName: 'Gast' };

/** The point `metres` north of `p` (WGS84 degrees, on the haversine sphere of server/lib/geo.ts). */
function north(p: Point, metres: number): Point {
  return { latitude: p.latitude + (metres / 6_371_008.8) * (180 / Math.PI), longitude: p.longitude };
}

/** A copy of a location whose coordinates are moved `metres` north. */
function moved(location: Loose, metres: number): Loose {
  return { ...location, ...north(location, metres) };
}

const trips = (h: Harness) => (h.ref.db.prepare('SELECT COUNT(*) AS n FROM trips').get() as { n: number }).n;

/** The four calls that take locations, each with a body built from `from` and `to`. */
function calls(h: Harness, token: string, from: unknown, to: unknown) {
  const user = { token, passNumber: DEMO_PASS, body: bookingRequest(h, from, to, 3) };
  const guest = { body: bookingRequest(h, from, to, 3, GUEST) };
  return [
    () => h.call('POST', '/ticketing/trips/calculate', user),
    () => h.call('POST', '/ticketing/trips/book', user),
    () => h.call('POST', '/ticketing/trips/calculate-without-account', guest),
    () => h.call('POST', '/ticketing/trips/book-without-account', guest),
  ];
}

/** Adds a place to the register; call before the first request that searches or prices (the index is lazy). */
function addPlace(
  h: Harness,
  place: {
    kind: 'address' | 'station';
    name: string | null;
    street: string;
    houseNumber: string;
    postCode: string | null;
    residence: string;
    latitude: number;
    longitude: number;
  },
) {
  h.ref.db
    .prepare(
      'INSERT INTO places (kind, name, street, house_number, post_code, residence, latitude, longitude) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
    )
    .run(
      place.kind,
      place.name,
      place.street,
      place.houseNumber,
      place.postCode,
      place.residence,
      place.latitude,
      place.longitude,
    );
  const { kind: _kind, ...location } = place;
  return location;
}

describe('locations come from the register', () => {
  it('accepts coordinates 30 m off, but prices, stores and remembers the register’s place', async () => {
    const h = createHarness();
    const { accessToken: token } = await h.login();
    const { from, to } = await twoLocations(h, token);
    const auth = { token, passNumber: DEMO_PASS };
    const exact = await h.call('POST', '/ticketing/trips/calculate', {
      ...auth,
      body: bookingRequest(h, from, to, 3),
    });
    expect(exact.status).toBe(200);
    const off = moved(from, 30);
    expect(haversineKm(off, from) * 1000).toBeCloseTo(30, 3);

    const calc = await h.call('POST', '/ticketing/trips/calculate', {
      ...auth,
      body: bookingRequest(h, off, to, 3),
    });
    expect(calc.status).toBe(200);
    expect(calc.body.data.locationFrom).toEqual(from);
    const ride = estimateRide(from, to);
    expect(calc.body.data.distance).toBe(ride.distanceKm);
    expect(calc.body.data.fare.cents).toBe(ride.fareCents);
    expect(calc.body.data.fare).toEqual(exact.body.data.fare);

    const book = await h.call('POST', '/ticketing/trips/book', {
      ...auth,
      body: bookingRequest(h, off, to, 3),
    });
    expect(book.status, JSON.stringify(book.body)).toBe(200);
    expect(book.body.data.trip.locationFrom).toEqual(from);
    expect(book.body.data.trip.fare.cents).toBe(ride.fareCents);
    const stored = h.ref.db
      .prepare('SELECT location_from_json, distance_km, km_spent FROM trips WHERE external_trip_id = ?')
      .get(book.body.data.trip.externalTripId) as Record<string, string | number>;
    expect(JSON.parse(String(stored.location_from_json))).toEqual(from);
    expect(stored.km_spent).toBe(ride.distanceKm);
    const recent = await h.call('GET', '/ticketing/locations/user/recent', { token });
    expect(recent.body.data).toContainEqual(from);
    expect(recent.body.data).not.toContainEqual(off);
  });

  it('refuses coordinates 100 m off with 400 InvalidLocation on all four calls, writing nothing', async () => {
    const h = createHarness();
    const { accessToken: token } = await h.login();
    const { from, to } = await twoLocations(h, token);
    const before = dbSnapshot(h.ref.db);
    for (const [from_, to_] of [
      [moved(from, 100), to],
      [from, moved(to, -100)],
    ]) {
      for (const call of calls(h, token, from_, to_)) {
        const res = await call();
        expectError(res, 400, 'InvalidLocation');
        expect(res.body.detail).toMatch(/m from those of/);
      }
    }
    expect(dbSnapshot(h.ref.db)).toEqual(before);
  });

  it('cannot price a 30 km trip as a 0.1 km one by moving the destination next to the pickup (the issue’s case)', async () => {
    const h = createHarness();
    const { accessToken: token } = await h.login();
    const { from: amsterdam, to: almere } = await twoLocations(h, token);
    const ride = estimateRide(almere, amsterdam);
    expect(ride.distanceKm).toBeGreaterThan(25);
    // The real Amsterdam address, with coordinates 100 m from the Almere pickup.
    const fake = { ...amsterdam, ...north(almere, 100) };
    const trips0 = trips(h);
    for (const call of calls(h, token, almere, fake)) expectError(await call(), 400, 'InvalidLocation');
    expect(trips(h)).toBe(trips0);
    // With its own coordinates the same address costs what the distance says.
    const res = await h.call('POST', '/ticketing/trips/calculate-without-account', {
      body: bookingRequest(h, almere, amsterdam, 3, GUEST),
    });
    expect(res.status).toBe(200);
    expect(res.body.data.distance).toBe(ride.distanceKm);
    expect(res.body.data.fare.cents).toBe(ride.fareCents);
    expect(res.body.data.fare.cents).toBeGreaterThan(2500);
  });

  it('refuses places the register does not hold (a made-up house number, a wrong postcode, Sydney)', async () => {
    const h = createHarness();
    const { accessToken: token } = await h.login();
    const { from, to } = await twoLocations(h, token);
    const sydney = {
      name: null,
      street: 'George Street',
      houseNumber: '1',
      postCode: null,
      residence: 'Sydney',
      latitude: -33.8568,
      longitude: 151.2153,
    };
    const trips0 = trips(h);
    for (const bad of [
      { ...from, houseNumber: '999' },
      { ...from, postCode: '1013 ZZ' },
      { ...from, residence: 'Almere' },
      sydney,
    ]) {
      for (const call of calls(h, token, bad, to)) {
        const res = await call();
        expectError(res, 400, 'InvalidLocation');
        expect(res.body.detail).toMatch(/is not an address or station of the register/);
      }
    }
    expect(trips(h)).toBe(trips0);
  });

  it('answers InvalidLocation in the traveller’s language', async () => {
    const h = createHarness();
    const { from, to } = await twoLocations(h);
    const body = bookingRequest(h, { ...from, houseNumber: '999' }, to, 3, GUEST);
    const nl = await h.call('POST', '/ticketing/trips/calculate-without-account', {
      body,
      headers: { 'Accept-Language': 'nl-NL' },
    });
    expect(nl.body.errors[0].description).toBe('Dit adres is niet bekend. Kies een adres uit de suggesties.');
    const en = await h.call('POST', '/ticketing/trips/calculate-without-account', { body });
    expect(en.body.errors[0].description).toBe(
      'This address is not known. Choose an address from the suggestions.',
    );
  });

  it('matches street, house number, postcode and residence case-, accent- and space-insensitively', async () => {
    const h = createHarness();
    const { from, to } = await twoLocations(h);
    const sloppy = {
      ...from,
      street: '  WESTERDOKSDÏJK ',
      houseNumber: '40 a',
      postCode: '1013ae',
      residence: 'amsterdam',
    };
    const res = await h.call('POST', '/ticketing/trips/calculate-without-account', {
      body: bookingRequest(h, sloppy, to, 3, GUEST),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.locationFrom).toEqual(from);
    // Without a postcode the street, number and residence decide.
    const { postCode: _postCode, ...noPostCode } = from;
    const res2 = await h.call('POST', '/ticketing/trips/calculate-without-account', {
      body: bookingRequest(h, noPostCode, to, 3, GUEST),
    });
    expect(res2.status).toBe(200);
    expect(res2.body.data.locationFrom).toEqual(from);
  });

  it('tells a station from the address it shares by its name, and prices from the station', async () => {
    const h = createHarness();
    const { from } = await twoLocations(h);
    const found = await h.call('GET', '/ticketing/locations?searchValue=Station%20Almere%20Centrum');
    const station = found.body.data.find((l: Loose) => l.name === 'Station Almere Centrum');
    expect(station).toBeDefined();
    const res = await h.call('POST', '/ticketing/trips/calculate-without-account', {
      body: bookingRequest(h, from, station, 3, GUEST),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.locationTo).toEqual(station);
    expect(res.body.data.distance).toBe(estimateRide(from, station).distanceKm);
    // A traveller's own label on an address names it, it does not move it.
    const labelled = { ...from, name: 'Thuis' };
    const res2 = await h.call('POST', '/ticketing/trips/calculate-without-account', {
      body: bookingRequest(h, labelled, station, 3, GUEST),
    });
    expect(res2.status).toBe(200);
    expect(res2.body.data.locationFrom).toEqual(labelled);
    expect(res2.body.data.fare).toEqual(res.body.data.fare);
  });

  it('still refuses an incomplete location first (LocationIncomplete)', async () => {
    const h = createHarness();
    const { from, to } = await twoLocations(h);
    expectError(
      await h.call('POST', '/ticketing/trips/calculate-without-account', {
        body: bookingRequest(h, { ...from, houseNumber: ' ' }, to, 3, GUEST),
      }),
      400,
      'LocationIncomplete',
    );
  });
});

describe('region 20’s service area', () => {
  it('is the register addresses’ convex hull widened by 1 km: every address and bookable station is in, far places are out', () => {
    const h = createHarness();
    const places = loadPlaces(h.ref.db);
    const area = serviceAreaOf(places);
    const addresses = places.filter((p) => p.kind === 'address');
    expect(addresses.length).toBe(1194);
    expect(addresses.every((p) => isInServiceArea(area, p.location))).toBe(true);
    const bookable = places.filter((p) => p.kind === 'station' && p.location.street !== '');
    expect(bookable.length).toBeGreaterThan(0);
    expect(bookable.every((p) => isInServiceArea(area, p.location))).toBe(true);
    const at = (latitude: number, longitude: number) => isInServiceArea(area, { latitude, longitude });
    expect(at(52.379275, 4.899408)).toBe(true); // Amsterdam Centraal, under 1 km from the 1013 addresses
    expect(at(52.387622, 4.638886)).toBe(false); // Haarlem
    expect(at(52.310002, 4.76353)).toBe(false); // Schiphol
    expect(at(52.645068, 5.055431)).toBe(false); // Hoorn
    expect(at(-33.8568, 151.2153)).toBe(false); // Sydney
    // The margin: 900 m beyond the northernmost address is in, 1.2 km is out.
    const top = addresses.reduce((a, b) => (b.location.latitude > a.location.latitude ? b : a)).location;
    expect(isInServiceArea(area, north(top, 900))).toBe(true);
    expect(isInServiceArea(area, north(top, 1200))).toBe(false);
  });

  it('refuses a register place outside the area with 400 OutsideServiceArea on all four calls', async () => {
    const h = createHarness();
    const haarlem = addPlace(h, {
      kind: 'station',
      name: 'Station Haarlem',
      street: 'Stationsplein',
      houseNumber: '1',
      postCode: '2011 LR',
      residence: 'Haarlem',
      latitude: 52.387622,
      longitude: 4.638886,
    });
    const sydney = addPlace(h, {
      kind: 'station',
      name: 'Station Sydney Central',
      street: 'Eddy Avenue',
      houseNumber: '1',
      postCode: null,
      residence: 'Sydney',
      latitude: -33.8832,
      longitude: 151.207,
    });
    const { accessToken: token } = await h.login();
    const { from } = await twoLocations(h, token);
    const before = dbSnapshot(h.ref.db);
    for (const far of [haarlem, sydney]) {
      for (const call of calls(h, token, from, far)) {
        const res = await call();
        expectError(res, 400, 'OutsideServiceArea');
        expect(res.body.errors[0].description).toBe(
          'This address is outside the service area of the regiotaxi.',
        );
      }
    }
    const nl = await h.call('POST', '/ticketing/trips/calculate-without-account', {
      body: bookingRequest(h, haarlem, from, 3, GUEST),
      headers: { 'Accept-Language': 'nl-NL' },
    });
    expectError(nl, 400, 'OutsideServiceArea');
    expect(nl.body.errors[0].description).toBe('Dit adres ligt buiten het werkgebied van de regiotaxi.');
    expect(dbSnapshot(h.ref.db)).toEqual(before);
  });
});
