import type { RateLimiterSQLite } from 'rate-limiter-flexible';
import { RateLimiterRes } from 'rate-limiter-flexible';
import type { Db } from '../db';
import { ApiError } from './api-error';
import { sqliteLimiter } from './sqlite-limiter';

/*
 * Caps on bookings without an account (POST /trips/book-without-account): without them one client books trips,
 * and sends confirmation mails, for any number of invented or someone else's e-mail addresses. Counted per client
 * address and per e-mail address with rate-limiter-flexible's RateLimiterSQLite in the attempt limits' table
 * (`rate_limits`, server/db.ts): the counts survive a restart, `/dev/reset` clears them, and moving the server
 * clock moves their expiries (AttemptLimits.shift updates every row of the table).
 */

const HOUR_S = 60 * 60;

/** New guest bookings per client address within {@link GUEST_BOOKINGS_CLIENT_WINDOW_S} (a family's week of trips). */
export const GUEST_BOOKINGS_PER_CLIENT = 5;
/** Window of the per-client count, seconds (1 h from the first booking; fixed, not sliding). */
const GUEST_BOOKINGS_CLIENT_WINDOW_S = HOUR_S;
/**
 * New guest bookings per mailbox ({@link mailboxKey}: case, `+tag` and gmail's dots ignored) within
 * {@link GUEST_BOOKINGS_EMAIL_WINDOW_S}.
 */
export const GUEST_BOOKINGS_PER_EMAIL = 3;
/** Window of the per-e-mail count, seconds (24 h from the first booking). */
const GUEST_BOOKINGS_EMAIL_WINDOW_S = 24 * HOUR_S;

/** Domains whose mailboxes ignore dots in the local part; `googlemail.com` is the same mail service as gmail. */
const GMAIL_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

/**
 * The mailbox an e-mail address reaches, as the per-e-mail cap counts it (counting only: the mail goes to the
 * address as typed): lower-cased and trimmed, a `+tag` dropped from the local part, and for gmail.com and
 * googlemail.com the dots dropped and the domain read as gmail.com. `Na.Me+1@GoogleMail.com` → `name@gmail.com`.
 */
export function mailboxKey(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at <= 0) return address;
  let local = address.slice(0, at);
  const domain = address.slice(at + 1);
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  if (!GMAIL_DOMAINS.has(domain)) return `${local}@${domain}`;
  return `${local.replace(/\./g, '') || local}@gmail.com`;
}

/** A counted guest booking: {@link release} gives the points back when nothing new was booked after all. */
export interface GuestBookingReservation {
  /** Uncounts the booking (it failed, or it replayed an earlier one with the same Idempotency-Key). */
  release(): Promise<void>;
}

/** 429 `TooManyGuestBookings` with `Retry-After` (whole seconds, at least 1) for a wait of `ms`. */
function tooManyGuestBookings(description: string, ms: number): ApiError {
  return new ApiError(429, 'TooManyGuestBookings', description, undefined, {
    'Retry-After': String(Math.max(1, Math.ceil(ms / 1000))),
  });
}

/** The per-client and per-e-mail caps on bookings without an account (one instance per app, over its database). */
export class GuestBookingCaps {
  private readonly perClient: RateLimiterSQLite;
  private readonly perEmail: RateLimiterSQLite;

  constructor(db: Db) {
    const limiter = (keyPrefix: string, points: number, duration: number) =>
      sqliteLimiter(db, keyPrefix, points, duration);
    this.perClient = limiter('guestClient', GUEST_BOOKINGS_PER_CLIENT, GUEST_BOOKINGS_CLIENT_WINDOW_S);
    this.perEmail = limiter('guestEmail', GUEST_BOOKINGS_PER_EMAIL, GUEST_BOOKINGS_EMAIL_WINDOW_S);
  }

  /**
   * Counts one guest booking for `address` and `email` before it is made (so two at once cannot both slip under a
   * cap). Release the reservation when no new trip was booked.
   * @throws ApiError 429 TooManyGuestBookings (with Retry-After) when the client reached
   *   {@link GUEST_BOOKINGS_PER_CLIENT} within the hour or the e-mail {@link GUEST_BOOKINGS_PER_EMAIL} within the
   *   day; nothing is counted then.
   */
  async reserve(address: string, email: string): Promise<GuestBookingReservation> {
    const emailKey = mailboxKey(email);
    try {
      await this.perClient.consume(address);
    } catch (error) {
      throw await this.refusal(error, this.perClient, address);
    }
    try {
      await this.perEmail.consume(emailKey);
    } catch (error) {
      await this.perClient.reward(address);
      throw await this.refusal(error, this.perEmail, emailKey);
    }
    let released = false;
    return {
      release: async () => {
        if (released) return;
        released = true;
        await this.perClient.reward(address);
        await this.perEmail.reward(emailKey);
      },
    };
  }

  /** The 429 of a refused consume of `limiter` (whose refused point is given back), or the error as it was. */
  private async refusal(error: unknown, limiter: RateLimiterSQLite, key: string): Promise<unknown> {
    if (!(error instanceof RateLimiterRes)) return error;
    await limiter.reward(key);
    return tooManyGuestBookings(
      'Too many bookings without an account. Please try again later, or log in to book.',
      error.msBeforeNext,
    );
  }
}
