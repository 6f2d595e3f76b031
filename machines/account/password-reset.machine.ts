/**
 * The forgotten-password flow, /forgot → /change (product §2.1 /forgot "enter email; then goes to /change", /change
 * "validation code, new password, confirm password"; §4 "password reset success to /login"; §5 "Reset form:
 * validation code exactly 6 characters; password and confirmation required", "Forgot: email required";
 * §7 .../password/send-reset-token, /api/userprofile/userprofile/checktoken, .../password/reset; §8 "Reset token
 * check returning an errorMessage shows it as a toast and does not reset; 'Validation code expired.' is a
 * message").
 *
 * One statechart, two pages: each page runs its own actor, starting at the step it shows (input `step`), so
 * /change also works after a reload with `?email=`.
 * ```
 * request: editing ──(valid)──▶ sending ──▶ sent (final; goToChange { email })
 * reset (invokes ./password-policy.machine.ts, which reports the server's policy: `policy.loaded`):
 *   editing ──(valid)──▶ checkingToken ──(errorMessage)──▶ editing (toast, nothing reset)
 *                              └──(null)──▶ resetting ──▶ done (final; goToLogin)
 * ```
 */
import { setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import type { AppError } from '../types';
import { appErrorParams } from '../lib/errors';
import { FALLBACK_PASSWORD_POLICY, sanitizeCode, validateForgot, validateReset } from './rules';
import type { PasswordPolicy, ResetForm } from './rules';
import { formActions, initialFormState, type FormEvent, type FormState } from '../lib/form-actions';
import { notProvidedActor } from '../lib/not-provided';
import {
  passwordPolicyMachine,
  policyParams,
  type PasswordPolicyLoadedEvent,
} from './password-policy.machine';

/** Which page the actor serves: /forgot (`request`) or /change (`reset`). */
export type PasswordResetStep = 'request' | 'reset';

/** Input of {@link passwordResetMachine}. */
export interface PasswordResetInput {
  step: PasswordResetStep;
  /** Prefill (e.g. `/change?email=` from /forgot). */
  email?: string | null;
}

/** Context of {@link passwordResetMachine}. `form.code`, `password`, `confirmPassword` are used on /change only. */
export interface PasswordResetContext extends FormState<ResetForm> {
  /** The page this actor serves (fixed by the input). */
  step: PasswordResetStep;
  policy: PasswordPolicy;
}

/** Events accepted by {@link passwordResetMachine}: the form's, and the policy from its `passwordPolicy` child. */
export type PasswordResetEvent = FormEvent<ResetForm> | PasswordPolicyLoadedEvent;

/** Input of the `checkToken` actor (POST /api/userprofile/userprofile/checktoken). */
export interface CheckTokenInput {
  token: string;
  email: string;
}

/** Input of the `resetPassword` actor (POST .../password/reset). */
export interface ResetPasswordInput {
  email: string;
  password: string;
  token: string;
}

/** /forgot: only the email counts. */
const emailForm = formActions<PasswordResetContext, PasswordResetEvent>(validateForgot);
/** /change: code, new password (the server's policy) and its confirmation. */
const resetForm = formActions<PasswordResetContext, PasswordResetEvent>((values, context) =>
  validateReset(values, context.policy),
);

/**
 * product §2/§5/§8 password reset statechart (XState v5). See the module comment for the states.
 *
 * Actors to provide:
 * - `sendResetToken`: `{ email }` → void (POST .../password/send-reset-token; answers success for any address).
 * - `passwordPolicy`: {@link passwordPolicyMachine} with its `loadPasswordPolicy` provided (invoked on /change).
 * - `checkToken`: {@link CheckTokenInput} → `string | null`, the `Data.errorMessage` (null = code valid).
 * - `resetPassword`: {@link ResetPasswordInput} → void; rejects with a §8 error (400 `InvalidToken`,
 *   `TokenExpired`, `PasswordPolicy`).
 *
 * Actions to provide (defaults do nothing): `goToChange` `{ email }` (navigate to /change?email=...),
 * `goToLogin`, `notifyCodeSent`, `notifyPasswordChanged` (success toasts), `notifyTokenError` `{ message }`
 * (toast with the checktoken `errorMessage`), `notifyError` `{ error: AppError }` (§8 toast).
 *
 * Guards (built in): `isResetStep`, `isEmailValid`, `isResetFormValid`, `hasTokenError`.
 */
export const passwordResetMachine = setup({
  types: {
    context: {} as PasswordResetContext,
    events: {} as PasswordResetEvent,
    input: {} as PasswordResetInput,
  },
  actors: {
    sendResetToken: notProvidedActor<void, { email: string }>('password-reset', 'sendResetToken'),
    passwordPolicy: passwordPolicyMachine,
    checkToken: notProvidedActor<string | null, CheckTokenInput>('password-reset', 'checkToken'),
    resetPassword: notProvidedActor<void, ResetPasswordInput>('password-reset', 'resetPassword'),
  },
  actions: {
    goToChange: (_, _params: { email: string }) => {},
    goToLogin: () => {},
    notifyCodeSent: () => {},
    notifyPasswordChanged: () => {},
    notifyTokenError: (_, _params: { message: string }) => {},
    notifyError: (_, _params: { error: AppError }) => {},
    applyChange: resetForm.applyChange((values) => ({ ...values, code: sanitizeCode(values.code) })),
    applyEmailChange: emailForm.applyChange(),
    storePolicy: resetForm.storePolicy(),
    showEmailErrors: emailForm.showErrors(),
    showResetErrors: resetForm.showErrors(),
    startSubmit: resetForm.startSubmit(),
  },
  guards: {
    isResetStep: ({ context }) => context.step === 'reset',
    isEmailValid: emailForm.isValid,
    isResetFormValid: resetForm.isValid,
    hasTokenError: (_, params: { errorMessage: string | null }) =>
      params.errorMessage !== null && params.errorMessage.trim() !== '',
  },
}).createMachine({
  id: 'passwordReset',
  context: ({ input }) => ({
    step: input.step,
    ...initialFormState({ email: input.email?.trim() ?? '', code: '', password: '', confirmPassword: '' }),
    policy: FALLBACK_PASSWORD_POLICY,
  }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'isResetStep', target: 'reset' }, { target: 'request' }],
    },
    request: {
      initial: 'editing',
      on: { 'form.change': { actions: 'applyEmailChange' } },
      states: {
        editing: {
          on: {
            'form.submit': [
              { guard: 'isEmailValid', target: 'sending', actions: 'startSubmit' },
              { actions: 'showEmailErrors' },
            ],
          },
        },
        sending: {
          invoke: {
            src: 'sendResetToken',
            input: ({ context }) => ({ email: context.form.email.trim() }),
            onDone: {
              target: 'sent',
              actions: [
                'notifyCodeSent',
                { type: 'goToChange', params: ({ context }) => ({ email: context.form.email.trim() }) },
              ],
            },
            onError: {
              target: 'editing',
              actions: { type: 'notifyError', params: appErrorParams },
            },
          },
        },
        sent: { type: 'final' },
      },
    },
    reset: {
      invoke: { id: 'passwordPolicy', src: 'passwordPolicy' },
      on: {
        'form.change': { actions: 'applyChange' },
        'policy.loaded': { actions: { type: 'storePolicy', params: policyParams } },
      },
      initial: 'editing',
      states: {
        editing: {
          on: {
            'form.submit': [
              { guard: 'isResetFormValid', target: 'checkingToken', actions: 'startSubmit' },
              { actions: 'showResetErrors' },
            ],
          },
        },
        checkingToken: {
          invoke: {
            src: 'checkToken',
            input: ({ context }) => ({ token: context.form.code, email: context.form.email.trim() }),
            onDone: [
              {
                guard: { type: 'hasTokenError', params: ({ event }) => ({ errorMessage: event.output }) },
                target: 'editing',
                actions: {
                  type: 'notifyTokenError',
                  params: ({ event }) => ({ message: event.output ?? '' }),
                },
              },
              { target: 'resetting' },
            ],
            onError: {
              target: 'editing',
              actions: {
                type: 'notifyError',
                params: appErrorParams,
              },
            },
          },
        },
        resetting: {
          invoke: {
            src: 'resetPassword',
            input: ({ context }) => ({
              email: context.form.email.trim(),
              password: context.form.password,
              token: context.form.code,
            }),
            onDone: { target: 'done', actions: ['notifyPasswordChanged', 'goToLogin'] },
            onError: {
              target: 'editing',
              actions: {
                type: 'notifyError',
                params: appErrorParams,
              },
            },
          },
        },
        done: { type: 'final' },
      },
    },
  },
});

/** Snapshot of {@link passwordResetMachine}. */
export type PasswordResetSnapshot = SnapshotFrom<typeof passwordResetMachine>;

/** A request of the current page is in flight (sending the code, checking it or resetting). */
export const selectIsBusy = (s: PasswordResetSnapshot): boolean =>
  s.matches({ request: 'sending' }) ||
  s.matches({ reset: 'checkingToken' }) ||
  s.matches({ reset: 'resetting' });
