import { createHash } from 'node:crypto';
import type { components } from '../../openapi/generated/ticketing';
import { haversineKm, round6, type Point } from '../lib/geo';
import { tripStatusAt, type Location, type TripRow } from '../lib/store';
import { MINUTE_MS, iso } from '../lib/time';
import type { TripStatus } from './trip-status';

type VehicleInfo = components['schemas']['VehicleInfo'];

/**
 * Minutes before departure at which a vehicle is assigned and starts driving from its depot to the pickup.
 * Equal to the app's live-map window (product §2/§9: the map card shows from 60 minutes before departure), so the
 * live card always has a vehicle to show.
 */
export const DISPATCH_MINUTES = 60;

/** How far (as a share of the leg's length) a leg's path bends away from the straight line. */
const PATH_BEND = 0.12;

/** Depots the simulated vehicles start from (the nearest one to the pickup is used). */
const DEPOTS: readonly (Point & { name: string })[] = [
  { name: 'Depot Amsterdam Westpoort', latitude: 52.396, longitude: 4.8425 },
  { name: 'Depot Almere Stad', latitude: 52.3668, longitude: 5.2062 },
];

/** Trip statuses for which a vehicle drives (a cancelled or unpaid trip has none). */
const DRIVEN_STATUSES: ReadonlySet<TripStatus> = new Set(['confirmed', 'paymentConfirmed', 'completed']);

/** Minimal trip facts the simulation needs. Instants in epoch ms (UTC). */
export interface TrackedTrip {
  externalTripId: string;
  status: TripStatus;
  departureAt: number;
  arrivalAt: number;
  from: Point;
  to: Point;
}

/** The depot nearest to a point. */
export function nearestDepot(point: Point): Point {
  let best: Point = DEPOTS[0] ?? point;
  for (const depot of DEPOTS) if (haversineKm(depot, point) < haversineKm(best, point)) best = depot;
  return { latitude: best.latitude, longitude: best.longitude };
}

function digestOf(externalTripId: string): Buffer {
  return createHash('sha256').update(externalTripId).digest();
}

/**
 * A deterministic Dutch-style licence plate (sidecode 9, `XX-999-X`) for a trip, from a hash of its id.
 */
export function licensePlateFor(externalTripId: string): string {
  const letters = 'BDFGHJKLNPRSTVXZ';
  const bytes = digestOf(externalTripId);
  const at = (i: number) => letters[(bytes[i] ?? 0) % letters.length] ?? 'X';
  const digits = String((((bytes[3] ?? 0) * 256 + (bytes[4] ?? 0)) % 900) + 100);
  return `${at(0)}${at(1)}-${digits}-${at(2)}`;
}

/**
 * The path a vehicle drives from `a` to `b`: `[a, bend, b]`, where `bend` lies beside the midpoint,
 * perpendicular to the straight line by {@link PATH_BEND} of the leg's length (on the left or right per `side`),
 * so the vehicle visibly follows a road-like curve rather than a ruler line. Uses a local planar projection
 * (longitude scaled by cos latitude), fine at city scale.
 * @param side +1 or −1 (which side the path bends to).
 */
function legPath(a: Point, b: Point, side: 1 | -1): Point[] {
  const scale = Math.cos((((a.latitude + b.latitude) / 2) * Math.PI) / 180) || 1;
  const dy = b.latitude - a.latitude;
  const dx = (b.longitude - a.longitude) * scale;
  const bend = {
    latitude: round6(a.latitude + dy / 2 + dx * PATH_BEND * side),
    longitude: round6(a.longitude + (dx / 2 - dy * PATH_BEND * side) / scale),
  };
  return [{ ...a }, bend, { ...b }];
}

/**
 * The point a fraction `t` (clamped to 0..1) of the way along a polyline, by distance (constant speed), with
 * coordinates rounded to 6 decimals.
 */
function pointAlong(path: readonly Point[], t: number): Point {
  const first = path[0];
  if (!first) throw new Error('pointAlong: empty path');
  const legs = path.slice(1).map((p, i) => haversineKm(path[i] ?? first, p));
  const total = legs.reduce((sum, km) => sum + km, 0);
  let remaining = Math.min(1, Math.max(0, t)) * total;
  for (let i = 0; i < legs.length; i++) {
    const km = legs[i] ?? 0;
    const a = path[i] ?? first;
    const b = path[i + 1] ?? a;
    if (remaining <= km || i === legs.length - 1) {
      const f = km === 0 ? 1 : Math.min(1, remaining / km);
      return {
        latitude: round6(a.latitude + (b.latitude - a.latitude) * f),
        longitude: round6(a.longitude + (b.longitude - a.longitude) * f),
      };
    }
    remaining -= km;
  }
  return { latitude: round6(first.latitude), longitude: round6(first.longitude) };
}

/**
 * The two paths of a trip's vehicle: depot → pickup and pickup → drop-off (each bending to a side chosen from
 * the trip id, so a trip always drives the same way).
 */
export function vehiclePaths(trip: Pick<TrackedTrip, 'externalTripId' | 'from' | 'to'>): {
  toPickup: Point[];
  toDropOff: Point[];
} {
  const side = ((digestOf(trip.externalTripId)[5] ?? 0) & 1) === 0 ? 1 : -1;
  const pickup = { latitude: trip.from.latitude, longitude: trip.from.longitude };
  const dropOff = { latitude: trip.to.latitude, longitude: trip.to.longitude };
  return {
    toPickup: legPath(nearestDepot(pickup), pickup, side),
    toDropOff: legPath(pickup, dropOff, side === 1 ? -1 : 1),
  };
}

/**
 * Simulated vehicle info at `now` (epoch ms, the server clock), product §3 vehicle info / §2 live map / §4
 * "Vehicle status progression: pickUp, dropOff, completed":
 * - cancelled or unpaid trips, or before departure − {@link DISPATCH_MINUTES}: `unknown`, no position or plate;
 * - until departure: `pickUp`, driving at constant speed from the nearest depot to the pickup along
 *   {@link vehiclePaths}' first path, eta = departure, licence plate shown;
 * - until arrival: `dropOff`, driving from the pickup to the drop-off, eta = arrival;
 * - afterwards: `completed`, standing at the drop-off.
 * `departure` and `arrival` are always the trip's real pickup and drop-off coordinates.
 */
export function vehicleInfo(trip: TrackedTrip, now: number): VehicleInfo {
  const departure = { latitude: trip.from.latitude, longitude: trip.from.longitude };
  const arrival = { latitude: trip.to.latitude, longitude: trip.to.longitude };
  const base = { departure, arrival };
  const dispatchAt = trip.departureAt - DISPATCH_MINUTES * MINUTE_MS;
  if (!DRIVEN_STATUSES.has(trip.status) || now < dispatchAt) {
    return { ...base, status: 'unknown', eta: null, licensePlate: null, position: null };
  }
  const licensePlate = licensePlateFor(trip.externalTripId);
  const paths = vehiclePaths(trip);
  if (now < trip.departureAt) {
    const t = (now - dispatchAt) / (trip.departureAt - dispatchAt);
    return {
      ...base,
      status: 'pickUp',
      eta: iso(trip.departureAt),
      licensePlate,
      position: pointAlong(paths.toPickup, t),
    };
  }
  if (now < trip.arrivalAt) {
    const t = (now - trip.departureAt) / Math.max(1, trip.arrivalAt - trip.departureAt);
    return {
      ...base,
      status: 'dropOff',
      eta: iso(trip.arrivalAt),
      licensePlate,
      position: pointAlong(paths.toDropOff, t),
    };
  }
  return { ...base, status: 'completed', eta: iso(trip.arrivalAt), licensePlate, position: arrival };
}

/**
 * {@link vehicleInfo} of a stored trip at `now` (epoch ms): its effective status (server clock) and the register
 * coordinates of its pickup and drop-off. What GET /trips/{id}/vehicles/position answers, and the vehicle a share
 * link shows.
 */
export function tripVehicleInfo(row: TripRow, now: number): VehicleInfo {
  return vehicleInfo(
    {
      externalTripId: row.external_trip_id,
      status: tripStatusAt(row, now),
      departureAt: row.departure_at,
      arrivalAt: row.arrival_at,
      from: JSON.parse(row.location_from_json) as Location,
      to: JSON.parse(row.location_to_json) as Location,
    },
    now,
  );
}
