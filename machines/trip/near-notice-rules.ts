/**
 * Pure rules of the "your taxi is almost there" notice (product §2.3 live map card, §3 Vehicle info, §4 vehicle status
 * progression), used by machines/trip/near-notice.machine.ts. Nothing here reads a clock: "now" (the server-corrected
 * instant) is passed in.
 */
import type { VehicleInfo } from '../types';

/** The pick-up ETA, in minutes, at or under which the traveller (or carer) is told the taxi is near. */
const NEAR_NOTICE_MINUTES = 5;

const MINUTE_MS = 60_000;

/**
 * What a notice is about: `near` — the taxi is at most {@link NEAR_NOTICE_MINUTES} from the pick-up (status
 * pickUp); `dropOff` — the ride to the destination has begun (status dropOff).
 */
export type NearNoticeKind = 'near' | 'dropOff';

/** What the alert, the system notification and the tab title name. */
export interface NearNotice {
  kind: NearNoticeKind;
  /** The licence plate (near only), or null when not sent. */
  plate: string | null;
  /** The short name of the pick-up (near) or the destination (dropOff), e.g. "Rietmeent 73"; '' when unknown. */
  place: string;
}

/** The short names of the trip's pick-up and destination (machines/trip/live-trip.ts `shortPlace`). */
export interface NoticePlaces {
  from: string;
  to: string;
}

/**
 * The notice vehicle info calls for at `now`, or null: `near` while pickUp with an ETA at most
 * {@link NEAR_NOTICE_MINUTES} minutes away (a past ETA included), `dropOff` once the status is dropOff; nothing for
 * pickUp without an ETA, completed, unknown or no info.
 */
export function nearNoticeKindOf(
  vehicle: Pick<VehicleInfo, 'status' | 'eta'> | null,
  now: Date,
): NearNoticeKind | null {
  if (vehicle?.status === 'dropOff') return 'dropOff';
  if (vehicle?.status !== 'pickUp' || !vehicle.eta) return null;
  return Date.parse(vehicle.eta) - now.getTime() <= NEAR_NOTICE_MINUTES * MINUTE_MS ? 'near' : null;
}

/** The notice of `kind` for vehicle info and the trip's places. */
export function nearNoticeOf(
  kind: NearNoticeKind,
  vehicle: Pick<VehicleInfo, 'licensePlate'>,
  places: NoticePlaces,
): NearNotice {
  return kind === 'near'
    ? { kind, plate: vehicle.licensePlate ?? null, place: places.from }
    : { kind, plate: null, place: places.to };
}
