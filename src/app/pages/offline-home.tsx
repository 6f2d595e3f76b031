import type { OfflineSnapshot } from '../../../machines/lib/offline-snapshot';
import { selectProfile } from '../../../machines/lib/user-data-selectors';
import { NeedsConnection, OfflineAction, OfflineNextTripCard } from '../../features/trips/offline-trips';
import { useI18n } from '../../i18n/i18n';
import { useUserDataSelector } from '../../logic/use-logic';
import { BudgetCard } from './budget-card';
import * as styles from './home-page.css';

/**
 * /home from the offline snapshot (machines/connectivity.machine.ts `offline.showing`), read-only: the budget as
 * last known, the next trip with the number to call, and booking disabled with the reason. Nothing is queued.
 */
export function OfflineHome({ snapshot }: { snapshot: OfflineSnapshot }) {
  const { t } = useI18n();
  const profile = useUserDataSelector(selectProfile);
  return (
    <>
      <h1>{profile ? t('home.greeting', { name: profile.firstName }) : t('home.title')}</h1>
      <NeedsConnection />
      <div className={styles.grid}>
        <BudgetCard
          budget={snapshot.budget}
          passNumbers={[]}
          selected={snapshot.budget?.passNumber ?? null}
        />
        <OfflineNextTripCard trip={snapshot.nextTrip} />
        <div className={styles.wide}>
          <OfflineAction>{t('offlineSnapshot.bookTrip')}</OfflineAction>
        </div>
      </div>
    </>
  );
}
