/**
 * The provided loginFormMachine (views take it through `useLogicActor(createLoginFormLogic)`): a complete form
 * goes to the runtime's session actor as `login.submit`, which logs in (product §2 /login, §7 POST /auth/login).
 */
import { loginFormMachine } from '../../machines/login-form.machine';
import type { LogicRuntime } from './runtime';

/** product §2 /login: the form chart, its `submitLogin` sending the typed credentials to the session. */
export function createLoginFormLogic(runtime: LogicRuntime) {
  return loginFormMachine.provide({
    actions: {
      submitLogin: (_, { email, password }) => runtime.auth.send({ type: 'login.submit', email, password }),
    },
  });
}
