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
import { userDataMachine } from '../../machines/user-data.machine';
import { snapshotAccountKey } from '../../machines/lib/acting-for';
import type { AuthSnapshot } from '../../machines/auth.machine';
import type { ConnectivityEvent } from '../../machines/connectivity.machine';
import { getActiveLocale, requestLocale, toLocale } from '../i18n/i18n';

export { userDataMachine };
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

/** What {@link provideUserData} needs from the runtime (src/app/runtime.ts). */
export interface UserDataWiring {
  clients: ApiClients;
  /** The session's snapshot now (undefined before the session actor exists). */
  session: () => AuthSnapshot | undefined;
  /** Reports to the connectivity chart (machines/connectivity.machine.ts): API reached or failed, snapshot saves. */
  tellConnectivity: (event: ConnectivityEvent) => void;
  /** The server-corrected clock (UTC instant). */
  now: () => Date;
}

/**
 * machines/user-data.machine.ts provided for the app: {@link createUserDataActors}, and its reports. Each load
 * tells the connectivity chart the API was reached (or failed) and keeps the offline snapshot (next trip, budget)
 * per (account, travelling-for) pair; the account's own profile tells the travelling-for chart whether it is a
 * carer (product §10.12); the first profile's language is applied (product §4), except in a tab acting for a
 * traveller, which keeps the carer's language.
 */
export function provideUserData({ clients, session, tellConnectivity, now }: UserDataWiring) {
  return userDataMachine.provide({
    actors: createUserDataActors(clients),
    actions: {
      reportLoaded: (_, { data, loaded }) => {
        tellConnectivity({ type: 'api.reached' });
        const snapshot = session();
        const acting = snapshot?.context.actingFor?.username ?? null;
        // The account's own profile says whether it acts for travellers (the chooser, product §10.12).
        if (snapshot && loaded.includes('profile') && data.profile && !acting)
          snapshot.children.travellingFor?.send({
            type: 'travellingFor.profile',
            isCarer: data.profile.isCarer ?? false,
          });
        // One snapshot per (account, travelling-for) pair.
        const account = snapshot?.context.username && snapshotAccountKey(snapshot.context.username, acting);
        const parts = {
          ...(loaded.includes('nextTrip') ? { nextTrip: data.nextTrip } : {}),
          ...(loaded.includes('budget') ? { budget: data.budget } : {}),
        };
        if (account && Object.keys(parts).length > 0)
          tellConnectivity({ type: 'snapshot.save', account, parts, takenAt: now().toISOString() });
      },
      reportLoadFailed: (_, { error }) => tellConnectivity({ type: 'api.failed', status: error.status }),
      // The account's language wins after login: shown at once, kept on the device and cookie.
      // When that replaces the page's language, the chart is told, so it can say so once (the language notice).
      // Only the account's own: a tab acting for a traveller (product §10.12) keeps the carer's language.
      applyAccountLanguage: ({ self }, { language }) => {
        if (session()?.context.actingFor) return;
        const locale = toLocale(language);
        if (!locale) return;
        const switched = locale !== getActiveLocale();
        requestLocale(locale);
        if (switched) self.send({ type: 'language.switched', language: locale });
      },
    },
  });
}
