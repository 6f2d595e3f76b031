/**
 * The one way views get their provided machines (CONVENTIONS "src/logic provides"): a
 * `create<X>Logic(runtime)` factory is built once per runtime, on first use, and kept in that runtime's
 * {@link LogicRegistry}; views call {@link useLogic} / {@link useLogicActor} and never `.provide()` themselves.
 * Factories live in src/logic/<machine>.ts and are imported by the route chunks that need them, so a route still
 * downloads only its own machines.
 */
import { createContext, useContext, type ReactNode } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import type { Actor, ActorOptions, AnyActorLogic } from 'xstate';
import { selectUserData, type AuthSnapshot } from '../../machines/auth.machine';
import type { UserDataSnapshot } from '../../machines/user-data.machine';
import type { LogicRuntime } from './runtime';

/** Builds one provided machine (or other logic) over a runtime. Pure wiring: no React, no state of its own. */
export type LogicFactory<T> = (runtime: LogicRuntime) => T;

/**
 * The logic built over one runtime, each factory at most once (keyed by the factory itself). The app's runtime
 * owns one (`AppRuntime.logic`); tests replace a factory's logic before the views use it with {@link override}
 * (e.g. shorter polling delays), instead of each feature keeping a registry of its own.
 */
export class LogicRegistry {
  private readonly built = new Map<LogicFactory<unknown>, unknown>();

  constructor(readonly runtime: LogicRuntime) {}

  /** The factory's logic over this registry's runtime, built on the first call. */
  get<T>(factory: LogicFactory<T>): T {
    if (!this.built.has(factory)) this.built.set(factory, factory(this.runtime));
    return this.built.get(factory) as T;
  }

  /** Uses `logic` wherever `factory`'s logic is asked for from now on (tests: other delays or side effects). */
  override<T>(factory: LogicFactory<T>, logic: T): void {
    this.built.set(factory, logic);
  }
}

const LogicContext = createContext<LogicRegistry | null>(null);

/** Provides a runtime's {@link LogicRegistry} to the views (mounted by src/app's RuntimeProvider). */
export function LogicProvider({ registry, children }: { registry: LogicRegistry; children: ReactNode }) {
  return <LogicContext.Provider value={registry}>{children}</LogicContext.Provider>;
}

function useRegistry(): LogicRegistry {
  const registry = useContext(LogicContext);
  if (!registry) throw new Error('useLogic must be used inside <LogicProvider> (src/app RuntimeProvider)');
  return registry;
}

/**
 * The runtime's {@link LogicRegistry}, for logic-layer hooks that build an actor after the first render (a chart
 * whose module loads on demand, src/logic/trip-on-demand.ts). Throws outside {@link LogicProvider}.
 */
export function useLogicRegistry(): LogicRegistry {
  return useRegistry();
}

/**
 * The logic of `factory`, built once per runtime. Throws outside {@link LogicProvider} (a wiring bug). Logic-layer
 * hooks use it directly for logic that outlives a view (the public region's one long-lived actor).
 */
export function useLogic<T>(factory: LogicFactory<T>): T {
  return useRegistry().get(factory);
}

/** The server-corrected clock of the runtime (`() => Date`), for machines that take "now" as input. */
export function useClock(): () => Date {
  return useRegistry().runtime.now;
}

/**
 * A view's actor of the provided machine `factory` builds: `useActorRef(useLogic(factory), options)`, created
 * with the runtime's inspector in development `?inspect`. The actor lives as long as the view.
 */
export function useLogicActor<TLogic extends AnyActorLogic>(
  factory: LogicFactory<TLogic>,
  options?: ActorOptions<TLogic>,
): Actor<TLogic> {
  const { runtime } = useRegistry();
  const logic = useLogic(factory);
  const withInspector = runtime.inspect ? { ...options, inspect: runtime.inspect } : options;
  return (useActorRef as (l: TLogic, o?: ActorOptions<TLogic>) => Actor<TLogic>)(logic, withInspector);
}

/** The runtime's long-lived session actor, for views that send it events (log in, log out). */
export function useAuth(): LogicRuntime['auth'] {
  return useRegistry().runtime.auth;
}

/**
 * A hook that reads a slice of one actor's snapshot `S` with `selector` and re-renders only when the slice changes
 * (`compare`, default `Object.is`, says when two slices are the same).
 */
export type SliceHook<S> = <T>(selector: (snapshot: S) => T, compare?: (a: T, b: T) => boolean) => T;

/** Reads a slice of the session snapshot; re-renders only when the slice changes (e.g. a 30 s poll result). */
export const useAuthSelector: SliceHook<AuthSnapshot> = (selector, compare) =>
  useSelector(useAuth(), selector, compare);

/**
 * The signed-in traveller's user-data actor (machines/user-data.machine.ts, the session's child `userData`), for
 * views that send it events (pass number chosen, dialog dismissed); undefined when signed out. Re-renders only when
 * the session spawns or stops it.
 */
export function useUserData(): ReturnType<typeof selectUserData> {
  return useSelector(useAuth(), selectUserData);
}

/**
 * Reads a slice of the user-data snapshot (`undefined` when signed out: the selectors of
 * machines/user-data.machine.ts answer their empty values); re-renders only when the slice changes.
 */
export const useUserDataSelector: SliceHook<UserDataSnapshot | undefined> = (selector, compare) =>
  useSelector(useUserData(), selector, compare);
