// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { Link, useRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { RouteFocusLayout } from '../../src/app/route-focus';
import { createTestRouter } from '../support/test-router';

/* Focus order with the pages' loading frames: after a navigation, focus goes to the new page's h1 — not
 * to a heading inside an `aria-busy="true"` frame that the page is about to replace (src/app/route-focus.tsx). */

/** A page that first shows a busy frame with its title, then (after `ms`) the real content with its own h1. */
function SlowPage({ ms }: { ms: number }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), ms);
    return () => clearTimeout(timer);
  }, [ms]);
  if (!ready)
    return (
      <main aria-busy="true">
        <h1>Loading title</h1>
      </main>
    );
  return <Content />;
}

/** The loaded page: a component of its own, so React mounts new elements (as BookingForm does on /book-trip). */
function Content() {
  return (
    <section>
      <h1>Real title</h1>
    </section>
  );
}

/** A route table rendered inside the test router. */
function Routes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

describe('focus on route navigation', () => {
  it('waits for the page’s own heading instead of the busy frame’s', async () => {
    const routes: RouteObject[] = [
      {
        element: <RouteFocusLayout />,
        children: [
          { path: '/', element: <Link to="/slow">go</Link> },
          { path: '/slow', element: <SlowPage ms={200} /> },
        ],
      },
    ];
    const router = createTestRouter(['/']);
    render(router.wrap(<Routes routes={routes} />));
    await router.navigate('/slow');
    expect(screen.getByRole('heading', { name: 'Loading title' })).not.toHaveFocus();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Real title' })).toHaveFocus());
  });
});
