import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Outlet, useLocation, useRoutes, type RouteObject } from 'react-router';
import { ErrorBoundary, NotFound } from '../components/error-boundary/error-boundary';
import { Loading } from '../components/spinner/spinner';
import {
  routeSections,
  SIGNED_IN_SECTIONS,
  type DictionarySectionName,
} from '../../common/dictionary-sections';
import { useI18n, withDictionarySections } from '../i18n/i18n';
import { withImportRetry } from '../lib/retry-import';
import { PublicOnly } from './guards';
import { SIGNED_IN_PAGE_IMPORTS as PAGES } from './page-imports';
import { RouteFocusLayout } from './route-focus';

/** Shown while the first lazily loaded route chunk arrives (later navigations keep the old page meanwhile). */
function RouteLoading() {
  const { t } = useI18n();
  return <Loading label={t('common.loading')} />;
}

/** Public layout guard: a signed-in user is sent on (product §2). */
function PublicRoutes() {
  return (
    <PublicOnly>
      <Outlet />
    </PublicOnly>
  );
}

/**
 * A route's error boundary with a way back: what fails below it shows the friendly error page instead of a blank
 * one, and it resets when the path changes (so "back" from a broken page works).
 * @param homeHref where "back home" goes (default /home; public pages use /login)
 */
function RouteBoundary({ children, homeHref }: { children: ReactNode; homeHref?: string }) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary resetKey={pathname} {...(homeHref ? { homeHref } : {})}>
      {children}
    </ErrorBoundary>
  );
}

/** A page module's export, as `React.lazy` wants it. */
type PageModule = Promise<{ default: ComponentType }>;

/**
 * A page loader: the page module's dynamic import, tried again with backoff when it fails (src/lib/retry-import.ts),
 * and the page component, the module's export `exportName`.
 */
function retrying<K extends string, M extends Record<K, ComponentType>>(
  importer: () => Promise<M>,
  exportName: K,
): () => PageModule {
  const load = withImportRetry<M>(importer, exportName);
  return () => load().then((module) => ({ default: module[exportName] }));
}

/** Page loaders by route path that replace the table's own (tests: a page that fails to render). */
export type PageOverrides = Readonly<Record<string, () => PageModule>>;

/** What {@link pageRoute} keeps in a route's `handle`: where its error boundary's "back home" leads. */
export interface PageRouteHandle {
  boundaryHome: string;
}

/** Options of {@link pageRoute}. */
interface PageOptions {
  /** Where "back home" goes on the route's error page (default /home; public pages use /login). */
  homeHref?: string;
  /**
   * The dictionary sections the page shows besides core (common/dictionary-sections.ts); default: the route's
   * own (`ROUTE_SECTIONS` by path).
   */
  sections?: readonly DictionarySectionName[];
  /** Replacement page loaders by path (see {@link createRoutes}). */
  overrides?: PageOverrides;
}

/**
 * A lazily loaded route (route-level code splitting): the page inside its own {@link RouteBoundary}.
 * The page loads the dictionary sections it shows (common/dictionary-sections.ts) in parallel with its chunk, so
 * it never renders before its strings are there.
 * @param path the route path, or undefined for a layout route
 * @param load the page chunk's import, mapped to `{ default: Page }`
 */
function pageRoute(
  path: string | undefined,
  load: () => PageModule,
  options: PageOptions = {},
): { path?: string; handle: PageRouteHandle; element: ReactNode } {
  const { homeHref = '/home', overrides = {} } = options;
  const { sections = path === undefined ? [] : routeSections(path) } = options;
  const chosen = (path !== undefined && overrides[path]) || load;
  const Page = lazy(withDictionarySections(sections, chosen));
  const handle: PageRouteHandle = { boundaryHome: homeHref };
  return {
    ...(path !== undefined ? { path } : {}),
    handle,
    element: (
      <RouteBoundary homeHref={homeHref}>
        <Page />
      </RouteBoundary>
    ),
  };
}

/** Page loaders by route path, one group of the route table. */
type PageTable = Readonly<Record<string, () => PageModule>>;

/** The public pages, only while signed out (a signed-in user is sent on, product §2.1). */
const publicOnlyPages = (): PageTable => ({
  // product §2.1 welcome page; goes on to /login when the region has no booking without account.
  '/': retrying(() => import('../features/welcome/welcome-page'), 'WelcomePage'),
  '/quick-book': retrying(() => import('../features/book-trip/quick-book-page'), 'QuickBookPage'),
  // A guest's confirmation page once the booking flow is over (the trips come as router state).
  '/quick-book/booked': retrying(
    () => import('../features/guest-booking/guest-booked-page'),
    'GuestBookedPage',
  ),
  '/login': retrying(() => import('../features/login/login-page'), 'LoginPage'),
  '/register': retrying(() => import('../features/register/register-page'), 'RegisterPage'),
  '/activate': retrying(() => import('../features/activate/activate-page'), 'ActivatePage'),
  '/forgot': retrying(() => import('../features/forgot/forgot-page'), 'ForgotPage'),
  '/change': retrying(() => import('../features/change/change-page'), 'ChangePage'),
});

/** The pages of the signed-in shell (product §2.1). */
const signedInPages = (): PageTable => ({
  '/home': retrying(PAGES['/home'], 'HomePage'),
  '/book-trip': retrying(PAGES['/book-trip'], 'BookTripPage'),
  '/my-trips': retrying(PAGES['/my-trips'], 'MyTripsPage'),
  // product §10.11: change a booked trip (the trip number in the path; `?shift=` for the way back).
  '/change-trip/:id': retrying(
    () => import('../features/book-trip/change/change-trip-page'),
    'ChangeTripPage',
  ),
  '/profile': retrying(PAGES['/profile'], 'ProfilePage'),
});

/** The pages of a link, signed in or out (neither guard). */
const linkPages = (): PageTable => ({
  // The page a share link opens.
  '/follow/:token': retrying(() => import('../features/follow/follow-page'), 'FollowPage'),
  // The link of a guest's confirmation e-mail: the trip without an account.
  '/trip/:token': retrying(() => import('../features/guest-booking/guest-trip-page'), 'GuestTripPage'),
  // product §10.11: a guest changes the trip of the link.
  '/trip/:token/change': retrying(
    () => import('../features/book-trip/change/guest-change-trip-page'),
    'GuestChangeTripPage',
  ),
  // product §10.12: the link of a carer invitation (it asks to log in and comes back).
  '/carer/accept/:token': retrying(
    () => import('../features/carers/carer-invitation-page'),
    'CarerInvitationPage',
  ),
  '/logout': retrying(PAGES['/logout'], 'LogoutPage'),
});

/** A group of the route table as page routes ({@link pageRoute}), in the table's order, with the group's options. */
function pageRoutes(table: PageTable, options: PageOptions) {
  return Object.entries(table).map(([path, load]) => pageRoute(path, load, options));
}

/**
 * product §2.1 route table. Every page is a lazily loaded chunk, each route has an error boundary with a way back
 * (its own, so a failing page keeps the signed-in shell and its navigation; the layouts' boundaries catch what
 * fails in the layouts themselves). `/` is the welcome page and `/quick-book` guest booking, both only while
 * the region enables booking without account (otherwise they lead to /login). Declarative routing
 * (React Router's data router cost /login 17 KB gzip it did not use); navigations run in a transition, so the
 * old page stays until the new page's chunk is there. Every page chunk is retried with backoff when it fails.
 * @param overrides page loaders by path that replace the table's own (tests: a page that fails to render)
 */
export function createRoutes(overrides: PageOverrides = {}): RouteObject[] {
  const publicPage = { homeHref: '/login', overrides } as const;
  return [
    {
      // Moves focus to the new page's h1 on every navigation (WCAG 2.4.3).
      element: (
        <RouteBoundary>
          <Suspense fallback={<RouteLoading />}>
            <RouteFocusLayout />
          </Suspense>
        </RouteBoundary>
      ),
      children: [
        {
          element: (
            <RouteBoundary homeHref="/login">
              <PublicRoutes />
            </RouteBoundary>
          ),
          children: pageRoutes(publicOnlyPages(), publicPage),
        },
        {
          // The signed-in shell (sidebar, drawer dialog, pass-number and release-notes dialogs) is its own chunk.
          ...pageRoute(
            undefined,
            retrying(() => import('./signed-in-layout'), 'SignedInLayout'),
            { overrides, sections: SIGNED_IN_SECTIONS },
          ),
          children: pageRoutes(signedInPages(), { overrides }),
        },
        ...pageRoutes(linkPages(), publicPage),
        { path: '*', element: <NotFound /> },
      ],
    },
  ];
}

/**
 * Renders a route table ({@link createRoutes}); must sit inside a router (BrowserRouter in the app, MemoryRouter
 * in tests).
 */
export function AppRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}
