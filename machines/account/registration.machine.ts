/**
 * The /register flow (product §2.1 /register, §3 Registration payload and Password policy, §4 "Registration success
 * leads to /activate", §5 registration validation, §7 GET /api/auth/auth/getpasswordpolicy and
 * POST /api/external/user-profiles, §8 "Registration 409: userProfile.alreadyExists").
 *
 * The server's policy comes from the invoked ./password-policy.machine.ts (`policy.loaded`); the live checklist uses
 * the fallback §9 minimum until then.
 * ```
 * editing ──(form.submit, valid)──▶ submitting ──(201)──▶ registered (final; goToActivation)
 *    ▲   └─(invalid: showErrors)          │
 *    └───────────(409 → email field error; other errors → toast)
 * ```
 * What the user typed is kept on every error. Field errors (i18n keys) are shown after the first submit and
 * then follow every change; `focusRequest` increments whenever the view should focus the first invalid field.
 */
import { assertEvent, assign, setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import type { AppError } from '../types';
import { errorParams, toAppError, appErrorParams } from '../lib/errors';
import { FALLBACK_PASSWORD_POLICY, emptyRegistrationForm, validateRegistration } from './rules';
import { formActions, initialFormState, type FormEvent, type FormState } from '../lib/form-actions';
import { notProvidedActor } from '../lib/not-provided';
import {
  passwordPolicyMachine,
  policyParams,
  type PasswordPolicyLoadedEvent,
} from './password-policy.machine';
import type { PasswordPolicy, RegistrationForm } from './rules';

/** product §9 region id sent in the registration payload. */
const REGION_ID = 20;

/** UI languages (product §1). */
type Language = 'nl-NL' | 'en-US';

/** product §3 registration payload (POST /api/external/user-profiles). */
export interface RegistrationPayload {
  email: string;
  password: string;
  firstName: string;
  surname: string;
  phone: string;
  newsletter: boolean;
  terms: boolean;
  language: Language;
  regionId: number;
}

/** Input of {@link registrationMachine}. */
export interface RegistrationInput {
  /** The UI language at the start (sent as `language`); follow changes with `language.change`. */
  language: Language;
}

/** Context of {@link registrationMachine}. */
export interface RegistrationContext extends FormState<RegistrationForm> {
  /** The server's policy once loaded; the §9 fallback (minimum 8) before that or when it failed. */
  policy: PasswordPolicy;
  language: Language;
  /** The last failure of `registerUser` other than 409 (also toasted), or null. */
  error: AppError | null;
}

/** Events accepted by {@link registrationMachine}. */
export type RegistrationEvent =
  /** Edit fields (any state; the values are kept whatever happens); submit (`form.editing`). */
  | FormEvent<RegistrationForm>
  /** The UI language changed (sent as the payload's `language`). */
  | { type: 'language.change'; language: Language }
  /** The server's password policy, from the `passwordPolicy` child. */
  | PasswordPolicyLoadedEvent;

const form = formActions<RegistrationContext, RegistrationEvent>((values, context) =>
  validateRegistration(values, context.policy),
);

/** The §3 payload for a valid form (trimmed; the UI's lastName is the wire's surname). */
function toRegistrationPayload(form: RegistrationForm, language: Language): RegistrationPayload {
  return {
    email: form.email.trim(),
    password: form.password,
    firstName: form.firstName.trim(),
    surname: form.lastName.trim(),
    phone: form.phone.trim(),
    newsletter: form.newsletter,
    terms: form.terms,
    language,
    regionId: REGION_ID,
  };
}

/**
 * product §2/§5 registration statechart (XState v5). See the module comment for the states.
 *
 * Actors to provide:
 * - `passwordPolicy`: {@link passwordPolicyMachine} with its `loadPasswordPolicy` provided.
 * - `registerUser`: {@link RegistrationPayload} → void (POST /api/external/user-profiles); rejects with a §8
 *   error, status 409 when the email is taken.
 *
 * Actions to provide (defaults do nothing): `goToActivation` `{ email }` (navigate to /activate?email=...),
 * `notifyError` `{ error: AppError }` (§8 toast).
 *
 * Guards (built in): `isFormValid`, `isAlreadyRegistered` (409).
 */
export const registrationMachine = setup({
  types: {
    context: {} as RegistrationContext,
    events: {} as RegistrationEvent,
    input: {} as RegistrationInput,
  },
  actors: {
    passwordPolicy: passwordPolicyMachine,
    registerUser: notProvidedActor<void, RegistrationPayload>('registration', 'registerUser'),
  },
  actions: {
    goToActivation: (_, _params: { email: string }) => {},
    notifyError: (_, _params: { error: AppError }) => {},
    applyChange: form.applyChange(),
    storePolicy: form.storePolicy(),
    setLanguage: assign(({ event }) => {
      assertEvent(event, 'language.change');
      return { language: event.language };
    }),
    showErrors: form.showErrors({ error: null }),
    startSubmit: form.startSubmit({ error: null }),
    showAlreadyRegistered: form.showFieldErrors(() => ({ email: 'userProfile.alreadyExists' })),
    storeError: assign((_, params: { error: unknown }) => ({ error: toAppError(params.error) })),
  },
  guards: {
    isFormValid: form.isValid,
    isAlreadyRegistered: (_, params: { error: unknown }) => toAppError(params.error).status === 409,
  },
}).createMachine({
  id: 'registration',
  context: ({ input }) => ({
    ...initialFormState(emptyRegistrationForm()),
    policy: FALLBACK_PASSWORD_POLICY,
    language: input.language,
    error: null,
  }),
  invoke: { id: 'passwordPolicy', src: 'passwordPolicy' },
  on: {
    'form.change': { actions: 'applyChange' },
    'language.change': { actions: 'setLanguage' },
    'policy.loaded': { actions: { type: 'storePolicy', params: policyParams } },
  },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'form.submit': [
          { guard: 'isFormValid', target: 'submitting', actions: 'startSubmit' },
          { actions: 'showErrors' },
        ],
      },
    },
    submitting: {
      invoke: {
        src: 'registerUser',
        input: ({ context }) => toRegistrationPayload(context.form, context.language),
        onDone: {
          target: 'registered',
          actions: {
            type: 'goToActivation',
            params: ({ context }) => ({ email: context.form.email.trim() }),
          },
        },
        onError: [
          {
            guard: { type: 'isAlreadyRegistered', params: errorParams },
            target: 'editing',
            actions: 'showAlreadyRegistered',
          },
          {
            target: 'editing',
            actions: [
              { type: 'storeError', params: errorParams },
              { type: 'notifyError', params: appErrorParams },
            ],
          },
        ],
      },
    },
    registered: { type: 'final' },
  },
});

/** Snapshot of {@link registrationMachine}. */
export type RegistrationSnapshot = SnapshotFrom<typeof registrationMachine>;

/** The registration request is in flight. */
export const selectIsSubmitting = (s: RegistrationSnapshot): boolean => s.matches('submitting');
