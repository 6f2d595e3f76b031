import { createMachine } from 'xstate';
import {
  compareShapes,
  isWhole,
  shapeOfExtracted,
  shapeOfMachine,
  type ExtractedStateConfig,
  type RunningStateNode,
} from '../../tools/machine-extractor/chart-shape';

/**
 * The shapes the Stately-parser check compares (tools/machine-extractor/check.ts): a running XState v5 machine and
 * the config the parser extracts from its source must give the same states and transitions when, and only when,
 * they describe the same chart. Target strings resolve as XState resolves them (`#id`, `.child`, sibling paths).
 */
const config = {
  id: 'probe',
  initial: 'idle',
  states: {
    idle: {
      on: {
        go: [{ guard: () => false, target: 'busy.working' }, { target: '#probe.done' }],
        stay: { actions: () => {} },
      },
    },
    busy: {
      initial: 'working',
      on: { cancel: '.paused' },
      onDone: { target: 'done' },
      states: {
        working: {
          invoke: { src: 'work', onDone: 'finished', onError: [{ target: '#probe.idle' }] },
          after: { 1000: 'paused' },
        },
        paused: { always: { target: 'working' } },
        finished: { type: 'final' },
      },
    },
    done: { type: 'final' },
  },
} as const;

/** What the parser would extract from the chart's literal source (the keys `toConfig()` writes). */
const extracted: ExtractedStateConfig = {
  id: 'probe',
  states: {
    idle: { on: { go: [{ target: 'busy.working' }, { target: '#probe.done' }], stay: {} } },
    busy: {
      on: { cancel: '.paused' },
      onDone: [{ target: 'done' }],
      states: {
        working: {
          invoke: {
            src: 'work',
            kind: 'named',
            onDone: [{ target: 'finished' }],
            onError: [{ target: '#probe.idle' }],
          },
          after: { 1000: [{ target: 'paused' }] },
        } as ExtractedStateConfig,
        paused: { always: [{ target: 'working' }] },
        finished: {},
      },
    },
    done: {},
  },
};

const machine = createMachine(config);
const running = () => shapeOfMachine(machine.root as unknown as RunningStateNode);

describe('chart shapes (Stately parser check)', () => {
  it('reads the running machine: every state and every candidate with its resolved targets', () => {
    expect(running()).toEqual({
      states: ['busy', 'busy.finished', 'busy.paused', 'busy.working', 'done', 'idle'],
      transitions: [
        'busy on cancel#0 → busy.paused',
        'busy onDone#0 → done',
        'busy.paused always#0 → busy.working',
        'busy.working after 1000#0 → busy.paused',
        'busy.working invoke[0] work onDone#0 → busy.finished',
        'busy.working invoke[0] work onError#0 → idle',
        'idle on go#0 → busy.working',
        'idle on go#1 → done',
        'idle on stay#0 → (none)',
      ],
    });
  });

  it('finds an extracted config of the same chart whole', () => {
    const diff = compareShapes(running(), shapeOfExtracted(extracted, 'probe'));
    expect(diff).toEqual({
      missingStates: [],
      missingTransitions: [],
      extraStates: [],
      extraTransitions: [],
    });
    expect(isWhole(diff)).toBe(true);
  });

  it('names what the parser lost: a transition built by a call reads as nothing, its region as no states', () => {
    const lossy: ExtractedStateConfig = {
      ...extracted,
      states: { ...extracted.states, idle: { on: { stay: {} } }, busy: { on: { cancel: '.paused' } } },
    };
    const diff = compareShapes(running(), shapeOfExtracted(lossy, 'probe'));
    expect(isWhole(diff)).toBe(false);
    expect(diff.missingStates).toEqual(['busy.finished', 'busy.paused', 'busy.working']);
    expect(diff.missingTransitions).toContain('idle on go#0 → busy.working');
    expect(diff.missingTransitions).toContain('busy onDone#0 → done');
    expect(diff.extraTransitions).toEqual(['busy on cancel#0 → ?.paused']);
  });

  it('tells a wrong target and a reordered candidate apart from a whole read', () => {
    const swapped: ExtractedStateConfig = {
      ...extracted,
      states: {
        ...extracted.states,
        idle: { on: { go: [{ target: '#probe.done' }, { target: 'busy.working' }], stay: {} } },
      },
    };
    const diff = compareShapes(running(), shapeOfExtracted(swapped, 'probe'));
    expect(diff.missingTransitions).toEqual(['idle on go#0 → busy.working', 'idle on go#1 → done']);
    expect(diff.extraTransitions).toEqual(['idle on go#0 → done', 'idle on go#1 → busy.working']);
  });
});
