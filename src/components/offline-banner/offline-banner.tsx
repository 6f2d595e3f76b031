import { notice } from '../../../styles/recipes/notice.css';
import { useI18n } from '../../i18n/i18n';
import { useIsOffline, useOfflineSnapshot } from '../../logic/connectivity';
import * as styles from './offline-banner.css';

/**
 * A calm banner while the app cannot reach its APIs (machines/connectivity.machine.ts): on the pages that show the
 * offline snapshot (`snapshotPage`: /home, /my-trips) and one is shown, "You are offline. This is what we knew at
 * 09:42." (the snapshot's time, Europe/Amsterdam); elsewhere "You are offline. What you enter is kept…". Gone once
 * back online. A polite live region, rendered even while online so the change is announced.
 */
export function OfflineBanner({ snapshotPage = false }: { snapshotPage?: boolean }) {
  const { t, formatTime } = useI18n();
  const offline = useIsOffline();
  const snapshot = useOfflineSnapshot();
  const text =
    snapshot && snapshotPage
      ? t('home.offlineBanner', { time: formatTime(snapshot.takenAt) })
      : t('resilience.offline');
  return (
    <div role="status">
      {offline ? <p className={`${notice({ tone: 'info' })} ${styles.banner}`}>{text}</p> : null}
    </div>
  );
}
