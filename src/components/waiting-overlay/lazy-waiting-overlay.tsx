import { lazy, Suspense, useState } from 'react';
import type { WaitingOverlayProps } from './waiting-overlay';

/**
 * Fetches the {@link WaitingOverlay} module (it renders with Radix Dialog: focus scope, scroll lock and
 * aria-hidden helpers, shared with the Dialog chunk). Call it before the overlay is needed (e.g. when the user
 * starts filling in the form that ends in it). Idempotent (the module loads once).
 */
export const loadWaitingOverlay = () => import('./waiting-overlay');

const WaitingOverlay = lazy(() => loadWaitingOverlay().then((m) => ({ default: m.WaitingOverlay })));

/**
 * The {@link WaitingOverlay} (SPEC §2 cancellable waiting backdrop) with its code loaded on demand (issue 10):
 * renders nothing until `open` is first true, then the real overlay (in a Suspense without fallback), kept
 * mounted from then on so it behaves exactly like the WaitingOverlay (modal `alertdialog`, focus on Cancel,
 * Escape cancels). Same props as {@link WaitingOverlayProps}.
 */
export function LazyWaitingOverlay(props: WaitingOverlayProps) {
  const [requested, setRequested] = useState(props.open);
  if (props.open && !requested) setRequested(true);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <WaitingOverlay {...props} />
    </Suspense>
  );
}
