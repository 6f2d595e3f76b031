import type { ReactNode } from 'react';
import { useI18n } from '../../i18n/i18n';
import { PublicLayout } from '../public-layout/public-layout';
import * as styles from './form.css';

/** Props of {@link AccountPage}. */
export interface AccountPageProps {
  /** Which page: its title (h1) and introduction are the i18n keys `<page>.title` and `<page>.intro`. */
  page: 'register' | 'activate' | 'forgot' | 'change';
  /** The way on or back (e.g. to /login), under the form. */
  links: ReactNode;
  children: ReactNode;
}

/** A public account page (SPEC §2 /register, /activate, /forgot, /change) in the public layout's form box. */
export function AccountPage({ page, links, children }: AccountPageProps) {
  const { t } = useI18n();
  return (
    <PublicLayout title={t(`${page}.title`)}>
      <p className={styles.intro}>{t(`${page}.intro`)}</p>
      {children}
      <p className={styles.links}>{links}</p>
    </PublicLayout>
  );
}
