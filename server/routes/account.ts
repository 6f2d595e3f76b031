import { randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import type { operations } from '../../openapi/generated/account';
import { ApiError } from '../lib/api-error';
import { AttemptLimits, CODE_SPENT_MESSAGE } from '../lib/attempt-limits';
import {
  createSession,
  parseBasicAuth,
  parseBearer,
  refreshSession,
  revokeOtherSessions,
  revokeSessions,
} from '../lib/auth';
import type { AppEnv, Services } from '../lib/context';
import { localizeError } from '../lib/messages';
import { hashPassword, passwordProblems, verifyPassword } from '../lib/passwords';
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
import { checkCode, consumeCode, sendCode, type CodeKind } from '../sim/outbox';

/** checktoken / activation messages (SPEC §8: "Validation code expired." is shown as a message). */
const CODE_MESSAGES = {
  expired: 'Validation code expired.',
  invalid: 'Invalid validation code.',
} as const;

const success = () => ok({ Data: { success: true } });

let dummy: string | null = null;
/** A scrypt hash of a random password, checked for unknown emails at login (computed once). */
const dummyHash = (): string => (dummy ??= hashPassword(randomBytes(16).toString('hex')));

/**
 * Handlers of every Account API operation (openapi/account.yaml, SPEC §7 second table), keyed by operationId.
 * Login uses HTTP Basic; passwords are scrypt-hashed; activation and reset codes go to the dev outbox.
 * Every typed secret is under the attempt limits of server/lib/attempt-limits.ts.
 */
export function accountHandlers(s: Services): TypedHandlers<operations, AppEnv> {
  const { db, limits } = s;

  /**
   * Checks a typed code of `kind` for `email` under the attempt limits: 429 when the
   * caller's address is blocked (thrown); otherwise the code's row, or the refusal to answer with — `CodeSpent`
   * once the code had 5 wrong tries (even for the right code), else `TokenExpired` / `InvalidToken`. An unknown
   * address, or a user `eligible` rejects (an active account asked to activate), has no code: every try is
   * wrong and counted alike, so the answers never tell whether the account exists.
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
    const user = getUserByEmail(db, email);
    const check =
      user && eligible(user)
        ? checkCode(db, s.now(), kind, token, user.id)
        : ({ ok: false, reason: 'invalid' } as const);
    if (await limits.codeSpent(kind, email))
      return { ok: false, error: await limits.refused(address, AttemptLimits.codeSpentError()) };
    if (!user || !check.ok) {
      const spent = await limits.codeFailed(kind, email);
      const error = spent
        ? AttemptLimits.codeSpentError()
        : check.ok === false && check.reason === 'expired'
          ? new ApiError(400, 'TokenExpired', CODE_MESSAGES.expired)
          : new ApiError(400, 'InvalidToken', CODE_MESSAGES.invalid);
      return { ok: false, error: await limits.refused(address, error) };
    }
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

  const currentUser = (c: Context<AppEnv>): UserRow => {
    const id = c.get('userId');
    const user = id === null ? undefined : getUserById(db, id);
    if (!user) throw new ApiError(401, 'Unauthorized', 'Sign in first.');
    return user;
  };
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

  return {
    login: async (c) => {
      const address = c.get('clientAddress');
      await limits.assertAddressOpen(address);
      const credentials = parseBasicAuth(c.req.header('authorization'));
      if (!credentials) throw new ApiError(401, 'InvalidCredentials', 'Username or password is incorrect');
      // A locked login is refused before the password is even checked (no scrypt spent on it).
      const lockedMs = await limits.loginLockedFor(credentials.email);
      if (lockedMs > 0) throw await limits.refused(address, AttemptLimits.loginLocked(lockedMs));
      const user = getUserByEmail(db, credentials.email);
      // An unknown email costs the same scrypt as a known one, so response times do not reveal accounts.
      const passwordOk = verifyPassword(credentials.password, user?.password_hash ?? dummyHash());
      if (!user || !passwordOk) {
        await limits.loginFailed(credentials.email);
        throw await limits.refused(
          address,
          new ApiError(401, 'InvalidCredentials', 'Username or password is incorrect'),
        );
      }
      if (user.activated_at === null) {
        throw new ApiError(403, 'UserNotConfirmed', 'This account has not been activated yet.');
      }
      await limits.loginSucceeded(credentials.email);
      return loginBody(user);
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

    registerUser: async (_c, { body }) => {
      if (getUserByEmail(db, body.email)) {
        throw new ApiError(
          409,
          'UserAlreadyExists',
          "This email address is already in use. If you don't remember your password, please select forgot password.",
        );
      }
      if (!body.terms)
        throw new ApiError(400, 'TermsRequired', 'Accept the privacy statement and terms to register.');
      if (!getRegionSettings(db, body.regionId))
        throw new ApiError(400, 'UnknownRegion', `Region ${body.regionId} is not served.`);
      checkPolicy(body.password);
      const now = s.now();
      const info = db
        .prepare(
          `INSERT INTO users (email, password_hash, first_name, surname, phone, language, newsletter, region_id, created_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(
          body.email.trim(),
          hashPassword(body.password),
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
      const tried = await tryCode(c, 'passwordReset', body.email, body.token);
      if (!tried.ok) throw tried.error;
      const { user, codeId } = tried;
      const now = s.now();
      checkPolicy(body.password);
      db.transaction(() => {
        consumeCode(db, codeId, now);
        // Receiving the code proves the address, so an unactivated account becomes active.
        db.prepare(
          'UPDATE users SET password_hash = ?, activated_at = COALESCE(activated_at, ?) WHERE id = ?',
        ).run(hashPassword(body.password), now, user.id);
        revokeSessions(db, user.id, now);
      })();
      await limits.codeRenewed('passwordReset', body.email);
      // Receiving the code proves the owner: a login lockout ends with the new password.
      await limits.loginSucceeded(user.email);
      return success();
    },

    changePassword: async (c, { body }) => {
      const user = currentUser(c);
      requireOwnEmail(user, body.email);
      // The current password is a typed secret too: its wrong tries share the login's limits,
      // so a stolen session cannot guess it without limit.
      const address = c.get('clientAddress');
      await limits.assertAddressOpen(address);
      const lockedMs = await limits.loginLockedFor(user.email);
      if (lockedMs > 0) throw await limits.refused(address, AttemptLimits.loginLocked(lockedMs));
      if (!verifyPassword(body.oldPassword, user.password_hash)) {
        await limits.loginFailed(user.email);
        throw await limits.refused(
          address,
          new ApiError(400, 'InvalidCredentials', 'The current password is incorrect.'),
        );
      }
      checkPolicy(body.password);
      const now = s.now();
      db.transaction(() => {
        db.prepare('UPDATE users SET password_hash = ? WHERE id = ?').run(
          hashPassword(body.password),
          user.id,
        );
        // Every other device signs in again; this one keeps its session.
        revokeOtherSessions(db, user.id, parseBearer(c.req.header('authorization')) ?? '', now);
      })();
      return success();
    },

    requestAccountDeletion: (c, { body }) => {
      const user = currentUser(c);
      requireOwnEmail(user, body.email);
      db.prepare('UPDATE users SET delete_requested_at = COALESCE(delete_requested_at, ?) WHERE id = ?').run(
        s.now(),
        user.id,
      );
      s.log(`[account] deletion requested for user ${user.id}`);
      // The app says the request is pending (also GET /users `deletionRequestedAt`).
      const requestedAt = getUserById(db, user.id)?.delete_requested_at ?? s.now();
      return ok({ Data: { success: true, deletionRequestedAt: iso(requestedAt) } });
    },

    checkToken: async (c, { body }) => {
      if (body.email !== undefined) {
        // The same limits as the reset itself: 5 wrong tries (here or at reset) spend the code.
        const tried = await tryCode(c, 'passwordReset', body.email, body.token);
        if (tried.ok) return ok({ Data: { errorMessage: null } });
        const { code, description } = tried.error;
        return ok({
          Data: {
            errorMessage:
              code === 'CodeSpent' ? localizeError(code, CODE_SPENT_MESSAGE, c.get('language')) : description,
          },
        });
      }
      // Without an e-mail no one code is targeted: only the caller's address counts the wrong tries.
      const address = c.get('clientAddress');
      await limits.assertAddressOpen(address);
      const check = checkCode(db, s.now(), 'passwordReset', body.token);
      if (check.ok) return ok({ Data: { errorMessage: null } });
      await limits.refused(address, new ApiError(400, 'InvalidToken', CODE_MESSAGES.invalid));
      return ok({ Data: { errorMessage: CODE_MESSAGES[check.reason] } });
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
