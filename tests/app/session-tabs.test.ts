import { afterEach, describe, expect, it } from 'vitest';
import { waitFor, type Actor } from 'xstate';
import { createApp, type ReferenceApp } from '../../server/app';
import type { authMachine } from '../../machines/auth.machine';
import { createAppRuntime, type AppRuntime } from '../../src/app/runtime';
import { createStorageLeaseLock } from '../../src/app/session-lease';
import type { RefreshLock } from '../../src/app/session-lock';
import { SESSION_STORAGE_KEY, readStoredSession } from '../../src/lib/stored-session';
import { DEMO, MemoryStorage, sendUserData, waitForUserData } from '../support/in-process';

// Tabs of one browser share one session. Each "tab" is a real app runtime (session machine, actors,
// middleware) over the real reference server in-process; they share one localStorage, which tells the OTHER tabs
// of each write, as a browser's `storage` event does, and the fallback refresh lock (a lease in that storage).

const TTL_S = 20;

/** The localStorage of one origin: shared by the tabs; a write notifies every tab but the writer, a task later. */
class Browser {
  readonly storage = new MemoryStorage();
  private listeners = new Map<number, () => void>();
  private tabs = 0;
  readonly lock: RefreshLock = createStorageLeaseLock(this.storage);

  /** The Storage a tab sees: the shared one, with notices to the other tabs. */
  storageOf(tab: number, options: { deaf?: boolean } = {}): { storage: Storage; subscribe: Subscribe } {
    const notify = () => {
      for (const [other, listener] of this.listeners) if (other !== tab) setTimeout(listener, 0);
    };
    const shared = this.storage;
    const storage: Storage = {
      get length() {
        return shared.length;
      },
      clear: () => (shared.clear(), notify()),
      getItem: (key) => shared.getItem(key),
      key: (index) => shared.key(index),
      removeItem: (key) => {
        const had = shared.getItem(key) !== null;
        shared.removeItem(key);
        if (had && key === SESSION_STORAGE_KEY) notify();
      },
      setItem: (key, value) => {
        const changed = shared.getItem(key) !== value;
        shared.setItem(key, value);
        if (changed && key === SESSION_STORAGE_KEY) notify();
      },
    };
    const subscribe: Subscribe = (listener) => {
      if (options.deaf) return () => {};
      this.listeners.set(tab, listener);
      return () => this.listeners.delete(tab);
    };
    return { storage, subscribe };
  }

  newTabId(): number {
    return ++this.tabs;
  }
}
type Subscribe = (listener: () => void) => () => void;

let server: ReferenceApp;
let runtimes: AppRuntime[] = [];
const refreshes: string[] = [];

function setup(): Browser {
  server = createApp({ dbPath: ':memory:', log: () => {}, tokenTtlSeconds: TTL_S });
  refreshes.length = 0;
  return new Browser();
}

function openTab(browser: Browser, options: { deaf?: boolean } = {}): AppRuntime {
  const { storage, subscribe } = browser.storageOf(browser.newTabId(), options);
  const runtime = createAppRuntime({
    storage,
    openWindow: () => {},
    refreshLock: browser.lock,
    onStoredSessionChange: subscribe,
    prefetched: [],
    ticketingBaseUrl: 'http://localhost/ticketing',
    accountBaseUrl: 'http://localhost',
    fetch: async (request: Request) => {
      if (new URL(request.url).pathname.endsWith('/refreshuser')) refreshes.push(request.url);
      return server.app.fetch(request);
    },
  });
  runtimes.push(runtime);
  return runtime;
}

type Auth = Actor<typeof authMachine>;
const settled = (auth: Auth) => waitFor(auth, (s) => !s.matches('restoring'));
// A reload through a refresh runs several requests against the in-process server: 5 s was too short beside the
// other test workers on a loaded 2-core machine.
const signedInWithData = async (auth: Auth) => {
  await waitForUserData(auth, (s) => s.context.pending.length === 0, { timeout: 15_000 });
  await waitFor(auth, (s) => s.matches({ signedIn: 'active' }), { timeout: 15_000 });
};
const token = (auth: Auth) => auth.getSnapshot().context.accessToken;

async function logInFirstTab(browser: Browser): Promise<AppRuntime> {
  const tab = openTab(browser);
  await settled(tab.auth);
  tab.auth.send({ type: 'login.submit', email: DEMO.email, password: DEMO.password });
  await signedInWithData(tab.auth);
  return tab;
}

/** A second tab opened on a signed-in browser: it restores the stored session. */
async function openSecondTab(browser: Browser, options: { deaf?: boolean } = {}): Promise<AppRuntime> {
  const tab = openTab(browser, options);
  await settled(tab.auth);
  expect(tab.auth.getSnapshot().matches('signedIn')).toBe(true);
  await signedInWithData(tab.auth);
  return tab;
}

/** Moves the server (and so both tabs' server-corrected clock) past the access-token lifetime. */
function expireAccessTokens() {
  server.clock.advance((TTL_S + 1) * 1000);
}

afterEach(() => {
  for (const runtime of runtimes) runtime.stop();
  runtimes = [];
  server?.close();
});

describe('one session across tabs', () => {
  it('two tabs hit 401 at once: one refresh reaches the server, both keep the new tokens and stay signed in', async () => {
    const browser = setup();
    const a = await logInFirstTab(browser);
    const b = await openSecondTab(browser);
    for (let round = 1; round <= 3; round++) {
      expireAccessTokens();
      // Both tabs reload their data at the same moment: each request gets 401.
      sendUserData(a.auth, { type: 'userData.reload', parts: ['profile'] });
      sendUserData(b.auth, { type: 'userData.reload', parts: ['profile'] });
      await Promise.all([signedInWithData(a.auth), signedInWithData(b.auth)]);
      await waitFor(b.auth, (s) => s.context.accessToken === token(a.auth), { timeout: 2000 });
      expect(refreshes).toHaveLength(round);
      expect(readStoredSession(browser.storage)?.accessToken).toBe(token(a.auth));
    }
    expect(a.auth.getSnapshot().matches('signedIn')).toBe(true);
    expect(b.auth.getSnapshot().matches('signedIn')).toBe(true);
  });

  it('tokens one tab renewed reach the other tab without a request of its own (session.refreshed)', async () => {
    const browser = setup();
    const a = await logInFirstTab(browser);
    const b = await openSecondTab(browser);
    const before = token(b.auth);
    expireAccessTokens();
    sendUserData(a.auth, { type: 'userData.reload', parts: ['profile'] });
    await waitFor(a.auth, (s) => s.context.accessToken !== before, { timeout: 5000 });
    await waitFor(b.auth, (s) => s.context.accessToken === token(a.auth), { timeout: 2000 });
    expect(b.auth.getSnapshot().context.refreshToken).toBe(a.auth.getSnapshot().context.refreshToken);
    expect(refreshes).toHaveLength(1);
    // b's next request uses the adopted token at once: no 401, no refresh.
    sendUserData(b.auth, { type: 'userData.reload', parts: ['profile'] });
    await signedInWithData(b.auth);
    expect(refreshes).toHaveLength(1);
  });

  it('a tab that missed the notice finds the newer token in storage under the lock and does not refresh', async () => {
    const browser = setup();
    const a = await logInFirstTab(browser);
    const b = await openSecondTab(browser, { deaf: true });
    expireAccessTokens();
    sendUserData(a.auth, { type: 'userData.reload', parts: ['profile'] });
    await waitFor(a.auth, (s) => s.context.accessToken !== token(b.auth), { timeout: 5000 });
    await signedInWithData(a.auth);
    expect(refreshes).toHaveLength(1);
    // b still holds the used refresh token; its 401 must not replay it (that would revoke the family).
    sendUserData(b.auth, { type: 'userData.reload', parts: ['profile'] });
    await waitFor(b.auth, (s) => s.context.accessToken === token(a.auth), { timeout: 5000 });
    await signedInWithData(b.auth);
    expect(refreshes).toHaveLength(1);
    sendUserData(a.auth, { type: 'userData.reload', parts: ['profile'] });
    await signedInWithData(a.auth);
    expect(a.auth.getSnapshot().matches('signedIn')).toBe(true);
  });

  it('a stale tab writing its pass number keeps the newer tokens in storage', async () => {
    const browser = setup();
    const a = await logInFirstTab(browser);
    const b = await openSecondTab(browser, { deaf: true });
    expireAccessTokens();
    sendUserData(a.auth, { type: 'userData.reload', parts: ['profile'] });
    await waitFor(a.auth, (s) => s.context.accessToken !== token(b.auth), { timeout: 5000 });
    sendUserData(b.auth, { type: 'passNumber.select', passNumber: '2001000101' });
    const stored = readStoredSession(browser.storage);
    expect(stored?.passNumber).toBe('2001000101');
    expect(stored?.accessToken).toBe(token(a.auth));
  });

  it('logging out in one tab signs the other tab out and nothing revives the stored session', async () => {
    const browser = setup();
    const a = await logInFirstTab(browser);
    const b = await openSecondTab(browser);
    a.auth.send({ type: 'logout' });
    await waitFor(b.auth, (s) => s.matches('signedOut'), { timeout: 1000 });
    expect(b.auth.getSnapshot().context.accessToken).toBeNull();
    expect(browser.storage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('a tab that missed the logout signs out at its next refresh without calling the server', async () => {
    const browser = setup();
    const a = await logInFirstTab(browser);
    const b = await openSecondTab(browser, { deaf: true });
    a.auth.send({ type: 'logout' });
    expireAccessTokens();
    sendUserData(b.auth, { type: 'userData.reload', parts: ['profile'] });
    await waitFor(b.auth, (s) => s.matches('signedOut'), { timeout: 5000 });
    expect(refreshes).toHaveLength(0);
    expect(browser.storage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it("another account's login in one tab ends the other tab's session and leaves the new one stored", async () => {
    const browser = setup();
    const a = await logInFirstTab(browser);
    const b = await openSecondTab(browser);
    const stale = await openSecondTab(browser, { deaf: true });
    // a logs out and in again with another account (registered and activated through the real API).
    const other = await registerOtherAccount();
    a.auth.send({ type: 'logout' });
    a.auth.send({ type: 'login.submit', email: other.email, password: other.password });
    await waitFor(a.auth, (s) => s.matches('signedIn'), { timeout: 5000 });
    await waitFor(b.auth, (s) => s.matches('signedOut'), { timeout: 1000 });
    // The stale tab of the first account learns it at its next refresh; signing out, it leaves storage alone.
    expireAccessTokens();
    sendUserData(stale.auth, { type: 'userData.reload', parts: ['profile'] });
    await waitFor(stale.auth, (s) => s.matches('signedOut'), { timeout: 5000 });
    expect(refreshes).toHaveLength(0);
    expect(readStoredSession(browser.storage)?.username.toLowerCase()).toBe(other.email);
    expect(readStoredSession(browser.storage)?.accessToken).toBe(token(a.auth));
  });
});

/** Registers and activates a second traveller through the Account API (code from the dev outbox). */
async function registerOtherAccount(): Promise<{ email: string; password: string }> {
  const email = 'tweede.reiziger@example.com';
  const password = 'Tweede-Reis-2026!';
  const call = (path: string, body: unknown) =>
    server.app.fetch(
      new Request(`http://localhost${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Region-Id': '20' },
        body: JSON.stringify(body),
      }),
    );
  const registered = await call('/api/external/user-profiles', {
    email,
    password,
    firstName: 'Tweede',
    surname: 'Reiziger',
    phone: '0699988877',
    newsletter: false,
    terms: true,
    language: 'nl-NL',
    regionId: 20,
  });
  expect(registered.status, await registered.clone().text()).toBe(201);
  const outbox = await server.app.fetch(
    new Request(`http://localhost/dev/outbox?to=${encodeURIComponent(email)}`),
  );
  const [message] = (await outbox.json()) as { code: string }[];
  const activated = await call('/api/external/user-accounts/activate', { email, token: message!.code });
  expect(activated.status, await activated.clone().text()).toBe(200);
  return { email, password };
}
