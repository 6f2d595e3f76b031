import { StrictMode } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import { I18nProvider, type Locale } from '../i18n/i18n';
import type { AppRuntime } from './runtime';
import { DeferredToaster } from './deferred-toaster';
import { RuntimeProvider } from './runtime-context';

/** Props of {@link AppRoot}: the runtime and a router (browser router in the app, memory router in tests). */
export interface AppRootProps {
  runtime: AppRuntime;
  router: ReturnType<typeof createBrowserRouter>;
  initialLocale?: Locale;
}

/**
 * The app's provider tree: language, runtime (API clients and the session actor), router and toasts (the
 * toaster loads with the first toast).
 */
export function AppRoot({ runtime, router, initialLocale }: AppRootProps) {
  return (
    <StrictMode>
      <I18nProvider {...(initialLocale ? { initialLocale } : {})}>
        <RuntimeProvider runtime={runtime}>
          <RouterProvider router={router} />
          <DeferredToaster />
        </RuntimeProvider>
      </I18nProvider>
    </StrictMode>
  );
}
