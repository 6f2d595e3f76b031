import * as L from 'leaflet';
// Leaflet's own stylesheet travels in this lazy chunk and is added when a map first mounts: the app's one
// stylesheet (loaded by /login) stays without it.
import leafletCss from 'leaflet/dist/leaflet.css?inline';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { PDOK_ATTRIBUTION, PDOK_MAX_ZOOM, PDOK_MIN_ZOOM, PDOK_TILE_URL } from '../../../common/map-tiles';
import { basemapFailed } from '../../../machines/trip';
import { DEFAULT_MAP_CENTER, DEFAULT_MAP_ZOOM, type LiveMapViewProps, type MapPoint } from './map-types';
import * as styles from './leaflet-map.css';

/** Props of {@link LeafletLiveMap}. */
export interface LeafletLiveMapProps extends Omit<LiveMapViewProps, 'onDirectionsError'> {
  /** Titles of the zoom buttons (translated). */
  zoomInTitle: string;
  zoomOutTitle: string;
  /** The basemap cannot be used (its tiles fail to load): the caller shows the schematic map instead. */
  onTilesFailed: () => void;
}

/** Adds Leaflet's stylesheet to the document once (the `<style>` keeps its id). */
function addLeafletStyles() {
  if (document.getElementById('leaflet-styles')) return;
  const element = document.createElement('style');
  element.id = 'leaflet-styles';
  element.textContent = leafletCss;
  document.head.append(element);
}

const latLng = (point: MapPoint): L.LatLngTuple => [point.latitude, point.longitude];

/** The plain taxi drawn in the vehicle's badge (no text, decorative). */
const TAXI_SVG =
  '<svg viewBox="-12 -12 24 24" width="24" height="24" aria-hidden="true" focusable="false">' +
  '<path d="M-10 3h20M-7 3l3-7h8l3 7M-6 7v3M6 7v3" stroke="currentColor" stroke-width="2.6" fill="none" ' +
  'stroke-linecap="round"/></svg>';

/**
 * A large labelled marker icon: a round badge (a letter, or the taxi) and its tag beside it, anchored at the
 * badge's centre. Built from DOM nodes, so the tag (the plate the server sends) is text, never markup.
 */
function markerIcon(
  kind: keyof typeof styles.badge,
  letter: string | null,
  tag: string | undefined,
): L.DivIcon {
  const element = document.createElement('div');
  element.className = styles.marker;
  const badge = document.createElement('span');
  badge.className = styles.badge[kind];
  if (letter !== null) badge.textContent = letter;
  else badge.innerHTML = TAXI_SVG;
  element.append(badge);
  if (tag) {
    const label = document.createElement('span');
    label.className = styles.tag;
    label.textContent = tag;
    element.append(label);
  }
  return L.divIcon({ html: element, className: '', iconSize: undefined, iconAnchor: [20, 20] });
}

interface MapObjects {
  map: L.Map;
  vehicle: L.Marker;
  pickup: L.Marker;
  dropOff: L.Marker;
  route: L.Polyline;
}

/**
 * product §2.3 live map without a Google key: Leaflet over the PDOK BRT-Achtergrondkaart (common/map-tiles.ts, its
 * attribution on the map). Default centre 52.378, 4.897 at zoom 14; large labelled markers (the taxi with its
 * plate, "Pick-up", "Destination"); the route as a line from the vehicle (or the route's origin) to the route's
 * destination; `fitBounds` once with the first `fitTo`, after which the user drags and zooms freely. When the
 * tiles cannot load (machines/trip/live-trip.ts `basemapFailed`) it calls `onTilesFailed` once. Loaded lazily,
 * with Leaflet, only where a live map is shown.
 */
export function LeafletLiveMap(props: LeafletLiveMapProps) {
  const { vehicle, pickup, dropOff, route, fitTo, labels, zoomInTitle, zoomOutTitle, onTilesFailed } = props;
  const element = useRef<HTMLDivElement>(null);
  const objects = useRef<MapObjects | null>(null);
  const fitted = useRef(false);
  const failed = useRef(onTilesFailed);
  useLayoutEffect(() => {
    failed.current = onTilesFailed;
  });

  useLayoutEffect(() => {
    const container = element.current;
    if (!container) return;
    addLeafletStyles();
    const map = L.map(container, {
      center: latLng(DEFAULT_MAP_CENTER),
      zoom: DEFAULT_MAP_ZOOM,
      zoomControl: false,
    });
    L.control.zoom({ zoomInTitle, zoomOutTitle }).addTo(map);
    map.attributionControl.setPrefix('<a href="https://leafletjs.com">Leaflet</a>');
    const counts = { loaded: 0, failed: 0 };
    let reported = false;
    L.tileLayer(PDOK_TILE_URL, {
      minZoom: PDOK_MIN_ZOOM,
      maxZoom: PDOK_MAX_ZOOM,
      attribution: PDOK_ATTRIBUTION,
    })
      .on('tileload', () => {
        counts.loaded += 1;
      })
      .on('tileerror', () => {
        counts.failed += 1;
        if (!reported && basemapFailed(counts)) {
          reported = true;
          failed.current();
        }
      })
      .addTo(map);
    // Sized by their content: Leaflet keeps an icon's element across setIcon, so none may carry a fixed size.
    const marker = (kind: keyof typeof styles.badge) =>
      L.marker(latLng(DEFAULT_MAP_CENTER), {
        keyboard: false,
        interactive: false,
        icon: markerIcon(kind, kind === 'vehicle' ? null : '', undefined),
      });
    objects.current = {
      map,
      vehicle: marker('vehicle'),
      pickup: marker('pickup').addTo(map),
      dropOff: marker('dropOff').addTo(map),
      route: L.polyline([], { className: styles.route, weight: 7, opacity: 0.8, interactive: false }).addTo(
        map,
      ),
    };
    return () => {
      map.remove();
      objects.current = null;
      fitted.current = false;
    };
  }, [zoomInTitle, zoomOutTitle]);

  const tags = labels.tags;
  useEffect(() => {
    const o = objects.current;
    if (!o) return;
    o.pickup.setLatLng(latLng(pickup)).setIcon(markerIcon('pickup', 'A', tags?.pickup));
    o.dropOff.setLatLng(latLng(dropOff)).setIcon(markerIcon('dropOff', 'B', tags?.dropOff));
  }, [pickup, dropOff, tags?.pickup, tags?.dropOff]);

  useEffect(() => {
    const o = objects.current;
    if (!o) return;
    if (vehicle) o.vehicle.setLatLng(latLng(vehicle)).addTo(o.map);
    else o.vehicle.remove();
  }, [vehicle]);

  useEffect(() => {
    objects.current?.vehicle.setIcon(markerIcon('vehicle', null, tags?.vehicle));
  }, [tags?.vehicle]);

  useEffect(() => {
    const o = objects.current;
    if (!o) return;
    o.route.setLatLngs(route ? [latLng(vehicle ?? route.origin), latLng(route.destination)] : []);
  }, [route, vehicle]);

  useEffect(() => {
    const o = objects.current;
    if (!o || fitted.current || !fitTo || fitTo.length === 0) return;
    fitted.current = true;
    o.map.fitBounds(L.latLngBounds(fitTo.map(latLng)), { padding: [56, 56], maxZoom: 16 });
  }, [fitTo]);

  return (
    <div
      ref={element}
      className={styles.canvas}
      role="region"
      aria-label={labels.map}
      data-testid="leaflet-map"
    />
  );
}
