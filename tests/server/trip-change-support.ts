import { expect } from 'vitest';
import {
  DEMO_PASS,
  bookingRequest,
  createHarness,
  twoLocations,
  type CallResult,
  type Harness,
  type Loose,
} from './harness';

/* Shared set-up of the trip-change server tests (product §10.11): the demo traveller signed in with a pass, two
 * register places, and the calls of a change (book, read with its ETag, re-quote, PATCH with If-Match and an
 * Idempotency-Key). */

/** The operationIds of changing a booked trip; each file checks the ones it covers with a 2xx and a 400. */
export const TRIP_CHANGE_OPERATIONS = [
  'changeTrip',
  'estimateTripChange',
  'changeTripSeries',
  'pauseTripSeries',
  'changeGuestTrip',
  'estimateGuestTripChange',
] as const;

/** The demo traveller's session, two places and the helpers of a change. */
export interface ChangeSetup {
  h: Harness;
  auth: { token: string; passNumber: string };
  from: Loose;
  to: Loose;
  /** An address of the register near Amsterdam Centre: a trip from `from` to it is shorter than to `to`. */
  near: Loose;
  book(hoursAhead?: number, overrides?: Record<string, unknown>): Promise<Loose>;
  read(id: string): Promise<{ trip: Loose; etag: string }>;
  change(
    id: string,
    body: unknown,
    options?: { ifMatch?: string | null; key?: string; language?: string },
  ): Promise<CallResult>;
  remainingKm(): number;
}

/** The register's address nearest to a point (a real place: the server prices from the register). */
export function addressNear(h: Harness, latitude: number, longitude: number): Loose {
  const row = h.ref.db
    .prepare(
      `SELECT street, house_number AS houseNumber, residence, post_code AS postCode, latitude, longitude FROM places
       WHERE kind = 'address' AND NOT (street = 'Westerdoksdijk' AND house_number = '40A')
       ORDER BY (latitude - ?) * (latitude - ?) + (longitude - ?) * (longitude - ?) LIMIT 1`,
    )
    .get(latitude, latitude, longitude, longitude) as Record<string, unknown>;
  return { name: null, ...row };
}

let keys = 0;
/** A fresh Idempotency-Key. */
export const newKey = (): string => `change-key-${++keys}`;

/** Signs the demo traveller in (pass {@link DEMO_PASS}) on a fresh in-memory server. */
export async function changeSetup(h: Harness = createHarness()): Promise<ChangeSetup> {
  const { accessToken } = await h.login();
  const auth = { token: accessToken, passNumber: DEMO_PASS };
  const { from, to } = await twoLocations(h, accessToken);
  const near = addressNear(h, 52.372, 4.9);
  const book = async (hoursAhead = 3, overrides: Record<string, unknown> = {}) => {
    const res = await h.call('POST', '/ticketing/trips/book', {
      ...auth,
      body: bookingRequest(h, from, to, hoursAhead, overrides),
      headers: { 'Idempotency-Key': newKey() },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data.trip;
  };
  const read = async (id: string) => {
    const res = await h.call('GET', `/ticketing/trips/${id}`, auth);
    expect(res.status).toBe(200);
    return { trip: res.body.data, etag: res.headers.get('etag') ?? '' };
  };
  const change: ChangeSetup['change'] = async (id, body, options = {}) => {
    const ifMatch = options.ifMatch === undefined ? (await read(id)).etag : options.ifMatch;
    return h.call('PATCH', `/ticketing/trips/${id}`, {
      ...auth,
      body,
      headers: {
        'Idempotency-Key': options.key ?? newKey(),
        ...(ifMatch === null ? {} : { 'If-Match': ifMatch }),
        ...(options.language ? { 'Accept-Language': options.language } : {}),
      },
    });
  };
  const remainingKm = () =>
    (
      h.ref.db.prepare('SELECT remaining_km FROM pass_registry WHERE pass_number = ?').get(DEMO_PASS) as {
        remaining_km: number;
      }
    ).remaining_km;
  return { h, auth, from, to, near, book, read, change, remainingKm };
}

/** The operations of {@link TRIP_CHANGE_OPERATIONS} in `ids` that the harness did not see with a 2xx and a 400. */
export function notExercised(h: Harness, ids: readonly string[]): string[] {
  return ids.filter((id) => {
    const statuses = [...(h.seen.get(id) ?? [])];
    return !statuses.some((s) => s >= 200 && s < 300) || !statuses.includes(400);
  });
}
