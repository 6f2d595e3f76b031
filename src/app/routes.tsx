import { Navigate, Outlet, type RouteObject } from 'react-router';
import { AppShell, Loading, NotFound, RouteErrorBoundary } from '../components';
import { useI18n } from '../i18n/i18n';
import { PassNumberSelectionDialog } from '../features/pass-number/pass-number-selection-dialog';
import { PublicOnly, RequireAuth } from './guards';

/** Shown while the first lazily loaded route chunk arrives. */
function RouteLoading() {
  const { t } = useI18n();
  return <Loading label={t('common.loading')} />;
}

/** Signed-in layout: the §2 sidebar shell around the page. */
function SignedInLayout() {
  return (
    <RequireAuth>
      <AppShell>
        <Outlet />
      </AppShell>
      <PassNumberSelectionDialog />
    </RequireAuth>
  );
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
 * error boundary with a way back. `/` goes to /login until the welcome page (guest booking flag) exists.
 */
export function createRoutes(): RouteObject[] {
  return [
    {
      errorElement: <RouteErrorBoundary />,
      HydrateFallback: RouteLoading,
      children: [
        { path: '/', element: <Navigate to="/login" replace /> },
        {
          element: <PublicRoutes />,
          errorElement: <RouteErrorBoundary homeHref="/login" />,
          children: [
            {
              path: '/login',
              lazy: () => import('../features/login/login-page').then((m) => ({ Component: m.LoginPage })),
            },
          ],
        },
        {
          element: <SignedInLayout />,
          errorElement: <RouteErrorBoundary />,
          children: [
            {
              path: '/home',
              lazy: () => import('../features/home/home-page').then((m) => ({ Component: m.HomePage })),
            },
            {
              path: '/book-trip',
              lazy: () =>
                import('../features/book-trip/book-trip-page').then((m) => ({ Component: m.BookTripPage })),
            },
          ],
        },
        {
          path: '/logout',
          lazy: () => import('../features/logout/logout-page').then((m) => ({ Component: m.LogoutPage })),
        },
        { path: '*', element: <NotFound /> },
      ],
    },
  ];
}
