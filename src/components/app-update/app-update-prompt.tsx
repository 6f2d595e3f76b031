import { notice } from '../../../styles/recipes/notice.css';
import { useI18n } from '../../i18n/i18n';
import { useUpdatePrompt } from '../../logic/app-update';
import { Button } from '../button/button';
import * as styles from './app-update-prompt.css';

/**
 * "A new version is available" with "Reload" (machines/app-update.machine.ts `prompting`): shown when the service
 * worker installed a new version and no booking is in progress; the new version is applied only when the
 * traveller presses Reload. A polite live region, rendered even without a prompt so its arrival is announced.
 */
export function AppUpdatePrompt() {
  const { t } = useI18n();
  const { shows, reload } = useUpdatePrompt();
  return (
    <div role="status" className={styles.region}>
      {shows ? (
        <div className={`${notice({ tone: 'info' })} ${styles.prompt}`}>
          <p>{t('appUpdate.available')}</p>
          <Button size="sm" onClick={reload}>
            {t('appUpdate.reload')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
