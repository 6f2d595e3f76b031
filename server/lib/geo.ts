import type { components as T } from '../../openapi/generated/ticketing';

/** A WGS84 point in decimal degrees: the spec's `Coordinates`. */
export type Point = T['schemas']['Coordinates'];

const EARTH_RADIUS_KM = 6371.0088;

/** Great-circle (haversine) distance between two points, in km. */
export function haversineKm(a: Point, b: Point): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLon = (b.longitude - a.longitude) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Rounds degrees to 6 decimals (~0.1 m), like the seed data. */
export function round6(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}

/** Rounds km to one decimal (100 m), the unit of distances and budgets on the wire. */
export function roundKm(km: number): number {
  return Math.round(km * 10) / 10;
}
