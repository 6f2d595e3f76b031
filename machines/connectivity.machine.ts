/**
 * Whether the app can reach its APIs, and what it shows when it cannot: the calm "You are offline" banner on every
 * signed-in page, and on /home and /my-trips the account's offline snapshot read-only ("You are offline. This is
 * what we knew at 09:42."; machines/lib/offline-snapshot.ts). One long-lived actor per runtime
 * (src/logic/connectivity.ts); the session and the user data report to it.
 *
 * States:
 * ```
 * online ──(connectivity.offline | api.failed: no answer, status 0)──▶ offline.reading
 * offline.reading ──(done: the account's snapshot, not expired)──▶ offline.showing
 * offline.reading ──(done: none, another account's or expired; error)──▶ offline.blank (an expired one is deleted)
 * offline.showing ──(snapshot.forget)──▶ offline.blank
 * offline ──(connectivity.online)──▶ online (reloads the live data)      offline ──(api.reached)──▶ online
 * any ──(snapshot.save)──▶ (same state; the account's snapshot is written)
 * any ──(snapshot.forget)──▶ (same state; the account's snapshot is deleted)
 * ```
 * The invoked `watchConnectivity` actor reports the browser's state at once on start and then each change
 * (`connectivity.offline`, `connectivity.online`; in a browser the window's `offline` and `online` events with
 * `navigator.onLine`). A report of the state the chart is already in changes nothing. `api.failed` / `api.reached`
 * come from the user-data loads: a load that got no answer at all means the API cannot be reached, even when the
 * browser reports being online; the next load that succeeds ends that. While offline nothing is queued: every
 * server action is disabled in the views ({@link selectIsOffline}).
 *
 * Effects are named: actors `watchConnectivity` (a callback actor; unprovided it reports nothing and the chart
 * stays `online`) and `readSnapshot` (no input → {@link ReadSnapshotOutput}: the signed-in account's stored
 * snapshot, read by that account's key only; unprovided it finds none); actions `writeSnapshot`
 * `{ account, parts, takenAt }` (merge the parts into the account's stored snapshot), `deleteSnapshot`
 * `{ account }` (delete that account's stored snapshot; other tabs read the same store, so it is gone there too)
 * and `reloadLiveData` (ask the user data again once back online). Unprovided they do nothing.
 */
import { assign, fromCallback, fromPromise, setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import { isSnapshotUsable, type OfflineSnapshot, type SnapshotParts } from './lib/offline-snapshot';

/** What `readSnapshot` found: the signed-in account (null: signed out), its snapshot (or null) and when it read. */
export interface ReadSnapshotOutput {
  /** The signed-in account's e-mail, or null when nobody is signed in. */
  account: string | null;
  /** The account's stored snapshot, or null. */
  snapshot: OfflineSnapshot | null;
  /** When it was read (server-corrected now): a snapshot past its expiry is not shown. */
  readAt: Date;
}

/** Events of {@link connectivityMachine}. */
export type ConnectivityEvent =
  /** The browser reports being online. */
  | { type: 'connectivity.online' }
  /** The browser reports being offline. */
  | { type: 'connectivity.offline' }
  /** A user-data load failed as a whole; `status` 0 means no answer (the API cannot be reached). */
  | { type: 'api.failed'; status: number }
  /** A user-data load succeeded: the API can be reached. */
  | { type: 'api.reached' }
  /** Parts of the account's data just loaded (UTC ISO `takenAt`): keep them in its snapshot. */
  | { type: 'snapshot.save'; account: string; parts: SnapshotParts; takenAt: string }
  /** Logout, an account switch, a session ended in another tab, a refused refresh: delete the account's snapshot. */
  | { type: 'snapshot.forget'; account: string };

/** Context of {@link connectivityMachine}. */
export interface ConnectivityContext {
  /** The snapshot shown while `offline.showing`, else null. */
  snapshot: OfflineSnapshot | null;
}

/** The connectivity and offline-snapshot statechart (XState v5). See the module comment. */
export const connectivityMachine = setup({
  types: {
    context: {} as ConnectivityContext,
    events: {} as ConnectivityEvent,
  },
  actors: {
    watchConnectivity: fromCallback<ConnectivityEvent>(() => () => {}),
    readSnapshot: fromPromise<ReadSnapshotOutput>(async () => ({
      account: null,
      snapshot: null,
      readAt: new Date(),
    })),
  },
  actions: {
    writeSnapshot: (_, _params: { account: string; parts: SnapshotParts; takenAt: string }) => {},
    deleteSnapshot: (_, _params: { account: string | null }) => {},
    reloadLiveData: () => {},
    keepSnapshot: assign((_, params: { snapshot: OfflineSnapshot | null }) => ({
      snapshot: params.snapshot,
    })),
    dropSnapshot: assign({ snapshot: null }),
  },
  guards: {
    /** No answer at all (status 0): the API cannot be reached. */
    isUnreachable: ({ event }) => event.type === 'api.failed' && event.status === 0,
    /** The snapshot read is the signed-in account's and has not expired (2 h after its last trip arrives). */
    isUsable: (_, params: { output: ReadSnapshotOutput }) =>
      isSnapshotUsable(params.output.snapshot, params.output.account, params.output.readAt),
  },
}).createMachine({
  id: 'connectivity',
  context: { snapshot: null },
  invoke: { id: 'watchConnectivity', src: 'watchConnectivity' },
  initial: 'online',
  on: {
    'snapshot.save': {
      actions: {
        type: 'writeSnapshot',
        params: ({ event }) => ({ account: event.account, parts: event.parts, takenAt: event.takenAt }),
      },
    },
    'snapshot.forget': {
      actions: { type: 'deleteSnapshot', params: ({ event }) => ({ account: event.account }) },
    },
  },
  states: {
    online: {
      on: {
        'connectivity.offline': { target: 'offline' },
        'api.failed': { guard: 'isUnreachable', target: 'offline' },
      },
    },
    offline: {
      initial: 'reading',
      on: {
        'connectivity.online': { target: 'online', actions: ['dropSnapshot', 'reloadLiveData'] },
        'api.reached': { target: 'online', actions: 'dropSnapshot' },
      },
      states: {
        reading: {
          invoke: {
            src: 'readSnapshot',
            onDone: [
              {
                guard: { type: 'isUsable', params: ({ event }) => ({ output: event.output }) },
                target: 'showing',
                actions: {
                  type: 'keepSnapshot',
                  params: ({ event }) => ({ snapshot: event.output.snapshot }),
                },
              },
              {
                // None, or expired: an expired one is deleted (kept no longer than needed).
                target: 'blank',
                actions: {
                  type: 'deleteSnapshot',
                  params: ({ event }) => ({ account: event.output.snapshot ? event.output.account : null }),
                },
              },
            ],
            onError: { target: 'blank' },
          },
        },
        showing: {
          on: {
            'snapshot.forget': {
              target: 'blank',
              actions: [
                'dropSnapshot',
                { type: 'deleteSnapshot', params: ({ event }) => ({ account: event.account }) },
              ],
            },
          },
        },
        blank: {},
      },
    },
  },
});

/** Snapshot of {@link connectivityMachine}. */
export type ConnectivitySnapshot = SnapshotFrom<typeof connectivityMachine>;

/** The app cannot reach its APIs (the browser is offline or nothing answers): show the offline banner. */
export const selectIsOffline = (s: ConnectivitySnapshot): boolean => s.matches('offline');

/** The account's snapshot to show read-only on /home and /my-trips (offline and one is kept), else null. */
export const selectOfflineSnapshot = (s: ConnectivitySnapshot): OfflineSnapshot | null =>
  s.matches({ offline: 'showing' }) ? s.context.snapshot : null;
