/**
 * Where the booking drafts are kept (product §2.4 /book-trip; ./booking-draft.ts reads and writes them): the key prefix in
 * the tab's sessionStorage, the storage itself, and {@link forgetBookingDrafts} for logout. A module of its own so
 * the app runtime (in the entry chunk) can forget the drafts without carrying the booking form's draft parsing.
 */

/** sessionStorage key prefix of a draft: `regiotaxi.bookingDraft.<email, lower case>` or `….guest`. */
export const DRAFT_KEY_PREFIX = 'regiotaxi.bookingDraft.';

/** The tab's sessionStorage, or undefined where there is none (or it throws on access). */
export function tabStorage(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

/** Forgets every booking draft of this tab (logout); storage that is missing or refuses is left alone. */
export function forgetBookingDrafts(): void {
  const storage = tabStorage();
  if (!storage) return;
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i += 1) {
    const key = storage.key(i);
    if (key?.startsWith(DRAFT_KEY_PREFIX)) keys.push(key);
  }
  for (const key of keys) storage.removeItem(key);
}
