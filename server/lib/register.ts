import buffer from '@turf/buffer';
import convex from '@turf/convex';
import { booleanPointInPolygon } from '@turf/boolean-point-in-polygon';
import { featureCollection, point } from '@turf/helpers';
import { ApiError } from './api-error';
import { haversineKm, type Point } from './geo';
import { normalize, type PlaceEntry } from './places';
import type { Location } from './store';

/* The server's geography decides the price. A location in a calculate or book body is looked up
 * in the register (the `places` table: BAG addresses and stations, server/data) and replaced by the register's
 * place; the client's coordinates only have to agree with it. */

/** Largest accepted distance between a request's coordinates and the register's, in metres. */
const MAX_COORDINATE_OFFSET_M = 50;

/** How far the service area reaches beyond the outermost register addresses, in km. */
const SERVICE_AREA_MARGIN_KM = 1;

type Hull = NonNullable<ReturnType<typeof convex>>;
/** A service area: a GeoJSON (Multi)Polygon feature in WGS84 `[longitude, latitude]`. */
export type ServiceArea = NonNullable<ReturnType<typeof buffer<Hull>>>;

/** Which side of the trip a location is, or a saved place's `location` (named in the error's detail). */
type LocationRole = 'locationFrom' | 'locationTo' | 'location';

/** House numbers compare without spaces, dots or dashes between number and letter ("40 A", "40-a" → "40a"). */
function houseNumberKey(text: string): string {
  return normalize(text).replace(/[\s.-]/g, '');
}

/** Postcodes compare upper-cased without spaces ("1013 ae" → "1013AE"); '' when none. */
function postCodeKey(text: string | null | undefined): string {
  return normalize(text ?? '')
    .replace(/\s/g, '')
    .toUpperCase();
}

function addressKey(street: string, houseNumber: string, residence: string): string {
  return [normalize(street), houseNumberKey(houseNumber), normalize(residence)].join('|');
}

/** Register places by {@link addressKey} (street, house number, residence), built once per place list. */
const indexes = new WeakMap<readonly PlaceEntry[], Map<string, PlaceEntry[]>>();

function indexOf(places: readonly PlaceEntry[]): Map<string, PlaceEntry[]> {
  let index = indexes.get(places);
  if (!index) {
    index = new Map();
    for (const place of places) {
      const { street, houseNumber, residence } = place.location;
      const key = addressKey(street, houseNumber, residence);
      const list = index.get(key);
      if (list) list.push(place);
      else index.set(key, [place]);
    }
    indexes.set(places, index);
  }
  return index;
}

function label(location: Location): string {
  const address = `${location.street} ${location.houseNumber}, ${location.residence}`.trim();
  return location.name ? `${location.name} (${address})` : address;
}

/**
 * The register's place for a request location. A place matches when street, house number and
 * residence are equal after normalisation (lower case, no diacritics, collapsed whitespace; house numbers also
 * without spaces, dots and dashes) and the postcode is equal when the request gives one (spaces and case
 * ignored). A station is told from the address it shares street and number with by its name (e.g. "Station
 * Almere Centrum", normalised as above); any other name (or none) means the register's address, and is kept as
 * the traveller's label of it (it names the place, it does not move it). Of the matching places the one nearest
 * to the request's coordinates is taken; it must lie within {@link MAX_COORDINATE_OFFSET_M} (50 m, haversine).
 * @returns the register's location (its fields and its WGS84 coordinates; an address keeps the request's
 *   label), to price and store.
 * @throws ApiError 400 InvalidLocation when no register place matches or its coordinates are more than 50 m off.
 */
function registerLocation(places: readonly PlaceEntry[], location: Location, role: LocationRole): Location {
  const wantedPostCode = postCodeKey(location.postCode);
  const wantedName = normalize(location.name ?? '');
  const sameAddress = (
    indexOf(places).get(addressKey(location.street, location.houseNumber, location.residence)) ?? []
  ).filter((p) => wantedPostCode === '' || postCodeKey(p.location.postCode) === wantedPostCode);
  const named = sameAddress.filter(
    (p) => wantedName !== '' && normalize(p.location.name ?? '') === wantedName,
  );
  const candidates = named.length > 0 ? named : sameAddress.filter((p) => p.kind === 'address');
  const nearest = candidates
    .map((p) => ({ p, m: haversineKm(p.location, location) * 1000 }))
    .sort((a, b) => a.m - b.m)[0];
  if (!nearest) {
    throw new ApiError(
      400,
      'InvalidLocation',
      'This address is not known. Choose an address from the suggestions.',
      `${role}: "${label(location)}" is not an address or station of the register.`,
    );
  }
  if (nearest.m > MAX_COORDINATE_OFFSET_M) {
    throw new ApiError(
      400,
      'InvalidLocation',
      'This address is not known. Choose an address from the suggestions.',
      `${role}: the coordinates are ${Math.round(nearest.m)} m from those of "${label(location)}" in the register (at most ${MAX_COORDINATE_OFFSET_M} m).`,
    );
  }
  const place = { ...nearest.p.location };
  if (nearest.p.kind === 'address' && location.name) place.name = location.name;
  return place;
}

const areas = new WeakMap<readonly PlaceEntry[], ServiceArea>();

/**
 * The service area of a region: the convex hull of every address (kind `address`, not the
 * stations) of its register, widened by {@link SERVICE_AREA_MARGIN_KM} (1 km) on every side (turf `convex` +
 * `buffer`). For region 20 that is the BAG addresses of server/data/places.csv: Amsterdam postcode area 1013 and
 * all of Almere, so the area runs from Amsterdam's Houthavens and Amsterdam Centraal across the IJmeer to
 * Almere Poort, Almere Haven, Almere Buiten and Almere Oostvaarders. Built once per place list.
 * @throws Error when the register has fewer than three addresses (no area).
 */
export function serviceAreaOf(places: readonly PlaceEntry[]): ServiceArea {
  let area = areas.get(places);
  if (!area) {
    const addresses = places.filter((p) => p.kind === 'address');
    const hull = convex(
      featureCollection(addresses.map((p) => point([p.location.longitude, p.location.latitude]))),
    );
    const widened = hull ? buffer(hull, SERVICE_AREA_MARGIN_KM, { units: 'kilometers' }) : undefined;
    if (!widened) throw new Error('service area: the register has too few addresses');
    area = widened;
    areas.set(places, area);
  }
  return area;
}

/** True when a WGS84 point lies inside (or on the edge of) the service area. */
export function isInServiceArea(area: ServiceArea, at: Point): boolean {
  return booleanPointInPolygon(point([at.longitude, at.latitude]), area);
}

/**
 * The register's place for one location, inside the service area: the check every location of a trip passes
 * (the server's geography decides the price), also applied to saved places. `role` names the field in the error's detail.
 * @returns the register's location (see {@link registerLocation}).
 * @throws ApiError 400 InvalidLocation (see {@link registerLocation}) or OutsideServiceArea.
 */
export function registerPlaceInArea(
  places: readonly PlaceEntry[],
  location: Location,
  role: LocationRole,
): Location {
  const place = registerLocation(places, location, role);
  if (!isInServiceArea(serviceAreaOf(places), place)) {
    throw new ApiError(
      400,
      'OutsideServiceArea',
      'This address is outside the service area of the regiotaxi.',
      `${role}: "${label(place)}" lies outside the service area.`,
    );
  }
  return place;
}

/**
 * The register's places for a trip's two locations, both inside the service area.
 * @throws ApiError 400 InvalidLocation (see {@link registerLocation}) or OutsideServiceArea.
 */
export function registerTripLocations(
  places: readonly PlaceEntry[],
  from: Location,
  to: Location,
): { locationFrom: Location; locationTo: Location } {
  return {
    locationFrom: registerPlaceInArea(places, from, 'locationFrom'),
    locationTo: registerPlaceInArea(places, to, 'locationTo'),
  };
}
