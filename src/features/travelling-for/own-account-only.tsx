import type { ReactNode } from 'react';
import { selectActingBand } from '../../../machines/lib/travelling-for-selectors';
import { notice } from '../../../styles/recipes/notice.css';
import { useI18n } from '../../i18n/i18n';
import { useTravellingForSelector } from '../../logic/travelling-for';

/**
 * What a page that stays the account's own shows while the tab acts for a traveller (product §10.12: profile,
 * password and pass-number editing stay the traveller's own), instead of the page: the reason, and how to get back.
 * Null when acting for nobody, and then `children` shows.
 */
export function OwnAccountOnly({ children }: { children: ReactNode }) {
  const { t } = useI18n();
  const band = useTravellingForSelector(selectActingBand);
  if (!band) return <>{children}</>;
  return <p className={notice({ tone: 'info' })}>{t('travellingFor.ownAccount', { name: band.name })}</p>;
}
