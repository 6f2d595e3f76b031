/**
 * Saved places wired to the real world. One actor per signed-in session, shared by the profile
 * tab and every address combobox, so a place saved on /profile is offered at once on /book-trip.
 */
import { useMemo } from 'react';
import { useSelector } from '@xstate/react';
import { createActor, type Actor } from 'xstate';
import {
  savedPlacesMachine,
  selectIsUnavailable,
  selectSavedPlaces,
  type SavedPlace,
} from '../../machines/saved-places.machine';
import { createSavedPlacesActors } from './actors/saved-places-actors';
import type { LogicRuntime } from './runtime';
import { useLogic, useUserData } from './use-logic';
import { userDataOf } from './user-data';

/** Provides machines/saved-places.machine.ts with the saved-place calls of the API extension. */
export function createSavedPlacesLogic(runtime: LogicRuntime) {
  return savedPlacesMachine.provide({ actors: createSavedPlacesActors(runtime.clients) });
}

/** The actor of {@link createSavedPlacesLogic}'s machine. */
export type SavedPlacesActor = Actor<ReturnType<typeof createSavedPlacesLogic>>;

/**
 * The saved-places actor of the current signed-in session, per runtime: started on first use while signed in and
 * stopped when the session ends (its user-data child goes), so the next traveller never sees the last one's places.
 */
function createSavedPlacesSession(runtime: LogicRuntime) {
  let session: object | undefined;
  let actor: SavedPlacesActor | undefined;
  const end = () => {
    actor?.stop();
    actor = undefined;
    session = undefined;
  };
  runtime.auth.subscribe(() => {
    if (session && userDataOf(runtime) !== session) end();
  });
  return {
    /** The session's actor (built with `logic`), or undefined when signed out. */
    actorFor(logic: ReturnType<typeof createSavedPlacesLogic>): SavedPlacesActor | undefined {
      const current = userDataOf(runtime);
      if (!current) return undefined;
      if (current !== session) {
        end();
        session = current;
        actor = createActor(logic, runtime.inspect ? { inspect: runtime.inspect } : undefined);
        actor.start();
      }
      return actor;
    },
  };
}

/** The signed-in session's saved-places actor (undefined when signed out), for the profile tab. */
export function useSavedPlacesActor(): SavedPlacesActor | undefined {
  const logic = useLogic(createSavedPlacesLogic);
  const sessions = useLogic(createSavedPlacesSession);
  const userData = useUserData();
  // A new session (its user-data child) gets a new actor; within one, every view shares the same.
  return useMemo(() => (userData ? sessions.actorFor(logic) : undefined), [userData, sessions, logic]);
}

const EMPTY: SavedPlace[] = [];

/** The traveller's saved places for the address fields: empty while signed out, loading, or without the API. */
export function useSavedPlaces(): SavedPlace[] {
  const actor = useSavedPlacesActor();
  return useSelector(actor, (s) => (selectIsUnavailable(s) ? EMPTY : selectSavedPlaces(s)));
}
