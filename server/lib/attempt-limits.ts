import type { RateLimiterRes, RateLimiterSQLite } from 'rate-limiter-flexible';
import type { Db } from '../db';
import { CODE_TTL_MINUTES, type CodeKind } from '../sim/outbox';
import { ApiError } from './api-error';
import { LIMITS_TABLE, sqliteLimiter, tooMany } from './sqlite-limiter';

/*
 * Attempt limits on every secret a person types: passwords, activation and reset codes, and
 * pass number + date of birth; and on the tokens of share links, per client address only. The
 * counters are rate-limiter-flexible's RateLimiterSQLite rows in the server's own database (table `rate_limits`,
 * server/db.ts), so they survive a restart and `POST /dev/reset` clears them.
 * Refusals are counted; successes only where they cost the server something: successful logins (per account and
 * per client, generous numbers, counted once completed) and registrations (per client: each sends a mail). A client
 * is an IPv4 address or an IPv6 /64 (server/lib/client-address.ts).
 *
 * Count before you verify: every try at a password, code or pass-number date of birth takes its point from each of
 * its counters (the client's, and the account's, code's or pass's) BEFORE the check, and the try that finds a
 * counter already full is refused without checking; a try that then succeeds gives its points back. However many
 * requests arrive at once, at most the documented number of secrets is checked per window, per account and per
 * client (the `claim…` methods below).
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
 * Refused tries per pass number, from any account together (a second account gets no fresh tries). The try that
 * reaches it locks that pass number for {@link PASS_LOCK_S}: every try for it, from any account, answers 429
 * `PassNumberLocked`, even with the right date.
 */
export const PASS_MAX_FAILURES = 5;
/** Window of the per-pass count and length of the lock, seconds (24 h). */
export const PASS_LOCK_S = 24 * HOUR_S;

/**
 * Failed logins per login key ({@link loginKey}: the e-mail's unknown clients, or one trusted device) within
 * {@link LOGIN_WINDOW_S}; the failure that reaches it locks logins under that key for {@link loginLockoutSeconds}
 * (429 `TooManyAttempts`, even with the right password). A successful login clears its key's count and lockout
 * history; a password reset clears the e-mail's unknown-client key.
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
 * Successful logins per account (e-mail, case-insensitive) within {@link LOGIN_SUCCESS_WINDOW_S}: further logins of
 * that account, right password or not, answer 429 `TooManyLogins` with `Retry-After` before any password hashing
 * (a loop of correct logins cannot keep the server's CPU busy). Env `LOGIN_SUCCESS_ACCOUNT_MAX` overrides it.
 * 30 in 15 minutes is far above a traveller's tabs and devices.
 */
export const LOGIN_SUCCESS_ACCOUNT_MAX = envCount('LOGIN_SUCCESS_ACCOUNT_MAX', 30);
/**
 * Successful logins per client (IPv4 address or IPv6 /64) within {@link LOGIN_SUCCESS_WINDOW_S}, generous for a
 * household or an office behind one address; then 429 `TooManyLogins` as above. Env `LOGIN_SUCCESS_CLIENT_MAX`.
 */
const LOGIN_SUCCESS_CLIENT_MAX = envCount('LOGIN_SUCCESS_CLIENT_MAX', 600);
/** Window of both successful-login counts, seconds (15 min from the first success). */
const LOGIN_SUCCESS_WINDOW_S = 15 * MINUTE_S;

/**
 * Registrations per client (IPv4 address or IPv6 /64) within {@link REGISTRATION_WINDOW_S}: each sends a mail (an
 * activation code, or a notice to an existing account's owner), so a client cannot mail strangers in bulk. The
 * next one answers 429 `TooManyRegistrations` with `Retry-After`. Env `REGISTRATION_CLIENT_MAX` overrides it.
 */
export const REGISTRATION_CLIENT_MAX = envCount('REGISTRATION_CLIENT_MAX', 10);
/** Window of the registration count, seconds (1 h from the first registration). */
const REGISTRATION_WINDOW_S = HOUR_S;

/**
 * The key failed logins of `email` are counted under (OWASP device cookies, server/lib/device-cookie.ts): the
 * trusted device's own key when the request carries a valid device cookie for that e-mail, else the e-mail's
 * shared key of all unknown clients. A stranger's failures thus lock only the unknown clients.
 */
export function loginKey(email: string, device: string | null): string {
  return device ? `device:${device}` : normalise(email);
}

/**
 * Length of the `n`-th login lockout (n ≥ 1) within {@link LOGIN_LOCKOUT_MEMORY_S}, seconds:
 * 60, 120, 240, 480, then 900 (15 min) for every further one.
 */
export function loginLockoutSeconds(n: number): number {
  return Math.min(LOGIN_LOCKOUT_BASE_S * 2 ** Math.max(0, n - 1), LOGIN_LOCKOUT_MAX_S);
}

/** The limiters of the reference server and the refusals they decide (one instance per app, over its database). */
export class AttemptLimits {
  private readonly address: RateLimiterSQLite;
  private readonly codes: RateLimiterSQLite;
  private readonly sends: RateLimiterSQLite;
  private readonly passes: RateLimiterSQLite;
  private readonly logins: RateLimiterSQLite;
  private readonly lockouts: RateLimiterSQLite;
  private readonly accountLogins: RateLimiterSQLite;
  private readonly clientLogins: RateLimiterSQLite;
  private readonly registrations: RateLimiterSQLite;

  constructor(private readonly db: Db) {
    const limiter = (keyPrefix: string, points: number, duration: number) =>
      sqliteLimiter(db, keyPrefix, points, duration);
    this.address = limiter('address', ADDRESS_MAX_FAILURES, ADDRESS_WINDOW_S);
    this.codes = limiter('code', CODE_MAX_FAILURES, CODE_WINDOW_S);
    this.sends = limiter('sends', CODE_MAX_SENDS, CODE_SENDS_WINDOW_S);
    this.passes = limiter('pass', PASS_MAX_FAILURES, PASS_LOCK_S);
    this.logins = limiter('login', LOGIN_MAX_FAILURES, LOGIN_WINDOW_S);
    this.lockouts = limiter('lockouts', Number.MAX_SAFE_INTEGER, LOGIN_LOCKOUT_MEMORY_S);
    this.accountLogins = limiter('login-ok', LOGIN_SUCCESS_ACCOUNT_MAX, LOGIN_SUCCESS_WINDOW_S);
    this.clientLogins = limiter('login-ok-client', LOGIN_SUCCESS_CLIENT_MAX, LOGIN_SUCCESS_WINDOW_S);
    this.registrations = limiter('register', REGISTRATION_CLIENT_MAX, REGISTRATION_WINDOW_S);
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

  /**
   * Claims one try at a secret for `address` before the check: 429 `TooManyRequests` (with `Retry-After`) when
   * the client already has {@link ADDRESS_MAX_FAILURES} refusals or tries in flight. @returns the claim's number
   * in the window, for {@link addressSettled}.
   */
  async claimAddress(address: string): Promise<number> {
    const res = await this.address.penalty(address);
    if (res.consumedPoints > ADDRESS_MAX_FAILURES)
      throw tooMany(
        'TooManyRequests',
        'Too many failed attempts from your network. Please try again later.',
        Math.max(1, res.msBeforeNext),
      );
    return res.consumedPoints;
  }

  /**
   * Settles a {@link claimAddress} claim numbered `n`: a success gives its point back; a refusal keeps it, and the
   * one that reached {@link ADDRESS_MAX_FAILURES} blocks the client for {@link ADDRESS_BLOCK_S}.
   */
  async addressSettled(address: string, n: number, ok: boolean): Promise<void> {
    if (ok) await this.address.reward(address);
    else if (n >= ADDRESS_MAX_FAILURES) await this.address.block(address, ADDRESS_BLOCK_S);
  }

  /** Gives a claim back without a verdict (nothing was checked: e.g. the hashing line was full). */
  async addressUnclaimed(address: string): Promise<void> {
    await this.address.reward(address);
  }

  /** ms logins under `key` ({@link loginKey}) stay locked (0 = open). */
  loginLockedFor(key: string): Promise<number> {
    return AttemptLimits.lockedFor(this.logins, key, LOGIN_MAX_FAILURES);
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
   * Claims one password try under `key` ({@link loginKey}) before the hash: 429 `TooManyAttempts` when
   * {@link LOGIN_MAX_FAILURES} tries are already failed or in flight. @returns the claim's number, for
   * {@link loginFailed}.
   */
  async claimLogin(key: string): Promise<number> {
    const res = await this.logins.penalty(key);
    if (res.consumedPoints > LOGIN_MAX_FAILURES)
      throw AttemptLimits.loginLocked(Math.max(1, res.msBeforeNext));
    return res.consumedPoints;
  }

  /** Gives a {@link claimLogin} claim back without a verdict (nothing was checked). */
  async loginUnclaimed(key: string): Promise<void> {
    await this.logins.reward(key);
  }

  /**
   * A claimed try numbered `n` under `key` failed: it stays counted, and the one that reached
   * {@link LOGIN_MAX_FAILURES} starts the next lockout of the {@link loginLockoutSeconds} schedule.
   * @returns that lockout in seconds, or 0.
   */
  async loginFailed(key: string, n: number): Promise<number> {
    if (n !== LOGIN_MAX_FAILURES) return 0;
    const nth = (await this.lockouts.penalty(key)).consumedPoints;
    const seconds = loginLockoutSeconds(nth);
    await this.logins.block(key, seconds);
    return seconds;
  }

  /** Forgets the failures and lockouts under `key` ({@link loginKey}; after a successful login or a reset). */
  async loginSucceeded(key: string): Promise<void> {
    await this.logins.delete(key);
    await this.lockouts.delete(key);
  }

  /**
   * Refuses a login before any hashing when the account had {@link LOGIN_SUCCESS_ACCOUNT_MAX} or the client
   * {@link LOGIN_SUCCESS_CLIENT_MAX} completed successful logins in the window: 429 `TooManyLogins` (with
   * `Retry-After`). Reads only: a loop of refused logins writes nothing.
   */
  async assertLoginsOpen(email: string, client: string): Promise<void> {
    const lockedMs = Math.max(
      await AttemptLimits.lockedFor(this.accountLogins, normalise(email), LOGIN_SUCCESS_ACCOUNT_MAX),
      await AttemptLimits.lockedFor(this.clientLogins, client, LOGIN_SUCCESS_CLIENT_MAX),
    );
    if (lockedMs > 0) throw AttemptLimits.tooManyLogins(lockedMs);
  }

  /**
   * Counts a completed successful login of `email` from `client` (only successes count: a wrong password waiting
   * for its hash uses up nothing). @throws 429 `TooManyLogins` when it would exceed a cap (parallel logins that
   * passed {@link assertLoginsOpen} together): then it is not counted and the caller issues no tokens.
   */
  async loginCompleted(email: string, client: string): Promise<void> {
    const account = await this.accountLogins.penalty(normalise(email));
    const byClient = await this.clientLogins.penalty(client);
    const over = Math.max(
      account.consumedPoints > LOGIN_SUCCESS_ACCOUNT_MAX ? account.msBeforeNext : 0,
      byClient.consumedPoints > LOGIN_SUCCESS_CLIENT_MAX ? byClient.msBeforeNext : 0,
    );
    if (over > 0) {
      await this.accountLogins.reward(normalise(email));
      await this.clientLogins.reward(client);
      throw AttemptLimits.tooManyLogins(over);
    }
  }

  /** 429 `TooManyLogins` for logins refused for `ms` more. */
  private static tooManyLogins(ms: number): ApiError {
    return tooMany(
      'TooManyLogins',
      'Too many logins in a short time. Please try again in a few minutes.',
      ms,
    );
  }

  /**
   * Counts a registration from `client`. @throws 429 `TooManyRegistrations` (with `Retry-After`) once the client
   * had {@link REGISTRATION_CLIENT_MAX} within the window; a refused one is not counted.
   */
  async registrationAllowed(client: string): Promise<void> {
    const ms = await AttemptLimits.lockedFor(this.registrations, client, REGISTRATION_CLIENT_MAX);
    if (ms > 0)
      throw tooMany(
        'TooManyRegistrations',
        'Too many registrations from your network. Please try again later.',
        ms,
      );
    await this.registrations.penalty(client);
  }

  /**
   * Counts a notice mail to `email` (someone tried to register it): false once {@link CODE_MAX_SENDS} were sent
   * within {@link CODE_SENDS_WINDOW_S}; send nothing then (the answer stays the same).
   */
  async noticeSendAllowed(email: string): Promise<boolean> {
    const res = await this.sends.penalty(`registrationAttempt:${normalise(email)}`);
    return res.consumedPoints <= CODE_MAX_SENDS;
  }

  /**
   * Claims one try at the code of `kind` for `email` before the check. @returns the claim's number: above
   * {@link CODE_MAX_FAILURES} the code is spent (refuse with {@link codeSpentError} without checking); a wrong
   * code at exactly {@link CODE_MAX_FAILURES} spends it.
   */
  async claimCode(kind: CodeKind, email: string): Promise<number> {
    return (await this.codes.penalty(`${kind}:${normalise(email)}`)).consumedPoints;
  }

  /** A claimed code try succeeded without using the code up (checktoken): its point is given back. */
  async codeUnclaimed(kind: CodeKind, email: string): Promise<void> {
    await this.codes.reward(`${kind}:${normalise(email)}`);
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

  /** ms the pass number stays locked for every account (0 = open). */
  passLockedFor(passNumber: string): Promise<number> {
    return AttemptLimits.lockedFor(this.passes, passNumber, PASS_MAX_FAILURES);
  }

  /**
   * Claims one date-of-birth try for `passNumber` (from any account) before the check: 429 `PassNumberLocked`
   * when {@link PASS_MAX_FAILURES} tries are already refused or in flight. @returns the claim's number, for
   * {@link passFailed}.
   */
  async claimPass(passNumber: string): Promise<number> {
    const res = await this.passes.penalty(passNumber);
    if (res.consumedPoints > PASS_MAX_FAILURES) throw AttemptLimits.passLocked(Math.max(1, res.msBeforeNext));
    return res.consumedPoints;
  }

  /**
   * A claimed try numbered `n` for `passNumber` was refused: the one that reached {@link PASS_MAX_FAILURES} locks
   * the pass for {@link PASS_LOCK_S}. @returns the ms the pass number is now locked, or 0.
   */
  async passFailed(passNumber: string, n: number): Promise<number> {
    if (n < PASS_MAX_FAILURES) return 0;
    await this.passes.block(passNumber, PASS_LOCK_S);
    return this.passLockedFor(passNumber);
  }

  /** The pass number was accepted (its right date of birth): its wrong tries are forgotten. */
  async passSucceeded(passNumber: string): Promise<void> {
    await this.passes.delete(passNumber);
  }

  /** 429 `PassNumberLocked` for a pass number locked for `ms` more. */
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
    this.db.prepare(`UPDATE ${LIMITS_TABLE} SET expire = expire - ? WHERE expire IS NOT NULL`).run(deltaMs);
  }
}

/** English text of 400 `CodeSpent` (Dutch in server/lib/messages.ts). */
const CODE_SPENT_MESSAGE = 'Too many wrong codes. Please request a new code.';

function normalise(email: string): string {
  return email.trim().toLowerCase();
}
