import { useSyncExternalStore } from 'react';
import type { LogicRuntime } from './runtime';

/**
 * Whether a runtime's update chart (machines/app-update.machine.ts, ./app-update.ts) has started, for the app root
 * to mount the update prompt only then. The chart, its prompt and `workbox-window` are lazy chunks that /login
 * does not load (performance budget, docs/performance.md): src/logic/service-worker.ts loads them once a new
 * version of the service worker waits, and only then can a new version be reported. This tiny module stays in the entry chunk; the
 * prompt's live region is still in the page before any new version can be announced in it.
 */
const started = new WeakSet<LogicRuntime>();
const listeners = new Set<() => void>();

/** Marks `runtime`'s update chart as started (./app-update.ts, on its first use) and tells the subscribers. */
export function markAppUpdateStarted(runtime: LogicRuntime): void {
  if (started.has(runtime)) return;
  started.add(runtime);
  for (const listener of [...listeners]) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether `runtime`'s update chart has started (re-renders when it starts). */
export function useAppUpdateStarted(runtime: LogicRuntime): boolean {
  const get = () => started.has(runtime);
  return useSyncExternalStore(subscribe, get, get);
}
