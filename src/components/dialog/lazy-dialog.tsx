import { lazy, Suspense, useState } from 'react';
import type { DialogProps } from './dialog';

/**
 * Fetches the {@link Dialog} module (Radix Dialog with its focus scope, scroll lock and aria-hidden helpers,
 * ~8 KB brotli). Call it when a dialog is about to be needed (e.g. on submit, while the request that ends in
 * the dialog runs) so the dialog opens without waiting for the chunk. Idempotent (the module loads once).
 */
export const loadDialog = () => import('./dialog');

const Dialog = lazy(() => loadDialog().then((m) => ({ default: m.Dialog })));

/**
 * A controlled {@link Dialog} whose code loads on demand (issue 10 "dialogs loaded on demand"): renders nothing
 * until `open` is first true, then the real Dialog (in a Suspense without fallback) and keeps it mounted, so it
 * behaves exactly like the Dialog from then on — focus moved inside and trapped, Escape, focus return to the
 * element that had focus before opening, else `returnFocusRef`, else the page's h1 (SPEC §2 dialogs, WCAG 2.4.3).
 * Same props as {@link DialogProps}; use `open` (not `trigger` / `defaultOpen`), since nothing renders before the
 * first opening. All LazyDialogs share one lazy component: once one has loaded, the others open synchronously.
 */
export function LazyDialog(props: DialogProps) {
  const [requested, setRequested] = useState(props.open === true);
  if (props.open && !requested) setRequested(true);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <Dialog {...props} />
    </Suspense>
  );
}
