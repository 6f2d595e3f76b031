import { beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO_PASS,
  OPERATION_IDS,
  bookingRequest,
  createHarness,
  expectError,
  inHours,
  twoLocations,
  type Harness,
  type Loose,
  seededRemainingKm,
} from './harness';
import { TRIP_CHANGE_OPERATIONS } from './trip-change-support';

/* Contract tests of the Ticketing API (openapi/ticketing.yaml): for every operation a happy path whose response
 * validates against the spec, driven through the real flows, and a malformed request that gets 400 with the
 * Error shape. Tests in this file share one server and run in order. */

describe('Ticketing API contract', () => {
  let h: Harness;
  let token: string;
  let from: Loose;
  let to: Loose;
  let booked: Loose;
  let guestToken: string;
  const auth = () => ({ token, passNumber: DEMO_PASS });

  beforeAll(async () => {
    h = createHarness();
    token = (await h.login()).accessToken;
    ({ from, to } = await twoLocations(h, token));
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

  describe('trips', () => {
    it('calculateTrip estimates fare, duration, distance and a PT alternative', async () => {
      const res = await h.call('POST', '/ticketing/trips/calculate', {
        ...auth(),
        body: bookingRequest(h, from, to),
      });
      expect(res.status).toBe(200);
      const summary = res.body.data;
      expect(summary.distance).toBeGreaterThan(20);
      expect(summary.fare.cents).toBe(350 + Math.round(95 * summary.distance));
      expect(summary.duration).toBe(Math.round((summary.distance / 40) * 60) + 5);
      expect(summary).toMatchObject({
        hasMonthlyBilling: false,
        planningMode: 1,
        attributes: { travelers: 1, handLuggage: 1, priority: 'None' },
      });
    });
    it('calculateTrip rejects planningMode 3 with 400', async () => {
      expectError(
        await h.call('POST', '/ticketing/trips/calculate', {
          ...auth(),
          body: bookingRequest(h, from, to, 3, { planningMode: 3 }),
        }),
        400,
        'InvalidBody',
      );
    });

    it('bookTrip books a confirmed trip and returns it', async () => {
      const res = await h.call('POST', '/ticketing/trips/book', {
        ...auth(),
        body: bookingRequest(h, from, to, 3),
      });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({
        success: true,
        paymentUrl: null,
        trip: { status: 'confirmed', passNumber: DEMO_PASS },
      });
      booked = res.body.data.trip;
    });
    it('bookTrip rejects a request without locationTo with 400', async () => {
      const { locationTo: _omit, ...body } = bookingRequest(h, from, to);
      expectError(await h.call('POST', '/ticketing/trips/book', { ...auth(), body }), 400, 'InvalidBody');
    });

    it('calculateTripWithoutAccount works for a guest', async () => {
      const res = await h.call('POST', '/ticketing/trips/calculate-without-account', {
        body: bookingRequest(h, from, to, 4, {
          email: 'guest@example.com',
          firstName: 'Gast',
          lastName: 'Reiziger',
        }),
      });
      expect(res.status).toBe(200);
      expect(res.body.data.hasMonthlyBilling).toBe(false);
    });
    it('calculateTripWithoutAccount rejects a request without email with 400', async () => {
      expectError(
        await h.call('POST', '/ticketing/trips/calculate-without-account', {
          body: bookingRequest(h, from, to, 4, { firstName: 'Gast', lastName: 'Reiziger' }),
        }),
        400,
      );
    });

    it('bookTripWithoutAccount books an iDeal trip pending payment with a payment link', async () => {
      const res = await h.call('POST', '/ticketing/trips/book-without-account', {
        body: bookingRequest(h, from, to, 4, {
          email: 'guest@example.com',
          firstName: 'Gast',
          lastName: 'Reiziger',
          paymentOption: { type: 'iDeal' },
        }),
      });
      expect(res.status).toBe(200);
      expect(res.body.data.trip.status).toBe('pendingPayment');
      expect(res.body.data.paymentUrl).toMatch(/^\/pay\/[A-Za-z0-9_-]{43}$/);
      expect(res.body.data.trip.paymentUrl).toBe(res.body.data.paymentUrl);
    });
    it('bookTripWithoutAccount rejects an invalid email with 400', async () => {
      expectError(
        await h.call('POST', '/ticketing/trips/book-without-account', {
          body: bookingRequest(h, from, to, 4, { email: 'not-an-email', firstName: 'G', lastName: 'R' }),
        }),
        400,
      );
    });

    it("getGuestTrip opens the guest's trip by the link of the confirmation mail", async () => {
      const mails = await h.call('GET', '/dev/outbox?to=guest%40example.com');
      const link = (mails.body as { kind: string; link: string }[]).find(
        (m) => m.kind === 'bookingConfirmation',
      )!.link;
      guestToken = link.slice(link.lastIndexOf('/') + 1);
      const res = await h.call('GET', `/ticketing/guest-trips/${guestToken}`);
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ firstName: 'Gast', trip: { status: 'pendingPayment' } });
    });
    it('getGuestTrip rejects a malformed token with 400', async () => {
      expectError(await h.call('GET', '/ticketing/guest-trips/not-a-token'), 400, 'InvalidParameters');
    });
    it("cancelGuestTrip cancels the guest's trip", async () => {
      const res = await h.call('POST', `/ticketing/guest-trips/${guestToken}/cancel`);
      expect(res.status).toBe(200);
      expect(res.body.data.trip.status).toBe('customerCancelled');
    });
    it('cancelGuestTrip rejects a malformed token with 400', async () => {
      expectError(await h.call('POST', '/ticketing/guest-trips/x/cancel'), 400, 'InvalidParameters');
    });

    it('getNextTrip returns the booked trip', async () => {
      const res = await h.call('GET', '/ticketing/trips/next', auth());
      expect(res.status).toBe(200);
      expect(res.body.data.externalTripId).toBe(booked.externalTripId);
    });
    it('getNextTrip rejects a bad Api-Version with 400', async () => {
      expectError(
        await h.call('GET', '/ticketing/trips/next', { ...auth(), headers: { 'Api-Version': '9' } }),
        400,
      );
    });

    it('getTripHistory pages the trips of a date range', async () => {
      const today = new Date(h.ref.clock.now().getTime() - 14 * 86_400_000).toISOString().slice(0, 10);
      const later = new Date(h.ref.clock.now().getTime() + 2 * 86_400_000).toISOString().slice(0, 10);
      const res = await h.call(
        'GET',
        `/ticketing/trips/history?from=${today}&to=${later}&sortBy=departure_date_time&sortDirection=DESC&pageNumber=1&pageSize=2`,
        auth(),
      );
      expect(res.status).toBe(200);
      // Seeded RT-DEMO0001..0004 (9, 5, 6 and 2 days ago) and the trip booked above.
      expect(res.body).toMatchObject({ pageNumber: 1, pageSize: 2, totalCount: 5 });
      expect(res.body.items).toHaveLength(2);
      expect(res.body.items[0].externalTripId).toBe(booked.externalTripId);
    });
    it('getTripHistory rejects pageSize 51 with 400', async () => {
      expectError(
        await h.call('GET', '/ticketing/trips/history?from=2026-01-01&to=2026-01-07&pageSize=51', auth()),
        400,
        'InvalidParameters',
      );
    });

    it('exportTrips returns a PDF with a filename', async () => {
      const fromIso = new Date(h.ref.clock.now().getTime() - 30 * 86_400_000).toISOString();
      const res = await h.call('GET', `/ticketing/trips/export?from=${fromIso}&to=${inHours(h, 48)}`, auth());
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      expect(res.headers.get('content-disposition')).toMatch(
        /attachment; filename="trip-history-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.pdf"/,
      );
      expect(
        Buffer.from(res.body as Uint8Array)
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-');
    });
    it('exportTrips rejects a non-ISO from with 400', async () => {
      expectError(
        await h.call('GET', `/ticketing/trips/export?from=yesterday&to=${inHours(h, 1)}`, auth()),
        400,
      );
    });

    it('getTrip returns the details of an own trip', async () => {
      const res = await h.call('GET', `/ticketing/trips/${booked.externalTripId}`, auth());
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({
        externalTripId: booked.externalTripId,
        paymentOption: { type: 'payInVehicle' },
      });
      expect(res.body.data.preferences.driverComment).toBe('Bel aan bij nummer 40A');
    });
    it('getTrip rejects a malformed id with 400', async () => {
      expectError(await h.call('GET', '/ticketing/trips/a%20b', auth()), 400, 'InvalidParameters');
    });

    it('getVehiclePosition reports unknown long before departure', async () => {
      const id = Buffer.from(booked.vehicleTrackingId, 'utf8').toString('base64');
      const res = await h.call('GET', `/ticketing/trips/${encodeURIComponent(id)}/vehicles/position`, auth());
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ status: 'unknown', position: null, licensePlate: null });
    });
    it('getVehiclePosition rejects a non-base64 id with 400', async () => {
      expectError(await h.call('GET', '/ticketing/trips/%2A%2A%2A%2A/vehicles/position', auth()), 400);
    });

    it('cancelTrip cancels an own trip', async () => {
      const res = await h.call('DELETE', `/ticketing/trips/cancel/${booked.externalTripId}`, auth());
      expect(res.status).toBe(200);
      expect(res.body.data.status).toBe('customerCancelled');
    });
    it('cancelTrip rejects a malformed id with 400', async () => {
      expectError(await h.call('DELETE', '/ticketing/trips/cancel/%21%21', auth()), 400);
    });

    it('submitTripFeedback rates a completed trip', async () => {
      const res = await h.call('POST', '/ticketing/trips/RT-DEMO0002/feedback', {
        ...auth(),
        body: {
          externalTripId: 'RT-DEMO0002',
          tripFeedback: { rating: 5, feedback: 'Prima rit', platformType: 'Web', appVersion: '1' },
        },
      });
      expect(res.status).toBe(200);
      expect(res.body.data.feedback).toEqual({ rating: 5, feedback: 'Prima rit' });
    });
    it('submitTripFeedback rejects rating 6 with 400', async () => {
      expectError(
        await h.call('POST', '/ticketing/trips/RT-DEMO0003/feedback', {
          ...auth(),
          body: {
            externalTripId: 'RT-DEMO0003',
            tripFeedback: { rating: 6, platformType: 'Web', appVersion: '1' },
          },
        }),
        400,
        'InvalidBody',
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
    // Changing a booked trip is covered by its own contract file (trip-change-contract.test.ts).
    const changes: readonly string[] = TRIP_CHANGE_OPERATIONS;
    const missing = OPERATION_IDS.ticketing.filter((id) => {
      if (changes.includes(id)) return false;
      const statuses = [...(h.seen.get(id) ?? [])];
      return !statuses.some((s) => s >= 200 && s < 300) || !statuses.includes(400);
    });
    expect(missing).toEqual([]);
    expect(OPERATION_IDS.ticketing).toHaveLength(33 + TRIP_CHANGE_OPERATIONS.length);
  });
});
