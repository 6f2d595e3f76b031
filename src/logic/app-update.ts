/**
 * New versions of the installed app (machines/app-update.machine.ts) as ONE long-lived actor per runtime: the
 * service worker's registration reports a waiting version ({@link startServiceWorker}), the booking form reports
 * whether a booking is in progress (./booking-in-progress.ts), and the prompt reads {@link useUpdatePrompt}.
 */
import { useSelector } from '@xstate/react';
import { createActor, type Actor } from 'xstate';
import { appUpdateMachine, selectShowsUpdatePrompt } from '../../machines/app-update.machine';
import { markAppUpdateStarted } from './app-update-gate';
import type { LogicRuntime } from './runtime';
import { useLogic, type LogicRegistry } from './use-logic';

/** vite-plugin-pwa's `registerSW` (virtual:pwa-register), or a test's stand-in with the same shape. */
export type RegisterServiceWorker = (options: {
  /** Called when a new version is installed and waits to take over. */
  onNeedRefresh?: () => void;
}) => (reloadPage?: boolean) => Promise<void>;

interface AppUpdate {
  actor: Actor<typeof appUpdateMachine>;
  /** Activates the waiting version and reloads (set once the service worker is registered). */
  apply: (() => void) | null;
}

const updates = new WeakMap<LogicRuntime, AppUpdate>();

function appUpdateOf(runtime: LogicRuntime): AppUpdate {
  let update = updates.get(runtime);
  if (!update) {
    const holder: AppUpdate = { actor: null as unknown as Actor<typeof appUpdateMachine>, apply: null };
    const logic = appUpdateMachine.provide({ actions: { applyUpdate: () => holder.apply?.() } });
    holder.actor = createActor(logic, runtime.inspect ? { inspect: runtime.inspect } : {}).start();
    updates.set(runtime, holder);
    update = holder;
    // The app root mounts the prompt from now on (./app-update-gate.ts).
    markAppUpdateStarted(runtime);
  }
  return update;
}

/** The runtime's app-update actor, started on the first call and the same one after. */
export function createAppUpdateActor(runtime: LogicRuntime): Actor<typeof appUpdateMachine> {
  return appUpdateOf(runtime).actor;
}

/**
 * Registers the service worker with `register` (vite-plugin-pwa's prompt strategy) for the app of `registry` (its
 * logic registry): a waiting new version is reported to the chart (`update.available`), and the chart's
 * `applyUpdate` activates it and reloads the page.
 * Called once by ./service-worker.ts, when a new version waits, in production builds only (never in tests, never by
 * the dev server); `register` then finds that version under the registration the browser already has.
 */
export function startServiceWorker(registry: LogicRegistry, register: RegisterServiceWorker): void {
  const update = appUpdateOf(registry.runtime);
  const updateServiceWorker = register({
    onNeedRefresh: () => update.actor.send({ type: 'update.available' }),
  });
  update.apply = () => void updateServiceWorker(true);
}

/** The update prompt: whether it shows, and "Reload" (`update.accept`). */
export function useUpdatePrompt(): { shows: boolean; reload: () => void } {
  const actor = useLogic(createAppUpdateActor);
  const shows = useSelector(actor, selectShowsUpdatePrompt);
  return { shows, reload: () => actor.send({ type: 'update.accept' }) };
}
