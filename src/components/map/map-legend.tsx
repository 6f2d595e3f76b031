import { useI18n } from '../../i18n/i18n';
import { MARKER_LETTERS } from './map-types';
import * as styles from './map.css';

/**
 * The legend under a keyless live map: the taxi (with its plate), "Pick-up" (A), "Destination" (B) and the
 * route; with `landmarks` (the schematic map) also the station and stop symbols.
 */
export function MapLegend({ vehicleTag, landmarks }: { vehicleTag: string; landmarks: boolean }) {
  const { t } = useI18n();
  return (
    <ul className={styles.legend} aria-label={t('liveStatus.legend')} data-testid="map-legend">
      <li>
        <span className={`${styles.legendBadge} ${styles.legendVehicle}`} aria-hidden="true" />
        {t('liveStatus.legendTaxi')} {vehicleTag}
      </li>
      <li>
        <span className={`${styles.legendBadge} ${styles.legendPickup}`} aria-hidden="true">
          {MARKER_LETTERS.pickup}
        </span>
        {t('liveStatus.markerPickUp')}
      </li>
      <li>
        <span className={`${styles.legendBadge} ${styles.legendDropOff}`} aria-hidden="true">
          {MARKER_LETTERS.dropOff}
        </span>
        {t('liveStatus.markerDestination')}
      </li>
      <li>
        <span className={styles.legendRoute} aria-hidden="true" />
        {t('liveStatus.legendRoute')}
      </li>
      {landmarks ? (
        <>
          <li>
            <span className={styles.legendStation} aria-hidden="true" />
            {t('liveStatus.legendStation')}
          </li>
          <li>
            <span className={styles.legendStop} aria-hidden="true" />
            {t('liveStatus.legendStop')}
          </li>
        </>
      ) : null}
    </ul>
  );
}
