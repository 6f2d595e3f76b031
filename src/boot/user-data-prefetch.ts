import { defaultTicketingBaseUrl } from '../api/base-urls';
import { sessionHeaders, TICKETING_API_VERSION } from '../api/middleware';
import type { PrefetchedRequest } from '../api/prefetch';
import { readStoredSession } from '../lib/stored-session';
import { readTabActingFor } from '../lib/acting-for-storage';
import { USER_DATA_PATHS } from '../app/user-data-paths';
import type { Locale } from '../../common/locale-detect';

/** What {@link startUserDataPrefetch} reads; the boot script passes the browser's, tests their own. */
export interface UserDataPrefetchEnv {
  /** Where the stored session is (src/lib/stored-session.ts). */
  storage: Storage | undefined;
  /** The tab's storage with its travelling-for choice (src/lib/acting-for-storage.ts; the browser's sessionStorage). */
  tabStorage?: Storage | undefined;
  /** Sends a request (the browser's `fetch`). */
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  /** The UI language the app will send as `Accept-Language` (product §9 detection). */
  locale: Locale;
  /** The page's path: nothing is fetched on `/logout`. */
  path: string;
  /** Ticketing API base URL (default: the API clients' default, src/api/base-urls.ts). */
  ticketingBaseUrl?: string;
  /** Device clock, ms since the epoch (default `Date.now`). */
  now?: () => number;
}

/**
 * Pages that start from more than the batch. /book-trip starts a new booking from the travel
 * preferences, so they are asked alongside the batch and the form does not wait one more round trip.
 */
const PAGE_EXTRAS: Readonly<Record<string, readonly string[]>> = {
  '/book-trip': ['/users/travel-preferences'],
};

/**
 * Sends the signed-in user's data batch (product §4: profile, budget, next trip, recent locations and
 * region; GET /users, /users/budget, /trips/next, /locations/user/recent, /regions) for a stored session, with
 * exactly the headers the app's session middleware will put on the same requests (bearer token, `X-Pass-Number`
 * of the stored pass number, `Accept-Language`, platform, region, `Api-Version` 2; while the tab acts for a
 * traveller, product §10.12, `X-Acting-For` and the pass number the tab used for them), so the app's first batch
 * (machines/user-data.machine.ts `loadUserData`, spawned after `restoring`) is answered by these (src/api/prefetch.ts) instead
 * of waiting for the app's JavaScript to download and run first.
 *
 * Returns the pending requests; `[]` without a stored session or on `/logout`. Never throws and leaves no
 * unhandled rejection (a failed prefetch is simply fetched again by the app).
 */
export function startUserDataPrefetch(env: UserDataPrefetchEnv): PrefetchedRequest[] {
  const page = env.path.replace(/\/+$/, '');
  if (page === '/logout') return [];
  const session = readStoredSession(env.storage);
  if (!session) return [];
  const acting = readTabActingFor(env.tabStorage, session.username);
  const headers = sessionHeaders({
    accessToken: session.accessToken,
    passNumber: acting ? acting.passNumber : session.passNumber,
    actingFor: acting?.traveller.username ?? null,
    locale: env.locale,
    apiVersion: TICKETING_API_VERSION,
  });
  const base = env.ticketingBaseUrl ?? defaultTicketingBaseUrl();
  const now = env.now ?? Date.now;
  return [...Object.values(USER_DATA_PATHS), ...(PAGE_EXTRAS[page] ?? [])].map((path) => {
    const url = new URL(`${base}${path}`).href;
    let response: Promise<Response>;
    try {
      response = env.fetch(url, { headers });
    } catch (error) {
      response = Promise.reject(error);
    }
    response.catch(() => undefined);
    return { url, headers, sentAt: now(), response };
  });
}
