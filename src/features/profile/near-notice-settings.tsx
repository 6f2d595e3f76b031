import { useClock, useLogicActor } from '../../logic/use-logic';
import { createTravellerNearNoticeLogic, useNearNoticeOptIn } from '../../logic/near-notice';
import { NearNoticeSwitch } from '../../components/map/near-notice';
import { useI18n } from '../../i18n/i18n';
import { PanelSection } from './panel-section';

/**
 * /profile tab 1 "Notifications" section: the opt-in "Notify me when my taxi is near", the same one as on the live
 * card (kept per account in this browser, src/logic/near-notice.ts). It runs machines/trip/near-notice.machine.ts without
 * a trip: the first tap asks the browser's notification permission, never the page load.
 */
export function NearNoticeSettings() {
  const { t } = useI18n();
  const clock = useClock();
  const optedIn = useNearNoticeOptIn('traveller');
  const actor = useLogicActor(createTravellerNearNoticeLogic, {
    input: { tripKey: null, optedIn, now: clock },
  });
  return (
    <PanelSection title={t('nearNotice.settingsTitle')}>
      <NearNoticeSwitch actor={actor} reader="traveller" />
    </PanelSection>
  );
}
