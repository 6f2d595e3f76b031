import { shallowEqual, useSelector } from '@xstate/react';
import type { AnyActorRef } from 'xstate';

/** An actor the view can read: what `useSelector` subscribes to. */
type Readable = Pick<AnyActorRef, 'subscribe' | 'getSnapshot'>;

/** The snapshot type of a readable actor. */
type SnapshotOf<TActor extends Readable> = TActor extends { getSnapshot(): infer TSnapshot }
  ? TSnapshot
  : never;

/** Named selectors of one actor's snapshot. */
type Selectors<TActor extends Readable> = Record<string, (snapshot: SnapshotOf<TActor>) => unknown>;

/** What {@link useSelectors} returns: each selector's answer under its name. */
export type Selected<S> = { [K in keyof S]: S[K] extends (snapshot: never) => infer R ? R : never };

/**
 * Several slices of one actor's snapshot in one subscription: `{ name: selector }` in, `{ name: answer }` out. The
 * view re-renders only when some answer changes (each compared with `Object.is`, as `useSelector` does), so it
 * suits selectors that answer flags, strings or kept references; a selector that builds a new object each time
 * keeps its own `useSelector` with its own comparison.
 * @param actor the actor (chart) the view reads
 * @param selectors the chart's selectors by the names the view uses
 */
export function useSelectors<TActor extends Readable, S extends Selectors<TActor>>(
  actor: TActor,
  selectors: S,
): Selected<S>;
/**
 * The same for an actor that may not exist yet (a chart whose module loads on demand): undefined until it does.
 */
export function useSelectors<TActor extends Readable, S extends Selectors<TActor>>(
  actor: TActor | undefined,
  selectors: S,
): Selected<S> | undefined;
export function useSelectors<TActor extends Readable, S extends Selectors<TActor>>(
  actor: TActor | undefined,
  selectors: S,
): Selected<S> | undefined {
  const selectAll = (snapshot: SnapshotOf<TActor> | undefined) =>
    snapshot === undefined
      ? undefined
      : (Object.fromEntries(
          Object.entries(selectors).map(([name, select]) => [name, select(snapshot)]),
        ) as Selected<S>);
  // `SnapshotOf` is useSelector's own snapshot type, spelled out (TypeScript does not equate two deferred
  // conditional types).
  return useSelector(actor, selectAll as (snapshot: unknown) => Selected<S> | undefined, shallowEqual);
}
