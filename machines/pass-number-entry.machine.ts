/**
 * The pass-number entry dialog shown at login when the profile has no pass number (product §2.7 Dialogs "pass number
 * entry (pass number and date of birth, submit, and skip or log out)", §4 "Pass numbers at login: zero shows the
 * entry dialog", §5 pass number form "date of birth (DD-MM-YYYY) required ('Birth date is required')", "A submit
 * without birth date shows the unexpected-error toast", §7 PATCH /users/passNumber).
 *
 * ```
 * editing ──(form.submit, valid)──▶ saving ──(200)──▶ saved (final; passNumberAdded { profile, passNumber })
 *    ▲  └─(invalid: showErrors; no date of birth: also notifyUnexpected)   │
 *    └──────(400 InvalidPassNumber / 409 PassNumberInUse / 429 PassNumberLocked → pass number field error;
 *            others → toast)
 * ```
 * Skip and log out are session events (`passNumber.dismiss`, `logout`) the view sends to the auth actor.
 */
import { setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import type { AppError, UserProfile } from './types';
import { toAppError, appErrorParams, errorParams } from './lib/errors';
import { toPassNumberUpsert, validatePassNumber } from './account';
import type { FieldErrors, PassNumberField } from './account';
import { formActions, initialFormState, type FormEvent, type FormState } from './lib/form-actions';
import { notProvidedActor } from './lib/not-provided';

/** The entry dialog's fields: the pass number form without the alias. */
export type PassNumberEntryField = Exclude<PassNumberField, 'alias'>;

/** The entry dialog's fields. */
interface PassNumberEntryForm {
  passNumber: string;
  /** DD-MM-YYYY as typed. */
  dateOfBirth: string;
}

/** PATCH /users/passNumber body (product §7: passNumber, dateOfBirth DD-MM-YYYY, alias optional). */
export interface UpsertPassNumberInput {
  passNumber: string;
  dateOfBirth: string;
  alias?: string | null;
}

/** Context of {@link passNumberEntryMachine}. */
export type PassNumberEntryContext = FormState<PassNumberEntryForm>;

/** Events accepted by {@link passNumberEntryMachine}. */
export type PassNumberEntryEvent = FormEvent<PassNumberEntryForm>;

function validateEntry(form: PassNumberEntryForm): FieldErrors<PassNumberEntryField> {
  const { alias: _alias, ...errors } = validatePassNumber({ ...form, alias: '' });
  return errors as FieldErrors<PassNumberEntryField>;
}

/**
 * Maps the API's refusals of a pass number to the pass number field's message (i18n key), else null:
 * `InvalidPassNumber`, `PassNumberInUse`, and 429 `PassNumberLocked` (5 wrong dates of birth for this pass number
 * lock it for this account for 24 h).
 */
export function passNumberRefusal(error: AppError): string | null {
  if (error.code === 'InvalidPassNumber') return 'passNumber.notRecognised';
  if (error.code === 'PassNumberInUse') return 'passNumber.inUse';
  if (error.code === 'PassNumberLocked') return 'passNumber.tooManyAttempts';
  return null;
}

/** The pass number field's error for a refusal {@link passNumberRefusal} knows, else `error.unexpected`. */
export function passNumberRefusalErrors(error: AppError): { passNumber: string } {
  return { passNumber: passNumberRefusal(error) ?? 'error.unexpected' };
}

const form = formActions<PassNumberEntryContext, PassNumberEntryEvent>(validateEntry);

/**
 * product §4/§5 pass-number entry statechart (XState v5).
 *
 * Actors to provide:
 * - `upsertPassNumber`: {@link UpsertPassNumberInput} → {@link UserProfile} (the updated user); rejects with a
 *   §8 error (400 `InvalidPassNumber`, 409 `PassNumberInUse`, 429 `PassNumberLocked` / `TooManyRequests`).
 *
 * Actions to provide (defaults do nothing): `passNumberAdded` `{ profile, passNumber }` (reload user data and
 * select the new pass number: `userData.reload` + `passNumber.select`), `notifyUnexpected` (the §5
 * "error.unexpected" toast for a submit without date of birth), `notifyError` `{ error }` (§8 toast).
 *
 * Guards (built in): `isFormValid`, `isDateOfBirthMissing`, `isPassNumberRefused`.
 */
export const passNumberEntryMachine = setup({
  types: {
    context: {} as PassNumberEntryContext,
    events: {} as PassNumberEntryEvent,
  },
  actors: {
    upsertPassNumber: notProvidedActor<UserProfile, UpsertPassNumberInput>(
      'pass-number-entry',
      'upsertPassNumber',
    ),
  },
  actions: {
    passNumberAdded: (_, _params: { profile: UserProfile; passNumber: string }) => {},
    notifyUnexpected: () => {},
    notifyError: (_, _params: { error: AppError }) => {},
    applyChange: form.applyChange(),
    showErrors: form.showErrors(),
    startSubmit: form.startSubmit(),
    showRefusal: form.showFieldErrors(passNumberRefusalErrors),
  },
  guards: {
    isFormValid: form.isValid,
    isDateOfBirthMissing: ({ context }) => context.form.dateOfBirth.trim() === '',
    isPassNumberRefused: (_, params: { error: unknown }) =>
      passNumberRefusal(toAppError(params.error)) !== null,
  },
}).createMachine({
  id: 'passNumberEntry',
  context: () => initialFormState<PassNumberEntryForm>({ passNumber: '', dateOfBirth: '' }),
  on: {
    'form.change': { actions: 'applyChange' },
  },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'form.submit': [
          { guard: 'isFormValid', target: 'saving', actions: 'startSubmit' },
          { guard: 'isDateOfBirthMissing', actions: ['showErrors', 'notifyUnexpected'] },
          { actions: 'showErrors' },
        ],
      },
    },
    saving: {
      invoke: {
        src: 'upsertPassNumber',
        input: ({ context }) => {
          const { passNumber, dateOfBirth } = toPassNumberUpsert({ ...context.form, alias: '' });
          return { passNumber, dateOfBirth };
        },
        onDone: {
          target: 'saved',
          actions: {
            type: 'passNumberAdded',
            params: ({ context, event }) => ({
              profile: event.output,
              passNumber: toPassNumberUpsert({ ...context.form, alias: '' }).passNumber,
            }),
          },
        },
        onError: [
          {
            guard: { type: 'isPassNumberRefused', params: errorParams },
            target: 'editing',
            actions: { type: 'showRefusal', params: errorParams },
          },
          { target: 'editing', actions: { type: 'notifyError', params: appErrorParams } },
        ],
      },
    },
    saved: { type: 'final' },
  },
});

/** Snapshot of {@link passNumberEntryMachine}. */
export type PassNumberEntrySnapshot = SnapshotFrom<typeof passNumberEntryMachine>;

/** The PATCH is in flight. */
export const selectIsSaving = (s: PassNumberEntrySnapshot): boolean => s.matches('saving');
