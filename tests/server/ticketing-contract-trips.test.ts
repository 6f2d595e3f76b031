import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASS, bookingRequest, expectError, inHours, type Harness, type Loose } from './harness';
import { TRIP_OPERATIONS, contractSession, expectExercised } from './ticketing-contract-support';

/* Contract tests of the Ticketing API (openapi/ticketing.yaml), the trips: for every trip operation a happy path
 * whose response validates against the spec, driven through the real flows, and a malformed request that gets
 * 400 with the Error shape. The other operations: ticketing-contract.test.ts. Tests in this file share one server
 * and run in order. */

describe('Ticketing API contract', () => {
  let h: Harness;
  let token: string;
  let from: Loose;
  let to: Loose;
  let booked: Loose;
  let guestToken: string;
  const auth = () => ({ token, passNumber: DEMO_PASS });

  beforeAll(async () => {
    ({ h, token, from, to } = await contractSession());
  });
  // Every trip operation answered with a 2xx and a 400 (the whole list is checked in ticketing-contract.test.ts).
  afterAll(() => {
    expectExercised(h, TRIP_OPERATIONS);
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
});
