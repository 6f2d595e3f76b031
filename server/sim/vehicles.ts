import { createHash } from 'node:crypto';
import type { components } from '../../openapi/generated/ticketing';
import { haversineKm, interpolate, type Point } from '../lib/geo';
import { MINUTE_MS, iso } from '../lib/time';
import type { TripStatus } from './trip-status';

type VehicleInfo = components['schemas']['VehicleInfo'];

/** Minutes before departure at which a vehicle is assigned and starts driving to the pickup. */
export const DISPATCH_MINUTES = 30;

/** Depots the simulated vehicles start from (the nearest one to the pickup is used). */
export const DEPOTS: readonly (Point & { name: string })[] = [
  { name: 'Depot Amsterdam Westpoort', latitude: 52.396, longitude: 4.8425 },
  { name: 'Depot Almere Stad', latitude: 52.3668, longitude: 5.2062 },
];

/** Minimal trip facts the simulation needs. */
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

/**
 * A deterministic Dutch-style licence plate (sidecode 9, `XX-999-X`) for a trip, from a hash of its id.
 */
export function licensePlateFor(externalTripId: string): string {
  const letters = 'BDFGHJKLNPRSTVXZ';
  const bytes = createHash('sha256').update(externalTripId).digest();
  const at = (i: number) => letters[(bytes[i] ?? 0) % letters.length] ?? 'X';
  const digits = String((((bytes[3] ?? 0) * 256 + (bytes[4] ?? 0)) % 900) + 100);
  return `${at(0)}${at(1)}-${digits}-${at(2)}`;
}

/**
 * Simulated vehicle info at `now` (epoch ms), SPEC §3 vehicle info / §2 live map:
 * - cancelled/unpaid trips, or before departure − {@link DISPATCH_MINUTES}: `unknown`, no position or plate;
 * - until departure: `pickUp`, moving in a straight line from the nearest depot to the pickup, eta = departure;
 * - until arrival: `dropOff`, moving from pickup to destination, eta = arrival;
 * - afterwards: `completed` at the destination.
 */
export function vehicleInfo(trip: TrackedTrip, now: number): VehicleInfo {
  const departure = { latitude: trip.from.latitude, longitude: trip.from.longitude };
  const arrival = { latitude: trip.to.latitude, longitude: trip.to.longitude };
  const base = { departure, arrival };
  const active =
    trip.status === 'confirmed' || trip.status === 'paymentConfirmed' || trip.status === 'completed';
  const dispatchAt = trip.departureAt - DISPATCH_MINUTES * MINUTE_MS;
  if (!active || now < dispatchAt) {
    return { ...base, status: 'unknown', eta: null, licensePlate: null, position: null };
  }
  const licensePlate = licensePlateFor(trip.externalTripId);
  if (now < trip.departureAt) {
    const t = (now - dispatchAt) / (trip.departureAt - dispatchAt);
    return {
      ...base,
      status: 'pickUp',
      eta: iso(trip.departureAt),
      licensePlate,
      position: interpolate(nearestDepot(departure), departure, t),
    };
  }
  if (now < trip.arrivalAt) {
    const t = (now - trip.departureAt) / Math.max(1, trip.arrivalAt - trip.departureAt);
    return {
      ...base,
      status: 'dropOff',
      eta: iso(trip.arrivalAt),
      licensePlate,
      position: interpolate(departure, arrival, t),
    };
  }
  return { ...base, status: 'completed', eta: iso(trip.arrivalAt), licensePlate, position: arrival };
}
