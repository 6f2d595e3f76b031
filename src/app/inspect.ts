import type { InspectionEvent, Observer } from 'xstate';

/** What XState's `createActor(logic, { inspect })` accepts: the inspector's observer of every actor event. */
export type ActorInspector = Observer<InspectionEvent> | ((event: InspectionEvent) => void);

/**
 * Development only: when the page URL has `?inspect` (e.g. http://localhost:5173/login?inspect),
 * loads `@statelyai/inspect` and opens the Stately inspector (a new tab: https://stately.ai/inspect) for every actor
 * the app creates — the root auth actor (src/app/runtime.ts) and each view's feature actor
 * (`useLogicActor`, src/logic/use-logic.tsx).
 *
 * Returns null, synchronously and without loading anything, when the page is not inspected or in a production
 * build: `import.meta.env.DEV` is the literal `false` there, so the condition folds away and Rollup drops the
 * dynamic import (no `@statelyai/inspect` chunk in dist/, nothing extra on the login path).
 *
 * @param search the URL's query string (`location.search`, e.g. `?inspect`)
 * @param options passed to `createBrowserInspector` (tests use `{ autoStart: false }`: no new tab)
 */
export function loadInspector(
  search: string,
  options?: { autoStart?: boolean },
): Promise<ActorInspector> | null {
  if (import.meta.env.DEV && new URLSearchParams(search).has('inspect')) {
    return import('@statelyai/inspect').then(
      ({ createBrowserInspector }) => createBrowserInspector(options).inspect,
    );
  }
  return null;
}
