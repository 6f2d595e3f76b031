import { DEFAULT_MAP_CENTER, DEFAULT_MAP_ZOOM, type MapPoint } from './map-types';

/** A drawing plane's size (SVG viewBox units; the schematic map uses CSS pixels of its frame once measured). */
export interface PlaneSize {
  width: number;
  height: number;
}

/** The default drawing plane (before the frame is measured); 2:1 like a 500 px high map in a ~1000 px card. */
export const PLANE: PlaneSize = { width: 1000, height: 500 };

/** Share of the plane kept free around fitted points, so markers are not cut at the edge. */
const FIT_PADDING = 0.12;

/** Metres per projected degree (one degree of latitude). */
const METRES_PER_DEGREE = 111_320;

/**
 * A scaled plane: a local equirectangular projection (longitude × cos latitude, so distances look right at city
 * scale) centred on `center`, with `scale` plane units per degree of latitude.
 */
export interface Projection {
  center: MapPoint;
  /** cos(latitude) of the centre: the longitude squeeze. */
  squeeze: number;
  /** Plane units per degree of latitude. */
  scale: number;
}

/** Plane coordinates (SVG user units; y grows downwards). */
export interface PlanePoint {
  x: number;
  y: number;
}

function squeezeAt(latitude: number): number {
  return Math.cos((latitude * Math.PI) / 180);
}

/**
 * The projection matching a web map at `zoom` (256 px tiles) around `center`: product §2 default centre
 * 52.378, 4.897 at zoom 14 before anything was fitted.
 */
export function defaultProjection(
  center: MapPoint = DEFAULT_MAP_CENTER,
  zoom = DEFAULT_MAP_ZOOM,
): Projection {
  const squeeze = squeezeAt(center.latitude);
  const metresPerUnit = (156_543.033_92 * squeeze) / 2 ** zoom;
  return { center, squeeze, scale: METRES_PER_DEGREE / metresPerUnit };
}

/**
 * The projection that shows all `points` (product §2 "the map fits all points once"), with padding; a single point
 * (or points closer than ~50 m) keeps the zoom-14 scale.
 */
export function fitProjection(points: readonly MapPoint[], plane: PlaneSize = PLANE): Projection {
  if (points.length === 0) return defaultProjection();
  const lats = points.map((p) => p.latitude);
  const lons = points.map((p) => p.longitude);
  const center = {
    latitude: (Math.min(...lats) + Math.max(...lats)) / 2,
    longitude: (Math.min(...lons) + Math.max(...lons)) / 2,
  };
  const squeeze = squeezeAt(center.latitude);
  const spanY = Math.max(...lats) - Math.min(...lats);
  const spanX = (Math.max(...lons) - Math.min(...lons)) * squeeze;
  const usable = 1 - 2 * FIT_PADDING;
  const fallback = defaultProjection(center).scale;
  const scale = Math.min(
    spanX > 0 ? (plane.width * usable) / spanX : Infinity,
    spanY > 0 ? (plane.height * usable) / spanY : Infinity,
    fallback,
  );
  return { center, squeeze, scale };
}

/** Where a point lies on the plane, shifted by the user's `pan` (plane units). */
export function project(
  projection: Projection,
  point: MapPoint,
  pan: PlanePoint = { x: 0, y: 0 },
  plane: PlaneSize = PLANE,
): PlanePoint {
  return {
    x:
      plane.width / 2 +
      (point.longitude - projection.center.longitude) * projection.squeeze * projection.scale +
      pan.x,
    y: plane.height / 2 - (point.latitude - projection.center.latitude) * projection.scale + pan.y,
  };
}

/**
 * A scale bar for the projection: a round distance (m) whose bar is at most `maxUnits` long, and its length.
 */
export function scaleBar(projection: Projection, maxUnits = 160): { metres: number; units: number } {
  const unitsPerMetre = projection.scale / METRES_PER_DEGREE;
  const steps = [50, 100, 200, 500, 1000, 2000, 5000, 10_000, 20_000, 50_000];
  let metres = steps[0] ?? 50;
  for (const step of steps) if (step * unitsPerMetre <= maxUnits) metres = step;
  return { metres, units: metres * unitsPerMetre };
}
