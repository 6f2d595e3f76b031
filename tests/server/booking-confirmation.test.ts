import { beforeEach, describe, expect, it } from 'vitest';
import { DEMO_EMAIL } from '../../server/seed';
import {
  DEMO_PASS,
  bookingRequest,
  createHarness,
  dbSnapshot,
  twoLocations,
  type Harness,
  type Loose,
} from './harness';

/* An account holder's booking leaves a record too: a mail of kind bookingConfirmation to the account's e-mail in
 * the account's language, in the guests' shape, with every aid booked; its link opens the app's My trips. One
 * mail per new trip: a replayed Idempotency-Key and a refused booking send nothing. */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

let h: Harness;
let from: Loose;
let to: Loose;
let auth: { token: string; passNumber: string };

beforeEach(async () => {
  h = createHarness();
  const { accessToken } = await h.login();
  auth = { token: accessToken, passNumber: DEMO_PASS };
  ({ from, to } = await twoLocations(h, accessToken));
});

async function confirmations(email = DEMO_EMAIL): Promise<Loose[]> {
  const res = await h.call('GET', `/dev/outbox?to=${encodeURIComponent(email)}`);
  return (res.body as Loose[]).filter((m) => m.kind === 'bookingConfirmation');
}

const withAids = (key: string, body = aidsBody()) => ({ ...auth, body, headers: { 'Idempotency-Key': key } });
const aidsBody = () =>
  bookingRequest(h, from, to, 3, {
    attributes: { travelers: 1, children0to12: 2, electricWheelchair: 1, guideDog: 1 },
  });

describe("the confirmation mail of an account holder's booking", () => {
  it("goes to the account's e-mail in the account's language, in the guests' shape, with every aid and My trips", async () => {
    // The request's own language does not matter: the account's (nl-NL for the demo traveller) does.
    const booked = await h.call('POST', '/ticketing/trips/book', {
      ...withAids('account-key-1'),
      headers: { 'Idempotency-Key': 'account-key-1', 'Accept-Language': 'en-US' },
    });
    expect(booked.status).toBe(200);
    const trip = booked.body.data.trip;
    const [mail, ...more] = await confirmations();
    expect(more).toEqual([]);
    expect(Object.keys(mail).sort()).toEqual(
      ['kind', 'language', 'link', 'sentAt', 'subject', 'text', 'to', 'trip'].sort(),
    );
    expect(mail).toMatchObject({
      to: DEMO_EMAIL,
      kind: 'bookingConfirmation',
      language: 'nl-NL',
      link: 'http://localhost/my-trips',
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
    expect(mail.subject).toMatch(
      new RegExp(`^Uw rit ${trip.externalTripId} op .+ om \\d\\d:\\d\\d is geboekt$`),
    );
    for (const part of [
      `Ritnummer: ${trip.externalTripId}`,
      `Van: ${trip.departure}`,
      `Naar: ${trip.arrival}`,
      'Wie reist er: u, 1 meereizende, 2 kinderen',
      'Hulpmiddelen en bagage: Elektrische rolstoel, Geleidehond',
      'Betaalwijze: Betalen in de taxi',
      'Uw rit staat onder Mijn ritten: http://localhost/my-trips',
      'Annuleren kan tot',
    ])
      expect(mail.text).toContain(part);
    expect(mail.text).toMatch(/de taxi komt tussen \d\d:\d\d–\d\d:\d\d/);
    // No guest capability in an account holder's mail.
    expect(mail.text).not.toContain('/trip/');
  });

  it("writes an English account's mail in English, whatever the request's language", async () => {
    // The demo traveller chooses English for the account (the profile's language).
    const changed = await h.call('PATCH', '/ticketing/users', { ...auth, body: { language: 'en-US' } });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const booked = await h.call('POST', '/ticketing/trips/book', {
      ...auth,
      body: bookingRequest(h, from, to, 3, {
        attributes: { travelers: 0, children0to12: 0, foldableWheelchair: 1, rollatorOrWalker: 1 },
      }),
      headers: { 'Accept-Language': 'nl-NL' },
    });
    expect(booked.status, JSON.stringify(booked.body)).toBe(200);
    const [mail] = await confirmations();
    expect(mail.language).toBe('en-US');
    expect(mail.subject).toMatch(/^Your trip .* is booked$/);
    expect(mail.text).toMatch(/^Dear \S+,/);
    expect(mail.text).toContain('Who travels: you');
    expect(mail.text).toContain('Aids and luggage: Foldable wheelchair, Rollator or walker');
    expect(mail.text).toContain('Your trip is under My trips: http://localhost/my-trips');
  });

  it('sends nothing more for a replay of the same Idempotency-Key', async () => {
    const body = aidsBody();
    const first = await h.call('POST', '/ticketing/trips/book', withAids('account-key-replay', body));
    const again = await h.call('POST', '/ticketing/trips/book', withAids('account-key-replay', body));
    expect(again.status).toBe(200);
    expect(again.body.data.trip.externalTripId).toBe(first.body.data.trip.externalTripId);
    expect(await confirmations()).toHaveLength(1);
  });

  it('sends nothing when the booking is refused (nothing half-written)', async () => {
    const before = dbSnapshot(h.ref.db);
    const refused = await h.call('POST', '/ticketing/trips/book', {
      ...auth,
      body: bookingRequest(h, from, to, 3, {
        attributes: { travelers: 0, children0to12: 0, electricWheelchair: 1, standardWheelchair: 1 },
      }),
    });
    expect(refused.status).toBe(400);
    expect(await confirmations()).toEqual([]);
    expect(dbSnapshot(h.ref.db)).toEqual(before);
  });
});
