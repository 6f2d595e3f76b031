import { haversineKm, roundKm, type Point } from '../lib/geo';

/** Road distance ≈ great-circle distance × this factor. */
const ROAD_FACTOR = 1.3;
/** Average door-to-door speed of the taxi, km/h. */
const AVERAGE_SPEED_KMH = 40;
/** Fixed minutes added to every ride (boarding, detours). */
const BOARDING_MINUTES = 5;
/** Start fare, euro cents. */
const BASE_FARE_CENTS = 350;
/** Fare per road km, euro cents. */
const PER_KM_CENTS = 95;

/** Result of {@link estimateRide}. */
export interface RideEstimate {
  /** Road km, one decimal. */
  distanceKm: number;
  /** Whole minutes. */
  durationMin: number;
  /** Euro cents. */
  fareCents: number;
}

/**
 * Estimates a taxi ride (Ticketing calculate/book): distance = haversine × {@link ROAD_FACTOR} (km, 1 decimal),
 * duration = distance at {@link AVERAGE_SPEED_KMH} + {@link BOARDING_MINUTES} (whole minutes),
 * fare = {@link BASE_FARE_CENTS} + {@link PER_KM_CENTS} per km (cents).
 */
export function estimateRide(from: Point, to: Point): RideEstimate {
  const distanceKm = roundKm(haversineKm(from, to) * ROAD_FACTOR);
  const durationMin = Math.round((distanceKm / AVERAGE_SPEED_KMH) * 60) + BOARDING_MINUTES;
  const fareCents = BASE_FARE_CENTS + Math.round(PER_KM_CENTS * distanceKm);
  return { distanceKm, durationMin, fareCents };
}
