import { randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import type { operations } from '../../openapi/generated/account';
import { ApiError } from '../lib/api-error';
import {
  createSession,
  parseBasicAuth,
  parseBearer,
  refreshSession,
  revokeOtherSessions,
  revokeSessions,
} from '../lib/auth';
import type { AppEnv, Services } from '../lib/context';
import { hashPassword, passwordProblems, verifyPassword } from '../lib/passwords';
import {
  getPasswordPolicy,
  getRegionSettings,
  getUserByEmail,
  getUserById,
  userProfileToWire,
  type UserRow,
} from '../lib/store';
import { ok, type TypedHandlers } from '../lib/typed-handlers';
import { checkCode, consumeCode, sendCode } from '../sim/outbox';

/** checktoken / activation messages (SPEC §8: "Validation code expired." is shown as a message). */
export const CODE_MESSAGES = {
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
 */
export function accountHandlers(s: Services): TypedHandlers<operations, AppEnv> {
  const { db } = s;

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
    login: (c) => {
      const credentials = parseBasicAuth(c.req.header('authorization'));
      if (!credentials) throw new ApiError(401, 'InvalidCredentials', 'Username or password is incorrect');
      const now = s.now();
      if (s.throttle.isBlocked(credentials.email, now)) {
        throw new ApiError(429, 'TooManyAttempts', 'Too many failed login attempts. Try again in a minute.');
      }
      const user = getUserByEmail(db, credentials.email);
      // An unknown email costs the same scrypt as a known one, so response times do not reveal accounts.
      const passwordOk = verifyPassword(credentials.password, user?.password_hash ?? dummyHash());
      if (!user || !passwordOk) {
        s.throttle.recordFailure(credentials.email, now);
        throw new ApiError(401, 'InvalidCredentials', 'Username or password is incorrect');
      }
      if (user.activated_at === null) {
        throw new ApiError(403, 'UserNotConfirmed', 'This account has not been activated yet.');
      }
      s.throttle.clear(credentials.email);
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

    registerUser: (_c, { body }) => {
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
      return { status: 201, body: { Data: { success: true } } };
    },

    getCurrentUserProfile: (c) => ok({ Data: userProfileToWire(db, currentUser(c)) }),

    activateAccount: (_c, { body }) => {
      const user = getUserByEmail(db, body.email);
      if (!user) throw new ApiError(404, 'UserNotFound', 'No account with this email address.');
      if (user.activated_at !== null) return success();
      const now = s.now();
      const check = checkCode(db, now, 'activation', body.token, user.id);
      if (!check.ok) {
        throw check.reason === 'expired'
          ? new ApiError(400, 'TokenExpired', CODE_MESSAGES.expired)
          : new ApiError(400, 'InvalidToken', CODE_MESSAGES.invalid);
      }
      db.transaction(() => {
        consumeCode(db, check.codeId, now);
        db.prepare('UPDATE users SET activated_at = ? WHERE id = ?').run(now, user.id);
      })();
      return success();
    },

    renewActivationToken: (_c, { body }) => {
      const user = getUserByEmail(db, body.email);
      if (user && user.activated_at === null) sendCode(db, s.now(), s.log, user, 'activation');
      return success();
    },

    sendPasswordResetToken: (_c, { body }) => {
      const user = getUserByEmail(db, body.email);
      if (user) sendCode(db, s.now(), s.log, user, 'passwordReset');
      return success();
    },

    resetPassword: (_c, { body }) => {
      const now = s.now();
      const user = getUserByEmail(db, body.email);
      const check = user
        ? checkCode(db, now, 'passwordReset', body.token, user.id)
        : ({ ok: false, reason: 'invalid' } as const);
      if (!user || !check.ok) {
        throw check.ok === false && check.reason === 'expired'
          ? new ApiError(400, 'TokenExpired', CODE_MESSAGES.expired)
          : new ApiError(400, 'InvalidToken', CODE_MESSAGES.invalid);
      }
      checkPolicy(body.password);
      db.transaction(() => {
        consumeCode(db, check.codeId, now);
        // Receiving the code proves the address, so an unactivated account becomes active.
        db.prepare(
          'UPDATE users SET password_hash = ?, activated_at = COALESCE(activated_at, ?) WHERE id = ?',
        ).run(hashPassword(body.password), now, user.id);
        revokeSessions(db, user.id, now);
      })();
      s.throttle.clear(user.email);
      return success();
    },

    changePassword: (c, { body }) => {
      const user = currentUser(c);
      requireOwnEmail(user, body.email);
      if (!verifyPassword(body.oldPassword, user.password_hash)) {
        throw new ApiError(400, 'InvalidCredentials', 'The current password is incorrect.');
      }
      checkPolicy(body.password);
      const now = s.now();
      db.transaction(() => {
        db.prepare('UPDATE users SET password_hash = ? WHERE id = ?').run(
          hashPassword(body.password),
          user.id,
        );
        // Issue 16 item 8: every other device signs in again; this one keeps its session.
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
      return success();
    },

    checkToken: (_c, { body }) => {
      let userId: number | undefined;
      if (body.email !== undefined) {
        const user = getUserByEmail(db, body.email);
        if (!user) return ok({ Data: { errorMessage: CODE_MESSAGES.invalid } });
        userId = user.id;
      }
      const check = checkCode(db, s.now(), 'passwordReset', body.token, userId);
      return ok({ Data: { errorMessage: check.ok ? null : CODE_MESSAGES[check.reason] } });
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
