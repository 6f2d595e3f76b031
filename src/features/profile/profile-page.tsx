import * as Tabs from '@radix-ui/react-tabs';
import * as Tooltip from '@radix-ui/react-tooltip';
import { selectPassNumber } from '../../../machines/auth.machine';
import { selectProfile, selectRegion } from '../../../machines/user-data.machine';
import { useAuthSelector, useUserDataSelector } from '../../logic/use-logic';
import { Card, Loading } from '../../components';
import { useI18n } from '../../i18n/i18n';
import { AccountDeletionPanel } from './account-deletion-panel';
import { ChangePasswordPanel } from './change-password-panel';
import { PassNumbersPanel } from './pass-numbers-panel';
import { PersonalInfoPanel } from './personal-info-panel';
import * as styles from './profile-page.css';

/**
 * SPEC §2 /profile: a tabbed card (max 700px) with tab 1 personal information and language, tab 2 pass numbers,
 * tab 3 change password (issue 17 item 2) and tab 4 account deletion (issue 17 item 3).
 * Radix Tabs give the tablist/tab/tabpanel roles and arrow-key navigation. Waits for the profile (loaded by the
 * session after login). Both panels stay mounted (the inactive one hidden), so switching tabs keeps what was typed.
 */
export function ProfilePage() {
  const { t } = useI18n();
  const profile = useUserDataSelector(selectProfile);
  const region = useUserDataSelector(selectRegion);
  const selected = useAuthSelector(selectPassNumber);

  return (
    <>
      <h1>{t('userProfile.title')}</h1>
      {profile ? (
        <Tooltip.Provider>
          <Card className={styles.tabbedCard}>
            <Tabs.Root defaultValue="personal">
              <Tabs.List className={styles.tabList} aria-label={t('profile.tabs')}>
                <Tabs.Trigger value="personal" className={styles.tab}>
                  {t('profile.tabPersonal')}
                </Tabs.Trigger>
                <Tabs.Trigger value="passNumbers" className={styles.tab}>
                  {t('profile.tabPassNumbers')}
                </Tabs.Trigger>
                <Tabs.Trigger value="password" className={styles.tab}>
                  {t('profile.tabPassword')}
                </Tabs.Trigger>
                <Tabs.Trigger value="account" className={styles.tab}>
                  {t('profile.tabAccount')}
                </Tabs.Trigger>
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
            </Tabs.Root>
          </Card>
        </Tooltip.Provider>
      ) : (
        <Loading label={t('common.loading')} />
      )}
    </>
  );
}
