/**
 * A guest's booking leaves a record: once the booking machine (machines/booking/booking.machine.ts `showGuestBooking`)
 * is done with a guest, the trips booked go to the confirmation page /quick-book/booked as router state, with the
 * guest's entry (name and e-mail of the welcome page). Router state is whatever the history holds (it survives a
 * reload of the page; a bookmark or a new tab has none), so the page reads it only through
 * {@link bookedFromRouterState}.
 */
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import type { AnyActorRef } from 'xstate';
import type { GuestEntry } from '../../machines/booking';
import type { Trip } from '../../machines/types';
import { guestFromRouterState } from './guest-entry';

/** The app path of a guest's confirmation page. */
const GUEST_BOOKED_PATH = '/quick-book/booked';

/** Router state of /quick-book/booked: the trips booked in the guest's flow, in booking order, and the entry. */
export interface GuestBookedState {
  trips: Trip[];
  guest: GuestEntry;
}

/** The event the booking logic emits when a guest's flow is over (`showGuestBooking`). */
interface GuestBookingShowEvent {
  type: 'guestBooking.show';
  trips: Trip[];
}

const isTrip = (value: unknown): value is Trip => {
  const trip = value as Partial<Trip> | null;
  return (
    !!trip &&
    typeof trip === 'object' &&
    typeof trip.externalTripId === 'string' &&
    typeof trip.departureDateTime === 'string' &&
    !Number.isNaN(Date.parse(trip.departureDateTime)) &&
    typeof trip.arrivalDateTime === 'string' &&
    typeof trip.fare?.cents === 'number' &&
    typeof trip.paymentOption?.type === 'string' &&
    typeof trip.locationFrom === 'object' &&
    typeof trip.locationTo === 'object'
  );
};

/** The booked trips and the guest's entry from router state when complete and well-formed; else null. Never throws. */
export function bookedFromRouterState(state: unknown): GuestBookedState | null {
  const trips = (state as { trips?: unknown } | null)?.trips;
  const guest = guestFromRouterState(state);
  if (!guest || !Array.isArray(trips) || trips.length === 0 || !trips.every(isTrip)) return null;
  return { trips, guest };
}

/**
 * While `guest` books with `actor` (the /quick-book form's booking actor): when the flow is over, open
 * /quick-book/booked with the trips booked and the entry, replacing /quick-book in the history (Back does not
 * return to a finished form).
 */
export function useGuestBookedNavigation(actor: AnyActorRef, guest: GuestEntry | undefined): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (!guest) return;
    const subscription = actor.on('guestBooking.show', (event) => {
      const state: GuestBookedState = { trips: (event as GuestBookingShowEvent).trips, guest };
      void navigate(GUEST_BOOKED_PATH, { state, replace: true });
    });
    return () => subscription.unsubscribe();
  }, [actor, guest, navigate]);
}
