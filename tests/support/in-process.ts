import { waitFor } from 'xstate';
import { selectUserData } from '../../machines/auth.machine';
import type { UserDataContext, UserDataEvent, UserDataSnapshot } from '../../machines/user-data.machine';
import { createApp, type ReferenceApp } from '../../server/app';
import { createAppRuntime, type AppRuntime, type AppRuntimeOptions } from '../../src/app/runtime';
// The runtime loads the connectivity chart on its first report, through a dynamic import (so that /login's bundle
// does not carry it). A test file that ends while that import is still loading fails in Vitest's teardown
// ("EnvironmentTeardownError: Cannot load … after the environment was torn down"), so it loads with this module.
import '../../src/logic/connectivity';

/** A Storage kept in memory (jsdom-independent), for the session in tests. */
export class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
}

/** The app runtime wired to a fresh in-process reference server (in-memory SQLite), plus a log of requests. */
export interface InProcessApp {
  server: ReferenceApp;
  runtime: AppRuntime;
  storage: MemoryStorage;
  /** Every request the app sent, as `METHOD /path`. */
  requests: string[];
  /**
   * Resolves once no request has been in flight for `quietMs` (ms of real time) — Playwright's "network idle" for
   * the in-process app: the answers have arrived and the app has had time to render them. Rejects after
   * `timeoutMs`.
   */
  networkIdle(quietMs?: number, timeoutMs?: number): Promise<void>;
  close(): void;
}

/**
 * Builds the real app runtime against the real reference server without a port: openapi-fetch's injectable
 * fetch calls the Hono app's `fetch` directly (CONVENTIONS "API layer"). `operatorAnswer` plays an operator's
 * API where it differs from the reference server: a Response it returns for a request is answered instead.
 */
export function createInProcessApp(
  options: Partial<AppRuntimeOptions> & { operatorAnswer?: (request: Request) => Response | undefined } = {},
): InProcessApp {
  const { operatorAnswer, ...runtimeOptions } = options;
  const server = createApp({ dbPath: ':memory:', log: () => {} });
  const requests: string[] = [];
  let inFlight = 0;
  let lastSettled = Date.now();
  const storage = new MemoryStorage();
  const runtime = createAppRuntime({
    storage,
    openWindow: () => {},
    ...runtimeOptions,
    ticketingBaseUrl: 'http://localhost/ticketing',
    accountBaseUrl: 'http://localhost',
    fetch: async (request: Request) => {
      const url = new URL(request.url);
      requests.push(`${request.method} ${url.pathname}`);
      inFlight += 1;
      try {
        return operatorAnswer?.(request) ?? (await server.app.fetch(request));
      } finally {
        inFlight -= 1;
        lastSettled = Date.now();
      }
    },
  });
  return {
    server,
    runtime,
    storage,
    requests,
    async networkIdle(quietMs = 60, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      // One macrotask first: a request the last event starts in a promise chain is counted before we look.
      await new Promise((resolve) => setTimeout(resolve, 0));
      for (;;) {
        const quietFor = Date.now() - lastSettled;
        if (inFlight === 0 && quietFor >= quietMs) return;
        if (Date.now() > deadline)
          throw new Error(`network not idle after ${timeoutMs} ms (${inFlight} in flight)`);
        await new Promise((resolve) => setTimeout(resolve, inFlight === 0 ? quietMs - quietFor : 10));
      }
    },
    close() {
      runtime.stop();
      server.close();
    },
  };
}

export const DEMO = { email: 'demo@example.com', password: 'Welkom-2026!' } as const;

/** Logs the demo traveller in through the real auth machine and waits for the user data batch. */
export async function signInDemo(app: InProcessApp): Promise<void> {
  await waitFor(app.runtime.auth, (s) => !s.matches('restoring'));
  app.runtime.auth.send({ type: 'login.submit', email: DEMO.email, password: DEMO.password });
  await waitForUserData(app.runtime.auth, (s) => s.context.data.profile !== null, { timeout: 5000 });
}

type SessionActor = AppRuntime['auth'];

/** The user-data context of a signed-in session (its child `userData`); fails the test when signed out. */
export function userDataOf(auth: SessionActor): UserDataContext {
  const userData = selectUserData(auth.getSnapshot());
  if (!userData) throw new Error('not signed in: the session has no user-data actor');
  return userData.getSnapshot().context;
}

/** Sends a user-data event (pass number, reload, update) to a signed-in session's user-data actor. */
export function sendUserData(auth: SessionActor, event: UserDataEvent): void {
  const userData = selectUserData(auth.getSnapshot());
  if (!userData) throw new Error(`not signed in: cannot send ${event.type}`);
  userData.send(event);
}

/** Waits until the session is signed in and its user data satisfies `predicate`; resolves with that snapshot. */
export async function waitForUserData(
  auth: SessionActor,
  predicate: (snapshot: UserDataSnapshot) => boolean,
  options: { timeout?: number } = {},
): Promise<UserDataSnapshot> {
  const signedIn = await waitFor(auth, (s) => selectUserData(s) !== undefined, options);
  return waitFor(selectUserData(signedIn)!, predicate, options);
}
