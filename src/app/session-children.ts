/**
 * The session's children, loaded once signed in (not with /login, docs/performance.md): the user-data chart (product
 * §4 "After login the app loads profile, …") and the travelling-for chart (product §10.12 Carers), with the actors
 * that provide them. src/app/runtime.ts loads this module when the session spawns them
 * (src/logic/lazy-machine.ts).
 */
import { fromPromise } from 'xstate';
import type { ApiClients } from '../api/clients';
import { unwrap } from '../api/errors';
import type { LoadUserDataInput, UserData, UserDataPart } from '../../machines/user-data.machine';
import type { CaredTraveller } from '../../machines/travelling-for.machine';
import { USER_DATA_PATHS } from './user-data-paths';

export { userDataMachine } from '../../machines/user-data.machine';
export { travellingForMachine } from '../../machines/travelling-for.machine';

/**
 * The actor of machines/user-data.machine.ts: `loadUserData` (profile, budget, next trip, recent locations and
 * region in ONE parallel batch, product §4; the budget for `input.passNumber`, or without `X-Pass-Number` when null:
 * the only pass's budget).
 */
export function createUserDataActors(clients: ApiClients) {
  const { ticketing } = clients;

  const fetchPart = async (
    part: UserDataPart,
    input: LoadUserDataInput,
    signal: AbortSignal,
  ): Promise<Partial<UserData>> => {
    switch (part) {
      case 'profile':
        return { profile: (await unwrap(ticketing.GET(USER_DATA_PATHS.profile, { signal }))).data };
      case 'budget': {
        // Without a pass number the request goes without `X-Pass-Number`: the server answers the budget of a
        // user's only pass number (null with none or several), so a first login needs no second round trip.
        const header = input.passNumber ? { 'X-Pass-Number': input.passNumber } : {};
        return {
          budget: (await unwrap(ticketing.GET(USER_DATA_PATHS.budget, { signal, params: { header } }))).data,
        };
      }
      case 'nextTrip':
        return { nextTrip: (await unwrap(ticketing.GET(USER_DATA_PATHS.nextTrip, { signal }))).data ?? null };
      case 'recentLocations':
        return {
          recentLocations: (await unwrap(ticketing.GET(USER_DATA_PATHS.recentLocations, { signal }))).data,
        };
      case 'region':
        return { region: (await unwrap(ticketing.GET(USER_DATA_PATHS.region, { signal }))).data };
    }
  };

  return {
    loadUserData: fromPromise<Partial<UserData>, LoadUserDataInput>(async ({ input, signal }) => {
      // §8: these loads are silent; resolve with what arrived, reject only when nothing did.
      const results = await Promise.allSettled(input.parts.map((part) => fetchPart(part, input, signal)));
      const loaded = results.filter(
        (r): r is PromiseFulfilledResult<Partial<UserData>> => r.status === 'fulfilled',
      );
      if (loaded.length === 0 && results.length > 0) throw (results[0] as PromiseRejectedResult).reason;
      return Object.assign({}, ...loaded.map((r) => r.value)) as Partial<UserData>;
    }),
  };
}

/**
 * The actor of machines/travelling-for.machine.ts: `loadTravellers` (GET /carer/travellers, product §10.12: the
 * travellers the account acts for, by name; the account's own call, so never with `X-Acting-For`).
 */
export function createTravellingForActors(clients: ApiClients) {
  const { ticketing } = clients;
  return {
    loadTravellers: fromPromise<CaredTraveller[]>(
      async ({ signal }) => (await unwrap(ticketing.GET('/carer/travellers', { signal }))).data,
    ),
  };
}
