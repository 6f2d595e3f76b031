import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { components as T } from '../../openapi/generated/ticketing';
import type { Db } from '../db';
import { CANCELLABLE_STATUSES, CANCEL_CUTOFF_MINUTES } from '../sim/trip-status';
import { ApiError } from './api-error';
import { cancellableUntilOf, sendBookingConfirmation, windowOf } from './booking-confirmation';
import { tripStatusAt, tripToWire, type Language, type TripRow } from './store';
import { MINUTE_MS, iso } from './time';

/* A guest's booking leaves a record (an API extension beyond the operator's API, product §10.10): a booking without an account sends the
 * guest a confirmation e-mail (the dev outbox, kind `bookingConfirmation`) with the trip's details and a link
 * `/trip/<token>` that opens the trip without an account and cancels it within the cancel window. The token is
 * a capability like a share link's (server/lib/trip-shares.ts): 32 random bytes, base64url, in the mail only;
 * the server keeps its SHA-256 (table `guest_trip_links`, server/db.ts) and compares it in constant time. */

type GuestTrip = T['schemas']['GuestTrip'];

/** Random bytes of a guest-trip token (256 bits: unguessable; base64url gives 43 characters). */
const TOKEN_BYTES = 32;

/** The app's page of a guest's trip link, on the app's origin: `/trip/<token>`. */
function guestTripPath(token: string): string {
  return `/trip/${token}`;
}

function digestOf(token: string): Buffer {
  return createHash('sha256').update(token, 'utf8').digest();
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
  // The token stays out of the log (sendBookingConfirmation logs no link): it is the trip's capability.
  sendBookingConfirmation(
    db,
    trip,
    {
      to: trip.guest_email,
      name: `${trip.guest_first_name ?? ''} ${trip.guest_last_name ?? ''}`,
      link: `${origin}${guestTripPath(token)}`,
      holder: 'guest',
      language,
    },
    now,
    log,
  );
  return token;
}

/**
 * The guest trip of a token, looked up by its SHA-256 and compared in constant time, or undefined (the caller
 * counts an unknown token as a refused secret).
 */
export function tripOfToken(db: Db, token: string): TripRow | undefined {
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

/**
 * What a guest's link shows (GET /guest-trips/{token}, public): the trip as booked with its status at `now` (epoch
 * ms), the pick-up window, the end of online cancelling and the guest's first name.
 */
export function toGuestTrip(trip: TripRow, now: number): GuestTrip {
  const window = windowOf(trip);
  return {
    trip: tripToWire(trip, now),
    pickUpWindow: { start: iso(window.start), end: iso(window.end) },
    cancellableUntil: iso(cancellableUntilOf(trip)),
    firstName: trip.guest_first_name ?? '',
  };
}

/**
 * Cancels the trip of a guest's link (POST /guest-trips/{token}/cancel) under product §4's rule: status confirmed,
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
