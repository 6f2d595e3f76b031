import { useI18n } from '../../i18n/i18n';
import * as styles from './map.css';

/** "Licence plate: AB-123-C", the plate drawn like a Dutch one (product §2.3 live map: plate while the vehicle comes). */
export function LicensePlateLine({ plate }: { plate: string }) {
  const { t } = useI18n();
  return (
    <p className={styles.plateRow}>
      <span>{t('liveMap.licensePlate')}:</span> <span className={styles.plate}>{plate}</span>
    </p>
  );
}
