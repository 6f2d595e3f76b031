/**
 * The change flow of a booked trip wired to the real world (product §10.11 "Changing a booked trip"), built once per
 * runtime (./use-logic.tsx); each visit of /change-trip/<id> runs a fresh actor of it. Imported only by the change
 * page, so it loads with that page.
 */
import { fromPromise } from 'xstate';
import { tripChangeMachine, type ChangeOverlapInput, type TripChangeDraft } from '../../machines/booking';
import type { Trip } from '../../machines/types';
import { discardTripChangeDraft, saveTripChangeDraft } from './trip-change-draft';
import { createTripChangeActors } from './actors/trip-change-actors';
import { createTripCardActors } from './actors/trip-card-actors';
import { createBookingCheckActors } from './actors/booking-check';
import type { LogicRuntime } from './runtime';
import { userDataOf } from './user-data';
import { changeTripPath } from '../lib/change-trip-path';

/**
 * Provides machines/booking/change.machine.ts with the §10.11 calls (./actors/trip-change-actors.ts: the trip with
 * its ETag, the re-quote, the PATCH with If-Match and Idempotency-Key) and the lookup of the way back
 * (./actors/trip-card-actors.ts `findReturnTrip`) and the traveller's trips around the new pick-up for the overlap
 * warning (./actors/booking-check.ts `loadOtherTrips`, as when booking). Actions: a made change reloads the session's next trip and
 * budget (home shows the new values, the km settled); "Yes" to the way back opens its change page moved by the same
 * shift; closing the success message goes to /my-trips; the entered form is kept per tab (./trip-change-draft.ts).
 */
export function createTripChangeLogic(runtime: LogicRuntime) {
  const { findReturnTrip } = createTripCardActors(runtime.clients, () => runtime.now());
  const { loadOtherTrips } = createBookingCheckActors(runtime.clients);
  return tripChangeMachine.provide({
    actors: { ...createTripChangeActors(runtime.clients), findReturnTrip, loadOtherTrips },
    actions: {
      tripChanged: () =>
        userDataOf(runtime)?.send({ type: 'userData.reload', parts: ['nextTrip', 'budget'] }),
      openReturnChange: (_, params: { externalTripId: string; shiftMinutes: number }) =>
        runtime.navigate(changeTripPath(params.externalTripId, params.shiftMinutes)),
      leaveChange: () => runtime.navigate('/my-trips'),
      saveDraft: (_, params: { draft: TripChangeDraft | null }) => saveTripChangeDraft(params.draft),
      discardDraft: () => discardTripChangeDraft(),
    },
  });
}

/**
 * The same flow for a guest on the trip's link (product §10.11 "Guests and carers"; the chart's input carries the
 * link's `guestToken`, and ./actors/trip-change-actors.ts then calls /guest-trips/{token}). A guest has no trip list:
 * no way back is looked up and no overlap is warned of (both answer none without a request, as a guest's booking
 * does). Closing the success message goes back to the trip's link, which shows the changed trip.
 */
export function createGuestTripChangeLogic(runtime: LogicRuntime) {
  return tripChangeMachine.provide({
    actors: {
      ...createTripChangeActors(runtime.clients),
      findReturnTrip: fromPromise<Trip | null, { trip: Trip }>(async () => null),
      loadOtherTrips: fromPromise<Trip[], ChangeOverlapInput>(async () => []),
    },
    actions: {
      leaveChange: ({ context }) => runtime.navigate(guestTripPath(context.guestToken ?? '')),
      saveDraft: (_, params: { draft: TripChangeDraft | null }) => saveTripChangeDraft(params.draft),
      discardDraft: () => discardTripChangeDraft(),
    },
  });
}

/** The guest's trip page of a link token: `/trip/<token>`. */
export function guestTripPath(token: string): string {
  return `/trip/${encodeURIComponent(token)}`;
}
