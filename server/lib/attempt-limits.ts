import { RateLimiterSQLite, type RateLimiterRes } from 'rate-limiter-flexible';
import type { Db } from '../db';
import { CODE_TTL_MINUTES, type CodeKind } from '../sim/outbox';
import { ApiError } from './api-error';

/*
 * Attempt limits on every secret a person types: passwords, activation and reset codes, and
 * pass number + date of birth; and on the tokens of share links, per client address only. The
 * counters are rate-limiter-flexible's RateLimiterSQLite rows in the server's own database (table `rate_limits`,
 * server/db.ts), so they survive a restart and `POST /dev/reset` clears them.
 * Only refusals are counted, never successes: the test suites log in thousands of times from one address.
 *
 * Time: the library counts in real time (`Date.now()`); moving the server clock (`/dev/clock`, tests'
 * `clock.advance`) moves every stored expiry along ({@link AttemptLimits.shift}), so a lockout ends when the
 * server clock says so.
 */

const MINUTE_S = 60;
const HOUR_S = 60 * MINUTE_S;

function envCount(name: string, fallback: number): number {
  const value = Number(process.env[name]);
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

/**
 * Refused secrets (wrong password, code, date of birth; spent codes; locked accounts and passes; unknown share-link
 * tokens) allowed per client address within {@link ADDRESS_WINDOW_S} before every login,
 * activation, reset, checktoken, pass-number and share-link follow request from that address answers 429
 * `TooManyRequests` for {@link ADDRESS_BLOCK_S}. Env `ATTEMPT_LIMIT_ADDRESS_FAILURES`
 * overrides it (a positive integer). 50 refusals are far above a person's typos, far below a guessing loop.
 */
export const ADDRESS_MAX_FAILURES = envCount('ATTEMPT_LIMIT_ADDRESS_FAILURES', 50);
/** Window of the per-address count, seconds (15 min from the first refusal; fixed, not sliding). */
const ADDRESS_WINDOW_S = 15 * MINUTE_S;
/** How long an address stays refused once it reached {@link ADDRESS_MAX_FAILURES}, seconds (15 min). */
export const ADDRESS_BLOCK_S = 15 * MINUTE_S;

/**
 * Wrong tries per activation or reset code (per kind and e-mail address, known or not). The try that reaches it
 * spends the code: from then on even the right code is refused with 400 `CodeSpent` until a new code is sent.
 */
export const CODE_MAX_FAILURES = 5;
/** Window of the per-code count, seconds: a code's lifetime (it starts after the code was sent). */
const CODE_WINDOW_S = CODE_TTL_MINUTES * MINUTE_S;

/**
 * New codes of one kind per e-mail address per {@link CODE_SENDS_WINDOW_S} (renew / send-reset-token). Further
 * requests answer success like any other (no account enumeration) but send nothing and do not restart the wrong
 * tries, so a guesser cannot buy 5 fresh tries per code without limit: at most 5 × 5 wrong tries per hour.
 */
export const CODE_MAX_SENDS = 5;
/** Window of the per-address send count, seconds (1 h from the first request). */
const CODE_SENDS_WINDOW_S = HOUR_S;

/**
 * Wrong dates of birth per pass number per account. The try that reaches it locks that (account, pass number)
 * pair for {@link PASS_LOCK_S}: every try answers 429 `PassNumberLocked`, even with the right date.
 */
export const PASS_MAX_FAILURES = 5;
/** Window of the per-pass count and length of the lock, seconds (24 h). */
export const PASS_LOCK_S = 24 * HOUR_S;

/**
 * Failed logins per e-mail address (known or not, case-insensitive) within {@link LOGIN_WINDOW_S}; the failure
 * that reaches it locks logins for that address for {@link loginLockoutSeconds} (429 `TooManyAttempts`, even
 * with the right password). A successful login or password reset clears the count and the lockout history.
 */
export const LOGIN_MAX_FAILURES = 5;
/** Window of the per-account failure count, seconds (15 min from the first failure). */
const LOGIN_WINDOW_S = 15 * MINUTE_S;
/** First lockout, seconds (1 min); each next one within {@link LOGIN_LOCKOUT_MEMORY_S} doubles. */
const LOGIN_LOCKOUT_BASE_S = MINUTE_S;
/** Longest lockout, seconds (15 min): the owner is never locked out for longer. */
export const LOGIN_LOCKOUT_MAX_S = 15 * MINUTE_S;
/** How long earlier lockouts count towards the doubling, seconds (24 h from the first one). */
const LOGIN_LOCKOUT_MEMORY_S = 24 * HOUR_S;

/**
 * Length of the `n`-th login lockout (n ≥ 1) within {@link LOGIN_LOCKOUT_MEMORY_S}, seconds:
 * 60, 120, 240, 480, then 900 (15 min) for every further one.
 */
export function loginLockoutSeconds(n: number): number {
  return Math.min(LOGIN_LOCKOUT_BASE_S * 2 ** Math.max(0, n - 1), LOGIN_LOCKOUT_MAX_S);
}

/** `Retry-After` value for a wait of `ms` milliseconds: whole seconds, at least 1. */
function retryAfterSeconds(ms: number): number {
  return Math.max(1, Math.ceil(ms / 1000));
}

/** A 429 {@link ApiError} with `Retry-After` (seconds) for a wait of `ms`. */
function tooMany(code: string, description: string, ms: number): ApiError {
  return new ApiError(429, code, description, undefined, { 'Retry-After': String(retryAfterSeconds(ms)) });
}

/** The shared table name of every limiter (server/db.ts creates it; keys carry the limiter's prefix). */
const TABLE = 'rate_limits';

/** The limiters of the reference server and the refusals they decide (one instance per app, over its database). */
export class AttemptLimits {
  private readonly address: RateLimiterSQLite;
  private readonly codes: RateLimiterSQLite;
  private readonly sends: RateLimiterSQLite;
  private readonly passes: RateLimiterSQLite;
  private readonly logins: RateLimiterSQLite;
  private readonly lockouts: RateLimiterSQLite;

  constructor(private readonly db: Db) {
    const limiter = (keyPrefix: string, points: number, duration: number) =>
      new RateLimiterSQLite({
        storeClient: db,
        storeType: 'better-sqlite3',
        tableName: TABLE,
        tableCreated: true,
        keyPrefix,
        points,
        duration,
      });
    this.address = limiter('address', ADDRESS_MAX_FAILURES, ADDRESS_WINDOW_S);
    this.codes = limiter('code', CODE_MAX_FAILURES, CODE_WINDOW_S);
    this.sends = limiter('sends', CODE_MAX_SENDS, CODE_SENDS_WINDOW_S);
    this.passes = limiter('pass', PASS_MAX_FAILURES, PASS_LOCK_S);
    this.logins = limiter('login', LOGIN_MAX_FAILURES, LOGIN_WINDOW_S);
    this.lockouts = limiter('lockouts', Number.MAX_SAFE_INTEGER, LOGIN_LOCKOUT_MEMORY_S);
  }

  /** ms until `limiter`'s key is open again when it reached `max`, else 0. */
  private static async lockedFor(limiter: RateLimiterSQLite, key: string, max: number): Promise<number> {
    const res: RateLimiterRes | null = await limiter.get(key);
    return res && res.consumedPoints >= max ? Math.max(1, res.msBeforeNext) : 0;
  }

  /**
   * Throws 429 `TooManyRequests` (with `Retry-After`, seconds) when `address` reached
   * {@link ADDRESS_MAX_FAILURES} refusals; the refusal itself is not counted again.
   */
  async assertAddressOpen(address: string): Promise<void> {
    const ms = await AttemptLimits.lockedFor(this.address, address, ADDRESS_MAX_FAILURES);
    if (ms > 0) {
      throw tooMany(
        'TooManyRequests',
        'Too many failed attempts from your network. Please try again later.',
        ms,
      );
    }
  }

  /**
   * Counts one refused secret against `address` and returns `error` for the caller to throw; the refusal that
   * reaches {@link ADDRESS_MAX_FAILURES} blocks the address for {@link ADDRESS_BLOCK_S}.
   */
  async refused(address: string, error: ApiError): Promise<ApiError> {
    const res = await this.address.penalty(address);
    if (res.consumedPoints === ADDRESS_MAX_FAILURES) await this.address.block(address, ADDRESS_BLOCK_S);
    return error;
  }

  /** ms the login of `email` stays locked (0 = open). */
  loginLockedFor(email: string): Promise<number> {
    return AttemptLimits.lockedFor(this.logins, normalise(email), LOGIN_MAX_FAILURES);
  }

  /** 429 `TooManyAttempts` for a login locked for `ms` more. */
  static loginLocked(ms: number): ApiError {
    return tooMany(
      'TooManyAttempts',
      'Too many failed login attempts. Please try again in a few minutes.',
      ms,
    );
  }

  /**
   * Counts a failed login of `email`; the failure that reaches {@link LOGIN_MAX_FAILURES} starts the next lockout
   * of the {@link loginLockoutSeconds} schedule. @returns that lockout in seconds, or 0.
   */
  async loginFailed(email: string): Promise<number> {
    const key = normalise(email);
    const res = await this.logins.penalty(key);
    if (res.consumedPoints !== LOGIN_MAX_FAILURES) return 0;
    const nth = (await this.lockouts.penalty(key)).consumedPoints;
    const seconds = loginLockoutSeconds(nth);
    await this.logins.block(key, seconds);
    return seconds;
  }

  /** Forgets the failures and lockouts of `email` (after a successful login or password reset). */
  async loginSucceeded(email: string): Promise<void> {
    const key = normalise(email);
    await this.logins.delete(key);
    await this.lockouts.delete(key);
  }

  /** True when the current code of `kind` for `email` is spent ({@link CODE_MAX_FAILURES} wrong tries). */
  async codeSpent(kind: CodeKind, email: string): Promise<boolean> {
    return (await AttemptLimits.lockedFor(this.codes, `${kind}:${normalise(email)}`, CODE_MAX_FAILURES)) > 0;
  }

  /** Counts a wrong code of `kind` for `email`. @returns true when this try spent the code. */
  async codeFailed(kind: CodeKind, email: string): Promise<boolean> {
    const res = await this.codes.penalty(`${kind}:${normalise(email)}`);
    return res.consumedPoints >= CODE_MAX_FAILURES;
  }

  /**
   * A new code of `kind` was requested for `email` (or the code was used): the wrong tries start again. Called
   * for unknown and already active addresses too, so a spent state tells nothing about the account.
   */
  async codeRenewed(kind: CodeKind, email: string): Promise<void> {
    await this.codes.delete(`${kind}:${normalise(email)}`);
  }

  /**
   * Counts a request for a new code of `kind` for `email` (known or not). @returns false once the address asked
   * for more than {@link CODE_MAX_SENDS} within {@link CODE_SENDS_WINDOW_S}: send nothing then.
   */
  async codeSendAllowed(kind: CodeKind, email: string): Promise<boolean> {
    const res = await this.sends.penalty(`${kind}:${normalise(email)}`);
    return res.consumedPoints <= CODE_MAX_SENDS;
  }

  /** 400 `CodeSpent`: the code had {@link CODE_MAX_FAILURES} wrong tries; only a new code helps. */
  static codeSpentError(): ApiError {
    return new ApiError(400, 'CodeSpent', CODE_SPENT_MESSAGE);
  }

  /** ms the (account, pass number) pair stays locked (0 = open). */
  passLockedFor(userId: number, passNumber: string): Promise<number> {
    return AttemptLimits.lockedFor(this.passes, `${userId}:${passNumber}`, PASS_MAX_FAILURES);
  }

  /**
   * Counts a wrong date of birth (or any refusal) for `passNumber` by `userId`. @returns the ms the pair is now
   * locked ({@link PASS_LOCK_S} from the try that reached {@link PASS_MAX_FAILURES}), or 0.
   */
  async passFailed(userId: number, passNumber: string): Promise<number> {
    const key = `${userId}:${passNumber}`;
    const res = await this.passes.penalty(key);
    if (res.consumedPoints < PASS_MAX_FAILURES) return 0;
    if (res.consumedPoints === PASS_MAX_FAILURES) await this.passes.block(key, PASS_LOCK_S);
    return this.passLockedFor(userId, passNumber);
  }

  /** The pair was accepted: its wrong tries are forgotten. */
  async passSucceeded(userId: number, passNumber: string): Promise<void> {
    await this.passes.delete(`${userId}:${passNumber}`);
  }

  /** 429 `PassNumberLocked` for a pair locked for `ms` more. */
  static passLocked(ms: number): ApiError {
    return tooMany(
      'PassNumberLocked',
      'Too many wrong dates of birth for this pass number. Please try again in 24 hours.',
      ms,
    );
  }

  /**
   * The server clock moved by `deltaMs` (ms; positive = forward): every stored expiry moves the other way, so
   * windows and lockouts end by the server clock although the library counts in real time.
   */
  shift(deltaMs: number): void {
    this.db.prepare(`UPDATE ${TABLE} SET expire = expire - ? WHERE expire IS NOT NULL`).run(deltaMs);
  }
}

/** English text of 400 `CodeSpent` (Dutch in server/lib/messages.ts). */
export const CODE_SPENT_MESSAGE = 'Too many wrong codes. Please request a new code.';

function normalise(email: string): string {
  return email.trim().toLowerCase();
}
