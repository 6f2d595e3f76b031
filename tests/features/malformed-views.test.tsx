// @vitest-environment jsdom
import { render, screen, waitFor, within } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AppRoot } from '../../src/app/app-root';
import { createRoutes, type PageRouteHandle } from '../../src/app/routes';
import { createTestRouter } from '../support/test-router';
import type { Locale } from '../../src/i18n/i18n';
import {
  createInProcessApp,
  sendUserData,
  signInDemo,
  userDataOf,
  waitForUserData,
  type InProcessApp,
} from '../support/in-process';
import { stubResizeObserver } from './book-trip-support';

beforeAll(stubResizeObserver);

/*
 * View level: the real app (real runtime, real reference server in-process) on each main route
 * while the server's answers are corrupted (HTML instead of JSON, wrong shape, empty body, truncated JSON) shows
 * its page with a clear message or the route's error boundary with a way back — never a white screen. And every
 * route has an error boundary of its own: a page that throws while rendering shows "Something went wrong" with a
 * link back, inside the signed-in shell for the signed-in pages.
 */

let app: InProcessApp | null = null;
afterEach(() => {
  app?.close();
  app = null;
});

type Corruption = 'html' | 'wrong shape' | 'empty' | 'truncated';

/** Corrupts one answer of the reference server (every status, so errors are unreadable too). */
async function corrupt(response: Response, how: Corruption): Promise<Response> {
  const headers = new Headers(response.headers);
  switch (how) {
    case 'html':
      headers.set('content-type', 'text/html');
      return new Response('<!doctype html><title>Proxy</title><h1>Oops</h1>', { status: 200, headers });
    case 'wrong shape':
      return new Response(JSON.stringify({ data: 'nonsense', Data: 42, items: { a: 1 } }), {
        status: 200,
        headers,
      });
    case 'empty':
      return new Response('', { status: 200, headers });
    case 'truncated': {
      const text = await response.text();
      return new Response(text.slice(0, Math.floor(text.length / 2)), { status: response.status, headers });
    }
  }
}

/** From now on every answer of the in-process server is corrupted `how`. */
function corruptServer(target: InProcessApp, how: Corruption) {
  const original = target.server.app.fetch.bind(target.server.app);
  target.server.app.fetch = (async (request: Request) =>
    corrupt(await original(request), how)) as typeof target.server.app.fetch;
}

/** Signs the demo traveller in and picks a pass number (as the selection dialog would). */
async function signIn(target: InProcessApp) {
  await signInDemo(target);
  const pass = userDataOf(target.runtime.auth).data.profile?.passNumbers[0]?.passNumber;
  if (pass) sendUserData(target.runtime.auth, { type: 'passNumber.select', passNumber: pass });
  await waitForUserData(target.runtime.auth, (st) => st.context.pending.length === 0);
}

function renderAt(
  target: InProcessApp,
  path: string,
  routes: RouteObject[] = createRoutes(),
  locale: Locale = 'nl-NL',
) {
  const router = createTestRouter([path]);
  const view = render(
    <AppRoot runtime={target.runtime} router={router.wrap} routes={routes} initialLocale={locale} />,
  );
  return { router, view };
}

const SIGNED_IN = ['/home', '/book-trip', '/my-trips', '/profile'];
const PUBLIC = ['/', '/login', '/register', '/forgot', '/activate', '/change'];
const CORRUPTIONS: Corruption[] = ['html', 'wrong shape', 'empty', 'truncated'];

describe('corrupted API answers on each main route', () => {
  const cases = [
    // Signed-in pages are slower to boot: two kinds each (an unreadable body, and readable JSON of the wrong shape).
    ...SIGNED_IN.flatMap((path) =>
      (['truncated', 'wrong shape'] as const).map((how) => ({ path, how, signedIn: true })),
    ),
    ...PUBLIC.flatMap((path) => CORRUPTIONS.map((how) => ({ path, how, signedIn: false }))),
  ];

  it.each(cases)(
    '$path with $how answers: a page with a heading, never a white screen',
    async ({ path, how, signedIn }) => {
      app = createInProcessApp();
      if (signedIn) await signIn(app);
      corruptServer(app, how);
      const { view } = renderAt(app, path);
      const heading = await screen.findByRole('heading', { level: 1, hidden: true }, { timeout: 5000 });
      // The page's (corrupted) answers arrive and render: the page must still show something.
      await app.networkIdle(150);
      expect(view.container.textContent?.trim()).not.toBe('');
      expect(heading.textContent?.trim()).not.toBe('');
      // Either the page itself or the error boundary with a link back.
      const fallback = screen.queryByRole('heading', {
        level: 1,
        name: 'Er is iets misgegaan',
        hidden: true,
      });
      if (fallback)
        expect(
          screen.getByRole('link', { name: 'Terug naar de startpagina', hidden: true }),
        ).toBeInTheDocument();
    },
    20_000,
  );

  it('my trips with a malformed history answer shows the §8 message', async () => {
    app = createInProcessApp();
    await signIn(app);
    corruptServer(app, 'wrong shape');
    renderAt(app, '/my-trips');
    expect(
      await screen.findByText(
        'Er is een onverwachte fout opgetreden. Probeer het later opnieuw.',
        undefined,
        {
          timeout: 5000,
        },
      ),
    ).toBeInTheDocument();
  }, 20_000);
});

/** The route table with the page at `path` replaced by one that throws while rendering. */
function withThrowingPage(path: string): RouteObject[] {
  const Broken = () => {
    throw new Error(`render failure on ${path}`);
  };
  return createRoutes({ [path]: () => Promise.resolve({ default: Broken }) });
}

describe('every route has an error boundary with a way back', () => {
  it('every leaf route has its own error boundary', () => {
    const leaves: RouteObject[] = [];
    const collect = (list: RouteObject[]) =>
      list.forEach((r) => (r.children ? collect(r.children) : r.path && r.path !== '*' && leaves.push(r)));
    collect(createRoutes());
    expect(leaves.length).toBeGreaterThanOrEqual(12);
    for (const leaf of leaves)
      expect((leaf.handle as PageRouteHandle | undefined)?.boundaryHome, leaf.path).toMatch(
        /^\/(home|login)$/,
      );
  });

  it.each(SIGNED_IN)(
    '%s: a render failure shows the message and a link home inside the shell',
    async (path) => {
      app = createInProcessApp();
      await signIn(app);
      const original = console.error;
      console.error = () => {};
      try {
        renderAt(app, path, withThrowingPage(path));
        const alert = await screen.findByRole('alert', { hidden: true }, { timeout: 5000 });
        expect(
          within(alert).getByRole('heading', { name: 'Er is iets misgegaan', hidden: true }),
        ).toBeInTheDocument();
        expect(
          within(alert).getByRole('link', { name: 'Terug naar de startpagina', hidden: true }),
        ).toHaveAttribute('href', '/home');
        // The signed-in shell (navigation) stays: the boundary is the route's own.
        await waitFor(() =>
          expect(screen.getAllByRole('link', { name: 'Mijn ritten', hidden: true }).length).toBeGreaterThan(
            0,
          ),
        );
      } finally {
        console.error = original;
      }
    },
    20_000,
  );

  it.each(PUBLIC.filter((p) => p !== '/'))(
    '%s: a render failure shows the message and a link to /login',
    async (path) => {
      app = createInProcessApp();
      const original = console.error;
      console.error = () => {};
      try {
        renderAt(app, path, withThrowingPage(path));
        const alert = await screen.findByRole('alert', { hidden: true }, { timeout: 5000 });
        expect(
          within(alert).getByRole('heading', { name: 'Er is iets misgegaan', hidden: true }),
        ).toBeInTheDocument();
        expect(
          within(alert).getByRole('link', { name: 'Terug naar de startpagina', hidden: true }),
        ).toHaveAttribute('href', '/login');
      } finally {
        console.error = original;
      }
    },
    20_000,
  );

  it('the fallback speaks English too', async () => {
    app = createInProcessApp();
    await signIn(app);
    const original = console.error;
    console.error = () => {};
    try {
      renderAt(app, '/my-trips', withThrowingPage('/my-trips'), 'en-US');
      const alert = await screen.findByRole('alert', { hidden: true }, { timeout: 5000 });
      expect(
        within(alert).getByRole('heading', { name: 'Something went wrong', hidden: true }),
      ).toBeInTheDocument();
      expect(
        within(alert).getByRole('link', { name: 'Back to the home page', hidden: true }),
      ).toBeInTheDocument();
    } finally {
      console.error = original;
    }
  }, 20_000);
});
