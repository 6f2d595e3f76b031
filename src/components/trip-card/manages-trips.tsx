import type { ReactNode } from 'react';
import { selectFollowOnlyName } from '../../../machines/lib/travelling-for-selectors';
import { useI18n } from '../../i18n/i18n';
import { useTravellingForSelector } from '../../logic/travelling-for';

/**
 * Observer limits on trips (product §10.12 Carers): while the tab follows a traveller as an observer, the actions
 * that manage a trip (book again, change, cancel, rate, pay, share) are not offered; with `reason`, the place says
 * why ("Maria Maandfactuur lets you follow trips, not book, change, cancel or rate them."). For oneself and a
 * managing carer it shows `children`. The chart decides (`selectFollowOnlyName`).
 */
export function ManagesTrips({
  children,
  reason = false,
  className,
}: {
  children: ReactNode;
  reason?: boolean;
  className?: string;
}) {
  const { t } = useI18n();
  const name = useTravellingForSelector(selectFollowOnlyName);
  if (!name) return <>{children}</>;
  return reason ? <p className={className}>{t('travellingFor.followOnly', { name })}</p> : null;
}
