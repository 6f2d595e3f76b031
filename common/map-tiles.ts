/**
 * The open Dutch basemap the live map draws without a Google Maps key: PDOK BRT-Achtergrondkaart (Kadaster),
 * WMTS in Web Mercator (EPSG:3857), 256 px PNG tiles, no key, licence CC BY 4.0. Shared by the app (the tile
 * URL template, src/components/map/leaflet-live-map.tsx) and the reference server's Content-Security-Policy
 * (`img-src` allows exactly {@link PDOK_TILE_ORIGIN}, server/lib/security-headers.ts).
 */

/** The one origin the basemap's tiles come from. */
export const PDOK_TILE_ORIGIN = 'https://service.pdok.nl';

/** Leaflet tile URL template of the "standaard" layer (`{z}` zoom, `{x}`/`{y}` tile column/row). */
export const PDOK_TILE_URL = `${PDOK_TILE_ORIGIN}/brt/achtergrondkaart/wmts/v2_0/standaard/EPSG:3857/{z}/{x}/{y}.png`;

/** Zoom levels the layer serves in EPSG:3857 (6 = the whole country, 19 = houses). */
export const PDOK_MIN_ZOOM = 6;
export const PDOK_MAX_ZOOM = 19;

/** The attribution the basemap's licence asks for (HTML for the map's attribution control). */
export const PDOK_ATTRIBUTION =
  '© <a href="https://www.kadaster.nl">Kadaster</a> / <a href="https://www.pdok.nl">PDOK</a> ' +
  'BRT-Achtergrondkaart, <a href="https://creativecommons.org/licenses/by/4.0/">CC BY 4.0</a>';
