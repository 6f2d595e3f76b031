/**
 * The provided activationMachine (every `.provide()` lives in src/logic; views take it through
 * `useLogicActor(createActivationLogic)`, built once per runtime by ./use-logic.tsx). One module per machine, so each route
 * chunk downloads only its own.
 */
import { activationMachine } from '../../machines/account';
import { createAccountActors } from './actors/account-actors';
import { notifyAppError, notifyKey } from './notify';
import type { LogicRuntime } from './runtime';

/** product §2.1 /activate: activate (then /login with a success toast) or send a new code. */
export function createActivationLogic(runtime: LogicRuntime) {
  const actors = createAccountActors(runtime.clients);
  return activationMachine.provide({
    actors: { activateAccount: actors.activateAccount, renewActivationToken: actors.renewActivationToken },
    actions: {
      goToLogin: () => runtime.navigate('/login'),
      notifyActivated: () => notifyKey('activate.success', 'success'),
      notifyError: (_, { error }) => notifyAppError(error),
    },
  });
}
