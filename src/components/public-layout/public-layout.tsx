import type { ReactNode } from 'react';
import { useI18n } from '../../i18n/i18n';
import { MainContent, SkipLink } from '../app-shell/skip-link';
import { LanguageSelect } from '../language-select/language-select';
import { PageFooter } from '../page-footer/page-footer';
import { RouteProgress } from '../route-progress/route-progress';
import * as styles from './public-layout.css';

/** Props of {@link PublicLayout}. */
export interface PublicLayoutProps {
  children?: ReactNode;
  /** Page heading (h1) at the top of the box, e.g. t('login.title'). */
  title?: ReactNode;
  /** `box` (default): the centred 500px form box; `wide`: content as is, up to the content width (welcome page). */
  variant?: 'box' | 'wide';
}

/**
 * Layout of the public pages (login, register, forgot, change, activate; product §2): skip link, a header with the
 * product name and the {@link LanguageSelect}, `<main>` with the centred 500px form box, and the page footer.
 * While a route change waits for its page, `<main>` is busy and inert and {@link RouteProgress} shows.
 */
export function PublicLayout({ children, title, variant = 'box' }: PublicLayoutProps) {
  const { t } = useI18n();
  return (
    <div className={styles.page}>
      <SkipLink />
      <RouteProgress />
      <header className={styles.header}>
        <span className={styles.brand}>{t('app.title')}</span>
        <LanguageSelect />
      </header>
      <MainContent className={styles.main}>
        <div className={variant === 'box' ? styles.formBox : styles.wide}>
          {title ? <h1 className={styles.title}>{title}</h1> : null}
          {children}
        </div>
      </MainContent>
      <PageFooter />
    </div>
  );
}
