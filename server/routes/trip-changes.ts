import type { Context } from 'hono';
import type { components as T, operations } from '../../openapi/generated/ticketing';
import { ApiError } from '../lib/api-error';
import { sendBookingConfirmation } from '../lib/booking-confirmation';
import { personName } from '../lib/carers';
import { ChangeCaps } from '../lib/change-caps';
import type { AppEnv, Services } from '../lib/context';
import { toGuestTrip, tripOfToken } from '../lib/guest-trips';
import { localizeError } from '../lib/messages';
import { getOwnTrip, getRegionSettings, tripToWire, type TripRow, type UserRow } from '../lib/store';
import {
  applyChange,
  assertIfMatch,
  estimateChange,
  etagOf,
  ifMatchRequired,
  rememberAnswer,
  replayOf,
  type ChangeContext,
  type StoredAnswer,
} from '../lib/trip-change';
import { changeSeries, pauseSeries } from '../lib/trip-series';
import { ok, type TypedHandlers } from '../lib/typed-handlers';
import { signedInUser } from '../lib/signed-in';

/** operationIds of changing a booked trip (openapi/ticketing.yaml, tag `extensions`, `x-extension: true`). */
type TripChangeOperation =
  | 'changeTrip'
  | 'estimateTripChange'
  | 'changeTripSeries'
  | 'pauseTripSeries'
  | 'changeGuestTrip'
  | 'estimateGuestTripChange';

type TripResponse = T['schemas']['TripResponse'];
type GuestTripResponse = T['schemas']['GuestTripResponse'];
type SeriesResultResponse = T['schemas']['SeriesResultResponse'];

/** 404 `GuestTripNotFound`: an unknown token (counted as a refused secret of the client address). */
function guestNotFound(): ApiError {
  return new ApiError(
    404,
    'GuestTripNotFound',
    'This link does not exist. Check the link in your confirmation e-mail.',
  );
}

/**
 * Handlers of changing a booked trip (product §10.11), part of the Ticketing API's handlers
 * (server/routes/ticketing.ts): a traveller's change and its re-quote, a series' change and pause, and a guest's
 * change and re-quote through the trip link. Input arrives validated against openapi/ticketing.yaml. Every write
 * runs in one IMMEDIATE SQLite transaction — the replay check, the version check (If-Match), the rules, the budget
 * settlement, the mail, the check of the answer against the spec (`checkResult`) and the stored answer of the
 * Idempotency-Key — so a refused or failed change writes nothing. Changes are capped ({@link ChangeCaps}: 429
 * `TooManyTripChanges`); refusals and replays do not count. Time is the server clock (`s.now()`).
 */
export function tripChangeHandlers(
  s: Services,
): Pick<TypedHandlers<operations, AppEnv>, TripChangeOperation> {
  const { db } = s;
  const caps = new ChangeCaps(db);

  const currentUser = (c: Context<AppEnv>): UserRow => signedInUser(db, c);
  const ownTrip = (user: UserRow, id: string): TripRow => {
    const row = getOwnTrip(db, user.id, id);
    if (!row) throw new ApiError(404, 'TripNotFound', 'This trip was not found.');
    return row;
  };
  const contextFor = (
    row: TripRow,
    party: ChangeContext['party'],
    by: ChangeContext['by'],
  ): ChangeContext => {
    const settings = getRegionSettings(db, row.region_id);
    if (!settings) throw new ApiError(400, 'UnknownRegion', `Region ${row.region_id} is not served.`);
    return {
      db,
      clock: s.clock,
      settings,
      geography: { places: s.places(), stations: s.stations() },
      party,
      by,
    };
  };
  const guestParty = (row: TripRow): ChangeContext['party'] => ({
    kind: 'guest',
    email: row.guest_email ?? '',
    firstName: row.guest_first_name ?? '',
    lastName: row.guest_last_name ?? '',
  });
  /** The guest trip of a token; a blocked address is refused before the token is looked at. */
  const guestTrip = async (c: Context<AppEnv>, token: string): Promise<TripRow> => {
    await s.limits.assertAddressOpen(c.get('clientAddress'));
    const row = tripOfToken(db, token);
    if (!row) throw await s.limits.refused(c.get('clientAddress'), guestNotFound());
    return row;
  };
  const etagHeaders = (etag: string | null) => (etag ? { ETag: etag } : undefined);

  /**
   * The common frame of a write: a replay of the key answers the first answer (checked before If-Match, whose
   * version has moved on since); otherwise the change is counted, and `write` runs in one IMMEDIATE transaction
   * that also stores its answer. The count is given back when nothing new was written.
   */
  const changeOnce = async (
    scope: string,
    key: string,
    hashed: unknown,
    reserve: () => Promise<{ release(): Promise<void> }>,
    write: () => { tripId: number; answer: StoredAnswer },
  ): Promise<StoredAnswer> => {
    const replay = replayOf(db, scope, key, hashed);
    if (replay) return replay;
    const reservation = await reserve();
    let written = false;
    try {
      return db
        .transaction((): StoredAnswer => {
          const again = replayOf(db, scope, key, hashed);
          if (again) return again;
          const { tripId, answer } = write();
          rememberAnswer(db, scope, key, hashed, tripId, answer, s.now());
          written = true;
          return answer;
        })
        .immediate();
    } finally {
      if (!written) await reservation.release();
    }
  };

  // A carer acting for the traveller changes as `carer`, and the trip keeps the carer's name (product §10.12).
  const changerOf = (c: Context<AppEnv>) =>
    c.get('actingCarer') ? ('carer' as const) : ('traveller' as const);
  const recordCarer = (c: Context<AppEnv>, row: TripRow): TripRow => {
    const carer = c.get('actingCarer')?.user;
    if (!carer) return row;
    const json = JSON.stringify(personName(carer));
    db.prepare('UPDATE trips SET changed_by_json = ? WHERE id = ?').run(json, row.id);
    return { ...row, changed_by_json: json };
  };

  return {
    changeTrip: async (c, { path, headers, body, checkResult }) => {
      const user = currentUser(c);
      const trip = ownTrip(user, path.id);
      const hashed = { operation: 'changeTrip', trip: trip.external_trip_id, body };
      const ifMatch = headers['If-Match'];
      const first = await changeOnce(
        `user:${user.id}`,
        headers['Idempotency-Key'],
        hashed,
        () => {
          if (ifMatch === undefined) throw ifMatchRequired();
          return caps.reserveForAccount(user.id);
        },
        () => {
          const now = s.now();
          const row = ownTrip(user, path.id);
          assertIfMatch(row, ifMatch);
          const ctx = contextFor(row, { kind: 'user', user, passNumber: row.pass_number }, changerOf(c));
          const changed = recordCarer(c, applyChange(ctx, row, body, now));
          const answer = { body: { data: tripToWire(changed, now) }, etag: etagOf(changed) };
          checkResult({ status: 200, body: answer.body, headers: { ETag: answer.etag } });
          // The account's mail of the change, in the account's language, written with it (product §10.11).
          sendBookingConfirmation(
            db,
            changed,
            {
              to: user.email,
              name: user.first_name,
              link: `${s.appOrigin}/my-trips`,
              holder: 'account',
              language: user.language,
            },
            now,
            s.log,
            'bookingChanged',
          );
          return { tripId: row.id, answer };
        },
      );
      return { status: 200, body: first.body as TripResponse, headers: etagHeaders(first.etag) };
    },

    estimateTripChange: (c, { path, body }) => {
      const user = currentUser(c);
      const row = ownTrip(user, path.id);
      const ctx = contextFor(row, { kind: 'user', user, passNumber: row.pass_number }, changerOf(c));
      const data = estimateChange(ctx, row, body, s.now());
      return { status: 200, body: { data }, headers: { ETag: etagOf(row) } };
    },

    changeTripSeries: async (c, { path, headers, body, checkResult }) => {
      const user = currentUser(c);
      const trip = ownTrip(user, path.id);
      if (trip.series_id === null)
        throw new ApiError(400, 'NotInSeries', 'This trip is not part of a series.');
      const hashed = { operation: 'changeTripSeries', trip: trip.external_trip_id, body };
      const ifMatch = headers['If-Match'];
      const language = c.get('language');
      const first = await changeOnce(
        `user:${user.id}`,
        headers['Idempotency-Key'],
        hashed,
        () => {
          if (ifMatch === undefined) throw ifMatchRequired();
          return caps.reserveForAccount(user.id);
        },
        () => {
          const now = s.now();
          const row = ownTrip(user, path.id);
          assertIfMatch(row, ifMatch);
          const ctx = contextFor(row, { kind: 'user', user, passNumber: row.pass_number }, changerOf(c));
          const data = changeSeries(ctx, row, body.scope, body.change, now, (error) =>
            localizeError(error.code, error.description, language, error.params),
          );
          const answer = { body: { data }, etag: null };
          checkResult(ok(answer.body));
          return { tripId: row.id, answer };
        },
      );
      return ok(first.body as SeriesResultResponse);
    },

    pauseTripSeries: async (c, { path, headers, body, checkResult }) => {
      const user = currentUser(c);
      const trip = ownTrip(user, path.id);
      if (trip.series_id === null)
        throw new ApiError(400, 'NotInSeries', 'This trip is not part of a series.');
      const hashed = { operation: 'pauseTripSeries', trip: trip.external_trip_id, body };
      const first = await changeOnce(
        `user:${user.id}`,
        headers['Idempotency-Key'],
        hashed,
        () => caps.reserveForAccount(user.id),
        () => {
          const now = s.now();
          const row = ownTrip(user, path.id);
          const ctx = contextFor(row, { kind: 'user', user, passNumber: row.pass_number }, changerOf(c));
          const data = pauseSeries(ctx, row, body.from, body.to, now, c.get('language'));
          const answer = { body: { data }, etag: null };
          checkResult(ok(answer.body));
          return { tripId: row.id, answer };
        },
      );
      return ok(first.body as SeriesResultResponse);
    },

    changeGuestTrip: async (c, { path, headers, body, checkResult }) => {
      const trip = await guestTrip(c, path.token);
      const hashed = { operation: 'changeGuestTrip', trip: trip.external_trip_id, body };
      const ifMatch = headers['If-Match'];
      const first = await changeOnce(
        `guest:${trip.id}`,
        headers['Idempotency-Key'],
        hashed,
        () => {
          if (ifMatch === undefined) throw ifMatchRequired();
          return caps.reserveForGuestTrip(trip.id);
        },
        () => {
          const now = s.now();
          const row = tripOfToken(db, path.token) ?? trip;
          assertIfMatch(row, ifMatch);
          const changed = applyChange(contextFor(row, guestParty(row), 'guest'), row, body, now);
          const answer = { body: { data: toGuestTrip(changed, now) }, etag: etagOf(changed) };
          checkResult({ status: 200, body: answer.body, headers: { ETag: answer.etag } });
          // The guest's mail of the change (outbox kind bookingChanged) with the same trip link, in the
          // request's language, written in the change's transaction (product §10.11).
          sendBookingConfirmation(
            db,
            changed,
            {
              to: changed.guest_email ?? '',
              name: `${changed.guest_first_name ?? ''} ${changed.guest_last_name ?? ''}`,
              link: `${s.appOrigin}/trip/${path.token}`,
              holder: 'guest',
              language: c.get('language'),
            },
            now,
            s.log,
            'bookingChanged',
          );
          return { tripId: row.id, answer };
        },
      );
      return { status: 200, body: first.body as GuestTripResponse, headers: etagHeaders(first.etag) };
    },

    estimateGuestTripChange: async (c, { path, body }) => {
      const row = await guestTrip(c, path.token);
      const data = estimateChange(contextFor(row, guestParty(row), 'guest'), row, body, s.now());
      return { status: 200, body: { data }, headers: { ETag: etagOf(row) } };
    },
  };
}
