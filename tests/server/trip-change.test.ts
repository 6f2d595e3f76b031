import { beforeAll, describe, expect, it } from 'vitest';
import { CANCEL_CUTOFF_MINUTES } from '../../server/sim/trip-status';
import { createHarness, dbSnapshot, expectError, inHours, type Loose } from './harness';
import { addressNear, changeSetup, newKey, type ChangeSetup } from './trip-change-support';

/* Changing a booked trip (product §10.11): GET /trips/{id} answers an ETag; PATCH /trips/{id} changes only the sent
 * fields in one transaction — If-Match required (428) and checked (409 TripChanged), Idempotency-Key replayed, the
 * same externalTripId, changedAt/changedBy, a new ETag — settles the km budget (old km back, new km taken) or
 * refuses and leaves the original; POST /trips/{id}/changes/estimate re-quotes old against new. */

const MINUTE = 60_000;

let s: ChangeSetup;
beforeAll(async () => {
  s = await changeSetup();
});

describe('the version of a trip', () => {
  it('GET /trips/{id} answers an ETag, the same on every read while the trip stands', async () => {
    const trip = await s.book();
    const first = await s.read(trip.externalTripId);
    expect(first.etag).toBe('"1"');
    expect((await s.read(trip.externalTripId)).etag).toBe('"1"');
    // The body is as before: no change fields on an unchanged trip.
    expect(first.trip).not.toHaveProperty('changedAt');
    expect(first.trip).not.toHaveProperty('changedBy');
  });
});

describe('PATCH /trips/{id}', () => {
  it('changes time, companions and destination, keeps the trip number, and charges the budget once', async () => {
    const trip = await s.book(4);
    const before = s.remainingKm();
    const { etag } = await s.read(trip.externalTripId);
    const at = inHours(s.h, 6);
    const sent = s.h.ref.clock.now().getTime();
    const res = await s.change(
      trip.externalTripId,
      { plannedDateTime: at, attributes: { travelers: 2 }, locationTo: s.near },
      { ifMatch: etag },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const changed = res.body.data;
    expect(changed.externalTripId).toBe(trip.externalTripId);
    expect(changed.departureDateTime).toBe(at);
    expect(changed.attributes).toMatchObject({ travelers: 2, handLuggage: 1 });
    expect(changed.locationTo).toMatchObject({ street: s.near.street, houseNumber: s.near.houseNumber });
    expect(changed.preferences).toEqual(trip.preferences);
    expect(changed.passNumber).toBe(trip.passNumber);
    expect(Date.parse(changed.changedAt)).toBeGreaterThanOrEqual(sent);
    expect(Date.parse(changed.changedAt)).toBeLessThanOrEqual(s.h.ref.clock.now().getTime());
    expect(changed.changedBy).toBe('traveller');
    expect(res.headers.get('etag')).toBe('"2"');
    // Old km back, new km taken, in one step.
    expect(s.remainingKm()).toBeCloseTo(before + trip.distance - changed.distance, 1);
    expect(changed.distance).toBeLessThan(trip.distance);
    // The stored trip is the changed one; no second trip was made.
    const read = await s.read(trip.externalTripId);
    expect(read.trip).toEqual(changed);
    expect(read.etag).toBe('"2"');
    const count = s.h.ref.db
      .prepare('SELECT COUNT(*) AS n FROM trips WHERE external_trip_id = ?')
      .get(trip.externalTripId) as { n: number };
    expect(count.n).toBe(1);
  });

  it('answers 428 IfMatchRequired without If-Match (or with *) and changes nothing', async () => {
    const trip = await s.book();
    const before = dbSnapshot(s.h.ref.db);
    expectError(
      await s.change(trip.externalTripId, { attributes: { travelers: 0 } }, { ifMatch: null }),
      428,
      'IfMatchRequired',
    );
    expectError(
      await s.change(trip.externalTripId, { attributes: { travelers: 0 } }, { ifMatch: '*' }),
      428,
      'IfMatchRequired',
    );
    expect(dbSnapshot(s.h.ref.db)).toEqual(before);
  });

  it('answers 409 TripChanged to a stale version: the first change stands', async () => {
    const trip = await s.book();
    const { etag } = await s.read(trip.externalTripId);
    const first = await s.change(trip.externalTripId, { attributes: { travelers: 3 } }, { ifMatch: etag });
    expect(first.status).toBe(200);
    const before = dbSnapshot(s.h.ref.db);
    const second = await s.change(trip.externalTripId, { attributes: { travelers: 0 } }, { ifMatch: etag });
    expectError(second, 409, 'TripChanged');
    expect(dbSnapshot(s.h.ref.db)).toEqual(before);
    expect((await s.read(trip.externalTripId)).trip.attributes.travelers).toBe(3);
  });

  it('answers a replayed Idempotency-Key with the first answer, and refuses the key for another change', async () => {
    const trip = await s.book();
    const { etag } = await s.read(trip.externalTripId);
    const key = newKey();
    const first = await s.change(
      trip.externalTripId,
      { attributes: { children0to12: 1 } },
      { ifMatch: etag, key },
    );
    expect(first.status).toBe(200);
    const km = s.remainingKm();
    const mails = s.h.ref.db.prepare("SELECT COUNT(*) AS n FROM outbox WHERE kind = 'bookingChanged'").get();
    // The retry sends the same (now stale) If-Match: it still gets the first answer, and nothing happens again.
    const replay = await s.change(
      trip.externalTripId,
      { attributes: { children0to12: 1 } },
      { ifMatch: etag, key },
    );
    expect(replay.status).toBe(200);
    expect(replay.body).toEqual(first.body);
    expect(replay.headers.get('etag')).toBe(first.headers.get('etag'));
    expect((await s.read(trip.externalTripId)).etag).toBe('"2"');
    expect(s.remainingKm()).toBe(km);
    expect(
      s.h.ref.db.prepare("SELECT COUNT(*) AS n FROM outbox WHERE kind = 'bookingChanged'").get(),
    ).toEqual(mails);
    expectError(
      await s.change(trip.externalTripId, { attributes: { children0to12: 2 } }, { key }),
      409,
      'IdempotencyKeyReused',
    );
  });

  it('requires an Idempotency-Key (400) and refuses a pass number or an unknown field (400 InvalidBody)', async () => {
    const trip = await s.book();
    const { etag } = await s.read(trip.externalTripId);
    const res = await s.h.call('PATCH', `/ticketing/trips/${trip.externalTripId}`, {
      ...s.auth,
      body: { attributes: { travelers: 0 } },
      headers: { 'If-Match': etag },
    });
    expectError(res, 400, 'InvalidParameters');
    expectError(await s.change(trip.externalTripId, { passNumber: '2001000102' }), 400, 'InvalidBody');
    expectError(await s.change(trip.externalTripId, {}), 400, 'InvalidBody');
    expectError(await s.change(trip.externalTripId, { attributes: { travelers: 1 } }), 400, 'NothingChanged');
  });

  it('settles the budget in the same transaction: an overdraw is refused and the original stands', async () => {
    const trip = await s.book(3, { locationTo: s.near });
    // Leave less budget than the longer trip needs beyond the km this trip gives back.
    s.h.ref.db
      .prepare('UPDATE pass_registry SET remaining_km = 1 WHERE pass_number = ?')
      .run(s.auth.passNumber);
    const before = dbSnapshot(s.h.ref.db);
    const res = await s.change(trip.externalTripId, { locationTo: s.to });
    expectError(res, 400, 'BudgetExceeded');
    expect(dbSnapshot(s.h.ref.db)).toEqual(before);
    const read = await s.read(trip.externalTripId);
    expect(read.trip).toEqual(trip);
    expect(read.etag).toBe('"1"');
    s.h.ref.db
      .prepare('UPDATE pass_registry SET remaining_km = 400 WHERE pass_number = ?')
      .run(s.auth.passNumber);
  });

  it('refuses inside the cut-off (409 ChangeTooLate) and a new time within the hour (400 LeadTimeTooShort)', async () => {
    // Its own server: the clock moves (and the session with it).
    const own = await changeSetup();
    const soon = await own.book(1.1);
    const { etag } = await own.read(soon.externalTripId);
    // 10 minutes on, the trip leaves in 56 minutes: inside the cut-off.
    own.h.ref.clock.advance(10 * MINUTE);
    const before = dbSnapshot(own.h.ref.db);
    const late = await own.change(soon.externalTripId, { attributes: { travelers: 0 } }, { ifMatch: etag });
    expectError(late, 409, 'ChangeTooLate');
    expect(dbSnapshot(own.h.ref.db)).toEqual(before);
    const later = await s.book(5);
    expectError(
      await s.change(later.externalTripId, { plannedDateTime: inHours(s.h, 0.5) }),
      400,
      'LeadTimeTooShort',
    );
  });

  it('refuses a date past the horizon (400 TooFarAhead) and a cancelled trip (409 TripNotChangeable)', async () => {
    const trip = await s.book();
    expectError(
      await s.change(trip.externalTripId, { plannedDateTime: inHours(s.h, 24 * 90) }),
      400,
      'TooFarAhead',
    );
    const cancelled = await s.h.call('DELETE', `/ticketing/trips/cancel/${trip.externalTripId}`, s.auth);
    expect(cancelled.status).toBe(200);
    expectError(
      await s.change(trip.externalTripId, { attributes: { travelers: 0 } }),
      409,
      'TripNotChangeable',
    );
  });

  it('refuses a place outside the area and a change blocked by public-transport advice, writing nothing', async () => {
    const h = createHarness();
    // A register place outside the service area, added before the place index is first loaded.
    h.ref.db
      .prepare(
        "INSERT INTO places (kind, name, street, house_number, post_code, residence, latitude, longitude) VALUES ('station', 'Station Haarlem', 'Stationsplein', '1', NULL, 'Haarlem', 52.387622, 4.638886)",
      )
      .run();
    const own = await changeSetup(h);
    const haarlem = {
      name: 'Station Haarlem',
      street: 'Stationsplein',
      houseNumber: '1',
      residence: 'Haarlem',
      postCode: null,
      latitude: 52.387622,
      longitude: 4.638886,
    };
    const trip = await own.book();
    const before = dbSnapshot(h.ref.db);
    expectError(await own.change(trip.externalTripId, { locationTo: haarlem }), 400, 'OutsideServiceArea');
    expect(dbSnapshot(h.ref.db)).toEqual(before);
    // With the region's block on, a destination near Almere Centrum has a train alternative.
    const region = await h.ref.app.fetch(
      new Request('http://localhost/dev/region', {
        method: 'PATCH',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ isBookingBlockedByPtAdviceEnabled: true }),
      }),
    );
    expect(region.status).toBe(200);
    const blocked = dbSnapshot(h.ref.db);
    const byTrain = addressNear(h, 52.3746, 5.2175);
    const quote = await h.call('POST', `/ticketing/trips/${trip.externalTripId}/changes/estimate`, {
      ...own.auth,
      body: { locationTo: byTrain },
    });
    expect(quote.body.data).toMatchObject({ isBlockedByPtAdvice: true, ptJourney: expect.any(Object) });
    expectError(await own.change(trip.externalTripId, { locationTo: byTrain }), 400, 'BlockedByPtAdvice');
    expect(dbSnapshot(h.ref.db)).toEqual(blocked);
    expect((await own.read(trip.externalTripId)).trip).toEqual(trip);
  });

  it('makes a change to iDeal pending payment with a payment link, and back to pay-in-vehicle confirmed', async () => {
    const trip = await s.book();
    const online = await s.change(trip.externalTripId, { paymentOption: { type: 'iDeal' } });
    expect(online.status).toBe(200);
    expect(online.body.data).toMatchObject({
      status: 'pendingPayment',
      paymentUrl: expect.stringMatching(/^\/pay\//),
    });
    const back = await s.change(trip.externalTripId, { paymentOption: { type: 'payInVehicle' } });
    expect(back.body.data).toMatchObject({ status: 'confirmed', paymentUrl: null });
  });

  it("answers another traveller's trip 404 like an unknown one", async () => {
    expectError(
      await s.change('RT-UNKNOWN1', { attributes: { travelers: 0 } }, { ifMatch: '"1"' }),
      404,
      'TripNotFound',
    );
  });

  it("mails the account holder a bookingChanged in the account's language", async () => {
    const trip = await s.book();
    await s.change(trip.externalTripId, { preferences: { driverComment: 'Achterom' } });
    const outbox = (await s.h.call('GET', '/dev/outbox?to=demo%40example.com')).body as Loose[];
    const mail = outbox.find(
      (m) => m.kind === 'bookingChanged' && m.trip.externalTripId === trip.externalTripId,
    );
    expect(mail).toMatchObject({
      link: 'http://localhost/my-trips',
      trip: { externalTripId: trip.externalTripId },
    });
    expect(mail.subject).toMatch(/gewijzigd|changed/);
  });
});

describe('POST /trips/{id}/changes/estimate', () => {
  it('answers old and new side by side with the difference and the budget after, writing nothing', async () => {
    const trip = await s.book(4);
    const before = dbSnapshot(s.h.ref.db);
    const km = s.remainingKm();
    const at = Date.parse(trip.departureDateTime) + 60 * MINUTE;
    const iso = (ms: number) => new Date(ms).toISOString();
    const res = await s.h.call('POST', `/ticketing/trips/${trip.externalTripId}/changes/estimate`, {
      ...s.auth,
      body: { locationTo: s.near, plannedDateTime: iso(at) },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const data = res.body.data;
    expect(res.headers.get('etag')).toBe('"1"');
    expect(data.version).toBe(1);
    expect(data.current).toMatchObject({
      departureDateTime: trip.departureDateTime,
      distance: trip.distance,
    });
    expect(data.current.fare).toEqual(trip.fare);
    expect(data.proposed.departureDateTime).toBe(iso(at));
    expect(data.proposed.pickUpWindow).toEqual({ start: iso(at - 15 * MINUTE), end: iso(at + 15 * MINUTE) });
    expect(data.difference.pickUpMinutes).toBe(60);
    expect(data.difference.distance).toBeCloseTo(data.proposed.distance - trip.distance, 1);
    expect(data.difference.fareCents).toBe(data.proposed.fare.cents - trip.fare.cents);
    expect(data.budget).toMatchObject({ passNumber: s.auth.passNumber, fits: true });
    expect(data.budget.remainingAfter).toBeCloseTo(km + trip.distance - data.proposed.distance, 1);
    expect(data.changeableUntil).toBe(
      new Date(Date.parse(trip.departureDateTime) - CANCEL_CUTOFF_MINUTES * MINUTE).toISOString(),
    );
    expect(data.isBlockedByPtAdvice).toBe(false);
    expect(dbSnapshot(s.h.ref.db)).toEqual(before);
  });

  it('reports a change that does not fit the budget (fits: false) instead of refusing it', async () => {
    const trip = await s.book(3, { locationTo: s.near });
    s.h.ref.db
      .prepare('UPDATE pass_registry SET remaining_km = 0 WHERE pass_number = ?')
      .run(s.auth.passNumber);
    const res = await s.h.call('POST', `/ticketing/trips/${trip.externalTripId}/changes/estimate`, {
      ...s.auth,
      body: { locationTo: s.to },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.budget).toMatchObject({ remaining: 0, fits: false });
    expect(res.body.data.budget.remainingAfter).toBeLessThan(0);
    s.h.ref.db
      .prepare('UPDATE pass_registry SET remaining_km = 400 WHERE pass_number = ?')
      .run(s.auth.passNumber);
  });

  it('refuses a malformed body with 400 InvalidBody', async () => {
    const trip = await s.book();
    expectError(
      await s.h.call('POST', `/ticketing/trips/${trip.externalTripId}/changes/estimate`, {
        ...s.auth,
        body: { attributes: { travelers: 'two' } },
      }),
      400,
      'InvalidBody',
    );
  });
});
