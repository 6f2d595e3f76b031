/**
 * The session's travelling-for chart with its actor (product §10.12 Carers), loaded only when the tab needs it: the
 * account's own profile says it is a carer, or the tab acts for someone (machines/lib/session-stand-ins.ts
 * `travellingForWakes`); a traveller who is no carer never loads it (performance budget, docs/performance.md).
 * src/app/runtime.ts loads this module when the session's `travellingFor` child wakes (src/logic/lazy-machine.ts).
 */
import { fromPromise } from 'xstate';
import type { ApiClients } from '../api/clients';
import { unwrap } from '../api/errors';
import { travellingForMachine, type CaredTraveller } from '../../machines/travelling-for.machine';

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

/** machines/travelling-for.machine.ts provided with {@link createTravellingForActors}. */
export function provideTravellingFor(clients: ApiClients) {
  return travellingForMachine.provide({ actors: createTravellingForActors(clients) });
}
