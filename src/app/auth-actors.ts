/**
 * Actors of machines/auth.machine.ts and machines/user-data.machine.ts, and the stored-session helpers (CONVENTIONS: machines declare, src/app
 * provides). The only actor module on the login path: it imports no validation library and no Temporal, so
 * the initial bundle stays small. Each actor calls product §7 operations through the typed openapi-fetch
 * clients and resolves with wire data or rejects with the §8 {@link ApiError}.
 */
import { fromPromise } from 'xstate';
import type { ApiClients } from '../api/clients';
import { ApiError, unwrap } from '../api/errors';
import type {
  LoginInput,
  LoginOutput,
  RefreshSessionInput,
  RenewedSession,
  RevokeSessionInput,
  StoredSession,
} from '../../machines/auth.machine';
import type { RefreshLock } from './session-lock';
import { isSameAccount, readStoredSession, writeStoredSession } from '../lib/stored-session';
import { readTabActingFor, writeTabActingFor } from '../lib/acting-for-storage';

export { SESSION_STORAGE_KEY } from '../lib/stored-session';

/**
 * What a refresh rejects with when, inside the lock, storage shows that this tab's session ended elsewhere: the
 * traveller logged out (or another account logged in) in another tab. A 401, so the machine signs out.
 */
const SESSION_ENDED_ELSEWHERE = new ApiError({
  message: '',
  messageKey: 'error.unexpected',
  label: 'unauthorized',
  severity: 'warning',
  status: 401,
  code: 'SessionEnded',
});

/**
 * Where the device remembers each account's last selected pass number (localStorage key; JSON object email →
 * pass number). Kept when a session expires, so the next login fetches the budget in its first batch;
 * removed on logout (logout clears the pass number), see {@link forgetRememberedPassNumbers}.
 */
export const PASS_NUMBER_STORAGE_KEY = 'regiotaxi.passNumbers';

function readRememberedPassNumbers(storage: Storage | undefined): Record<string, string> {
  try {
    const value: unknown = JSON.parse(storage?.getItem(PASS_NUMBER_STORAGE_KEY) ?? '{}');
    return value && typeof value === 'object' ? (value as Record<string, string>) : {};
  } catch {
    return {};
  }
}

/** The pass number last selected on this device for `email` (case-insensitive), or null. */
function readRememberedPassNumber(storage: Storage | undefined, email: string): string | null {
  const value = readRememberedPassNumbers(storage)[email.toLowerCase()];
  return typeof value === 'string' ? value : null;
}

/** Remembers `session.passNumber` for `session.username` on this device (nothing without a pass number). */
export function rememberPassNumber(storage: Storage | undefined, session: StoredSession): void {
  if (!storage || !session.passNumber || !session.username) return;
  const all = readRememberedPassNumbers(storage);
  all[session.username.toLowerCase()] = session.passNumber;
  storage.setItem(PASS_NUMBER_STORAGE_KEY, JSON.stringify(all));
}

/** Forgets every remembered pass number on this device (logout). */
export function forgetRememberedPassNumbers(storage: Storage | undefined): void {
  storage?.removeItem(PASS_NUMBER_STORAGE_KEY);
}

/** Base64 of a string's UTF-8 bytes (HTTP Basic credentials may contain any character). */
export function base64Utf8(value: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(value)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/**
 * Actors of machines/auth.machine.ts: `loadStoredSession`, `login` (HTTP Basic), `refreshSession` and
 * `revokeSession` (logout on the server: POST /api/auth/auth/logout, an API extension; best effort — it resolves
 * whatever the answer, also when the operator's API lacks the endpoint or the network fails).
 *
 * Tokens reach storage here, where they arrive: `login` stores the new session, and
 * `refreshSession` runs under the cross-tab `lock`: it re-reads the stored session, and when another tab has
 * already renewed it (a stored refresh token other than `input.refreshToken`, same account) it resolves with those
 * tokens without calling the server; otherwise it refreshes and stores the new tokens before the lock is released.
 * When storage holds no session, or another account's, the session ended in another tab: it rejects with
 * {@link SESSION_ENDED_ELSEWHERE} (401) instead of reviving it. `expiresIn` of adopted tokens is unknown (null in
 * the machine's context, as after a restore). `tab` (the tab's sessionStorage) holds the tab's travelling-for choice
 * (src/lib/acting-for-storage.ts), read back with the stored session and forgotten by a new login.
 */
export function createAuthActors(
  clients: ApiClients,
  storage: Storage | undefined,
  lock: RefreshLock,
  tab?: Storage,
) {
  const { account } = clients;
  return {
    // The tab's travelling-for choice (product §10.12, `tab`: sessionStorage) joins the shared stored session.
    loadStoredSession: fromPromise<StoredSession | null>(async () => {
      const stored = readStoredSession(storage);
      const acting = stored && readTabActingFor(tab, stored.username);
      return stored && acting
        ? { ...stored, actingFor: acting.traveller, actingPassNumber: acting.passNumber }
        : stored;
    }),
    login: fromPromise<LoginOutput, LoginInput>(async ({ input, signal }) => {
      const authorization = `Basic ${base64Utf8(`${input.email}:${input.password}`)}`;
      const body = await unwrap(
        account.POST('/api/auth/auth/login', { signal, headers: { Authorization: authorization } }),
      );
      const { username, sessionTokens } = body.Data.user;
      const rememberedPassNumber = readRememberedPassNumber(storage, username);
      const { accessToken, refreshToken } = sessionTokens;
      writeStoredSession(storage, { username, accessToken, refreshToken, passNumber: null });
      // A new login in this tab starts as the account itself.
      writeTabActingFor(tab, username, null, null);
      return { ...body.Data.user, rememberedPassNumber };
    }),
    refreshSession: fromPromise<RenewedSession, RefreshSessionInput>(({ input, signal }) =>
      lock(async () => {
        const stored = storage ? readStoredSession(storage) : null;
        if (storage && !isSameAccount(stored?.username, input.username)) throw SESSION_ENDED_ELSEWHERE;
        if (stored && stored.refreshToken !== input.refreshToken) {
          const { accessToken, refreshToken } = stored;
          return { username: stored.username, sessionTokens: { accessToken, refreshToken, expiresIn: null } };
        }
        const body = await unwrap(account.POST('/api/auth/auth/refreshuser', { signal, body: input }));
        const { username, sessionTokens } = body.Data.user;
        const { accessToken, refreshToken } = sessionTokens;
        writeStoredSession(storage, {
          username,
          accessToken,
          refreshToken,
          passNumber: stored?.passNumber ?? null,
          passNumberPromptGiven: stored?.passNumberPromptGiven ?? false,
          releaseNotesGiven: stored?.releaseNotesGiven ?? false,
        });
        return body.Data.user;
      }, signal),
    ),
    revokeSession: fromPromise<void, RevokeSessionInput>(async ({ input }) => {
      if (!input.refreshToken || !input.username) return;
      try {
        await account.POST('/api/auth/auth/logout', { body: input });
      } catch {
        // Best effort: the device has already forgotten the session; the server's copy expires on its own.
      }
    }),
  };
}
