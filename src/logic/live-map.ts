import { liveMapMachine } from '../../machines/trip';
import type { AppError } from '../../machines/types';
import { createLiveTrackingActors } from './actors/live-tracking-actors';
import { createTravellerNearNoticeLogic } from './near-notice';
import type { LogicRuntime } from './runtime';

/**
 * machines/trip/live-map.machine.ts wired to the real world: `fetchVehiclePosition` = GET
 * /trips/{base64(vehicleTrackingId)}/vehicles/position; position errors are silent (product §8) and a failed
 * directions request is only logged (product §2). The child `nearNotice` is src/logic/near-notice.ts's, for the
 * signed-in traveller.
 */
export function createLiveMapLogic(runtime: LogicRuntime) {
  return liveMapMachine.provide({
    actors: {
      fetchVehiclePosition: createLiveTrackingActors(runtime.clients).fetchVehiclePosition,
      nearNotice: createTravellerNearNoticeLogic(runtime),
    },
    actions: {
      reportPositionError: (_, params: { error: AppError }) =>
        console.debug('[live map] vehicle position failed (silent, product §8)', params.error),
      logDirectionsError: (_, params: { error: unknown }) =>
        console.warn('[live map] directions request failed', params.error),
    },
  });
}
