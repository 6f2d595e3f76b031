/** Travel preferences wired to the real world. Built once per runtime by ./use-logic.tsx. */
import { travelPreferencesMachine, type TravelPreferences } from '../../machines/travel-preferences.machine';
import type { ActorRefFrom } from 'xstate';
import type { AppError } from '../../machines/types';
import { unwrap } from '../api/errors';
import { abortableActor } from './actors/unless-aborted';
import { notifyAppError, notifyKey } from './notify';
import type { LogicRuntime } from './runtime';

/**
 * Provides machines/travel-preferences.machine.ts with the API extension's calls (GET /users/travel-preferences,
 * the probe: 404 hides the feature; PUT /users/travel-preferences) and the toasts "Preferences saved" and §8
 * errors. Used by the profile tab and by /book-trip (a new booking starts from the preferences).
 */
export function createTravelPreferencesLogic(runtime: LogicRuntime) {
  const { ticketing } = runtime.clients;
  return travelPreferencesMachine.provide({
    actors: {
      getTravelPreferences: abortableActor<TravelPreferences>(({ signal }) =>
        unwrap(ticketing.GET('/users/travel-preferences', { signal })).then((r) => r.data),
      ),
      updateTravelPreferences: abortableActor<TravelPreferences, TravelPreferences>(({ input, signal }) =>
        unwrap(ticketing.PUT('/users/travel-preferences', { signal, body: input })).then((r) => r.data),
      ),
    },
    actions: {
      notifySaved: () => notifyKey('travelPreferences.saved', 'success'),
      notifyError: (_, params: { error: AppError }) => notifyAppError(params.error),
    },
  });
}

/** A running travel-preferences actor (the profile page's, or /book-trip's). */
export type TravelPreferencesActorRef = ActorRefFrom<ReturnType<typeof createTravelPreferencesLogic>>;
