import { describe, expect, it } from 'vitest';
import { assign, createActor, fromPromise, sendParent, setup, waitFor } from 'xstate';
import { lazyMachine } from '../../src/logic/lazy-machine';
import { deferred } from '../machines/account-fixtures';

/** A small chart: counts `add` events, loads a value when asked, reports `load.done` to its parent. */
const counter = setup({
  types: {
    context: {} as { count: number; start: number; loaded: string | null },
    events: {} as { type: 'add' } | { type: 'load' },
    input: {} as { start: number },
  },
  actors: { fetchValue: fromPromise<string>(async () => 'fetched') },
  actions: { report: sendParent({ type: 'child.loaded' }) },
}).createMachine({
  id: 'counter',
  context: ({ input }) => ({ count: input.start, start: input.start, loaded: null }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        add: { actions: assign({ count: ({ context }) => context.count + 1 }) },
        load: 'loading',
      },
    },
    loading: {
      invoke: {
        src: 'fetchValue',
        onDone: { target: 'idle', actions: [assign({ loaded: ({ event }) => event.output }), 'report'] },
      },
    },
  },
});

/** The stand-in: the chart's context, no states, ignores every event. */
const standIn = setup({
  types: {
    context: {} as { count: number; start: number; loaded: string | null },
    input: {} as { start: number },
  },
}).createMachine({
  id: 'counter',
  context: ({ input }) => ({ count: input.start, start: input.start, loaded: null }),
}) as unknown as typeof counter;

/** A parent that spawns the child and notes its report. */
function parentOf(child: typeof counter) {
  return setup({
    types: { context: {} as { reports: number }, children: {} as { child: 'child' } },
    actors: { child },
  }).createMachine({
    context: { reports: 0 },
    invoke: { src: 'child', id: 'child', input: { start: 10 } },
    on: { 'child.loaded': { actions: assign({ reports: ({ context }) => context.reports + 1 }) } },
  });
}

describe('lazyMachine', () => {
  it('is the stand-in until the chart arrives, then the chart with every event that came meanwhile', async () => {
    const chart = deferred<typeof counter>();
    const parent = createActor(parentOf(lazyMachine(standIn, () => chart.promise))).start();
    const child = parent.getSnapshot().children.child!;
    expect(child.getSnapshot().context.count).toBe(10);
    child.send({ type: 'add' });
    child.send({ type: 'add' });
    expect(child.getSnapshot().context.count).toBe(10);
    chart.resolve(counter);
    await waitFor(child, (s) => s.matches('idle'));
    expect(child.getSnapshot().context.count).toBe(12);
    // Its invoked actors run and report to the parent through the lazy actor.
    child.send({ type: 'load' });
    await waitFor(child, (s) => s.context.loaded === 'fetched');
    await waitFor(parent, (s) => s.context.reports === 1);
  });

  it('stopped before the chart arrives, it stays stopped and never runs the chart', async () => {
    const chart = deferred<typeof counter>();
    const parent = createActor(parentOf(lazyMachine(standIn, () => chart.promise))).start();
    const child = parent.getSnapshot().children.child!;
    parent.stop();
    chart.resolve(counter);
    await chart.promise;
    await Promise.resolve();
    expect(child.getSnapshot().status).toBe('stopped');
    expect(child.getSnapshot().value).toEqual({});
  });

  it('after a failed load, the next event tries again and nothing sent is lost', async () => {
    const loads: ReturnType<typeof deferred<typeof counter>>[] = [];
    const load = () => {
      const next = deferred<typeof counter>();
      loads.push(next);
      return next.promise;
    };
    const parent = createActor(parentOf(lazyMachine(standIn, load))).start();
    const child = parent.getSnapshot().children.child!;
    child.send({ type: 'add' });
    loads[0]!.reject(new Error('offline'));
    await loads[0]!.promise.catch(() => {});
    await Promise.resolve();
    expect(loads).toHaveLength(1);
    child.send({ type: 'add' });
    expect(loads).toHaveLength(2);
    loads[1]!.resolve(counter);
    await waitFor(child, (s) => s.matches('idle'));
    expect(child.getSnapshot().context.count).toBe(12);
  });

  it('once the chart has arrived, an actor spawned later is the chart from its first snapshot', async () => {
    let loads = 0;
    const logic = lazyMachine(standIn, async () => {
      loads += 1;
      return counter;
    });
    const first = createActor(parentOf(logic)).start();
    await waitFor(first.getSnapshot().children.child!, (s) => s.matches('idle'));
    first.stop();
    const second = createActor(parentOf(logic)).start();
    const child = second.getSnapshot().children.child!;
    expect(child.getSnapshot().matches('idle')).toBe(true);
    child.send({ type: 'load' });
    await waitFor(second, (s) => s.context.reports === 1);
    expect(loads).toBe(1);
  });
});
