/**
 * Model-based testing from the REAL statecharts (issue 7): derives a pure, invoke-free and delay-free test model
 * from a machine's own config, generates paths that cover every reachable state and transition, and measures
 * coverage. Used by tests/model/*, scripts/test-plans.ts and scripts/diagrams.ts.
 *
 * Why derive instead of `createTestModel(realMachine)`: xstate/graph refuses machines with `invoke`/`after`, and a
 * hand-kept copy would drift. The derived model has the machine's exact state tree; every transition candidate of
 * the machine becomes one model transition, chosen by a synthetic event `{ type, branch }` where `type` is the
 * machine's event (`xstate.done.actor.<src>`, `xstate.error.actor.<src>` and `xstate.after.<delay>` stand for
 * invoke results and timers) and `branch` names the candidate (the data guards are the SUT's business: the test
 * realises branch #0 of `form.submit` by filling a valid form). `always` transitions stay eventless; their data
 * guards are decided by tiny boolean "facts" the plan declares (e.g. booking's `isReturnLeg`).
 */
import { assign, createMachine, type AnyStateMachine, type AnyStateNode, type StateValue } from 'xstate';
import { createTestModel, getStateNodes } from 'xstate/graph';

/** One candidate transition of the machine, as it appears in the model, plans, coverage and diagrams. */
export interface ModelTransition {
  /** Stable key: `<source>:<modelEvent>#<candidate index>`, e.g. `signedOut.idle:login.submit#0`. */
  key: string;
  /** Source state path (dotted, relative to the machine; `(root)` for the machine itself). */
  source: string;
  /** The machine's event type (`always` for eventless transitions). */
  eventType: string;
  /** The model's event type: the machine's, with invoke ids replaced by the actor's `src` and timers by the delay. */
  modelEvent: string;
  /** Index of this candidate among the source's candidates for the event (XState tries them in order). */
  index: number;
  /** The guard as written (`isFormValid && isPaymentValid && !isBlockedByPtAdvice`), or null. */
  guard: string | null;
  /** Target state paths; empty for a targetless (actions-only) transition. */
  targets: string[];
  /** Named actions, for plans and diagrams. */
  actions: string[];
}

/** Facts: booleans the model tracks only to decide `always` guards that depend on earlier steps. */
type Facts = Record<string, boolean>;

/** What a plan (tests/model/<machine>.plan.ts) tells the derivation about a machine. */
export interface ModelOptions {
  /** Transitions the real app cannot take, key → reason. They are left out of the paths and listed in reports. */
  unreachable?: Record<string, string>;
  /** Initial facts. */
  facts?: Facts;
  /** Facts set when a transition is taken, key → facts. */
  setsFacts?: Record<string, Facts>;
  /**
   * Fact guard, key → predicate: required for each guarded `always` transition; optional for an event transition
   * whose data guard depends on an earlier step (booking's `hasPaymentUrl` needs an online payment chosen).
   */
  factGuards?: Record<string, (facts: Facts) => boolean>;
  /**
   * Alternative starts, each merged over `facts` and explored as its own initial state (e.g. a trip loaded as
   * confirmed, or as completed): decides the initial `always` branches. Default: one start with `facts`.
   */
  initialFacts?: Facts[];
  /**
   * Transitions the machine takes in the same step as another one, follower key → leader keys: a parallel region
   * reacting to the same done event, or an event the leader's actions `raise`. A follower is never offered as an
   * event of its own; it is taken (when its source is active) whenever one of its leaders is.
   */
  joint?: Record<string, string[]>;
}

/** The model's event: the machine's event type plus which candidate transition it realises. */
interface ModelEvent {
  type: string;
  branch: string;
}

interface ModelContext {
  facts: Facts;
  /** Keys of the transitions the last event took (its own, joint ones, then any `always` that followed). */
  last: string[];
  /** The event `last` belongs to (a new event starts a new list). */
  stepEvent?: unknown;
}

/** A derived model: the machine's structure, its transitions, and the pure XState model that replays them. */
export interface DerivedModel {
  id: string;
  machine: AnyStateMachine;
  /** Every state path (dotted, relative), document order. */
  states: string[];
  /** The machine's own event types (incl. invoke done/error and after events), as `machine.events` lists them. */
  machineEvents: string[];
  /** Model event types (sorted). */
  events: string[];
  transitions: ModelTransition[];
  unreachable: Record<string, string>;
  factGuards: Record<string, (facts: Facts) => boolean>;
  /** Follower key → leader keys (see {@link ModelOptions.joint}). */
  joint: Record<string, string[]>;
  /** The starts (facts of each initial state), see {@link ModelOptions.initialFacts}. */
  starts: Facts[];
  /** The model started with the first of {@link starts}. */
  model: AnyStateMachine;
  /** The model started with the given facts. */
  modelWith(facts: Facts): AnyStateMachine;
}

function statePath(node: AnyStateNode): string {
  return node.path.length === 0 ? '(root)' : node.path.join('.');
}

/** Human-readable guard: `isA && !isB`, for plain, `and`, `or` and `not` guards. */
export function guardLabel(guard: unknown): string | null {
  if (guard === undefined || guard === null) return null;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') {
    const fn = guard as { name?: string; guards?: unknown[] };
    const parts = (fn.guards ?? []).map((g) => guardLabel(g) ?? '?');
    if (fn.name === 'not') return `!${parts.join('')}`;
    if (fn.name === 'and') return parts.join(' && ');
    if (fn.name === 'or') return parts.join(' || ');
    return fn.name || 'inline guard';
  }
  if (typeof guard === 'object' && 'type' in (guard as object))
    return String((guard as { type: unknown }).type);
  return 'inline guard';
}

function actionLabels(actions: readonly unknown[]): string[] {
  return actions.map((a) => {
    if (typeof a === 'string') return a;
    if (typeof a === 'object' && a !== null && 'type' in a) return String((a as { type: unknown }).type);
    if (typeof a === 'function') return (a as { type?: string; name?: string }).type ?? a.name ?? 'inline';
    return 'inline';
  });
}

/** Model event type: invoke ids → their `src`, `xstate.after.<delay>.<state id>` → `xstate.after.<delay>`. */
function modelEventOf(node: AnyStateNode, eventType: string, invokeSrc: Map<string, string>): string {
  const actor = /^xstate\.(done|error)\.actor\.(.+)$/.exec(eventType);
  if (actor) return `xstate.${actor[1]}.actor.${invokeSrc.get(actor[2] ?? '') ?? actor[2]}`;
  const after = node.after.find((a) => a.eventType === eventType);
  if (after) return `xstate.after.${String(after.delay)}`;
  return eventType;
}

/** Lists every candidate transition of `machine`, in document order (state, then event, then candidate). */
export function listTransitions(machine: AnyStateMachine): ModelTransition[] {
  const nodes = [machine.root, ...getStateNodes(machine.root)];
  const invokeSrc = new Map<string, string>();
  for (const node of nodes) {
    for (const inv of node.invoke) if (typeof inv.src === 'string') invokeSrc.set(inv.id, inv.src);
  }
  const result: ModelTransition[] = [];
  for (const node of nodes) {
    const source = statePath(node);
    const add = (eventType: string, candidates: readonly AnyTransitionLike[]) => {
      const modelEvent = eventType === 'always' ? 'always' : modelEventOf(node, eventType, invokeSrc);
      candidates.forEach((t, index) => {
        result.push({
          key: `${source}:${modelEvent}#${index}`,
          source,
          eventType,
          modelEvent,
          index,
          guard: guardLabel(t.guard),
          targets: (t.target ?? []).map((n) => statePath(n)),
          actions: actionLabels(t.actions),
        });
      });
    };
    for (const [eventType, candidates] of node.transitions) add(eventType, candidates);
    if (node.always) add('always', node.always);
  }
  return result;
}

interface AnyTransitionLike {
  guard?: unknown;
  target?: readonly AnyStateNode[] | undefined;
  actions: readonly unknown[];
  reenter?: boolean;
}

/**
 * Derives the pure model of `machine` (see the module comment). Throws when a guarded `always` transition has no
 * fact guard, so a new eventless branch cannot slip by untested.
 */
export function deriveModel(machine: AnyStateMachine, options: ModelOptions = {}): DerivedModel {
  const transitions = listTransitions(machine);
  const unreachable = options.unreachable ?? {};
  const byNode = new Map<AnyStateNode, ModelTransition[]>();
  const nodes = [machine.root, ...getStateNodes(machine.root)];
  for (const node of nodes)
    byNode.set(
      node,
      transitions.filter((t) => t.source === statePath(node)),
    );

  const joint = options.joint ?? {};
  const record = (t: ModelTransition, first: boolean) =>
    assign(({ context, event }: { context: ModelContext; event: unknown }) => ({
      last: first && context.stepEvent !== event ? [t.key] : [...context.last, t.key],
      stepEvent: event,
      facts: { ...context.facts, ...(options.setsFacts?.[t.key] ?? {}) },
    }));

  const original = new Map<string, AnyTransitionLike>();
  for (const node of nodes) {
    for (const [eventType, candidates] of node.transitions) {
      const t0 = byNode.get(node)!.filter((t) => t.eventType === eventType);
      candidates.forEach((c, i) => original.set(t0[i]!.key, c));
    }
    node.always?.forEach((c, i) => original.set(`${statePath(node)}:always#${i}`, c));
  }

  const configOf = (node: AnyStateNode): Record<string, unknown> => {
    const own = byNode.get(node) ?? [];
    const on: Record<string, unknown[]> = {};
    const always: unknown[] = [];
    for (const t of own) {
      const def = original.get(t.key)!;
      const target = (def.target ?? []).map((n) => `#${n.id}`);
      const base = {
        ...(target.length ? { target } : {}),
        ...(def.reenter ? { reenter: true } : {}),
      };
      if (t.eventType === 'always') {
        const factGuard = options.factGuards?.[t.key];
        if (t.guard !== null && !factGuard && !(t.key in unreachable)) {
          throw new Error(
            `${machine.id}: the always transition ${t.key} has guard "${t.guard}"; give it a fact guard in its plan`,
          );
        }
        always.push({
          ...base,
          guard: ({ context }: { context: ModelContext }) =>
            !(t.key in unreachable) && (factGuard ? factGuard(context.facts) : true),
          actions: record(t, false),
        });
      } else {
        const factGuard = options.factGuards?.[t.key];
        const leaders = joint[t.key] ?? [];
        const leaderEvents = leaders.map((k) => transitions.find((x) => x.key === k)?.modelEvent);
        for (const modelEvent of new Set([t.modelEvent, ...leaderEvents])) {
          if (modelEvent === undefined) throw new Error(`${machine.id}: unknown joint leader of ${t.key}`);
          (on[modelEvent] ??= []).push({
            ...base,
            guard: ({ context, event }: { context: ModelContext; event: ModelEvent }) =>
              (event.branch === t.key || leaders.includes(event.branch)) &&
              (factGuard ? factGuard(context.facts) : true),
            actions: record(t, true),
          });
        }
      }
    }
    const children = Object.entries(node.states as Record<string, AnyStateNode>);
    return {
      id: node.id,
      ...(node.type === 'final' ? { type: 'final' } : {}),
      ...(node.type === 'parallel' ? { type: 'parallel' } : {}),
      ...(node.type === 'history' ? { type: 'history', history: node.history } : {}),
      ...(node.initial?.target?.length && node.type === 'compound'
        ? { initial: node.initial.target[0]!.key }
        : {}),
      ...(children.length ? { states: Object.fromEntries(children.map(([k, c]) => [k, configOf(c)])) } : {}),
      ...(Object.keys(on).length ? { on } : {}),
      ...(always.length ? { always } : {}),
    };
  };

  const rootConfig = configOf(machine.root);
  const modelWith = (facts: Facts) =>
    createMachine({
      ...rootConfig,
      id: machine.id,
      context: { facts: { ...facts }, last: [] } satisfies ModelContext,
    } as Parameters<typeof createMachine>[0]) as unknown as AnyStateMachine;
  const starts = (options.initialFacts ?? [{}]).map((f) => ({ ...(options.facts ?? {}), ...f }));
  const model = modelWith(starts[0]!);

  return {
    id: machine.id,
    machine,
    states: getStateNodes(machine.root).map(statePath),
    machineEvents: [...(machine.events as string[])].sort(),
    events: [...new Set(transitions.filter((t) => t.eventType !== 'always').map((t) => t.modelEvent))].sort(),
    transitions,
    unreachable,
    factGuards: options.factGuards ?? {},
    joint,
    starts,
    model,
    modelWith,
  };
}

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
  matches(value: string): boolean;
  status: string;
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
        (derived.factGuards[t.key]?.(snap.context.facts) ?? true),
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
