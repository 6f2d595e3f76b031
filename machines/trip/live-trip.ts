/**
 * Pure rules of the self-refreshing next trip (product §2.2 /home "Next-trip card", §7 GET /trips/{id}/vehicles/position,
 * §9 constants): when the live map is due, how long a finished trip stays, the pick-up window. Used by
 * machines/trip/upcoming.machine.ts, the live map (machines/trip/live-map.machine.ts, whose own rules are in
 * ./live-map-rules.ts) and the trip selectors; nothing here reads a clock — "now" (the server-corrected instant) is
 * always passed in.
 */
import type { Trip } from '../types';

/** product §2/§9: the live map card replaces the plain card when departure is within this many minutes. */
const LIVE_MAP_WINDOW_MINUTES = 60;

/** product §2/§9: the upcoming trip is refreshed every 30 000 ms while /home is shown. */
export const UPCOMING_REFRESH_MS = 30_000;

/**
 * After its arrival time a trip disappears from GET /trips/next; the live card keeps showing it ("You have
 * arrived") for this many minutes after arrival instead of vanishing mid-sentence.
 */
export const ARRIVED_HOLD_MINUTES = 10;

const MINUTE_MS = 60_000;

/** setTimeout cannot wait longer than 2^31 − 1 ms (about 24.8 days); longer delays would fire at once. */
const MAX_TIMER_MS = 2_147_483_647;

function departureMs(trip: Pick<Trip, 'departureDateTime'>): number {
  return Date.parse(trip.departureDateTime);
}

/**
 * Milliseconds from `now` until the trip enters the live-map window (departure − {@link LIVE_MAP_WINDOW_MINUTES});
 * 0 when it already has. Capped at {@link MAX_TIMER_MS} so it can be used as a timer delay.
 */
export function msUntilLiveMap(trip: Pick<Trip, 'departureDateTime'>, now: Date): number {
  const ms = departureMs(trip) - LIVE_MAP_WINDOW_MINUTES * MINUTE_MS - now.getTime();
  return Math.min(MAX_TIMER_MS, Math.max(0, ms));
}

/** product §2: true when the trip departs within {@link LIVE_MAP_WINDOW_MINUTES} of `now` (or has departed). */
export function isLiveMapDue(trip: Pick<Trip, 'departureDateTime'>, now: Date): boolean {
  return departureMs(trip) - now.getTime() <= LIVE_MAP_WINDOW_MINUTES * MINUTE_MS;
}

/**
 * True while a trip that is no longer "next" should stay on the live card: its ride has begun (departure
 * passed) and its arrival was at most {@link ARRIVED_HOLD_MINUTES} ago.
 */
export function holdsFinishedTrip(
  trip: Pick<Trip, 'departureDateTime' | 'arrivalDateTime'>,
  now: Date,
): boolean {
  const t = now.getTime();
  return t >= departureMs(trip) && t < Date.parse(trip.arrivalDateTime) + ARRIVED_HOLD_MINUTES * MINUTE_MS;
}

/** Milliseconds from `now` until a held trip's hold ends (0 when over; capped at {@link MAX_TIMER_MS}). */
export function msUntilHoldEnds(trip: Pick<Trip, 'arrivalDateTime'>, now: Date): number {
  const ms = Date.parse(trip.arrivalDateTime) + ARRIVED_HOLD_MINUTES * MINUTE_MS - now.getTime();
  return Math.min(MAX_TIMER_MS, Math.max(0, ms));
}

/**
 * Which trip the next-trip card shows after new information: the `incoming` trip (the server's next trip),
 * except that a `shown` trip whose ride is under way or just finished ({@link holdsFinishedTrip}) stays while
 * the server no longer returns it.
 */
export function nextShownTrip(shown: Trip | null, incoming: Trip | null, now: Date): Trip | null {
  if (shown && incoming?.externalTripId !== shown.externalTripId && holdsFinishedTrip(shown, now))
    return shown;
  return incoming;
}

/**
 * product §7: the `{id}` of GET /trips/{id}/vehicles/position is the vehicleTrackingId encoded as base64
 * (standard alphabet, padded) of its UTF-8 bytes. The caller URL-encodes it into the path.
 */
export function encodeVehicleTrackingId(vehicleTrackingId: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(vehicleTrackingId)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** product §2/§3: the pick-up window is the planned pick-up time ± this many minutes (as the carer's page shows). */
const PICKUP_WINDOW_MINUTES = 15;

/** The pick-up window of a trip: departure ± {@link PICKUP_WINDOW_MINUTES} (ISO-8601 UTC instants). */
export function pickUpWindowOf(trip: Pick<Trip, 'departureDateTime'>): { start: string; end: string } {
  const at = departureMs(trip);
  return {
    start: new Date(at - PICKUP_WINDOW_MINUTES * MINUTE_MS).toISOString(),
    end: new Date(at + PICKUP_WINDOW_MINUTES * MINUTE_MS).toISOString(),
  };
}
