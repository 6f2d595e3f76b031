import { readFileSync } from 'node:fs';
import { haversineKm } from './lib/geo';
import { serverPath } from './lib/paths';

/* The places and PT stops of the reference database, from server/data (seed.ts seeds the rest). */

/** A station gets the street address of a register address at most this far away (km), else none. */
const STATION_ADDRESS_MAX_KM = 0.15;

function dataFile(name: string): string {
  return serverPath(`data/${name}`);
}

/** Parses one of the seed CSVs (comma-separated, header row, no quoted fields). */
function readCsv(name: string): Record<string, string>[] {
  const [header, ...lines] = readFileSync(dataFile(name), 'utf8')
    .split(/\r?\n/)
    .filter((l) => l.trim() !== '');
  const columns = (header ?? '').split(',');
  return lines.map((line) => {
    const cells = line.split(',');
    return Object.fromEntries(columns.map((c, i) => [c, cells[i] ?? '']));
  });
}

/** Residence of a station row (stations.csv has only a name). */
function stationResidence(name: string): string {
  const amsterdam = ['Bullewijk', 'Holendrecht', 'Spaklerweg', 'Strandvliet', 'Van der Madeweg'];
  if (amsterdam.includes(name)) return 'Amsterdam';
  if (name.startsWith('Koog')) return 'Koog aan de Zaan';
  if (name.startsWith('Nieuw Vennep')) return 'Nieuw-Vennep';
  return name.split(/[ -]/)[0] ?? name;
}

/** A row of the `places` table: kind, name, street, house number, postcode, residence, latitude, longitude. */
type PlaceRow = [
  kind: 'address' | 'station',
  name: string | null,
  street: string,
  houseNumber: string,
  postCode: string | null,
  residence: string,
  latitude: number,
  longitude: number,
];
/** A row of the `stops` table: name, latitude, longitude, kind, OSM id. */
type StopRow = [name: string, latitude: number, longitude: number, kind: string, osmId: string];

/** The place and stop rows of server/data, once per process ({@link seedRows}). */
let seedRowsOnce: { places: PlaceRow[]; stops: StopRow[] } | undefined;

/**
 * The rows every seed inserts from server/data: the register addresses (places.csv), the stations (stations.csv),
 * each with the street address of the nearest register address within {@link STATION_ADDRESS_MAX_KM} (product §5.3
 * needs street, number and city to book one), and the PT stops (stops.csv). They depend on the files alone, so they
 * are read and matched once per process: a test run seeds a fresh database for almost every test.
 */
export function seedRows(): { places: PlaceRow[]; stops: StopRow[] } {
  if (seedRowsOnce) return seedRowsOnce;
  const addresses = readCsv('places.csv');
  const places: PlaceRow[] = addresses.map((r) => [
    'address',
    r.name || null,
    r.street ?? '',
    r.houseNumber ?? '',
    r.postCode || null,
    r.residence ?? '',
    Number(r.latitude),
    Number(r.longitude),
  ]);
  const addressPoints = addresses.map((r) => ({
    r,
    latitude: Number(r.latitude),
    longitude: Number(r.longitude),
  }));
  for (const r of readCsv('stations.csv')) {
    const name = r.name ?? '';
    const point = { latitude: Number(r.latitude), longitude: Number(r.longitude) };
    const near = addressPoints
      .map((a) => ({ a, km: haversineKm(a, point) }))
      .filter((x) => x.km <= STATION_ADDRESS_MAX_KM)
      .sort((x, y) => x.km - y.km)[0]?.a.r;
    places.push([
      'station',
      `Station ${name}`,
      near?.street ?? '',
      near?.houseNumber ?? '',
      near?.postCode || null,
      near?.residence ?? stationResidence(name),
      point.latitude,
      point.longitude,
    ]);
  }
  const stops = readCsv('stops.csv').map((r): StopRow => [
    r.name ?? '',
    Number(r.latitude),
    Number(r.longitude),
    r.kind ?? '',
    r.osm_id ?? '',
  ]);
  seedRowsOnce = { places, stops };
  return seedRowsOnce;
}
