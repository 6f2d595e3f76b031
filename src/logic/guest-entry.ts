/**
 * The guest's entry travels from the welcome page to /quick-book as router state (product §2.4 quick booking, §5
 * "Quick booking entry"). The welcome page's card is machines/guest-entry.machine.ts, provided
 * here ({@link useGuestEntry}); router state is whatever the history holds (a bookmark, a new tab, a forged
 * `history.pushState`), so /quick-book reads it only through {@link guestFromRouterState}.
 */
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { emit, type Actor } from 'xstate';
import { guestEntryMachine, trimGuestEntry } from '../../machines/guest-entry.machine';
import { validateGuestEntry, type GuestEntry } from '../../machines/booking';
import { useLogicActor } from './use-logic';

/** Router state of /quick-book: the guest's entry from the welcome page (`navigate('/quick-book', { state })`). */
interface QuickBookLocationState {
  guest?: GuestEntry;
}

/** The entry from router state when it is complete and valid (product §5), trimmed; else null. Never throws. */
export function guestFromRouterState(state: unknown): GuestEntry | null {
  const guest = (state as QuickBookLocationState | null)?.guest;
  if (!guest || typeof guest !== 'object') return null;
  const entry = trimGuestEntry({
    email: String(guest.email ?? ''),
    firstName: String(guest.firstName ?? ''),
    lastName: String(guest.lastName ?? ''),
  });
  return Object.keys(validateGuestEntry(entry)).length === 0 ? entry : null;
}

/**
 * `guestEntryMachine` with `goToQuickBook` provided: it emits `quickBook.open` with the trimmed entry, which
 * {@link useGuestEntry} turns into `navigate('/quick-book', { state: { guest } })`. (The runtime's `navigate`
 * takes a path only; router state needs the router's own navigate, which only a hook can reach.)
 */
export function createGuestEntryLogic() {
  return guestEntryMachine.provide({
    actions: {
      goToQuickBook: emit((_, params: { entry: GuestEntry }) => ({
        type: 'quickBook.open' as const,
        entry: params.entry,
      })),
    },
  });
}

/**
 * The welcome page's guest-entry actor (lives as long as the page): a valid submit opens /quick-book with the
 * entry as router state ({@link QuickBookLocationState}).
 */
export function useGuestEntry(): Actor<ReturnType<typeof createGuestEntryLogic>> {
  const actor = useLogicActor(createGuestEntryLogic);
  const navigate = useNavigate();
  useEffect(() => {
    const subscription = actor.on('quickBook.open', ({ entry }) => {
      const state: QuickBookLocationState = { guest: entry };
      void navigate('/quick-book', { state });
    });
    return () => subscription.unsubscribe();
  }, [actor, navigate]);
  return actor;
}
