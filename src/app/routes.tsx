import { lazy, Suspense } from 'react';
import { Outlet, type RouteObject } from 'react-router';
import { AppShell, Loading, NotFound, RouteErrorBoundary } from '../components';
import { useI18n } from '../i18n/i18n';
import { PassNumberSelectionDialog } from '../features/pass-number/pass-number-selection-dialog';
import { PassNumberEntryDialog } from '../features/pass-number/pass-number-entry-dialog';
import { PublicOnly, RequireAuth } from './guards';
import { RouteFocusLayout } from './route-focus';

/** Shown while the first lazily loaded route chunk arrives. */
function RouteLoading() {
  const { t } = useI18n();
  return <Loading label={t('common.loading')} />;
}

/** SPEC §4 release notes after login; its own chunk (DOMPurify is only needed here). */
const ReleaseNotesDialog = lazy(() =>
  import('../features/release-notes/release-notes-dialog').then((m) => ({ default: m.ReleaseNotesDialog })),
);

/** Signed-in layout: the §2 sidebar shell around the page. */
function SignedInLayout() {
  return (
    <RequireAuth>
      <AppShell>
        <Outlet />
      </AppShell>
      <PassNumberSelectionDialog />
      <PassNumberEntryDialog />
      {/* The release notes wait for the pass-number dialogs themselves (one dialog at a time). */}
      <Suspense fallback={null}>
        <ReleaseNotesDialog />
      </Suspense>
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
 * error boundary with a way back. `/` is the welcome page and `/quick-book` guest booking, both only while the
 * region enables booking without account (otherwise they lead to /login).
 */
export function createRoutes(): RouteObject[] {
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
              lazy: () =>
                import('../features/welcome/welcome-page').then((m) => ({ Component: m.WelcomePage })),
            },
            {
              path: '/quick-book',
              lazy: () =>
                import('../features/quick-book/quick-book-page').then((m) => ({
                  Component: m.QuickBookPage,
                })),
            },
            {
              path: '/login',
              lazy: () => import('../features/login/login-page').then((m) => ({ Component: m.LoginPage })),
            },
            {
              path: '/register',
              lazy: () =>
                import('../features/register/register-page').then((m) => ({ Component: m.RegisterPage })),
            },
            {
              path: '/activate',
              lazy: () =>
                import('../features/activate/activate-page').then((m) => ({ Component: m.ActivatePage })),
            },
            {
              path: '/forgot',
              lazy: () => import('../features/forgot/forgot-page').then((m) => ({ Component: m.ForgotPage })),
            },
            {
              path: '/change',
              lazy: () => import('../features/change/change-page').then((m) => ({ Component: m.ChangePage })),
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
            {
              path: '/my-trips',
              lazy: () =>
                import('../features/my-trips/my-trips-page').then((m) => ({ Component: m.MyTripsPage })),
            },
            {
              path: '/profile',
              lazy: () =>
                import('../features/profile/profile-page').then((m) => ({ Component: m.ProfilePage })),
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
