import { createActor, type Actor } from 'xstate';
import { authMachine, type StoredSession } from '../../machines/auth.machine';
import type * as SessionChildren from './session-children';
import { travellingForStandIn, userDataStandIn } from '../../machines/lib/session-stand-ins';
import { createApiClients, type ApiClients } from '../api/clients';
import { takePrefetchedRequests, withPrefetchedResponses, type PrefetchedRequest } from '../api/prefetch';
import { createServerClock, withServerTime, type ServerClock } from '../api/server-time';
import { getActiveLocale } from '../i18n/i18n';
import type { AppError } from '../../machines/types';
import type { ActorInspector } from './inspect';
import {
  createAuthActors,
  forgetRememberedPassNumbers,
  rememberPassNumber,
  SESSION_STORAGE_KEY,
} from './auth-actors';
import { saveFile } from '../lib/save-file';
import { preloadSignedInHome } from './preload';
import { LogicRegistry } from '../logic/use-logic';
import { lazyMachine } from '../logic/lazy-machine';
import { withImportRetry } from '../lib/retry-import';
import type { ConnectivityEvent } from '../../machines/connectivity.machine';
import type * as ConnectivityLogic from '../logic/connectivity';
import { forgetBookingDrafts } from '../logic/booking-draft-storage';
import { createRefreshLock, type RefreshLock } from './session-lock';
import { createSessionPort } from './session-port';
import { isSameAccount, readStoredSession, writeStoredSession } from '../lib/stored-session';
import { tabStorage, writeTabActingFor } from '../lib/acting-for-storage';

/** Options of {@link createAppRuntime}; every one has a browser default, tests inject their own. */
export interface AppRuntimeOptions {
  /** Fetch used by both API clients, e.g. `(req) => app.fetch(req)` for the in-process reference server. */
  fetch?: (request: Request) => Promise<Response>;
  ticketingBaseUrl?: string;
  accountBaseUrl?: string;
  /** Session storage (default `window.localStorage`). */
  storage?: Storage;
  /**
   * The tab's own storage, where the tab's travelling-for choice is kept (product §10.12; default
   * `window.sessionStorage`). Tests that simulate two tabs pass one each.
   */
  tabStorage?: Storage;
  /**
   * The device clock (default `() => new Date()`). The runtime's {@link AppRuntime.now} is this plus the offset
   * learnt from the APIs' `Date` headers (server-corrected now).
   */
  now?: () => Date;
  /** Opens a URL in a new tab (default `window.open(url, '_blank', 'noopener,noreferrer')`). */
  openWindow?: (url: string) => void;
  /** Hands a downloaded file to the browser (default {@link saveFile}: a temporary link with `download`). */
  saveFile?: (blob: Blob, filename: string) => void;
  /**
   * Development `?inspect` (src/app/inspect.ts): the Stately inspector's observer, given to the auth actor here and
   * to every feature actor through {@link AppRuntime.inspect} (`useLogicActor`, src/logic/use-logic.tsx). Default: none.
   */
  inspect?: ActorInspector;
  /**
   * Requests the inline boot script already sent (src/api/prefetch.ts); the first identical API
   * requests are answered by them. Default: taken from `window.__regiotaxiPrefetch` (none outside a browser).
   */
  prefetched?: readonly PrefetchedRequest[];
  /**
   * The cross-tab refresh lock (src/app/session-lock.ts). Default: Web Locks, else a lease in `storage`. Tabs
   * simulated in one test share one lock.
   */
  refreshLock?: RefreshLock;
  /**
   * Subscribes to changes of the stored session made by other tabs; returns the unsubscribe. Default: the
   * window's `storage` event for {@link SESSION_STORAGE_KEY} (fired in every other tab of the origin, never in the
   * one that wrote). Tests that simulate tabs in one document pass their own.
   */
  onStoredSessionChange?: (listener: () => void) => () => void;
}

/**
 * The session's children's charts with their actors (the user data, product §4; travelling for, product §10.12),
 * loaded once signed in, not with /login; retried like a route's chunk. Signed-in pages import the charts too (their
 * selectors), so the preview server preloads them with those pages.
 */
const loadSessionChildren = withImportRetry<typeof SessionChildren>(
  () => import('./session-children'),
  'userDataMachine',
);

/** The browser's notice of another tab's session write (`storage` event of the session key, or a `clear()`). */
function windowStorageEvents(listener: () => void): () => void {
  if (typeof window === 'undefined') return () => {};
  const onStorage = (event: StorageEvent) => {
    if (event.key === SESSION_STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

/** Everything the views need that outlives a single page: API clients, the auth actor and provided machines. */
export interface AppRuntime {
  clients: ApiClients;
  /**
   * The long-lived session actor (login, refresh-once; its child `userData` holds the user data while signed in).
   * Started by {@link createAppRuntime}.
   */
  auth: Actor<typeof authMachine>;
  /** The device storage of the stored session (`window.localStorage`, or the option's). */
  storage: Storage | undefined;
  /** Opens a URL in a new tab (payment links; see {@link openSafeUrl}). */
  openWindow: (url: string) => void;
  /** Hands a downloaded file to the browser (the trip-history PDF). */
  saveFile: (blob: Blob, filename: string) => void;
  /**
   * The logic layer built over this runtime (src/logic/use-logic.tsx): each `create<X>Logic` once. Tests may
   * `override` a factory's logic before rendering.
   */
  logic: LogicRegistry;
  /**
   * The server-corrected current instant: device time + the offset learnt from the APIs' `Date` headers
   * (src/api/server-time.ts). Every time rule of the app reads this (live-map window, countdowns, cancel window,
   * earliest pick-up), so moving the reference server's clock (`POST /dev/clock`) moves it too.
   */
  now: () => Date;
  /** The clock behind {@link AppRuntime.now} (its learnt offset, for diagnostics and tests). */
  serverClock: ServerClock;
  /** The inspector every actor of the app is created with (development `?inspect` only), else undefined. */
  inspect: ActorInspector | undefined;
  /** Router navigation, attached once the router exists (actions may navigate: activation, home). */
  setNavigate(navigate: (to: string) => void): void;
  navigate(to: string): void;
  /** Stops every actor (tests; logout keeps the runtime but clears the session). */
  stop(): void;
}

import { notifyAppError } from '../logic/notify';

/**
 * Wires the statecharts to the real world (CONVENTIONS "machines declare, src/app provides"): builds the API
 * clients with the session middleware, provides the session machine and the user-data machine it spawns with
 * their actors and actions, and starts the auth actor (which restores a stored session).
 */
export function createAppRuntime(options: AppRuntimeOptions = {}): AppRuntime {
  const storage = options.storage ?? (typeof window === 'undefined' ? undefined : window.localStorage);
  const tab = options.tabStorage ?? tabStorage();
  const serverClock = createServerClock(options.now ?? (() => new Date()));
  const now = serverClock.now;
  const openWindow =
    options.openWindow ?? ((url: string) => void window.open(url, '_blank', 'noopener,noreferrer'));
  let navigateImpl: (to: string) => void = () => {};
  let auth: Actor<typeof authMachine> | null = null;

  const session = createSessionPort(() => auth, getActiveLocale);
  const clientOptions: Parameters<typeof createApiClients>[0] = { session };
  // Every response teaches the server clock; the global fetch is bound lazily so test doubles are honoured.
  // Under it, the boot script's prefetched user-data answers stand in for the app's first identical requests.
  clientOptions.fetch = withServerTime(
    withPrefetchedResponses(
      options.fetch ?? ((request: Request) => globalThis.fetch(request)),
      options.prefetched ?? takePrefetchedRequests(),
    ),
    serverClock,
  );
  if (options.ticketingBaseUrl) clientOptions.ticketingBaseUrl = options.ticketingBaseUrl;
  if (options.accountBaseUrl) clientOptions.accountBaseUrl = options.accountBaseUrl;
  const clients = createApiClients(clientOptions);

  // The connectivity chart (built on first use by the logic registry, below) hears of every user-data load and
  // session end: it keeps and forgets the offline snapshot, and knows when the API cannot be reached.
  // Loaded on the first report (signed in), so the /login path does not carry it; one module promise keeps the
  // reports in order.
  let registry: LogicRegistry | null = null;
  let connectivityModule: Promise<typeof ConnectivityLogic> | null = null;
  const tellConnectivity = (event: ConnectivityEvent) => {
    connectivityModule ??= import('../logic/connectivity');
    void connectivityModule.then(({ createConnectivityActor }) =>
      registry?.get(createConnectivityActor).send(event),
    );
  };
  const authLogic = authMachine.provide({
    actors: {
      ...createAuthActors(clients, storage, options.refreshLock ?? createRefreshLock(storage), tab),
      // Both children's charts load when the session spawns them (signed in), not with /login.
      userData: lazyMachine(userDataStandIn, () =>
        loadSessionChildren().then(({ provideUserData }) =>
          provideUserData({ clients, session: () => auth?.getSnapshot(), tellConnectivity, now }),
        ),
      ),
      travellingFor: lazyMachine(travellingForStandIn, () =>
        loadSessionChildren().then(({ travellingForMachine, createTravellingForActors }) =>
          travellingForMachine.provide({ actors: createTravellingForActors(clients) }),
        ),
      ),
    },
    actions: {
      // Tokens are stored where they arrive (login, and refresh under the cross-tab lock: auth-actors.ts); here
      // only the pass number (and whether the login session's pass-number dialog was given) joins the stored
      // session of the same account. Nothing stored, or another account's
      // session, means this tab's session ended elsewhere (the `session.ended` notice is on its way): write nothing,
      // so a late write can never revive a session another tab logged out, nor overwrite newer tokens.
      persistSession: (_, params: StoredSession) => {
        const stored = readStoredSession(storage);
        if (!stored || !isSameAccount(stored.username, params.username)) return;
        const promptGiven = params.passNumberPromptGiven ?? false;
        if (
          stored.passNumber !== params.passNumber ||
          (stored.passNumberPromptGiven ?? false) !== promptGiven
        ) {
          writeStoredSession(storage, {
            ...stored,
            passNumber: params.passNumber,
            passNumberPromptGiven: promptGiven,
          });
        }
        rememberPassNumber(storage, params);
      },
      // Logout and a refused refresh end the session in every tab (they see the removal), but another account's
      // session, stored by a login in another tab, is left alone.
      clearSession: (_, params: { username: string | null }) => {
        const stored = readStoredSession(storage);
        if (!stored || isSameAccount(stored.username, params.username))
          storage?.removeItem(SESSION_STORAGE_KEY);
        writeTabActingFor(tab, params.username ?? '', null, null);
      },
      // The tab's travelling-for choice stays with the tab (two tabs may act for two travellers).
      persistActingFor: (_, { username, traveller, passNumber }) =>
        writeTabActingFor(tab, username, traveller, passNumber),
      // Logout also forgets the tab's booking drafts (a completed booking and "Start over" forget their own).
      forgetDevice: () => {
        forgetRememberedPassNumbers(storage);
        forgetBookingDrafts();
      },
      // Every way a session ends deletes that account's offline snapshot (the store is shared by all tabs).
      forgetOfflineSnapshot: (_, { username }) => {
        if (username) tellConnectivity({ type: 'snapshot.forget', account: username });
      },
      preloadSignedIn: preloadSignedInHome,
      goToActivation: (_, params: { email: string }) =>
        navigateImpl(`/activate?email=${encodeURIComponent(params.email)}`),
      notifyError: (_, params: { error: AppError }) => notifyAppError(params.error),
    },
  });
  auth = createActor(authLogic, options.inspect ? { inspect: options.inspect } : {});

  auth.start();
  const started = auth;

  // Another tab renewed the tokens (adopt them) or ended the session (sign out here too).
  const unsubscribe = (options.onStoredSessionChange ?? windowStorageEvents)(() => {
    const snapshot = started.getSnapshot();
    if (!snapshot.matches('signedIn')) return;
    const stored = readStoredSession(storage);
    const { username, accessToken } = snapshot.context;
    if (!stored || !isSameAccount(stored.username, username)) started.send({ type: 'session.ended' });
    else if (stored.accessToken !== accessToken) {
      started.send({
        type: 'session.refreshed',
        accessToken: stored.accessToken,
        refreshToken: stored.refreshToken,
      });
    }
  });
  const base: Omit<AppRuntime, 'logic'> = {
    clients,
    auth: started,
    openWindow,
    saveFile: options.saveFile ?? saveFile,
    storage,
    now,
    serverClock,
    inspect: options.inspect,
    setNavigate(navigate) {
      navigateImpl = navigate;
    },
    navigate: (to) => navigateImpl(to),
    stop: () => {
      unsubscribe();
      started.stop();
    },
  };
  // The logic layer is built over the runtime itself (each factory on first use).
  registry = new LogicRegistry(base);
  return { ...base, logic: registry };
}
