import { useI18n } from '../../i18n/i18n';
import * as styles from './skip-link.css';

/** Id of the `<main>` element that skip links jump to (AppShell, PublicLayout). */
export const MAIN_CONTENT_ID = 'main-content';

/** "Direct naar de inhoud" link, first in the tab order, visible on focus (WCAG 2.4.1). */
export function SkipLink() {
  const { t } = useI18n();
  return (
    <a className={styles.skipLink} href={`#${MAIN_CONTENT_ID}`}>
      {t('app.skipToContent')}
    </a>
  );
}
