/**
 * The forgotten-password flow, /forgot → /change (SPEC §2 /forgot "enter email; then goes to /change", /change
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
 * reset (parallel):
 *   policy: loading ──▶ loaded | failed
 *   form:   editing ──(valid)──▶ checkingToken ──(errorMessage)──▶ editing (toast, nothing reset)
 *                                      └──(null)──▶ resetting ──▶ done (final; goToLogin)
 * ```
 */
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import type { AppError } from './types';
import { toAppError } from './lib/errors';
import {
  FALLBACK_PASSWORD_POLICY,
  isValid,
  sanitizeCode,
  validateForgot,
  validateReset,
} from './lib/account-rules';
import type { FieldErrors, PasswordPolicy, ResetField, ResetForm } from './lib/account-rules';

/** Which page the actor serves: /forgot (`request`) or /change (`reset`). */
export type PasswordResetStep = 'request' | 'reset';

/** Input of {@link passwordResetMachine}. */
export interface PasswordResetInput {
  step: PasswordResetStep;
  /** Prefill (e.g. `/change?email=` from /forgot). */
  email?: string | null;
}

/** Context of {@link passwordResetMachine}. `form.code`, `password`, `confirmPassword` are used on /change only. */
export interface PasswordResetContext {
  /** The page this actor serves (fixed by the input). */
  step: PasswordResetStep;
  form: ResetForm;
  policy: PasswordPolicy;
  /** Field errors as i18n keys. */
  errors: FieldErrors<ResetField>;
  submitAttempted: boolean;
  /** Incremented when the view should focus the first invalid field. */
  focusRequest: number;
}

/** Events accepted by {@link passwordResetMachine}. */
export type PasswordResetEvent =
  /** Edit fields (any state); the code keeps digits only, at most 6. */
  | { type: 'form.change'; patch: Partial<ResetForm> }
  /** Submit the page's form. */
  | { type: 'form.submit' };

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

function notProvided(name: string): never {
  throw new Error(`password-reset.machine: actor "${name}" was not provided`);
}

/**
 * SPEC §2/§5/§8 password reset statechart (XState v5). See the module comment for the states.
 *
 * Actors to provide:
 * - `sendResetToken`: `{ email }` → void (POST .../password/send-reset-token; answers success for any address).
 * - `loadPasswordPolicy`: no input → {@link PasswordPolicy}.
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
    sendResetToken: fromPromise<void, { email: string }>(async () => notProvided('sendResetToken')),
    loadPasswordPolicy: fromPromise<PasswordPolicy>(async () => notProvided('loadPasswordPolicy')),
    checkToken: fromPromise<string | null, CheckTokenInput>(async () => notProvided('checkToken')),
    resetPassword: fromPromise<void, ResetPasswordInput>(async () => notProvided('resetPassword')),
  },
  actions: {
    goToChange: (_, _params: { email: string }) => {},
    goToLogin: () => {},
    notifyCodeSent: () => {},
    notifyPasswordChanged: () => {},
    notifyTokenError: (_, _params: { message: string }) => {},
    notifyError: (_, _params: { error: AppError }) => {},
    applyChange: assign(({ context, event }) => {
      assertEvent(event, 'form.change');
      const form = { ...context.form, ...event.patch };
      form.code = sanitizeCode(form.code);
      return { form, errors: context.submitAttempted ? validateReset(form, context.policy) : {} };
    }),
    applyEmailChange: assign(({ context, event }) => {
      assertEvent(event, 'form.change');
      const form = { ...context.form, ...event.patch };
      return { form, errors: context.submitAttempted ? validateForgot(form) : {} };
    }),
    storePolicy: assign(({ context }, params: { policy: PasswordPolicy }) => ({
      policy: params.policy,
      errors: context.submitAttempted ? validateReset(context.form, params.policy) : {},
    })),
    showEmailErrors: assign(({ context }) => ({
      submitAttempted: true,
      errors: validateForgot(context.form),
      focusRequest: context.focusRequest + 1,
    })),
    showResetErrors: assign(({ context }) => ({
      submitAttempted: true,
      errors: validateReset(context.form, context.policy),
      focusRequest: context.focusRequest + 1,
    })),
    startSubmit: assign({ submitAttempted: true, errors: {} }),
  },
  guards: {
    isResetStep: ({ context }) => context.step === 'reset',
    isEmailValid: ({ context }) => isValid(validateForgot(context.form)),
    isResetFormValid: ({ context }) => isValid(validateReset(context.form, context.policy)),
    hasTokenError: (_, params: { errorMessage: string | null }) =>
      params.errorMessage !== null && params.errorMessage.trim() !== '',
  },
}).createMachine({
  id: 'passwordReset',
  context: ({ input }) => ({
    step: input.step,
    form: { email: input.email?.trim() ?? '', code: '', password: '', confirmPassword: '' },
    policy: FALLBACK_PASSWORD_POLICY,
    errors: {},
    submitAttempted: false,
    focusRequest: 0,
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
              actions: { type: 'notifyError', params: ({ event }) => ({ error: toAppError(event.error) }) },
            },
          },
        },
        sent: { type: 'final' },
      },
    },
    reset: {
      type: 'parallel',
      on: { 'form.change': { actions: 'applyChange' } },
      states: {
        policy: {
          initial: 'loading',
          states: {
            loading: {
              invoke: {
                src: 'loadPasswordPolicy',
                onDone: {
                  target: 'loaded',
                  actions: { type: 'storePolicy', params: ({ event }) => ({ policy: event.output }) },
                },
                onError: { target: 'failed' },
              },
            },
            loaded: {},
            failed: {},
          },
        },
        form: {
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
                    params: ({ event }) => ({ error: toAppError(event.error) }),
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
                    params: ({ event }) => ({ error: toAppError(event.error) }),
                  },
                },
              },
            },
            done: { type: 'final' },
          },
        },
      },
    },
  },
});

/** Snapshot of {@link passwordResetMachine}. */
export type PasswordResetSnapshot = SnapshotFrom<typeof passwordResetMachine>;

/** A request of the current page is in flight (sending the code, checking it or resetting). */
export const selectIsBusy = (s: PasswordResetSnapshot): boolean =>
  s.matches({ request: 'sending' }) ||
  s.matches({ reset: { form: 'checkingToken' } }) ||
  s.matches({ reset: { form: 'resetting' } });
