import { Status, Wrapper } from '@googlemaps/react-wrapper';
import { useEffect, useLayoutEffect, useRef, useState, type ReactElement } from 'react';
import {
  googleMapsApi,
  toLatLng,
  type GoogleDirectionsRenderer,
  type GoogleDirectionsService,
  type GoogleMap,
  type GoogleMapsApi,
  type GoogleMarker,
} from './google-maps-api';
import { DEFAULT_MAP_CENTER, DEFAULT_MAP_ZOOM, type LiveMapViewProps, type MapPoint } from './map-types';
import * as styles from './map.css';

/** Props of {@link GoogleLiveMap}. */
export interface GoogleLiveMapProps extends LiveMapViewProps {
  /** Browser key for the Maps JavaScript API (`VITE_GOOGLE_MAPS_API_KEY`). */
  apiKey: string;
  /** Map language (BCP 47, e.g. `nl-NL`). */
  language?: string;
  /** Shown while the API loads: product §2 "Loading maps...". */
  loadingText: string;
  /**
   * Rendered when Google Maps cannot be used (script failed, or the key was refused): product §2 "Error loading
   * maps", typically with the offline schematic map so tracking keeps working.
   */
  renderError: () => ReactElement;
}

interface MapObjects {
  api: GoogleMapsApi;
  map: GoogleMap;
  vehicle: GoogleMarker;
  pickup: GoogleMarker;
  dropOff: GoogleMarker;
  service: GoogleDirectionsService;
  renderer: GoogleDirectionsRenderer;
}

/** Google calls this global when it refuses the key (it then shows its own error overlay). */
type AuthFailureWindow = { gm_authFailure?: () => void };

/**
 * product §2.3 live map on Google Maps, loaded through @googlemaps/react-wrapper: default centre 52.378, 4.897,
 * zoom 14, 500 px high; vehicle, departure and arrival markers; the driving route from DirectionsService for each
 * new `route.seq`; `fitBounds` once with the first `fitTo`, after which the user drags freely (the directions
 * renderer keeps the viewport). While loading it shows `loadingText`; on failure `renderError()`.
 */
export function GoogleLiveMap({ apiKey, language, loadingText, renderError, ...view }: GoogleLiveMapProps) {
  const [refused, setRefused] = useState(false);
  useEffect(() => {
    const target = globalThis as AuthFailureWindow;
    const previous = target.gm_authFailure;
    target.gm_authFailure = () => setRefused(true);
    return () => {
      target.gm_authFailure = previous;
    };
  }, []);
  if (refused) return renderError();
  const options = language ? { apiKey, language } : { apiKey };
  return (
    <Wrapper
      {...options}
      render={(status) =>
        status === Status.FAILURE ? (
          renderError()
        ) : (
          <div className={styles.frame}>
            <p className={styles.message} role="status">
              {loadingText}
            </p>
          </div>
        )
      }
    >
      <GoogleMapCanvas {...view} renderError={renderError} />
    </Wrapper>
  );
}

/** The map itself, once `google.maps` is loaded. */
function GoogleMapCanvas(props: LiveMapViewProps & { renderError: () => ReactElement }) {
  const { vehicle, pickup, dropOff, route, fitTo, labels, onDirectionsError, renderError } = props;
  const element = useRef<HTMLDivElement>(null);
  const [objects, setObjects] = useState<MapObjects | null>(null);
  const [unavailable, setUnavailable] = useState(false);
  const fitted = useRef(false);
  // Latest props for effects that must run only on their own trigger (map creation, a new route seq).
  const latest = useRef({ vehicle, pickup, dropOff, route, labels, onDirectionsError });
  // A layout effect runs before the passive effects below, so they read this render's props.
  useLayoutEffect(() => {
    latest.current = { vehicle, pickup, dropOff, route, labels, onDirectionsError };
  });

  useEffect(() => {
    const api = googleMapsApi();
    if (!api || !element.current) {
      setUnavailable(true);
      return;
    }
    const initial = latest.current;
    const map = new api.Map(element.current, {
      center: toLatLng(DEFAULT_MAP_CENTER),
      zoom: DEFAULT_MAP_ZOOM,
      // One-finger scrolling keeps scrolling the page on phones; two fingers (or ctrl + wheel) move the map.
      gestureHandling: 'cooperative',
      clickableIcons: false,
    });
    const marker = (position: MapPoint | null, title: string, label: string) =>
      new api.Marker({ map, position: position ? toLatLng(position) : null, title, label });
    const created: MapObjects = {
      api,
      map,
      vehicle: marker(initial.vehicle, initial.labels.vehicle, '🚕'),
      pickup: marker(initial.pickup, initial.labels.pickup, 'A'),
      dropOff: marker(initial.dropOff, initial.labels.dropOff, 'B'),
      service: new api.DirectionsService(),
      // preserveViewport: a new route must not undo the user's dragging (the map is fitted once only).
      renderer: new api.DirectionsRenderer({ map, suppressMarkers: true, preserveViewport: true }),
    };
    fitted.current = false;
    setObjects(created);
    return () => {
      created.vehicle.setMap(null);
      created.pickup.setMap(null);
      created.dropOff.setMap(null);
      created.renderer.setMap(null);
    };
  }, []);

  useEffect(() => {
    objects?.vehicle.setPosition(vehicle ? toLatLng(vehicle) : null);
  }, [objects, vehicle]);

  useEffect(() => {
    objects?.pickup.setPosition(toLatLng(pickup));
    objects?.dropOff.setPosition(toLatLng(dropOff));
  }, [objects, pickup, dropOff]);

  useEffect(() => {
    if (!objects || fitted.current || !fitTo || fitTo.length === 0) return;
    const bounds = new objects.api.LatLngBounds();
    for (const point of fitTo) bounds.extend(toLatLng(point));
    objects.map.fitBounds(bounds);
    fitted.current = true;
  }, [objects, fitTo]);

  const seq = route?.seq ?? null;
  useEffect(() => {
    const current = latest.current.route;
    if (!objects) return;
    if (!current) {
      objects.renderer.setMap(null);
      return;
    }
    let active = true;
    objects.service
      .route({
        origin: toLatLng(current.origin),
        destination: toLatLng(current.destination),
        travelMode: objects.api.TravelMode.DRIVING,
      })
      .then((result) => {
        if (!active) return;
        objects.renderer.setMap(objects.map);
        objects.renderer.setDirections(result);
      })
      .catch((error: unknown) => {
        if (active) latest.current.onDirectionsError?.(error);
      });
    return () => {
      active = false;
    };
  }, [objects, seq]);

  if (unavailable) return renderError();
  return (
    <div className={styles.frame}>
      <div ref={element} className={styles.canvas} role="region" aria-label={labels.map} />
    </div>
  );
}
