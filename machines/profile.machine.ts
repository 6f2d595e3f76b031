/**
 * Personal information on /profile, tab 1 (product §2.6 /profile "edit first name, last name, phone; email read-only
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
import { assertEvent, assign, setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import type { AppError, UserProfile } from './types';
import { appErrorParams } from './lib/errors';
import { validateProfile } from './account';
import type { ProfileForm } from './account';
import { formActions, initialFormState, type FormEvent, type FormState } from './lib/form-actions';
import { notProvidedActor } from './lib/not-provided';

/** UI languages (product §1). */
export type ProfileLanguage = 'nl-NL' | 'en-US';

/** Input of {@link profileMachine}. */
export interface ProfileInput {
  /** The signed-in user's profile (GET /users). */
  profile: UserProfile;
}

/** Context of {@link profileMachine}. */
export interface ProfileContext extends FormState<ProfileForm> {
  /** Read-only (product §5); sent unchanged with PATCH /users. */
  email: string;
  language: ProfileLanguage;
}

/** Events accepted by {@link profileMachine}. */
export type ProfileEvent =
  | FormEvent<ProfileForm>
  /** The user picked another language (the view has already switched the UI). */
  | { type: 'language.change'; language: ProfileLanguage };

/** PATCH /users body (product §7). */
export interface UpdateUserInput {
  email: string;
  firstName: string;
  surname: string;
  phone: string;
}

const form = formActions<ProfileContext, ProfileEvent>(validateProfile);

/**
 * product §2/§5/§8 profile statechart (XState v5). See the module comment for the states.
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
    updateUser: notProvidedActor<UserProfile, UpdateUserInput>('profile', 'updateUser'),
    changeLanguage: notProvidedActor<void, { language: ProfileLanguage }>('profile', 'changeLanguage'),
  },
  actions: {
    storeProfile: (_, _params: { profile: UserProfile }) => {},
    storeLanguage: (_, _params: { language: ProfileLanguage }) => {},
    notifyUpdated: () => {},
    notifyUpdateFailed: (_, _params: { error: AppError }) => {},
    applyChange: form.applyChange(),
    showErrors: form.showErrors(),
    startSubmit: form.startSubmit(),
    setLanguage: assign(({ event }) => {
      assertEvent(event, 'language.change');
      return { language: event.language };
    }),
  },
  guards: {
    isFormValid: form.isValid,
  },
}).createMachine({
  id: 'profile',
  type: 'parallel',
  context: ({ input }) => ({
    ...initialFormState({
      firstName: input.profile.firstName,
      lastName: input.profile.surname,
      phone: input.profile.phone,
    }),
    email: input.profile.email,
    language: input.profile.language,
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
                params: appErrorParams,
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
                params: appErrorParams,
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
