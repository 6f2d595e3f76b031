/**
 * Pausing a series of trips wired to the real world (product §10.11 "Changing a booked trip": "Pause the series"),
 * built once per runtime (./use-logic.tsx); the change page of a series trip runs a fresh actor of it. Imported
 * only by that page, so it loads with it.
 */
import { seriesPauseMachine } from '../../machines/booking';
import { createTripChangeActors } from './actors/trip-change-actors';
import type { LogicRuntime } from './runtime';
import { userDataOf } from './user-data';

/**
 * Provides machines/booking/series-pause.machine.ts with POST /trips/{id}/series/pause
 * (./actors/trip-change-actors.ts `pauseSeries`). Actions: a pause reloads the session's next trip and budget (the
 * cancelled dates' km are back); closing its results goes to /my-trips.
 */
export function createSeriesPauseLogic(runtime: LogicRuntime) {
  const { pauseSeries } = createTripChangeActors(runtime.clients);
  return seriesPauseMachine.provide({
    actors: { pauseSeries },
    actions: {
      seriesPaused: () =>
        userDataOf(runtime)?.send({ type: 'userData.reload', parts: ['nextTrip', 'budget'] }),
      leavePause: () => runtime.navigate('/my-trips'),
    },
  });
}
