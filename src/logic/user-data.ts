import { selectUserData } from '../../machines/auth.machine';
import type { LogicRuntime } from './runtime';

/**
 * The signed-in traveller's user-data actor (machines/user-data.machine.ts), the child `userData` of the runtime's
 * session actor; undefined when signed out, so `userDataOf(runtime)?.send(…)` drops an event as the session did
 * outside `signedIn`. For logic factories outside React (views use `useUserData` / `useUserDataSelector`).
 */
export function userDataOf(runtime: Pick<LogicRuntime, 'auth'>): ReturnType<typeof selectUserData> {
  return selectUserData(runtime.auth.getSnapshot());
}
