import { createContext, useContext, type ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import type { AuthSnapshot } from '../../machines/auth.machine';
import type { AppRuntime } from './runtime';

const RuntimeContext = createContext<AppRuntime | null>(null);

/**
 * Provides the {@link AppRuntime} to the views. The auth actor lives in the runtime rather than in
 * `createActorContext` because the API middleware, outside React, must reach the same actor (refresh-once).
 */
export function RuntimeProvider({ runtime, children }: { runtime: AppRuntime; children: ReactNode }) {
  return <RuntimeContext.Provider value={runtime}>{children}</RuntimeContext.Provider>;
}

/** The app runtime; throws when used outside {@link RuntimeProvider} (a wiring bug). */
export function useRuntime(): AppRuntime {
  const runtime = useContext(RuntimeContext);
  if (!runtime) throw new Error('useRuntime must be used inside <RuntimeProvider>');
  return runtime;
}

/** Reads a slice of the auth snapshot; re-renders only when the slice changes (e.g. a 30 s poll result). */
export function useAuthSelector<T>(
  selector: (snapshot: AuthSnapshot) => T,
  compare?: (a: T, b: T) => boolean,
): T {
  return useSelector(useRuntime().auth, selector, compare);
}
