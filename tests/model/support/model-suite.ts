import { afterAll, describe, expect, it, vi } from 'vitest';
import { deriveModel } from '../../../scripts/lib/statechart-model';
import {
  analyseModel,
  formatCoverage,
  isComplete,
  measureCoverage,
  type ModelPath,
} from '../../../scripts/lib/model-paths';
import type { MachinePlan } from '../plan-types';
import { runPath, Sut, type StateAssertion, type StepExecutor } from './harness';

/** Executable counterpart of a {@link MachinePlan}: one assertion per state, one action per transition. */
export interface ModelSuite {
  plan: MachinePlan;
  see: Record<string, StateAssertion>;
  exec: Record<string, StepExecutor>;
  /** Runs before each path (e.g. sign in and open /book-trip); `path.initialFacts` names the path's start. */
  before?: (sut: Sut, path: ModelPath) => Promise<void>;
  /** Per-path timeout (ms). */
  timeout?: number;
  /**
   * Run each path under Vitest's fake timers that also advance with real time (`shouldAdvanceTime`, Date included,
   * installed before the SUT exists so the in-process server's clock follows them too): everything runs as with
   * real timers, and a step that waits for a machine's own delay (a 30 s poll, "until the live map") jumps the clock
   * with `vi.advanceTimersByTimeAsync(ms)` instead of sleeping through it.
   */
  fakeTimers?: boolean;
  /**
   * Runs only part `index` (1-based) of `of` of the generated paths, every `of`-th one, for a chart whose paths
   * take too long for one file: each part is a test file of its own, and the parts together run every path.
   */
  part?: { index: number; of: number };
}

/**
 * Declares the model test of one machine: the derived model matches the machine, every state and transition has
 * words (plan) and code (suite), each generated path runs against the real views, and the coverage report prints
 * at the end and fails below 100 % of the reachable states and transitions.
 */
export function describeModel(suite: ModelSuite): void {
  const { plan } = suite;
  const derived = deriveModel(plan.machine, plan.options);
  const analysis = analyseModel(derived);
  const passed: ModelPath[] = [];

  const { part } = suite;
  const paths = analysis.paths
    .map((path, i) => ({ path, n: i + 1 }))
    .filter(({ n }) => !part || (n - 1) % part.of === part.index - 1);

  describe(`${plan.name} statechart model${part ? ` (part ${part.index} of ${part.of})` : ''}`, () => {
    it("has exactly the machine's states and events", () => {
      const modelEvents = new Set(derived.model.events as string[]);
      const expected = new Set(derived.events);
      expect([...modelEvents].sort()).toEqual([...expected].sort());
      // Every event the machine accepts is in the model (invoke/after events under their readable names).
      expect(derived.machineEvents.length).toBeGreaterThan(0);
      expect(
        new Set(derived.transitions.filter((t) => t.eventType !== 'always').map((t) => t.eventType)),
      ).toEqual(new Set(derived.machineEvents));
      const modelStates = derived.states.map((s) =>
        derived.model.getStateNodeById(`${plan.machine.id}.${s}`).path.join('.'),
      );
      expect(modelStates).toEqual(derived.states);
    });

    it('has words and code for every state and transition, and nothing stale', () => {
      const keys = derived.transitions.map((t) => t.key).sort();
      expect(Object.keys(plan.do).sort(), 'plan.do (tests/model/*.plan.ts)').toEqual(keys);
      expect(Object.keys(plan.see).sort(), 'plan.see').toEqual([...derived.states].sort());
      // Joint followers are taken with their leader: they need words, not an action of their own.
      const always = new Set(derived.transitions.filter((t) => t.eventType === 'always').map((t) => t.key));
      const reachable = keys.filter(
        (k) => !(k in derived.unreachable) && !always.has(k) && !(k in derived.joint),
      );
      expect(Object.keys(suite.exec).sort(), 'exec (model test)').toEqual(reachable);
      expect(Object.keys(suite.see).sort(), 'see (model test)').toEqual([...derived.states].sort());
      for (const k of Object.keys(derived.unreachable)) expect(keys, 'unreachable key').toContain(k);
    });

    describe.each(paths.map(({ path, n }) => [`path ${n}: ${path.title}`, path] as const))(
      '%s',
      (_, path) => {
        it(
          'runs against the real views and reference server',
          async () => {
            if (suite.fakeTimers) vi.useFakeTimers({ shouldAdvanceTime: true });
            const sut = new Sut();
            try {
              await runPath(derived, path, sut, suite.exec, suite.see, suite.before);
              passed.push(path);
            } finally {
              sut.dispose();
              if (suite.fakeTimers) vi.useRealTimers();
            }
          },
          suite.timeout ?? 30_000,
        );
      },
    );

    it('covers 100 % of the reachable states and transitions', () => {
      if (part) {
        // A part covers its share: every path of it passed, and the paths of all parts together cover the chart
        // (each part's file checks the same, so a failing path anywhere fails its part).
        const coverage = measureCoverage(derived, analysis, analysis.paths);
        console.log(
          `${formatCoverage(coverage)}\n  paths of part ${part.index} of ${part.of}: ${passed.length}/${paths.length} passed`,
        );
        expect(passed).toHaveLength(paths.length);
        expect(isComplete(coverage), formatCoverage(coverage)).toBe(true);
        return;
      }
      const coverage = measureCoverage(derived, analysis, passed);
      console.log(`${formatCoverage(coverage)}\n  paths: ${passed.length}/${analysis.paths.length} passed`);
      expect(isComplete(coverage), formatCoverage(coverage)).toBe(true);
    });
  });

  afterAll(() => {});
}
