import type { Context } from 'hono';
import type { operations } from '../../openapi/generated/ticketing';
import { ApiError } from '../lib/api-error';
import { AttemptLimits } from '../lib/attempt-limits';
import { bookTrip, prepareTrip } from '../lib/booking';
import { sendAccountBookingMails } from '../lib/booking-confirmation';
import { carerViewOfUser, isActiveCarer, personName } from '../lib/carers';
import type { AppEnv, Services } from '../lib/context';
import { roundKm } from '../lib/geo';
import { searchPlaces } from '../lib/places';
import { settleExpiredPayments } from '../lib/settle';
import {
  budgetToWire,
  getOwnTrip,
  getPass,
  getRegionSettings,
  getUserById,
  passNumbersOf,
  recentLocations,
  regionToWire,
  tripStatusAt,
  tripToWire,
  userToWire,
  type TripRow,
  type UserRow,
} from '../lib/store';
import { exportDays, exportFileName, renderTripHistoryPdf } from '../lib/trip-pdf';
import { EXPORT_MAX_DAYS, EXPORT_MAX_TRIPS, UsageCaps } from '../lib/usage-caps';
import { ok, type TypedHandlers } from '../lib/typed-handlers';
import { DAY_MS, HOUR_MS, MINUTE_MS, dobToIso, endOfDayExclusiveMs, startOfDayMs } from '../lib/time';
import { CANCELLABLE_STATUSES, CANCEL_CUTOFF_MINUTES } from '../sim/trip-status';
import { trafficIndicator } from '../sim/traffic';
import { tripVehicleInfo } from '../sim/vehicles';
import { REGION_ID } from '../seed';
import { carerHandlers } from './carers';
import { extensionHandlers } from './extensions';
import { guestTripHandlers } from './guest-trips';
import { tripChangeHandlers } from './trip-changes';
import { etagOf } from '../lib/trip-change';
import { signedInUser } from '../lib/signed-in';

/** Statuses that count as "upcoming" for GET /trips/next. */
const UPCOMING_STATUSES = new Set(['confirmed', 'pendingPayment', 'paymentConfirmed']);
/** GET /trips/next looks this far ahead (product §2, §9: 2 weeks). */
const UPCOMING_WINDOW_MS = 14 * DAY_MS;

/**
 * Handlers of every Ticketing API operation (openapi/ticketing.yaml, product §7.1 first table, plus the API extensions
 * from ./extensions.ts), keyed by operationId.
 * Input arrives validated; handlers enforce the business rules (product §4, §5) and ownership, and throw
 * {@link ApiError} for expected failures.
 */
export function ticketingHandlers(s: Services): TypedHandlers<operations, AppEnv> {
  const { db } = s;
  // New bookings a day and PDF exports per account (server/lib/usage-caps.ts).
  const usage = new UsageCaps(db);

  const currentUser = (c: Context<AppEnv>): UserRow => signedInUser(db, c);
  const regionIdOf = (c: Context<AppEnv>): number => Number(c.req.header('x-region-id') ?? REGION_ID);
  const settingsOf = (c: Context<AppEnv>) => {
    const settings = getRegionSettings(db, regionIdOf(c));
    if (!settings) throw new ApiError(400, 'UnknownRegion', `Region ${regionIdOf(c)} is not served.`);
    return settings;
  };
  const ownTrip = (c: Context<AppEnv>, id: string): TripRow => {
    const row = getOwnTrip(db, currentUser(c).id, id);
    if (!row) throw new ApiError(404, 'TripNotFound', 'This trip was not found.');
    return row;
  };
  const region = (c: Context<AppEnv>) => {
    const wire = regionToWire(db, regionIdOf(c), c.get('language'));
    if (!wire) throw new ApiError(404, 'RegionNotFound', `Region ${regionIdOf(c)} is not served.`);
    return ok({ data: wire });
  };
  // The register and stations the trip rules price from.
  const geography = () => ({ places: s.places(), stations: s.stations() });
  const guestEnabled = (c: Context<AppEnv>) => {
    const settings = settingsOf(c);
    if (!settings.isBookingWithoutAccountEnabled) {
      throw new ApiError(
        403,
        'BookingWithoutAccountDisabled',
        'Booking without an account is not available in this region.',
      );
    }
    return settings;
  };

  return {
    // Saved places, travel preferences and share links (beyond the operator's API, product §10.10).
    ...extensionHandlers(s),
    // Carers who follow or book for a traveller (beyond the operator's API, product §10.12).
    ...carerHandlers(s),
    // A guest's booking (capped, with its confirmation mail) and the guest's trip link (beyond the operator's API, product §10.10).
    ...guestTripHandlers(s),
    // Changing a booked trip, a series' dates and a guest's trip (beyond the operator's API, product §10.11).
    ...tripChangeHandlers(s),

    // A carer acting for the traveller sees what product §10.12 allows; one's own answer says whether one is a carer.
    getUser: (c) => {
      const wire = userToWire(db, currentUser(c));
      if (c.get('actingCarer')) return ok({ data: carerViewOfUser(wire) });
      return ok({ data: isActiveCarer(db, currentUser(c).id) ? { ...wire, isCarer: true } : wire });
    },

    updateUser: (c, { body }) => {
      const user = currentUser(c);
      if (body.email !== undefined && body.email.trim().toLowerCase() !== user.email.toLowerCase()) {
        throw new ApiError(400, 'EmailNotEditable', 'The email address cannot be changed.');
      }
      db.prepare('UPDATE users SET first_name = ?, surname = ?, phone = ?, language = ? WHERE id = ?').run(
        body.firstName?.trim() ?? user.first_name,
        body.surname?.trim() ?? user.surname,
        body.phone?.trim() ?? user.phone,
        body.language ?? user.language,
        user.id,
      );
      return ok({ data: userToWire(db, getUserById(db, user.id) ?? user) });
    },

    upsertPassNumber: async (c, { body }) => {
      const user = currentUser(c);
      const address = c.get('clientAddress');
      // 5 refused tries for one pass number, from any accounts together, lock that pass for 24 h (429
      // PassNumberLocked, even with the right date); the caller's address has its own limit. Each try is counted
      // before the date is compared, so parallel tries cannot overshoot either count.
      await s.limits.assertAddressOpen(address);
      const lockedMs = await s.limits.passLockedFor(body.passNumber);
      if (lockedMs > 0) throw await s.limits.refused(address, AttemptLimits.passLocked(lockedMs));
      const claim = await s.limits.claimAddress(address);
      let n: number;
      try {
        n = await s.limits.claimPass(body.passNumber);
      } catch (error) {
        await s.limits.addressSettled(address, claim, false);
        throw error;
      }
      const dob = dobToIso(body.dateOfBirth);
      const pass = getPass(db, body.passNumber);
      // No oracle: a pass of another account is refused exactly like a wrong date of birth, so
      // guessing dates against someone else's pass number learns nothing.
      if (
        !dob ||
        !pass ||
        pass.date_of_birth !== dob ||
        (pass.owner_user_id !== null && pass.owner_user_id !== user.id)
      ) {
        const nowLockedMs = await s.limits.passFailed(body.passNumber, n);
        await s.limits.addressSettled(address, claim, false);
        throw nowLockedMs > 0
          ? AttemptLimits.passLocked(nowLockedMs)
          : new ApiError(400, 'InvalidPassNumber', 'The pass number and date of birth do not match.');
      }
      await s.limits.addressSettled(address, claim, true);
      await s.limits.passSucceeded(pass.pass_number);
      const alias =
        body.alias === undefined
          ? pass.owner_user_id === user.id
            ? pass.alias
            : null
          : body.alias?.trim() || null;
      db.prepare(
        'UPDATE pass_registry SET owner_user_id = ?, alias = ?, assigned_at = COALESCE(assigned_at, ?) WHERE pass_number = ?',
      ).run(user.id, alias, s.now(), pass.pass_number);
      return ok({ data: userToWire(db, user) });
    },

    deletePassNumber: (c, { path }) => {
      const user = currentUser(c);
      const passes = passNumbersOf(db, user.id);
      if (!passes.some((p) => p.pass_number === path.passNumber)) {
        throw new ApiError(404, 'PassNumberNotFound', 'This pass number is not linked to your account.');
      }
      if (passes.length === 1 && settingsOf(c).isPassNumberRequired) {
        throw new ApiError(
          409,
          'LastPassNumber',
          'At least one pass number must remain active on your account.',
        );
      }
      db.prepare(
        'UPDATE pass_registry SET owner_user_id = NULL, alias = NULL, assigned_at = NULL WHERE pass_number = ?',
      ).run(path.passNumber);
      return ok({ data: userToWire(db, user) });
    },

    /**
     * GET /users/budget: the km budget of the `X-Pass-Number` pass (its owner checked by the app's authorize
     * step). Without the header, a user with exactly one pass number gets that pass's budget (product §4.5 "exactly
     * one is auto-selected": the client can ask for the budget in the same batch as the profile);
     * with none or several the answer is `{ data: null }`.
     */
    getBudget: (c) => {
      const user = currentUser(c);
      settleExpiredPayments(db, s.now());
      const passNumber = c.get('passNumber');
      let pass = passNumber ? getPass(db, passNumber) : undefined;
      if (!passNumber) {
        const own = passNumbersOf(db, user.id);
        if (own.length === 1) pass = own[0];
      }
      return ok({ data: pass ? budgetToWire(pass) : null });
    },

    searchLocations: (c, { query }) => {
      const postCode =
        query.postCode ?? getRegionSettings(db, regionIdOf(c))?.postalCodeSettings.defaultPostalCode;
      return ok({ data: searchPlaces(s.places(), query.searchValue, postCode, query.maxResults ?? 20) });
    },

    getRecentLocations: (c) => ok({ data: recentLocations(db, currentUser(c).id) }),

    getRegion: region,
    getPublicRegion: region,

    calculateTrip: (c, { body }) => {
      const user = currentUser(c);
      const prepared = prepareTrip(db, s.clock, regionIdOf(c), settingsOf(c), geography(), body, {
        kind: 'user',
        user,
        passNumber: c.get('passNumber'),
      });
      return ok({ data: prepared.summary });
    },

    bookTrip: async (c, { body, headers, checkResult }) => {
      const user = currentUser(c);
      // A carer books on the traveller's account, pass and budget; the trip records who booked (product §10.12).
      const carer = c.get('actingCarer')?.user ?? null;
      const bookedBy = carer ? JSON.stringify(personName(carer)) : undefined;
      settleExpiredPayments(db, s.now());
      // Counted before booking (parallel bookings cannot overshoot), given back when nothing new was booked (a
      // refusal, or a replay of an Idempotency-Key).
      const reservation = await usage.reserveBooking(user.id);
      let booked = false;
      try {
        const result = bookTrip(
          db,
          s.clock,
          regionIdOf(c),
          settingsOf(c),
          geography(),
          body,
          { kind: 'user', user, passNumber: c.get('passNumber'), bookedBy },
          headers['Idempotency-Key'],
          (data) => {
            checkResult(ok({ data }));
            // Only a new trip gets here (a replay returns the first booking before checking it): its confirmation
            // mail goes to the account's address in the account's language, written in the booking's transaction.
            const row = db
              .prepare<[string], TripRow>('SELECT * FROM trips WHERE external_trip_id = ?')
              .get(data.trip.externalTripId);
            if (!row) throw new Error(`booked trip ${data.trip.externalTripId} not found`);
            sendAccountBookingMails(db, row, user, carer, s.appOrigin, s.now(), s.log);
            booked = true;
          },
        );
        return ok({ data: result });
      } finally {
        if (!booked) await reservation.release();
      }
    },

    calculateTripWithoutAccount: (c, { body }) => {
      const settings = guestEnabled(c);
      const prepared = prepareTrip(db, s.clock, regionIdOf(c), settings, geography(), body, {
        kind: 'guest',
        email: body.email,
        firstName: body.firstName,
        lastName: body.lastName,
      });
      return ok({ data: prepared.summary });
    },

    getNextTrip: (c) => {
      const user = currentUser(c);
      const now = s.now();
      const rows = db
        .prepare<[number, number, number], TripRow>(
          'SELECT * FROM trips WHERE user_id = ? AND departure_at >= ? AND departure_at < ? ORDER BY departure_at, id',
        )
        .all(user.id, now - HOUR_MS, now + UPCOMING_WINDOW_MS);
      const next = rows.find((row) => UPCOMING_STATUSES.has(tripStatusAt(row, now)));
      return ok({ data: next ? tripToWire(next, now) : null });
    },

    getTripHistory: (c, { query }) => {
      const user = currentUser(c);
      if (query.to < query.from) throw new ApiError(400, 'InvalidRange', '"to" must not be before "from".');
      const from = startOfDayMs(query.from);
      const to = endOfDayExclusiveMs(query.to);
      const pageNumber = query.pageNumber ?? 1;
      const pageSize = query.pageSize ?? 50;
      const direction = query.sortDirection === 'DESC' ? 'DESC' : 'ASC';
      const totalCount =
        db
          .prepare<[number, number, number], { n: number }>(
            'SELECT COUNT(*) AS n FROM trips WHERE user_id = ? AND departure_at >= ? AND departure_at < ?',
          )
          .get(user.id, from, to)?.n ?? 0;
      const rows = db
        .prepare<[number, number, number, number, number], TripRow>(
          `SELECT * FROM trips WHERE user_id = ? AND departure_at >= ? AND departure_at < ?
           ORDER BY departure_at ${direction}, id ${direction} LIMIT ? OFFSET ?`,
        )
        .all(user.id, from, to, pageSize, (pageNumber - 1) * pageSize);
      const now = s.now();
      return ok({ items: rows.map((r) => tripToWire(r, now)), pageNumber, pageSize, totalCount });
    },

    // [from, to): the app sends the start of the first day and the start of the day AFTER the range (exclusive).
    exportTrips: async (c, { query }) => {
      const user = currentUser(c);
      const from = Date.parse(query.from);
      const to = Date.parse(query.to);
      if (to < from) throw new ApiError(400, 'InvalidRange', '"to" must not be before "from".');
      const days = exportDays(from, to);
      const dayCount = (Date.parse(days.lastDay) - Date.parse(days.firstDay)) / 86_400_000 + 1;
      if (dayCount > EXPORT_MAX_DAYS)
        throw new ApiError(
          400,
          'ExportRangeTooLong',
          `An export covers at most ${EXPORT_MAX_DAYS} days; this period has ${dayCount}. Choose a shorter period.`,
        );
      const count = db
        .prepare<[number, number, number], { n: number }>(
          'SELECT COUNT(*) AS n FROM trips WHERE user_id = ? AND departure_at >= ? AND departure_at < ?',
        )
        .get(user.id, from, to)!.n;
      if (count > EXPORT_MAX_TRIPS)
        throw new ApiError(
          400,
          'ExportTooManyTrips',
          `An export lists at most ${EXPORT_MAX_TRIPS} trips; this period has ${count}. Choose a shorter period.`,
        );
      await usage.exportAllowed(user.id);
      const now = s.now();
      const trips = db
        .prepare<[number, number, number], TripRow>(
          'SELECT * FROM trips WHERE user_id = ? AND departure_at >= ? AND departure_at < ? ORDER BY departure_at, id',
        )
        .all(user.id, from, to)
        .map((r) => tripToWire(r, now));
      // The caller's language: Accept-Language when it names nl or en, else the profile's language.
      const accept = c.req.header('accept-language');
      const language = accept && /^\s*(nl|en)\b/i.test(accept) ? c.get('language') : user.language;
      const pdf = await renderTripHistoryPdf(trips, days, language);
      return new Response(new Uint8Array(pdf), {
        status: 200,
        headers: {
          'content-type': 'application/pdf',
          'content-disposition': `attachment; filename="${exportFileName(days)}"`,
          'content-length': String(pdf.length),
        },
      });
    },

    // The ETag is the trip's version, the If-Match of a change (product §10.11).
    getTrip: (c, { path }) => {
      const row = ownTrip(c, path.id);
      return { status: 200, body: { data: tripToWire(row, s.now()) }, headers: { ETag: etagOf(row) } };
    },

    cancelTrip: (c, { path }) => {
      const row = ownTrip(c, path.id);
      const now = s.now();
      const status = tripStatusAt(row, now);
      if (!CANCELLABLE_STATUSES.includes(status)) {
        throw new ApiError(409, 'TripNotCancellable', `The trip cannot be canceled (status ${status}).`);
      }
      if (row.departure_at - now < CANCEL_CUTOFF_MINUTES * MINUTE_MS) {
        throw new ApiError(
          409,
          'TripNotCancellable',
          `The trip cannot be canceled within ${CANCEL_CUTOFF_MINUTES} minutes of departure.`,
        );
      }
      const carer = c.get('actingCarer')?.user;
      db.transaction(() => {
        db.prepare(
          "UPDATE trips SET status = 'customerCancelled', km_spent = 0, updated_at = ?, cancelled_by_json = ? WHERE id = ?",
        ).run(now, carer ? JSON.stringify(personName(carer)) : null, row.id);
        if (row.pass_number && row.km_spent > 0) {
          db.prepare(
            'UPDATE pass_registry SET remaining_km = ROUND(remaining_km + ?, 1) WHERE pass_number = ?',
          ).run(roundKm(row.km_spent), row.pass_number);
        }
      })();
      const updated = getOwnTrip(db, row.user_id ?? -1, row.external_trip_id) ?? row;
      return ok({ data: tripToWire(updated, now) });
    },

    submitTripFeedback: (c, { path, body }) => {
      if (body.externalTripId !== path.id)
        throw new ApiError(400, 'TripIdMismatch', 'externalTripId does not match the trip in the path.');
      const row = ownTrip(c, path.id);
      const now = s.now();
      if (tripStatusAt(row, now) !== 'completed')
        throw new ApiError(409, 'TripNotCompleted', 'Only completed trips can be rated.');
      if (row.feedback_rating !== null)
        throw new ApiError(409, 'FeedbackAlreadySubmitted', 'This trip has already been rated.');
      db.prepare(
        'UPDATE trips SET feedback_rating = ?, feedback_text = ?, feedback_at = ?, updated_at = ? WHERE id = ?',
      ).run(body.tripFeedback.rating, body.tripFeedback.feedback?.trim() || null, now, now, row.id);
      return ok({ data: tripToWire(getOwnTrip(db, row.user_id ?? -1, row.external_trip_id) ?? row, now) });
    },

    getVehiclePosition: (c, { path }) => {
      const user = currentUser(c);
      const trackingId = Buffer.from(path.id.replace(/-/g, '+').replace(/_/g, '/'), 'base64').toString(
        'utf8',
      );
      const row = db
        .prepare<[string, number], TripRow>(
          'SELECT * FROM trips WHERE vehicle_tracking_id = ? AND user_id = ?',
        )
        .get(trackingId, user.id);
      if (!row) throw new ApiError(404, 'TripNotFound', 'No trip with this vehicle tracking id.');
      return ok({ data: tripVehicleInfo(row, s.now()) });
    },

    checkTrafficIndicator: (c, { body }) => {
      if (!settingsOf(c).isTrafficIndicatorEnabled) {
        throw new ApiError(
          403,
          'TrafficIndicatorDisabled',
          'The traffic indicator is not available in this region.',
        );
      }
      return ok({ data: { indicator: trafficIndicator(new Date(body.dateTime)) } });
    },
  };
}
