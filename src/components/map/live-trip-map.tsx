import { lazy, Suspense } from 'react';
import { useI18n } from '../../i18n/i18n';
import { ErrorBoundary } from '../error-boundary/error-boundary';
import type { LiveMapViewProps } from './map-types';
import { SchematicLiveMap } from './schematic-live-map';
import * as styles from './map.css';

// Google Maps' wrapper loads only when a key is set and a map is shown.
const GoogleLiveMap = lazy(() => import('./google-live-map').then((m) => ({ default: m.GoogleLiveMap })));

/** Props of {@link LiveTripMap}: what the map shows, its accessible name, and the Google Maps key and language. */
export interface LiveTripMapProps extends Omit<LiveMapViewProps, 'labels'> {
  /** Accessible name of the map (e.g. t('liveMap.mapLabel')). */
  mapLabel: string;
  /** Google Maps API key (`VITE_GOOGLE_MAPS_API_KEY`); empty: the schematic map. */
  apiKey: string;
  /** Map language (BCP 47, the UI locale). */
  language: string;
}

/**
 * The map of a live trip (SPEC §2 live map; the live card on /home and the carer's /follow page): Google Maps when
 * a key is set and it loads, else the schematic map. When Google fails the notice "Error loading maps" stands
 * above the schematic map, so tracking goes on (SPEC §2 "Error loading maps").
 */
export function LiveTripMap({ mapLabel, apiKey, language, ...props }: LiveTripMapProps) {
  const { t } = useI18n();
  const view: LiveMapViewProps = {
    ...props,
    labels: {
      map: mapLabel,
      vehicle: t('liveMap.vehicle'),
      pickup: t('liveMap.pickupMarker'),
      dropOff: t('liveMap.dropOffMarker'),
    },
  };
  const schematic = <SchematicLiveMap {...view} caption={t('liveMap.schematic')} />;
  if (!apiKey) return schematic;
  const failed = (
    <div className={styles.fallback}>
      <p className={styles.error} role="alert">
        {t('liveMap.error')}
      </p>
      {schematic}
    </div>
  );
  const loading = (
    <div className={styles.frame}>
      <p className={styles.message} role="status">
        {t('liveMap.loading')}
      </p>
    </div>
  );
  return (
    <ErrorBoundary fallback={failed}>
      <Suspense fallback={loading}>
        <GoogleLiveMap
          {...view}
          apiKey={apiKey}
          language={language}
          loadingText={t('liveMap.loading')}
          renderError={() => failed}
        />
      </Suspense>
    </ErrorBoundary>
  );
}
