import { lazy, Suspense, useState, type ComponentType } from 'react';
import { notice } from '../../../styles/recipes/notice.css';
import { useI18n } from '../../i18n/i18n';
import { Button } from '../button/button';
import { ErrorBoundary } from '../error-boundary/error-boundary';
import * as styles from './lazy-until-open.css';

/** What shows, in place, when an overlay's code could not be loaded even after the retries: the page stays. */
function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useI18n();
  return (
    <div role="alert" className={notice({ tone: 'danger', layout: 'stack' })}>
      <p className={styles.text}>{t('resilience.partFailed')}</p>
      <Button size="sm" onClick={onRetry}>
        {t('resilience.tryAgain')}
      </Button>
    </div>
  );
}

/**
 * Dialogs load on demand, to keep them off the login path: wraps a controlled overlay component (`open` prop) whose code is in its own
 * chunk. The wrapper renders nothing until `open` is first true, then `load`s the component (in a Suspense
 * without fallback) and keeps it mounted from then on, so it behaves exactly like the component itself (focus
 * moved in, Escape, focus return on close). Every instance shares one lazy component: once one has loaded, the
 * others open at once. `load` should be idempotent (a dynamic `import()`), so callers can also start it early.
 * `load` should retry a failed chunk itself (src/lib/retry-import.ts, as `loadDialog` does); when it still fails,
 * the page that is already there stays and, while the overlay is asked to be open, says inline what could not
 * load, with "Try again" (a new load).
 */
export function lazyUntilOpen<P extends { open?: boolean | undefined }>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  const create = () => lazy(() => load().then((component) => ({ default: component })));
  let Loaded = create();
  function LazyUntilOpen(props: P) {
    const [requested, setRequested] = useState(props.open === true);
    const [attempt, setAttempt] = useState(0);
    if (props.open && !requested) setRequested(true);
    if (!requested) return null;
    const retry = () => {
      Loaded = create();
      setAttempt((n) => n + 1);
    };
    return (
      <ErrorBoundary
        resetKey={attempt}
        fallback={props.open ? <LoadFailed onRetry={retry} /> : null}
        onError={(error) => console.warn('[lazy] overlay failed to load', error)}
      >
        <Suspense fallback={null}>
          <Loaded {...props} />
        </Suspense>
      </ErrorBoundary>
    );
  }
  return LazyUntilOpen;
}
