import { createContext, useContext, type ReactNode } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import type { Actor, ActorOptions, AnyActorLogic, Observer, SnapshotFrom } from 'xstate';
import type { AuthSnapshot } from '../../machines/auth.machine';
import { LogicProvider } from '../logic/use-logic';
import type { AppRuntime } from './runtime';

const RuntimeContext = createContext<AppRuntime | null>(null);

/**
 * Provides the {@link AppRuntime} to the views, and the logic layer built over it (src/logic/use-logic.tsx). The auth actor lives in the runtime rather than in
 * `createActorContext` because the API middleware, outside React, must reach the same actor (refresh-once).
 */
export function RuntimeProvider({ runtime, children }: { runtime: AppRuntime; children: ReactNode }) {
  return (
    <RuntimeContext.Provider value={runtime}>
      <LogicProvider registry={runtime.logic}>{children}</LogicProvider>
    </RuntimeContext.Provider>
  );
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

/**
 * `useActorRef` for the app's feature actors: the same actor, created with the runtime's inspector when the page
 * runs with `?inspect` in development (src/app/inspect.ts), so the Stately inspector shows every actor of the app.
 * Without an inspector the options pass through unchanged. Arguments as `useActorRef(logic, options?, observer?)`.
 */
export function useAppActorRef<TLogic extends AnyActorLogic>(
  logic: TLogic,
  ...rest: Parameters<typeof useActorRef<TLogic>> extends [unknown, ...infer Rest] ? Rest : never
): Actor<TLogic> {
  const { inspect } = useRuntime();
  const [options, observer] = rest as unknown as [
    ActorOptions<TLogic> | undefined,
    Observer<SnapshotFrom<TLogic>> | ((value: SnapshotFrom<TLogic>) => void) | undefined,
  ];
  const withInspector = inspect ? { ...options, inspect } : options;
  return (useActorRef as (l: TLogic, o?: ActorOptions<TLogic>, ob?: typeof observer) => Actor<TLogic>)(
    logic,
    withInspector,
    observer,
  );
}
