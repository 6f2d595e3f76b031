import { useState } from 'react';
import { parseBookingDraft } from '../../machines/booking';
import type { BookingDraft } from '../../machines/booking';
import { DRAFT_KEY_PREFIX, tabStorage } from './booking-draft-storage';
import type { LogicRuntime } from './runtime';
import { snapshotAccountKey } from '../../machines/lib/acting-for';
import { useLogic } from './use-logic';

/**
 * Where the booking form's draft is kept (machines/booking/draft.ts): the tab's sessionStorage, one entry per
 * signed-in account (`regiotaxi.bookingDraft.<email, lower case>`) and one for a guest (`….guest`). sessionStorage
 * lives as long as the tab: a reload and leaving /book-trip keep the draft, closing the tab forgets it (a guest's
 * draft never outlives the tab). Logout forgets every draft of the tab (`forgetBookingDrafts`, ./booking-draft-storage.ts). Storage that
 * is missing or refuses (private mode, quota) keeps nothing and never throws: the form then simply starts fresh.
 */

/**
 * Whose draft: the signed-in account's e-mail (lower case) — while the tab acts for a traveller (product §10.12) the
 * pair `<account> for <traveller>`, so one person's draft never fills in another's booking — or `guest`; null while
 * signed in without an account name.
 */
function ownerKey(runtime: LogicRuntime, guest: boolean): string | null {
  if (guest) return `${DRAFT_KEY_PREFIX}guest`;
  const { username, actingFor } = runtime.auth.getSnapshot().context;
  return username ? `${DRAFT_KEY_PREFIX}${snapshotAccountKey(username, actingFor?.username ?? null)}` : null;
}

/** Keeps `draft` for the traveller of `runtime` (or the tab's guest). */
export function saveBookingDraft(runtime: LogicRuntime, guest: boolean, draft: BookingDraft): void {
  const key = ownerKey(runtime, guest);
  if (!key) return;
  try {
    tabStorage()?.setItem(key, JSON.stringify(draft));
  } catch {
    // Storage full or refused: the draft is not kept; the form itself is unaffected.
  }
}

/** Removes the kept draft of the traveller of `runtime` (or the tab's guest). */
export function discardBookingDraft(runtime: LogicRuntime, guest: boolean): void {
  const key = ownerKey(runtime, guest);
  if (key) tabStorage()?.removeItem(key);
}

/** The kept draft of the traveller of `runtime` (or the tab's guest), or null (none, damaged, another version). */
function readBookingDraft(runtime: LogicRuntime, guest: boolean): BookingDraft | null {
  const key = ownerKey(runtime, guest);
  if (!key) return null;
  try {
    return parseBookingDraft(JSON.parse(tabStorage()?.getItem(key) ?? 'null'));
  } catch {
    return null;
  }
}

/** The runtime itself, as a logic factory (for {@link useKeptBookingDraft}). */
const runtimeOf = (runtime: LogicRuntime) => runtime;

/**
 * The draft the booking form starts from, read once when the form mounts (a later save must not restart it):
 * the traveller's (or the guest's) kept draft, or null.
 */
export function useKeptBookingDraft(guest: boolean): BookingDraft | null {
  const runtime = useLogic(runtimeOf);
  const [draft] = useState(() => readBookingDraft(runtime, guest));
  return draft;
}
