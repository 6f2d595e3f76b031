/**
 * Pure rules of sharing a trip with a carer (API extension beyond the operator's API, product §10.10: listTripShares,
 * createTripShare, deleteTripShare and the public followSharedTrip in openapi/ticketing.yaml). Used by
 * machines/trip/share.machine.ts and machines/trip/follow.machine.ts; nothing here reads a clock.
 */
import type { AppError } from '../types';
import { isLiveMapDue } from './live-trip';

/** Why a share link no longer shows the trip (i18n `follow.ended.<reason>`). */
export type FollowEndReason = 'stopped' | 'cancelled' | 'expired' | 'unknown';

/** 410 codes of GET /follow/{token} → the reason the page names. */
const ENDED_CODES: Readonly<Record<string, FollowEndReason>> = {
  ShareStopped: 'stopped',
  TripCancelled: 'cancelled',
  ShareExpired: 'expired',
};

/**
 * Why the link stopped working, from GET /follow/{token}'s error, or null when the error says nothing about the
 * link (network, 5xx, 429: try again later). 410 names the reason by its code (an unknown 410 code counts as
 * expired: the link is gone either way); 404 (`ShareNotFound`) and 400 (a malformed token) mean the link does
 * not exist.
 */
export function followEndReason(error: Pick<AppError, 'status' | 'code'>): FollowEndReason | null {
  if (error.status === 410) return ENDED_CODES[error.code ?? ''] ?? 'expired';
  if (error.status === 404 || error.status === 400) return 'unknown';
  return null;
}

/**
 * The app runs against an operator API without the extension by hiding the feature: true when a share call answered
 * 404 for lack of the endpoint (an operator API without the extension). The reference API's own 404s of these
 * calls name a trip (`TripNotFound`, `NotShared`) and do not hide the feature.
 */
export function isMissingEndpoint(error: Pick<AppError, 'status' | 'code'>): boolean {
  return error.status === 404 && error.code !== 'TripNotFound' && error.code !== 'NotShared';
}

/** DELETE /trip-shares/{id} answered that the trip has no active link (404 `NotShared`): it is not shared. */
export function isNotShared(error: Pick<AppError, 'status' | 'code'>): boolean {
  return error.status === 404 && error.code === 'NotShared';
}

/** Why creating a link failed (i18n `share.error.<problem>`). */
export type ShareProblem = 'create' | 'notShareable' | 'stop';

/** The problem a failed POST /trip-shares/{id} names: 409 `TripNotShareable` (past or cancelled) or any other. */
export function createProblem(error: Pick<AppError, 'status' | 'code'>): ShareProblem {
  return error.status === 409 ? 'notShareable' : 'create';
}

/** From the pick-up window's start to the pick-up time, ms (the window is the pick-up time ± 15 minutes). */
const HALF_WINDOW_MS = 15 * 60_000;

/** The part of a followed trip the refresh rules read. */
export interface FollowTiming {
  pickUpWindow: { start: string; end: string };
  estimatedArrival: string;
  vehicle: unknown;
}

/**
 * The follow page shows the vehicle like the live card, inside the 60-minute live window: a followed trip is live
 * while the server sends its vehicle, and from 60 minutes before pick-up (the middle of the pick-up window) until
 * the arrival estimate, so the vehicle shows up within one live interval.
 */
export function isFollowLive(trip: FollowTiming, now: Date): boolean {
  if (trip.vehicle) return true;
  const pickUp = new Date(Date.parse(trip.pickUpWindow.start) + HALF_WINDOW_MS).toISOString();
  return (
    isLiveMapDue({ departureDateTime: pickUp }, now) && now.getTime() < Date.parse(trip.estimatedArrival)
  );
}
