import { useState } from 'react';
import { parseTripChangeDraft, type TripChangeDraft } from '../../machines/booking';
import { DRAFT_KEY_PREFIX, tabStorage } from './booking-draft-storage';

/**
 * Where the change form's draft is kept (machines/booking/change-draft.ts): the tab's sessionStorage, one entry
 * (`regiotaxi.bookingDraft.change`) holding the last entered change with its trip number and version, so a reload
 * of /change-trip/<id> or /trip/<token>/change keeps what was entered. The prefix is the booking drafts', so logout
 * forgets it with them (`forgetBookingDrafts`); closing the tab forgets it too. Storage that is missing or refuses
 * keeps nothing and never throws: the form then opens with the trip's values.
 */
const KEY = `${DRAFT_KEY_PREFIX}change`;

/** Keeps `draft` (null: nothing to keep yet). */
export function saveTripChangeDraft(draft: TripChangeDraft | null): void {
  if (!draft) return;
  try {
    tabStorage()?.setItem(KEY, JSON.stringify(draft));
  } catch {
    // Storage full or refused: the draft is not kept; the form itself is unaffected.
  }
}

/** Forgets the kept draft (the change was made, or the trip is kept as it is). */
export function discardTripChangeDraft(): void {
  try {
    tabStorage()?.removeItem(KEY);
  } catch {
    // Refused storage holds nothing to forget.
  }
}

/** The kept draft, or null (none, damaged, another version). */
function readTripChangeDraft(): TripChangeDraft | null {
  try {
    return parseTripChangeDraft(JSON.parse(tabStorage()?.getItem(KEY) ?? 'null'));
  } catch {
    return null;
  }
}

/**
 * The draft the change form starts from, read once when the page mounts (a later save must not restart it). The
 * change chart applies it only to the trip and version it was entered for.
 */
export function useKeptTripChangeDraft(): TripChangeDraft | null {
  const [draft] = useState(readTripChangeDraft);
  return draft;
}
