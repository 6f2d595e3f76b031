/**
 * What "Check your change" warns of besides the re-quote (product §10.11 "Re-quote, then decide": the overlap
 * warning applies as when booking): the traveller's other trips that the changed trip's new pick-up falls into.
 * The rule is the booking form's (./trip-overlap.ts `overlappingTrips`: a pick-up within another trip's pick-up and
 * arrival, both included, cancelled trips never); the trip being changed is not "another trip". Pure: no I/O.
 */
import type { Trip } from '../types';
import type { DateRange } from '../lib/time';
import type { TripChangeEstimate } from './change-rules';
import { overlapRange, overlappingTrips } from './trip-overlap';

/** Input of the change chart's `loadOtherTrips` actor: the Europe/Amsterdam days around the new pick-up. */
export interface ChangeOverlapInput {
  range: DateRange;
}

/**
 * The days whose trips can overlap the re-quote's new pick-up (`proposed.departureDateTime`, ISO-8601 UTC): the day
 * before it (a trip under way past midnight) through its own day, Europe/Amsterdam. Without a re-quote (cannot happen
 * after one was stored): `date` alone, which finds nothing to warn of.
 */
export function changeOverlapInput(
  estimate: Pick<TripChangeEstimate, 'proposed'> | null,
  date: string,
): ChangeOverlapInput {
  const range = estimate ? overlapRange([estimate.proposed.departureDateTime]) : null;
  return { range: range ?? { from: date, to: date } };
}

/**
 * The traveller's other trips (not the one changed, `externalTripId`) that the new pick-up of the re-quote overlaps,
 * in pick-up order; none for trips that cannot be placed.
 */
export function changeOverlaps(
  estimate: Pick<TripChangeEstimate, 'proposed'>,
  externalTripId: string,
  trips: readonly Trip[],
): Trip[] {
  const others = trips.filter((trip) => trip.externalTripId !== externalTripId);
  return overlappingTrips([estimate.proposed.departureDateTime], others);
}
