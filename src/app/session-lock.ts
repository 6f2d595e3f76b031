/**
 * One refresh at a time across the browser's tabs. Refresh tokens are single use: when two tabs
 * refresh with the same token the server sees reuse and revokes the whole session family, so every tab of the
 * origin takes this lock around "read the stored session → refresh if still needed → store the new tokens".
 *
 * - With the Web Locks API (`navigator.locks`, every current browser on a secure origin) the lock is
 *   `navigator.locks.request(REFRESH_LOCK_NAME, { signal }, fn)`: exclusive, released when `fn` settles or the tab
 *   closes, and a waiting request is dropped when `signal` aborts.
 * - Without it (older browsers, jsdom) a lease in storage stands in: `{ owner, until }` under
 *   {@link REFRESH_LEASE_KEY}, taken when absent or expired, confirmed after {@link LEASE_SETTLE_MS} (a tab that
 *   wrote at the same moment loses), given back when `fn` settles and forgotten after {@link LEASE_TTL_MS} if the
 *   owner tab died. Waiters wake on the `storage` event of the lease key, or re-check every {@link LEASE_POLL_MS}.
 */

/** Name of the Web Lock every tab takes around a token refresh. */
export const REFRESH_LOCK_NAME = 'regiotaxi.session.refresh';
/** localStorage key of the fallback lease (when the Web Locks API is missing). */
export const REFRESH_LEASE_KEY = 'regiotaxi.session.refreshLease';
/** Lifetime of a fallback lease, ms: longer than a refresh request may take; a dead owner's lease ends with it. */
export const LEASE_TTL_MS = 10_000;
/** Wait after writing a lease before trusting it, ms (a tab that wrote at the same moment wins or loses here). */
const LEASE_SETTLE_MS = 25;
/** Re-check interval of a tab waiting for the fallback lease, ms. */
const LEASE_POLL_MS = 100;

/** Runs `fn` while holding the cross-tab refresh lock; rejects with the abort reason when `signal` aborts first. */
export type RefreshLock = <T>(fn: () => Promise<T>, signal?: AbortSignal) => Promise<T>;

/** The part of the Web Locks API this module uses (`navigator.locks`). */
export interface LockManagerLike {
  request<T>(name: string, options: { signal?: AbortSignal }, callback: () => Promise<T>): Promise<T>;
}

interface Lease {
  owner: string;
  /** Epoch ms. */
  until: number;
}

function readLease(storage: Storage): Lease | null {
  try {
    const value = JSON.parse(storage.getItem(REFRESH_LEASE_KEY) ?? 'null') as Partial<Lease> | null;
    return value && typeof value.owner === 'string' && typeof value.until === 'number'
      ? { owner: value.owner, until: value.until }
      : null;
  } catch {
    return null;
  }
}

/** Resolves after `ms`, or early when a `storage` event names `key`; rejects when `signal` aborts. */
function pause(ms: number, key: string | null, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', abort);
      if (key !== null && typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
    };
    const abort = () => {
      done();
      reject(signal?.reason instanceof Error ? signal.reason : new DOMException('Aborted', 'AbortError'));
    };
    const onStorage = (event: StorageEvent) => {
      if (event.key === key || event.key === null) {
        done();
        resolve();
      }
    };
    const timer = setTimeout(() => {
      done();
      resolve();
    }, ms);
    signal?.addEventListener('abort', abort, { once: true });
    if (key !== null && typeof window !== 'undefined') window.addEventListener('storage', onStorage);
  });
}

/**
 * The fallback lock: a lease in `storage` (see the module comment). Without storage there is only this tab, and
 * `fn` runs at once.
 */
export function createStorageLeaseLock(
  storage: Storage | undefined,
  now: () => number = Date.now,
): RefreshLock {
  return async (fn, signal) => {
    if (!storage) return fn();
    const owner = `${now().toString(36)}-${Math.random().toString(36).slice(2)}`;
    for (;;) {
      signal?.throwIfAborted();
      const lease = readLease(storage);
      if (!lease || lease.until <= now()) {
        storage.setItem(REFRESH_LEASE_KEY, JSON.stringify({ owner, until: now() + LEASE_TTL_MS }));
        await pause(LEASE_SETTLE_MS, null, signal);
        if (readLease(storage)?.owner === owner) break;
      }
      await pause(LEASE_POLL_MS, REFRESH_LEASE_KEY, signal);
    }
    try {
      return await fn();
    } finally {
      if (readLease(storage)?.owner === owner) storage.removeItem(REFRESH_LEASE_KEY);
    }
  };
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
  return locks ? createWebLock(locks) : createStorageLeaseLock(storage);
}
