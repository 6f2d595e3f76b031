/**
 * The cut-off of changing a booked trip (product §10.11 "Changing a booked trip"): until when a trip can change (the
 * cancel cut-off, 60 minutes before pick-up). Shared by the change chart (machines/booking/change.machine.ts) and the
 * views that offer "Change trip" (home card, live card, trip details, my-trips card). Nothing here reads a clock:
 * "now" is always passed in.
 */
import type { Trip } from '../types';
import { epochMilliseconds } from '../lib/instant';
import { CANCEL_CUTOFF_MINUTES, canCancel } from './rules';

/** The minutes before pick-up after which a trip can no longer change (the cancel cut-off, product §10.11). */
const CHANGE_CUTOFF_MINUTES = CANCEL_CUTOFF_MINUTES;

const MINUTE_MS = 60_000;

/**
 * product §10.11: a trip can change while it is confirmed (or still awaiting its online payment) and departs at
 * least {@link CHANGE_CUTOFF_MINUTES} minutes after `now` — the same rule as cancelling (product §4.1), so the
 * server's `ChangeTooLate` and the hidden "Change trip" button agree.
 *
 * @param trip - `status` and `departureDateTime` (ISO-8601 UTC instant).
 * @param now - the current instant (injected clock).
 */
export function canChangeTrip(trip: Pick<Trip, 'status' | 'departureDateTime'>, now: Date): boolean {
  return canCancel(trip, now);
}

/**
 * {@link canChangeTrip} for a trip whose status group allows a change (`active`: confirmed or awaiting payment) and
 * whole minutes until its pick-up (e.g. the trip chart's countdown as of its last tick).
 */
export function canChangeAt(active: boolean, minutesUntilDeparture: number): boolean {
  return active && minutesUntilDeparture >= CHANGE_CUTOFF_MINUTES;
}

/**
 * The instant until which the trip could change: {@link CHANGE_CUTOFF_MINUTES} minutes before its pick-up, as an
 * ISO-8601 UTC instant (trip details show it, Europe/Amsterdam, once the cut-off has passed). Null for a malformed
 * departure.
 */
export function changeableUntil(trip: Pick<Trip, 'departureDateTime'>): string | null {
  const departure = epochMilliseconds(trip.departureDateTime);
  if (!Number.isFinite(departure)) return null;
  return new Date(departure - CHANGE_CUTOFF_MINUTES * MINUTE_MS).toISOString();
}
