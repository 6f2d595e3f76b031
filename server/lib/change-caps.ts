import type { RateLimiterSQLite } from 'rate-limiter-flexible';
import { RateLimiterRes } from 'rate-limiter-flexible';
import type { Db } from '../db';
import { ApiError } from './api-error';
import { sqliteLimiter } from './sqlite-limiter';
import type { BookingReservation } from './usage-caps';

/*
 * Caps on changes of booked trips (an API extension, product §10.11), beside the booking caps of usage-caps.ts and
 * counted the same way (rate-limiter-flexible in `rate_limits`: they survive a restart, `/dev/reset` clears them,
 * moving the server clock moves their expiries): a change rewrites a trip and its budget, so a script must not
 * churn them. A refused change and a replayed Idempotency-Key give their point back.
 */

/** Changes per account within 24 hours (a traveller's changes, series changes and pauses together). */
const CHANGES_PER_ACCOUNT_DAY = 50;
/** Changes per guest trip within 24 hours (the trip link is the guest's only key). */
const CHANGES_PER_GUEST_TRIP_DAY = 20;
/** Window of both counts, seconds (24 h from the first change; fixed, not sliding). */
const CHANGES_WINDOW_S = 24 * 60 * 60;

/** The per-account and per-guest-trip change caps (one instance per app, over its database). */
export class ChangeCaps {
  private readonly accounts: RateLimiterSQLite;
  private readonly guestTrips: RateLimiterSQLite;

  constructor(db: Db) {
    const limiter = (keyPrefix: string, points: number) =>
      sqliteLimiter(db, keyPrefix, points, CHANGES_WINDOW_S);
    this.accounts = limiter('trip-changes', CHANGES_PER_ACCOUNT_DAY);
    this.guestTrips = limiter('guest-trip-changes', CHANGES_PER_GUEST_TRIP_DAY);
  }

  /**
   * Counts one change of account `userId` before it is made.
   * @throws ApiError 429 `TooManyTripChanges` (with `Retry-After`) past {@link CHANGES_PER_ACCOUNT_DAY} a day.
   */
  reserveForAccount(userId: number): Promise<BookingReservation> {
    return reserve(this.accounts, String(userId), CHANGES_PER_ACCOUNT_DAY);
  }

  /**
   * Counts one change of the guest trip with row id `tripId` before it is made.
   * @throws ApiError 429 `TooManyTripChanges` (with `Retry-After`) past {@link CHANGES_PER_GUEST_TRIP_DAY} a day.
   */
  reserveForGuestTrip(tripId: number): Promise<BookingReservation> {
    return reserve(this.guestTrips, String(tripId), CHANGES_PER_GUEST_TRIP_DAY);
  }
}

async function reserve(limiter: RateLimiterSQLite, key: string, max: number): Promise<BookingReservation> {
  try {
    await limiter.consume(key);
  } catch (error) {
    if (!(error instanceof RateLimiterRes)) throw error;
    await limiter.reward(key);
    throw new ApiError(
      429,
      'TooManyTripChanges',
      `At most ${max} changes a day. Please try again later.`,
      undefined,
      { 'Retry-After': String(Math.max(1, Math.ceil(error.msBeforeNext / 1000))) },
    );
  }
  let released = false;
  return {
    release: async () => {
      if (released) return;
      released = true;
      await limiter.reward(key);
    },
  };
}
