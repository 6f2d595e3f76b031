/**
 * Whether the browser reports being online (a calm "You are offline" banner on every signed-in page while it does
 * not, gone once back online). One long-lived actor per runtime (src/logic/connectivity.ts).
 *
 * States: `online` ⇄ `offline`. The invoked `watchConnectivity` actor reports the browser's state at once on start
 * and then each change (`connectivity.offline`, `connectivity.online`; in a browser the window's `offline` and
 * `online` events with `navigator.onLine`). A report of the state the chart is already in changes nothing.
 *
 * Effects are named: actor `watchConnectivity` (a callback actor; provided by the app, unprovided it reports
 * nothing and the chart stays `online`).
 */
import { fromCallback, setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';

/** Events of {@link connectivityMachine}: what the browser reports. */
export type ConnectivityEvent = { type: 'connectivity.online' } | { type: 'connectivity.offline' };

/** The browser-reported connectivity statechart (XState v5). See the module comment. */
export const connectivityMachine = setup({
  types: {
    events: {} as ConnectivityEvent,
  },
  actors: {
    watchConnectivity: fromCallback<ConnectivityEvent>(() => () => {}),
  },
}).createMachine({
  id: 'connectivity',
  invoke: { id: 'watchConnectivity', src: 'watchConnectivity' },
  initial: 'online',
  states: {
    online: {
      on: { 'connectivity.offline': { target: 'offline' } },
    },
    offline: {
      on: { 'connectivity.online': { target: 'online' } },
    },
  },
});

/** Snapshot of {@link connectivityMachine}. */
export type ConnectivitySnapshot = SnapshotFrom<typeof connectivityMachine>;

/** The browser reports being offline: show the offline banner. */
export const selectIsOffline = (s: ConnectivitySnapshot): boolean => s.matches('offline');
