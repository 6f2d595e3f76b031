/**
 * The device's store of offline snapshots (machines/lib/offline-snapshot.ts): IndexedDB database
 * {@link OFFLINE_DB_NAME}, object store `snapshots`, one record per account keyed by the account
 * (e-mail, lower-cased). Every read and delete names one account, so an account only ever reads its own record.
 * All tabs of the origin share the store: a delete in one tab is gone in every tab. Without IndexedDB (Node,
 * jsdom, a browser that refuses it) reads find nothing and writes do nothing; failures are swallowed (the
 * snapshot is a convenience, never a reason for an error message).
 */
import {
  accountKey,
  mergeSnapshot,
  type OfflineSnapshot,
  type SnapshotParts,
} from '../../machines/lib/offline-snapshot';

/** The IndexedDB database of the offline snapshots. */
export const OFFLINE_DB_NAME = 'regiotaxi-offline';
const STORE = 'snapshots';

let opening: Promise<IDBDatabase | null> | null = null;

/** Opens (once per page) the database, or null without IndexedDB. */
function openDb(): Promise<IDBDatabase | null> {
  if (typeof indexedDB === 'undefined') return Promise.resolve(null);
  opening ??= new Promise<IDBDatabase | null>((resolve) => {
    const request = indexedDB.open(OFFLINE_DB_NAME, 1);
    request.onupgradeneeded = () => {
      if (!request.result.objectStoreNames.contains(STORE))
        request.result.createObjectStore(STORE, { keyPath: 'account' });
    };
    request.onsuccess = () => {
      const db = request.result;
      // Another tab deleting the database (tests) or upgrading it: let go, reopen on the next call.
      db.onversionchange = () => {
        db.close();
        opening = null;
      };
      resolve(db);
    };
    request.onerror = () => {
      opening = null;
      resolve(null);
    };
    request.onblocked = () => resolve(null);
  });
  return opening;
}

/** Runs `work` in one transaction of the store; resolves with its result once committed (null on any failure). */
async function inStore<T>(
  mode: IDBTransactionMode,
  work: (store: IDBObjectStore, done: (value: T) => void) => void,
): Promise<T | null> {
  const db = await openDb();
  if (!db) return null;
  return new Promise<T | null>((resolve) => {
    let result: T | null = null;
    try {
      const tx = db.transaction(STORE, mode);
      tx.oncomplete = () => resolve(result);
      tx.onerror = () => resolve(null);
      tx.onabort = () => resolve(null);
      work(tx.objectStore(STORE), (value) => {
        result = value;
      });
    } catch {
      resolve(null);
    }
  });
}

/** The stored snapshot of `account` (its own record only), or null. */
export async function readOfflineSnapshot(account: string): Promise<OfflineSnapshot | null> {
  const key = accountKey(account);
  const found = await inStore<OfflineSnapshot | null>('readonly', (store, done) => {
    const request = store.get(key);
    request.onsuccess = () => done((request.result as OfflineSnapshot | undefined) ?? null);
  });
  // A record under the key is that account's; checked again so a bad record is never shown to another account.
  return found && found.account === key ? found : null;
}

/**
 * Merges `parts` into `account`'s stored snapshot and stamps it `takenAt` (UTC ISO), in one transaction
 * (concurrent saves of different parts never lose one another). Resolves when stored.
 */
export async function writeOfflineSnapshot(
  account: string,
  parts: SnapshotParts,
  takenAt: string,
): Promise<void> {
  const key = accountKey(account);
  await inStore<true>('readwrite', (store, done) => {
    const request = store.get(key);
    request.onsuccess = () => {
      const previous = (request.result as OfflineSnapshot | undefined) ?? null;
      store.put(mergeSnapshot(previous, key, parts, takenAt));
      done(true);
    };
  });
}

/**
 * Deletes `account`'s stored snapshot and those it kept while acting for travellers (keys `<account> for <traveller>`,
 * machines/lib/acting-for.ts `snapshotAccountKey`; product §10.12); resolves when gone, also when there was none.
 */
export async function deleteOfflineSnapshot(account: string): Promise<void> {
  const key = accountKey(account);
  await inStore<true>('readwrite', (store, done) => {
    store.delete(key);
    // Every pair key of the account: "<account> for " followed by any traveller.
    store.delete(IDBKeyRange.bound(`${key} for `, `${key} for \uffff`));
    done(true);
  });
}
