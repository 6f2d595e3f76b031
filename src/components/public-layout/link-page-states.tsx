import type { ReactNode } from 'react';
import { useI18n } from '../../i18n/i18n';
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

/**
 * The i18n namespace of a link page's pending texts: `<ns>.loading` (the spinner's label), `<ns>.failed` (the alert
 * after a failed load) and `<ns>.retry` (its button).
 */
type LinkPendingTexts = 'follow' | 'guestBooking.trip';

/** Props of {@link LinkPendingPage}. */
export interface LinkPendingPageProps {
  title: ReactNode;
  /** Where the loading, failed and retry texts are (see {@link LinkPendingTexts}). */
  texts: LinkPendingTexts;
  /** The chart is loading the link's trip: the spinner shows. */
  loading: boolean;
  /** The load failed (network, server): the alert and the retry button show. */
  failed: boolean;
  /** Sends the chart's retry event. */
  onRetry: () => void;
  /**
   * The link's trip once the chart has it: the page then shows `content` under `title` in the wide layout instead
   * of the pending states (null while loading, after a failed load, or before the first answer).
   */
  shown?: { title: ReactNode; content: ReactNode } | null;
}

/**
 * A public link page (follow link, guest trip link; product §10.5, §10.1): its trip in the wide
 * {@link PublicLayout} once `shown`; before that the layout with the spinner while loading, and after a failed load
 * the alert with a retry button. The chart decides `loading`, `failed` and the trip; the page only passes them on.
 */
export function LinkPendingPage({ title, texts, loading, failed, onRetry, shown }: LinkPendingPageProps) {
  const { t } = useI18n();
  if (shown) {
    return (
      <PublicLayout variant="wide" title={shown.title}>
        {shown.content}
      </PublicLayout>
    );
  }
  return (
    <PublicLayout title={title}>
      {loading ? <Loading label={t(`${texts}.loading`)} /> : null}
      {failed ? (
        <div className={styles.failedBlock}>
          <p role="alert" className={styles.notice}>
            {t(`${texts}.failed`)}
          </p>
          <div>
            <Button onClick={onRetry}>{t(`${texts}.retry`)}</Button>
          </div>
        </div>
      ) : null}
    </PublicLayout>
  );
}
