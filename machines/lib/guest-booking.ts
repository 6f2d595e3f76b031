/**
 * What a guest's confirmation page says about a booked trip (product §2.4 /quick-book, §4 cancel rule, §9): the pick-up
 * window around the pick-up time and the end of online cancelling. Times are ISO-8601 instants (UTC).
 */
import type { Trip } from '../types';
import { CANCEL_CUTOFF_MINUTES } from '../trip';

/** Half the pick-up window: the taxi comes within this many minutes of the pick-up time (as the follow page). */
const PICKUP_WINDOW_HALF_MINUTES = 15;

const MINUTE_MS = 60_000;

/** The pick-up window of a trip: its pick-up time ± {@link PICKUP_WINDOW_HALF_MINUTES}, ISO-8601 instants. */
export function pickUpWindowOf(trip: Pick<Trip, 'departureDateTime'>): { start: string; end: string } {
  const pickUp = Date.parse(trip.departureDateTime);
  return {
    start: new Date(pickUp - PICKUP_WINDOW_HALF_MINUTES * MINUTE_MS).toISOString(),
    end: new Date(pickUp + PICKUP_WINDOW_HALF_MINUTES * MINUTE_MS).toISOString(),
  };
}

/** Until when a trip can be cancelled online: {@link CANCEL_CUTOFF_MINUTES} before pick-up, an ISO-8601 instant. */
export function cancellableUntilOf(trip: Pick<Trip, 'departureDateTime'>): string {
  return new Date(Date.parse(trip.departureDateTime) - CANCEL_CUTOFF_MINUTES * MINUTE_MS).toISOString();
}
