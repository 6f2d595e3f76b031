/**
 * Paths and coverage of a derived test model (see ./statechart-model.ts for the derivation): the
 * shortest paths that cover every reachable state and transition, the analysis of what is reachable, and the
 * coverage a run of paths achieved. Used by tests/model/*, the plan writer and the e2e model paths.
 */
import type { StateValue } from 'xstate';
import { createTestModel } from 'xstate/graph';
import type { DerivedModel, Facts, ModelContext, ModelEvent } from './statechart-model';

/** One executed step of a generated path. */
export interface PathStep {
  event: ModelEvent;
  /** The transitions this step takes (its own, then any `always` that follows). */
  transitions: string[];
  /** State value after the step. */
  value: StateValue;
  /** Every state path active after the step (leaf and ancestors), document order. */
  states: string[];
  facts: Facts;
}

/** A generated path: the initial states, then the steps. */
export interface ModelPath {
  /** Title made of the path's transition keys' events. */
  title: string;
  /** The facts the path starts with (one of the plan's starts). */
  initialFacts: Facts;
  /** Eventless transitions taken on start (a transient initial state's `always`), document order. */
  initialTransitions: string[];
  initialStates: string[];
  steps: PathStep[];
}

/** Coverage of one machine by a set of paths. */
export interface Coverage {
  machine: string;
  states: { covered: string[]; reachable: string[]; unreachable: Record<string, string> };
  transitions: { covered: string[]; reachable: string[]; unreachable: Record<string, string> };
}

interface Snap {
  value: StateValue;
  context: ModelContext;
  matches(value: unknown): boolean;
  status: string;
  _nodes?: readonly { id: string }[];
}

function activeStates(derived: DerivedModel, snap: Snap): string[] {
  return derived.states.filter((p) => snap.matches(p));
}

/** States a step passes through: sources and targets of its transitions (covers transient `always` states). */
function touchedStates(derived: DerivedModel, keys: readonly string[]): string[] {
  const touched = new Set<string>();
  for (const key of keys) {
    const t = derived.transitions.find((x) => x.key === key);
    if (!t) continue;
    for (const p of [t.source, ...t.targets]) {
      if (p === '(root)') continue;
      const parts = p.split('.');
      parts.forEach((_, i) => touched.add(parts.slice(0, i + 1).join('.')));
    }
  }
  return [...touched];
}

function serialize(snap: Snap): string {
  return JSON.stringify([snap.value, snap.context.facts]);
}

/** What the model can reach, and the generated paths. */
export interface ModelAnalysis {
  paths: ModelPath[];
  /** State paths some model path reaches. */
  states: Set<string>;
  /** Transition keys some model path takes. */
  transitions: Set<string>;
}

/** The model's events in `snap`: one per reachable candidate transition of the active states (document order). */
function eventsOf(derived: DerivedModel, snap: Snap): ModelEvent[] {
  if (snap.status !== 'active') return [];
  const active = new Set(['(root)', ...activeStates(derived, snap)]);
  return derived.transitions
    .filter(
      (t) =>
        t.eventType !== 'always' &&
        active.has(t.source) &&
        !(t.key in derived.unreachable) &&
        !(t.key in derived.joint) &&
        derived.allows(t.key, snap),
    )
    .map((t) => ({ type: t.modelEvent, branch: t.key }));
}

/** xstate/graph `TestModel` over the derived model (states serialized as value + facts), from one start. */
function toTestModel(derived: DerivedModel, start: Facts = derived.starts[0]!) {
  return createTestModel(derived.modelWith(start), {
    events: (snap) => eventsOf(derived, snap as unknown as Snap) as never,
    serializeState: (snap) => serialize(snap as unknown as Snap) as never,
    serializeEvent: (e) => JSON.stringify(e) as never,
  });
}

/**
 * xstate/graph `getShortestPaths` over the derived model: for every reachable model state (state value + facts),
 * the shortest path to it; paths that are prefixes of others are dropped (TestModel's deduplication). Used by the
 * browser run of tests/e2e/support/model-paths.ts. Deterministic.
 */
export function shortestPaths(derived: DerivedModel): ModelPath[] {
  // One shortest-path tree per start (the plan's `initialFacts`), in start order.
  const paths = derived.starts.flatMap(
    (start) =>
      toTestModel(derived, start).getShortestPaths() as unknown as {
        steps: { state: Snap; event: ModelEvent }[];
      }[],
  );
  return paths.map((p) => {
    const [init, ...rest] = p.steps;
    const steps: PathStep[] = rest.map(({ state, event }) => ({
      event,
      transitions: state.context.last,
      value: state.value,
      states: activeStates(derived, state),
      facts: state.context.facts,
    }));
    return {
      title: steps.length
        ? steps.map((s) => s.event.type.replace(/^xstate\./, '')).join(' → ')
        : '(initial state)',
      initialFacts: init!.state.context.facts,
      initialTransitions: init!.state.context.last,
      initialStates: activeStates(derived, init!.state),
      steps,
    };
  });
}

/** The chart states and transition keys a path reaches or takes (its start included). */
export function pathCoverage(path: ModelPath): Set<string> {
  return new Set([
    ...path.initialStates.map((s) => `state ${s}`),
    ...path.initialTransitions.map((t) => `transition ${t}`),
    ...path.steps.flatMap((step) => [
      ...step.states.map((s) => `state ${s}`),
      ...step.transitions.map((t) => `transition ${t}`),
    ]),
  ]);
}

/**
 * A small set of `paths` (as a rule {@link shortestPaths}) that still reaches every chart state and takes every
 * transition that all of them do: a greedy set cover (each round keeps the path adding the most states and
 * transitions not yet covered; a tie keeps the earlier, shorter path), returned in the order of `paths`.
 * Model states that differ only in facts are not told apart: the browser run covers each state and transition of
 * the chart once, while the jsdom model tests still run every path. Deterministic.
 */
export function coveringPaths(paths: readonly ModelPath[]): ModelPath[] {
  const covers = paths.map(pathCoverage);
  const left = new Set(covers.flatMap((c) => [...c]));
  const kept = new Set<number>();
  while (left.size > 0) {
    let best = -1;
    let bestGain = 0;
    covers.forEach((cover, i) => {
      let gain = 0;
      for (const item of cover) if (left.has(item)) gain += 1;
      if (gain > bestGain) [best, bestGain] = [i, gain];
    });
    kept.add(best);
    for (const item of covers[best]!) left.delete(item);
  }
  return paths.filter((_, i) => kept.has(i));
}

/** Explores the model breadth-first from every start; see {@link generatePaths}. */
export function analyseModel(derived: DerivedModel): ModelAnalysis {
  const { transitions, unreachable } = derived;
  const states = new Set<string>();
  const taken = new Set<string>();
  interface Start {
    facts: Facts;
    initialTransitions: string[];
    initialStates: string[];
  }
  interface Candidate {
    start: number;
    steps: PathStep[];
  }
  const starts: Start[] = [];
  const edges: { start: number; from: string; step: PathStep }[] = [];
  const pathTos: Map<string, PathStep[]>[] = [];
  derived.starts.forEach((facts, startIndex) => {
    const adjacency = toTestModel(derived, facts).getAdjacencyMap() as unknown as Record<
      string,
      { state: Snap; transitions: Record<string, { event: ModelEvent; state: Snap }> }
    >;
    const initial = Object.values(adjacency)[0]!.state;
    const initialStates = activeStates(derived, initial);
    starts.push({ facts: initial.context.facts, initialTransitions: initial.context.last, initialStates });
    initialStates.forEach((s) => states.add(s));
    initial.context.last.forEach((t) => taken.add(t));
    touchedStates(derived, initial.context.last).forEach((s) => states.add(s));
    // Breadth-first shortest paths to every serialized state.
    const pathTo = new Map<string, PathStep[]>([[serialize(initial), []]]);
    pathTos.push(pathTo);
    const queue = [serialize(initial)];
    while (queue.length) {
      const key = queue.shift()!;
      const entry = adjacency[key];
      if (!entry) continue;
      for (const { event, state } of Object.values(entry.transitions)) {
        // xstate/graph adds a bare `{ type }` for an event the model offers no branch of: it takes no transition.
        if (!event.branch) continue;
        const step: PathStep = {
          event,
          transitions: state.context.last,
          value: state.value,
          states: activeStates(derived, state),
          facts: state.context.facts,
        };
        edges.push({ start: startIndex, from: key, step });
        const next = serialize(state);
        if (!pathTo.has(next)) {
          pathTo.set(next, [...pathTo.get(key)!, step]);
          queue.push(next);
        }
      }
    }
  });
  const chosen: Candidate[] = [];
  for (const t of transitions) {
    if (t.key in unreachable) continue;
    let best: Candidate | null = null;
    for (const edge of edges) {
      if (!edge.step.transitions.includes(t.key)) continue;
      const candidate = { start: edge.start, steps: [...pathTos[edge.start]!.get(edge.from)!, edge.step] };
      if (!best || candidate.steps.length < best.steps.length) best = candidate;
    }
    // A transition taken on start only: the start itself is its path.
    if (!best) {
      const start = starts.findIndex((s) => s.initialTransitions.includes(t.key));
      if (start >= 0) best = { start, steps: [] };
    }
    if (best) chosen.push(best);
  }
  const many = derived.starts.length > 1;
  const id = (c: Candidate) => [...(many ? [`start${c.start}`] : []), ...c.steps.map((s) => s.event.branch)];
  const isPrefix = (a: Candidate, b: Candidate) =>
    a.start === b.start && a.steps.length < b.steps.length && id(a).every((k, i) => id(b)[i] === k);
  const unique = new Map<string, Candidate>();
  for (const p of chosen) unique.set(id(p).join(' '), p);
  const kept = [...unique.values()].filter((p) => ![...unique.values()].some((q) => isPrefix(p, q)));
  kept.sort(
    (a, b) =>
      a.steps.length - b.steps.length || a.start - b.start || id(a).join(' ').localeCompare(id(b).join(' ')),
  );
  for (const edge of edges) {
    edge.step.states.forEach((s) => states.add(s));
    edge.step.transitions.forEach((t) => taken.add(t));
    touchedStates(derived, edge.step.transitions).forEach((s) => states.add(s));
  }
  return {
    states,
    transitions: taken,
    paths: kept.map(({ start, steps }) => ({
      title: steps.length
        ? steps.map((s) => s.event.type.replace(/^xstate\./, '')).join(' → ')
        : starts[start]!.initialTransitions.join(', ') || '(initial state)',
      initialFacts: starts[start]!.facts,
      initialTransitions: starts[start]!.initialTransitions,
      initialStates: starts[start]!.initialStates,
      steps,
    })),
  };
}

/**
 * Coverage of `derived` by the `executed` paths, against what the model can reach. A transition the plan declares
 * unreachable is listed with its reason; one the model cannot reach without being declared is listed as
 * "not reachable in the model (undeclared)", and {@link isComplete} fails on it: declare it with a real reason.
 */
export function measureCoverage(
  derived: DerivedModel,
  analysis: ModelAnalysis,
  executed: readonly ModelPath[],
): Coverage {
  const coveredT = new Set<string>();
  const coveredS = new Set<string>();
  for (const path of executed) {
    path.initialStates.forEach((s) => coveredS.add(s));
    path.initialTransitions.forEach((t) => coveredT.add(t));
    touchedStates(derived, path.initialTransitions).forEach((s) => coveredS.add(s));
    for (const step of path.steps) {
      step.transitions.forEach((t) => coveredT.add(t));
      step.states.forEach((s) => coveredS.add(s));
      touchedStates(derived, step.transitions).forEach((s) => coveredS.add(s));
    }
  }
  const unreachableT: Record<string, string> = {};
  for (const t of derived.transitions) {
    if (t.key in derived.unreachable) unreachableT[t.key] = derived.unreachable[t.key]!;
    else if (!analysis.transitions.has(t.key)) unreachableT[t.key] = UNDECLARED;
  }
  const unreachableS: Record<string, string> = {};
  for (const s of derived.states) {
    if (analysis.states.has(s)) continue;
    const into = derived.transitions.filter((t) => t.targets.some((x) => x === s || x.startsWith(`${s}.`)));
    unreachableS[s] = into.length
      ? `only entered by unreachable transitions: ${into.map((t) => t.key).join(', ')}`
      : 'no transition enters it';
  }
  return {
    machine: derived.id,
    states: {
      covered: derived.states.filter((s) => coveredS.has(s)),
      reachable: derived.states.filter((s) => analysis.states.has(s)),
      unreachable: unreachableS,
    },
    transitions: {
      covered: derived.transitions.filter((t) => coveredT.has(t.key)).map((t) => t.key),
      reachable: derived.transitions.filter((t) => !(t.key in unreachableT)).map((t) => t.key),
      unreachable: unreachableT,
    },
  };
}

const UNDECLARED = 'not reachable in the model (undeclared: declare it with a reason in the plan)';

/** 100 % of reachable states and transitions covered, and every unreachable transition declared. */
export function isComplete(c: Coverage): boolean {
  return (
    c.states.reachable.every((s) => c.states.covered.includes(s)) &&
    c.transitions.reachable.every((t) => c.transitions.covered.includes(t)) &&
    Object.values(c.transitions.unreachable).every((why) => why !== UNDECLARED)
  );
}

/** Percentage covered of reachable (100 when nothing is reachable). */
function percent(covered: number, reachable: number): number {
  return reachable === 0 ? 100 : Math.floor((covered / reachable) * 1000) / 10;
}

/** The coverage report printed at the end of a model test. */
export function formatCoverage(c: Coverage): string {
  const reachableT = c.transitions.reachable.filter((k) => c.transitions.covered.includes(k));
  const lines = [
    `Model coverage — ${c.machine}`,
    `  states:      ${c.states.covered.length}/${c.states.reachable.length} reachable covered (${percent(
      c.states.covered.length,
      c.states.reachable.length,
    )} %)`,
    `  transitions: ${reachableT.length}/${c.transitions.reachable.length} reachable covered (${percent(
      reachableT.length,
      c.transitions.reachable.length,
    )} %)`,
  ];
  const missedT = c.transitions.reachable.filter((k) => !c.transitions.covered.includes(k));
  const missedS = c.states.reachable.filter((k) => !c.states.covered.includes(k));
  if (missedS.length) lines.push(`  NOT covered states: ${missedS.join(', ')}`);
  if (missedT.length) lines.push(`  NOT covered transitions: ${missedT.join(', ')}`);
  for (const [k, why] of Object.entries(c.states.unreachable)) lines.push(`  unreachable state ${k}: ${why}`);
  for (const [k, why] of Object.entries(c.transitions.unreachable)) {
    lines.push(`  unreachable transition ${k}: ${why}`);
  }
  return lines.join('\n');
}
