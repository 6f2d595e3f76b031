import type { ReactNode } from 'react';
import { LogicProvider } from '../logic/use-logic';
import type { AppRuntime } from './runtime';

/**
 * Provides the logic layer built over the {@link AppRuntime} (src/logic/use-logic.tsx) to the views: they reach the
 * session actor, the clock and every provided machine only through it (`useAuth`, `useLogicActor`, …). The auth
 * actor lives in the runtime rather than in `createActorContext` because the API middleware, outside React, must
 * reach the same actor (refresh-once).
 */
export function RuntimeProvider({ runtime, children }: { runtime: AppRuntime; children: ReactNode }) {
  return <LogicProvider registry={runtime.logic}>{children}</LogicProvider>;
}
