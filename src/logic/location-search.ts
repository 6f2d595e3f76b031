/**
 * The location-search machine (machines/location-search.machine.ts) provided with GET /locations (product §7), one
 * actor per address combobox (src/components/address-combobox). A failed search rejects with the §8 ApiError,
 * which the machine only logs (product §8 "location search failures are only logged").
 */
import { fromPromise } from 'xstate';
import { locationSearchMachine, type SearchLocationsInput } from '../../machines/location-search.machine';
import type { Location } from '../../machines/types';
import { unwrap } from '../api/errors';
import type { LogicRuntime } from './runtime';

/** `locationSearchMachine` over the runtime's Ticketing client; the request is aborted with the actor's signal. */
export function createLocationSearchLogic(runtime: LogicRuntime) {
  return locationSearchMachine.provide({
    actors: {
      searchLocations: fromPromise<Location[], SearchLocationsInput>(async ({ input, signal }) => {
        const body = await unwrap(
          runtime.clients.ticketing.GET('/locations', { params: { query: input }, signal }),
        );
        return body.data;
      }),
    },
    actions: {
      logError: (_, params: { error: unknown }) => console.warn('[address search] failed', params.error),
    },
  });
}
