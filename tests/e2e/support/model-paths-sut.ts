import { type BrowserContext, type Page, type Route } from './test';
import type { PathStep } from '../../../scripts/lib/model-paths';
import type { MachinePlan } from '../../model/plan-types';
import { DEMO, seedSession } from './app';

/*
 * The browser side of a shortest-path run in Chromium (./model-paths.ts): the page and its context, the gates that
 * hold a request until a step decides its outcome, and the shape of a machine's browser suite (an assertion per
 * state, an action per transition key).
 */

type Outcome =
  | { kind: 'pass' }
  | { kind: 'rewrite'; headers?: Record<string, string>; postData?: string; only?: string }
  | { kind: 'fail'; status: number; code: string; description: string };

/** Requests matching a gate wait until the step decides their outcome (page.route). */
interface Gate {
  held(): Promise<void>;
  /** Lets waiting and later requests reach the server; removes the gate. Idempotent. */
  release(): Promise<void>;
  /** Answers waiting and later matching requests with `status` and a §8 error body, until removed. */
  fail(status: number, code: string, description: string): Promise<void>;
  /** Sends waiting and later requests rewritten (headers / body; `only` those with this pathname); removes the gate. */
  rewrite(change: { headers?: Record<string, string>; postData?: string; only?: string }): Promise<void>;
  remove(): Promise<void>;
  /** The last request the gate held (also after the page aborted it). */
  lastHeld(): Route | null;
}

/** The browser side of a path run: the page, its context, gates and what the page requested or opened. */
export class BrowserSut {
  requests: string[] = [];
  popups: Page[] = [];
  gates: Record<string, Gate> = {};
  /** The user-data batch has been let through (auth). */
  userDataReleased = false;

  constructor(
    readonly page: Page,
    readonly context: BrowserContext,
    readonly baseURL: string,
  ) {
    page.on('request', (r) => this.requests.push(`${r.method()} ${new URL(r.url()).pathname}`));
    context.on('page', (p) => this.popups.push(p));
  }

  async gate(pathnames: readonly string[], method: string): Promise<Gate> {
    const waiting: Route[] = [];
    let last: Route | null = null;
    let outcome: Outcome | null = null;
    let onHeld: (() => void)[] = [];
    let active = true;
    const apply = async (route: Route, o: Outcome) => {
      try {
        if (o.kind === 'pass') await route.continue();
        else if (o.kind === 'rewrite' && o.only && new URL(route.request().url()).pathname !== o.only) {
          await route.continue();
        } else if (o.kind === 'rewrite') {
          await route.continue({
            headers: { ...route.request().headers(), ...(o.headers ?? {}) },
            ...(o.postData === undefined ? {} : { postData: o.postData }),
          });
        } else {
          await route.fulfill({
            status: o.status,
            contentType: 'application/json',
            body: JSON.stringify({
              errors: [{ code: o.code, description: o.description }],
              status: o.status,
            }),
          });
        }
      } catch {
        // The page aborted the request meanwhile (a cancelled estimate or booking): nothing to answer.
      }
    };
    const matcher = (url: URL) => pathnames.includes(url.pathname);
    const handler = async (route: Route) => {
      if (route.request().method() !== method) return route.fallback();
      if (outcome) return apply(route, outcome);
      waiting.push(route);
      last = route;
      onHeld.splice(0).forEach((h) => h());
    };
    await this.page.route(matcher, handler);
    const stop = async () => {
      if (!active) return;
      active = false;
      await this.page.unroute(matcher, handler);
    };
    const decide = async (o: Outcome, keep: boolean) => {
      outcome = o;
      await Promise.all(waiting.splice(0).map((r) => apply(r, o)));
      if (!keep) await stop();
    };
    return {
      held: () =>
        waiting.length
          ? Promise.resolve()
          : new Promise<void>((resolve) => {
              onHeld = [...onHeld, resolve];
            }),
      release: () => decide({ kind: 'pass' }, false),
      rewrite: (change) => decide({ kind: 'rewrite', ...change }, false),
      fail: (status, code, description) => decide({ kind: 'fail', status, code, description }, true),
      remove: async () => {
        await stop();
        await Promise.all(waiting.splice(0).map((r) => r.continue().catch(() => {})));
      },
      lastHeld: () => last,
    };
  }

  /** Logs the demo traveller in on the server directly and stores the session before the app's first load. */
  async storeDemoSession(passNumber: string | null): Promise<void> {
    await seedSession(this.page, this.baseURL, DEMO, passNumber);
  }

  /** The session the app stored (localStorage `regiotaxi.session`), or null. */
  async storedSession(): Promise<{ accessToken: string; passNumber: string | null } | null> {
    return this.page.evaluate(
      () =>
        JSON.parse(window.localStorage.getItem('regiotaxi.session') ?? 'null') as {
          accessToken: string;
          passNumber: string | null;
        } | null,
    );
  }
}

export type StepExecutor = (sut: BrowserSut, step: PathStep) => Promise<void>;
export type StateAssertion = (sut: BrowserSut, step: PathStep | null) => Promise<void>;

export interface BrowserSuite {
  plan: MachinePlan;
  see: Record<string, StateAssertion>;
  exec: Record<string, StepExecutor>;
  before?: (sut: BrowserSut) => Promise<void>;
}
