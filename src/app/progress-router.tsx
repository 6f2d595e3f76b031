import { startTransition, useLayoutEffect, useState, type ReactNode } from 'react';
import { Router, UNSAFE_createBrowserHistory, type Location, type NavigationType } from 'react-router';
import { RoutePendingContext } from '../components/route-progress/route-progress';

type BrowserHistory = ReturnType<typeof UNSAFE_createBrowserHistory>;

/**
 * The app's router over the address bar: React Router's `BrowserRouter` (each navigation rendered in a
 * transition, so the old page stays while the new page's chunk loads), plus what the layouts need to show that a
 * route change is waiting: the address the history went to is kept outside the transition, and while it differs
 * from the location on screen {@link RoutePendingContext} is true (the layouts then mark `<main>` busy and inert
 * and show the progress bar at once).
 */
export function ProgressBrowserRouter({ children }: { children: ReactNode }) {
  const [history] = useState<BrowserHistory>(() => UNSAFE_createBrowserHistory({ v5Compat: true }));
  const [shown, setShown] = useState<{ action: NavigationType; location: Location }>({
    action: history.action,
    location: history.location,
  });
  const [target, setTarget] = useState<Location>(history.location);
  useLayoutEffect(
    () =>
      history.listen(({ action, location }) => {
        setTarget(location);
        startTransition(() => setShown({ action, location }));
      }),
    [history],
  );
  return (
    <RoutePendingContext value={target.key !== shown.location.key}>
      <Router location={shown.location} navigationType={shown.action} navigator={history}>
        {children}
      </Router>
    </RoutePendingContext>
  );
}
