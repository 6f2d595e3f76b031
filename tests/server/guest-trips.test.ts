import { beforeEach, describe, expect, it } from 'vitest';
import { ADDRESS_MAX_FAILURES } from '../../server/lib/attempt-limits';
import { GUEST_BOOKINGS_PER_CLIENT, GUEST_BOOKINGS_PER_EMAIL } from '../../server/lib/guest-booking-caps';
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

/* A guest's booking leaves a record: the confirmation mail in the outbox (kind bookingConfirmation) with the
 * trip's details and a /trip/<token> link; the link opens and cancels the trip without an account, within the
 * cancel window; the token is unguessable, stored as a hash and counted like a share link's when wrong; every
 * answer of the link is no-store; guest bookings are capped per client address and per e-mail. */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

let h: Harness;
let from: Loose;
let to: Loose;

beforeEach(async () => {
  h = createHarness();
  ({ from, to } = await twoLocations(h));
});

const guest = (email = 'gast@example.com', firstName = 'Gerda') => ({ email, firstName, lastName: 'Gast' });

async function bookAsGuest(
  options: {
    email?: string;
    firstName?: string;
    hoursAhead?: number;
    key?: string;
    language?: string;
    body?: Loose;
  } = {},
) {
  return h.call('POST', '/ticketing/trips/book-without-account', {
    body:
      options.body ??
      bookingRequest(h, from, to, options.hoursAhead ?? 3, guest(options.email, options.firstName)),
    headers: {
      ...(options.key ? { 'Idempotency-Key': options.key } : {}),
      ...(options.language ? { 'Accept-Language': options.language } : {}),
    },
  });
}

async function confirmations(email = 'gast@example.com'): Promise<Loose[]> {
  const res = await h.call('GET', `/dev/outbox?to=${encodeURIComponent(email)}`);
  return (res.body as Loose[]).filter((m) => m.kind === 'bookingConfirmation');
}

const tokenOf = (mail: Loose): string => String(mail.link).slice(String(mail.link).lastIndexOf('/') + 1);
const guestTrip = (token: string) => `/ticketing/guest-trips/${token}`;
const cancel = (token: string) => `/ticketing/guest-trips/${token}/cancel`;
/** A well-formed token nobody was given (43 base64url characters). */
const UNKNOWN = 'A'.repeat(43);

describe('the confirmation mail of a booking without an account', () => {
  it('sends one mail with the trip number, pick-up, window, from, to, price, payment and the link', async () => {
    const booked = await bookAsGuest({ key: 'guest-key-1' });
    expect(booked.status).toBe(200);
    const trip = booked.body.data.trip;
    const [mail, ...more] = await confirmations();
    expect(more).toEqual([]);
    expect(mail).toMatchObject({
      to: 'gast@example.com',
      kind: 'bookingConfirmation',
      language: 'en-US',
      trip: {
        externalTripId: trip.externalTripId,
        pickUp: trip.departureDateTime,
        from: trip.departure,
        to: trip.arrival,
        fareCents: trip.fare.cents,
        paymentType: 'payInVehicle',
      },
    });
    const pickUp = Date.parse(trip.departureDateTime);
    expect(mail.trip.pickUpWindow).toEqual({
      start: new Date(pickUp - 15 * MINUTE).toISOString(),
      end: new Date(pickUp + 15 * MINUTE).toISOString(),
    });
    expect(mail.trip.cancellableUntil).toBe(new Date(pickUp - HOUR).toISOString());
    expect(mail.link).toMatch(/^http:\/\/localhost\/trip\/[A-Za-z0-9_-]{43}$/);
    expect(mail.subject).toContain(trip.externalTripId);
    for (const part of [trip.externalTripId, trip.departure, trip.arrival, 'Pay in the vehicle', mail.link])
      expect(mail.text).toContain(part);
    expect(mail.text).toMatch(/You can cancel until/);
  });

  it('writes the mail in the language of the request', async () => {
    await bookAsGuest({ language: 'nl-NL' });
    const [mail] = await confirmations();
    expect(mail.language).toBe('nl-NL');
    expect(mail.subject).toMatch(/^Uw rit .* is geboekt$/);
    expect(mail.text).toContain('Betalen in de taxi');
    expect(mail.text).toContain('Uw rit volgen of annuleren: http://localhost/trip/');
  });

  it('sends nothing more for a replay of the same Idempotency-Key, which returns the same trip', async () => {
    const body = bookingRequest(h, from, to, 3, guest());
    const first = await bookAsGuest({ key: 'guest-key-replay', body });
    const again = await bookAsGuest({ key: 'guest-key-replay', body });
    expect(again.status).toBe(200);
    expect(again.body.data.trip.externalTripId).toBe(first.body.data.trip.externalTripId);
    expect(await confirmations()).toHaveLength(1);
  });

  it('keeps only the SHA-256 of the token, and never logs it', async () => {
    await bookAsGuest();
    const token = tokenOf((await confirmations())[0]);
    const rows = h.ref.db.prepare('SELECT token_hash FROM guest_trip_links').all() as {
      token_hash: string;
    }[];
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]!.token_hash).not.toContain(Buffer.from(token, 'base64url').toString('hex'));
    expect(h.logs.join('\n')).not.toContain(token);
  });

  it('sends no mail for a refused booking', async () => {
    const refused = await h.call('POST', '/ticketing/trips/book-without-account', {
      body: bookingRequest(h, from, to, 0.5, guest()),
    });
    expect(refused.status).toBe(400);
    expect(await confirmations()).toEqual([]);
  });
});

describe('the trip link /trip/<token>', () => {
  it("opens the guest's own trip without an account, answered no-store", async () => {
    const booked = (await bookAsGuest()).body.data.trip;
    const token = tokenOf((await confirmations())[0]);
    const res = await h.call('GET', guestTrip(token));
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.body.data).toMatchObject({
      firstName: 'Gerda',
      trip: { externalTripId: booked.externalTripId, status: 'confirmed' },
      cancellableUntil: new Date(Date.parse(booked.departureDateTime) - HOUR).toISOString(),
    });
  });

  it("opens only the trip it was made for: each guest's token shows and cancels that guest's trip alone", async () => {
    const mine = (await bookAsGuest({ email: 'een@example.com', firstName: 'Een' })).body.data.trip;
    const theirs = (await bookAsGuest({ email: 'twee@example.com', firstName: 'Twee' })).body.data.trip;
    const myToken = tokenOf((await confirmations('een@example.com'))[0]);
    const theirToken = tokenOf((await confirmations('twee@example.com'))[0]);
    expect(myToken).not.toBe(theirToken);
    expect((await h.call('GET', guestTrip(myToken))).body.data.trip.externalTripId).toBe(mine.externalTripId);
    expect((await h.call('GET', guestTrip(theirToken))).body.data.trip.externalTripId).toBe(
      theirs.externalTripId,
    );
    expect((await h.call('POST', cancel(myToken))).body.data.trip.externalTripId).toBe(mine.externalTripId);
    expect((await h.call('GET', guestTrip(theirToken))).body.data.trip.status).toBe('confirmed');
  });

  it("does not open a signed-in traveller's trip: only guest bookings get a link", async () => {
    const { accessToken } = await h.login();
    const res = await h.call('POST', '/ticketing/trips/book', {
      token: accessToken,
      passNumber: DEMO_PASS,
      body: bookingRequest(h, from, to, 3),
    });
    expect(res.status).toBe(200);
    expect(h.ref.db.prepare('SELECT COUNT(*) AS n FROM guest_trip_links').get()).toEqual({ n: 0 });
    // The account holder's confirmation mail points to My trips, not to a trip link
    // (tests/server/booking-confirmation.test.ts).
    const mails = (await h.call('GET', '/dev/outbox')).body.filter(
      (m: Loose) => m.kind === 'bookingConfirmation',
    );
    expect(mails.map((m: Loose) => m.link)).toEqual(['http://localhost/my-trips']);
  });

  it("answers an unknown token 404 GuestTripNotFound, no-store, in the traveller's language", async () => {
    const res = await h.call('GET', guestTrip(UNKNOWN), { headers: { 'Accept-Language': 'nl-NL' } });
    expectError(res, 404, 'GuestTripNotFound');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.body.errors[0].description).toMatch(/^Deze link bestaat niet/);
    expectError(await h.call('POST', cancel(UNKNOWN)), 404, 'GuestTripNotFound');
  });

  it('answers a malformed token 400, no-store', async () => {
    const res = await h.call('GET', guestTrip('short'));
    expectError(res, 400, 'InvalidParameters');
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('counts unknown tokens toward the client address: then even a valid token gets 429, no-store', async () => {
    await bookAsGuest();
    const token = tokenOf((await confirmations())[0]);
    for (let i = 0; i < ADDRESS_MAX_FAILURES; i++) {
      const guess = await h.call(i % 2 ? 'GET' : 'POST', i % 2 ? guestTrip(UNKNOWN) : cancel(UNKNOWN));
      expect(guess.status).toBe(404);
    }
    const blocked = await h.call('GET', guestTrip(token));
    expectError(blocked, 429, 'TooManyRequests');
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(blocked.headers.get('cache-control')).toBe('no-store');
    expectError(await h.call('POST', cancel(token)), 429, 'TooManyRequests');
    // The block ends with the server clock (15 min).
    h.ref.clock.advance(16 * MINUTE);
    expect((await h.call('GET', guestTrip(token))).status).toBe(200);
  });
});

describe('cancelling by the link', () => {
  it('cancels within the window; the link then shows the cancelled trip, and a second cancel is refused', async () => {
    await bookAsGuest({ hoursAhead: 3 });
    const token = tokenOf((await confirmations())[0]);
    const res = await h.call('POST', cancel(token));
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.body.data.trip.status).toBe('customerCancelled');
    expect((await h.call('GET', guestTrip(token))).body.data.trip.status).toBe('customerCancelled');
    const before = dbSnapshot(h.ref.db);
    const again = await h.call('POST', cancel(token));
    expectError(again, 409, 'TripNotCancellable');
    expect(again.headers.get('cache-control')).toBe('no-store');
    expect(dbSnapshot(h.ref.db)).toEqual(before);
  });

  it('cancels until 60 minutes before pick-up and refuses it after that, changing nothing', async () => {
    const trip = (await bookAsGuest({ hoursAhead: 3 })).body.data.trip;
    const token = tokenOf((await confirmations())[0]);
    const untilCutoff = Date.parse(trip.departureDateTime) - HOUR - h.ref.clock.now().getTime();
    h.ref.clock.advance(untilCutoff + MINUTE);
    const before = dbSnapshot(h.ref.db);
    expectError(await h.call('POST', cancel(token)), 409, 'TripNotCancellable');
    expect(dbSnapshot(h.ref.db)).toEqual(before);
    expect((await h.call('GET', guestTrip(token))).body.data.trip.status).toBe('confirmed');

    const laterBooking = await bookAsGuest({ email: 'later@example.com', hoursAhead: 5 });
    expect(laterBooking.status, JSON.stringify(laterBooking.body)).toBe(200);
    const later = (await confirmations('later@example.com'))[0];
    // The server clock runs on after `set`: a second before the cutoff.
    h.ref.clock.set(new Date(Date.parse(later.trip.cancellableUntil) - 1000));
    const cancelled = await h.call('POST', cancel(tokenOf(later)));
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body.data.trip.status).toBe('customerCancelled');
  });
});

describe('caps on bookings without an account', () => {
  it(`allows ${GUEST_BOOKINGS_PER_EMAIL} a day per e-mail (case ignored); the next is 429 with Retry-After and writes nothing`, async () => {
    for (let i = 0; i < GUEST_BOOKINGS_PER_EMAIL; i++) {
      const email = i % 2 ? 'Gast@Example.com' : 'gast@example.com';
      expect((await bookAsGuest({ email, hoursAhead: 3 + i })).status).toBe(200);
    }
    const before = dbSnapshot(h.ref.db);
    const refused = await bookAsGuest({ hoursAhead: 8, language: 'nl-NL' });
    expectError(refused, 429, 'TooManyGuestBookings');
    expect(refused.body.errors[0].description).toMatch(/^Te veel boekingen zonder account/);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(23 * 3600);
    expect(retryAfter).toBeLessThanOrEqual(24 * 3600);
    expect(dbSnapshot(h.ref.db)).toEqual(before);
    // Another e-mail from the same client still books; the capped one again after a day.
    expect((await bookAsGuest({ email: 'ander@example.com' })).status).toBe(200);
    h.ref.clock.advance(24 * HOUR + MINUTE);
    expect((await bookAsGuest({ hoursAhead: 4 })).status).toBe(200);
  });

  it(`allows ${GUEST_BOOKINGS_PER_CLIENT} an hour per client address, whatever the e-mails; then 429 until the hour is over`, async () => {
    for (let i = 0; i < GUEST_BOOKINGS_PER_CLIENT; i++)
      expect((await bookAsGuest({ email: `gast${i}@example.com` })).status).toBe(200);
    const refused = await bookAsGuest({ email: 'nieuw@example.com' });
    expectError(refused, 429, 'TooManyGuestBookings');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(55 * 60);
    expect(await confirmations('nieuw@example.com')).toEqual([]);
    h.ref.clock.advance(HOUR + MINUTE);
    expect((await bookAsGuest({ email: 'nieuw@example.com' })).status).toBe(200);
  });

  it('counts neither refused bookings nor replays of the same Idempotency-Key', async () => {
    for (let i = 0; i < 2 * GUEST_BOOKINGS_PER_CLIENT; i++) {
      const refused = await h.call('POST', '/ticketing/trips/book-without-account', {
        body: bookingRequest(h, from, to, 0.5, guest()),
      });
      expect(refused.status).toBe(400);
    }
    const body = bookingRequest(h, from, to, 3, guest());
    for (let i = 0; i < 2 * GUEST_BOOKINGS_PER_EMAIL; i++)
      expect((await bookAsGuest({ key: 'same-booking', body })).status).toBe(200);
    for (let i = 1; i < GUEST_BOOKINGS_PER_EMAIL; i++)
      expect((await bookAsGuest({ hoursAhead: 3 + i })).status).toBe(200);
    expectError(await bookAsGuest({ hoursAhead: 9 }), 429, 'TooManyGuestBookings');
  });
});
