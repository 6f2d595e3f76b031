/**
 * The /activate flow (product §1 "activate the account by a 6-digit code", §2 /activate "6-digit activation code,
 * resend code button", §4 "activation success to /login", §5 "Activation code: 6 digits, numeric only, button
 * enabled only at 6", §7 POST /api/external/user-accounts/activate and .../activation-token/renew, §9 code
 * length 6).
 *
 * Two parallel regions:
 * ```
 * form:   editing ──(form.submit; only with 6 digits)──▶ submitting ──▶ activated (final; goToLogin)
 *            ▲   └─(email invalid: showErrors)               │
 *            └──────────(wrong/expired/spent code → code field error; others, e.g. 429 → toast)
 * resend: idle ──(code.resend, email valid)──▶ sending ──▶ sent ──(resendCooldown 30 s)──▶ idle
 * ```
 * The code field holds digits only (`sanitizeCode`), so the §5 "numeric only" rule is a property of the
 * context. `state.can({ type: 'form.submit' })` is the Activate button's enabled state. An unknown address is
 * answered like a wrong code (no oracle), so it shows on the code field too; after 5 wrong codes
 * the server answers `CodeSpent` until a new code is requested.
 */
import { and, assign, setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import type { AppError } from '../types';
import { appErrorParams, toAppError, errorParams } from '../lib/errors';
import { isCodeComplete, isValid, sanitizeCode, validateActivation, validateForgot } from './rules';
import type { ActivationForm } from './rules';
import { formActions, initialFormState, type FormEvent, type FormState } from '../lib/form-actions';
import { notProvidedActor } from '../lib/not-provided';

/** How long the resend button rests after a code was sent (ms): one mail at a time, and time to read it. */
export const RESEND_COOLDOWN_MS = 30_000;

/** Input of {@link activationMachine}. */
export interface ActivationInput {
  /** Prefill, e.g. from `/activate?email=` after registration or a `UserNotConfirmed` login. */
  email?: string | null;
}

/** Context of {@link activationMachine}. */
export interface ActivationContext extends FormState<ActivationForm> {
  /** The address the last new code went to (shown while `resend.sent`). */
  resentTo: string | null;
}

/** Events accepted by {@link activationMachine}. */
export type ActivationEvent =
  /**
   * Edit email and/or code (the code keeps digits only, at most 6); activate (`form.editing`, only with a complete
   * 6-digit code).
   */
  | FormEvent<ActivationForm>
  /** Ask for a new code (`resend.idle`). */
  | { type: 'code.resend' };

/** Input of the `activateAccount` actor (POST /api/external/user-accounts/activate). */
export interface ActivateAccountInput {
  email: string;
  token: string;
}

const form = formActions<ActivationContext, ActivationEvent>(validateActivation);

function codeError(error: AppError): string | null {
  if (error.code === 'TokenExpired') return 'error.validationCodeExpired';
  if (error.code === 'InvalidToken') return 'activate.invalidCode';
  if (error.code === 'CodeSpent') return 'activate.codeSpent';
  return null;
}

/**
 * product §2/§5 activation statechart (XState v5). See the module comment for the states.
 *
 * Actors to provide:
 * - `activateAccount`: {@link ActivateAccountInput} → void; rejects with a §8 error (400 `InvalidToken` /
 *   `TokenExpired` / `CodeSpent`, 429 `TooManyRequests`).
 * - `renewActivationToken`: `{ email }` → void (POST .../activation-token/renew).
 *
 * Actions to provide (defaults do nothing): `goToLogin` (navigate to /login), `notifyActivated` (success toast),
 * `notifyError` `{ error: AppError }` (§8 toast).
 *
 * Guards (built in): `isCodeComplete`, `isFormValid`, `isEmailValid`, `isCodeRejected`.
 * Delays: `resendCooldown` {@link RESEND_COOLDOWN_MS}.
 */
export const activationMachine = setup({
  types: {
    context: {} as ActivationContext,
    events: {} as ActivationEvent,
    input: {} as ActivationInput,
  },
  actors: {
    activateAccount: notProvidedActor<void, ActivateAccountInput>('activation', 'activateAccount'),
    renewActivationToken: notProvidedActor<void, { email: string }>('activation', 'renewActivationToken'),
  },
  actions: {
    goToLogin: () => {},
    notifyActivated: () => {},
    notifyError: (_, _params: { error: AppError }) => {},
    applyChange: form.applyChange((values) => ({ ...values, code: sanitizeCode(values.code) })),
    showErrors: form.showErrors(),
    showEmailErrors: assign(({ context }) => ({
      errors: { ...context.errors, ...validateForgot({ email: context.form.email }) },
      focusRequest: context.focusRequest + 1,
    })),
    startSubmit: form.startSubmit(),
    showCodeError: form.showFieldErrors((error) => ({ code: codeError(error) ?? 'activate.invalidCode' })),
    storeResentTo: assign(({ context }) => ({ resentTo: context.form.email.trim() })),
  },
  guards: {
    isCodeComplete: ({ context }) => isCodeComplete(context.form.code),
    isFormValid: form.isValid,
    isEmailValid: ({ context }) => isValid(validateForgot({ email: context.form.email })),
    isCodeRejected: (_, params: { error: unknown }) => codeError(toAppError(params.error)) !== null,
  },
  delays: {
    resendCooldown: RESEND_COOLDOWN_MS,
  },
}).createMachine({
  id: 'activation',
  type: 'parallel',
  context: ({ input }) => ({
    ...initialFormState({ email: input.email?.trim() ?? '', code: '' }),
    resentTo: null,
  }),
  on: {
    'form.change': { actions: 'applyChange' },
  },
  states: {
    form: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'form.submit': [
              { guard: and(['isCodeComplete', 'isFormValid']), target: 'submitting', actions: 'startSubmit' },
              { guard: 'isCodeComplete', actions: 'showErrors' },
            ],
          },
        },
        submitting: {
          invoke: {
            src: 'activateAccount',
            input: ({ context }) => ({ email: context.form.email.trim(), token: context.form.code }),
            onDone: { target: 'activated', actions: ['notifyActivated', 'goToLogin'] },
            onError: [
              {
                guard: { type: 'isCodeRejected', params: errorParams },
                target: 'editing',
                actions: { type: 'showCodeError', params: errorParams },
              },
              { target: 'editing', actions: { type: 'notifyError', params: appErrorParams } },
            ],
          },
        },
        activated: { type: 'final' },
      },
    },
    resend: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'code.resend': [{ guard: 'isEmailValid', target: 'sending' }, { actions: 'showEmailErrors' }],
          },
        },
        sending: {
          invoke: {
            src: 'renewActivationToken',
            input: ({ context }) => ({ email: context.form.email.trim() }),
            onDone: { target: 'sent', actions: 'storeResentTo' },
            onError: { target: 'idle', actions: { type: 'notifyError', params: appErrorParams } },
          },
        },
        sent: {
          after: { resendCooldown: 'idle' },
        },
      },
    },
  },
});

/** Snapshot of {@link activationMachine}. */
export type ActivationSnapshot = SnapshotFrom<typeof activationMachine>;

/** The activation request is in flight. */
export const selectIsActivating = (s: ActivationSnapshot): boolean => s.matches({ form: 'submitting' });
/** A new code is being requested. */
export const selectIsResending = (s: ActivationSnapshot): boolean => s.matches({ resend: 'sending' });
/** A new code was sent less than {@link RESEND_COOLDOWN_MS} ago (the resend button rests). */
export const selectCodeResent = (s: ActivationSnapshot): boolean => s.matches({ resend: 'sent' });
