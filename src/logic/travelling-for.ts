/**
 * The tab's travelling-for actor (machines/travelling-for.machine.ts, the session's child `travellingFor`, product
 * §10.12 Carers) for the views: the chooser sends `travellingFor.choose` / `travellingFor.dismiss`, the band, the
 * message and the observer limits read its selectors. Undefined (and the selectors' empty answers) when signed out.
 */
import { useSelector } from '@xstate/react';
import { selectTravellingFor } from '../../machines/auth.machine';
import type { TravellingForSnapshot } from '../../machines/travelling-for.machine';
import { useAuth, type SliceHook } from './use-logic';

/** The session's travelling-for actor, or undefined when signed out. */
export function useTravellingFor(): ReturnType<typeof selectTravellingFor> {
  return useSelector(useAuth(), selectTravellingFor);
}

/** Reads a slice of the travelling-for snapshot (`undefined` when signed out); re-renders when it changes. */
export const useTravellingForSelector: SliceHook<TravellingForSnapshot | undefined> = (selector, compare) =>
  useSelector(useTravellingFor(), selector, compare);
