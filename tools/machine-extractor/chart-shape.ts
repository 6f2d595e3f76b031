/**
 * The shape of a statechart — its states and its transitions — read two ways, so the two can be compared:
 * from the config Stately's source parser (`@xstate/machine-extractor`, what Stately Studio's import and the VS
 * Code extension use) extracts from a chart's source, and from the running XState v5 machine (`machine.root`).
 * A chart reads "whole" when both give the same shape: a transition written as a function call (a fragment
 * builder) or a computed key is invisible to the parser, so its states or transitions go missing there.
 *
 * A shape is two sorted lists of strings:
 * - states: dotted paths relative to the machine (`signedIn.idle`), the root left out;
 * - transitions: `<source> <trigger>#<candidate> → <targets>`, where `<source>` is the state path (`(root)` for the
 *   machine), `<trigger>` is `on <event>`, `always`, `after <delay>`, `onDone`, or `invoke[<i>] <src> onDone|onError`,
 *   `<candidate>` the 0-based position among the trigger's candidates (XState tries them in order) and
 *   `<targets>` the target state paths joined by `, ` (`(none)` for a targetless transition).
 *
 * Pure: no file system, no parser, no XState import (this folder's own `xstate` is the parser's XState 4 peer).
 */

/** States and transitions of one chart, each list sorted. */
export interface ChartShape {
  states: string[];
  transitions: string[];
}

/** What one chart's extracted shape lacks (and has in excess) against the running machine's. */
export interface ShapeDiff {
  missingStates: string[];
  missingTransitions: string[];
  extraStates: string[];
  extraTransitions: string[];
}

// ---------------------------------------------------------------------------------------------------------------
// The running machine (XState v5): only the properties read here are typed.

/** A v5 state node, as far as the shape needs it. */
export interface RunningStateNode {
  path: string[];
  states: Record<string, RunningStateNode>;
  transitions: Map<string, readonly RunningTransition[]>;
  always?: readonly RunningTransition[] | undefined;
  after: readonly { eventType: string; delay: string | number }[];
  invoke: readonly { id: string; src: unknown }[];
  id: string;
}

interface RunningTransition {
  target?: readonly RunningStateNode[] | undefined;
}

const pathOf = (path: readonly string[]) => (path.length === 0 ? '(root)' : path.join('.'));

function line(source: string, trigger: string, index: number, targets: readonly string[]): string {
  return `${source} ${trigger}#${index} → ${targets.length ? targets.join(', ') : '(none)'}`;
}

/** The shape of a running machine, from `machine.root`. */
export function shapeOfMachine(root: RunningStateNode): ChartShape {
  const states: string[] = [];
  const transitions: string[] = [];
  const visit = (node: RunningStateNode) => {
    const source = pathOf(node.path);
    if (node.path.length > 0) states.push(source);
    const invokes = new Map(node.invoke.map((inv, i) => [inv.id, { i, src: inv.src }]));
    const afters = new Map(node.after.map((a) => [a.eventType, a.delay]));
    const triggerOf = (eventType: string): string => {
      const actor = /^xstate\.(done|error)\.actor\.(.+)$/.exec(eventType);
      const inv = actor ? invokes.get(actor[2]!) : undefined;
      if (actor && inv) {
        const src = typeof inv.src === 'string' ? inv.src : '(inline)';
        return `invoke[${inv.i}] ${src} ${actor[1] === 'done' ? 'onDone' : 'onError'}`;
      }
      if (afters.has(eventType)) return `after ${String(afters.get(eventType))}`;
      if (eventType === `xstate.done.state.${node.id}`) return 'onDone';
      return `on ${eventType}`;
    };
    for (const [eventType, candidates] of node.transitions) {
      candidates.forEach((t, i) =>
        transitions.push(
          line(
            source,
            triggerOf(eventType),
            i,
            (t.target ?? []).map((n) => pathOf(n.path)),
          ),
        ),
      );
    }
    node.always?.forEach((t, i) =>
      transitions.push(
        line(
          source,
          'always',
          i,
          (t.target ?? []).map((n) => pathOf(n.path)),
        ),
      ),
    );
    for (const child of Object.values(node.states)) visit(child);
  };
  visit(root);
  return { states: states.sort(), transitions: transitions.sort() };
}

// ---------------------------------------------------------------------------------------------------------------
// The extracted config (what `MachineExtractResult.toConfig()` returns): plain JSON-like objects.

/** A state node config as the extractor writes it; unknown keys are ignored. */
export interface ExtractedStateConfig {
  id?: string;
  states?: Record<string, ExtractedStateConfig>;
  on?: Record<string, unknown>;
  after?: Record<string, unknown>;
  always?: unknown;
  onDone?: unknown;
  invoke?: unknown;
}

interface ExtractedNode {
  path: string[];
  config: ExtractedStateConfig;
  parent: ExtractedNode | undefined;
  children: Map<string, ExtractedNode>;
}

const asArray = (value: unknown): unknown[] =>
  value === undefined || value === null ? [] : Array.isArray(value) ? value : [value];

/** The target strings of one extracted transition (a string, or an object with `target`). */
function targetsOf(transition: unknown): string[] {
  if (typeof transition === 'string') return [transition];
  if (typeof transition === 'object' && transition !== null && 'target' in transition)
    return asArray((transition as { target: unknown }).target).map(String);
  return [];
}

/**
 * Resolves a target string from `source` the way XState v5 does: `#id` or `#id.a.b` by state id, `.a.b` below
 * the source, `a.b` below the source's parent. An unresolvable target is kept as `?<target>` (so it shows as a
 * difference).
 */
function resolveTarget(source: ExtractedNode, target: string, byId: Map<string, ExtractedNode>): string {
  const descend = (from: ExtractedNode | undefined, parts: string[]): ExtractedNode | undefined =>
    parts.reduce<ExtractedNode | undefined>((node, key) => node?.children.get(key), from);
  let found: ExtractedNode | undefined;
  if (target.startsWith('#')) {
    const [id, ...rest] = target.slice(1).split('.');
    found = descend(byId.get(id!), rest);
  } else if (target.startsWith('.')) {
    found = descend(source, target.slice(1).split('.'));
  } else {
    found = descend(source.parent, target.split('.'));
  }
  return found ? pathOf(found.path) : `?${target}`;
}

/** The shape of an extracted root config. `machineId` is the chart's `id` (its `#id` targets resolve to the root). */
export function shapeOfExtracted(rootConfig: ExtractedStateConfig, machineId: string): ChartShape {
  const byId = new Map<string, ExtractedNode>();
  const build = (config: ExtractedStateConfig, path: string[], parent: ExtractedNode | undefined) => {
    const node: ExtractedNode = { path, config, parent, children: new Map() };
    if (config.id) byId.set(config.id, node);
    for (const [key, child] of Object.entries(config.states ?? {})) {
      node.children.set(key, build(child, [...path, key], node));
    }
    return node;
  };
  const root = build(rootConfig, [], undefined);
  byId.set(machineId, root);

  const states: string[] = [];
  const transitions: string[] = [];
  const visit = (node: ExtractedNode) => {
    const source = pathOf(node.path);
    if (node.path.length > 0) states.push(source);
    const add = (trigger: string, value: unknown) =>
      asArray(value).forEach((t, i) =>
        transitions.push(
          line(
            source,
            trigger,
            i,
            targetsOf(t).map((target) => resolveTarget(node, target, byId)),
          ),
        ),
      );
    const { config } = node;
    for (const [event, value] of Object.entries(config.on ?? {})) add(`on ${event}`, value);
    for (const [delay, value] of Object.entries(config.after ?? {})) add(`after ${delay}`, value);
    add('always', config.always);
    add('onDone', config.onDone);
    asArray(config.invoke).forEach((inv, i) => {
      const { src, kind, onDone, onError } = inv as {
        src?: unknown;
        kind?: string;
        onDone?: unknown;
        onError?: unknown;
      };
      const name = kind === 'named' && typeof src === 'string' ? src : '(inline)';
      add(`invoke[${i}] ${name} onDone`, onDone);
      add(`invoke[${i}] ${name} onError`, onError);
    });
    for (const child of node.children.values()) visit(child);
  };
  visit(root);
  return { states: states.sort(), transitions: transitions.sort() };
}

// ---------------------------------------------------------------------------------------------------------------

/** Multiset difference `a − b` of two lists. */
function minus(a: readonly string[], b: readonly string[]): string[] {
  const left = new Map<string, number>();
  for (const x of b) left.set(x, (left.get(x) ?? 0) + 1);
  return a.filter((x) => {
    const n = left.get(x) ?? 0;
    if (n === 0) return true;
    left.set(x, n - 1);
    return false;
  });
}

/** How `extracted` differs from `running`; all four lists empty means the chart reads whole. */
export function compareShapes(running: ChartShape, extracted: ChartShape): ShapeDiff {
  return {
    missingStates: minus(running.states, extracted.states),
    missingTransitions: minus(running.transitions, extracted.transitions),
    extraStates: minus(extracted.states, running.states),
    extraTransitions: minus(extracted.transitions, running.transitions),
  };
}

/** True when the diff has nothing in it. */
export function isWhole(diff: ShapeDiff): boolean {
  return (
    diff.missingStates.length +
      diff.missingTransitions.length +
      diff.extraStates.length +
      diff.extraTransitions.length ===
    0
  );
}
