/**
 * Managing pass numbers on /profile, tab 2 (product §2.6 /profile "form (pass number, birth date DD-MM-YYYY, alias) and
 * a list with select, edit and delete per entry", Dialogs "delete confirmation for pass numbers"; §4 "Pass number
 * editing: add mode and edit mode (by index); in edit mode pass number and birth date are disabled, only the
 * alias can change; submit and cancel-edit reset the form"; §5 pass number form rules, "The last remaining pass
 * number cannot be deleted when the user is required to have one", "deleting asks for confirmation"; §7 PATCH
 * /users/passNumber, DELETE /users/passnumber/{passNumber}; §8 userProfile.updateSuccess / updateError).
 *
 * ```
 * idle ──(form.submit, valid)──▶ saving ──▶ idle (list updated, form reset)
 *  │ └─(edit.start i / edit.cancel: form filled / reset; invalid submit: showErrors)
 *  └─(delete.request n, deletable)──▶ confirmingDelete ──(delete.confirm)──▶ deleting ──▶ idle
 *                                           └──(delete.cancel)──▶ idle
 * ```
 * The session's selected pass number is mirrored in `selected` (`session.update`): a new pass number is selected
 * when none is, and deleting the selected one selects the first that remains, so `X-Pass-Number` never names a
 * pass number the account no longer has.
 */
import { assertEvent, assign, setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import type { AppError, PassNumber, UserProfile } from './types';
import { appErrorParams, errorParams, toAppError } from './lib/errors';
import { canDeletePassNumber, emptyPassNumberForm, toPassNumberUpsert, validatePassNumber } from './account';
import type { PassNumberForm } from './account';
import { formActions, initialFormState, type FormEvent, type FormState } from './lib/form-actions';
import { notProvidedActor } from './lib/not-provided';
import { passNumberRefusal, passNumberRefusalErrors } from './pass-number-entry.machine';
import type { UpsertPassNumberInput } from './pass-number-entry.machine';

/** Input of {@link passNumbersMachine}. */
export interface PassNumbersInput {
  /** The profile's pass numbers (`GET /users` `passNumbers`). */
  passNumbers: PassNumber[];
  /** Region setting `isPassNumberRequired` (product §3). */
  isPassNumberRequired: boolean;
  /** The session's selected pass number. */
  selected: string | null;
}

/** Context of {@link passNumbersMachine}. */
export interface PassNumbersContext extends FormState<PassNumberForm> {
  passNumbers: PassNumber[];
  isPassNumberRequired: boolean;
  selected: string | null;
  /** Edit mode: the index in `passNumbers` being edited; null in add mode. */
  editIndex: number | null;
  /** The pass number awaiting delete confirmation (or being deleted). */
  pendingDelete: string | null;
}

/** Events accepted by {@link passNumbersMachine}. */
export type PassNumbersEvent =
  /** Edit the form (`idle`; in edit mode only the alias changes); add, or save the alias in edit mode (`idle`). */
  | FormEvent<PassNumberForm>
  /** Enter edit mode for the entry at `index` (`idle`). */
  | { type: 'edit.start'; index: number }
  /** Leave edit mode and reset the form (`idle`). */
  | { type: 'edit.cancel' }
  /** Ask to delete a pass number (`idle`); refused for the last one when the region requires one. */
  | { type: 'delete.request'; passNumber: string }
  /** Confirm the deletion (`confirmingDelete`). */
  | { type: 'delete.confirm' }
  /** Keep the pass number (`confirmingDelete`). */
  | { type: 'delete.cancel' }
  /** Session data changed (any state): the profile's list, the region setting, the selected pass number. */
  | {
      type: 'session.update';
      passNumbers?: PassNumber[];
      isPassNumberRequired?: boolean;
      selected?: string | null;
    };

/** After a change of the list: reset the form and leave edit mode (§4 "submit and cancel-edit reset the form"). */
function resetForm() {
  return { form: emptyPassNumberForm(), editIndex: null, errors: {}, submitAttempted: false };
}

const form = formActions<PassNumbersContext, PassNumbersEvent>(validatePassNumber);

/** `storeList` / `storeProfile` params: the profile the server answered with (its pass numbers). */
const profileParams = ({ event }: { event: { output: UserProfile } }) => ({ profile: event.output });

function upsertInput(context: PassNumbersContext): UpsertPassNumberInput {
  return toPassNumberUpsert(context.form);
}

/**
 * product §2/§4/§5 pass-number management statechart (XState v5). See the module comment for the states.
 *
 * Actors to provide:
 * - `upsertPassNumber`: {@link UpsertPassNumberInput} → {@link UserProfile} (PATCH /users/passNumber).
 * - `deletePassNumber`: `{ passNumber }` → {@link UserProfile} (DELETE /users/passnumber/{passNumber}); 409
 *   `LastPassNumber` when it was the last required one.
 *
 * Actions to provide (defaults do nothing): `storeProfile` `{ profile }` (share the updated user with the
 * session: `userData.update`), `selectPassNumber` `{ passNumber }` (session `passNumber.select`),
 * `notifyUpdated` (§8 userProfile.updateSuccess toast), `notifyUpdateFailed` `{ error }` (§8
 * userProfile.updateError toast), `notifyUnexpected` (§5: a submit without birth date shows error.unexpected).
 *
 * Guards (built in): `isFormValid`, `isDateOfBirthMissing`, `isPassNumberRefused`, `isIndexKnown`,
 * `isDeletable`, `hasNoSelection`, `wasSelectedDeleted`.
 */
export const passNumbersMachine = setup({
  types: {
    context: {} as PassNumbersContext,
    events: {} as PassNumbersEvent,
    input: {} as PassNumbersInput,
  },
  actors: {
    upsertPassNumber: notProvidedActor<UserProfile, UpsertPassNumberInput>(
      'pass-numbers',
      'upsertPassNumber',
    ),
    deletePassNumber: notProvidedActor<UserProfile, { passNumber: string }>(
      'pass-numbers',
      'deletePassNumber',
    ),
  },
  actions: {
    storeProfile: (_, _params: { profile: UserProfile }) => {},
    selectPassNumber: (_, _params: { passNumber: string }) => {},
    notifyUpdated: () => {},
    notifyUpdateFailed: (_, _params: { error: AppError }) => {},
    notifyUnexpected: () => {},
    // In edit mode the pass number and birth date are fixed: only the alias can change.
    applyChange: form.applyChange((values, context) =>
      context.editIndex === null ? values : { ...context.form, alias: values.alias ?? context.form.alias },
    ),
    showErrors: form.showErrors(),
    startSubmit: form.startSubmit(),
    showRefusal: form.showFieldErrors(passNumberRefusalErrors),
    startEdit: assign(({ context, event }) => {
      assertEvent(event, 'edit.start');
      const entry = context.passNumbers[event.index];
      if (!entry) return {};
      return {
        editIndex: event.index,
        form: {
          passNumber: entry.passNumber,
          dateOfBirth: entry.dateOfBirth ?? '',
          alias: entry.alias ?? '',
        },
        errors: {},
        submitAttempted: false,
      };
    }),
    resetForm: assign(() => resetForm()),
    storeList: assign((_, params: { profile: UserProfile }) => ({ passNumbers: params.profile.passNumbers })),
    holdDelete: assign(({ event }) => {
      assertEvent(event, 'delete.request');
      return { pendingDelete: event.passNumber };
    }),
    clearDelete: assign({ pendingDelete: null }),
    leaveEditOfDeleted: assign(({ context }) => {
      const edited = context.editIndex === null ? null : context.form.passNumber;
      return edited !== null && edited === context.pendingDelete ? resetForm() : {};
    }),
    applySessionUpdate: assign(({ context, event }) => {
      assertEvent(event, 'session.update');
      return {
        passNumbers: event.passNumbers ?? context.passNumbers,
        isPassNumberRequired: event.isPassNumberRequired ?? context.isPassNumberRequired,
        selected: event.selected === undefined ? context.selected : event.selected,
      };
    }),
    markSelected: assign((_, params: { passNumber: string }) => ({ selected: params.passNumber })),
  },
  guards: {
    isFormValid: form.isValid,
    isDateOfBirthMissing: ({ context }) => context.form.dateOfBirth.trim() === '',
    isPassNumberRefused: (_, params: { error: unknown }) =>
      passNumberRefusal(toAppError(params.error)) !== null,
    isIndexKnown: ({ context, event }) =>
      event.type === 'edit.start' && context.passNumbers[event.index] !== undefined,
    isDeletable: ({ context, event }) =>
      event.type === 'delete.request' &&
      context.passNumbers.some((p) => p.passNumber === event.passNumber) &&
      canDeletePassNumber(context.passNumbers.length, context.isPassNumberRequired),
    hasNoSelection: ({ context }) => context.selected === null,
    wasSelectedDeleted: (_, params: { profile: UserProfile; deleted: string; selected: string | null }) =>
      params.selected === params.deleted && params.profile.passNumbers.length > 0,
  },
}).createMachine({
  id: 'passNumbers',
  context: ({ input }) => ({
    passNumbers: input.passNumbers,
    isPassNumberRequired: input.isPassNumberRequired,
    selected: input.selected,
    ...initialFormState(emptyPassNumberForm()),
    editIndex: null,
    pendingDelete: null,
  }),
  on: {
    'session.update': { actions: 'applySessionUpdate' },
  },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'form.change': { actions: 'applyChange' },
        'form.submit': [
          { guard: 'isFormValid', target: 'saving', actions: 'startSubmit' },
          { guard: 'isDateOfBirthMissing', actions: ['showErrors', 'notifyUnexpected'] },
          { actions: 'showErrors' },
        ],
        'edit.start': { guard: 'isIndexKnown', actions: 'startEdit' },
        'edit.cancel': { actions: 'resetForm' },
        'delete.request': { guard: 'isDeletable', target: 'confirmingDelete', actions: 'holdDelete' },
      },
    },
    saving: {
      invoke: {
        src: 'upsertPassNumber',
        input: ({ context }) => upsertInput(context),
        onDone: [
          {
            guard: 'hasNoSelection',
            target: 'idle',
            actions: [
              { type: 'storeList', params: profileParams },
              { type: 'storeProfile', params: profileParams },
              {
                type: 'markSelected',
                params: ({ context }) => ({ passNumber: upsertInput(context).passNumber }),
              },
              {
                type: 'selectPassNumber',
                params: ({ context }) => ({ passNumber: upsertInput(context).passNumber }),
              },
              'resetForm',
              'notifyUpdated',
            ],
          },
          {
            target: 'idle',
            actions: [
              { type: 'storeList', params: profileParams },
              { type: 'storeProfile', params: profileParams },
              'resetForm',
              'notifyUpdated',
            ],
          },
        ],
        onError: [
          {
            guard: { type: 'isPassNumberRefused', params: errorParams },
            target: 'idle',
            actions: { type: 'showRefusal', params: errorParams },
          },
          {
            target: 'idle',
            actions: {
              type: 'notifyUpdateFailed',
              params: appErrorParams,
            },
          },
        ],
      },
    },
    confirmingDelete: {
      on: {
        'delete.confirm': { target: 'deleting' },
        'delete.cancel': { target: 'idle', actions: 'clearDelete' },
      },
    },
    deleting: {
      invoke: {
        src: 'deletePassNumber',
        input: ({ context }) => ({ passNumber: context.pendingDelete ?? '' }),
        onDone: [
          {
            guard: {
              type: 'wasSelectedDeleted',
              params: ({ context, event }) => ({
                profile: event.output,
                deleted: context.pendingDelete ?? '',
                selected: context.selected,
              }),
            },
            target: 'idle',
            actions: [
              'leaveEditOfDeleted',
              { type: 'storeList', params: profileParams },
              { type: 'storeProfile', params: profileParams },
              {
                type: 'markSelected',
                params: ({ event }) => ({ passNumber: event.output.passNumbers[0]?.passNumber ?? '' }),
              },
              {
                type: 'selectPassNumber',
                params: ({ event }) => ({ passNumber: event.output.passNumbers[0]?.passNumber ?? '' }),
              },
              'clearDelete',
              'notifyUpdated',
            ],
          },
          {
            target: 'idle',
            actions: [
              'leaveEditOfDeleted',
              { type: 'storeList', params: profileParams },
              { type: 'storeProfile', params: profileParams },
              'clearDelete',
              'notifyUpdated',
            ],
          },
        ],
        onError: {
          target: 'idle',
          actions: ['clearDelete', { type: 'notifyUpdateFailed', params: appErrorParams }],
        },
      },
    },
  },
});

/** Snapshot of {@link passNumbersMachine}. */
export type PassNumbersSnapshot = SnapshotFrom<typeof passNumbersMachine>;

/** Edit mode (pass number and birth date disabled). */
export const selectIsEditing = (s: PassNumbersSnapshot): boolean => s.context.editIndex !== null;
/** The add/alias request is in flight. */
export const selectIsSaving = (s: PassNumbersSnapshot): boolean => s.matches('saving');
/** product §5: whether entries may be deleted at all (false for the last one when the region requires one). */
export const selectCanDelete = (s: PassNumbersSnapshot): boolean =>
  canDeletePassNumber(s.context.passNumbers.length, s.context.isPassNumberRequired);
