/**
 * Model-based testing from the REAL statecharts: derives a pure, invoke-free and delay-free test model
 * from a machine's own config, generates paths that cover every reachable state and transition, and measures
 * coverage. Used by tests/model/*, scripts/test-plans.ts and scripts/diagrams.ts.
 *
 * Why derive instead of `createTestModel(realMachine)`: xstate/graph refuses machines with `invoke`/`after`, and a
 * hand-kept copy would drift. The derived model has the machine's exact state tree; every transition candidate of
 * the machine becomes one model transition, chosen by a synthetic event `{ type, branch }` where `type` is the
 * machine's event (`xstate.done.actor.<src>`, `xstate.error.actor.<src>` and `xstate.after.<delay>` stand for
 * invoke results and timers) and `branch` names the candidate (the data guards are the SUT's business: the test
 * realises branch 0 of `form.submit` by filling a valid form). `always` transitions stay eventless; their data
 * guards are decided by tiny boolean "facts" the plan declares (e.g. booking-series' `hasPending`). Guards that read
 * the chart's own states (`stateIn`, alone or inside `and`/`or`/`not`, named in `setup()` or inline) need no facts:
 * the model has the same state ids and evaluates them itself, and an earlier candidate decided by states alone
 * shadows the later ones as in XState (booking's leg, planning mode, series and guest regions).
 *
 * Transition keys name what the transition is (`<source>:<event> [guard] → <targets>`), not its position among the
 * candidates, so reordering candidates changes no key and a plan cannot depend on the order.
 */
import { assign, createMachine, type AnyStateMachine, type AnyStateNode } from 'xstate';
import { getStateNodes } from 'xstate/graph';

/** One candidate transition of the machine, as it appears in the model, plans, coverage and diagrams. */
export interface ModelTransition {
  /**
   * Stable key: `<source>:<modelEvent>[ [guard]][ → target, …]`, e.g.
   * `signedOut.idle:login.submit [isLoginFormComplete] → signedOut.submitting`; a targetless transition has no arrow. Two
   * candidates of one chart with the same key are refused (name their guards, or give static guard params).
   */
  key: string;
  /** Source state path (dotted, relative to the machine; `(root)` for the machine itself). */
  source: string;
  /** The machine's event type (`always` for eventless transitions). */
  eventType: string;
  /** The model's event type: the machine's, with invoke ids replaced by the actor's `src` and timers by the delay. */
  modelEvent: string;
  /** Index of this candidate among the source's candidates for the event (XState tries them in order; not in the key). */
  index: number;
  /** The guard as written (`isFormValid && isPaymentValid && !isBlockedByPtAdvice`), or null. */
  guard: string | null;
  /** Target state paths; empty for a targetless (actions-only) transition. */
  targets: string[];
  /** Named actions, for plans and diagrams. */
  actions: string[];
}

/** Facts: booleans the model tracks only to decide `always` guards that depend on earlier steps. */
export type Facts = Record<string, boolean>;

/**
 * A plan's guard on a transition of the model: from the facts, and the model's state (`state.matches`) where a plan
 * takes a transition only where its paths need it (to keep them few; the machine allows it elsewhere too).
 */
type FactGuard = (facts: Facts, state: { matches(value: unknown): boolean }) => boolean;

/** What a plan (tests/model/<machine>.plan.ts) tells the derivation about a machine. */
export interface ModelOptions {
  /** Transitions the real app cannot take, key → reason. They are left out of the paths and listed in reports. */
  unreachable?: Record<string, string>;
  /** Initial facts. */
  facts?: Facts;
  /** Facts set when a transition is taken, key → facts. */
  setsFacts?: Record<string, Facts>;
  /**
   * Fact guard, key → predicate: required for each `always` transition guarded by data (a guard that reads only
   * the chart's states needs none); optional for an event transition whose data guard depends on an earlier step
   * (booking's `hasPaymentUrl` needs an online payment chosen), or that the plan takes only where its paths need it.
   */
  factGuards?: Record<string, FactGuard>;
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
export interface ModelEvent {
  type: string;
  branch: string;
}

export interface ModelContext {
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
  factGuards: Record<string, FactGuard>;
  /** Follower key → leader keys (see {@link ModelOptions.joint}). */
  joint: Record<string, string[]>;
  /** The starts (facts of each initial state), see {@link ModelOptions.initialFacts}. */
  starts: Facts[];
  /**
   * Whether transition `key` can be taken in a model snapshot: its fact guard, the part of its guard that reads
   * states, and no earlier candidate of the same event that states alone decide for.
   */
  allows(key: string, snapshot: ModelSnapshot): boolean;
  /** The model started with the first of {@link starts}. */
  model: AnyStateMachine;
  /** The model started with the given facts. */
  modelWith(facts: Facts): AnyStateMachine;
}

function statePath(node: AnyStateNode): string {
  return node.path.length === 0 ? '(root)' : node.path.join('.');
}

/** Human-readable guard: `isA && !isB`, for plain, `and`, `or` and `not` guards; static params as `isDue(kind: near)`. */
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
  if (typeof guard === 'object' && 'type' in (guard as object)) {
    const { type, params } = guard as { type: unknown; params?: unknown };
    return `${String(type)}${paramsLabel(params)}`;
  }
  return 'inline guard';
}

/**
 * Static guard params as `(kind: near)`, so two candidates that differ only in them read (and are keyed)
 * differently (near-notice's `isDue` for the near and the drop-off notice); params computed from the event read
 * as nothing.
 */
function paramsLabel(params: unknown): string {
  if (typeof params !== 'object' || params === null) return '';
  const entries = Object.entries(params).map(
    ([k, v]) => `${k}: ${typeof v === 'object' ? JSON.stringify(v) : String(v)}`,
  );
  return entries.length ? `(${entries.join(', ')})` : '';
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

/** A candidate transition with the node it belongs to and its config as XState resolved it. */
interface Candidate {
  transition: ModelTransition;
  node: AnyStateNode;
  def: AnyTransitionLike;
  /** The other candidates of the same source and event, in XState's order (this one included). */
  siblings: string[];
}

function collect(machine: AnyStateMachine): Candidate[] {
  const nodes = [machine.root, ...getStateNodes(machine.root)];
  const invokeSrc = new Map<string, string>();
  for (const node of nodes) {
    for (const inv of node.invoke) if (typeof inv.src === 'string') invokeSrc.set(inv.id, inv.src);
  }
  const result: Candidate[] = [];
  const seen = new Set<string>();
  for (const node of nodes) {
    const source = statePath(node);
    const add = (eventType: string, candidates: readonly AnyTransitionLike[]) => {
      const modelEvent = eventType === 'always' ? 'always' : modelEventOf(node, eventType, invokeSrc);
      const group: Candidate[] = candidates.map((t, index) => {
        const guard = guardLabel(t.guard);
        const targets = (t.target ?? []).map((n) => statePath(n));
        const key = `${source}:${modelEvent}${guard ? ` [${guard}]` : ''}${targets.length ? ` → ${targets.join(', ')}` : ''}`;
        if (seen.has(key))
          throw new Error(`${machine.id}: two transitions have the key "${key}"; name their guards`);
        seen.add(key);
        const transition = {
          key,
          source,
          eventType,
          modelEvent,
          index,
          guard,
          targets,
          actions: actionLabels(t.actions),
        };
        return { transition, node, def: t, siblings: [] };
      });
      for (const c of group) c.siblings = group.map((g) => g.transition.key);
      result.push(...group);
    };
    for (const [eventType, candidates] of node.transitions) add(eventType, candidates);
    if (node.always) add('always', node.always);
  }
  return result;
}

/** Lists every candidate transition of `machine`, in document order (state, then event, then candidate). */
export function listTransitions(machine: AnyStateMachine): ModelTransition[] {
  return collect(machine).map((c) => c.transition);
}

/** A snapshot of the derived model, as its guards and the path search see it. */
interface ModelSnapshot {
  context: ModelContext;
  matches(value: unknown): boolean;
  _nodes?: readonly { id: string }[];
}

/** What a guard says about states: `exact` when states alone decide it, `necessary` when they rule it out. */
interface StatePart {
  exact: ((snap: ModelSnapshot) => boolean) | null;
  necessary: ((snap: ModelSnapshot) => boolean) | null;
}

const DATA: StatePart = { exact: null, necessary: null };

function inState(snap: ModelSnapshot, value: unknown): boolean {
  if (typeof value === 'string' && value.startsWith('#'))
    return (snap._nodes ?? []).some((n) => n.id === value.slice(1));
  return snap.matches(value as string);
}

/** The state part of `guard` as `machine` resolves it (named guards through its implementations). */
function statePart(machine: AnyStateMachine, guard: unknown): StatePart {
  if (guard === undefined || guard === null) return DATA;
  if (typeof guard === 'string' || (typeof guard === 'object' && 'type' in guard)) {
    const name = typeof guard === 'string' ? guard : String((guard as { type: unknown }).type);
    const impl = (machine.implementations.guards as Record<string, unknown>)[name];
    return typeof impl === 'function' && 'check' in impl ? statePart(machine, impl) : DATA;
  }
  if (typeof guard !== 'function') return DATA;
  const fn = guard as { name?: string; guards?: unknown[]; stateValue?: unknown };
  if ('stateValue' in fn) {
    const check = (snap: ModelSnapshot) => inState(snap, fn.stateValue);
    return { exact: check, necessary: check };
  }
  const parts = (fn.guards ?? []).map((g) => statePart(machine, g));
  if (fn.name === 'and') {
    const exact = parts.every((p) => p.exact) ? parts.map((p) => p.exact!) : null;
    const necessary = parts.flatMap((p) => (p.necessary ? [p.necessary] : []));
    return {
      exact: exact && ((snap) => exact.every((f) => f(snap))),
      necessary: necessary.length ? (snap) => necessary.every((f) => f(snap)) : null,
    };
  }
  if (fn.name === 'or') {
    const exact = parts.every((p) => p.exact) ? parts.map((p) => p.exact!) : null;
    const necessary = parts.every((p) => p.necessary) ? parts.map((p) => p.necessary!) : null;
    return {
      exact: exact && ((snap) => exact.some((f) => f(snap))),
      necessary: necessary && ((snap) => necessary.some((f) => f(snap))),
    };
  }
  if (fn.name === 'not' && parts[0]?.exact) {
    const inner = parts[0].exact;
    const exact = (snap: ModelSnapshot) => !inner(snap);
    return { exact, necessary: exact };
  }
  return DATA;
}

/** A guard for the derived model that sees the model's snapshot (XState calls a guard's `check` with it). */
function modelGuard(check: (snap: ModelSnapshot, event: unknown) => boolean) {
  return Object.assign(() => false, {
    check: (snap: ModelSnapshot, args: { event: unknown }) => check(snap, args.event),
  });
}

interface AnyTransitionLike {
  guard?: unknown;
  target?: readonly AnyStateNode[] | undefined;
  actions: readonly unknown[];
  reenter?: boolean;
}

/**
 * Derives the pure model of `machine` (see the module comment). Throws when a guarded `always` transition has no
 * fact guard, so a new eventless branch cannot slip by untested, and when the options name a transition key the
 * chart does not have (a stale key after a guard or target was renamed).
 */
export function deriveModel(machine: AnyStateMachine, options: ModelOptions = {}): DerivedModel {
  const candidates = collect(machine);
  const transitions = candidates.map((c) => c.transition);
  const byKey = new Map(candidates.map((c) => [c.transition.key, c]));
  const unreachable = options.unreachable ?? {};
  // A key names the transition's guard and targets: renaming either leaves a plan's old key behind, which would
  // silently drop its fact guard or facts. Refuse it instead.
  const named = [
    ...Object.keys(unreachable),
    ...Object.keys(options.setsFacts ?? {}),
    ...Object.keys(options.factGuards ?? {}),
    ...Object.entries(options.joint ?? {}).flatMap(([follower, leaders]) => [follower, ...leaders]),
  ];
  const stale = [...new Set(named.filter((key) => !byKey.has(key)))];
  if (stale.length)
    throw new Error(`${machine.id}: the plan's options name no transition of the chart: ${stale.join('; ')}`);
  const parts = new Map(candidates.map((c) => [c.transition.key, statePart(machine, c.def.guard)]));

  const allows = (key: string, snap: ModelSnapshot): boolean => {
    const c = byKey.get(key)!;
    if (options.factGuards?.[key] && !options.factGuards[key](snap.context.facts, snap)) return false;
    if (parts.get(key)!.necessary && !parts.get(key)!.necessary!(snap)) return false;
    // An earlier candidate that states alone decide for is taken instead (XState tries them in order).
    for (const earlier of c.siblings.slice(0, c.siblings.indexOf(key))) {
      const exact = parts.get(earlier)!.exact;
      if (exact && exact(snap)) return false;
    }
    return true;
  };

  const joint = options.joint ?? {};
  const record = (t: ModelTransition, first: boolean) =>
    assign(({ context, event }: { context: ModelContext; event: unknown }) => ({
      last: first && context.stepEvent !== event ? [t.key] : [...context.last, t.key],
      stepEvent: event,
      facts: { ...context.facts, ...(options.setsFacts?.[t.key] ?? {}) },
    }));

  const configOf = (node: AnyStateNode): Record<string, unknown> => {
    const own = candidates.filter((c) => c.node === node);
    const on: Record<string, unknown[]> = {};
    const always: unknown[] = [];
    for (const { transition: t, def } of own) {
      const target = (def.target ?? []).map((n) => `#${n.id}`);
      const base = {
        ...(target.length ? { target } : {}),
        ...(def.reenter ? { reenter: true } : {}),
      };
      if (t.eventType === 'always') {
        if (
          t.guard !== null &&
          !parts.get(t.key)!.exact &&
          !options.factGuards?.[t.key] &&
          !(t.key in unreachable)
        ) {
          throw new Error(
            `${machine.id}: the always transition ${t.key} has guard "${t.guard}"; give it a fact guard in its plan`,
          );
        }
        always.push({
          ...base,
          guard: modelGuard((snap) => !(t.key in unreachable) && allows(t.key, snap)),
          actions: record(t, false),
        });
      } else {
        const leaders = joint[t.key] ?? [];
        const leaderEvents = leaders.map((k) => byKey.get(k)?.transition.modelEvent);
        for (const modelEvent of new Set([t.modelEvent, ...leaderEvents])) {
          if (modelEvent === undefined) throw new Error(`${machine.id}: unknown joint leader of ${t.key}`);
          (on[modelEvent] ??= []).push({
            ...base,
            guard: modelGuard(
              (snap, event) =>
                ((event as ModelEvent).branch === t.key || leaders.includes((event as ModelEvent).branch)) &&
                allows(t.key, snap),
            ),
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
    allows,
    model,
    modelWith,
  };
}
