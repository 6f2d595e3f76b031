import { useSelector } from '@xstate/react';
import { lazy, Suspense, useState, type ReactElement } from 'react';
import type { AnyActorRef } from 'xstate';
import { visibleLicensePlate, type MapView } from '../../../machines/trip';
import { useI18n } from '../../i18n/i18n';
import { ErrorBoundary } from '../error-boundary/error-boundary';
import type { VehicleInfo } from '../../../machines/types';
import type { LiveMapViewProps, MapPoint } from './map-types';
import { MapLegend } from './map-legend';
import { SchematicLiveMap } from './schematic-live-map';
import * as styles from './map.css';

// Google Maps' wrapper loads only when a key is set and a map is shown.
const GoogleLiveMap = lazy(() => import('./google-live-map').then((m) => ({ default: m.GoogleLiveMap })));
// Leaflet (and its CSS) load only when a keyless live map is shown: the live card and the follow page.
const LeafletLiveMap = lazy(() => import('./leaflet-live-map').then((m) => ({ default: m.LeafletLiveMap })));

/** Props of {@link LiveTripMap}: what the map shows, its accessible name, and the Google Maps key and language. */
interface LiveTripMapProps extends Omit<LiveMapViewProps, 'labels'> {
  /** Accessible name of the map (e.g. t('liveMap.mapLabel')). */
  mapLabel: string;
  /** The taxi marker's tag: its plate, else null ("Taxi"). */
  plate: string | null;
  /** Google Maps API key (`VITE_GOOGLE_MAPS_API_KEY`); empty: the schematic map. */
  apiKey: string;
  /** Map language (BCP 47, the UI locale). */
  language: string;
}

/**
 * The map of a live trip (product §2.3 live map; the live card on /home and the carer's /follow page): Google Maps when
 * a key is set and it loads; without a key the street map of {@link KeylessLiveMap}, else the schematic map. When
 * Google fails the notice "Error loading maps" stands above the schematic map, so tracking goes on (product §2
 * "Error loading maps").
 */
function LiveTripMap({ mapLabel, plate, apiKey, language, ...props }: LiveTripMapProps) {
  const { t } = useI18n();
  const view: LiveMapViewProps = {
    ...props,
    labels: {
      map: mapLabel,
      vehicle: t('liveMap.vehicle'),
      pickup: t('liveMap.pickupMarker'),
      dropOff: t('liveMap.dropOffMarker'),
      tags: {
        vehicle: plate ?? t('liveStatus.markerTaxi'),
        pickup: t('liveStatus.markerPickUp'),
        dropOff: t('liveStatus.markerDestination'),
      },
    },
  };
  const schematic = <SchematicLiveMap {...view} caption={t('liveMap.schematic')} />;
  if (!apiKey) return <KeylessLiveMap view={view} schematic={schematic} />;
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
        {t('trip.mapLoading')}
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
          loadingText={t('trip.mapLoading')}
          renderError={() => failed}
        />
      </Suspense>
    </ErrorBoundary>
  );
}

/**
 * The live map without a Google key: Leaflet over the PDOK basemap (lazy chunk) while its tiles load, and the
 * schematic map at once when they cannot (offline, blocked, tile host down), when the chunk fails, or when the
 * basemap is switched off (`VITE_MAP_BASEMAP=none`). A legend under either names the markers.
 */
function KeylessLiveMap({ view, schematic }: { view: LiveMapViewProps; schematic: ReactElement }) {
  const { t } = useI18n();
  const [tilesFailed, setTilesFailed] = useState(false);
  const streets = BASEMAP !== 'none' && !tilesFailed;
  const loading = (
    <p className={styles.message} role="status">
      {t('trip.mapLoading')}
    </p>
  );
  return (
    <div className={styles.fallback}>
      {streets ? (
        <div className={styles.frame}>
          <ErrorBoundary fallback={schematic}>
            <Suspense fallback={loading}>
              <LeafletLiveMap
                {...view}
                zoomInTitle={t('liveStatus.zoomIn')}
                zoomOutTitle={t('liveStatus.zoomOut')}
                onTilesFailed={() => setTilesFailed(true)}
              />
            </Suspense>
          </ErrorBoundary>
        </div>
      ) : (
        schematic
      )}
      <MapLegend vehicleTag={view.labels.tags?.vehicle ?? ''} landmarks={!streets} />
    </div>
  );
}

/** The browser key for Google Maps (`VITE_GOOGLE_MAPS_API_KEY`); empty = the keyless maps. */
const GOOGLE_MAPS_API_KEY: string = (import.meta.env.VITE_GOOGLE_MAPS_API_KEY as string | undefined) ?? '';

/**
 * The keyless live map's basemap (`VITE_MAP_BASEMAP`): `pdok` (default) draws streets from the PDOK
 * BRT-Achtergrondkaart; `none` keeps the schematic map (an operator whose policy forbids the tile host; the unit
 * tests in jsdom, which cannot lay out a map).
 */
const BASEMAP: string = (import.meta.env.VITE_MAP_BASEMAP as string | undefined) ?? 'pdok';

/** A live actor (live-map or follow machine): its context holds the map's view; it takes `directions.failed`. */
type LiveTripActorRef = AnyActorRef & { getSnapshot(): { context: MapView } };

const selectRoute = (s: { context: MapView }) => s.context.route;
const selectFitTo = (s: { context: MapView }) => s.context.fitTo;

/** Props of {@link TrackedTripMap}. */
export interface TrackedTripMapProps {
  /** The live actor: the route and the points to fit come from it; a failed directions request goes to it. */
  actor: LiveTripActorRef;
  /** The trip's ends, drawn while the vehicle does not say where it drives between. */
  trip: { locationFrom: MapPoint; locationTo: MapPoint };
  /** The vehicle as last reported, or null/undefined while unknown. */
  vehicle: VehicleInfo | null | undefined;
  /** Accessible name of the map (e.g. t('liveMap.mapLabel')). */
  mapLabel: string;
  /** Google Maps browser key; default `VITE_GOOGLE_MAPS_API_KEY`. Empty: the offline schematic map. */
  apiKey?: string;
}

/**
 * The {@link LiveTripMap} of a tracked trip (the live card on /home and the carer's /follow page), in the UI's
 * language: the vehicle's position and the ends of its ride (else the trip's own), the route and fit the actor
 * decided; directions failures are sent to the actor.
 */
export function TrackedTripMap({
  actor,
  trip,
  vehicle,
  mapLabel,
  apiKey = GOOGLE_MAPS_API_KEY,
}: TrackedTripMapProps) {
  const { locale } = useI18n();
  const route = useSelector(actor, selectRoute);
  const fitTo = useSelector(actor, selectFitTo);
  return (
    <LiveTripMap
      vehicle={vehicle?.position ?? null}
      pickup={vehicle?.departure ?? trip.locationFrom}
      dropOff={vehicle?.arrival ?? trip.locationTo}
      route={route}
      fitTo={fitTo}
      mapLabel={mapLabel}
      plate={visibleLicensePlate(vehicle ?? null)}
      onDirectionsError={(error) => actor.send({ type: 'directions.failed', error })}
      apiKey={apiKey}
      language={locale}
    />
  );
}
