/**
 * Personal information on /profile, tab 1 (SPEC §2 /profile "edit first name, last name, phone; email read-only
 * with a warning tooltip; language selector"; §5 "Profile email is not editable"; §7 PATCH /users (email,
 * firstName, surname, phone, language), POST /api/userprofile/userprofile/changelanguage; §8
 * userProfile.updateSuccess / userProfile.updateError).
 *
 * Two parallel regions:
 * ```
 * details:  editing ──(form.submit, valid)──▶ saving ──▶ editing (storeProfile + success toast | error toast)
 * language: idle ──(language.change)──▶ saving ──▶ idle            (a newer choice restarts the request)
 * ```
 * The view switches the UI language at once (`setLocale`) and sends `language.change`; the machine tells the
 * Account API. The typed values are kept on every error.
 */
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import type { AppError, UserProfile } from './types';
import { toAppError } from './lib/errors';
import { isValid, validateProfile } from './lib/account-rules';
import type { FieldErrors, ProfileField, ProfileForm } from './lib/account-rules';

/** UI languages (SPEC §1). */
export type ProfileLanguage = 'nl-NL' | 'en-US';

/** Input of {@link profileMachine}. */
export interface ProfileInput {
  /** The signed-in user's profile (GET /users). */
  profile: UserProfile;
}

/** Context of {@link profileMachine}. */
export interface ProfileContext {
  form: ProfileForm;
  /** Read-only (SPEC §5); sent unchanged with PATCH /users. */
  email: string;
  language: ProfileLanguage;
  errors: FieldErrors<ProfileField>;
  submitAttempted: boolean;
  focusRequest: number;
}

/** Events accepted by {@link profileMachine}. */
export type ProfileEvent =
  | { type: 'form.change'; patch: Partial<ProfileForm> }
  | { type: 'form.submit' }
  /** The user picked another language (the view has already switched the UI). */
  | { type: 'language.change'; language: ProfileLanguage };

/** PATCH /users body (SPEC §7). */
export interface UpdateUserInput {
  email: string;
  firstName: string;
  surname: string;
  phone: string;
}

function notProvided(name: string): never {
  throw new Error(`profile.machine: actor "${name}" was not provided`);
}

/**
 * SPEC §2/§5/§8 profile statechart (XState v5). See the module comment for the states.
 *
 * Actors to provide:
 * - `updateUser`: {@link UpdateUserInput} → {@link UserProfile} (PATCH /users).
 * - `changeLanguage`: `{ language }` → void (POST /api/userprofile/userprofile/changelanguage).
 *
 * Actions to provide (defaults do nothing): `storeProfile` `{ profile }` (session `userData.update`),
 * `storeLanguage` `{ language }` (keep the session's profile language in step), `notifyUpdated`
 * (userProfile.updateSuccess toast), `notifyUpdateFailed` `{ error }` (userProfile.updateError toast).
 *
 * Guards (built in): `isFormValid`.
 */
export const profileMachine = setup({
  types: {
    context: {} as ProfileContext,
    events: {} as ProfileEvent,
    input: {} as ProfileInput,
  },
  actors: {
    updateUser: fromPromise<UserProfile, UpdateUserInput>(async () => notProvided('updateUser')),
    changeLanguage: fromPromise<void, { language: ProfileLanguage }>(async () =>
      notProvided('changeLanguage'),
    ),
  },
  actions: {
    storeProfile: (_, _params: { profile: UserProfile }) => {},
    storeLanguage: (_, _params: { language: ProfileLanguage }) => {},
    notifyUpdated: () => {},
    notifyUpdateFailed: (_, _params: { error: AppError }) => {},
    applyChange: assign(({ context, event }) => {
      assertEvent(event, 'form.change');
      const form = { ...context.form, ...event.patch };
      return { form, errors: context.submitAttempted ? validateProfile(form) : {} };
    }),
    showErrors: assign(({ context }) => ({
      submitAttempted: true,
      errors: validateProfile(context.form),
      focusRequest: context.focusRequest + 1,
    })),
    startSubmit: assign({ submitAttempted: true, errors: {} }),
    setLanguage: assign(({ event }) => {
      assertEvent(event, 'language.change');
      return { language: event.language };
    }),
  },
  guards: {
    isFormValid: ({ context }) => isValid(validateProfile(context.form)),
  },
}).createMachine({
  id: 'profile',
  type: 'parallel',
  context: ({ input }) => ({
    form: { firstName: input.profile.firstName, lastName: input.profile.surname, phone: input.profile.phone },
    email: input.profile.email,
    language: input.profile.language,
    errors: {},
    submitAttempted: false,
    focusRequest: 0,
  }),
  on: {
    'form.change': { actions: 'applyChange' },
  },
  states: {
    details: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'form.submit': [
              { guard: 'isFormValid', target: 'saving', actions: 'startSubmit' },
              { actions: 'showErrors' },
            ],
          },
        },
        saving: {
          invoke: {
            src: 'updateUser',
            input: ({ context }) => ({
              email: context.email,
              firstName: context.form.firstName.trim(),
              surname: context.form.lastName.trim(),
              phone: context.form.phone.trim(),
            }),
            onDone: {
              target: 'editing',
              actions: [
                { type: 'storeProfile', params: ({ event }) => ({ profile: event.output }) },
                'notifyUpdated',
              ],
            },
            onError: {
              target: 'editing',
              actions: {
                type: 'notifyUpdateFailed',
                params: ({ event }) => ({ error: toAppError(event.error) }),
              },
            },
          },
        },
      },
    },
    language: {
      initial: 'idle',
      states: {
        idle: {
          on: { 'language.change': { target: 'saving', actions: 'setLanguage' } },
        },
        saving: {
          on: { 'language.change': { target: 'saving', reenter: true, actions: 'setLanguage' } },
          invoke: {
            src: 'changeLanguage',
            input: ({ context }) => ({ language: context.language }),
            onDone: {
              target: 'idle',
              actions: [
                { type: 'storeLanguage', params: ({ context }) => ({ language: context.language }) },
                'notifyUpdated',
              ],
            },
            onError: {
              target: 'idle',
              actions: {
                type: 'notifyUpdateFailed',
                params: ({ event }) => ({ error: toAppError(event.error) }),
              },
            },
          },
        },
      },
    },
  },
});

/** Snapshot of {@link profileMachine}. */
export type ProfileSnapshot = SnapshotFrom<typeof profileMachine>;

/** PATCH /users is in flight. */
export const selectIsSaving = (s: ProfileSnapshot): boolean => s.matches({ details: 'saving' });
