import { randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import type { operations } from '../../openapi/generated/account';
import { ApiError } from '../lib/api-error';
import { AttemptLimits, CODE_MAX_FAILURES, loginKey } from '../lib/attempt-limits';
import {
  createSession,
  parseBasicAuth,
  parseBearer,
  refreshSession,
  revokeFamily,
  revokeOtherSessions,
  revokeSessions,
} from '../lib/auth';
import { endLinksOfAccount } from '../lib/carers';
import { deviceCookieHeader, trustedDevice } from '../lib/device-cookie';
import type { AppEnv, Services } from '../lib/context';
import { localizeError } from '../lib/messages';
import { hashQueueFull } from '../lib/hash-queue';
import { checkPassword } from '../lib/password-check';
import { hashPassword, passwordProblems } from '../lib/passwords';
import {
  getPasswordPolicy,
  getRegionSettings,
  getUserByEmail,
  getUserById,
  userProfileToWire,
  type UserRow,
} from '../lib/store';
import { iso } from '../lib/time';
import { ok, type TypedHandlers } from '../lib/typed-handlers';
import { checkCode, consumeCode, sendCode, sendNotice, type CodeKind } from '../sim/outbox';
import { signedInUser } from '../lib/signed-in';

/** checktoken / activation messages (product §8: "Validation code expired." is shown as a message). */
const CODE_MESSAGES = {
  expired: 'Validation code expired.',
  invalid: 'Invalid validation code.',
} as const;

/**
 * checktoken's one answer to every refused code — expired, spent (5 wrong tries), wrong, or an e-mail without an
 * account — so the answer tells a guesser nothing (Dutch in server/lib/messages.ts, code `CodeNotAccepted`).
 */
const CHECK_TOKEN_REFUSED = 'This code is invalid or has expired. Please request a new code.';

const success = () => ok({ Data: { success: true } });

let dummy: Promise<string> | null = null;
/** A scrypt hash of a random password, checked for unknown emails at login (computed once). */
const dummyHash = (): Promise<string> => (dummy ??= hashPassword(randomBytes(16).toString('hex')));

/**
 * Handlers of every Account API operation (openapi/account.yaml, product §7.2 second table), keyed by operationId.
 * Login uses HTTP Basic; passwords are scrypt-hashed; activation and reset codes go to the dev outbox.
 * Every typed secret is under the attempt limits of server/lib/attempt-limits.ts.
 */
export function accountHandlers(s: Services): TypedHandlers<operations, AppEnv> {
  const { db, limits } = s;

  /**
   * Checks a typed code of `kind` for `email` under the attempt limits, counting the try before the check (the
   * client's and the code's counters): 429 when the caller's address is blocked (thrown); otherwise the code's
   * row, or the refusal to answer with — `CodeSpent` once the code had 5 wrong tries (even for the right code),
   * else `TokenExpired` / `InvalidToken`. An unknown address, or a user `eligible` rejects (an active account
   * asked to activate), has no code: every try is wrong and counted alike, so the answers never tell whether the
   * account exists. A right code gives the client's point back; the caller settles the code's own count
   * (`codeRenewed` when the code is used, `codeUnclaimed` when it is only checked).
   */
  const tryCode = async (
    c: Context<AppEnv>,
    kind: CodeKind,
    email: string,
    token: string,
    eligible: (user: UserRow) => boolean = () => true,
  ): Promise<{ ok: true; user: UserRow; codeId: number } | { ok: false; error: ApiError }> => {
    const address = c.get('clientAddress');
    await limits.assertAddressOpen(address);
    const claim = await limits.claimAddress(address);
    const n = await limits.claimCode(kind, email);
    const refuse = async (error: ApiError) => {
      await limits.addressSettled(address, claim, false);
      return { ok: false as const, error };
    };
    // More tries than the code allows are refused unchecked, however many arrive at once.
    if (n > CODE_MAX_FAILURES) return refuse(AttemptLimits.codeSpentError());
    const user = getUserByEmail(db, email);
    const check =
      user && eligible(user)
        ? checkCode(db, s.now(), kind, token, user.id)
        : ({ ok: false, reason: 'invalid' } as const);
    if (!user || !check.ok)
      return refuse(
        n >= CODE_MAX_FAILURES
          ? AttemptLimits.codeSpentError()
          : check.ok === false && check.reason === 'expired'
            ? new ApiError(400, 'TokenExpired', CODE_MESSAGES.expired)
            : new ApiError(400, 'InvalidToken', CODE_MESSAGES.invalid),
      );
    await limits.addressSettled(address, claim, true);
    return { ok: true, user, codeId: check.codeId };
  };

  /**
   * Sends a new code of `kind` to `user` when there is one (and the hourly send limit allows it); for every
   * address alike the wrong tries start again, so a spent state says nothing about the account.
   */
  const renewCode = async (kind: CodeKind, email: string, user: UserRow | undefined) => {
    if (!(await limits.codeSendAllowed(kind, email))) return;
    if (user) sendCode(db, s.now(), s.log, user, kind);
    await limits.codeRenewed(kind, email);
  };

  const currentUser = (c: Context<AppEnv>): UserRow => signedInUser(db, c);
  const requireOwnEmail = (user: UserRow, email: string) => {
    if (user.email.toLowerCase() !== email.trim().toLowerCase()) {
      throw new ApiError(
        403,
        'EmailMismatch',
        'This email address does not belong to the signed-in account.',
      );
    }
  };
  const checkPolicy = (password: string) => {
    const problems = passwordProblems(password, getPasswordPolicy(db));
    if (problems.length > 0) {
      throw new ApiError(400, 'PasswordPolicy', `The password needs ${problems.join(', ')}.`);
    }
  };
  const loginBody = (user: UserRow) => ({
    status: 200 as const,
    body: {
      Data: {
        user: { username: user.email, sessionTokens: createSession(db, user.id, s.now(), s.tokenTtlSeconds) },
      },
    },
  });

  /**
   * Checks the signed-in `user`'s current `password` (password change, deletion request): a typed secret too, so
   * its wrong tries share the login's limits (device key or the e-mail's unknown clients, and the client), and a
   * stolen session cannot guess it without limit. @throws 429 when locked or the hashing line is full; 400
   * `InvalidCredentials` when wrong (counted). @returns whether the request came from the owner's browser.
   */
  const currentPasswordChecked = async (c: Context<AppEnv>, user: UserRow, password: string) => {
    const address = c.get('clientAddress');
    await limits.assertAddressOpen(address);
    const device = await trustedDevice(c, db, user.email, s.now());
    const key = loginKey(user.email, device);
    const lockedMs = await limits.loginLockedFor(key);
    if (lockedMs > 0) throw await limits.refused(address, AttemptLimits.loginLocked(lockedMs));
    const check = await checkPassword(
      s,
      c,
      { account: user.email, owner: device !== null, key },
      password,
      user.password_hash,
    );
    if (!check.ok) {
      await check.failed();
      throw new ApiError(400, 'InvalidCredentials', 'The current password is incorrect.');
    }
    await check.succeeded(false);
    return { owner: device !== null };
  };

  return {
    login: async (c) => {
      const address = c.get('clientAddress');
      const credentials = parseBasicAuth(c.req.header('authorization'));
      const now = s.now();
      // OWASP device cookies: a browser that logged in as this traveller before counts its failures on its own
      // (and hashes in the owner lane); every other client shares the e-mail's count, so a stranger's failures
      // never lock the owner's browser.
      const device = credentials ? await trustedDevice(c, db, credentials.email, now) : null;
      // A full hashing line answers first, before any counter is read: a burst's refusals cost next to nothing.
      if (
        credentials &&
        !s.hashes.wouldAdmit({ client: address, account: credentials.email, owner: !!device })
      )
        throw hashQueueFull();
      await limits.assertAddressOpen(address);
      if (!credentials) throw new ApiError(401, 'InvalidCredentials', 'Username or password is incorrect');
      const key = loginKey(credentials.email, device);
      // A locked login is refused before the password is even checked (no scrypt spent on it).
      const lockedMs = await limits.loginLockedFor(key);
      if (lockedMs > 0) throw await limits.refused(address, AttemptLimits.loginLocked(lockedMs));
      // Successful logins are limited too (per account and per client, completed ones only): a loop of right
      // passwords is refused before hashing, so it cannot keep the CPU busy.
      await limits.assertLoginsOpen(credentials.email, address);
      const user = getUserByEmail(db, credentials.email);
      // An unknown email costs the same scrypt as a known one, so response times do not reveal accounts.
      const stored = user?.password_hash ?? (await dummyHash());
      const check = await checkPassword(
        s,
        c,
        { account: credentials.email, owner: device !== null, key },
        credentials.password,
        stored,
      );
      if (!user || !check.ok || user.activated_at === null) {
        await check.failed();
        // No oracle: the right password of an account that is not activated yet answers like a wrong one; its
        // address gets a fresh activation code instead (within the hourly send limit), which only its owner reads.
        if (user && check.ok && user.activated_at === null) await renewCode('activation', user.email, user);
        throw new ApiError(401, 'InvalidCredentials', 'Username or password is incorrect');
      }
      await check.succeeded(true);
      await limits.loginCompleted(credentials.email, address);
      const answer = loginBody(user);
      return {
        ...answer,
        headers: { 'Set-Cookie': await deviceCookieHeader(db, user.email, s.production, device, now) },
      };
    },

    logout: (_c, { body }) => {
      // Unknown, foreign and already revoked tokens answer the same: the call tells nothing about tokens.
      if (revokeFamily(db, body.refreshToken, body.username, s.now()))
        s.log('[auth] logout: the session family of a refresh token revoked');
      return success();
    },

    refreshUser: (_c, { body }) => {
      const outcome = refreshSession(db, body.refreshToken, body.username, s.now(), s.tokenTtlSeconds);
      if (!outcome.ok) {
        if (outcome.reason === 'reused') {
          s.log(`[auth] reused refresh token of user ${outcome.userId}: every session of its login revoked`);
        }
        throw new ApiError(401, 'InvalidRefreshToken', 'The session has expired. Please sign in again.');
      }
      const tokens = outcome.tokens;
      return ok({
        Data: {
          user: {
            username: getUserByEmail(db, body.username)?.email ?? body.username,
            sessionTokens: tokens,
          },
        },
      });
    },

    getPasswordPolicy: () => ok({ Data: getPasswordPolicy(db) }),

    registerUser: async (c, { body }) => {
      if (!body.terms)
        throw new ApiError(400, 'TermsRequired', 'Accept the privacy statement and terms to register.');
      if (!getRegionSettings(db, body.regionId))
        throw new ApiError(400, 'UnknownRegion', `Region ${body.regionId} is not served.`);
      checkPolicy(body.password);
      // Every registration sends a mail: a client may send only a few an hour (429 TooManyRegistrations).
      await limits.registrationAllowed(c.get('clientAddress'));
      const now = s.now();
      // Hashed for an existing account too (and thrown away), so both answers take the same time.
      const passwordHash = await s.hashes.hash({ client: c.get('clientAddress'), account: body.email }, () =>
        hashPassword(body.password),
      );
      const existing = getUserByEmail(db, body.email);
      if (existing) {
        // No account oracle: the same 201 as a new registration; the owner learns of it by mail instead.
        if (await limits.noticeSendAllowed(existing.email))
          sendNotice(db, now, s.log, existing.email, 'registrationAttempt');
        return { status: 201, body: { Data: { success: true } } };
      }
      const info = db
        .prepare(
          `INSERT INTO users (email, password_hash, first_name, surname, phone, language, newsletter, region_id, created_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(
          body.email.trim(),
          passwordHash,
          body.firstName.trim(),
          body.surname.trim(),
          body.phone.trim(),
          body.language,
          body.newsletter ? 1 : 0,
          body.regionId,
          now,
        );
      sendCode(db, now, s.log, { id: Number(info.lastInsertRowid), email: body.email.trim() }, 'activation');
      await limits.codeRenewed('activation', body.email);
      return { status: 201, body: { Data: { success: true } } };
    },

    getCurrentUserProfile: (c) => ok({ Data: userProfileToWire(db, currentUser(c)) }),

    activateAccount: async (c, { body }) => {
      // An unknown address and an account that is already active have no activation code, so
      // they answer exactly like a wrong code (400 InvalidToken, then CodeSpent): nothing tells them apart.
      const tried = await tryCode(c, 'activation', body.email, body.token, (u) => u.activated_at === null);
      if (!tried.ok) throw tried.error;
      const { user, codeId } = tried;
      const now = s.now();
      db.transaction(() => {
        consumeCode(db, codeId, now);
        db.prepare('UPDATE users SET activated_at = ? WHERE id = ?').run(now, user.id);
      })();
      await limits.codeRenewed('activation', body.email);
      return success();
    },

    renewActivationToken: async (_c, { body }) => {
      const user = getUserByEmail(db, body.email);
      await renewCode('activation', body.email, user?.activated_at === null ? user : undefined);
      return success();
    },

    sendPasswordResetToken: async (_c, { body }) => {
      await renewCode('passwordReset', body.email, getUserByEmail(db, body.email));
      return success();
    },

    resetPassword: async (c, { body }) => {
      // The policy first: a weak new password must not use up one of the code's tries.
      checkPolicy(body.password);
      const tried = await tryCode(c, 'passwordReset', body.email, body.token);
      if (!tried.ok) throw tried.error;
      const { user, codeId } = tried;
      const passwordHash = await s.hashes.hash({ client: c.get('clientAddress'), account: user.email }, () =>
        hashPassword(body.password),
      );
      const now = s.now();
      db.transaction(() => {
        consumeCode(db, codeId, now);
        // Receiving the code proves the address, so an unactivated account becomes active.
        db.prepare(
          'UPDATE users SET password_hash = ?, activated_at = COALESCE(activated_at, ?) WHERE id = ?',
        ).run(passwordHash, now, user.id);
        revokeSessions(db, user.id, now);
      })();
      await limits.codeRenewed('passwordReset', body.email);
      // Receiving the code proves the owner: the unknown clients' login lockout ends with the new password.
      await limits.loginSucceeded(loginKey(user.email, null));
      return success();
    },

    changePassword: async (c, { body }) => {
      const user = currentUser(c);
      requireOwnEmail(user, body.email);
      const { owner } = await currentPasswordChecked(c, user, body.oldPassword);
      checkPolicy(body.password);
      const passwordHash = await s.hashes.hash(
        { client: c.get('clientAddress'), account: user.email, owner },
        () => hashPassword(body.password),
      );
      const now = s.now();
      db.transaction(() => {
        db.prepare('UPDATE users SET password_hash = ? WHERE id = ?').run(passwordHash, user.id);
        // Every other device signs in again; this one keeps its session.
        revokeOtherSessions(db, user.id, parseBearer(c.req.header('authorization')) ?? '', now);
      })();
      return success();
    },

    requestAccountDeletion: async (c, { body }) => {
      const user = currentUser(c);
      requireOwnEmail(user, body.email);
      // An access token alone is not enough: the current password proves the traveller.
      await currentPasswordChecked(c, user, body.password);
      // Asking for deletion ends the account's carer links at once, both ways (product §10.12).
      db.transaction(() => {
        db.prepare(
          'UPDATE users SET delete_requested_at = COALESCE(delete_requested_at, ?) WHERE id = ?',
        ).run(s.now(), user.id);
        endLinksOfAccount(db, user, s.now());
      })();
      s.log(`[account] deletion requested for user ${user.id}`);
      // The app says the request is pending (also GET /users `deletionRequestedAt`).
      const requestedAt = getUserById(db, user.id)?.delete_requested_at ?? s.now();
      return ok({ Data: { success: true, deletionRequestedAt: iso(requestedAt) } });
    },

    checkToken: async (c, { body }) => {
      // The same limits as the reset itself: 5 wrong tries (here or at reset) spend the code. Every refusal —
      // expired, spent, wrong, or an e-mail without an account — gets the one text.
      const tried = await tryCode(c, 'passwordReset', body.email, body.token);
      if (tried.ok) {
        // Only checked, not used: the code's try is given back.
        await limits.codeUnclaimed('passwordReset', body.email);
        return ok({ Data: { errorMessage: null } });
      }
      return ok({
        Data: { errorMessage: localizeError('CodeNotAccepted', CHECK_TOKEN_REFUSED, c.get('language')) },
      });
    },

    changeLanguage: (c, { body }) => {
      const user = currentUser(c);
      db.prepare('UPDATE users SET language = ? WHERE id = ?').run(body.language, user.id);
      return success();
    },

    getReleaseNotes: (c) => {
      const user = currentUser(c);
      const english = c.get('language') === 'en-US';
      const notes = db
        .prepare<[number], { id: number; version: string; body_nl: string; body_en: string }>(
          `SELECT id, version, body_nl, body_en FROM release_notes
           WHERE id NOT IN (SELECT note_id FROM release_note_views WHERE user_id = ?) ORDER BY published_at DESC, id DESC`,
        )
        .all(user.id);
      return ok({
        Data: notes.map((n) => ({ id: n.id, version: n.version, body: english ? n.body_en : n.body_nl })),
      });
    },

    markReleaseNotesViewed: (c, { body }) => {
      const user = currentUser(c);
      const ids = [...new Set(body.ids)];
      const known = new Set(
        db
          .prepare<[], { id: number }>('SELECT id FROM release_notes')
          .all()
          .map((r) => r.id),
      );
      const unknown = ids.filter((id) => !known.has(id));
      if (unknown.length > 0)
        throw new ApiError(404, 'ReleaseNoteNotFound', `Unknown release note id(s): ${unknown.join(', ')}.`);
      const insert = db.prepare(
        'INSERT OR IGNORE INTO release_note_views (user_id, note_id, viewed_at) VALUES (?, ?, ?)',
      );
      const now = s.now();
      db.transaction(() => ids.forEach((id) => insert.run(user.id, id, now)))();
      return success();
    },
  };
}
