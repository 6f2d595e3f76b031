/*
 * The cross-tab refresh lock's fallback where the Web Locks API is missing (./session-lock.ts, whose module comment
 * describes it): a lease `{ owner, until }` in storage under {@link REFRESH_LEASE_KEY}. A module of its own, loaded
 * by the first refresh that needs it, so the entry chunk does not carry it.
 */

/** localStorage key of the fallback lease (when the Web Locks API is missing). */
export const REFRESH_LEASE_KEY = 'regiotaxi.session.refreshLease';
/** Lifetime of a fallback lease, ms: longer than a refresh request may take; a dead owner's lease ends with it. */
export const LEASE_TTL_MS = 10_000;
/** Wait after writing a lease before trusting it, ms (a tab that wrote at the same moment wins or loses here). */
const LEASE_SETTLE_MS = 25;
/** Re-check interval of a tab waiting for the fallback lease, ms. */
const LEASE_POLL_MS = 100;

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
 * The fallback lock (a `RefreshLock` of ./session-lock.ts, spelt out here so the two modules import nothing from
 * each other): a lease in `storage` (see the module comment). Without storage there is only this tab, and
 * `fn` runs at once.
 */
export function createStorageLeaseLock(
  storage: Storage | undefined,
  now: () => number = Date.now,
): <T>(fn: () => Promise<T>, signal?: AbortSignal) => Promise<T> {
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
