/**
 * The change flow of a booked trip wired to the real world (product §10.11 "Changing a booked trip"), built once per
 * runtime (./use-logic.tsx); each visit of /change-trip/<id> runs a fresh actor of it. Imported only by the change
 * page, so it loads with that page.
 */
import { tripChangeMachine } from '../../machines/booking';
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
 * shift; closing the success message goes to /my-trips.
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
    },
  });
}
