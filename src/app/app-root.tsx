import { lazy, StrictMode, Suspense, useLayoutEffect, useState, type ReactNode } from 'react';
import { useNavigate, type RouteObject } from 'react-router';
import { notify } from '../lib/toast-store';
import { I18nProvider, type Locale, type LocaleLoadError } from '../i18n/i18n';
import type { AppRuntime } from './runtime';
import { DeferredToaster } from './deferred-toaster';
import { ErrorBoundary } from '../components/error-boundary/error-boundary';
import { ProgressBrowserRouter } from './progress-router';
import { RuntimeProvider } from './runtime-context';
import { useAppUpdateStarted } from '../logic/app-update-gate';
import { AppRoutes, createRoutes } from './routes';

/** Props of {@link AppRoot}: the runtime and the router around the routes. */
export interface AppRootProps {
  runtime: AppRuntime;
  /**
   * Wraps the routes in a router: the browser's address bar by default (`ProgressBrowserRouter`); tests pass a
   * `MemoryRouter` (tests/support/test-router.tsx).
   */
  router?: (routes: ReactNode) => ReactNode;
  /** The route table; default {@link createRoutes}() (tests pass one with a page swapped). */
  routes?: RouteObject[];
  initialLocale?: Locale;
}

// The new-version prompt (machines/app-update.machine.ts) is a small chunk of its own, off the /login entry, mounted
// once the update chart has started (src/main.tsx starts it with the service worker when the page is idle).
const AppUpdatePrompt = lazy(() =>
  import('../components/app-update/app-update-prompt').then((m) => ({ default: m.AppUpdatePrompt })),
);

const browserRouter = (routes: ReactNode) => <ProgressBrowserRouter>{routes}</ProgressBrowserRouter>;

/**
 * Hands the router's `navigate` to the runtime, so the logic layer's navigation actions (`runtime.navigate`,
 * e.g. after activation or booking) go through the router.
 */
function NavigationBridge({ runtime }: { runtime: AppRuntime }) {
  const navigate = useNavigate();
  useLayoutEffect(() => runtime.setNavigate((to) => void navigate(to)), [runtime, navigate]);
  return null;
}

/**
 * A language the user switched to could not be loaded (e.g. offline): the UI stays in the current language and a
 * toast says so, in that language (the provider's `onLoadError`; src/i18n stays free of src/components).
 */
export function notifyLocaleLoadError({ t }: LocaleLoadError): void {
  notify({ message: t('error.unexpected'), severity: 'danger', label: t('toast.danger') });
}

/** The update prompt, once `runtime`'s update chart has started (nothing before: no chunk, no request). */
function UpdatePromptWhenStarted({ runtime }: { runtime: AppRuntime }) {
  if (!useAppUpdateStarted(runtime.logic.runtime)) return null;
  return (
    <ErrorBoundary fallback={null}>
      <Suspense fallback={null}>
        <AppUpdatePrompt />
      </Suspense>
    </ErrorBoundary>
  );
}

/**
 * The app's provider tree: language, runtime (API clients and the session actor), router and toasts (the
 * toaster loads with the first toast).
 */
export function AppRoot({ runtime, router = browserRouter, routes: given, initialLocale }: AppRootProps) {
  const [routes] = useState(() => given ?? createRoutes());
  return (
    <StrictMode>
      <I18nProvider {...(initialLocale ? { initialLocale } : {})} onLoadError={notifyLocaleLoadError}>
        <RuntimeProvider runtime={runtime}>
          {router(
            <>
              <NavigationBridge runtime={runtime} />
              <AppRoutes routes={routes} />
            </>,
          )}
          <DeferredToaster />
          <UpdatePromptWhenStarted runtime={runtime} />
        </RuntimeProvider>
      </I18nProvider>
    </StrictMode>
  );
}
