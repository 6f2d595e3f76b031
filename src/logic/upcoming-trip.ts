import { waitFor } from 'xstate';
import { selectUserData } from '../../machines/auth.machine';
import { upcomingTripMachine } from '../../machines/trip';
import { selectNextTrip, selectPendingParts } from '../../machines/lib/user-data-selectors';
import type { AppError, Trip } from '../../machines/types';
import { createLiveTrackingActors } from './actors/live-tracking-actors';
import type { LogicRuntime } from './runtime';

/**
 * machines/trip/upcoming.machine.ts wired to the real world (CONVENTIONS: machines declare, src/logic provides):
 * `fetchNextTrip` = GET /trips/next; `publishNextTrip` hands each answer to the session's user data
 * (`userData.update { nextTrip }` to its `userData` child), so the plain card, the cancel control and everything
 * else that reads the session's next trip stay fresh; `reportError` only logs (product §8: upcoming-trip errors are silent).
 *
 * One GET /trips/next after login: while the session's post-login batch is still loading the next
 * trip, a fetch joins that request instead of sending a second one, and answers with the batch's result
 * (`Trip | null`; a failed batch part leaves the session's previous value, null after login).
 */
export function createUpcomingTripLogic(runtime: LogicRuntime) {
  // Resolves with the batch's answer once the user data stops loading the next trip (null when it is not loading).
  // Only public selectors of the session and its user-data child are read, never their context.
  const pendingNextTrip = (signal: AbortSignal): Promise<Trip | null> | null => {
    const userData = selectUserData(runtime.auth.getSnapshot());
    if (!userData || !selectPendingParts(userData.getSnapshot()).includes('nextTrip')) return null;
    return waitFor(userData, (s) => !selectPendingParts(s).includes('nextTrip'), { signal }).then(
      selectNextTrip,
    );
  };
  const { fetchNextTrip } = createLiveTrackingActors(runtime.clients, { pendingNextTrip });
  return upcomingTripMachine.provide({
    actors: { fetchNextTrip },
    actions: {
      publishNextTrip: (_, params: { trip: Trip | null }) =>
        selectUserData(runtime.auth.getSnapshot())?.send({
          type: 'userData.update',
          data: { nextTrip: params.trip },
        }),
      reportError: (_, params: { error: AppError }) =>
        console.debug('[upcoming trip] refresh failed (silent, product §8)', params.error),
    },
  });
}
