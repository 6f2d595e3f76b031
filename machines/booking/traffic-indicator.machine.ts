/**
 * The traffic indicator badge next to the chosen time on /book-trip and /quick-book (product §2 "a traffic indicator
 * badge (low, medium, high) for the chosen time", §3 Traffic indicator response, §7 POST /traffic-indicator/check,
 * §8 "Traffic indicator error hides the badge"). Runs as a child of the booking machine, which sends it
 * `traffic.update` whenever the region setting or the chosen date/time may have changed.
 *
 * States:
 * ```
 * off ──traffic.update (enabled, dateTime)──▶ debouncing ──after 400 ms──▶ checking ──done──▶ shown
 *  ▲                                             ▲  │ a new dateTime restarts the delay      └─error──▶ hidden
 *  └── traffic.update (disabled or no valid dateTime), from any state (a request in flight is aborted)
 * ```
 * An update with the same dateTime (and still enabled) changes nothing: no repeated request for one time.
 *
 * Effects are named: actor `checkTraffic` ({@link CheckTrafficInput} → {@link TrafficLevel}), provided with
 * `trafficIndicatorMachine.provide({ actors })`. Delay `debounce` (400 ms) is named for `SimulatedClock` tests.
 */
import { assertEvent, assign, setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import { notProvidedActor } from '../lib/not-provided';

/** product §3 traffic indicator value. */
export type TrafficLevel = 'low' | 'medium' | 'high';

/** Typing a time changes it per keystroke: wait this long (ms) before asking the server. */
export const TRAFFIC_DEBOUNCE_MS = 400;

/** Input of {@link trafficIndicatorMachine} and payload of `traffic.update`. */
export interface TrafficIndicatorInput {
  /** Region setting `isTrafficIndicatorEnabled` (product §3). */
  enabled: boolean;
  /** The chosen pickup (or arrival) time as an ISO-8601 UTC instant; null while the date/time is not valid. */
  dateTime: string | null;
}

/** Input of the `checkTraffic` actor: POST /traffic-indicator/check `{ dateTime }`. */
export interface CheckTrafficInput {
  /** ISO-8601 UTC instant. */
  dateTime: string;
}

/** Context of {@link trafficIndicatorMachine}. */
export interface TrafficIndicatorContext extends TrafficIndicatorInput {
  /** The indicator for `dateTime`, or null (off, waiting, or the check failed). */
  indicator: TrafficLevel | null;
}

/** Events of {@link trafficIndicatorMachine}. */
export type TrafficIndicatorEvent = { type: 'traffic.update' } & TrafficIndicatorInput;

/**
 * product §2/§8 traffic indicator statechart (XState v5). See the module comment. Actor to provide:
 * `checkTraffic` — {@link CheckTrafficInput} → {@link TrafficLevel}; receives `signal` (a newer time aborts it);
 * rejects on any failure, which hides the badge.
 */
export const trafficIndicatorMachine = setup({
  types: {
    context: {} as TrafficIndicatorContext,
    events: {} as TrafficIndicatorEvent,
    input: {} as TrafficIndicatorInput,
  },
  actors: {
    checkTraffic: notProvidedActor<TrafficLevel, CheckTrafficInput>('traffic-indicator', 'checkTraffic'),
  },
  actions: {
    storeUpdate: assign(({ event }) => {
      assertEvent(event, 'traffic.update');
      return { enabled: event.enabled, dateTime: event.dateTime, indicator: null };
    }),
    storeIndicator: assign((_, params: { indicator: TrafficLevel }) => ({ indicator: params.indicator })),
    clearIndicator: assign({ indicator: null }),
  },
  guards: {
    isActive: ({ context }) => context.enabled && context.dateTime !== null,
    isUnchanged: ({ context, event }) =>
      event.enabled === context.enabled && event.dateTime === context.dateTime,
    wantsCheck: ({ event }) => event.enabled && event.dateTime !== null,
  },
  delays: {
    debounce: TRAFFIC_DEBOUNCE_MS,
  },
}).createMachine({
  id: 'trafficIndicator',
  context: ({ input }) => ({ enabled: input.enabled, dateTime: input.dateTime, indicator: null }),
  initial: 'starting',
  on: {
    'traffic.update': [
      { guard: 'isUnchanged' },
      { guard: 'wantsCheck', target: '.debouncing', reenter: true, actions: 'storeUpdate' },
      { target: '.off', actions: 'storeUpdate' },
    ],
  },
  states: {
    starting: {
      always: [{ guard: 'isActive', target: 'debouncing' }, { target: 'off' }],
    },
    off: {},
    debouncing: {
      after: { debounce: 'checking' },
    },
    checking: {
      invoke: {
        id: 'checkTraffic',
        src: 'checkTraffic',
        input: ({ context }) => ({ dateTime: context.dateTime ?? '' }),
        onDone: {
          target: 'shown',
          actions: { type: 'storeIndicator', params: ({ event }) => ({ indicator: event.output }) },
        },
        onError: { target: 'hidden', actions: 'clearIndicator' },
      },
    },
    shown: {},
    hidden: {},
  },
});

/** Snapshot of {@link trafficIndicatorMachine}. */
export type TrafficIndicatorSnapshot = SnapshotFrom<typeof trafficIndicatorMachine>;

/** The badge to show (product §2), or null: hidden while off, waiting, checking or after an error (§8). */
export const selectTrafficLevel = (s: TrafficIndicatorSnapshot | undefined): TrafficLevel | null =>
  s?.matches('shown') ? s.context.indicator : null;
