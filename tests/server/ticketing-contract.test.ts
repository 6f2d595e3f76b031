import { beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO_PASS,
  OPERATION_IDS,
  bookingRequest,
  expectError,
  seededRemainingKm,
  type Harness,
  type Loose,
} from './harness';
import {
  CARER_OPERATIONS,
  TRIP_OPERATIONS,
  contractSession,
  expectExercised,
} from './ticketing-contract-support';
import { TRIP_CHANGE_OPERATIONS } from './trip-change-support';

/* Contract tests of the Ticketing API (openapi/ticketing.yaml): for every operation a happy path whose response
 * validates against the spec, driven through the real flows, and a malformed request that gets 400 with the
 * Error shape. This file: users, locations and regions, traffic and extensions; the trips are in
 * ticketing-contract-trips.test.ts. Tests in this file share one server and run in order. */

describe('Ticketing API contract', () => {
  let h: Harness;
  let token: string;
  let from: Loose;
  let to: Loose;
  const auth = () => ({ token, passNumber: DEMO_PASS });

  beforeAll(async () => {
    ({ h, token, from, to } = await contractSession());
  });

  describe('users', () => {
    it('getUser returns the demo traveller with both pass numbers', async () => {
      const res = await h.call('GET', '/ticketing/users', auth());
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({
        email: 'demo@example.com',
        firstName: 'Demo',
        surname: 'Reiziger',
        language: 'nl-NL',
        address: { postCode: '1013 AE' },
      });
      expect(res.body.data.passNumbers.map((p: Loose) => p.alias)).toEqual(['Eigen pas', 'Begeleider']);
    });
    it('getUser rejects an unsupported Api-Version with 400', async () => {
      expectError(
        await h.call('GET', '/ticketing/users', { ...auth(), headers: { 'Api-Version': '1' } }),
        400,
        'InvalidParameters',
      );
    });

    it('updateUser changes name and phone', async () => {
      const res = await h.call('PATCH', '/ticketing/users', {
        ...auth(),
        body: {
          firstName: 'Dora',
          surname: 'Reiziger',
          phone: '0687654321',
          language: 'en-US',
          email: 'demo@example.com',
        },
      });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ firstName: 'Dora', phone: '0687654321', language: 'en-US' });
    });
    it('updateUser rejects a too short phone with 400', async () => {
      expectError(
        await h.call('PATCH', '/ticketing/users', { ...auth(), body: { phone: '123' } }),
        400,
        'InvalidBody',
      );
    });
    it('updateUser refuses a changed email', async () => {
      expectError(
        await h.call('PATCH', '/ticketing/users', { ...auth(), body: { email: 'other@example.com' } }),
        400,
        'EmailNotEditable',
      );
    });

    it('upsertPassNumber adds a registry pass number with matching birth date', async () => {
      const res = await h.call('PATCH', '/ticketing/users/passNumber', {
        ...auth(),
        body: { passNumber: '2001000103', dateOfBirth: '21-07-1990', alias: 'Extra' },
      });
      expect(res.status).toBe(200);
      expect(res.body.data.passNumbers).toContainEqual({
        passNumber: '2001000103',
        alias: 'Extra',
        dateOfBirth: '21-07-1990',
      });
    });
    it('upsertPassNumber rejects an ISO birth date with 400', async () => {
      expectError(
        await h.call('PATCH', '/ticketing/users/passNumber', {
          ...auth(),
          body: { passNumber: '2001000104', dateOfBirth: '1975-01-30' },
        }),
        400,
        'InvalidBody',
      );
    });

    it('deletePassNumber removes a pass number', async () => {
      const res = await h.call('DELETE', '/ticketing/users/passnumber/2001000103', auth());
      expect(res.status).toBe(200);
      expect(res.body.data.passNumbers.map((p: Loose) => p.passNumber)).not.toContain('2001000103');
    });
    it('deletePassNumber rejects a non-numeric pass number with 400', async () => {
      expectError(
        await h.call('DELETE', '/ticketing/users/passnumber/abc', auth()),
        400,
        'InvalidParameters',
      );
    });

    it('getBudget returns the selected pass number budget', async () => {
      const res = await h.call('GET', '/ticketing/users/budget', auth());
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ passNumber: DEMO_PASS, remaining: seededRemainingKm() });
      expect(res.body.data.until).toMatch(/^\d{4}-12-31$/);
    });
    it('getBudget rejects a bad X-Platform-Type with 400', async () => {
      expectError(
        await h.call('GET', '/ticketing/users/budget', {
          ...auth(),
          headers: { 'X-Platform-Type': 'Desktop' },
        }),
        400,
      );
    });
  });

  describe('locations and regions', () => {
    it('searchLocations finds addresses, preferring the given postcode', async () => {
      const res = await h.call(
        'GET',
        '/ticketing/locations?searchValue=westerdok&postCode=1013%20AE&maxResults=5',
        auth(),
      );
      expect(res.status).toBe(200);
      expect(res.body.data.length).toBeGreaterThan(0);
      expect(res.body.data.length).toBeLessThanOrEqual(5);
      expect(res.body.data[0].postCode).toBe('1013 AE');
    });
    it('searchLocations finds stations by name', async () => {
      const res = await h.call('GET', '/ticketing/locations?searchValue=almere%20buiten', auth());
      expect(res.body.data.map((l: Loose) => l.name)).toContain('Station Almere Buiten');
    });
    it('searchLocations rejects maxResults 0 with 400', async () => {
      expectError(
        await h.call('GET', '/ticketing/locations?searchValue=silodam&maxResults=0', auth()),
        400,
        'InvalidParameters',
      );
    });

    it('getRecentLocations lists seeded recent locations, newest first', async () => {
      const res = await h.call('GET', '/ticketing/locations/user/recent', auth());
      expect(res.status).toBe(200);
      expect(res.body.data.length).toBeGreaterThanOrEqual(3);
    });
    it('getRecentLocations rejects a bad Api-Version with 400', async () => {
      expectError(
        await h.call('GET', '/ticketing/locations/user/recent', {
          ...auth(),
          headers: { 'Api-Version': 'two' },
        }),
        400,
      );
    });

    it('getRegion returns region 20 with settings and attribute definitions', async () => {
      const res = await h.call('GET', '/ticketing/regions', auth());
      expect(res.status).toBe(200);
      expect(res.body.data.settings).toMatchObject({
        postalCodeSettings: { defaultPostalCode: '1013 AE' },
        isPassNumberRequired: true,
        isBookingWithoutAccountEnabled: true,
        isTrafficIndicatorEnabled: true,
        isBookingBlockedByPtAdviceEnabled: false,
      });
      expect(res.body.data.attributes.map((a: Loose) => a.name)).toEqual([
        'travelers',
        'children0to12',
        'standardWheelchair',
        'foldableWheelchair',
        'electricWheelchair',
        'mobilityScooter',
        'rollatorOrWalker',
        'handLuggage',
        'tricycle',
        'stroller',
        'guideDog',
        'priority',
      ]);
      expect(res.body.data.attributes[0]).toMatchObject({
        title: 'Companions (12 years and older)',
        minUnits: 0,
        maxUnits: 5,
      });
    });
    it('getRegion rejects a non-numeric X-Region-Id with 400', async () => {
      expectError(
        await h.call('GET', '/ticketing/regions', { ...auth(), headers: { 'X-Region-Id': 'twenty' } }),
        400,
      );
    });

    it('getPublicRegion works without a token, in Dutch by default', async () => {
      const res = await h.call('GET', '/ticketing/regions/public', {
        headers: { 'Accept-Language': 'nl-NL' },
      });
      expect(res.status).toBe(200);
      expect(res.body.data.attributes[0].title).toBe('Medereizigers (vanaf 12 jaar)');
      expect(res.body.data.settings.paymentOptions).toContainEqual({
        paymentType: 'creditCard',
        cardBrand: 'visaElectron',
      });
    });
    it('getPublicRegion rejects a bad X-Region-Id with 400', async () => {
      expectError(
        await h.call('GET', '/ticketing/regions/public', { headers: { 'X-Region-Id': '-1' } }),
        400,
      );
    });
  });

  describe('traffic', () => {
    it('checkTrafficIndicator answers low, medium or high', async () => {
      const res = await h.call('POST', '/ticketing/traffic-indicator/check', {
        ...auth(),
        body: { dateTime: '2026-05-12T06:30:00Z' },
      });
      expect(res.status).toBe(200);
      expect(res.body.data.indicator).toBe('high');
    });
    it('checkTrafficIndicator rejects a non-ISO dateTime with 400', async () => {
      expectError(
        await h.call('POST', '/ticketing/traffic-indicator/check', {
          ...auth(),
          body: { dateTime: 'tomorrow' },
        }),
        400,
        'InvalidBody',
      );
    });
  });

  describe('extensions', () => {
    let placeId: number;
    let shared: Loose;
    const preferences = {
      companions: 1,
      children: 0,
      takeAlong: { handLuggage: 1 },
      callBeforePickup: true,
      paymentMethod: { type: 'payInVehicle' },
      defaultPassNumber: DEMO_PASS,
    };

    it('listSavedPlaces answers the saved places', async () => {
      const res = await h.call('GET', '/ticketing/users/saved-places', auth());
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual([]);
    });
    it('listSavedPlaces rejects a bad Api-Version with 400', async () => {
      expectError(
        await h.call('GET', '/ticketing/users/saved-places', { ...auth(), headers: { 'Api-Version': '1' } }),
        400,
        'InvalidParameters',
      );
    });

    it('createSavedPlace saves a named register place', async () => {
      const res = await h.call('POST', '/ticketing/users/saved-places', {
        ...auth(),
        body: { name: 'Thuis', location: from },
      });
      expect(res.status).toBe(201);
      expect(res.body.data).toMatchObject({ name: 'Thuis', location: from });
      placeId = res.body.data.id;
    });
    it('createSavedPlace rejects a 41-character name with 400', async () => {
      expectError(
        await h.call('POST', '/ticketing/users/saved-places', {
          ...auth(),
          body: { name: 'x'.repeat(41), location: from },
        }),
        400,
        'InvalidBody',
      );
    });

    it('updateSavedPlace renames and moves a saved place', async () => {
      const res = await h.call('PATCH', `/ticketing/users/saved-places/${placeId}`, {
        ...auth(),
        body: { name: 'Dagbesteding', location: to },
      });
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual({ id: placeId, name: 'Dagbesteding', location: to });
    });
    it('updateSavedPlace rejects an empty update with 400', async () => {
      expectError(
        await h.call('PATCH', `/ticketing/users/saved-places/${placeId}`, { ...auth(), body: {} }),
        400,
        'InvalidBody',
      );
    });

    it('deleteSavedPlace deletes a saved place and answers the rest', async () => {
      const res = await h.call('DELETE', `/ticketing/users/saved-places/${placeId}`, auth());
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual([]);
    });
    it('deleteSavedPlace rejects a non-numeric id with 400', async () => {
      expectError(
        await h.call('DELETE', '/ticketing/users/saved-places/abc', auth()),
        400,
        'InvalidParameters',
      );
    });

    it('getTravelPreferences answers the defaults', async () => {
      const res = await h.call('GET', '/ticketing/users/travel-preferences', auth());
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ companions: 0, paymentMethod: null, defaultPassNumber: null });
    });
    it('getTravelPreferences rejects a bad X-Region-Id with 400', async () => {
      expectError(
        await h.call('GET', '/ticketing/users/travel-preferences', {
          ...auth(),
          headers: { 'X-Region-Id': 'twenty' },
        }),
        400,
        'InvalidParameters',
      );
    });

    it('updateTravelPreferences stores the preferences', async () => {
      const res = await h.call('PUT', '/ticketing/users/travel-preferences', {
        ...auth(),
        body: preferences,
      });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({
        ...preferences,
        takeAlong: { handLuggage: 1, guideDog: 0 },
        paymentMethod: { type: 'payInVehicle', cardBrand: null },
      });
    });
    it('updateTravelPreferences rejects 6 companions with 400', async () => {
      expectError(
        await h.call('PUT', '/ticketing/users/travel-preferences', {
          ...auth(),
          body: { ...preferences, companions: 6 },
        }),
        400,
        'InvalidBody',
      );
    });

    it('createTripShare makes a link for an upcoming trip', async () => {
      const trip = (
        await h.call('POST', '/ticketing/trips/book', { ...auth(), body: bookingRequest(h, from, to, 4) })
      ).body.data.trip;
      const res = await h.call('POST', `/ticketing/trip-shares/${trip.externalTripId}`, auth());
      expect(res.status).toBe(201);
      expect(res.body.data.path).toBe(`/follow/${res.body.data.token}`);
      shared = res.body.data;
    });
    it('createTripShare rejects a malformed trip id with 400', async () => {
      expectError(await h.call('POST', '/ticketing/trip-shares/a', auth()), 400, 'InvalidParameters');
    });

    it('listTripShares answers the active shares without tokens', async () => {
      const res = await h.call('GET', '/ticketing/trip-shares', auth());
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual([
        { externalTripId: shared.externalTripId, createdAt: shared.createdAt, expiresAt: shared.expiresAt },
      ]);
    });
    it('listTripShares rejects a bad X-Platform-Type with 400', async () => {
      expectError(
        await h.call('GET', '/ticketing/trip-shares', { ...auth(), headers: { 'X-Platform-Type': 'Fax' } }),
        400,
        'InvalidParameters',
      );
    });

    it('followSharedTrip shows the shared trip without a token', async () => {
      const res = await h.call('GET', `/ticketing/follow/${shared.token}`);
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ status: 'confirmed', firstName: 'Dora', vehicle: null });
    });
    it('followSharedTrip rejects a malformed token with 400', async () => {
      expectError(await h.call('GET', '/ticketing/follow/not-a-token'), 400, 'InvalidParameters');
    });

    it('deleteTripShare stops sharing', async () => {
      const res = await h.call('DELETE', `/ticketing/trip-shares/${shared.externalTripId}`, auth());
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual([]);
      expectError(await h.call('GET', `/ticketing/follow/${shared.token}`), 410, 'ShareStopped');
    });
    it('deleteTripShare rejects a malformed trip id with 400', async () => {
      expectError(await h.call('DELETE', '/ticketing/trip-shares/a', auth()), 400, 'InvalidParameters');
    });
  });

  it('exercised every Ticketing operation with a 2xx and a 400', () => {
    // The trip operations are checked on the trips file's own server, after its last test; changing a booked trip
    // is covered by its own contract file (trip-change-contract.test.ts), carers by carers-contract.test.ts.
    const changes: readonly string[] = [...TRIP_CHANGE_OPERATIONS, ...CARER_OPERATIONS];
    expect(TRIP_OPERATIONS.filter((id) => !OPERATION_IDS.ticketing.includes(id))).toEqual([]);
    expectExercised(
      h,
      OPERATION_IDS.ticketing.filter((id) => !TRIP_OPERATIONS.includes(id) && !changes.includes(id)),
    );
    expect(OPERATION_IDS.ticketing).toHaveLength(
      33 + TRIP_CHANGE_OPERATIONS.length + CARER_OPERATIONS.length,
    );
  });
});
