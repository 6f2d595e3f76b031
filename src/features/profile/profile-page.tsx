import * as Tabs from '@radix-ui/react-tabs';
import * as Tooltip from '@radix-ui/react-tooltip';
import { useSelector } from '@xstate/react';
import { useSearchParams } from 'react-router';
import { selectIsUnavailable } from '../../../machines/travel-preferences.machine';
import { selectPassNumber } from '../../../machines/auth.machine';
import { selectProfile, selectRegion } from '../../../machines/lib/user-data-selectors';
import { useAuthSelector, useLogicActor, useUserDataSelector } from '../../logic/use-logic';
import { createTravelPreferencesLogic } from '../../logic/travel-preferences';
import { Card, Loading } from '../../components';
import { useI18n } from '../../i18n/i18n';
import { AccountDeletionPanel } from './account-deletion-panel';
import { ChangePasswordPanel } from './change-password-panel';
import { PassNumbersPanel } from './pass-numbers-panel';
import { PersonalInfoPanel } from './personal-info-panel';
import { TravelPreferencesPanel } from './travel-preferences-panel';
import { SavedPlacesPanel } from './saved-places-panel';
import { useSavedPlacesActor } from '../../logic/saved-places';
import { selectIsUnavailable as selectSavedPlacesUnavailable } from '../../../machines/saved-places.machine';
import { CarersPanel } from './carers-panel';
import { createCarersLogic } from '../../logic/carers';
import { selectCarersUnavailable } from '../../../machines/account';
import * as styles from './profile-page.css';

/** The tabs in order: each tab's value and the i18n key of its name. */
const TABS = [
  ['personal', 'profile.tabPersonal'],
  ['passNumbers', 'profile.tabPassNumbers'],
  ['password', 'profile.tabPassword'],
  ['account', 'profile.tabAccount'],
] as const;

/** The tabs `?tab=` may open: the pass numbers (home's and the booking form's links), the carers (product §10.12). */
const OPENABLE_TABS = ['passNumbers', 'carers'] as const;

/**
 * product §2.6 /profile: a tabbed card (max 700px) with tab 1 personal information and language, tab 2 pass numbers,
 * tab 3 change password and tab 4 account deletion.
 * Beyond the operator's product (product §11.3), "Travel preferences" (./travel-preferences-panel.tsx), hidden when the API has none (404).
 * Radix Tabs give the tablist/tab/tabpanel roles and arrow-key navigation. Waits for the profile (loaded by the
 * session after login). `?tab=passNumbers` opens on the pass numbers (the "Add a pass number" links of home and the
 * booking form), `?tab=carers` on the carers (product §10.12, "Carers" / "Mantelzorgers",
 * ./carers-panel.tsx, hidden when the API has none). Both panels stay mounted (the inactive one hidden), so switching tabs keeps what was typed.
 */
export function ProfilePage() {
  const { t } = useI18n();
  const profile = useUserDataSelector(selectProfile);
  const region = useUserDataSelector(selectRegion);
  const selected = useAuthSelector(selectPassNumber);
  // The tab shows unless the API has no travel preferences (404).
  const travelPreferences = useLogicActor(createTravelPreferencesLogic);
  const hasTravelPreferences = !useSelector(travelPreferences, selectIsUnavailable);
  // The session's saved places (shared with the booking form); no tab when the API has none (404).
  const savedPlaces = useSavedPlacesActor();
  const hasSavedPlaces = !useSelector(savedPlaces, selectSavedPlacesUnavailable);
  // The traveller's carers and the travellers the account helps; no tab when the API has none (404).
  const carers = useLogicActor(createCarersLogic);
  const hasCarers = !useSelector(carers, selectCarersUnavailable);
  const [searchParams] = useSearchParams();
  const firstTab = OPENABLE_TABS.find((tab) => tab === searchParams.get('tab')) ?? 'personal';

  return (
    <>
      <h1>{t('userProfile.title')}</h1>
      {profile ? (
        <Tooltip.Provider>
          <Card className={styles.tabbedCard}>
            <Tabs.Root defaultValue={firstTab}>
              <Tabs.List className={styles.tabList} aria-label={t('profile.tabs')}>
                {TABS.map(([value, label]) => (
                  <Tabs.Trigger key={value} value={value} className={styles.tab}>
                    {t(label)}
                  </Tabs.Trigger>
                ))}
                {hasTravelPreferences ? (
                  <Tabs.Trigger value="travelPreferences" className={styles.tab}>
                    {t('travelPreferences.tab')}
                  </Tabs.Trigger>
                ) : null}
                {hasSavedPlaces ? (
                  <Tabs.Trigger value="savedPlaces" className={styles.tab}>
                    {t('profile.tabSavedPlaces')}
                  </Tabs.Trigger>
                ) : null}
                {hasCarers ? (
                  <Tabs.Trigger value="carers" className={styles.tab}>
                    {t('carers.tab')}
                  </Tabs.Trigger>
                ) : null}
              </Tabs.List>
              <Tabs.Content value="personal" forceMount className={styles.tabPanel}>
                <PersonalInfoPanel profile={profile} />
              </Tabs.Content>
              <Tabs.Content value="passNumbers" forceMount className={styles.tabPanel}>
                <PassNumbersPanel
                  passNumbers={profile.passNumbers}
                  isPassNumberRequired={region?.settings.isPassNumberRequired ?? true}
                  selected={selected}
                />
              </Tabs.Content>
              <Tabs.Content value="password" forceMount className={styles.tabPanel}>
                <ChangePasswordPanel email={profile.email} />
              </Tabs.Content>
              <Tabs.Content value="account" forceMount className={styles.tabPanel}>
                <AccountDeletionPanel email={profile.email} requestedAt={profile.deletionRequestedAt} />
              </Tabs.Content>
              {hasTravelPreferences ? (
                <Tabs.Content value="travelPreferences" forceMount className={styles.tabPanel}>
                  <TravelPreferencesPanel
                    actor={travelPreferences}
                    region={region}
                    passNumbers={profile.passNumbers}
                    hasMonthlyBilling={profile.hasMonthlyBilling}
                  />
                </Tabs.Content>
              ) : null}
              {hasSavedPlaces && savedPlaces ? (
                <Tabs.Content value="savedPlaces" forceMount className={styles.tabPanel}>
                  <SavedPlacesPanel actor={savedPlaces} />
                </Tabs.Content>
              ) : null}
              {hasCarers ? (
                // Mounted only while chosen: what was typed lives in the chart, which the page keeps.
                <Tabs.Content value="carers" className={styles.tabPanel}>
                  <CarersPanel actor={carers} />
                </Tabs.Content>
              ) : null}
            </Tabs.Root>
          </Card>
        </Tooltip.Provider>
      ) : (
        <Loading label={t('common.loading')} />
      )}
    </>
  );
}
