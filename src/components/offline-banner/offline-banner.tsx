import { notice } from '../../../styles/recipes/notice.css';
import { useI18n } from '../../i18n/i18n';
import { useIsOffline } from '../../logic/connectivity';
import * as styles from './offline-banner.css';

/**
 * A calm banner while the browser reports being offline (machines/connectivity.machine.ts): "You are offline. What
 * you enter is kept…"; gone once back online. A polite live region, rendered even while online so the change is
 * announced.
 */
export function OfflineBanner() {
  const { t } = useI18n();
  const offline = useIsOffline();
  return (
    <div role="status">
      {offline ? (
        <p className={`${notice({ tone: 'info' })} ${styles.banner}`}>{t('resilience.offline')}</p>
      ) : null}
    </div>
  );
}
