/**
 * A new version of the installed app (the service worker found one, vite-plugin-pwa's prompt strategy): it is
 * announced ("A new version is available" with "Reload") and applied only when the traveller presses Reload,
 * never by itself; while a booking is in progress (the booking chart is not `done`) the prompt waits, so it never
 * interrupts a booking. One long-lived actor per runtime (src/logic/app-update.ts).
 *
 * States:
 * ```
 * current ──(update.available, no booking in progress)──▶ prompting ──(update.accept)──▶ applying
 * current ──(update.available, a booking in progress)──▶ waiting ──(booking.ended)──▶ prompting
 * prompting ──(booking.started)──▶ waiting
 * any ──(booking.started | booking.ended)──▶ (same state; noted for the next update)
 * ```
 * `booking.started` / `booking.ended` come from the booking form while it is shown (src/logic/app-update.ts
 * `useReportBooking`); `update.available` from the service worker's registration (`onNeedRefresh`).
 *
 * Effects are named: action `applyUpdate` (activate the waiting service worker and reload the page; unprovided
 * it does nothing).
 */
import { assign, setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';

/** Events of {@link appUpdateMachine}. */
export type AppUpdateEvent =
  /** The service worker installed a new version that waits to take over. */
  | { type: 'update.available' }
  /** The traveller pressed "Reload". */
  | { type: 'update.accept' }
  /** A booking is in progress (the booking form is shown and its chart is not `done`). */
  | { type: 'booking.started' }
  /** No booking in progress any more (booked, or the form left). */
  | { type: 'booking.ended' };

/** Context of {@link appUpdateMachine}. */
export interface AppUpdateContext {
  /** A booking is in progress now. */
  bookingInProgress: boolean;
}

/** The app-update statechart (XState v5). See the module comment. */
export const appUpdateMachine = setup({
  types: {
    context: {} as AppUpdateContext,
    events: {} as AppUpdateEvent,
  },
  actions: {
    applyUpdate: () => {},
    noteBookingStarted: assign({ bookingInProgress: true }),
    noteBookingEnded: assign({ bookingInProgress: false }),
  },
  guards: {
    /** A booking is in progress: the prompt waits. */
    isBookingInProgress: ({ context }) => context.bookingInProgress,
  },
}).createMachine({
  id: 'appUpdate',
  context: { bookingInProgress: false },
  initial: 'current',
  on: {
    'booking.started': { actions: 'noteBookingStarted' },
    'booking.ended': { actions: 'noteBookingEnded' },
  },
  states: {
    current: {
      on: {
        'update.available': [{ guard: 'isBookingInProgress', target: 'waiting' }, { target: 'prompting' }],
      },
    },
    waiting: {
      on: {
        'booking.ended': { target: 'prompting', actions: 'noteBookingEnded' },
      },
    },
    prompting: {
      on: {
        'booking.started': { target: 'waiting', actions: 'noteBookingStarted' },
        'update.accept': { target: 'applying' },
      },
    },
    applying: {
      entry: 'applyUpdate',
    },
  },
});

/** Snapshot of {@link appUpdateMachine}. */
export type AppUpdateSnapshot = SnapshotFrom<typeof appUpdateMachine>;

/** Show the prompt "A new version is available" with "Reload". */
export const selectShowsUpdatePrompt = (s: AppUpdateSnapshot): boolean => s.matches('prompting');
