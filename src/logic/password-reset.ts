/**
 * The provided passwordResetMachine (every `.provide()` lives in src/logic; views take it through
 * `useLogicActor(createPasswordResetLogic)`, built once per runtime by ./use-logic.tsx). One module per machine, so each route
 * chunk downloads only its own.
 */
import { passwordResetMachine } from '../../machines/account';
import { createAccountActors } from './actors/account-actors';
import { createPasswordPolicyLogic } from './password-policy';
import { notifyAppError, notifyKey, notifyText } from './notify';
import type { LogicRuntime } from './runtime';

/**
 * product §2.1 /forgot → /change: one machine, its `request` step (send the code, then /change?email=…) and its
 * `reset` step (check the code, set the password, then /login).
 */
export function createPasswordResetLogic(runtime: LogicRuntime) {
  const actors = createAccountActors(runtime.clients);
  return passwordResetMachine.provide({
    actors: {
      sendResetToken: actors.sendResetToken,
      passwordPolicy: createPasswordPolicyLogic(runtime),
      checkToken: actors.checkToken,
      resetPassword: actors.resetPassword,
    },
    actions: {
      goToChange: (_, { email }) => runtime.navigate(`/change?email=${encodeURIComponent(email)}`),
      goToLogin: () => runtime.navigate('/login'),
      notifyCodeSent: () => notifyKey('forgot.codeSent', 'success'),
      notifyPasswordChanged: () => notifyKey('change.success', 'success'),
      notifyTokenError: (_, { message }) => notifyText(message, 'warning'),
      notifyError: (_, { error }) => notifyAppError(error),
    },
  });
}
