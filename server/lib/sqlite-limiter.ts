import { RateLimiterSQLite } from 'rate-limiter-flexible';
import type { Db } from '../db';
import { ApiError } from './api-error';

/*
 * The counter store every server-side limit shares: rate-limiter-flexible's RateLimiterSQLite over the server's own
 * database (table `rate_limits`, server/db.ts), so counts survive a restart and `POST /dev/reset` clears them; and
 * the 429 answer with `Retry-After` those limits give. The attempt limits (server/lib/attempt-limits.ts) and the
 * usage, guest-booking and trip-change caps build on it (docs/security.md).
 */

/** `Retry-After` value for a wait of `ms` milliseconds: whole seconds, at least 1. */
function retryAfterSeconds(ms: number): number {
  return Math.max(1, Math.ceil(ms / 1000));
}

/** A 429 {@link ApiError} with `Retry-After` (seconds) for a wait of `ms`. */
export function tooMany(code: string, description: string, ms: number): ApiError {
  return new ApiError(429, code, description, undefined, { 'Retry-After': String(retryAfterSeconds(ms)) });
}

/** The shared table name of every limiter (server/db.ts creates it; keys carry the limiter's prefix). */
export const LIMITS_TABLE = 'rate_limits';

/**
 * A rate-limiter-flexible limiter over the app's SQLite table of counts (`rate_limits`, created with the schema):
 * counts survive a restart and `/dev/reset` clears them. Used by the attempt limits and by the usage, guest-booking
 * and trip-change caps (docs/security.md).
 * @param keyPrefix the counter family (`login`, `bookings`, `trip-changes`, …)
 * @param points how many tries or uses the window allows
 * @param duration the window in seconds
 */
export function sqliteLimiter(
  db: Db,
  keyPrefix: string,
  points: number,
  duration: number,
): RateLimiterSQLite {
  return new RateLimiterSQLite({
    storeClient: db,
    storeType: 'better-sqlite3',
    tableName: LIMITS_TABLE,
    tableCreated: true,
    keyPrefix,
    points,
    duration,
  });
}
