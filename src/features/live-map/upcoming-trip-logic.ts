import { useMemo } from 'react';
import { upcomingTripMachine } from '../../../machines/upcoming-trip.machine';
import type { AppError, Trip } from '../../../machines/types';
import { createLiveTrackingActors } from '../../app/actors';
import type { AppRuntime } from '../../app/runtime';
import { useRuntime } from '../../app/runtime-context';

/**
 * machines/upcoming-trip.machine.ts wired to the real world (CONVENTIONS: machines declare, src/app provides):
 * `fetchNextTrip` = GET /trips/next; `publishNextTrip` hands each answer to the session
 * (`userData.update { nextTrip }`), so the plain card, the cancel control and everything else that reads the
 * session's next trip stay fresh; `reportError` only logs (SPEC §8: upcoming-trip errors are silent).
 */
export function createUpcomingTripLogic(runtime: AppRuntime) {
  return upcomingTripMachine.provide({
    actors: { fetchNextTrip: createLiveTrackingActors(runtime.clients).fetchNextTrip },
    actions: {
      publishNextTrip: (_, params: { trip: Trip | null }) =>
        runtime.auth.send({ type: 'userData.update', data: { nextTrip: params.trip } }),
      reportError: (_, params: { error: AppError }) =>
        console.debug('[upcoming trip] refresh failed (silent, SPEC §8)', params.error),
    },
  });
}

const cache = new WeakMap<AppRuntime, ReturnType<typeof createUpcomingTripLogic>>();

/** Uses `logic` for `runtime` from now on (tests: shorter delays, fake actors). */
export function registerUpcomingTripLogic(
  runtime: AppRuntime,
  logic: ReturnType<typeof createUpcomingTripLogic>,
): void {
  cache.set(runtime, logic);
}

/** The provided upcoming-trip machine of the current runtime (stable across renders). */
export function useUpcomingTripLogic() {
  const runtime = useRuntime();
  return useMemo(() => {
    let logic = cache.get(runtime);
    if (!logic) {
      logic = createUpcomingTripLogic(runtime);
      cache.set(runtime, logic);
    }
    return logic;
  }, [runtime]);
}
