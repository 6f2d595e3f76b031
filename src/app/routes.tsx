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

/**
 * product §2.1 route table. Every page is a lazily loaded chunk, each route has an error boundary with a way back
 * (its own, so a failing page keeps the signed-in shell and its navigation; the layouts' boundaries catch what
 * fails in the layouts themselves). `/` is the welcome page and `/quick-book` guest booking, both only while
 * the region enables booking without account (otherwise they lead to /login). Declarative routing
 * (React Router's data router cost /login 17 KB gzip it did not use); navigations run in a transition, so the
 * old page stays until the new page's chunk is there.
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
          children: [
            // product §2.1 welcome page; goes on to /login when the region has no booking without account.
            pageRoute(
              '/',
              retrying(() => import('../features/welcome/welcome-page'), 'WelcomePage'),
              publicPage,
            ),
            pageRoute(
              '/quick-book',
              retrying(() => import('../features/book-trip/quick-book-page'), 'QuickBookPage'),
              publicPage,
            ),
            // A guest's confirmation page once the booking flow is over (the trips come as router state).
            pageRoute(
              '/quick-book/booked',
              () =>
                import('../features/guest-booking/guest-booked-page').then((m) => ({
                  default: m.GuestBookedPage,
                })),
              publicPage,
            ),
            pageRoute(
              '/login',
              retrying(() => import('../features/login/login-page'), 'LoginPage'),
              publicPage,
            ),
            pageRoute(
              '/register',
              retrying(() => import('../features/register/register-page'), 'RegisterPage'),
              publicPage,
            ),
            pageRoute(
              '/activate',
              retrying(() => import('../features/activate/activate-page'), 'ActivatePage'),
              publicPage,
            ),
            pageRoute(
              '/forgot',
              retrying(() => import('../features/forgot/forgot-page'), 'ForgotPage'),
              publicPage,
            ),
            pageRoute(
              '/change',
              retrying(() => import('../features/change/change-page'), 'ChangePage'),
              publicPage,
            ),
          ],
        },
        {
          // The signed-in shell (sidebar, drawer dialog, pass-number and release-notes dialogs) is its own chunk.
          ...pageRoute(
            undefined,
            retrying(() => import('./signed-in-layout'), 'SignedInLayout'),
            { overrides, sections: SIGNED_IN_SECTIONS },
          ),
          children: [
            pageRoute(
              '/home',
              retrying(() => import('./pages/home-page'), 'HomePage'),
              {
                overrides,
              },
            ),
            pageRoute(
              '/book-trip',
              retrying(() => import('../features/book-trip/book-trip-page'), 'BookTripPage'),
              { overrides },
            ),
            pageRoute(
              '/my-trips',
              retrying(() => import('../features/trips/my-trips-page'), 'MyTripsPage'),
              { overrides },
            ),
            // product §10.11: change a booked trip (the trip number in the path; `?shift=` for the way back).
            pageRoute(
              '/change-trip/:id',
              retrying(() => import('../features/book-trip/change/change-trip-page'), 'ChangeTripPage'),
              { overrides },
            ),
            pageRoute(
              '/profile',
              retrying(() => import('../features/profile/profile-page'), 'ProfilePage'),
              { overrides },
            ),
          ],
        },
        // The page a share link opens, signed in or out (neither guard).
        pageRoute(
          '/follow/:token',
          retrying(() => import('../features/follow/follow-page'), 'FollowPage'),
          publicPage,
        ),
        // The link of a guest's confirmation e-mail: the trip without an account, signed in or out.
        pageRoute(
          '/trip/:token',
          () =>
            import('../features/guest-booking/guest-trip-page').then((m) => ({ default: m.GuestTripPage })),
          publicPage,
        ),
        // product §10.11: a guest changes the trip of the link, signed in or out.
        pageRoute(
          '/trip/:token/change',
          retrying(
            () => import('../features/book-trip/change/guest-change-trip-page'),
            'GuestChangeTripPage',
          ),
          publicPage,
        ),
        // product §10.12: the link of a carer invitation, signed in or out (it asks to log in and comes back).
        pageRoute(
          '/carer/accept/:token',
          retrying(() => import('../features/carers/carer-invitation-page'), 'CarerInvitationPage'),
          publicPage,
        ),
        pageRoute(
          '/logout',
          retrying(() => import('../features/logout/logout-page'), 'LogoutPage'),
          publicPage,
        ),
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
