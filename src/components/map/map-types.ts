/** WGS84 coordinates in decimal degrees (the wire's `Coordinates`). */
export interface MapPoint {
  latitude: number;
  longitude: number;
}

/** A driving-directions request; a new `seq` means "request again" (the live-map machine decides when). */
export interface MapRoute {
  seq: number;
  origin: MapPoint;
  destination: MapPoint;
}

/** Accessible names of the map and its markers (already translated). */
interface MapLabels {
  /** Name of the map as a whole. */
  map: string;
  vehicle: string;
  pickup: string;
  dropOff: string;
  /**
   * Short labels drawn next to the markers on the keyless maps: the taxi (its plate, or "Taxi"), "Pick-up",
   * "Destination". Without them the markers carry only their letters.
   */
  tags?: { vehicle: string; pickup: string; dropOff: string };
}

/**
 * What both live maps (Google and the offline schematic one) draw, product §2.3 "Live map card": vehicle, pickup
 * and drop-off markers, the route, and the points to fit once.
 */
export interface LiveMapViewProps {
  /** The vehicle's position, or null while unknown (no marker). */
  vehicle: MapPoint | null;
  /** The pickup ("departure") marker. */
  pickup: MapPoint;
  /** The drop-off ("arrival") marker. */
  dropOff: MapPoint;
  /** The route to draw (new `seq` = request directions again), or null for none. */
  route: MapRoute | null;
  /** Points to fit the map to, ONCE (the first non-null value); afterwards the user may drag freely. */
  fitTo: readonly MapPoint[] | null;
  labels: MapLabels;
  /** A directions request failed (product §2: only logged). */
  onDirectionsError?: (error: unknown) => void;
}

/** product §2/§9 map defaults: centre about 52.378, 4.897 (Amsterdam), zoom 14, 500 px high. */
export const DEFAULT_MAP_CENTER: MapPoint = { latitude: 52.378, longitude: 4.897 };
export const DEFAULT_MAP_ZOOM = 14;

/** The letters on the pickup and drop-off markers of every live map and its legend (A to B, not words). */
export const MARKER_LETTERS = { pickup: 'A', dropOff: 'B' } as const;
