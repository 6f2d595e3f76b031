/**
 * Asking for the account to be deleted on /profile, tab "Account" (product §7 POST
 * .../request-delete, §2 Dialogs "confirmation", §8).
 *
 * ```
 * starting ──(already requested)──▶ requested
 *    └──▶ idle ──(delete.request)──▶ confirming ──(delete.confirm, password typed)──▶ requesting ──▶ requested
 *          ▲                          ▲  │  ↺ delete.password; delete.confirm without one: "required"   │
 *          │                          │  │                                                            │
 *          │                          └──┼──────(400 InvalidCredentials: "wrong", password emptied)───┤
 *          └───────(delete.cancel)───────┘◀───────────────(other error: §8 toast)──────────────────────┘
 * ```
 * The dialog asks for the current password: the server records the request only with it (an access token alone
 * cannot ask for the deletion). The operator deletes the account later; until then it keeps working and the tab
 * says the request is pending (`requestedAt`, from GET /users `deletionRequestedAt` on later visits).
 */
import { assign, setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import type { AppError } from '../types';
import { appErrorParams, toAppError } from '../lib/errors';
import { notProvidedActor } from '../lib/not-provided';

/** Input of {@link accountDeletionMachine}. */
export interface AccountDeletionInput {
  /** The signed-in traveller's email (the request's body; the server checks it is the caller's). */
  email: string;
  /** GET /users `deletionRequestedAt`: ISO-8601 instant of a pending request, or null/absent when none. */
  requestedAt?: string | null;
}

/** Context of {@link accountDeletionMachine}. */
export interface AccountDeletionContext {
  email: string;
  /** ISO-8601 instant the pending request was recorded; null while none is. */
  requestedAt: string | null;
  /** The current password as typed in the dialog (sent as typed, never trimmed); emptied when the dialog closes. */
  password: string;
  /** Why the password field is refused: none typed (`required`), or the server said it is wrong (`wrong`). */
  passwordError: 'required' | 'wrong' | null;
}

/** Input of the `requestAccountDeletion` actor: the body of POST /api/external/user-accounts/request-delete. */
export interface AccountDeletionRequest {
  email: string;
  password: string;
}

/** Events accepted by {@link accountDeletionMachine}. */
export type AccountDeletionEvent =
  /** Press "Account verwijderen" (`idle`): open the confirmation dialog. */
  | { type: 'delete.request' }
  /** Type in the dialog's field "Huidig wachtwoord" (`confirming`). */
  | { type: 'delete.password'; value: string }
  /** Confirm in the dialog (`confirming`): send the request with the password, or ask for one. */
  | { type: 'delete.confirm' }
  /** Close the dialog without asking (`confirming`). */
  | { type: 'delete.cancel' };

/**
 * Account-deletion statechart (XState v5). See the module comment for the states.
 *
 * Actors to provide:
 * - `requestAccountDeletion`: {@link AccountDeletionRequest} → the ISO-8601 instant the server recorded the
 *   request (POST /api/external/user-accounts/request-delete `Data.deletionRequestedAt`); rejects with a §8 error
 *   (400 `InvalidCredentials`: the password is wrong; 429 `TooManyAttempts` / `TooManyRequests`; 503 …).
 *
 * Actions to provide (defaults do nothing): `storeRequest` `{ requestedAt }` (keep the session's profile in step,
 * so the tab says "pending" on later visits), `notifyError` `{ error: AppError }` (§8 toast).
 *
 * Guards (built in): `isRequested`, `hasPassword`, `isWrongPassword`.
 */
export const accountDeletionMachine = setup({
  types: {
    context: {} as AccountDeletionContext,
    events: {} as AccountDeletionEvent,
    input: {} as AccountDeletionInput,
  },
  actors: {
    requestAccountDeletion: notProvidedActor<string, AccountDeletionRequest>(
      'account-deletion',
      'requestAccountDeletion',
    ),
  },
  actions: {
    storeRequest: (_, _params: { requestedAt: string }) => {},
    notifyError: (_, _params: { error: AppError }) => {},
    setRequestedAt: assign((_, params: { requestedAt: string }) => ({ requestedAt: params.requestedAt })),
    setPassword: assign((_, params: { value: string }) => ({ password: params.value, passwordError: null })),
    requirePassword: assign({ passwordError: 'required' as const }),
    markPasswordWrong: assign({ password: '', passwordError: 'wrong' as const }),
    clearPassword: assign({ password: '', passwordError: null }),
  },
  guards: {
    isRequested: ({ context }) => context.requestedAt !== null,
    hasPassword: ({ context }) => context.password !== '',
    isWrongPassword: (_, params: { error: unknown }) => {
      const error = toAppError(params.error);
      return error.status === 400 && error.code === 'InvalidCredentials';
    },
  },
}).createMachine({
  id: 'accountDeletion',
  context: ({ input }) => ({
    email: input.email,
    requestedAt: input.requestedAt ?? null,
    password: '',
    passwordError: null,
  }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'isRequested', target: 'requested' }, { target: 'idle' }],
    },
    idle: {
      on: { 'delete.request': { target: 'confirming' } },
    },
    confirming: {
      on: {
        'delete.password': {
          actions: { type: 'setPassword', params: ({ event }) => ({ value: event.value }) },
        },
        'delete.confirm': [{ guard: 'hasPassword', target: 'requesting' }, { actions: 'requirePassword' }],
        'delete.cancel': { target: 'idle', actions: 'clearPassword' },
      },
    },
    requesting: {
      invoke: {
        src: 'requestAccountDeletion',
        input: ({ context }) => ({ email: context.email, password: context.password }),
        onDone: {
          target: 'requested',
          actions: [
            'clearPassword',
            { type: 'setRequestedAt', params: ({ event }) => ({ requestedAt: event.output }) },
            { type: 'storeRequest', params: ({ event }) => ({ requestedAt: event.output }) },
          ],
        },
        onError: [
          {
            guard: { type: 'isWrongPassword', params: ({ event }) => ({ error: event.error }) },
            target: 'confirming',
            actions: 'markPasswordWrong',
          },
          {
            target: 'idle',
            actions: ['clearPassword', { type: 'notifyError', params: appErrorParams }],
          },
        ],
      },
    },
    requested: {},
  },
});

/** Snapshot of {@link accountDeletionMachine}. */
export type AccountDeletionSnapshot = SnapshotFrom<typeof accountDeletionMachine>;

/** The confirmation dialog is open (also while the request is in flight). */
export const selectIsConfirming = (s: AccountDeletionSnapshot): boolean =>
  s.matches('confirming') || s.matches('requesting');
/** The password as typed in the dialog. */
export const selectPassword = (s: AccountDeletionSnapshot): string => s.context.password;
/** i18n key of the password field's error, or null. */
export const selectPasswordErrorKey = (
  s: AccountDeletionSnapshot,
): 'accountDeletion.passwordRequired' | 'accountDeletion.passwordWrong' | null =>
  s.context.passwordError === 'required'
    ? 'accountDeletion.passwordRequired'
    : s.context.passwordError === 'wrong'
      ? 'accountDeletion.passwordWrong'
      : null;
/** The request is in flight. */
export const selectIsRequesting = (s: AccountDeletionSnapshot): boolean => s.matches('requesting');
/** A deletion request is pending (just made, or found on a later visit). */
export const selectIsRequested = (s: AccountDeletionSnapshot): boolean => s.matches('requested');
