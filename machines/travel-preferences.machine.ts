/**
 * Travel preferences: the profile tab "Travel preferences" and what a new booking starts with.
 * API extension beyond the operator's API, product §10.10 (openapi/ticketing.yaml, tag `extensions`): GET /users/travel-preferences
 * (also the probe: a backend without the extension answers 404 and the feature stays hidden) and PUT
 * /users/travel-preferences (checked with the booking's rules).
 *
 * States:
 * ```
 * loading ──(404: no extension)──▶ unavailable                   nothing is shown, bookings start as before
 *    ├──(other error)──▶ loadFailed ──preferences.retry──▶ loading
 *    └──(done)──▶ ready.editing ──preferences.save──▶ ready.saving ──(done)──▶ ready.saved   "Preferences saved"
 *                      ▲                                  └──(error)──▶ ready.saveFailed     the §8 error
 *                      └──────────── preferences.change (in any ready state) ─────────────┘
 * ```
 * The request is an invoked actor and receives `signal`: leaving the tab stops the actor and aborts it.
 */
import { assign, setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import type { components } from '../openapi/generated/ticketing';
import type { AppError } from './types';
import { toAppError, errorParams } from './lib/errors';
import type { TakeAlongItem } from './lib/take-along';
import { notProvidedActor } from './lib/not-provided';

/** The traveller's travel preferences (openapi TravelPreferences). */
export type TravelPreferences = components['schemas']['TravelPreferences'];

/** A change to the preferences: any fields; `takeAlong` replaces the items it names. */
export type TravelPreferencesPatch = Partial<Omit<TravelPreferences, 'takeAlong'>> & {
  takeAlong?: Partial<Record<TakeAlongItem, number>>;
};

/** The defaults (what the API answers when nothing is saved). */
export const NO_PREFERENCES: TravelPreferences = {
  companions: 0,
  children: 0,
  takeAlong: {},
  callBeforePickup: false,
  paymentMethod: null,
  defaultPassNumber: null,
};

/** Context of {@link travelPreferencesMachine}. */
export interface TravelPreferencesContext {
  /** The preferences as edited (the stored ones after loading and saving). */
  preferences: TravelPreferences;
  /** The last failed request's §8 error, or null. */
  error: AppError | null;
}

/** Events accepted by {@link travelPreferencesMachine}. */
export type TravelPreferencesEvent =
  /** Edit a control of the tab (any `ready` state). */
  | { type: 'preferences.change'; patch: TravelPreferencesPatch }
  /** "Save preferences" (`ready.editing`, `ready.saved`, `ready.saveFailed`). */
  | { type: 'preferences.save' }
  /** "Try again" after loading failed (`loadFailed`). */
  | { type: 'preferences.retry' };

/** `storePreferences` params: the preferences the server answered with (read or stored). */
const preferencesParams = ({ event }: { event: { output: TravelPreferences } }) => ({
  preferences: event.output,
});

/** The preferences with a patch applied; take-along items at 0 are dropped (omitted = 0 on the wire). */
export function patchedPreferences(
  preferences: TravelPreferences,
  patch: TravelPreferencesPatch,
): TravelPreferences {
  const merged = { ...preferences.takeAlong, ...patch.takeAlong };
  const takeAlong = Object.fromEntries(Object.entries(merged).filter(([, units]) => (units ?? 0) > 0));
  return { ...preferences, ...patch, takeAlong };
}

/**
 * Statechart of the travel preferences (see the module comment).
 *
 * Actors to provide (both receive `signal`):
 * - `getTravelPreferences`: → {@link TravelPreferences}; rejects with a §8 error (404: the API has no extension).
 * - `updateTravelPreferences`: {@link TravelPreferences} → the stored ones; rejects with a §8 error.
 *
 * Actions to provide (defaults do nothing): `notifySaved` (toast "Preferences saved"), `notifyError`
 * `{ error: AppError }` (error toast, product §8).
 */
export const travelPreferencesMachine = setup({
  types: {
    context: {} as TravelPreferencesContext,
    events: {} as TravelPreferencesEvent,
  },
  actors: {
    getTravelPreferences: notProvidedActor<TravelPreferences>('travel-preferences', 'getTravelPreferences'),
    updateTravelPreferences: notProvidedActor<TravelPreferences, TravelPreferences>(
      'travel-preferences',
      'updateTravelPreferences',
    ),
  },
  actions: {
    notifySaved: () => {},
    notifyError: (_, _params: { error: AppError }) => {},
    storePreferences: assign((_, params: { preferences: TravelPreferences }) => ({
      preferences: params.preferences,
      error: null,
    })),
    changePreferences: assign(({ context, event }) =>
      event.type === 'preferences.change'
        ? { preferences: patchedPreferences(context.preferences, event.patch) }
        : {},
    ),
    storeError: assign((_, params: { error: unknown }) => ({ error: toAppError(params.error) })),
    clearError: assign({ error: null }),
  },
  guards: {
    isMissingEndpoint: (_, params: { error: unknown }) => toAppError(params.error).status === 404,
  },
}).createMachine({
  id: 'travelPreferences',
  context: { preferences: NO_PREFERENCES, error: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'getTravelPreferences',
        src: 'getTravelPreferences',
        onDone: {
          target: 'ready',
          actions: { type: 'storePreferences', params: preferencesParams },
        },
        onError: [
          { guard: { type: 'isMissingEndpoint', params: errorParams }, target: 'unavailable' },
          { target: 'loadFailed', actions: { type: 'storeError', params: errorParams } },
        ],
      },
    },
    unavailable: {
      type: 'final',
    },
    loadFailed: {
      on: {
        'preferences.retry': { target: 'loading', actions: 'clearError' },
      },
    },
    ready: {
      initial: 'editing',
      on: {
        'preferences.change': { target: '.editing', actions: 'changePreferences' },
      },
      states: {
        editing: {
          on: { 'preferences.save': { target: 'saving', actions: 'clearError' } },
        },
        saving: {
          invoke: {
            id: 'updateTravelPreferences',
            src: 'updateTravelPreferences',
            input: ({ context }) => context.preferences,
            onDone: {
              target: 'saved',
              actions: [{ type: 'storePreferences', params: preferencesParams }, 'notifySaved'],
            },
            onError: {
              target: 'saveFailed',
              actions: [
                { type: 'storeError', params: errorParams },
                { type: 'notifyError', params: ({ context }) => ({ error: context.error! }) },
              ],
            },
          },
        },
        saved: {
          on: { 'preferences.save': { target: 'saving', actions: 'clearError' } },
        },
        saveFailed: {
          on: { 'preferences.save': { target: 'saving', actions: 'clearError' } },
        },
      },
    },
  },
});

/** Snapshot of {@link travelPreferencesMachine}. */
export type TravelPreferencesSnapshot = SnapshotFrom<typeof travelPreferencesMachine>;

/** The preferences as edited. */
export const selectPreferences = (s: TravelPreferencesSnapshot): TravelPreferences => s.context.preferences;
/** The first load is running. */
export const selectIsLoading = (s: TravelPreferencesSnapshot): boolean => s.matches('loading');
/** The API has no travel preferences (404): the tab is hidden and bookings start as before. */
export const selectIsUnavailable = (s: TravelPreferencesSnapshot): boolean => s.matches('unavailable');
/** Loading failed (not 404): the tab offers "Try again". */
export const selectLoadFailed = (s: TravelPreferencesSnapshot): boolean => s.matches('loadFailed');
/** The save request is running. */
export const selectIsSaving = (s: TravelPreferencesSnapshot): boolean => s.matches({ ready: 'saving' });
/** The last save failed: its §8 error, else null. */
export const selectSaveError = (s: TravelPreferencesSnapshot): AppError | null =>
  s.matches({ ready: 'saveFailed' }) ? s.context.error : null;
/**
 * The preferences a new booking starts from, once known: the loaded ones; null while loading, and for good when
 * the API has none (404) or loading failed (the booking starts as before).
 */
export const selectBookingPreferences = (s: TravelPreferencesSnapshot): TravelPreferences | null =>
  s.matches('ready') ? s.context.preferences : null;
/** The booking need not wait for the preferences any longer (loaded, unavailable or failed). */
export const selectIsSettled = (s: TravelPreferencesSnapshot): boolean => !s.matches('loading');
