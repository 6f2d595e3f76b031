/**
 * The connectivity and offline-snapshot chart (machines/connectivity.machine.ts) as ONE long-lived actor per
 * runtime, built by the runtime's LogicRegistry on first use (the runtime reports user-data loads and session ends
 * to it, {@link createConnectivityActor}): its `watchConnectivity` reports `navigator.onLine` at once and then each
 * `online` / `offline` event of the window; the snapshot lives in IndexedDB (src/lib/offline-store.ts), read for
 * the signed-in account only. {@link useIsOffline} and {@link useOfflineSnapshot} are what views read.
 */
import { useSelector } from '@xstate/react';
import { createActor, fromCallback, fromPromise, type Actor } from 'xstate';
import { selectUserData } from '../../machines/auth.machine';
import {
  connectivityMachine,
  selectIsOffline,
  selectOfflineSnapshot,
  type ConnectivityEvent,
  type ReadSnapshotOutput,
} from '../../machines/connectivity.machine';
import type { OfflineSnapshot } from '../../machines/lib/offline-snapshot';
import { snapshotAccountKey } from '../../machines/lib/acting-for';
import { deleteOfflineSnapshot, readOfflineSnapshot, writeOfflineSnapshot } from '../lib/offline-store';
import type { LogicRuntime } from './runtime';
import { useLogic } from './use-logic';

/**
 * The key of the signed-in tab's offline snapshot (also while refreshing): the account's e-mail, or the pair
 * (account, traveller) while the tab acts for someone (product §10.12); null when signed out.
 */
function signedInAccount(runtime: LogicRuntime): string | null {
  const session = runtime.auth.getSnapshot();
  const { username, actingFor } = session.context;
  return session.matches('signedIn') && username
    ? snapshotAccountKey(username, actingFor?.username ?? null)
    : null;
}

const actors = new WeakMap<LogicRuntime, Actor<typeof connectivityMachine>>();

/**
 * The runtime's connectivity actor, started on the first call and the same one after (the registry's factory, and
 * what other logic reports to: the trip list's upcoming trips). Without a window (tests in Node) it stays online;
 * without IndexedDB it finds no snapshot.
 */
export function createConnectivityActor(runtime: LogicRuntime): Actor<typeof connectivityMachine> {
  let actor = actors.get(runtime);
  if (!actor) {
    actor = startConnectivityActor(runtime);
    actors.set(runtime, actor);
  }
  return actor;
}

function startConnectivityActor(runtime: LogicRuntime): Actor<typeof connectivityMachine> {
  const logic = connectivityMachine.provide({
    actors: {
      watchConnectivity: fromCallback<ConnectivityEvent>(({ sendBack }) => {
        if (typeof window === 'undefined') return () => {};
        const report = () =>
          sendBack({ type: navigator.onLine ? 'connectivity.online' : 'connectivity.offline' });
        report();
        window.addEventListener('online', report);
        window.addEventListener('offline', report);
        return () => {
          window.removeEventListener('online', report);
          window.removeEventListener('offline', report);
        };
      }),
      readSnapshot: fromPromise<ReadSnapshotOutput>(async () => {
        const account = signedInAccount(runtime);
        const snapshot = account ? await readOfflineSnapshot(account) : null;
        return { account, snapshot, readAt: runtime.now() };
      }),
    },
    actions: {
      writeSnapshot: (_, { account, parts, takenAt }) => void writeOfflineSnapshot(account, parts, takenAt),
      deleteSnapshot: (_, { account }) => {
        if (account) void deleteOfflineSnapshot(account);
      },
      reloadLiveData: () => selectUserData(runtime.auth.getSnapshot())?.send({ type: 'userData.reload' }),
    },
  });
  return createActor(logic, runtime.inspect ? { inspect: runtime.inspect } : {}).start();
}

/** True while the app cannot reach its APIs (the connectivity chart's `offline`). */
export function useIsOffline(): boolean {
  return useSelector(useLogic(createConnectivityActor), selectIsOffline);
}

/** The account's offline snapshot to show read-only (offline, one kept and not expired), else null. */
export function useOfflineSnapshot(): OfflineSnapshot | null {
  return useSelector(useLogic(createConnectivityActor), selectOfflineSnapshot);
}
