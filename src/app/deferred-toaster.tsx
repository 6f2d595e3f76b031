import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { getToasts, subscribeToasts } from '../lib/toast-store';

const Toaster = lazy(() => import('../components/toast/toaster').then((m) => ({ default: m.Toaster })));

const hasToasts = () => getToasts().length > 0;

/**
 * The app's `<Toaster/>` (SPEC §8), loaded when the first toast is shown and mounted from then on
 * (Radix Toast stays off the login path). Until then nothing is rendered: there is nothing to announce.
 */
export function DeferredToaster() {
  const showing = useSyncExternalStore(subscribeToasts, hasToasts, hasToasts);
  const [needed, setNeeded] = useState(showing);
  if (showing && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
