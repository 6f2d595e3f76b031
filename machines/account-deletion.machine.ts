/**
 * Asking for the account to be deleted on /profile, tab "Account" (SPEC §7 POST
 * .../request-delete, §2 Dialogs "confirmation", §8).
 *
 * ```
 * starting ──(already requested)──▶ requested
 *    └──▶ idle ──(delete.request)──▶ confirming ──(delete.confirm)──▶ requesting ──▶ requested (storeRequest)
 *          ▲                             │                                 │
 *          └───────(delete.cancel)───────┘◀───────(error: §8 toast)────────┘
 * ```
 * The operator deletes the account later; until then it keeps working and the tab says the request is pending
 * (`requestedAt`, from GET /users `deletionRequestedAt` on later visits).
 */
import { assign, setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import type { AppError } from './types';
import { appErrorParams } from './lib/errors';
import { notProvidedActor } from './lib/not-provided';

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
}

/** Events accepted by {@link accountDeletionMachine}. */
export type AccountDeletionEvent =
  /** Press "Account verwijderen" (`idle`): open the confirmation dialog. */
  | { type: 'delete.request' }
  /** Confirm in the dialog (`confirming`): send the request. */
  | { type: 'delete.confirm' }
  /** Close the dialog without asking (`confirming`). */
  | { type: 'delete.cancel' };

/**
 * Account-deletion statechart (XState v5). See the module comment for the states.
 *
 * Actors to provide:
 * - `requestAccountDeletion`: `{ email }` → the ISO-8601 instant the server recorded the request (POST
 *   /api/external/user-accounts/request-delete `Data.deletionRequestedAt`); rejects with a §8 error.
 *
 * Actions to provide (defaults do nothing): `storeRequest` `{ requestedAt }` (keep the session's profile in step,
 * so the tab says "pending" on later visits), `notifyError` `{ error: AppError }` (§8 toast).
 *
 * Guards (built in): `isRequested`.
 */
export const accountDeletionMachine = setup({
  types: {
    context: {} as AccountDeletionContext,
    events: {} as AccountDeletionEvent,
    input: {} as AccountDeletionInput,
  },
  actors: {
    requestAccountDeletion: notProvidedActor<string, { email: string }>(
      'account-deletion',
      'requestAccountDeletion',
    ),
  },
  actions: {
    storeRequest: (_, _params: { requestedAt: string }) => {},
    notifyError: (_, _params: { error: AppError }) => {},
    setRequestedAt: assign((_, params: { requestedAt: string }) => ({ requestedAt: params.requestedAt })),
  },
  guards: {
    isRequested: ({ context }) => context.requestedAt !== null,
  },
}).createMachine({
  id: 'accountDeletion',
  context: ({ input }) => ({ email: input.email, requestedAt: input.requestedAt ?? null }),
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
        'delete.confirm': { target: 'requesting' },
        'delete.cancel': { target: 'idle' },
      },
    },
    requesting: {
      invoke: {
        src: 'requestAccountDeletion',
        input: ({ context }) => ({ email: context.email }),
        onDone: {
          target: 'requested',
          actions: [
            { type: 'setRequestedAt', params: ({ event }) => ({ requestedAt: event.output }) },
            { type: 'storeRequest', params: ({ event }) => ({ requestedAt: event.output }) },
          ],
        },
        onError: {
          target: 'idle',
          actions: { type: 'notifyError', params: appErrorParams },
        },
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
/** The request is in flight. */
export const selectIsRequesting = (s: AccountDeletionSnapshot): boolean => s.matches('requesting');
/** A deletion request is pending (just made, or found on a later visit). */
export const selectIsRequested = (s: AccountDeletionSnapshot): boolean => s.matches('requested');
