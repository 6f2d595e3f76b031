import { Outlet, type RouteObject } from 'react-router';
import { NotFound, RouteErrorBoundary } from '../components/error-boundary/error-boundary';
import { Loading } from '../components/spinner/spinner';
import { useI18n, withFullDictionary } from '../i18n/i18n';
import { PublicOnly } from './guards';
import { RouteFocusLayout } from './route-focus';

/** Shown while the first lazily loaded route chunk arrives. */
function RouteLoading() {
  const { t } = useI18n();
  return <Loading label={t('common.loading')} />;
}

/** Public layout guard: a signed-in user is sent on (SPEC §2). */
function PublicRoutes() {
  return (
    <PublicOnly>
      <Outlet />
    </PublicOnly>
  );
}

/**
 * SPEC §2 route table. Every page is a lazily loaded chunk (route-level code splitting), each route has an
 * error boundary with a way back (its own `errorElement`, so a failing page keeps the signed-in shell and its
 * navigation; the layouts' boundaries catch what fails in the layouts themselves). `/` is the welcome page and
 * `/quick-book` guest booking, both only while the region enables booking without account (otherwise they lead
 * to /login).
 */
export function createRoutes(): RouteObject[] {
  // Issue 10: every page but /login also loads the rest of the dictionary (common/dictionary-sections.ts) in parallel.
  return withFullDictionary(routeTable(), ['/login']);
}

/** The route table of {@link createRoutes}, before the dictionary loading is added. */
function routeTable(): RouteObject[] {
  return [
    {
      // Moves focus to the new page's h1 on every navigation (issue 8, WCAG 2.4.3).
      element: <RouteFocusLayout />,
      errorElement: <RouteErrorBoundary />,
      HydrateFallback: RouteLoading,
      children: [
        {
          element: <PublicRoutes />,
          errorElement: <RouteErrorBoundary homeHref="/login" />,
          children: [
            {
              // SPEC §2 welcome page; goes on to /login when the region has no booking without account.
              path: '/',
              errorElement: <RouteErrorBoundary homeHref="/login" />,
              lazy: () =>
                import('../features/welcome/welcome-page').then((m) => ({ Component: m.WelcomePage })),
            },
            {
              path: '/quick-book',
              errorElement: <RouteErrorBoundary homeHref="/login" />,
              lazy: () =>
                import('../features/book-trip/quick-book-page').then((m) => ({
                  Component: m.QuickBookPage,
                })),
            },
            {
              path: '/login',
              errorElement: <RouteErrorBoundary homeHref="/login" />,
              lazy: () => import('../features/login/login-page').then((m) => ({ Component: m.LoginPage })),
            },
            {
              path: '/register',
              errorElement: <RouteErrorBoundary homeHref="/login" />,
              lazy: () =>
                import('../features/register/register-page').then((m) => ({ Component: m.RegisterPage })),
            },
            {
              path: '/activate',
              errorElement: <RouteErrorBoundary homeHref="/login" />,
              lazy: () =>
                import('../features/activate/activate-page').then((m) => ({ Component: m.ActivatePage })),
            },
            {
              path: '/forgot',
              errorElement: <RouteErrorBoundary homeHref="/login" />,
              lazy: () => import('../features/forgot/forgot-page').then((m) => ({ Component: m.ForgotPage })),
            },
            {
              path: '/change',
              errorElement: <RouteErrorBoundary homeHref="/login" />,
              lazy: () => import('../features/change/change-page').then((m) => ({ Component: m.ChangePage })),
            },
          ],
        },
        {
          // The signed-in shell (sidebar, drawer dialog, pass-number and release-notes dialogs) is its own chunk.
          lazy: () => import('./signed-in-layout').then((m) => ({ Component: m.SignedInLayout })),
          errorElement: <RouteErrorBoundary />,
          children: [
            {
              path: '/home',
              errorElement: <RouteErrorBoundary />,
              lazy: () => import('./pages/home-page').then((m) => ({ Component: m.HomePage })),
            },
            {
              path: '/book-trip',
              errorElement: <RouteErrorBoundary />,
              lazy: () =>
                import('../features/book-trip/book-trip-page').then((m) => ({ Component: m.BookTripPage })),
            },
            {
              path: '/my-trips',
              errorElement: <RouteErrorBoundary />,
              lazy: () =>
                import('../features/trips/my-trips-page').then((m) => ({ Component: m.MyTripsPage })),
            },
            {
              path: '/profile',
              errorElement: <RouteErrorBoundary />,
              lazy: () =>
                import('../features/profile/profile-page').then((m) => ({ Component: m.ProfilePage })),
            },
          ],
        },
        {
          // Issue 18 item 5: the page a share link opens, signed in or out (neither guard).
          path: '/follow/:token',
          errorElement: <RouteErrorBoundary homeHref="/login" />,
          lazy: () => import('../features/follow/follow-page').then((m) => ({ Component: m.FollowPage })),
        },
        {
          path: '/logout',
          errorElement: <RouteErrorBoundary homeHref="/login" />,
          lazy: () => import('../features/logout/logout-page').then((m) => ({ Component: m.LogoutPage })),
        },
        { path: '*', element: <NotFound /> },
      ],
    },
  ];
}
