/**
 * The browser's online/offline state (machines/connectivity.machine.ts) as ONE long-lived actor per runtime, built
 * by the runtime's LogicRegistry on first use: its `watchConnectivity` reports `navigator.onLine` at once and then
 * each `online` / `offline` event of the window. {@link useIsOffline} is what a view reads.
 */
import { useSelector } from '@xstate/react';
import { createActor, fromCallback, type Actor } from 'xstate';
import {
  connectivityMachine,
  selectIsOffline,
  type ConnectivityEvent,
} from '../../machines/connectivity.machine';
import type { LogicRuntime } from './runtime';
import { useLogic } from './use-logic';

/** The runtime's connectivity actor, started. Without a window (tests in Node) it stays online. */
function createConnectivityActor(runtime: LogicRuntime): Actor<typeof connectivityMachine> {
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
    },
  });
  return createActor(logic, runtime.inspect ? { inspect: runtime.inspect } : {}).start();
}

/** True while the browser reports being offline (the connectivity chart's `offline`). */
export function useIsOffline(): boolean {
  return useSelector(useLogic(createConnectivityActor), selectIsOffline);
}
