import { act } from '@testing-library/react';
import type { ReactNode } from 'react';
import { useLayoutEffect } from 'react';
import {
  MemoryRouter,
  useLocation,
  useNavigate,
  type InitialEntry,
  type Location,
  type NavigateFunction,
} from 'react-router';

/**
 * A memory router for tests of the whole app (`<AppRoot router={router.wrap} …/>`): the app's declarative
 * routes inside a `MemoryRouter` started at `initialEntries`, with the rendered location readable as
 * `router.state.location` and navigation from the test as `await router.navigate(to)` (inside `act`).
 */
export interface TestRouter {
  /** The location the routes last rendered (updated after each navigation commits). */
  readonly state: { location: Location };
  /** Navigates like a link (a path, or -1 for back) and waits for React to settle. */
  navigate(to: string | number): Promise<void>;
  /** Navigates without `act` (for `runtime.setNavigate` when a test renders routes without AppRoot). */
  go(to: string): void;
  /** Pass as AppRoot's `router`. */
  wrap(routes: ReactNode): ReactNode;
}

/** Creates a {@link TestRouter} at `initialEntries` (the last entry is the current page). */
export function createTestRouter(initialEntries: InitialEntry[]): TestRouter {
  const last = initialEntries.at(-1) ?? '/';
  const [pathname = '/', search = ''] = (typeof last === 'string' ? last : (last.pathname ?? '/')).split(
    /(?=\?)/,
  );
  const state = {
    location: { pathname, search, hash: '', state: null, key: 'default' } as Location,
  };
  let navigateImpl: NavigateFunction | null = null;

  /** Reads the router from inside: the committed location and its navigate function. */
  function Probe() {
    const location = useLocation();
    const navigate = useNavigate();
    useLayoutEffect(() => {
      state.location = location;
      navigateImpl = navigate;
    }, [location, navigate]);
    return null;
  }

  return {
    state,
    async navigate(to) {
      await act(async () => {
        if (!navigateImpl) throw new Error('test router not rendered yet');
        if (typeof to === 'number') await navigateImpl(to);
        else await navigateImpl(to);
      });
    },
    go(to) {
      if (!navigateImpl) throw new Error('test router not rendered yet');
      void navigateImpl(to);
    },
    wrap: (routes) => (
      <MemoryRouter initialEntries={initialEntries}>
        <Probe />
        {routes}
      </MemoryRouter>
    ),
  };
}
