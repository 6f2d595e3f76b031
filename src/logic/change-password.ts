/**
 * The provided changePasswordMachine (every `.provide()` lives in src/logic; views take it through
 * `useLogicActor(createChangePasswordLogic)`, built once per runtime by ./use-logic.tsx). One module per machine, so each route
 * chunk downloads only its own.
 */
import { changePasswordMachine } from '../../machines/account';
import { createAccountActors } from './actors/account-actors';
import { createPasswordPolicyLogic } from './password-policy';
import { notifyAppError, notifyKey } from './notify';
import type { LogicRuntime } from './runtime';

/** /profile "Wachtwoord": change the password (current password checked by the server). */
export function createChangePasswordLogic(runtime: LogicRuntime) {
  const actors = createAccountActors(runtime.clients);
  return changePasswordMachine.provide({
    actors: { passwordPolicy: createPasswordPolicyLogic(runtime), changePassword: actors.changePassword },
    actions: {
      notifyPasswordChanged: () => notifyKey('changePassword.success', 'success'),
      notifyError: (_, { error }) => notifyAppError(error),
    },
  });
}
