/**
 * The provided registrationMachine (every `.provide()` lives in src/logic; views take it through
 * `useLogicActor(createRegistrationLogic)`, built once per runtime by ./use-logic.tsx). One module per machine, so each route
 * chunk downloads only its own.
 */
import { registrationMachine } from '../../machines/account';
import { createAccountActors } from './actors/account-actors';
import { createPasswordPolicyLogic } from './password-policy';
import { notifyAppError } from './notify';
import type { LogicRuntime } from './runtime';

/** product §2.1 /register: register, then /activate?email=…; errors as §8 toasts. */
export function createRegistrationLogic(runtime: LogicRuntime) {
  const actors = createAccountActors(runtime.clients);
  return registrationMachine.provide({
    actors: { passwordPolicy: createPasswordPolicyLogic(runtime), registerUser: actors.registerUser },
    actions: {
      goToActivation: (_, { email }) => runtime.navigate(`/activate?email=${encodeURIComponent(email)}`),
      notifyError: (_, { error }) => notifyAppError(error),
    },
  });
}
