/**
 * The guest's entry travels from the welcome page to /quick-book as router state (SPEC §2 quick booking, §5
 * "Quick booking entry"). Router state is whatever the history holds (a bookmark, a new tab, a forged
 * `history.pushState`), so /quick-book reads it only through {@link guestFromRouterState}.
 */
import { validateGuestEntry, type GuestEntry } from '../../machines/lib/booking-rules';

/** Router state of /quick-book: the guest's entry from the welcome page (`navigate('/quick-book', { state })`). */
export interface QuickBookLocationState {
  guest?: GuestEntry;
}

/** The entry from router state when it is complete and valid (SPEC §5), trimmed; else null. Never throws. */
export function guestFromRouterState(state: unknown): GuestEntry | null {
  const guest = (state as QuickBookLocationState | null)?.guest;
  if (!guest || typeof guest !== 'object') return null;
  const entry = {
    email: String(guest.email ?? '').trim(),
    firstName: String(guest.firstName ?? '').trim(),
    lastName: String(guest.lastName ?? '').trim(),
  };
  return Object.keys(validateGuestEntry(entry)).length === 0 ? entry : null;
}
