import type { RateLimiterSQLite } from 'rate-limiter-flexible';
import { RateLimiterRes } from 'rate-limiter-flexible';
import type { Db } from '../db';
import { ApiError } from './api-error';
import { sqliteLimiter } from './sqlite-limiter';

/*
 * Caps on what a signed-in traveller can make the server do in bulk (product §7.1 Ticketing API, reference server
 * hardening): new bookings per account a day (booking and cancelling again creates any number of trips, and each
 * trip makes the PDF export longer) and PDF exports per account. Counted with rate-limiter-flexible's
 * RateLimiterSQLite in the attempt limits' table (`rate_limits`): the counts survive a restart, `/dev/reset`
 * clears them, and moving the server clock moves their expiries (AttemptLimits.shift).
 */

const MINUTE_S = 60;

/** New bookings per account within {@link BOOKINGS_WINDOW_S}: far above any traveller's day (a day's trips, their returns). */
export const BOOKINGS_PER_ACCOUNT_DAY = 50;
/** Window of the booking count, seconds (24 h from the first booking; fixed, not sliding). */
const BOOKINGS_WINDOW_S = 24 * 60 * MINUTE_S;
/** PDF exports per account within {@link EXPORTS_WINDOW_S}. */
export const EXPORTS_PER_ACCOUNT = 10;
/** Window of the export count, seconds (10 min from the first export). */
const EXPORTS_WINDOW_S = 10 * MINUTE_S;
/** Longest export period, Europe/Amsterdam days (both ends included): a leap year. */
export const EXPORT_MAX_DAYS = 366;
/** Most trips one export lists. */
export const EXPORT_MAX_TRIPS = 500;

/** 429 with `Retry-After` (whole seconds, at least 1) for a wait of `ms`. */
function tooMany(code: string, description: string, ms: number): ApiError {
  return new ApiError(429, code, description, undefined, {
    'Retry-After': String(Math.max(1, Math.ceil(ms / 1000))),
  });
}

/** A counted booking: {@link release} gives the point back when nothing new was booked after all. */
export interface BookingReservation {
  release(): Promise<void>;
}

/** The per-account caps on bookings and exports (one instance per app, over its database). */
export class UsageCaps {
  private readonly bookings: RateLimiterSQLite;
  private readonly exports: RateLimiterSQLite;

  constructor(db: Db) {
    const limiter = (keyPrefix: string, points: number, duration: number) =>
      sqliteLimiter(db, keyPrefix, points, duration);
    this.bookings = limiter('bookings', BOOKINGS_PER_ACCOUNT_DAY, BOOKINGS_WINDOW_S);
    this.exports = limiter('exports', EXPORTS_PER_ACCOUNT, EXPORTS_WINDOW_S);
  }

  /**
   * Counts one new booking of account `userId` before it is made (two at once cannot both slip under the cap).
   * @throws ApiError 429 `TooManyBookings` (with `Retry-After`) once the account made
   *   {@link BOOKINGS_PER_ACCOUNT_DAY} within 24 h; nothing is counted then.
   */
  async reserveBooking(userId: number): Promise<BookingReservation> {
    const key = String(userId);
    try {
      await this.bookings.consume(key);
    } catch (error) {
      if (!(error instanceof RateLimiterRes)) throw error;
      await this.bookings.reward(key);
      throw tooMany(
        'TooManyBookings',
        `At most ${BOOKINGS_PER_ACCOUNT_DAY} new bookings a day. Please try again later.`,
        error.msBeforeNext,
      );
    }
    let released = false;
    return {
      release: async () => {
        if (released) return;
        released = true;
        await this.bookings.reward(key);
      },
    };
  }

  /**
   * Counts one PDF export of account `userId`. @throws ApiError 429 `TooManyExports` (with `Retry-After`) once the
   * account made {@link EXPORTS_PER_ACCOUNT} within 10 minutes; a refused one is not counted.
   */
  async exportAllowed(userId: number): Promise<void> {
    const key = String(userId);
    try {
      await this.exports.consume(key);
    } catch (error) {
      if (!(error instanceof RateLimiterRes)) throw error;
      await this.exports.reward(key);
      throw tooMany(
        'TooManyExports',
        `At most ${EXPORTS_PER_ACCOUNT} exports in 10 minutes. Please try again later.`,
        error.msBeforeNext,
      );
    }
  }
}
