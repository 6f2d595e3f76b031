/** The public follow page of a share link wired to the real world. */
import { followMachine } from '../../machines/trip';
import type { AppError } from '../../machines/types';
import { createFollowActors } from './actors/trip-share-actors';
import { createCarerNearNoticeLogic } from './near-notice';
import type { LogicRuntime } from './runtime';

/**
 * Provides machines/trip/follow.machine.ts: `fetchFollowedTrip` = GET /follow/{token} without the session; a failed
 * refresh is only logged (the page keeps the last answer, as the live card does, product §8) and so is a failed
 * directions request of the map (product §2). The child `nearNotice` is src/logic/near-notice.ts's, for a carer.
 */
export function createFollowLogic(runtime: LogicRuntime) {
  return followMachine.provide({
    actors: { ...createFollowActors(runtime.clients), nearNotice: createCarerNearNoticeLogic(runtime) },
    actions: {
      reportRefreshError: (_, params: { error: AppError }) =>
        console.debug('[follow] refresh failed (silent, the last answer stays)', params.error),
      logDirectionsError: (_, params: { error: unknown }) =>
        console.warn('[follow] directions request failed', params.error),
    },
  });
}
