/**
 * Changing the password on /profile, tab "Wachtwoord" (product §3 Password policy, §5 "Password
 * follows the server policy", §7 POST .../password/change and GET /api/auth/auth/getpasswordpolicy, §8).
 *
 * The server's policy comes from the invoked ./password-policy.machine.ts (`policy.loaded`); the checklist shows the
 * §9 minimum until then.
 * ```
 * editing ──(form.submit, valid)──▶ changing ──▶ editing (form emptied + "Uw wachtwoord is gewijzigd.")
 *    ▲                                  ├──(400 InvalidCredentials / PasswordPolicy)──▶ editing (field error)
 *    └──────────────────────────────────┴──(other error)──▶ editing (§8 toast, typed values kept)
 * ```
 * A wrong current password is an error on the "Huidig wachtwoord" field (focus moves there). The server keeps the
 * caller's session and revokes the traveller's other sessions.
 */
import { setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import type { AppError } from '../types';
import { toAppError, appErrorParams, errorParams } from '../lib/errors';
import { emptyChangePasswordForm, FALLBACK_PASSWORD_POLICY, validateChangePassword } from './rules';
import { formActions, initialFormState, type FormEvent, type FormState } from '../lib/form-actions';
import { notProvidedActor } from '../lib/not-provided';
import {
  passwordPolicyMachine,
  policyParams,
  type PasswordPolicyLoadedEvent,
} from './password-policy.machine';
import type { ChangePasswordField, ChangePasswordForm, PasswordPolicy } from './rules';

/** Input of {@link changePasswordMachine}. */
export interface ChangePasswordInput {
  /** The signed-in traveller's email (sent with the change; the server checks it is the caller's). */
  email: string;
}

/** Context of {@link changePasswordMachine}. */
export interface ChangePasswordContext extends FormState<ChangePasswordForm> {
  email: string;
  policy: PasswordPolicy;
}

/** Events accepted by {@link changePasswordMachine}: the form's, and the policy from its `passwordPolicy` child. */
export type ChangePasswordEvent = FormEvent<ChangePasswordForm> | PasswordPolicyLoadedEvent;

/** Input of the `changePassword` actor: the body of POST /api/external/user-accounts/password/change. */
export interface ChangePasswordRequest {
  email: string;
  oldPassword: string;
  password: string;
}

/**
 * The field a refusal of the change belongs to, with its i18n key, or null for a refusal shown as a toast:
 * 400 `InvalidCredentials` (wrong current password) → `currentPassword`; 400 `PasswordPolicy` → `password`.
 */
export function changePasswordRefusal(error: AppError): { field: ChangePasswordField; key: string } | null {
  if (error.status !== 400) return null;
  if (error.code === 'InvalidCredentials')
    return { field: 'currentPassword', key: 'changePassword.currentPasswordWrong' };
  if (error.code === 'PasswordPolicy') return { field: 'password', key: 'validation.passwordPolicy' };
  return null;
}

/** The body of the change for the form as typed (the passwords are sent as typed, never trimmed). */
function toChangeRequest(context: ChangePasswordContext): ChangePasswordRequest {
  return { email: context.email, oldPassword: context.form.currentPassword, password: context.form.password };
}

const form = formActions<ChangePasswordContext, ChangePasswordEvent>((values, context) =>
  validateChangePassword(values, context.policy),
);

/**
 * Change-password statechart (XState v5). See the module comment for the states.
 *
 * Actors to provide:
 * - `passwordPolicy`: {@link passwordPolicyMachine} with its `loadPasswordPolicy` provided.
 * - `changePassword`: {@link ChangePasswordRequest} → void; rejects with a §8 error (400 `InvalidCredentials`,
 *   `PasswordPolicy`; 429 `TooManyAttempts` / `TooManyRequests`; 503 …).
 *
 * Actions to provide (defaults do nothing): `notifyPasswordChanged` (toast "Uw wachtwoord is gewijzigd."),
 * `notifyError` `{ error: AppError }` (§8 toast).
 *
 * Guards (built in): `isFormValid`, `isFieldRefusal`.
 */
export const changePasswordMachine = setup({
  types: {
    context: {} as ChangePasswordContext,
    events: {} as ChangePasswordEvent,
    input: {} as ChangePasswordInput,
  },
  actors: {
    passwordPolicy: passwordPolicyMachine,
    changePassword: notProvidedActor<void, ChangePasswordRequest>('change-password', 'changePassword'),
  },
  actions: {
    notifyPasswordChanged: () => {},
    notifyError: (_, _params: { error: AppError }) => {},
    applyChange: form.applyChange(),
    storePolicy: form.storePolicy(),
    showErrors: form.showErrors(),
    startSubmit: form.startSubmit(),
    showRefusal: form.showFieldErrors((error) => {
      const refusal = changePasswordRefusal(error);
      return refusal ? { [refusal.field]: refusal.key } : {};
    }),
    resetForm: form.resetForm(emptyChangePasswordForm),
  },
  guards: {
    isFormValid: form.isValid,
    isFieldRefusal: (_, params: { error: unknown }) =>
      changePasswordRefusal(toAppError(params.error)) !== null,
  },
}).createMachine({
  id: 'changePassword',
  context: ({ input }) => ({
    email: input.email,
    ...initialFormState(emptyChangePasswordForm()),
    policy: FALLBACK_PASSWORD_POLICY,
  }),
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
          { guard: 'isFormValid', target: 'changing', actions: 'startSubmit' },
          { actions: 'showErrors' },
        ],
      },
    },
    changing: {
      invoke: {
        src: 'changePassword',
        input: ({ context }) => toChangeRequest(context),
        onDone: { target: 'editing', actions: ['resetForm', 'notifyPasswordChanged'] },
        onError: [
          {
            guard: { type: 'isFieldRefusal', params: errorParams },
            target: 'editing',
            actions: { type: 'showRefusal', params: errorParams },
          },
          { target: 'editing', actions: { type: 'notifyError', params: appErrorParams } },
        ],
      },
    },
  },
});

/** Snapshot of {@link changePasswordMachine}. */
export type ChangePasswordSnapshot = SnapshotFrom<typeof changePasswordMachine>;

/** The change is in flight. */
export const selectIsChanging = (s: ChangePasswordSnapshot): boolean => s.matches('changing');
