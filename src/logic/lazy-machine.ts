/**
 * A chart started from a module loaded on demand (performance budget, docs/performance.md): the parent spawns it at
 * once, the module arrives later. Used for the session's `travellingFor` child (product §10.12 Carers), which only a
 * signed-in page needs, so /login's entry chunk does not carry the chart.
 */
import type { AnyActorRef, AnyEventObject, AnyStateMachine, ActorLogic } from 'xstate';

/** The internal event that tells the actor its chart has arrived (never sent by anything else). */
const LOADED = 'lazyMachine.loaded';

/** A snapshot of any chart (the stand-in's or the loaded chart's). */
type MachineSnapshotOf = ReturnType<AnyStateMachine['getInitialSnapshot']>;

/** Per running actor: the loaded chart (null until it is), the events that arrived before it, and the input. */
interface Pending {
  machine: AnyStateMachine | null;
  events: AnyEventObject[];
  input: unknown;
  loading: boolean;
}

/**
 * Actor logic that behaves as `standIn` (a stateless machine with the chart's initial context, e.g.
 * machines/lib/travelling-for-stand-in.ts) until `load()` resolves with the chart, then as the chart: started
 * with the same input, and given every event that arrived in between, in order (none is lost; `xstate.stop`
 * before the chart arrives simply stops it). The import starts when the actor starts; when it fails (after the
 * loader's own retries), the actor stays the stand-in and the next event it receives tries again. Once the chart
 * has arrived, every actor of this logic spawned later starts as the chart at once, with no stand-in step.
 * @param standIn what the parent and its views see until the chart arrives
 * @param load the chart, provided with its actors (e.g. a dynamic import plus `.provide(…)`)
 * @returns logic typed as the chart (the parent's `setup({ actors })` and selectors see the chart's types)
 */
export function lazyMachine<TMachine extends AnyStateMachine>(
  standIn: TMachine,
  load: () => Promise<TMachine>,
): TMachine {
  const pending = new WeakMap<AnyActorRef, Pending>();
  const stand: AnyStateMachine = standIn;
  // Once loaded, the chart is kept: actors spawned later (a new session, a restarted child) start as the chart.
  let loaded: AnyStateMachine | null = null;

  const startLoading = (self: AnyActorRef, entry: Pending) => {
    if (entry.loading || entry.machine) return;
    entry.loading = true;
    load().then(
      (machine) => {
        loaded = machine;
        entry.machine = machine;
        // A stopped actor (the session ended meanwhile) gets nothing: the chart never runs.
        if (self.getSnapshot().status === 'active') self.send({ type: LOADED });
      },
      () => {
        entry.loading = false;
      },
    );
  };

  const logic: ActorLogic<MachineSnapshotOf, AnyEventObject, unknown> = {
    getInitialSnapshot(scope, input) {
      pending.set(scope.self, { machine: loaded, events: [], input, loading: false });
      return (loaded ?? stand).getInitialSnapshot(scope, input);
    },
    start(snapshot, scope) {
      const entry = pending.get(scope.self);
      if (!entry) return;
      // The chart itself from the start: it starts its invoked children; else the import starts.
      if (entry.machine) entry.machine.start?.(snapshot);
      else startLoading(scope.self, entry);
    },
    transition(snapshot, event, scope) {
      const entry = pending.get(scope.self);
      if (!entry) return snapshot;
      if (event.type === LOADED) {
        const machine = entry.machine!;
        // The chart begins as if spawned now, then hears what arrived meanwhile; its invoked children start
        // when this step is applied (their start is deferred to the actor's update).
        let next = machine.getInitialSnapshot(scope, entry.input);
        for (const early of entry.events.splice(0)) next = machine.transition(next, early, scope);
        return next;
      }
      if (entry.machine) return entry.machine.transition(snapshot, event, scope);
      if (event.type === 'xstate.stop') return stand.transition(snapshot, event, scope);
      entry.events.push(event);
      startLoading(scope.self, entry);
      return snapshot;
    },
    getPersistedSnapshot(snapshot, options) {
      return stand.getPersistedSnapshot(snapshot, options);
    },
  };
  return logic as unknown as TMachine;
}
