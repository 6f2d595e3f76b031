import type { components } from '../../openapi/generated/ticketing';
import { haversineKm, type Point } from '../lib/geo';
import { MINUTE_MS, iso } from '../lib/time';

type PtJourney = components['schemas']['PtJourney'];
type Leg = components['schemas']['Leg'];

/** A railway or metro station from server/data/stations.csv. */
export interface Station extends Point {
  name: string;
}

/** Farthest straight-line walk to or from a station, km. */
const MAX_WALK_KM = 1.5;
/** Walking speed, km/h (over straight-line km × 1.3). */
const WALK_SPEED_KMH = 5;
/** Walks shorter than this (km, straight line) are not shown as a leg. */
const WALK_SKIP_KM = 0.1;
/** Average train speed between stations, km/h (over straight-line km × 1.2). */
const TRAIN_SPEED_KMH = 70;
/** Trains leave every this many minutes (on the clock: :00, :15, :30, :45). */
const TRAIN_INTERVAL_MIN = 15;
/** Taxi rides shorter than this (road km) get no public-transport alternative. */
const MIN_TRIP_KM = 3;

/** Stations in stations.csv served only by the Amsterdam metro (GVB), not by trains. */
const METRO_ONLY = new Set(['Bullewijk', 'Holendrecht', 'Spaklerweg', 'Strandvliet', 'Van der Madeweg']);

/** GVB metro lines calling at the metro-only stations (real network; the first is the one shown). */
const METRO_LINES: Readonly<Record<string, string>> = {
  Bullewijk: '54',
  Holendrecht: '54',
  Strandvliet: '54',
  Spaklerweg: '51',
  'Van der Madeweg': '53',
};

/** Stations of stations.csv where NS Intercity trains stop (real network); elsewhere only Sprinters call. */
const INTERCITY_STOPS = new Set([
  'Alkmaar',
  'Almere Buiten',
  'Almere Centrum',
  'Amsterdam Amstel',
  'Amsterdam Bijlmer Arena',
  'Amsterdam Centraal',
  'Amsterdam Sloterdijk',
  'Amsterdam Zuid',
  'Beverwijk',
  'Castricum',
  'Duivendrecht',
  'Enkhuizen',
  'Haarlem',
  'Heerhugowaard',
  'Hoorn',
  'Naarden-Bussum',
  'Schiphol',
  'Uitgeest',
  'Weesp',
  'Zaandam',
]);

/**
 * The line shown for a rail leg (product §3 Leg `busNumber`, "line"): the GVB metro line number, else "Intercity"
 * when both ends are Intercity stops, else "Sprinter".
 */
export function railLine(fromStation: string, toStation: string): string {
  const metro = METRO_LINES[fromStation] ?? METRO_LINES[toStation];
  if (metro) return metro;
  return INTERCITY_STOPS.has(fromStation) && INTERCITY_STOPS.has(toStation) ? 'Intercity' : 'Sprinter';
}

function nearest(stations: readonly Station[], point: Point): { station: Station; km: number } | null {
  let best: { station: Station; km: number } | null = null;
  for (const station of stations) {
    const km = haversineKm(station, point);
    if (!best || km < best.km) best = { station, km };
  }
  return best;
}

/**
 * A plausible public-transport alternative for a taxi trip (product §3 ptJourney), or null when there is none:
 * walk to the nearest station (≤ {@link MAX_WALK_KM}), a direct train (metro for GVB-only stations) on the next
 * quarter-hour departure, walk to the destination; walks under {@link WALK_SKIP_KM} are left out. The rail leg
 * names its line ({@link railLine}: Intercity, Sprinter or the metro line) and operator (NS or GVB).
 * Fare: 260 cents + 20 cents per rail km. Times are UTC ISO strings.
 * @param departureAt when the traveller wants to leave, epoch ms.
 * @param fromName label of the origin; @param toName label of the destination.
 */
export function planPtJourney(
  stations: readonly Station[],
  from: Point,
  to: Point,
  departureAt: number,
  fromName: string,
  toName: string,
  taxiKm: number,
): PtJourney | null {
  if (taxiKm < MIN_TRIP_KM) return null;
  const a = nearest(stations, from);
  const b = nearest(stations, to);
  if (!a || !b || a.km > MAX_WALK_KM || b.km > MAX_WALK_KM || a.station.name === b.station.name) return null;
  const walkMinutes = (km: number) => Math.max(1, Math.ceil(((km * 1.3) / WALK_SPEED_KMH) * 60));
  const railKm = haversineKm(a.station, b.station) * 1.2;
  const trainMinutes = Math.max(3, Math.round((railKm / TRAIN_SPEED_KMH) * 60) + 2);

  // Walks shorter than WALK_SKIP_KM (origin or destination at the station itself) are left out.
  const walk1 = a.km >= WALK_SKIP_KM;
  const walk2 = b.km >= WALK_SKIP_KM;
  const walk1Start = departureAt;
  const walk1End = walk1 ? walk1Start + walkMinutes(a.km) * MINUTE_MS : walk1Start;
  const interval = TRAIN_INTERVAL_MIN * MINUTE_MS;
  const trainStart = Math.ceil((walk1End + 2 * MINUTE_MS) / interval) * interval;
  const trainEnd = trainStart + trainMinutes * MINUTE_MS;
  const walk2End = walk2 ? trainEnd + walkMinutes(b.km) * MINUTE_MS : trainEnd;
  const metro = METRO_ONLY.has(a.station.name) || METRO_ONLY.has(b.station.name);
  const minutes = (x: number, y: number) => Math.round((y - x) / MINUTE_MS);
  const leg = (
    mode: Leg['mode'],
    start: number,
    end: number,
    legFrom: string,
    legTo: string,
    operatorName: string | null,
    line: string | null = null,
  ): Leg => ({
    mode,
    departureTime: iso(start),
    arrivalTime: iso(end),
    fromName: legFrom,
    toName: legTo,
    busNumber: line,
    operatorName,
    durationInMinutes: minutes(start, end),
  });
  const stationA = `Station ${a.station.name}`;
  const stationB = `Station ${b.station.name}`;
  const legs: Leg[] = [];
  if (walk1) legs.push(leg('Walking', walk1Start, walk1End, fromName, stationA, null));
  const line = railLine(a.station.name, b.station.name);
  legs.push(
    leg(metro ? 'Subway' : 'Train', trainStart, trainEnd, stationA, stationB, metro ? 'GVB' : 'NS', line),
  );
  if (walk2) legs.push(leg('Walking', trainEnd, walk2End, stationB, toName, null));
  return {
    departureDateTime: iso(walk1Start),
    arrivalDateTime: iso(walk2End),
    fare: { cents: 260 + Math.round(20 * railKm), currency: 'EUR' },
    numberOfChanges: 0,
    legs,
  };
}
