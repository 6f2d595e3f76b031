import type { Db } from '../db';
import type { Station } from '../sim/pt-journey';
import type { Location } from './store';

/** A searchable place (address or station) with pre-normalised fields. */
export interface PlaceEntry {
  location: Location;
  kind: 'address' | 'station';
  /** Normalised name, street, house number, residence and postcode (no spaces). */
  fields: string[];
  /** Normalised postcode without spaces, '' when none. */
  postCode: string;
  street: string;
  houseNumber: number;
}

/** Index of the house number in {@link PlaceEntry.fields}. */
const HOUSE_NUMBER_FIELD = 2;

/** Lower-case, without diacritics, whitespace collapsed. */
export function normalize(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

function compactPostCode(text: string | null | undefined): string {
  return normalize(text ?? '').replace(/\s/g, '');
}

/** Loads all places of the database into a search index (addresses first, then stations). */
export function loadPlaces(db: Db): PlaceEntry[] {
  const rows = db
    .prepare<
      [],
      {
        kind: 'address' | 'station';
        name: string | null;
        street: string;
        house_number: string;
        post_code: string | null;
        residence: string;
        latitude: number;
        longitude: number;
      }
    >(
      'SELECT kind, name, street, house_number, post_code, residence, latitude, longitude FROM places ORDER BY id',
    )
    .all();
  return rows.map((r) => ({
    location: {
      name: r.name,
      street: r.street,
      houseNumber: r.house_number,
      residence: r.residence,
      postCode: r.post_code,
      latitude: r.latitude,
      longitude: r.longitude,
    },
    kind: r.kind,
    fields: [
      normalize(r.name ?? ''),
      normalize(r.street),
      normalize(r.house_number),
      normalize(r.residence),
      compactPostCode(r.post_code),
    ],
    postCode: compactPostCode(r.post_code),
    street: normalize(r.street || r.name || ''),
    houseNumber: Number.parseInt(r.house_number, 10) || 0,
  }));
}

/** Stations (for the public-transport alternative) from the place index. */
export function stationsOf(places: readonly PlaceEntry[]): Station[] {
  return places
    .filter((p) => p.kind === 'station')
    .map((p) => ({
      name: (p.location.name ?? '').replace(/^Station /, ''),
      latitude: p.location.latitude,
      longitude: p.location.longitude,
    }));
}

/**
 * Location search (Ticketing GET /locations, product §3/§7): every word of `searchValue` must occur
 * (case- and accent-insensitive) in the name, street, house number, residence or postcode. Ordering: postcode
 * equal to `postCode` first, then street/name starting with the first word, then addresses before stations,
 * then street and house number.
 * @param maxResults 1..50.
 */
export function searchPlaces(
  places: readonly PlaceEntry[],
  searchValue: string,
  postCode: string | undefined,
  maxResults: number,
): Location[] {
  const words = normalize(searchValue)
    .split(/[\s,]+/)
    .filter(Boolean);
  if (words.length === 0) return [];
  const wanted = compactPostCode(postCode);
  const compactQuery = compactPostCode(searchValue);
  const first = words[0] ?? '';
  // House numbers match by prefix ("1" finds 1 and 1A, not 100); other fields by substring.
  const wordMatches = (p: PlaceEntry, w: string) =>
    p.fields.some((f, i) => (i === HOUSE_NUMBER_FIELD ? f.startsWith(w) : f.includes(w)));
  const hits = places.filter(
    (p) =>
      words.every((w) => wordMatches(p, w)) ||
      (compactQuery.length >= 4 && p.postCode.startsWith(compactQuery)),
  );
  const score = (p: PlaceEntry) =>
    (wanted && p.postCode === wanted ? 4 : 0) +
    (p.street.startsWith(first) ? 2 : 0) +
    (p.kind === 'address' ? 1 : 0);
  return hits
    .map((p) => ({ p, s: score(p) }))
    .sort(
      (a, b) =>
        b.s - a.s ||
        a.p.street.localeCompare(b.p.street, 'nl') ||
        a.p.houseNumber - b.p.houseNumber ||
        a.p.location.houseNumber.localeCompare(b.p.location.houseNumber, 'nl'),
    )
    .slice(0, maxResults)
    .map(({ p }) => ({ ...p.location }));
}
