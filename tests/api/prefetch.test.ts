import { afterEach, describe, expect, it } from 'vitest';
import { createApp, type ReferenceApp } from '../../server/app';
import {
  PREFETCH_GLOBAL,
  PREFETCH_MAX_AGE_MS,
  takePrefetchedRequests,
  withPrefetchedResponses,
  type PrefetchedRequest,
} from '../../src/api/prefetch';
import { SESSION_STORAGE_KEY } from '../../src/lib/stored-session';
import { createAppRuntime, type AppRuntime } from '../../src/app/runtime';
import { startUserDataPrefetch } from '../../src/boot/user-data-prefetch';
import { getActiveLocale } from '../../src/i18n/i18n';
import { MemoryStorage, waitForUserData } from '../support/in-process';

/* No request waterfalls: the inline boot script (src/boot/boot.ts) sends the signed-in user's data
 * batch before the app's JavaScript has run; the app's first identical requests are answered by it
 * (src/api/prefetch.ts). Against the real reference server (in process) with the real runtime and auth machine. */

const TRAVELLER = { email: 'reiziger@example.com', password: 'Welkom-2026!', passNumber: '2001000109' };
const BASE = 'http://localhost';
const USER_DATA_PATHS = [
  '/ticketing/users',
  '/ticketing/users/budget',
  '/ticketing/trips/next',
  '/ticketing/locations/user/recent',
  '/ticketing/regions',
];

let server: ReferenceApp | null = null;
let runtime: AppRuntime | null = null;

afterEach(() => {
  runtime?.stop();
  server?.close();
  runtime = null;
  server = null;
});

/** Logs the traveller in through the Account API and stores the session the way the app does. */
async function storedSession(ref: ReferenceApp, accessTokenOverride?: string) {
  const basic = Buffer.from(`${TRAVELLER.email}:${TRAVELLER.password}`).toString('base64');
  const res = await ref.app.fetch(
    new Request(`${BASE}/api/auth/auth/login`, {
      method: 'POST',
      headers: { Authorization: `Basic ${basic}` },
    }),
  );
  const { username, sessionTokens } = (
    (await res.json()) as {
      Data: { user: { username: string; sessionTokens: { accessToken: string; refreshToken: string } } };
    }
  ).Data.user;
  const storage = new MemoryStorage();
  storage.setItem(
    SESSION_STORAGE_KEY,
    JSON.stringify({
      username,
      accessToken: accessTokenOverride ?? sessionTokens.accessToken,
      refreshToken: sessionTokens.refreshToken,
      passNumber: TRAVELLER.passNumber,
    }),
  );
  return storage;
}

/** The boot script's prefetch against `ref`, logging what it sends into `log`. */
function bootPrefetch(
  ref: ReferenceApp,
  storage: Storage,
  log: string[],
  locale: 'nl-NL' | 'en-US' = getActiveLocale(),
) {
  return startUserDataPrefetch({
    storage,
    locale,
    path: '/home',
    ticketingBaseUrl: `${BASE}/ticketing`,
    fetch: async (url, init) => {
      log.push(`GET ${new URL(url).pathname}`);
      return ref.app.fetch(new Request(url, init));
    },
  });
}

/** The real runtime over `ref`, restoring the stored session, with the given prefetched requests. */
function startRuntime(ref: ReferenceApp, storage: Storage, prefetched: PrefetchedRequest[], log: string[]) {
  return createAppRuntime({
    storage,
    prefetched,
    openWindow: () => {},
    ticketingBaseUrl: `${BASE}/ticketing`,
    accountBaseUrl: BASE,
    fetch: async (request) => {
      log.push(`${request.method} ${new URL(request.url).pathname}`);
      return ref.app.fetch(request);
    },
  });
}

const loaded = (r: AppRuntime) =>
  waitForUserData(
    r.auth,
    (s) =>
      s.context.data.profile !== null && s.context.data.region !== null && s.context.pending.length === 0,
    { timeout: 5000 },
  );

describe('the boot script’s user-data prefetch and the app', () => {
  it('answers the restored session’s first batch: each user-data request reaches the server once', async () => {
    server = createApp({ dbPath: ':memory:', log: () => {} });
    const storage = await storedSession(server);
    const boot: string[] = [];
    const app: string[] = [];
    const prefetched = bootPrefetch(server, storage, boot);
    expect(prefetched).toHaveLength(5);
    runtime = startRuntime(server, storage, prefetched, app);
    const snapshot = await loaded(runtime);

    expect(boot.sort()).toEqual(USER_DATA_PATHS.map((p) => `GET ${p}`).sort());
    expect(app.filter((r) => USER_DATA_PATHS.some((p) => r === `GET ${p}`))).toEqual([]);
    const { profile, budget, region } = snapshot.context.data;
    expect(profile?.firstName).toBe('Riet');
    expect(budget?.passNumber).toBe(TRAVELLER.passNumber);
    expect(region).not.toBeNull();
  });

  it('is not used for requests that differ (another language): the app fetches its own', async () => {
    server = createApp({ dbPath: ':memory:', log: () => {} });
    const storage = await storedSession(server);
    const boot: string[] = [];
    const app: string[] = [];
    const other = getActiveLocale() === 'nl-NL' ? 'en-US' : 'nl-NL';
    runtime = startRuntime(server, storage, bootPrefetch(server, storage, boot, other), app);
    await loaded(runtime);
    expect(boot).toHaveLength(5);
    expect(app.filter((r) => USER_DATA_PATHS.some((p) => r === `GET ${p}`)).sort()).toEqual(
      USER_DATA_PATHS.map((p) => `GET ${p}`).sort(),
    );
  });

  it('with an expired access token: the prefetched 401 leads to one refresh, then the app fetches afresh', async () => {
    server = createApp({ dbPath: ':memory:', log: () => {} });
    const storage = await storedSession(server, 'expired-or-unknown-token');
    const boot: string[] = [];
    const app: string[] = [];
    runtime = startRuntime(server, storage, bootPrefetch(server, storage, boot), app);
    const snapshot = await loaded(runtime);
    expect(snapshot.context.data.profile?.firstName).toBe('Riet');
    expect(app.filter((r) => r === 'POST /api/auth/auth/refreshuser')).toHaveLength(1);
    // Every user-data request was replayed by the app with the new token.
    expect(app.filter((r) => USER_DATA_PATHS.some((p) => r === `GET ${p}`)).sort()).toEqual(
      USER_DATA_PATHS.map((p) => `GET ${p}`).sort(),
    );
  });

  it('sends nothing without a stored session or on /logout', () => {
    const fetch = () => Promise.reject(new Error('must not be called'));
    expect(
      startUserDataPrefetch({ storage: new MemoryStorage(), fetch, locale: 'nl-NL', path: '/home' }),
    ).toEqual([]);
    const storage = new MemoryStorage();
    storage.setItem(
      SESSION_STORAGE_KEY,
      JSON.stringify({ username: 'a@b.nl', accessToken: 'a', refreshToken: 'r', passNumber: null }),
    );
    expect(startUserDataPrefetch({ storage, fetch, locale: 'nl-NL', path: '/logout' })).toEqual([]);
    storage.setItem(SESSION_STORAGE_KEY, '{corrupt');
    expect(startUserDataPrefetch({ storage, fetch, locale: 'nl-NL', path: '/home' })).toEqual([]);
  });

  it('asks the travel preferences too on /book-trip (a new booking starts from them), not on other pages', () => {
    const storage = new MemoryStorage();
    storage.setItem(
      SESSION_STORAGE_KEY,
      JSON.stringify({ username: 'a@b.nl', accessToken: 'a', refreshToken: 'r', passNumber: null }),
    );
    const asked = (path: string) =>
      startUserDataPrefetch({
        storage,
        fetch: () => Promise.resolve(new Response('{}')),
        locale: 'nl-NL',
        path,
      })
        .map((request) => new URL(request.url).pathname)
        .filter((pathname) => pathname.endsWith('/users/travel-preferences'));
    expect(asked('/book-trip')).toHaveLength(1);
    expect(asked('/book-trip/')).toHaveLength(1);
    expect(asked('/home')).toEqual([]);
  });
});

describe('withPrefetchedResponses', () => {
  const URL_A = 'http://api.test/ticketing/users';
  const headers = { Authorization: 'Bearer t1', 'Accept-Language': 'nl-NL', 'Api-Version': '2' };
  const entry = (response: Promise<Response>, sentAt = 1000): PrefetchedRequest => ({
    url: URL_A,
    headers,
    sentAt,
    response,
  });
  const network = () => {
    const sent: Request[] = [];
    const fetch = async (request: Request) => {
      sent.push(request);
      return new Response('network');
    };
    return { sent, fetch };
  };

  it('answers the identical request once; the next one goes to the network', async () => {
    const { sent, fetch } = network();
    const wrapped = withPrefetchedResponses(
      fetch,
      [entry(Promise.resolve(new Response('prefetched')))],
      () => 1500,
    );
    expect(await (await wrapped(new Request(URL_A, { headers }))).text()).toBe('prefetched');
    expect(await (await wrapped(new Request(URL_A, { headers }))).text()).toBe('network');
    expect(sent).toHaveLength(1);
  });

  it('sends requests that differ in a session header, URL or method to the network', async () => {
    const { sent, fetch } = network();
    const wrapped = withPrefetchedResponses(
      fetch,
      [entry(Promise.resolve(new Response('prefetched')))],
      () => 1500,
    );
    await wrapped(new Request(URL_A, { headers: { ...headers, Authorization: 'Bearer t2' } }));
    await wrapped(new Request(URL_A, { headers: { ...headers, 'X-Pass-Number': '2001000109' } }));
    await wrapped(new Request(`${URL_A}/budget`, { headers }));
    await wrapped(new Request(URL_A, { method: 'POST', headers }));
    expect(sent).toHaveLength(4);
    // The entry is still there for the identical request.
    expect(await (await wrapped(new Request(URL_A, { headers }))).text()).toBe('prefetched');
  });

  it(`does not use an answer older than ${PREFETCH_MAX_AGE_MS} ms`, async () => {
    const { sent, fetch } = network();
    const wrapped = withPrefetchedResponses(
      fetch,
      [entry(Promise.resolve(new Response('prefetched')), 0)],
      () => PREFETCH_MAX_AGE_MS + 1,
    );
    expect(await (await wrapped(new Request(URL_A, { headers }))).text()).toBe('network');
    expect(sent).toHaveLength(1);
  });

  it('fetches for real when the prefetch failed on the network', async () => {
    const { sent, fetch } = network();
    const failed = Promise.reject(new TypeError('Failed to fetch'));
    failed.catch(() => undefined);
    const wrapped = withPrefetchedResponses(fetch, [entry(failed)], () => 1500);
    expect(await (await wrapped(new Request(URL_A, { headers }))).text()).toBe('network');
    expect(sent).toHaveLength(1);
  });

  it('rejects with the abort reason when the request is aborted while the prefetch is pending', async () => {
    const { fetch } = network();
    const wrapped = withPrefetchedResponses(fetch, [entry(new Promise<Response>(() => {}))], () => 1500);
    const controller = new AbortController();
    const pending = wrapped(new Request(URL_A, { headers, signal: controller.signal }));
    controller.abort(new DOMException('left the page', 'AbortError'));
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('takePrefetchedRequests hands the boot script’s requests over once', () => {
    const target: { [PREFETCH_GLOBAL]?: PrefetchedRequest[] } = {
      [PREFETCH_GLOBAL]: [entry(Promise.resolve(new Response('x')))],
    };
    expect(takePrefetchedRequests(target)).toHaveLength(1);
    expect(PREFETCH_GLOBAL in target).toBe(false);
    expect(takePrefetchedRequests(target)).toEqual([]);
  });
});
