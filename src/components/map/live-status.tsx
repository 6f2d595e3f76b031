import type { LiveStatus } from '../../../machines/trip';
import { useI18n, type Translate } from '../../i18n/i18n';
import { LicensePlateLine } from './license-plate';
import * as styles from './map.css';

/**
 * The status sentence in the UI language (i18n `liveStatus.*`), e.g. "Your taxi PF-677-V is about 6 minutes away
 * from Rietmeent 73." / "Uw taxi PF-677-V is over ongeveer 6 minuten bij Rietmeent 73.".
 * @param formatTime formats an ISO-8601 UTC instant as Europe/Amsterdam clock time
 * @param reader who reads it: the traveller ("Your taxi") or a carer following the trip ("The taxi")
 */
function liveStatusText(
  status: LiveStatus,
  t: Translate,
  formatTime: (value: string) => string,
  reader: LiveStatusReader = 'traveller',
): string {
  switch (status.kind) {
    case 'pickUp':
    case 'arriving':
    case 'pickUpNoEta': {
      const carer = reader === 'carer';
      const taxi = status.plate
        ? t(carer ? 'liveStatus.carerTaxi' : 'liveStatus.taxi', { plate: status.plate })
        : t(carer ? 'liveStatus.carerTaxiNoPlate' : 'liveStatus.taxiNoPlate');
      if (status.kind === 'pickUp' && status.minutes === 1)
        return t('liveStatus.pickUpOneMinute', { taxi, place: status.place });
      const minutes = status.kind === 'pickUp' ? status.minutes : 0;
      return t(`liveStatus.${status.kind}`, { taxi, place: status.place, minutes });
    }
    case 'dropOff':
      return status.eta
        ? t('liveStatus.dropOff', { place: status.place, time: formatTime(status.eta) })
        : t('liveStatus.dropOffNoEta', { place: status.place });
    default:
      return t(`liveStatus.${status.kind}`);
  }
}

/** Who reads the sentence: the traveller on the live card, or a carer on the follow page. */
type LiveStatusReader = 'traveller' | 'carer';

/** Props of {@link LiveStatusPanel}. */
export interface LiveStatusPanelProps {
  /** What the chart says about the vehicle (null: nothing live to say, the region stays and is empty). */
  status: LiveStatus | null;
  /** The pick-up window (ISO-8601 UTC), shown under the sentence; omit where the page shows it already. */
  pickUpWindow?: { start: string; end: string } | null;
  /** The licence plate while the taxi comes to the pick-up, else null. */
  plate: string | null;
  /** Who reads it (default the traveller). */
  reader?: LiveStatusReader;
}

/**
 * What a traveller (or carer) reads first, above the live map (product §2.3 live map card, the carer's follow page):
 * the status sentence in large bold type, then the pick-up window and the licence plate in large type. The
 * sentence is a polite live region: it changes only when the status or the whole minutes do (the chart's
 * selector), so screen readers hear those changes and not every poll.
 */
export function LiveStatusPanel({ status, pickUpWindow, plate, reader }: LiveStatusPanelProps) {
  const { t, formatTime } = useI18n();
  return (
    <div className={styles.status}>
      <p className={styles.statusSentence} aria-live="polite" data-testid="live-status">
        {status ? liveStatusText(status, t, formatTime, reader) : ''}
      </p>
      {pickUpWindow ? (
        <p className={styles.statusLine} data-testid="live-status-window">
          {t('liveStatus.pickUpWindow', {
            start: formatTime(pickUpWindow.start),
            end: formatTime(pickUpWindow.end),
          })}
        </p>
      ) : null}
      {plate ? <LicensePlateLine plate={plate} /> : null}
    </div>
  );
}
