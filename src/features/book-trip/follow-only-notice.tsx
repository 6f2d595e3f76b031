import type { ReactNode } from 'react';
import { selectFollowOnlyName } from '../../../machines/lib/travelling-for-selectors';
import { notice } from '../../../styles/recipes/notice.css';
import { useI18n } from '../../i18n/i18n';
import { useTravellingForSelector } from '../../logic/travelling-for';
import * as layout from './layout.css';

/**
 * Observer limits on /book-trip (product §10.12 Carers): while the tab follows a traveller as an observer, the page
 * says why it offers no booking ("Riet de Vries lets you follow trips, not book them.") instead of the form; for
 * oneself and a manager it shows `children`. The chart decides (`selectFollowOnlyName`).
 */
export function FollowOnlyNotice({ children }: { children: ReactNode }) {
  const { t } = useI18n();
  const name = useTravellingForSelector(selectFollowOnlyName);
  if (!name) return <>{children}</>;
  return (
    <div className={layout.page}>
      <div className={layout.header}>
        <h1 className={layout.title} tabIndex={-1}>
          {t('bookTrip.title')}
        </h1>
      </div>
      <p className={notice({ tone: 'info' })}>{t('bookTrip.followOnly', { name })}</p>
    </div>
  );
}
