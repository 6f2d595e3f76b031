import { createHash, randomBytes } from 'node:crypto';
import type { components as A } from '../../openapi/generated/account';
import type { Db } from '../db';
import { DAY_MS } from './time';

/** Default access-token lifetime in seconds (15 minutes). */
export const DEFAULT_TOKEN_TTL_SECONDS = 15 * 60;
/** Refresh-token lifetime. */
const REFRESH_TTL_MS = 30 * DAY_MS;

/**
 * `sessionTokens` of the login and refresh responses (openapi/account.yaml). Here both tokens are 32 random
 * bytes, base64url; the refresh token is single use; `expiresIn` is the access-token lifetime in seconds.
 */
export type SessionTokens = A['schemas']['SessionTokens'];

function digest(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * Starts a session: new access and refresh tokens (32 random bytes each). Only their SHA-256 digests are stored.
 * @param now epoch ms; @param ttlSeconds access-token lifetime.
 * @param family the login this session descends from (a refresh keeps it); default: a new family (a login).
 */
export function createSession(
  db: Db,
  userId: number,
  now: number,
  ttlSeconds: number,
  family: string = newToken(),
): SessionTokens {
  const accessToken = newToken();
  const refreshToken = newToken();
  db.prepare(
    `INSERT INTO sessions (user_id, access_hash, access_expires_at, refresh_hash, refresh_expires_at, created_at, family)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    userId,
    digest(accessToken),
    now + ttlSeconds * 1000,
    digest(refreshToken),
    now + REFRESH_TTL_MS,
    now,
    family,
  );
  return { accessToken, refreshToken, expiresIn: ttlSeconds };
}

/** The user id of a valid (known, unexpired, not revoked) access token, else null. */
export function authenticate(db: Db, accessToken: string, now: number): number | null {
  const row = db
    .prepare<[string], { user_id: number; access_expires_at: number; revoked_at: number | null }>(
      'SELECT user_id, access_expires_at, revoked_at FROM sessions WHERE access_hash = ?',
    )
    .get(digest(accessToken));
  if (!row || row.revoked_at !== null || row.access_expires_at <= now) return null;
  return row.user_id;
}

/** Outcome of {@link refreshSession}: new tokens, or why not (`reused`: the whole family was revoked). */
export type RefreshOutcome =
  | { ok: true; tokens: SessionTokens }
  | { ok: false; reason: 'unknown' | 'expired' | 'revoked' | 'wrongUser' | 'reused'; userId?: number };

/**
 * Rotates a refresh token: when it is known, unused, unexpired, not revoked and belongs to `username` (email,
 * case-insensitive), it is marked used and a new session of the same family is returned. The old access token
 * stays valid until it expires (requests in flight keep working). A refresh token presented a second time means
 * it leaked (or a response was lost): every session of its family — including the one its first use created —
 * is revoked, so the holder of the stolen copy and the victim both have to log in again (OAuth 2.0 Security
 * BCP, refresh token rotation with reuse detection).
 */
export function refreshSession(
  db: Db,
  refreshToken: string,
  username: string,
  now: number,
  ttlSeconds: number,
): RefreshOutcome {
  return db
    .transaction((): RefreshOutcome => {
      const row = db
        .prepare<
          [string],
          {
            id: number;
            user_id: number;
            refresh_expires_at: number;
            refresh_used_at: number | null;
            revoked_at: number | null;
            family: string | null;
            email: string;
          }
        >(
          `SELECT s.id, s.user_id, s.refresh_expires_at, s.refresh_used_at, s.revoked_at, s.family, u.email
           FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.refresh_hash = ?`,
        )
        .get(digest(refreshToken));
      if (!row) return { ok: false, reason: 'unknown' };
      const family = row.family ?? `session-${row.id}`;
      if (row.refresh_used_at !== null) {
        db.prepare('UPDATE sessions SET revoked_at = ? WHERE family = ? AND revoked_at IS NULL').run(
          now,
          family,
        );
        return { ok: false, reason: 'reused', userId: row.user_id };
      }
      if (row.revoked_at !== null) return { ok: false, reason: 'revoked' };
      if (row.refresh_expires_at <= now) return { ok: false, reason: 'expired' };
      if (row.email.toLowerCase() !== username.trim().toLowerCase())
        return { ok: false, reason: 'wrongUser' };
      db.prepare('UPDATE sessions SET refresh_used_at = ? WHERE id = ?').run(now, row.id);
      return { ok: true, tokens: createSession(db, row.user_id, now, ttlSeconds, family) };
    })
    .immediate();
}

/**
 * Logout on the server: revokes every session of the refresh-token family `refreshToken` belongs to (the login it
 * descends from: the current tokens and every earlier one), when the token is known and belongs to `username`
 * (e-mail, case-insensitive); a used, expired or already revoked token of the family counts too. Afterwards the
 * family's refresh and access tokens answer 401. @returns whether a family was revoked (unknown tokens: false).
 */
export function revokeFamily(db: Db, refreshToken: string, username: string, now: number): boolean {
  const row = db
    .prepare<[string], { id: number; family: string | null; email: string }>(
      `SELECT s.id, s.family, u.email FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.refresh_hash = ?`,
    )
    .get(digest(refreshToken));
  if (!row || row.email.toLowerCase() !== username.trim().toLowerCase()) return false;
  db.prepare(
    `UPDATE sessions SET revoked_at = ? WHERE COALESCE(family, 'session-' || id) = ? AND revoked_at IS NULL`,
  ).run(now, row.family ?? `session-${row.id}`);
  return true;
}

/** Revokes every session of a user (after a password reset: whoever holds a session must log in again). */
export function revokeSessions(db: Db, userId: number, now: number): void {
  db.prepare('UPDATE sessions SET revoked_at = ? WHERE user_id = ? AND revoked_at IS NULL').run(now, userId);
}

/**
 * Revokes every session of a user except the refresh-token family of `accessToken` (after a
 * password change, other devices — possibly an attacker's — must log in again with the new password, while the
 * device that changed it stays signed in, refreshes included).
 */
export function revokeOtherSessions(db: Db, userId: number, accessToken: string, now: number): void {
  const own = db
    .prepare<[string], { id: number; family: string | null }>(
      'SELECT id, family FROM sessions WHERE access_hash = ?',
    )
    .get(digest(accessToken));
  const family = own ? (own.family ?? `session-${own.id}`) : null;
  db.prepare(
    `UPDATE sessions SET revoked_at = ?
     WHERE user_id = ? AND revoked_at IS NULL AND COALESCE(family, 'session-' || id) IS NOT ?`,
  ).run(now, userId, family);
}

/** Parses `Authorization: Basic base64(email:password)`; null when absent or malformed. */
export function parseBasicAuth(header: string | undefined): { email: string; password: string } | null {
  const m = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header ?? '');
  if (!m?.[1]) return null;
  const decoded = Buffer.from(m[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon <= 0) return null;
  return { email: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

/** The token of `Authorization: Bearer <token>`, or null. */
export function parseBearer(header: string | undefined): string | null {
  const m = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return m?.[1] ?? null;
}
