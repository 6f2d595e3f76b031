/**
 * Carers on /profile tab "Mantelzorgers" / "Carers" (API extension beyond the operator's API, product §10.12
 * "Carers"): the traveller's carers (GET /carers: name once accepted, else the e-mail, the role and the status),
 * the invite form (POST /carers), "Remove" after a question (DELETE /carers/{carerId}); and, for an account that
 * is itself a carer, the travellers it helps (GET /carer/travellers) with "Stop" after a question
 * (DELETE /carer/travellers/{username}).
 *
 * States:
 * ```
 * loading ──(404 on the list: no extension)──▶ unavailable                 no tab
 *    ├──(error)──▶ failed ──carers.retry──▶ loading
 *    └──(done)──▶ list ◀─────────────────────────────────────────────────┐
 * list: form.change (errors follow the typing after a first submit)        │
 * list ──form.submit (valid)──▶ inviting ──(done: listed, form emptied)────┤
 *   │        (invalid: errors)           └─(error: field or form problem, what was typed stays)
 * list ──remove.request id──▶ confirmingRemove ──remove.confirm──▶ removing ──(done / error)──▶ list
 *   │                               └──remove.cancel──▶ list
 * list ──stop.request username──▶ confirmingStop ──stop.confirm──▶ stopping ──(done / error)──▶ list
 *                                   └──stop.cancel──▶ list
 * ```
 * Started with the profile page (src/logic/carers.ts). Requests are invoked actors and receive `signal`.
 */
import { assertEvent, assign, setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import { errorParams, toAppError } from '../lib/errors';
import { notProvidedActor } from '../lib/not-provided';
import {
  emptyCarerInviteForm,
  inviteRefusal,
  isMissingCarersEndpoint,
  validateCarerInvite,
  type CaredTraveller,
  type Carer,
  type CarerInviteErrors,
  type CarerInviteForm,
  type CarerRole,
} from './carer-rules';

/** Output of the `loadCarers` actor: both sides of the account's carer links. */
export interface CarersLists {
  /** The traveller's carers (GET /carers), oldest first. */
  carers: Carer[];
  /** The travellers this account cares for (GET /carer/travellers), by name. */
  travellers: CaredTraveller[];
}

/** Input of the `inviteCarer` actor (POST /carers). */
export interface InviteCarerInput {
  email: string;
  role: CarerRole;
}

/** Input of the `removeCarer` actor (DELETE /carers/{carerId}). */
export interface RemoveCarerInput {
  id: number;
}

/** Input of the `stopCaring` actor (DELETE /carer/travellers/{username}). */
export interface StopCaringInput {
  username: string;
}

/** Context of {@link carersMachine}. */
export interface CarersContext {
  carers: Carer[];
  travellers: CaredTraveller[];
  form: CarerInviteForm;
  /** Field → i18n key of its problem (after the first submit, following every change). */
  errors: CarerInviteErrors;
  submitAttempted: boolean;
  /** Incremented whenever the view should focus the first invalid field. */
  focusRequest: number;
  /** i18n key of a problem of the form or a list (a refused invitation, removal or stop), or null. */
  problem: string | null;
  /** The carer awaiting the remove question's answer (or being removed). */
  pendingRemove: Carer | null;
  /** The traveller awaiting the stop question's answer (or being stopped for). */
  pendingStop: CaredTraveller | null;
  /** The e-mail address invited last (the view announces it), or null. */
  invited: string | null;
}

/** Events accepted by {@link carersMachine}. */
export type CarersEvent =
  /** Load again after a failure (`failed`). */
  | { type: 'carers.retry' }
  /** Edit the invite form (`list`). */
  | { type: 'form.change'; patch: Partial<CarerInviteForm> }
  /** Send the invitation (`list`). */
  | { type: 'form.submit' }
  /** Ask to remove a carer (`list`). */
  | { type: 'remove.request'; id: number }
  /** Remove it (`confirmingRemove`). */
  | { type: 'remove.confirm' }
  /** Keep it (`confirmingRemove`). */
  | { type: 'remove.cancel' }
  /** Ask to stop helping a traveller (`list`). */
  | { type: 'stop.request'; username: string }
  /** Stop (`confirmingStop`). */
  | { type: 'stop.confirm' }
  /** Keep helping (`confirmingStop`). */
  | { type: 'stop.cancel' };

const MACHINE = 'carers';

/** Asking to remove or stop starts afresh: the last problem and the "invitation sent" note go. */
const NO_NOTES = { problem: null, invited: null } as const;

/**
 * Statechart (XState v5); see the module comment.
 *
 * Actors to provide (each rejects with a §8 error and honours `signal`):
 * - `loadCarers`: → {@link CarersLists} (GET /carers and GET /carer/travellers).
 * - `inviteCarer`: {@link InviteCarerInput} → the new {@link Carer} (POST /carers; 400 CannotInviteYourself,
 *   409 CarerAlreadyInvited | TooManyCarers | CarerHasTooManyTravellers).
 * - `removeCarer`: {@link RemoveCarerInput} → the remaining carers (DELETE /carers/{carerId}).
 * - `stopCaring`: {@link StopCaringInput} → the remaining travellers (DELETE /carer/travellers/{username}).
 */
export const carersMachine = setup({
  types: {
    context: {} as CarersContext,
    events: {} as CarersEvent,
  },
  actors: {
    loadCarers: notProvidedActor<CarersLists>(MACHINE, 'loadCarers'),
    inviteCarer: notProvidedActor<Carer, InviteCarerInput>(MACHINE, 'inviteCarer'),
    removeCarer: notProvidedActor<Carer[], RemoveCarerInput>(MACHINE, 'removeCarer'),
    stopCaring: notProvidedActor<CaredTraveller[], StopCaringInput>(MACHINE, 'stopCaring'),
  },
  actions: {
    storeLists: assign((_, params: { lists: CarersLists }) => ({
      carers: params.lists.carers,
      travellers: params.lists.travellers,
    })),
    applyChange: assign(({ context, event }) => {
      assertEvent(event, 'form.change');
      const form = { ...context.form, ...event.patch };
      return { form, invited: null, errors: context.submitAttempted ? validateCarerInvite(form) : {} };
    }),
    showErrors: assign(({ context }) => ({
      submitAttempted: true,
      focusRequest: context.focusRequest + 1,
      invited: null,
      errors: validateCarerInvite(context.form),
    })),
    startInvite: assign({ problem: null, invited: null, errors: {}, submitAttempted: true }),
    storeInvited: assign(({ context }, params: { carer: Carer }) => ({
      carers: [...context.carers.filter((c) => c.id !== params.carer.id), params.carer],
      form: emptyCarerInviteForm(),
      errors: {},
      submitAttempted: false,
      invited: params.carer.email,
    })),
    storeRefusal: assign(({ context }, params: { error: unknown }) => {
      const refusal = inviteRefusal(toAppError(params.error));
      return { errors: refusal.errors, problem: refusal.problem, focusRequest: context.focusRequest + 1 };
    }),
    requestRemove: assign(({ context, event }) => {
      assertEvent(event, 'remove.request');
      return { ...NO_NOTES, pendingRemove: context.carers.find((c) => c.id === event.id) ?? null };
    }),
    clearRemove: assign({ pendingRemove: null }),
    storeCarers: assign((_, params: { carers: Carer[] }) => ({ carers: params.carers, pendingRemove: null })),
    storeRemoveProblem: assign({ pendingRemove: null, problem: 'carers.error.remove' }),
    requestStop: assign(({ context, event }) => {
      assertEvent(event, 'stop.request');
      return {
        ...NO_NOTES,
        pendingStop: context.travellers.find((t) => t.username === event.username) ?? null,
      };
    }),
    clearStop: assign({ pendingStop: null }),
    storeTravellers: assign((_, params: { travellers: CaredTraveller[] }) => ({
      travellers: params.travellers,
      pendingStop: null,
    })),
    storeStopProblem: assign({ pendingStop: null, problem: 'carers.error.stop' }),
  },
  guards: {
    isMissingEndpoint: (_, params: { error: unknown }) => isMissingCarersEndpoint(toAppError(params.error)),
    isFormValid: ({ context }) => Object.keys(validateCarerInvite(context.form)).length === 0,
    isKnownCarer: ({ context, event }) => {
      assertEvent(event, 'remove.request');
      return context.carers.some((c) => c.id === event.id);
    },
    isKnownTraveller: ({ context, event }) => {
      assertEvent(event, 'stop.request');
      return context.travellers.some((t) => t.username === event.username);
    },
  },
}).createMachine({
  id: 'carers',
  context: {
    carers: [],
    travellers: [],
    form: emptyCarerInviteForm(),
    errors: {},
    submitAttempted: false,
    focusRequest: 0,
    problem: null,
    pendingRemove: null,
    pendingStop: null,
    invited: null,
  },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadCarers',
        src: 'loadCarers',
        onDone: {
          target: 'list',
          actions: { type: 'storeLists', params: ({ event }) => ({ lists: event.output }) },
        },
        onError: [
          { guard: { type: 'isMissingEndpoint', params: errorParams }, target: 'unavailable' },
          { target: 'failed' },
        ],
      },
    },
    unavailable: {},
    failed: {
      on: { 'carers.retry': 'loading' },
    },
    list: {
      on: {
        'form.change': { actions: 'applyChange' },
        'form.submit': [
          { guard: 'isFormValid', target: 'inviting', actions: 'startInvite' },
          { actions: 'showErrors' },
        ],
        'remove.request': { guard: 'isKnownCarer', target: 'confirmingRemove', actions: 'requestRemove' },
        'stop.request': { guard: 'isKnownTraveller', target: 'confirmingStop', actions: 'requestStop' },
      },
    },
    inviting: {
      invoke: {
        id: 'inviteCarer',
        src: 'inviteCarer',
        input: ({ context }) => ({ email: context.form.email.trim(), role: context.form.role }),
        onDone: {
          target: 'list',
          actions: { type: 'storeInvited', params: ({ event }) => ({ carer: event.output }) },
        },
        onError: { target: 'list', actions: { type: 'storeRefusal', params: errorParams } },
      },
    },
    confirmingRemove: {
      on: {
        'remove.confirm': 'removing',
        'remove.cancel': { target: 'list', actions: 'clearRemove' },
      },
    },
    removing: {
      invoke: {
        id: 'removeCarer',
        src: 'removeCarer',
        input: ({ context }) => ({ id: context.pendingRemove?.id ?? 0 }),
        onDone: {
          target: 'list',
          actions: { type: 'storeCarers', params: ({ event }) => ({ carers: event.output }) },
        },
        onError: { target: 'list', actions: 'storeRemoveProblem' },
      },
    },
    confirmingStop: {
      on: {
        'stop.confirm': 'stopping',
        'stop.cancel': { target: 'list', actions: 'clearStop' },
      },
    },
    stopping: {
      invoke: {
        id: 'stopCaring',
        src: 'stopCaring',
        input: ({ context }) => ({ username: context.pendingStop?.username ?? '' }),
        onDone: {
          target: 'list',
          actions: { type: 'storeTravellers', params: ({ event }) => ({ travellers: event.output }) },
        },
        onError: { target: 'list', actions: 'storeStopProblem' },
      },
    },
  },
});

/** Snapshot of {@link carersMachine}. */
export type CarersSnapshot = SnapshotFrom<typeof carersMachine>;

/** The API has no carers (404 on the list): no tab. */
export const selectCarersUnavailable = (s: CarersSnapshot): boolean => s.matches('unavailable');
/** The lists are being loaded. */
export const selectCarersLoading = (s: CarersSnapshot): boolean => s.matches('loading');
/** Loading failed ("Try again"). */
export const selectCarersLoadFailed = (s: CarersSnapshot): boolean => s.matches('failed');
/** The invitation is being sent. */
export const selectIsInviting = (s: CarersSnapshot): boolean => s.matches('inviting');
/** The remove question is open (also while the removal runs). */
export const selectIsConfirmingRemove = (s: CarersSnapshot): boolean =>
  s.matches('confirmingRemove') || s.matches('removing');
/** The removal runs. */
export const selectIsRemoving = (s: CarersSnapshot): boolean => s.matches('removing');
/** The stop question is open (also while stopping runs). */
export const selectIsConfirmingStop = (s: CarersSnapshot): boolean =>
  s.matches('confirmingStop') || s.matches('stopping');
/** Stopping runs. */
export const selectIsStopping = (s: CarersSnapshot): boolean => s.matches('stopping');
