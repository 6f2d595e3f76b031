import { expect, keepRequestInterception, test } from './test';
import { deriveModel, type DerivedModel } from '../../../scripts/lib/statechart-model';
import { coveringPaths, shortestPaths, type ModelPath } from '../../../scripts/lib/model-paths';
import { resetAll, skipReleaseNotes } from './booking';
import { authSuite } from './model-paths-auth';
import { bookingSuite } from './model-paths-booking';
import { BrowserSut, type BrowserSuite } from './model-paths-sut';

/*
 * The SHORTEST generated paths of the auth and booking statecharts in Debian Chromium, against the
 * worker's server (tests/e2e/support/servers.ts), one spec file per machine (booking in parts):
 * tests/e2e/model-paths-<machine>[-<part>].spec.ts call `describeShortestPaths`. The paths come from the same
 * derived model as the jsdom model tests (scripts/lib/model-paths.ts `shortestPaths`: xstate/graph
 * `getShortestPaths` over the model derived from the real machine with the plan's options: one path per reachable
 * model state, state value + facts, prefixes dropped), and the browser runs a greedy smallest set of them that still reach
 * every chart state and take every transition (`coveringPaths`: booking 8 of 28 paths, 81 of 236 steps); every
 * path still runs in the jsdom model tests. Per state an assertion of what a traveller sees, per transition an action in the browser. Invoke
 * results are realised by holding the request with `page.route` and then letting the server reply (`done`),
 * answering an error or rewriting it (`error`); `after` delays by waiting the real delay; token expiry by moving the
 * server clock (POST /dev/clock).
 *
 * The browser side of a run (page, gates) is in ./model-paths-sut.ts; the machines' assertions and actions in
 * ./model-paths-auth.ts and ./model-paths-booking.ts.
 */

const suites: Record<'auth' | 'booking', BrowserSuite> = { auth: authSuite, booking: bookingSuite };

async function runPath(derived: DerivedModel, path: ModelPath, sut: BrowserSut, suite: BrowserSuite) {
  await suite.before?.(sut);
  for (const s of path.initialStates) await suite.see[s]!(sut, null);
  for (const [i, step] of path.steps.entries()) {
    const key = step.event.branch;
    await test.step(`${i + 1}. ${key} → ${step.states.join(', ')}`, async () => {
      try {
        await suite.exec[key]!(sut, step);
        for (const s of step.states) await suite.see[s]!(sut, step);
      } catch (error) {
        if (error instanceof Error)
          error.message = `step ${i + 1} (${key}) of ${derived.id}: ${error.message}`;
        throw error;
      }
    });
  }
}

/**
 * Declares the shortest paths of `machine`'s statechart in Chromium: a check that every step has a browser action
 * and every state an assertion, one test per path (the server reset before and after each), and the printed line
 * `Shortest paths in Chromium — <machine>: n/m passed`. With `part: [k, n]` only every n-th path from the k-th on
 * (1-based), so a machine with many paths spreads over n spec files of under a minute each; the check
 * runs in part 1, and the line names the part: `… — booking (part 1/2): 4/4 passed`.
 */
export function describeShortestPaths(machine: 'auth' | 'booking', part: [number, number] = [1, 1]): void {
  const [k, n] = part;
  test.beforeEach(async ({ page, baseURL }) => {
    await resetAll(baseURL!);
    await skipReleaseNotes(page);
    // The gates come and go (unroute): interception stays on so that no request hangs as the last one goes.
    await keepRequestInterception(page);
  });

  test.afterEach(async ({ baseURL }) => {
    await resetAll(baseURL!); // also puts the server clock back to real time
  });

  const suite = suites[machine];
  const derived = deriveModel(suite.plan.machine, suite.plan.options);
  const paths = shortestPaths(derived);
  const covering = coveringPaths(paths);
  const mine = covering.map((path, i) => [i, path] as const).filter(([i]) => i % n === k - 1);
  const label = n > 1 ? `${suite.plan.name} (part ${k}/${n})` : suite.plan.name;
  const ran: { title: string; ms: number }[] = [];

  test.describe(`${label} shortest paths in Chromium`, () => {
    if (k === 1)
      test('every step of every shortest path has a browser action and every state an assertion', () => {
        expect(paths.length).toBeGreaterThan(0);
        const keys = new Set(paths.flatMap((p) => p.steps.map((s) => s.event.branch)));
        expect(
          [...keys].filter((key) => !(key in suite.exec)),
          'steps without a browser action',
        ).toEqual([]);
        expect(
          derived.states.filter((s) => !(s in suite.see)),
          'states without a browser assertion',
        ).toEqual([]);
      });

    for (const [i, path] of mine) {
      test(`path ${i + 1}/${covering.length}: ${path.title}`, async ({ page, context, baseURL }) => {
        test.setTimeout(120_000);
        const started = Date.now();
        await runPath(derived, path, new BrowserSut(page, context, baseURL!), suite);
        ran.push({ title: path.title, ms: Date.now() - started });
      });
    }

    test.afterAll(() => {
      const total = ran.reduce((sum, r) => sum + r.ms, 0);
      console.log(
        `Shortest paths in Chromium — ${label}: ${ran.length}/${mine.length} passed in ${(total / 1000).toFixed(1)} s`,
      );
    });
  });
}
