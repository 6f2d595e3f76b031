/**
 * One refresh at a time across the browser's tabs. Refresh tokens are single use: when two tabs
 * refresh with the same token the server sees reuse and revokes the whole session family, so every tab of the
 * origin takes this lock around "read the stored session → refresh if still needed → store the new tokens".
 *
 * - With the Web Locks API (`navigator.locks`, every current browser on a secure origin) the lock is
 *   `navigator.locks.request(REFRESH_LOCK_NAME, { signal }, fn)`: exclusive, released when `fn` settles or the tab
 *   closes, and a waiting request is dropped when `signal` aborts.
 * - Without it (older browsers, jsdom) a lease in storage stands in (./session-lease.ts, loaded by the first
 *   refresh that needs it): `{ owner, until }` under `REFRESH_LEASE_KEY`, taken when absent or expired, confirmed
 *   after `LEASE_SETTLE_MS` (a tab that wrote at the same moment loses), given back when `fn` settles and
 *   forgotten after `LEASE_TTL_MS` if the owner tab died. Waiters wake on the `storage` event of the lease key, or
 *   re-check every `LEASE_POLL_MS`.
 */

/** Name of the Web Lock every tab takes around a token refresh. */
export const REFRESH_LOCK_NAME = 'regiotaxi.session.refresh';

/** Runs `fn` while holding the cross-tab refresh lock; rejects with the abort reason when `signal` aborts first. */
export type RefreshLock = <T>(fn: () => Promise<T>, signal?: AbortSignal) => Promise<T>;

/** The part of the Web Locks API this module uses (`navigator.locks`). */
export interface LockManagerLike {
  request<T>(name: string, options: { signal?: AbortSignal }, callback: () => Promise<T>): Promise<T>;
}

/** The Web Locks lock (see the module comment). */
export function createWebLock(locks: LockManagerLike): RefreshLock {
  return (fn, signal) => locks.request(REFRESH_LOCK_NAME, signal ? { signal } : {}, fn);
}

/**
 * The refresh lock of this browser: Web Locks when `navigator.locks` exists, else the storage lease over
 * `storage` (the same storage that holds the session).
 */
export function createRefreshLock(storage: Storage | undefined): RefreshLock {
  const locks =
    typeof navigator === 'undefined'
      ? undefined
      : (navigator as Navigator & { locks?: LockManagerLike }).locks;
  if (locks) return createWebLock(locks);
  // The fallback is a chunk of its own, loaded on the first refresh that needs it: every browser the build targets
  // has Web Locks, so the entry chunk (/login's budget, docs/performance.md) does not carry it. A failed load fails
  // that refresh only; the next one loads it again.
  let lease: Promise<RefreshLock> | undefined;
  return async (fn, signal) => {
    lease ??= import('./session-lease').then(
      (m) => m.createStorageLeaseLock(storage),
      (error: unknown) => {
        lease = undefined;
        throw error;
      },
    );
    return (await lease)(fn, signal);
  };
}
