import type { ReactNode } from 'react';
import { useI18n } from '../../i18n/i18n';
import { useRoutePending } from '../route-progress/route-progress';
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

/**
 * The page's `<main>` landmark, the skip link's target (id {@link MAIN_CONTENT_ID}, focusable by script). While a
 * route change waits for its page (`useRoutePending`), it is busy and inert: the old page takes no input meanwhile.
 * Used by both layouts (AppShell, PublicLayout).
 */
export function MainContent({ className, children }: { className: string; children?: ReactNode }) {
  const pending = useRoutePending();
  return (
    <main
      id={MAIN_CONTENT_ID}
      tabIndex={-1}
      className={className}
      aria-busy={pending || undefined}
      inert={pending || undefined}
    >
      {children}
    </main>
  );
}
