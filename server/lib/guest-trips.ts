import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { components as T } from '../../openapi/generated/ticketing';
import type { Db } from '../db';
import { CANCELLABLE_STATUSES, CANCEL_CUTOFF_MINUTES } from '../sim/trip-status';
import { ApiError } from './api-error';
import { locationLabel, tripStatusAt, tripToWire, type Language, type TripRow } from './store';
import { MINUTE_MS, TIME_ZONE, iso } from './time';
import { PICKUP_WINDOW_MINUTES } from './trip-shares';

/* A guest's booking leaves a record (an API extension beyond SPEC.md): a booking without an account sends the
 * guest a confirmation e-mail (the dev outbox, kind `bookingConfirmation`) with the trip's details and a link
 * `/trip/<token>` that opens the trip without an account and cancels it within the cancel window. The token is
 * a capability like a share link's (server/lib/trip-shares.ts): 32 random bytes, base64url, in the mail only;
 * the server keeps its SHA-256 (table `guest_trip_links`, server/db.ts) and compares it in constant time. */

type GuestTrip = T['schemas']['GuestTrip'];
type PaymentType = T['schemas']['PaymentType'];

/** Random bytes of a guest-trip token (256 bits: unguessable; base64url gives 43 characters). */
const TOKEN_BYTES = 32;

/** The app's page of a guest's trip link, on the app's origin: `/trip/<token>`. */
function guestTripPath(token: string): string {
  return `/trip/${token}`;
}

function digestOf(token: string): Buffer {
  return createHash('sha256').update(token, 'utf8').digest();
}

/** What the confirmation e-mail says about the trip (the outbox entry's `trip`; instants ISO-8601 UTC). */
interface BookingConfirmationTrip {
  externalTripId: string;
  /** The pick-up time. */
  pickUp: string;
  pickUpWindow: { start: string; end: string };
  /** One-line labels of the pick-up place and the destination. */
  from: string;
  to: string;
  /** The fare in euro cents. */
  fareCents: number;
  paymentType: PaymentType;
  /** Online cancelling ends here: {@link CANCEL_CUTOFF_MINUTES} before pick-up. */
  cancellableUntil: string;
}

/** The details of an outbox entry of kind `bookingConfirmation` (spread into `GET /dev/outbox`'s message). */
interface BookingConfirmationMail {
  /** The language of the booking request (Accept-Language): nl-NL or en-US. */
  language: Language;
  subject: string;
  /** The plain-text body. */
  text: string;
  /** The link to follow or cancel the trip: `<app origin>/trip/<token>`. */
  link: string;
  trip: BookingConfirmationTrip;
}

const PAYMENT_WORDS: Record<Language, Record<PaymentType, string>> = {
  'nl-NL': {
    payInVehicle: 'Betalen in de taxi',
    iDeal: 'iDEAL',
    creditCard: 'Creditcard',
    monthlyBilling: 'Op rekening',
  },
  'en-US': {
    payInVehicle: 'Pay in the vehicle',
    iDeal: 'iDEAL',
    creditCard: 'Credit card',
    monthlyBilling: 'Monthly invoice',
  },
};

function dateWords(ms: number, language: Language): string {
  return new Intl.DateTimeFormat(language, {
    timeZone: TIME_ZONE,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(ms);
}

function timeWords(ms: number, language: Language): string {
  return new Intl.DateTimeFormat(language, {
    timeZone: TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(ms);
}

function euros(cents: number, language: Language): string {
  return new Intl.NumberFormat(language, { style: 'currency', currency: 'EUR' }).format(cents / 100);
}

/** Start and end of a trip's pick-up window: the pickup time ± {@link PICKUP_WINDOW_MINUTES}, epoch ms. */
function windowOf(trip: TripRow): { start: number; end: number } {
  return {
    start: trip.departure_at - PICKUP_WINDOW_MINUTES * MINUTE_MS,
    end: trip.departure_at + PICKUP_WINDOW_MINUTES * MINUTE_MS,
  };
}

/** When online cancelling of a trip ends, epoch ms (SPEC §4: 60 minutes before departure). */
function cancellableUntilOf(trip: TripRow): number {
  return trip.departure_at - CANCEL_CUTOFF_MINUTES * MINUTE_MS;
}

/** Longest name a confirmation mail shows, characters (longer ones end in "…"). */
const MAIL_NAME_MAX = 40;

/**
 * A guest's name as the mail shows it: on a line of its own (never inside a sentence, so typed text cannot pose as
 * the operator's words), whitespace runs as one space, at most {@link MAIL_NAME_MAX} characters. The API already
 * refuses control, direction and invisible characters in it (`x-text: reject`).
 */
function mailName(name: string): string {
  const chars = [...name.replace(/\s+/g, ' ').trim()];
  return chars.length > MAIL_NAME_MAX ? `${chars.slice(0, MAIL_NAME_MAX - 1).join('')}…` : chars.join('');
}

/**
 * The confirmation e-mail of a guest's booking, in `language`: subject, plain text and the structured details.
 * @param link the absolute link of the trip's page (`<origin>/trip/<token>`).
 */
function bookingConfirmationMail(trip: TripRow, link: string, language: Language): BookingConfirmationMail {
  const from = locationLabel(JSON.parse(trip.location_from_json) as T['schemas']['Location']);
  const to = locationLabel(JSON.parse(trip.location_to_json) as T['schemas']['Location']);
  const window = windowOf(trip);
  const until = cancellableUntilOf(trip);
  const date = dateWords(trip.departure_at, language);
  const time = timeWords(trip.departure_at, language);
  const windowText = `${timeWords(window.start, language)}–${timeWords(window.end, language)}`;
  const fare = euros(trip.fare_cents, language);
  const payment = PAYMENT_WORDS[language][trip.payment_type as PaymentType];
  const untilText = `${dateWords(until, language)} ${timeWords(until, language)}`;
  const name = mailName(`${trip.guest_first_name ?? ''} ${trip.guest_last_name ?? ''}`);
  const nl = language === 'nl-NL';
  const subject = nl
    ? `Uw rit ${trip.external_trip_id} op ${date} om ${time} is geboekt`
    : `Your trip ${trip.external_trip_id} on ${date} at ${time} is booked`;
  const lines = nl
    ? [
        'Beste reiziger,',
        '',
        'Uw rit met RegioTaxi is geboekt op naam van:',
        name,
        '',
        `Ritnummer: ${trip.external_trip_id}`,
        `Datum: ${date}`,
        `Ophaaltijd: ${time} (de taxi komt tussen ${windowText})`,
        `Van: ${from}`,
        `Naar: ${to}`,
        `Prijs: ${fare}`,
        `Betaalwijze: ${payment}`,
        '',
        `Uw rit volgen of annuleren: ${link}`,
        `Annuleren kan tot ${untilText} (een uur voor het ophalen).`,
      ]
    : [
        'Dear traveller,',
        '',
        'Your RegioTaxi trip is booked in the name of:',
        name,
        '',
        `Trip number: ${trip.external_trip_id}`,
        `Date: ${date}`,
        `Pick-up time: ${time} (the taxi comes between ${windowText})`,
        `From: ${from}`,
        `To: ${to}`,
        `Price: ${fare}`,
        `Payment: ${payment}`,
        '',
        `Follow or cancel your trip: ${link}`,
        `You can cancel until ${untilText} (one hour before pick-up).`,
      ];
  return {
    language,
    subject,
    text: lines.join('\n'),
    link,
    trip: {
      externalTripId: trip.external_trip_id,
      pickUp: iso(trip.departure_at),
      pickUpWindow: { start: iso(window.start), end: iso(window.end) },
      from,
      to,
      fareCents: trip.fare_cents,
      paymentType: trip.payment_type as PaymentType,
      cancellableUntil: iso(until),
    },
  };
}

/**
 * Gives a trip just booked without an account its link and "sends" the confirmation e-mail (the outbox table and
 * the log; there is no mail). Runs inside the booking's transaction, so the trip, its link and its mail are
 * written together or not at all. A trip that already has a link (a replayed booking) gets nothing new.
 * @param externalTripId the booked trip (a guest's: `user_id` null, `guest_email` set).
 * @param origin the app's origin the link points to, e.g. `https://regiotaxi.example`.
 * @param now epoch ms (server clock).
 * @returns the token (only here, for the mail), or null when the trip already had a link.
 */
export function issueGuestTripLink(
  db: Db,
  externalTripId: string,
  origin: string,
  language: Language,
  now: number,
  log: (line: string) => void,
): string | null {
  const trip = db
    .prepare<[string], TripRow>('SELECT * FROM trips WHERE external_trip_id = ? AND user_id IS NULL')
    .get(externalTripId);
  if (!trip?.guest_email) throw new Error(`guest trip ${externalTripId} not found`);
  const existing = db.prepare('SELECT 1 FROM guest_trip_links WHERE trip_id = ?').get(trip.id);
  if (existing) return null;
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  db.prepare('INSERT INTO guest_trip_links (trip_id, token_hash, created_at) VALUES (?, ?, ?)').run(
    trip.id,
    digestOf(token).toString('hex'),
    now,
  );
  const mail = bookingConfirmationMail(trip, `${origin}${guestTripPath(token)}`, language);
  db.prepare(
    "INSERT INTO outbox (to_email, kind, code, sent_at, details_json) VALUES (?, 'bookingConfirmation', '', ?, ?)",
  ).run(trip.guest_email, now, JSON.stringify(mail));
  // The token stays out of the log: it is the trip's capability.
  log(`[outbox] bookingConfirmation for ${trip.guest_email}: trip ${externalTripId}`);
  return token;
}

/** The guest trip of a token, looked up by its SHA-256 and compared in constant time, or undefined. */
function tripOfToken(db: Db, token: string): TripRow | undefined {
  const digest = digestOf(token);
  const link = db
    .prepare<[string], { trip_id: number; token_hash: string }>(
      'SELECT trip_id, token_hash FROM guest_trip_links WHERE token_hash = ?',
    )
    .get(digest.toString('hex'));
  if (!link) return undefined;
  const stored = Buffer.from(link.token_hash, 'hex');
  if (stored.length !== digest.length || !timingSafeEqual(stored, digest)) return undefined;
  return db
    .prepare<[number], TripRow>('SELECT * FROM trips WHERE id = ? AND user_id IS NULL')
    .get(link.trip_id);
}

function toGuestTrip(trip: TripRow, now: number): GuestTrip {
  const window = windowOf(trip);
  return {
    trip: tripToWire(trip, now),
    pickUpWindow: { start: iso(window.start), end: iso(window.end) },
    cancellableUntil: iso(cancellableUntilOf(trip)),
    firstName: trip.guest_first_name ?? '',
  };
}

/**
 * What a guest's link shows (GET /guest-trips/{token}, public): the trip as booked with its status at `now`, the
 * pick-up window, the end of online cancelling and the guest's first name.
 * @param now epoch ms (server clock).
 * @returns the guest trip, or null for an unknown token (the caller counts it as a refused secret).
 */
export function guestTripOf(db: Db, token: string, now: number): GuestTrip | null {
  const trip = tripOfToken(db, token);
  return trip ? toGuestTrip(trip, now) : null;
}

/**
 * Cancels the trip of a guest's link (POST /guest-trips/{token}/cancel) under SPEC §4's rule: status confirmed,
 * pendingPayment or paymentConfirmed, and at least {@link CANCEL_CUTOFF_MINUTES} before departure. A guest has
 * no pass number, so no km go back.
 * @param now epoch ms (server clock).
 * @returns the cancelled guest trip, or null for an unknown token.
 * @throws ApiError 409 TripNotCancellable (nothing changed) when the rule refuses it.
 */
export function cancelGuestTrip(db: Db, token: string, now: number): GuestTrip | null {
  const trip = tripOfToken(db, token);
  if (!trip) return null;
  const status = tripStatusAt(trip, now);
  if (!CANCELLABLE_STATUSES.includes(status)) {
    throw new ApiError(409, 'TripNotCancellable', `The trip cannot be canceled (status ${status}).`);
  }
  if (trip.departure_at - now < CANCEL_CUTOFF_MINUTES * MINUTE_MS) {
    throw new ApiError(
      409,
      'TripNotCancellable',
      `The trip cannot be canceled within ${CANCEL_CUTOFF_MINUTES} minutes of departure.`,
    );
  }
  db.prepare("UPDATE trips SET status = 'customerCancelled', updated_at = ? WHERE id = ?").run(now, trip.id);
  const updated = db.prepare<[number], TripRow>('SELECT * FROM trips WHERE id = ?').get(trip.id) ?? trip;
  return toGuestTrip(updated, now);
}
