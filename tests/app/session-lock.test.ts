import { describe, expect, it } from 'vitest';
import { REFRESH_LOCK_NAME, createWebLock, type LockManagerLike } from '../../src/app/session-lock';
import { LEASE_TTL_MS, REFRESH_LEASE_KEY, createStorageLeaseLock } from '../../src/app/session-lease';
import { MemoryStorage } from '../support/in-process';

// The cross-tab refresh lock: the storage-lease fallback excludes, recovers and aborts; the Web
// Locks variant asks the browser for the one named lock.

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('storage-lease refresh lock (no Web Locks)', () => {
  it('lets one tab at a time in, in turn, and gives the lease back', async () => {
    const storage = new MemoryStorage();
    const tabs = [
      createStorageLeaseLock(storage),
      createStorageLeaseLock(storage),
      createStorageLeaseLock(storage),
    ];
    let inside = 0;
    let most = 0;
    const order: number[] = [];
    await Promise.all(
      tabs.map((lock, i) =>
        lock(async () => {
          inside++;
          most = Math.max(most, inside);
          await sleep(30);
          order.push(i);
          inside--;
        }),
      ),
    );
    expect(most).toBe(1);
    expect(order.sort()).toEqual([0, 1, 2]);
    expect(storage.getItem(REFRESH_LEASE_KEY)).toBeNull();
  });

  it('takes over the lease of a tab that died holding it once it has expired', async () => {
    const storage = new MemoryStorage();
    let now = 1_000_000;
    storage.setItem(REFRESH_LEASE_KEY, JSON.stringify({ owner: 'closed-tab', until: now + LEASE_TTL_MS }));
    const lock = createStorageLeaseLock(storage, () => now);
    let ran = false;
    const done = lock(async () => {
      ran = true;
    });
    await sleep(150);
    expect(ran).toBe(false);
    now += LEASE_TTL_MS;
    await done;
    expect(ran).toBe(true);
  });

  it('stops waiting when the refresh is abandoned (signal aborted)', async () => {
    const storage = new MemoryStorage();
    storage.setItem(
      REFRESH_LEASE_KEY,
      JSON.stringify({ owner: 'other-tab', until: Date.now() + LEASE_TTL_MS }),
    );
    const controller = new AbortController();
    let ran = false;
    const waiting = createStorageLeaseLock(storage)(async () => {
      ran = true;
    }, controller.signal);
    controller.abort();
    await expect(waiting).rejects.toThrow();
    expect(ran).toBe(false);
  });

  it('gives the lease back when the refresh fails', async () => {
    const storage = new MemoryStorage();
    const lock = createStorageLeaseLock(storage);
    await expect(lock(async () => Promise.reject(new Error('503')))).rejects.toThrow('503');
    expect(storage.getItem(REFRESH_LEASE_KEY)).toBeNull();
  });
});

describe('Web Locks refresh lock', () => {
  it('requests the one named lock with the refresh signal', async () => {
    const calls: { name: string; signal: AbortSignal | undefined }[] = [];
    const locks: LockManagerLike = {
      request: (name, options, callback) => {
        calls.push({ name, signal: options.signal });
        return callback();
      },
    };
    const signal = new AbortController().signal;
    await expect(createWebLock(locks)(async () => 42, signal)).resolves.toBe(42);
    expect(calls).toEqual([{ name: REFRESH_LOCK_NAME, signal }]);
  });
});
