import { StrictMode } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import { notify } from '../lib/toast-store';
import { I18nProvider, type Locale, type LocaleLoadError } from '../i18n/i18n';
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
 * A language the user switched to could not be loaded (e.g. offline): the UI stays in the current language and a
 * toast says so, in that language (the provider's `onLoadError`; src/i18n stays free of src/components).
 */
export function notifyLocaleLoadError({ t }: LocaleLoadError): void {
  notify({ message: t('error.unexpected'), severity: 'danger', label: t('toast.danger') });
}

/**
 * The app's provider tree: language, runtime (API clients and the session actor), router and toasts (the
 * toaster loads with the first toast).
 */
export function AppRoot({ runtime, router, initialLocale }: AppRootProps) {
  return (
    <StrictMode>
      <I18nProvider {...(initialLocale ? { initialLocale } : {})} onLoadError={notifyLocaleLoadError}>
        <RuntimeProvider runtime={runtime}>
          <RouterProvider router={router} />
          <DeferredToaster />
        </RuntimeProvider>
      </I18nProvider>
    </StrictMode>
  );
}
