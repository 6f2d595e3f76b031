/**
 * Pure rules of the live vehicle map (product §2.3 "Live map card", §3 Vehicle info, §4 "Vehicle status
 * progression", §9 map constants): the header, the status sentence, the route and the map view after new vehicle
 * info. Used by machines/trip/live-map.machine.ts (the /home live card) and machines/trip/follow.machine.ts (the
 * carer's page), both loaded with their pages; the next-trip card's own rules are in ./live-trip.ts, which /home
 * loads at once. Nothing here reads a clock — "now" (the server-corrected instant) is always passed in.
 */
import type { Location, VehicleInfo } from '../types';

const MINUTE_MS = 60_000;

/** WGS84 coordinates in decimal degrees. */
export type Coordinates = VehicleInfo['departure'];

/**
 * How often the live card asks for the vehicle's position (ms). The operator named no value; 5 s keeps the marker
 * moving visibly without loading the API (12 requests a minute for the one traveller on /home).
 */
export const VEHICLE_POSITION_INTERVAL_MS = 5_000;

/** product §9 "Map throttle 500 ms": position updates reach the map at most once per 500 ms. */
export const MAP_THROTTLE_MS = 500;

/** What the live card's header says (i18n `liveMap.<kind>`; `empty` shows nothing). */
type LiveMapHeaderKind = 'pickUp' | 'dropOff' | 'completed' | 'startingSoon' | 'empty';

/** The live card's header: its kind and the ETA it names (ISO-8601 UTC, for pickUp and dropOff only). */
export interface LiveMapHeader {
  kind: LiveMapHeaderKind;
  eta: string | null;
}

/**
 * product §2.3 header text by vehicle status: pickUp → estimated pick-up time; dropOff → estimated drop-off time;
 * completed → arrived; unknown → empty; anything else (including no vehicle info yet) → starting soon.
 * A pickUp/dropOff without an eta falls back to starting soon (there is no time to name).
 */
export function liveMapHeader(vehicle: Pick<VehicleInfo, 'status' | 'eta'> | null): LiveMapHeader {
  switch (vehicle?.status) {
    case 'pickUp':
    case 'dropOff':
      return vehicle.eta ? { kind: vehicle.status, eta: vehicle.eta } : { kind: 'startingSoon', eta: null };
    case 'completed':
      return { kind: 'completed', eta: null };
    case 'unknown':
      return { kind: 'empty', eta: null };
    default:
      return { kind: 'startingSoon', eta: null };
  }
}

/** product §2: the licence plate is shown while the vehicle is on its way to the pickup (status pickUp). */
export function visibleLicensePlate(
  vehicle: Pick<VehicleInfo, 'status' | 'licensePlate'> | null,
): string | null {
  return vehicle?.status === 'pickUp' ? (vehicle.licensePlate ?? null) : null;
}

/** A driving-directions request: from `origin` to `destination`. */
export interface RouteLeg {
  origin: Coordinates;
  destination: Coordinates;
}

/**
 * product §2.3 the route the map draws for a vehicle status: from the vehicle to the pickup while pickUp, otherwise
 * to the arrival; from the pickup when the vehicle's position is unknown. None once completed (the vehicle is
 * at the destination).
 */
export function routeFor(
  vehicle: Pick<VehicleInfo, 'status' | 'position' | 'departure' | 'arrival'>,
): RouteLeg | null {
  if (vehicle.status === 'completed') return null;
  const origin = vehicle.position ?? vehicle.departure;
  return { origin, destination: vehicle.status === 'pickUp' ? vehicle.departure : vehicle.arrival };
}

/** The points the map is fitted to once: vehicle (when known), departure and arrival. */
function pointsToFit(vehicle: Pick<VehicleInfo, 'position' | 'departure' | 'arrival'>): Coordinates[] {
  return [...(vehicle.position ? [vehicle.position] : []), vehicle.departure, vehicle.arrival];
}

/** A driving-directions request for the map; a new `seq` means "request again". */
export interface RouteRequest extends RouteLeg {
  seq: number;
}

/** What the map of a live trip shows besides the markers: the route, how many were asked, the points fitted once. */
export interface MapView {
  route: RouteRequest | null;
  routeRequests: number;
  fitTo: Coordinates[] | null;
}

/** product §2.3 the map's directions request for the current route failed: logged only (the card, the follow page). */
export interface DirectionsFailedEvent {
  type: 'directions.failed';
  error: unknown;
}

/**
 * product §10.8 input of the child `nearNotice` of a live map (the card, the follow page): the trip it watches (its
 * externalTripId, or the share token), the stored opt-in and the injected clock.
 */
export function nearNoticeInputOf(
  tripKey: string,
  context: { nearNoticeOptedIn: boolean; now: () => Date },
): { tripKey: string; optedIn: boolean; now: () => Date } {
  return { tripKey, optedIn: context.nearNoticeOptedIn, now: context.now };
}

/**
 * product §2.3 live map, after new vehicle info (the live card and the carer's follow page): a status change asks for
 * the route of the new status (the next `seq`; none once completed), the same status keeps the drawn route, and
 * the map is fitted once, to the first vehicle info.
 */
export function mapViewAfter(
  view: MapView,
  previousStatus: VehicleInfo['status'] | undefined,
  vehicle: VehicleInfo,
): MapView {
  const statusChanged = previousStatus !== vehicle.status;
  const leg = statusChanged ? routeFor(vehicle) : null;
  return {
    route: statusChanged ? (leg ? { ...leg, seq: view.routeRequests + 1 } : null) : view.route,
    routeRequests: leg ? view.routeRequests + 1 : view.routeRequests,
    fitTo: view.fitTo ?? pointsToFit(vehicle),
  };
}

/** The part of a product §3 Location the status sentence names. */
type PlaceParts = Partial<Pick<Location, 'name' | 'street' | 'houseNumber' | 'residence'>>;

/**
 * The short name of a place in the status sentence: "Rietmeent 73" (street and house number), else the place's
 * name (a station has no street), else its residence; '' when nothing is known.
 */
export function shortPlace(location: PlaceParts | null | undefined): string {
  if (!location) return '';
  const street = [location.street, location.houseNumber].filter(Boolean).join(' ');
  return street || location.name || location.residence || '';
}

/**
 * The sentence a traveller reads first on the live card and the carer's page (i18n `liveStatus.<kind>`):
 * - `pickUp`: the taxi (`plate`, or null) is about `minutes` (whole minutes, ≥ 1) away from `place`;
 * - `arriving`: the taxi is at `place` now (pick-up ETA under one minute);
 * - `pickUpNoEta`: the taxi is on its way to `place` (no ETA sent);
 * - `dropOff`: on the way to `place`, arriving about `eta` (ISO-8601 UTC; null: no ETA sent);
 * - `completed`: arrived; `unassigned`: status unknown (no taxi yet); `lookingUp`: before the first info.
 */
export type LiveStatus =
  | { kind: 'pickUp'; plate: string | null; place: string; minutes: number }
  | { kind: 'arriving' | 'pickUpNoEta'; plate: string | null; place: string }
  | { kind: 'dropOff'; place: string; eta: string | null }
  | { kind: 'completed' | 'unassigned' | 'lookingUp' };

/**
 * The {@link LiveStatus} for vehicle info at `now` (server-corrected). Minutes are the pick-up ETA minus now,
 * rounded to whole minutes; under one minute the taxi is "arriving". `from`/`to` are the trip's ends.
 */
export function liveStatusOf(
  vehicle: Pick<VehicleInfo, 'status' | 'eta' | 'licensePlate'> | null,
  trip: { locationFrom: PlaceParts; locationTo: PlaceParts },
  now: Date,
): LiveStatus {
  switch (vehicle?.status) {
    case 'pickUp': {
      const plate = vehicle.licensePlate ?? null;
      const place = shortPlace(trip.locationFrom);
      if (!vehicle.eta) return { kind: 'pickUpNoEta', plate, place };
      const ms = Date.parse(vehicle.eta) - now.getTime();
      if (ms < MINUTE_MS) return { kind: 'arriving', plate, place };
      return { kind: 'pickUp', plate, place, minutes: Math.round(ms / MINUTE_MS) };
    }
    case 'dropOff':
      return { kind: 'dropOff', place: shortPlace(trip.locationTo), eta: vehicle.eta ?? null };
    case 'completed':
      return { kind: 'completed' };
    case 'unknown':
      return { kind: 'unassigned' };
    default:
      return { kind: 'lookingUp' };
  }
}

/** True when two {@link LiveStatus} values say the same (a selector's equality: no re-render for an equal one). */
export function sameLiveStatus(a: LiveStatus | null, b: LiveStatus | null): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * The keyless map's basemap cannot be used and the schematic map takes over (product §2.3 live map: "falls back at
 * once when tiles cannot load"): a tile failed before any loaded (offline, blocked, host down), or more tiles
 * failed than loaded. A stray failed tile among loaded ones keeps the street map.
 */
export function basemapFailed(tiles: { loaded: number; failed: number }): boolean {
  return tiles.failed > 0 && (tiles.loaded === 0 || tiles.failed > tiles.loaded);
}
