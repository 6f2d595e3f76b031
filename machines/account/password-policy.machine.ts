/**
 * The server's password policy for the live checklist (product §3 Password policy, §5.1 "live checklist", §7.2
 * GET /api/auth/auth/getpasswordpolicy, §9 minimum of 8). Invoked as `passwordPolicy` by the three charts with a
 * new password: registration (/register), the reset step of the password reset (/change) and the password change
 * (/profile, tab "Wachtwoord"). They keep the §9 fallback (`FALLBACK_PASSWORD_POLICY`) until this chart
 * reports the server's policy.
 * ```
 * loading ──(the server sends its policy: reportPolicy → parent `policy.loaded`)──▶ loaded
 *    └──(the policy cannot be read: silently, the parent keeps the minimum)──▶ failed
 * ```
 */
import { sendParent, setup } from 'xstate';
import { notProvidedActor } from '../lib/not-provided';
import type { PasswordPolicy } from './password-rules';

/** What the chart tells its parent: the server's policy arrived (the parent stores it and validates by it). */
export interface PasswordPolicyLoadedEvent {
  type: 'policy.loaded';
  policy: PasswordPolicy;
}

/**
 * `params` of a parent's `storePolicy` on {@link PasswordPolicyLoadedEvent}: `{ policy }`. Named so the parents'
 * configs stay plain objects.
 */
export const policyParams = ({ event }: { event: PasswordPolicyLoadedEvent }) => ({ policy: event.policy });

/**
 * product §3/§5.1 password-policy statechart (XState v5). See the module comment for the states. A parent invokes
 * it with `invoke: { id: 'passwordPolicy', src: 'passwordPolicy' }` and handles `policy.loaded`.
 *
 * Actor to provide: `loadPasswordPolicy`: no input → {@link PasswordPolicy} (GET /api/auth/auth/getpasswordpolicy
 * `Data`); rejects with a §8 error (then `failed`: no message, the parent keeps the minimum).
 *
 * Action (default `sendParent`): `reportPolicy` `{ policy }` → {@link PasswordPolicyLoadedEvent}.
 */
export const passwordPolicyMachine = setup({
  actors: {
    loadPasswordPolicy: notProvidedActor<PasswordPolicy>('password-policy', 'loadPasswordPolicy'),
  },
  actions: {
    reportPolicy: sendParent((_, params: { policy: PasswordPolicy }): PasswordPolicyLoadedEvent => ({
      type: 'policy.loaded',
      policy: params.policy,
    })),
  },
}).createMachine({
  id: 'passwordPolicy',
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadPasswordPolicy',
        onDone: {
          target: 'loaded',
          actions: { type: 'reportPolicy', params: ({ event }) => ({ policy: event.output }) },
        },
        onError: { target: 'failed' },
      },
    },
    loaded: {},
    failed: {},
  },
});
