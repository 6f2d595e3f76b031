import { lazy, Suspense, useState, type ComponentType } from 'react';

/**
 * Dialogs load on demand, to keep them off the login path: wraps a controlled overlay component (`open` prop) whose code is in its own
 * chunk. The wrapper renders nothing until `open` is first true, then `load`s the component (in a Suspense
 * without fallback) and keeps it mounted from then on, so it behaves exactly like the component itself (focus
 * moved in, Escape, focus return on close). Every instance shares one lazy component: once one has loaded, the
 * others open at once. `load` should be idempotent (a dynamic `import()`), so callers can also start it early.
 */
export function lazyUntilOpen<P extends { open?: boolean | undefined }>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  const Loaded = lazy(() => load().then((component) => ({ default: component })));
  function LazyUntilOpen(props: P) {
    const [requested, setRequested] = useState(props.open === true);
    if (props.open && !requested) setRequested(true);
    if (!requested) return null;
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  return LazyUntilOpen;
}
