/** The guest's trip page `/trip/<token>` wired to the real world (the link of a guest's confirmation e-mail). */
import { guestTripMachine } from '../../machines/guest-trip.machine';
import type { Trip } from '../../machines/types';
import { createGuestTripActors } from './actors/guest-trip-actors';
import { notifyKey } from './notify';
import type { LogicRuntime } from './runtime';
import { saveTripCalendar } from './trip-calendar';

/**
 * Provides machines/guest-trip.machine.ts: `fetchGuestTrip` and `cancelGuestTrip` call the API without the
 * visitor's session; a cancelled trip is confirmed with the toast guestBooking.trip.cancelledToast (the page also
 * says so in place: the trip's status).
 */
export function createGuestTripLogic(runtime: LogicRuntime) {
  return guestTripMachine.provide({
    actors: createGuestTripActors(runtime.clients),
    actions: {
      notifyCancelled: () => notifyKey('guestBooking.trip.cancelledToast', 'success'),
    },
  });
}

/**
 * "Add to calendar" of the guest's pages (/quick-book/booked, /trip/<token>): the trip's .ics file, as the trip
 * details offer it (src/logic/trip.ts `saveTripCalendar`, ical-generator loaded on demand). Built once per runtime;
 * views get it with `useLogic(createGuestCalendarLogic)`.
 */
export function createGuestCalendarLogic(runtime: LogicRuntime): (trip: Trip) => void {
  return (trip) => void saveTripCalendar(runtime, trip);
}
