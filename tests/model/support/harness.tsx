import { cleanup, render, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import { waitFor as waitForActor } from 'xstate';
import { createApp, type ReferenceApp } from '../../../server/app';
import { AppRoot } from '../../../src/app/app-root';
import { SESSION_STORAGE_KEY, base64Utf8 } from '../../../src/app/actors';
import { createAppRuntime, type AppRuntime } from '../../../src/app/runtime';
import { clearToasts } from '../../../src/components';
import type { DerivedModel } from '../../../scripts/lib/statechart-model';
import type { ModelPath, PathStep } from '../../../scripts/lib/model-paths';
import type { UserDataContext, UserDataEvent } from '../../../machines/user-data.machine';
import { DEMO, MemoryStorage, sendUserData, userDataOf } from '../../support/in-process';
import { createTestRouter, type TestRouter } from '../../support/test-router';

// jsdom has no ResizeObserver; Radix widgets on the pages need one (it never fires here, layout is not tested).
if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
}

/** What a held request turns into: the server's own answer, a rewritten request, or an error response. */
type Outcome =
  | { kind: 'pass' }
  | { kind: 'rewrite'; rewrite: (r: Request) => Request }
  | { kind: 'fail'; response: () => Response }
  | { kind: 'unreachable' };

/** Requests matching a gate wait until the test decides their outcome (how the SUT realises done/error events). */
export interface Gate {
  /** Resolves once at least one matching request is waiting. */
  held(): Promise<void>;
  /** Let waiting and later requests reach the server; removes the gate. */
  release(): void;
  /** A copy of the last request the gate held (without its abort signal), e.g. to replay it; null before. */
  lastHeld(): Request | null;
  /** Answer waiting and later matching requests with `status` and a §8 error body, until the gate is removed. */
  fail(status: number, code: string, description: string): void;
  /** Waiting and later matching requests get no answer (fetch rejects, as without a network), until removed. */
  unreachable(): void;
  /** Send waiting and later matching requests to the server rewritten (e.g. wrong credentials); removes the gate. */
  rewrite(rewrite: (r: Request) => Request): void;
  remove(): void;
}

/** The system under test: the real reference server in-process, the real runtime and the real views (jsdom). */
export class Sut {
  server: ReferenceApp = createApp({ dbPath: ':memory:', log: () => {} });
  storage = new MemoryStorage();
  requests: string[] = [];
  /** Full URLs of the requests, in order (query strings included). */
  urls: URL[] = [];
  opened: string[] = [];
  runtime: AppRuntime | null = null;
  router: TestRouter | null = null;
  user = userEvent.setup();
  private gates = new Set<{
    match: (r: Request) => boolean;
    waiting: ((o: Outcome) => void)[];
    outcome: Outcome | null;
    onHeld: (() => void)[];
    last: Request | null;
  }>();

  gate(match: (url: URL, method: string) => boolean): Gate {
    const g = {
      match: (r: Request) => match(new URL(r.url), r.method),
      waiting: [] as ((o: Outcome) => void)[],
      outcome: null as Outcome | null,
      onHeld: [] as (() => void)[],
      last: null as Request | null,
    };
    this.gates.add(g);
    const decide = (o: Outcome, keep: boolean) => {
      g.outcome = o;
      g.waiting.splice(0).forEach((w) => w(o));
      if (!keep) this.gates.delete(g);
    };
    return {
      held: () => (g.waiting.length ? Promise.resolve() : new Promise<void>((r) => g.onHeld.push(r))),
      lastHeld: () => g.last,
      release: () => decide({ kind: 'pass' }, false),
      rewrite: (rewrite) => decide({ kind: 'rewrite', rewrite }, false),
      fail: (status, code, description) =>
        decide(
          {
            kind: 'fail',
            response: () =>
              new Response(JSON.stringify({ errors: [{ code, description }], status }), {
                status,
                headers: { 'Content-Type': 'application/json' },
              }),
          },
          true,
        ),
      unreachable: () => decide({ kind: 'unreachable' }, true),
      remove: () => this.gates.delete(g),
    };
  }

  /**
   * A request whose signal is already aborted rejects at once (as `fetch` does) instead of reaching a gate:
   * React's StrictMode starts and stops a view's first actor at once, and its dead request must not take the
   * gate's place of the live one. On by default; a test may switch it off to study the dead request itself.
   */
  rejectAbortedRequests = true;

  private async fetch(request: Request): Promise<Response> {
    const url = new URL(request.url);
    this.requests.push(`${request.method} ${url.pathname}`);
    this.urls.push(url);
    if (this.rejectAbortedRequests && request.signal.aborted) {
      throw new DOMException('The operation was aborted.', 'AbortError');
    }
    const gate = [...this.gates].find((g) => g.match(request));
    let outcome: Outcome = { kind: 'pass' };
    if (gate && !gate.outcome) {
      const copy = request.clone();
      gate.last = new Request(copy.url, {
        method: copy.method,
        headers: copy.headers,
        body: copy.body === null ? null : await copy.arrayBuffer(),
      });
    }
    if (gate) {
      outcome =
        gate.outcome ??
        (await new Promise<Outcome>((resolve, reject) => {
          gate.waiting.push(resolve);
          gate.onHeld.splice(0).forEach((h) => h());
          request.signal.addEventListener('abort', () =>
            reject(new DOMException('The operation was aborted.', 'AbortError')),
          );
        }));
    }
    if (outcome.kind === 'fail') return outcome.response();
    if (outcome.kind === 'unreachable') throw new TypeError('Failed to fetch');
    const sent = outcome.kind === 'rewrite' ? outcome.rewrite(request) : request;
    return this.server.app.fetch(sent);
  }

  /** Starts the real runtime (the auth actor reads the stored session now) and renders the app at `path`. */
  start(path: string): AppRuntime {
    const runtime = createAppRuntime({
      storage: this.storage,
      openWindow: (url) => void this.opened.push(url),
      ticketingBaseUrl: 'http://localhost/ticketing',
      accountBaseUrl: 'http://localhost',
      fetch: (request) => this.fetch(request),
    });
    const router = createTestRouter([path]);
    this.runtime = runtime;
    this.router = router;
    render(<AppRoot runtime={runtime} router={router.wrap} initialLocale="nl-NL" />);
    return runtime;
  }

  get auth() {
    if (!this.runtime) throw new Error('SUT not started');
    return this.runtime.auth;
  }

  /** The signed-in session's user data (its child `userData`: data, pending parts, pass-number choice). */
  get userData(): UserDataContext {
    return userDataOf(this.auth);
  }

  /** Sends a user-data event (reload, update, pass number) to the signed-in session's user data. */
  sendUserData(event: UserDataEvent): void {
    sendUserData(this.auth, event);
  }

  /** Logs the demo traveller in on the server directly (no UI) and stores the session as a previous visit would. */
  async storeDemoSession(passNumber: string | null = null): Promise<{ accessToken: string }> {
    return this.storeSession(DEMO, passNumber);
  }

  /** Logs `traveller` in on the server directly (no UI) and stores the session as a previous visit would. */
  async storeSession(
    traveller: { email: string; password: string },
    passNumber: string | null = null,
  ): Promise<{ accessToken: string }> {
    const response = await this.server.app.fetch(
      new Request('http://localhost/api/auth/auth/login', {
        method: 'POST',
        headers: {
          Authorization: `Basic ${base64Utf8(`${traveller.email}:${traveller.password}`)}`,
          'X-Platform-Type': 'Web',
          'X-Region-Id': '20',
          'Accept-Language': 'nl-NL',
        },
      }),
    );
    const body = (await response.json()) as {
      Data: { user: { username: string; sessionTokens: { accessToken: string; refreshToken: string } } };
    };
    const { username, sessionTokens } = body.Data.user;
    this.storage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ username, ...sessionTokens, passNumber }));
    return { accessToken: sessionTokens.accessToken };
  }

  async waitForPath(pathname: string): Promise<void> {
    await waitFor(() => expect(this.router?.state.location.pathname).toBe(pathname), { timeout: 5000 });
  }

  /** Waits until the session actor matches `state`. */
  async waitForAuth(state: string): Promise<void> {
    await waitForActor(this.auth, (s) => s.matches(state as never), { timeout: 5000 });
  }

  dispose(): void {
    cleanup();
    clearToasts();
    this.runtime?.stop();
    this.server.close();
  }
}

/** Executes one model step against the SUT (the step's own transition key selects the action). */
export type StepExecutor = (sut: Sut, step: PathStep) => Promise<void>;
/** Asserts what a traveller sees in one state. */
export type StateAssertion = (sut: Sut, step: PathStep | null) => Promise<void>;

/** Runs one generated path: assert the initial state, then per step: act, then assert every active state. */
export async function runPath(
  derived: DerivedModel,
  path: ModelPath,
  sut: Sut,
  exec: Record<string, StepExecutor>,
  see: Record<string, StateAssertion>,
  before?: (sut: Sut, path: ModelPath) => Promise<void>,
): Promise<void> {
  await before?.(sut, path);
  for (const s of path.initialStates) await see[s]!(sut, null);
  for (const [i, step] of path.steps.entries()) {
    const key = step.event.branch;
    try {
      await exec[key]!(sut, step);
      for (const s of step.states) await see[s]!(sut, step);
    } catch (error) {
      const where = `step ${i + 1} (${key}) of ${derived.id} path "${path.title}"`;
      if (error instanceof Error) error.message = `${where}: ${error.message}`;
      throw error;
    }
  }
}
