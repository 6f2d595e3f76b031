/**
 * Saved places: the traveller's named addresses ("Thuis", "Dagbesteding"), at most
 * {@link MAX_SAVED_PLACES}, managed on /profile tab "Saved places" and offered first by the booking form's address
 * fields. API extension beyond the operator's API, product §10.10 (openapi/ticketing.yaml, tag `extensions`): GET /users/saved-places (the
 * probe: a backend without the extension answers 404 and the feature stays hidden), POST, PATCH and DELETE
 * /users/saved-places/{placeId}. Stored server-side, so the places follow the traveller to every device.
 *
 * States:
 * ```
 * loading ──(404: no extension)──▶ unavailable                                   nothing is shown
 *    ├──(error)──▶ failed ──places.retry──▶ loading
 *    └──(done)──▶ list ◀──────────────────────────────────────────┐
 * list: form.change, edit.start id / edit.cancel (form filled / reset)        │
 * list ──form.submit (valid; adding only below the limit)──▶ saving ──(done)──┤  form reset
 *   │                                   (invalid: errors per field)  └─(error)──▶ list, errors per field
 *   │                                                                 (404: ▶ unavailable)
 * list ──delete.request id──▶ confirmingDelete ──delete.confirm──▶ deleting ──(done / error)──▶ list
 *                                   └──delete.cancel──▶ list
 * ```
 * Spawned once per signed-in session (src/logic/saved-places.ts), so the profile tab and the booking form share
 * one list. Requests are invoked actors and receive `signal`.
 */
import { assertEvent, assign, setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import type { Location } from './types';
import { toAppError, errorParams } from './lib/errors';
import { notProvidedActor } from './lib/not-provided';
import {
  MAX_SAVED_PLACES,
  emptySavedPlaceForm,
  isMissingEndpoint,
  saveRefusal,
  validateSavedPlace,
  type SavedPlace,
  type SavedPlaceErrors,
  type SavedPlaceForm,
} from './lib/saved-places';

export { selectIsConfirmingDelete } from './lib/delete-confirmation';

export type { SavedPlace } from './lib/saved-places';

/** Input of the `saveSavedPlace` actor: create (`id` null) or update a place. */
export interface SaveSavedPlaceInput {
  id: number | null;
  name: string;
  location: Location;
}

/** Input of the `deleteSavedPlace` actor. */
export interface DeleteSavedPlaceInput {
  id: number;
}

/** Context of {@link savedPlacesMachine}. */
export interface SavedPlacesContext {
  /** The traveller's saved places, oldest first. */
  places: SavedPlace[];
  form: SavedPlaceForm;
  /** Edit mode: the id of the place being edited; null in add mode. */
  editId: number | null;
  /** Field → i18n key of its problem (after the first submit, following every change). */
  errors: SavedPlaceErrors;
  submitAttempted: boolean;
  /** Incremented whenever the view should focus the first invalid field (a refused submit or save). */
  focusRequest: number;
  /** i18n key of a problem of the whole form or list (a refused save or delete), or null. */
  problem: string | null;
  /** The place awaiting delete confirmation (or being deleted). */
  pendingDelete: SavedPlace | null;
  /** Name of the place saved last (the view announces it), or null. */
  saved: string | null;
}

/** Events accepted by {@link savedPlacesMachine}. */
export type SavedPlacesEvent =
  /** Load again after a failure (`failed`). */
  | { type: 'places.retry' }
  /** Edit the form (`list`). */
  | { type: 'form.change'; patch: Partial<SavedPlaceForm> }
  /** Save the form: add, or save the edited place (`list`). */
  | { type: 'form.submit' }
  /** Edit a place: the form is filled with it (`list`). */
  | { type: 'edit.start'; id: number }
  /** Leave edit mode and reset the form (`list`). */
  | { type: 'edit.cancel' }
  /** Ask to delete a place (`list`). */
  | { type: 'delete.request'; id: number }
  /** Delete it (`confirmingDelete`). */
  | { type: 'delete.confirm' }
  /** Keep it (`confirmingDelete`). */
  | { type: 'delete.cancel' };

const MACHINE = 'saved-places';

/** `storePlaces` / `storeRemaining` params: the list the server answered with. */
const placesParams = ({ event }: { event: { output: SavedPlace[] } }) => ({ places: event.output });

const reset = {
  form: emptySavedPlaceForm(),
  editId: null,
  errors: {},
  submitAttempted: false,
};

/**
 * Statechart (XState v5); see the module comment.
 *
 * Actors to provide:
 * - `listSavedPlaces`: → {@link SavedPlace}[] (GET /users/saved-places).
 * - `saveSavedPlace`: {@link SaveSavedPlaceInput} → the saved {@link SavedPlace} (POST, or PATCH
 *   /users/saved-places/{placeId}).
 * - `deleteSavedPlace`: {@link DeleteSavedPlaceInput} → the remaining places (DELETE /users/saved-places/{placeId}).
 * All reject with a §8 error and honour `signal`.
 */
export const savedPlacesMachine = setup({
  types: {
    context: {} as SavedPlacesContext,
    events: {} as SavedPlacesEvent,
  },
  actors: {
    listSavedPlaces: notProvidedActor<SavedPlace[]>(MACHINE, 'listSavedPlaces'),
    saveSavedPlace: notProvidedActor<SavedPlace, SaveSavedPlaceInput>(MACHINE, 'saveSavedPlace'),
    deleteSavedPlace: notProvidedActor<SavedPlace[], DeleteSavedPlaceInput>(MACHINE, 'deleteSavedPlace'),
  },
  actions: {
    storePlaces: assign((_, params: { places: SavedPlace[] }) => ({ places: params.places })),
    applyChange: assign(({ context, event }) => {
      assertEvent(event, 'form.change');
      const form = { ...context.form, ...event.patch };
      return {
        form,
        saved: null,
        errors: context.submitAttempted ? validateSavedPlace(form, context.places, context.editId) : {},
      };
    }),
    showErrors: assign(({ context }) => ({
      submitAttempted: true,
      focusRequest: context.focusRequest + 1,
      saved: null,
      errors: validateSavedPlace(context.form, context.places, context.editId),
    })),
    startSubmit: assign({ problem: null, saved: null }),
    startEdit: assign(({ context, event }) => {
      assertEvent(event, 'edit.start');
      const place = context.places.find((p) => p.id === event.id);
      if (!place) return {};
      return {
        ...reset,
        editId: place.id,
        form: { name: place.name, location: place.location },
        problem: null,
        saved: null,
      };
    }),
    cancelEdit: assign({ ...reset, problem: null }),
    storeSaved: assign(({ context }, params: { place: SavedPlace }) => {
      const exists = context.places.some((p) => p.id === params.place.id);
      return {
        ...reset,
        places: exists
          ? context.places.map((p) => (p.id === params.place.id ? params.place : p))
          : [...context.places, params.place],
        saved: params.place.name,
      };
    }),
    storeRefusal: assign(({ context }, params: { error: unknown }) => {
      const refusal = saveRefusal(toAppError(params.error));
      return { errors: refusal.errors, problem: refusal.problem, focusRequest: context.focusRequest + 1 };
    }),
    requestDelete: assign(({ context, event }) => {
      assertEvent(event, 'delete.request');
      return {
        pendingDelete: context.places.find((p) => p.id === event.id) ?? null,
        problem: null,
        saved: null,
      };
    }),
    clearDelete: assign({ pendingDelete: null }),
    storeRemaining: assign(({ context }, params: { places: SavedPlace[] }) => ({
      places: params.places,
      pendingDelete: null,
      // The place being edited is gone: back to add mode.
      ...(context.editId !== null && !params.places.some((p) => p.id === context.editId) ? reset : {}),
    })),
    storeDeleteProblem: assign({ pendingDelete: null, problem: 'savedPlaces.error.delete' }),
  },
  guards: {
    isMissingEndpoint: (_, params: { error: unknown }) => isMissingEndpoint(toAppError(params.error)),
    canSubmit: ({ context }) =>
      Object.keys(validateSavedPlace(context.form, context.places, context.editId)).length === 0 &&
      (context.editId !== null || context.places.length < MAX_SAVED_PLACES),
    isKnownPlace: ({ context, event }) => {
      assertEvent(event, ['edit.start', 'delete.request']);
      return context.places.some((p) => p.id === event.id);
    },
  },
}).createMachine({
  id: 'savedPlaces',
  context: {
    places: [],
    form: emptySavedPlaceForm(),
    editId: null,
    errors: {},
    submitAttempted: false,
    focusRequest: 0,
    problem: null,
    pendingDelete: null,
    saved: null,
  },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'listSavedPlaces',
        src: 'listSavedPlaces',
        onDone: {
          target: 'list',
          actions: { type: 'storePlaces', params: placesParams },
        },
        onError: [
          { guard: { type: 'isMissingEndpoint', params: errorParams }, target: 'unavailable' },
          { target: 'failed' },
        ],
      },
    },
    unavailable: {},
    failed: {
      on: { 'places.retry': 'loading' },
    },
    list: {
      on: {
        'form.change': { actions: 'applyChange' },
        'form.submit': [
          { guard: 'canSubmit', target: 'saving', actions: 'startSubmit' },
          { actions: 'showErrors' },
        ],
        'edit.start': { guard: 'isKnownPlace', actions: 'startEdit' },
        'edit.cancel': { actions: 'cancelEdit' },
        'delete.request': { guard: 'isKnownPlace', target: 'confirmingDelete', actions: 'requestDelete' },
      },
    },
    saving: {
      invoke: {
        id: 'saveSavedPlace',
        src: 'saveSavedPlace',
        input: ({ context }) => ({
          id: context.editId,
          name: context.form.name.trim(),
          location: context.form.location as Location,
        }),
        onDone: {
          target: 'list',
          actions: { type: 'storeSaved', params: ({ event }) => ({ place: event.output }) },
        },
        onError: [
          { guard: { type: 'isMissingEndpoint', params: errorParams }, target: 'unavailable' },
          { target: 'list', actions: { type: 'storeRefusal', params: errorParams } },
        ],
      },
    },
    confirmingDelete: {
      on: {
        'delete.confirm': 'deleting',
        'delete.cancel': { target: 'list', actions: 'clearDelete' },
      },
    },
    deleting: {
      invoke: {
        id: 'deleteSavedPlace',
        src: 'deleteSavedPlace',
        input: ({ context }) => ({ id: context.pendingDelete?.id ?? 0 }),
        onDone: {
          target: 'list',
          actions: { type: 'storeRemaining', params: placesParams },
        },
        onError: { target: 'list', actions: 'storeDeleteProblem' },
      },
    },
  },
});

/** Snapshot of {@link savedPlacesMachine}. */
export type SavedPlacesSnapshot = SnapshotFrom<typeof savedPlacesMachine>;

/** The saved places, once loaded (empty while loading, when failed, and when the API has none: 404). */
export const selectSavedPlaces = (s: SavedPlacesSnapshot | undefined): SavedPlace[] =>
  s?.context.places ?? [];
/** The API has no saved places (404): the tab and the combobox group are hidden. */
export const selectIsUnavailable = (s: SavedPlacesSnapshot | undefined): boolean =>
  s?.matches('unavailable') ?? true;
/** The list is being loaded. */
export const selectIsLoading = (s: SavedPlacesSnapshot): boolean => s.matches('loading');
/** Loading failed (a "try again" button). */
export const selectLoadFailed = (s: SavedPlacesSnapshot): boolean => s.matches('failed');
/** The list and form are shown. */
export const selectIsReady = (s: SavedPlacesSnapshot): boolean =>
  !s.matches('loading') && !s.matches('failed') && !s.matches('unavailable');
/** Edit mode. */
export const selectIsEditing = (s: SavedPlacesSnapshot): boolean => s.context.editId !== null;
/** The save request runs. */
export const selectIsSaving = (s: SavedPlacesSnapshot): boolean => s.matches('saving');
/** At the limit: adding is off (the button disabled with a message); editing still works. */
export const selectIsFull = (s: SavedPlacesSnapshot): boolean =>
  s.context.editId === null && s.context.places.length >= MAX_SAVED_PLACES;
