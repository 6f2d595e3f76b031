import { describe, expect, it } from 'vitest';
import { upcomingTripMachine } from '../../machines/trip/upcoming.machine';
import { deriveModel } from '../../scripts/lib/statechart-model';
import { analyseModel, isComplete, measureCoverage } from '../../scripts/lib/model-paths';
import { trafficIndicatorPlan } from './traffic-indicator.plan';

// The derivation options other than facts (scripts/lib/statechart-model.ts): several starts (`initialFacts`) and
// transitions taken together (`joint`), checked on the real machines.

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
    // Without the disabled start, starting:always#1 would be reachable only through its declaration.
    const one = deriveModel(trafficIndicatorPlan.machine, {
      ...trafficIndicatorPlan.options,
      initialFacts: [{ enabled: true }],
    });
    const oneAnalysis = analyseModel(one);
    expect(isComplete(measureCoverage(one, oneAnalysis, oneAnalysis.paths))).toBe(false);
  });
});

describe('statechart model: joint transitions', () => {
  const leader = 'polling.fetching:xstate.done.actor.fetchNextTrip#0';
  const follower = 'card:xstate.done.actor.fetchNextTrip#0';
  const options = {
    joint: { [follower]: [leader] },
    factGuards: {
      'card.deciding:always#0': () => false,
      'card.deciding:always#1': () => false,
      'card.deciding:always#2': () => false,
    },
  };

  it('takes the follower in the same step as its leader and never offers it alone', () => {
    const derived = deriveModel(upcomingTripMachine, options);
    const analysis = analyseModel(derived);
    const steps = analysis.paths.flatMap((p) => p.steps);
    expect(steps.some((s) => s.event.branch === follower)).toBe(false);
    const done = steps.find((s) => s.event.branch === leader)!;
    expect(done.transitions).toEqual([leader, follower, 'card.deciding:always#3']);
    expect(analysis.transitions.has(follower)).toBe(true);
  });

  it('without the joint declaration, the follower is a separate event', () => {
    const derived = deriveModel(upcomingTripMachine, { factGuards: options.factGuards });
    const steps = analyseModel(derived).paths.flatMap((p) => p.steps);
    expect(steps.some((s) => s.event.branch === follower)).toBe(true);
  });
});
