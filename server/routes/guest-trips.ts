import type { Context } from 'hono';
import type { operations } from '../../openapi/generated/ticketing';
import { ApiError } from '../lib/api-error';
import { bookTrip } from '../lib/booking';
import type { AppEnv, Services } from '../lib/context';
import { GuestBookingCaps } from '../lib/guest-booking-caps';
import { cancelGuestTrip, issueGuestTripLink, toGuestTrip, tripOfToken } from '../lib/guest-trips';
import { etagOf } from '../lib/trip-change';
import { getRegionSettings } from '../lib/store';
import { ok, type TypedHandlers } from '../lib/typed-handlers';
import { REGION_ID } from '../seed';

/** operationIds of a guest's booking and its trip link (the link's two are API extensions, `x-extension: true`). */
type GuestTripOperation = 'bookTripWithoutAccount' | 'getGuestTrip' | 'cancelGuestTrip';

/** 404 `GuestTripNotFound`: an unknown token (counted as a refused secret of the client address). */
function notFound(): ApiError {
  return new ApiError(
    404,
    'GuestTripNotFound',
    'This link does not exist. Check the link in your confirmation e-mail.',
  );
}

/**
 * Handlers of a booking without an account and of the guest's trip link (part of the Ticketing API's handlers,
 * server/routes/ticketing.ts). Every answer of `/guest-trips/*` carries `Cache-Control: no-store` (set for the
 * whole path in server/app.ts, errors included).
 *
 * - `bookTripWithoutAccount` (product §7, region flag `isBookingWithoutAccountEnabled`): capped per client address
 *   and per e-mail ({@link GuestBookingCaps}, 429 `TooManyGuestBookings`); a new booking gets its link and
 *   confirmation mail in the booking's own transaction (server/lib/guest-trips.ts); a replay of the same
 *   Idempotency-Key neither sends a second mail nor counts again.
 * - `getGuestTrip`, `cancelGuestTrip` (public): the token is checked like a share link's; an unknown one counts
 *   toward the client address's attempt limit, and a blocked address gets 429 even with a valid token.
 */
export function guestTripHandlers(s: Services): Pick<TypedHandlers<operations, AppEnv>, GuestTripOperation> {
  const { db } = s;
  const caps = new GuestBookingCaps(db);

  const regionIdOf = (c: Context<AppEnv>): number => Number(c.req.header('x-region-id') ?? REGION_ID);
  const guestEnabled = (c: Context<AppEnv>) => {
    const settings = getRegionSettings(db, regionIdOf(c));
    if (!settings) throw new ApiError(400, 'UnknownRegion', `Region ${regionIdOf(c)} is not served.`);
    if (!settings.isBookingWithoutAccountEnabled) {
      throw new ApiError(
        403,
        'BookingWithoutAccountDisabled',
        'Booking without an account is not available in this region.',
      );
    }
    return settings;
  };
  /** The token's holder may ask: a blocked address is refused before the token is even looked at. */
  const openFor = (c: Context<AppEnv>) => s.limits.assertAddressOpen(c.get('clientAddress'));

  return {
    bookTripWithoutAccount: async (c, { body, headers, checkResult }) => {
      const settings = guestEnabled(c);
      const email = body.email.trim();
      const reservation = await caps.reserve(c.get('clientAddress'), email);
      let booked = false;
      try {
        const result = bookTrip(
          db,
          s.clock,
          regionIdOf(c),
          settings,
          { places: s.places(), stations: s.stations() },
          body,
          { kind: 'guest', email, firstName: body.firstName.trim(), lastName: body.lastName.trim() },
          headers['Idempotency-Key'],
          (data) => {
            checkResult(ok({ data }));
            // Only a new trip gets here (a replay returns the first booking before checking it).
            booked =
              issueGuestTripLink(
                db,
                data.trip.externalTripId,
                // Configured (APP_ORIGIN), never the request's Host header.
                s.appOrigin,
                c.get('language'),
                s.now(),
                s.log,
              ) !== null;
          },
        );
        return ok({ data: result });
      } finally {
        if (!booked) await reservation.release();
      }
    },

    getGuestTrip: async (c, { path }) => {
      await openFor(c);
      const row = tripOfToken(db, path.token);
      if (!row) throw await s.limits.refused(c.get('clientAddress'), notFound());
      // The ETag is the trip's version, the If-Match of a change (product §10.11).
      return { status: 200, body: { data: toGuestTrip(row, s.now()) }, headers: { ETag: etagOf(row) } };
    },

    cancelGuestTrip: async (c, { path }) => {
      await openFor(c);
      const trip = cancelGuestTrip(db, path.token, s.now());
      if (!trip) throw await s.limits.refused(c.get('clientAddress'), notFound());
      return ok({ data: trip });
    },
  };
}
