import { describe, expect, it } from 'vitest';
import { setup } from 'xstate';
import { upcomingTripMachine } from '../../machines/trip/upcoming.machine';
import { deriveModel, listTransitions } from '../../scripts/lib/statechart-model';
import {
  analyseModel,
  coveringPaths,
  isComplete,
  measureCoverage,
  pathCoverage,
  shortestPaths,
  type ModelPath,
} from '../../scripts/lib/model-paths';
import { bookingPlan } from './booking.plan';
import { trafficIndicatorPlan } from './traffic-indicator.plan';

// The derivation options other than facts (scripts/lib/statechart-model.ts): several starts (`initialFacts`) and
// transitions taken together (`joint`), checked on the real machines; and the transition keys, which name a
// transition (source, event, guard, targets) and not its position among the candidates.

describe('statechart model: starts (initialFacts)', () => {
  const derived = deriveModel(trafficIndicatorPlan.machine, trafficIndicatorPlan.options);
  const analysis = analyseModel(derived);

  it('explores every start and records the eventless transitions taken on start', () => {
    expect(derived.starts).toEqual([{ enabled: true }, { enabled: false }]);
    const starts = new Set(analysis.paths.map((p) => p.initialTransitions.join()));
    expect(starts).toEqual(new Set(['starting:always [isActive] → debouncing', 'starting:always → off']));
    const off = analysis.paths.find((p) => p.initialTransitions[0] === 'starting:always → off')!;
    expect(off.initialStates).toEqual(['off']);
    expect(off.initialFacts).toEqual({ enabled: false });
    // The fact guard keeps the disabled start from asking the server.
    expect(off.steps.map((s) => s.event.branch)).not.toContain(
      '(root):traffic.update [wantsCheck] → debouncing',
    );
  });

  it('counts the start transitions and the transient start state as covered', () => {
    const coverage = measureCoverage(derived, analysis, analysis.paths);
    expect(coverage.transitions.covered).toEqual(
      expect.arrayContaining(['starting:always [isActive] → debouncing', 'starting:always → off']),
    );
    expect(coverage.states.covered).toContain('starting');
    expect(isComplete(coverage)).toBe(true);
    // Without the disabled start, starting:always → off would be reachable only through its declaration.
    const one = deriveModel(trafficIndicatorPlan.machine, {
      ...trafficIndicatorPlan.options,
      initialFacts: [{ enabled: true }],
    });
    const oneAnalysis = analyseModel(one);
    expect(isComplete(measureCoverage(one, oneAnalysis, oneAnalysis.paths))).toBe(false);
  });
});

describe('statechart model: joint transitions', () => {
  const leader = 'polling.fetching:xstate.done.actor.fetchNextTrip → polling.waiting';
  const follower = 'card:xstate.done.actor.fetchNextTrip → card.deciding';
  const options = {
    joint: { [follower]: [leader] },
    factGuards: {
      'card.deciding:always [isHoldingFinishedTrip] → card.holding': () => false,
      'card.deciding:always [hasNoTrip] → card.none': () => false,
      'card.deciding:always [isLiveMapDue] → card.live': () => false,
    },
  };

  it('takes the follower in the same step as its leader and never offers it alone', () => {
    const derived = deriveModel(upcomingTripMachine, options);
    const analysis = analyseModel(derived);
    const steps = analysis.paths.flatMap((p) => p.steps);
    expect(steps.some((s) => s.event.branch === follower)).toBe(false);
    const done = steps.find((s) => s.event.branch === leader)!;
    expect(done.transitions).toEqual([leader, follower, 'card.deciding:always → card.plain']);
    expect(analysis.transitions.has(follower)).toBe(true);
  });

  it('without the joint declaration, the follower is a separate event', () => {
    const derived = deriveModel(upcomingTripMachine, { factGuards: options.factGuards });
    const steps = analyseModel(derived).paths.flatMap((p) => p.steps);
    expect(steps.some((s) => s.event.branch === follower)).toBe(true);
  });
});

describe('statechart model: transition keys', () => {
  /** A door whose `push` candidates come in the given order. */
  const door = (order: 'lockedFirst' | 'openFirst') => {
    const locked = { guard: 'isLocked', target: 'shut' } as const;
    const open = { guard: { type: 'isDue', params: { kind: 'open' } }, target: 'open' } as const;
    return setup({
      guards: { isLocked: () => false, isDue: (_, params: { kind: string }) => params.kind !== '' },
      actions: { knock: () => {} },
    }).createMachine({
      id: 'door',
      initial: 'shut',
      states: {
        shut: {
          on: { push: order === 'lockedFirst' ? [locked, open, { actions: 'knock' }] : [open, locked] },
        },
        open: { on: { push: 'shut' } },
      },
    });
  };

  it('names source, event, guard (with static params) and targets, whatever the order of the candidates', () => {
    const keys = listTransitions(door('lockedFirst')).map((t) => t.key);
    expect(keys).toEqual([
      'shut:push [isLocked] → shut',
      'shut:push [isDue(kind: open)] → open',
      'shut:push',
      'open:push → shut',
    ]);
    const reordered = listTransitions(door('openFirst')).map((t) => t.key);
    expect(reordered).toEqual([keys[1], keys[0], keys[3]]);
  });

  it('refuses a plan option that names no transition of the chart (a key left behind by a rename)', () => {
    expect(() =>
      deriveModel(door('lockedFirst'), { factGuards: { 'shut:push [isBolted] → shut': () => true } }),
    ).toThrow("door: the plan's options name no transition of the chart: shut:push [isBolted] → shut");
    expect(() =>
      deriveModel(door('lockedFirst'), { joint: { 'open:push → shut': ['shut:push#0'] } }),
    ).toThrow('shut:push#0');
  });

  it('refuses two candidates with the same key', () => {
    const twice = setup({ guards: { isLocked: () => false } }).createMachine({
      id: 'twice',
      initial: 'shut',
      states: { shut: { on: { push: [{ guard: 'isLocked' }, { guard: 'isLocked' }] } } },
    });
    expect(() => listTransitions(twice)).toThrow(
      'twice: two transitions have the key "shut:push [isLocked]"',
    );
  });
});

describe('statechart model: the paths the browser runs', () => {
  it('covers every state and transition of all shortest paths with fewer paths (booking)', () => {
    const derived = deriveModel(bookingPlan.machine, bookingPlan.options);
    const all = shortestPaths(derived);
    const covering = coveringPaths(all);
    const union = (paths: readonly ModelPath[]) => new Set(paths.flatMap((path) => [...pathCoverage(path)]));
    expect([...union(covering)].sort()).toEqual([...union(all)].sort());
    expect(covering.length).toBeLessThan(all.length);
    // Kept in the order of the shortest paths, each one of them.
    expect(covering.every((path, i) => i === 0 || all.indexOf(path) > all.indexOf(covering[i - 1]!))).toBe(
      true,
    );
  });
});
