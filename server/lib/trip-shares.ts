import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { components as T } from '../../openapi/generated/ticketing';
import type { Db } from '../db';
import { tripVehicleInfo } from '../sim/vehicles';
import type { TripStatus } from '../sim/trip-status';
import { ApiError } from './api-error';
import { tripStatusAt, type Location, type TripRow } from './store';
import { HOUR_MS, MINUTE_MS, iso } from './time';

/* Share links for a carer (an API extension beyond the operator's API, product §10.10): the traveller shares an upcoming
 * trip; whoever holds the link follows it without an account (GET /follow/{token}). The token is a capability:
 * 32 random bytes, base64url, shown once; the server keeps only its SHA-256 (table `trip_shares`, server/db.ts). */

type TripShare = T['schemas']['TripShare'];
type TripShareSummary = T['schemas']['TripShareSummary'];
type FollowedTrip = T['schemas']['FollowedTrip'];

/** Random bytes of a share token (256 bits: unguessable; base64url gives 43 characters). */
const SHARE_TOKEN_BYTES = 32;
/** How long after the trip's arrival its link keeps working, ms (2 h). */
export const SHARE_AFTER_ARRIVAL_MS = 2 * HOUR_MS;
/** Half-width of the pick-up window a followed trip shows around the pickup time, minutes (± 15). */
export const PICKUP_WINDOW_MINUTES = 15;

/** Statuses of a trip that can be shared: upcoming or under way (the effective status at now). */
const SHAREABLE: ReadonlySet<TripStatus> = new Set(['confirmed', 'pendingPayment', 'paymentConfirmed']);
/** Statuses after which a trip will not be driven: its link answers 410 `TripCancelled`. */
const CANCELLED: ReadonlySet<TripStatus> = new Set([
  'cancelled',
  'customerCancelled',
  'cancelledBySystem',
  'refunded',
  'failedToRefund',
  'creditCardFailed',
]);

/** `trip_shares` row. Instants epoch ms; `token_hash` the hex SHA-256 of the token; `stopped_at` null = live. */
interface TripShareRow {
  id: number;
  trip_id: number;
  user_id: number;
  token_hash: string;
  created_at: number;
  expires_at: number;
  stopped_at: number | null;
}

/** SHA-256 of a share token's text (32 bytes). */
function digestOf(token: string): Buffer {
  return createHash('sha256').update(token, 'utf8').digest();
}

/** The app's follow page of a token, on the app's origin: `/follow/<token>`. */
function followPath(token: string): string {
  return `/follow/${token}`;
}

/**
 * Creates the share link of one of the caller's trips (POST /trip-shares/{id}). A trip has at most one live
 * link: an existing one is stopped and replaced (its token is not kept, so it cannot be answered again). In one
 * IMMEDIATE transaction with `checkResult`; the partial unique index `trip_shares_active` backs the rule up.
 * @param trip the caller's trip (ownership already checked).
 * @param now epoch ms (server clock).
 * @returns the new link: token (shown only here), `/follow/<token>`, creation and expiry (arrival + 2 h).
 * @throws ApiError 409 TripNotShareable when the trip is not upcoming (effective status other than confirmed,
 *   pendingPayment or paymentConfirmed).
 */
export function createTripShare(
  db: Db,
  trip: TripRow,
  now: number,
  checkResult: (share: TripShare) => void = () => undefined,
): TripShare {
  const status = tripStatusAt(trip, now);
  if (!SHAREABLE.has(status)) {
    throw new ApiError(409, 'TripNotShareable', `Only an upcoming trip can be shared (status ${status}).`);
  }
  const token = randomBytes(SHARE_TOKEN_BYTES).toString('base64url');
  const expiresAt = trip.arrival_at + SHARE_AFTER_ARRIVAL_MS;
  return db
    .transaction((): TripShare => {
      db.prepare('UPDATE trip_shares SET stopped_at = ? WHERE trip_id = ? AND stopped_at IS NULL').run(
        now,
        trip.id,
      );
      db.prepare(
        'INSERT INTO trip_shares (trip_id, user_id, token_hash, created_at, expires_at) VALUES (?, ?, ?, ?, ?)',
      ).run(trip.id, trip.user_id, digestOf(token).toString('hex'), now, expiresAt);
      const share: TripShare = {
        externalTripId: trip.external_trip_id,
        token,
        path: followPath(token),
        createdAt: iso(now),
        expiresAt: iso(expiresAt),
      };
      checkResult(share);
      return share;
    })
    .immediate();
}

/**
 * Stops sharing a trip (DELETE /trip-shares/{id}): its live link answers 410 `ShareStopped` from now on.
 * @param now epoch ms (server clock).
 * @throws ApiError 404 NotShared when the trip has no live link.
 */
export function stopTripShare(db: Db, tripId: number, now: number): void {
  const { changes } = db
    .prepare('UPDATE trip_shares SET stopped_at = ? WHERE trip_id = ? AND stopped_at IS NULL')
    .run(now, tripId);
  if (changes === 0) throw new ApiError(404, 'NotShared', 'This trip is not being shared.');
}

/**
 * Why a share link no longer works at `now`, or null while it works: stopped (by the traveller, or replaced by a
 * new link), the trip cancelled, or expired (2 h after arrival) — checked in that order.
 */
function endedBecause(share: TripShareRow, trip: TripRow, now: number): ApiError | null {
  if (share.stopped_at !== null)
    return new ApiError(410, 'ShareStopped', 'The traveller has stopped sharing this trip.');
  if (CANCELLED.has(tripStatusAt(trip, now)))
    return new ApiError(410, 'TripCancelled', 'This trip has been cancelled.');
  if (now >= share.expires_at)
    return new ApiError(410, 'ShareExpired', 'This trip is over; the link no longer works.');
  return null;
}

/**
 * The traveller's working share links (GET /trip-shares), by the trip's departure: not stopped, trip not
 * cancelled, not expired. Without tokens (only their hashes are stored).
 * @param now epoch ms (server clock).
 */
export function activeTripSharesOf(db: Db, userId: number, now: number): TripShareSummary[] {
  const shares = db
    .prepare<[number], TripShareRow>(
      `SELECT s.* FROM trip_shares s JOIN trips t ON t.id = s.trip_id
       WHERE s.user_id = ? AND s.stopped_at IS NULL ORDER BY t.departure_at, s.id`,
    )
    .all(userId);
  const active: TripShareSummary[] = [];
  for (const share of shares) {
    const trip = tripById(db, share.trip_id);
    if (!trip || endedBecause(share, trip, now)) continue;
    active.push({
      externalTripId: trip.external_trip_id,
      createdAt: iso(share.created_at),
      expiresAt: iso(share.expires_at),
    });
  }
  return active;
}

function tripById(db: Db, id: number): TripRow | undefined {
  return db.prepare<[number], TripRow>('SELECT * FROM trips WHERE id = ?').get(id);
}

/**
 * The share of a token, looked up by its SHA-256 and compared in constant time (`crypto.timingSafeEqual`), or
 * undefined for an unknown token. Whatever its state: see {@link followSharedTrip}.
 */
function shareOfToken(db: Db, token: string): TripShareRow | undefined {
  const digest = digestOf(token);
  const row = db
    .prepare<[string], TripShareRow>('SELECT * FROM trip_shares WHERE token_hash = ?')
    .get(digest.toString('hex'));
  if (!row) return undefined;
  const stored = Buffer.from(row.token_hash, 'hex');
  return stored.length === digest.length && timingSafeEqual(stored, digest) ? row : undefined;
}

/**
 * What a share link shows (GET /follow/{token}, public): the trip's effective status, pick-up window (pickup
 * time ± {@link PICKUP_WINDOW_MINUTES}), from and to, the traveller's first name, the arrival estimate and, from
 * 60 minutes before pick-up until arrival (vehicle status pickUp or dropOff), the vehicle as GET
 * /trips/{id}/vehicles/position computes it ({@link tripVehicleInfo}). Nothing else of the traveller: no last
 * name, phone, e-mail, pass number, fare, payment, trip or account ids.
 * @param now epoch ms (server clock).
 * @returns the followed trip, or null for an unknown token (the caller counts it as a refused secret).
 * @throws ApiError 410 ShareStopped | TripCancelled | ShareExpired for a link that no longer works.
 */
export function followSharedTrip(db: Db, token: string, now: number): FollowedTrip | null {
  const share = shareOfToken(db, token);
  const trip = share && tripById(db, share.trip_id);
  if (!share || !trip) return null;
  const ended = endedBecause(share, trip, now);
  if (ended) throw ended;
  const firstName =
    db
      .prepare<[number], { first_name: string }>('SELECT first_name FROM users WHERE id = ?')
      .get(share.user_id)?.first_name ?? '';
  const vehicle = tripVehicleInfo(trip, now);
  return {
    status: tripStatusAt(trip, now),
    pickUpWindow: {
      start: iso(trip.departure_at - PICKUP_WINDOW_MINUTES * MINUTE_MS),
      end: iso(trip.departure_at + PICKUP_WINDOW_MINUTES * MINUTE_MS),
    },
    locationFrom: JSON.parse(trip.location_from_json) as Location,
    locationTo: JSON.parse(trip.location_to_json) as Location,
    firstName,
    estimatedArrival: iso(trip.arrival_at),
    vehicle: vehicle.status === 'pickUp' || vehicle.status === 'dropOff' ? vehicle : null,
  };
}
