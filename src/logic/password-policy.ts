/**
 * The provided passwordPolicyMachine (machines/account/password-policy.machine.ts), the child that the registration,
 * password-reset and change-password charts invoke as `passwordPolicy`: its `loadPasswordPolicy` actor is provided
 * here, once for all three (product §3 Password policy, §7.2 GET /api/auth/auth/getpasswordpolicy).
 */
import { passwordPolicyMachine } from '../../machines/account';
import { createAccountActors } from './actors/account-actors';
import type { LogicRuntime } from './runtime';

/**
 * The password-policy chart with the real GET /api/auth/auth/getpasswordpolicy (`Data`: the policy; a failure is
 * §8-shaped and leaves the parent on the §9 minimum, silently). Give it to a parent as its `passwordPolicy` actor.
 */
export function createPasswordPolicyLogic(runtime: LogicRuntime) {
  return passwordPolicyMachine.provide({
    actors: { loadPasswordPolicy: createAccountActors(runtime.clients).loadPasswordPolicy },
  });
}
