import type { ReactNode } from 'react';
import { Button } from '../button/button';
import { Loading } from '../spinner/spinner';
import { PublicLayout } from './public-layout';
import * as styles from './link-page-states.css';

/**
 * A public link page whose link leads nowhere any more (product §10.5 follow link ended, §10.1 guest trip link
 * unknown): the {@link PublicLayout} with `title` and `text` as a status notice (`role="status"`).
 */
export function LinkGonePage({ title, text }: { title: ReactNode; text: ReactNode }) {
  return (
    <PublicLayout title={title}>
      <p className={styles.notice} role="status">
        {text}
      </p>
    </PublicLayout>
  );
}

/** Props of {@link LinkPendingPage}; the texts are translated by the page. */
export interface LinkPendingPageProps {
  title: ReactNode;
  /** The chart is loading the link's trip: the spinner with `loadingLabel` shows. */
  loading: boolean;
  loadingLabel: string;
  /** The load failed (network, server): `failedText` as an alert and a `retryLabel` button calling `onRetry`. */
  failed: boolean;
  failedText: ReactNode;
  retryLabel: ReactNode;
  /** Sends the chart's retry event. */
  onRetry: () => void;
}

/**
 * A public link page (follow link, guest trip link; product §10.5, §10.1) before its trip is shown: the
 * {@link PublicLayout} with the spinner while loading, and after a failed load the alert with a retry button. The
 * chart decides `loading` and `failed`; the page only passes them on.
 */
export function LinkPendingPage(props: LinkPendingPageProps) {
  const { title, loading, loadingLabel, failed, failedText, retryLabel, onRetry } = props;
  return (
    <PublicLayout title={title}>
      {loading ? <Loading label={loadingLabel} /> : null}
      {failed ? (
        <div className={styles.failedBlock}>
          <p role="alert" className={styles.notice}>
            {failedText}
          </p>
          <div>
            <Button onClick={onRetry}>{retryLabel}</Button>
          </div>
        </div>
      ) : null}
    </PublicLayout>
  );
}
