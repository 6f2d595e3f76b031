import type { MapPoint } from './map-types';
import data from './landmarks.json';

/**
 * Landmarks of the region the offline (schematic) live map draws, so a traveller recognises where the taxi is
 * without street tiles. A small extract of the reference data in server/data (see server/data/SOURCE.md):
 * - stations: NWB-Spoorwegen (PDOK), CC0 1.0 (server/data/stations.csv);
 * - stops: © OpenStreetMap contributors, ODbL 1.0 (server/data/stops.csv) — shown with that notice and a link
 *   to https://www.openstreetmap.org/copyright wherever drawn;
 * - towns: the places' centres, for orientation at region scale.
 * Coordinates WGS84 decimal degrees. The points themselves are data, in ./landmarks.json.
 */
export interface Landmark extends MapPoint {
  name: string;
}

/** Railway and metro stations of the region (NWB-Spoorwegen, CC0). */
export const STATIONS: readonly Landmark[] = data.stations;

/** Bus and tram stops around the Houthavens and Westerdok (© OpenStreetMap contributors, ODbL 1.0). */
export const STOPS: readonly Landmark[] = data.stops;

/** Towns and districts of the region, by their centres. */
export const TOWNS: readonly Landmark[] = data.towns;

/** The OpenStreetMap copyright page the stops' notice links to (ODbL attribution). */
export const OSM_COPYRIGHT_URL = 'https://www.openstreetmap.org/copyright';
