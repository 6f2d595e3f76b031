import { bookingMachine, bookingSeriesMachine, trafficIndicatorMachine } from '../../machines/booking';
import { emit } from 'xstate';
import type { AppError, Trip } from '../../machines/types';
import { createBookingActors } from './actors/booking-actors';
import { createBookingCheckActors } from './actors/booking-check';
import { createTrafficActors } from './actors/traffic-actors';
import { notifyAppError, notifyKey } from './notify';
import { openSafeUrl } from './open-safe-url';
import type { LogicRuntime } from './runtime';
import { userDataOf } from './user-data';
import { discardBookingDraft, saveBookingDraft } from './booking-draft';
import type { BookingDraft, CancelOutcome } from '../../machines/booking';

/**
 * The booking statechart with its real actors and actions (product §4.2 booking flow), built once per runtime (./use-logic.tsx). Lives in its
 * own module, imported only by the booking pages, so the booking rules and Temporal stay out of the initial
 * bundle. Each /book-trip visit runs a fresh actor of this logic.
 *
 * Actors: trip calculate/book (with and without account) and the traffic indicator child with its check.
 * `findBookedTrip` (./actors/booking-check.ts) looks the trip up after Cancel on the booking backdrop;
 * `loadOtherTrips` (same module) reads the traveller's trips around a new pick-up for the overlap warning. The series
 * child (repeating trips) books each date with the same `bookTrip`.
 * Actions: toasts for errors, success and what a cancelled booking came to, the payment link opened in a new tab (http(s) only, noopener),
 * budget/next trip/recent locations reloaded after a booking, home at the end (a guest: the confirmation page
 * /quick-book/booked, through the emitted `guestBooking.show`), the travel preferences' default pass number
 * selected for the session when a new booking starts from them, and the form's draft kept in (or removed from)
 * the tab's sessionStorage for the account (./booking-draft.ts).
 */
export function createBookingLogic(runtime: LogicRuntime) {
  const bookingActors = createBookingActors(runtime.clients);
  return bookingMachine.provide({
    actors: {
      ...bookingActors,
      // A standing order books each date with the same `bookTrip` (its own Idempotency-Key).
      bookingSeries: bookingSeriesMachine.provide({ actors: { bookTrip: bookingActors.bookTrip } }),
      ...createBookingCheckActors(runtime.clients),
      trafficIndicator: trafficIndicatorMachine.provide({ actors: createTrafficActors(runtime.clients) }),
    },
    actions: {
      notifyError: (_, params: { error: AppError }) => notifyAppError(params.error),
      notifyBooked: () => notifyKey('bookTrip.success', 'success'),
      notifyCancelOutcome: (_, params: { outcome: CancelOutcome }) =>
        notifyKey(
          `bookTrip.cancelOutcome.${params.outcome}`,
          params.outcome === 'notBooked' ? 'info' : 'warning',
        ),
      openPaymentLink: (_, params: { url: string }) => void openSafeUrl(params.url, runtime.openWindow),
      refreshAfterBooking: () =>
        userDataOf(runtime)?.send({
          type: 'userData.reload',
          parts: ['budget', 'nextTrip', 'recentLocations'],
        }),
      goHome: (_, params: { guest: boolean }) => runtime.navigate(params.guest ? '/' : '/home'),
      // The confirmation page needs router state, which only the router's own navigate can set: the /quick-book
      // form listens for this event (./guest-booking.ts `useGuestBookedNavigation`).
      showGuestBooking: emit((_, params: { trips: Trip[] }) => ({
        type: 'guestBooking.show' as const,
        trips: params.trips,
      })),
      saveDraft: (_, params: { draft: BookingDraft; guest: boolean }) =>
        saveBookingDraft(runtime, params.guest, params.draft),
      discardDraft: (_, params: { guest: boolean }) => discardBookingDraft(runtime, params.guest),
      choosePassNumber: (_, params: { passNumber: string | null }) => {
        if (params.passNumber)
          userDataOf(runtime)?.send({ type: 'passNumber.select', passNumber: params.passNumber });
      },
    },
  });
}
