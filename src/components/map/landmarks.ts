import type { MapPoint } from './map-types';

/**
 * Landmarks of the region the offline (schematic) live map draws, so a traveller recognises where the taxi is
 * without street tiles. A small extract of the reference data in server/data (see server/data/SOURCE.md):
 * - stations: NWB-Spoorwegen (PDOK), CC0 1.0 (server/data/stations.csv);
 * - stops: © OpenStreetMap contributors, ODbL 1.0 (server/data/stops.csv) — shown with that notice and a link
 *   to https://www.openstreetmap.org/copyright wherever drawn;
 * - towns: the places' centres, for orientation at region scale.
 * Coordinates WGS84 decimal degrees.
 */
export interface Landmark extends MapPoint {
  name: string;
}

/** Railway and metro stations of the region (NWB-Spoorwegen, CC0). */
export const STATIONS: readonly Landmark[] = [
  { name: 'Amsterdam Centraal', latitude: 52.379275, longitude: 4.899408 },
  { name: 'Amsterdam Sloterdijk', latitude: 52.389129, longitude: 4.836559 },
  { name: 'Amsterdam Muiderpoort', latitude: 52.360685, longitude: 4.932394 },
  { name: 'Zaandam', latitude: 52.438587, longitude: 4.813664 },
  { name: 'Weesp', latitude: 52.312785, longitude: 5.042956 },
  { name: 'Almere Centrum', latitude: 52.375126, longitude: 5.218356 },
  { name: 'Almere Muziekwijk', latitude: 52.36775, longitude: 5.190751 },
  { name: 'Almere Parkwijk', latitude: 52.376761, longitude: 5.244975 },
  { name: 'Almere Buiten', latitude: 52.394151, longitude: 5.27796 },
  { name: 'Almere Oostvaarders', latitude: 52.40313, longitude: 5.300214 },
];

/** Bus and tram stops around the Houthavens and Westerdok (© OpenStreetMap contributors, ODbL 1.0). */
export const STOPS: readonly Landmark[] = [
  { name: 'Barentszplein', latitude: 52.38905, longitude: 4.891538 },
  { name: 'Houtmankade', latitude: 52.390846, longitude: 4.883879 },
  { name: 'Haarlemmerplein', latitude: 52.385013, longitude: 4.88358 },
  { name: 'Westerdoksdijk', latitude: 52.384154, longitude: 4.892866 },
  { name: 'Nassauplein', latitude: 52.385324, longitude: 4.881398 },
  { name: 'Spaarndammerstraat', latitude: 52.391482, longitude: 4.878615 },
  { name: 'CS IJzijde', latitude: 52.379741, longitude: 4.900694 },
];

/** Towns and districts of the region, by their centres. */
export const TOWNS: readonly Landmark[] = [
  { name: 'Amsterdam', latitude: 52.3728, longitude: 4.8936 },
  { name: 'Zaandam', latitude: 52.4391, longitude: 4.8262 },
  { name: 'Diemen', latitude: 52.3393, longitude: 4.9627 },
  { name: 'Weesp', latitude: 52.3075, longitude: 5.0417 },
  { name: 'Almere Stad', latitude: 52.3712, longitude: 5.2128 },
  { name: 'Almere Haven', latitude: 52.3355, longitude: 5.2166 },
  { name: 'Almere Buiten', latitude: 52.3911, longitude: 5.2695 },
  { name: 'Almere Poort', latitude: 52.3467, longitude: 5.1517 },
];

/** The OpenStreetMap copyright page the stops' notice links to (ODbL attribution). */
export const OSM_COPYRIGHT_URL = 'https://www.openstreetmap.org/copyright';
