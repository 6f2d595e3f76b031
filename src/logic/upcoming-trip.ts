import { waitFor } from 'xstate';
import { selectNextTrip } from '../../machines/auth.machine';
import { upcomingTripMachine } from '../../machines/upcoming-trip.machine';
import type { AppError, Trip } from '../../machines/types';
import { createLiveTrackingActors } from './actors/live-tracking-actors';
import type { LogicRuntime } from './runtime';

/**
 * machines/upcoming-trip.machine.ts wired to the real world (CONVENTIONS: machines declare, src/logic provides):
 * `fetchNextTrip` = GET /trips/next; `publishNextTrip` hands each answer to the session
 * (`userData.update { nextTrip }`), so the plain card, the cancel control and everything else that reads the
 * session's next trip stay fresh; `reportError` only logs (SPEC §8: upcoming-trip errors are silent).
 *
 * Issue 10 (one GET /trips/next after login): while the session's post-login batch is still loading the next
 * trip, a fetch joins that request instead of sending a second one, and answers with the batch's result
 * (`Trip | null`; a failed batch part leaves the session's previous value, null after login).
 */
export function createUpcomingTripLogic(runtime: LogicRuntime) {
  // Resolves with the batch's answer once the session stops loading the next trip (null when it is not loading).
  const pendingNextTrip = (signal: AbortSignal): Promise<Trip | null> | null =>
    runtime.auth.getSnapshot().context.userDataPending.includes('nextTrip')
      ? waitFor(runtime.auth, (s) => !s.context.userDataPending.includes('nextTrip'), { signal }).then(
          selectNextTrip,
        )
      : null;
  const { fetchNextTrip } = createLiveTrackingActors(runtime.clients, { pendingNextTrip });
  return upcomingTripMachine.provide({
    actors: { fetchNextTrip },
    actions: {
      publishNextTrip: (_, params: { trip: Trip | null }) =>
        runtime.auth.send({ type: 'userData.update', data: { nextTrip: params.trip } }),
      reportError: (_, params: { error: AppError }) =>
        console.debug('[upcoming trip] refresh failed (silent, SPEC §8)', params.error),
    },
  });
}
