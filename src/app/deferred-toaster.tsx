import { lazy, Suspense, useState, useSyncExternalStore, type ComponentType } from 'react';
import { ErrorBoundary } from '../components/error-boundary/error-boundary';
import { loadToaster } from '../components/toast/load-toaster';
import { getToasts, subscribeToasts } from '../lib/toast-store';

const createToaster = (): ComponentType => lazy(() => loadToaster().then((m) => ({ default: m.Toaster })));
let Toaster = createToaster();

const hasToasts = () => getToasts().length > 0;
/** The newest toast's id ('' without toasts): a new toast tries a toaster that failed to load again. */
const newestToast = () => getToasts().at(-1)?.id ?? '';

/**
 * The app's `<Toaster/>` (product §8), loaded when the first toast is shown and mounted from then on (Radix
 * Toast stays off the login path). Until then nothing is rendered: there is nothing to announce. When its
 * chunk cannot be loaded (the connection dropped), nothing is shown instead of the page failing: what matters is
 * also said on the page itself, and the next toast tries the chunk again.
 */
export function DeferredToaster() {
  const showing = useSyncExternalStore(subscribeToasts, hasToasts, hasToasts);
  const newest = useSyncExternalStore(subscribeToasts, newestToast, newestToast);
  const [needed, setNeeded] = useState(showing);
  if (showing && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <ErrorBoundary
      resetKey={newest}
      fallback={null}
      onError={(error) => {
        console.warn('[toaster] failed to load', error);
        Toaster = createToaster();
      }}
    >
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </ErrorBoundary>
  );
}
