/**
 * The signed-in session as this device remembers it between visits (product §4.4 "stored session"). Free of imports
 * other than types, so the inline boot script (src/boot/prefetch-user-data.ts) can read it before any
 * of the app's JavaScript has downloaded. Re-exported by src/app/auth-actors.ts; the logic layer reads it too (release notes).
 */
import type { StoredSession } from '../../machines/auth.machine';

/** Where the signed-in session is remembered between visits (localStorage key). */
export const SESSION_STORAGE_KEY = 'regiotaxi.session';

/** Reads the stored session; null when absent or unreadable (a corrupt entry is dropped, never thrown). */
export function readStoredSession(storage: Storage | undefined): StoredSession | null {
  try {
    const raw = storage?.getItem(SESSION_STORAGE_KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<StoredSession>;
    if (
      typeof value.username !== 'string' ||
      typeof value.accessToken !== 'string' ||
      typeof value.refreshToken !== 'string'
    ) {
      return null;
    }
    return {
      username: value.username,
      accessToken: value.accessToken,
      refreshToken: value.refreshToken,
      passNumber: typeof value.passNumber === 'string' ? value.passNumber : null,
      passNumberPromptGiven: value.passNumberPromptGiven === true,
      releaseNotesGiven: value.releaseNotesGiven === true,
    };
  } catch {
    return null;
  }
}

/** True when two account names are the same account (emails compare case-insensitively). */
export function isSameAccount(a: string | null | undefined, b: string | null | undefined): boolean {
  return !!a && !!b && a.trim().toLowerCase() === b.trim().toLowerCase();
}

/** Stores `session` under {@link SESSION_STORAGE_KEY} (every other tab of the origin gets a `storage` event). */
export function writeStoredSession(storage: Storage | undefined, session: StoredSession): void {
  storage?.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
}
