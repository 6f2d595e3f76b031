/**
 * Overlap with the traveller's other trips, as pure functions: before booking, the confirmation dialog warns when
 * the new trip — or any date of a standing order — is picked up while another booked trip of the traveller is
 * under way ("You already have a trip then: …"). The traveller may still book; this only informs.
 *
 * The rule: a new pick-up overlaps a booked trip when the pick-up instant lies between that trip's pick-up
 * (`departureDateTime`) and its arrival (`arrivalDateTime`), BOTH ENDS INCLUDED. Included, because a pick-up at
 * the very minute another trip starts is a double booking, and one at the very minute another trip arrives
 * cannot be met (the traveller is still being dropped off, possibly elsewhere). Cancelled trips (every cancelled
 * variant, refunded, failed to refund: chip Canceled, product §4) never overlap. A return trip planned at its
 * outbound arrival + 60 min does not overlap its outbound.
 *
 * Instants are compared exactly (epoch ms), so the rule is right across DST; the new trip's pick-ups come from the
 * form's Europe/Amsterdam wall date and time (`toPlannedDateTimeUtc`). No I/O; no clock.
 */
import type { Trip } from '../types';
import type { BookingForm } from './rules';
import { amsterdamDateAt, epochMilliseconds } from '../lib/instant';
import { isCancelled } from '../trip';
import { toPlannedDateTimeUtc, type DateRange } from '../lib/time';

/** One day in ms: a trip departing the day before a pick-up can still be under way after midnight. */
const DAY_MS = 86_400_000;

/** The parts of a booked trip the rule looks at. */
export type OverlapTrip = Pick<Trip, 'externalTripId' | 'departureDateTime' | 'arrivalDateTime' | 'status'>;

/**
 * The new trip's pick-up instants (ISO-8601 UTC), one per date, in date order: the form's wall time on each date
 * (Europe/Amsterdam, DST-correct); planned by arrival, that arrival minus the estimated duration.
 *
 * @param form - the form's `time` (`HH:mm`) and `planningMode`.
 * @param dates - the dates to book (`YYYY-MM-DD`, Europe/Amsterdam): the series' dates, or the form's one date.
 * @param durationMinutes - the estimate's `duration` in whole minutes (needed for ByArrival; null: unknown).
 * @returns `[]` when a pick-up cannot be named (malformed date or time, ByArrival without a duration).
 */
export function newPickups(
  form: Pick<BookingForm, 'time' | 'planningMode'>,
  dates: readonly string[],
  durationMinutes: number | null,
): string[] {
  if (form.planningMode === 'ByArrival' && durationMinutes === null) return [];
  const lead = form.planningMode === 'ByArrival' ? (durationMinutes ?? 0) * 60_000 : 0;
  const pickups: string[] = [];
  for (const date of dates) {
    try {
      const planned = epochMilliseconds(toPlannedDateTimeUtc(date, form.time));
      pickups.push(new Date(planned - lead).toISOString());
    } catch {
      return [];
    }
  }
  return pickups;
}

/**
 * The days whose departures can overlap `pickups` (for GET /trips/history, inclusive Europe/Amsterdam days): from
 * the day before the first pick-up (a trip under way past midnight) through the day of the last; null without
 * pick-ups.
 */
export function overlapRange(pickups: readonly string[]): DateRange | null {
  if (pickups.length === 0) return null;
  const times = pickups.map(epochMilliseconds);
  return { from: amsterdamDateAt(Math.min(...times) - DAY_MS), to: amsterdamDateAt(Math.max(...times)) };
}

/** The pick-up instant (ISO-8601) lies in the trip's [pick-up, arrival], both ends included. */
export function overlapsTrip(pickup: string, trip: OverlapTrip): boolean {
  if (isCancelled(trip.status)) return false;
  const at = epochMilliseconds(pickup);
  return epochMilliseconds(trip.departureDateTime) <= at && at <= epochMilliseconds(trip.arrivalDateTime);
}

/**
 * The booked trips that any of `pickups` overlaps ({@link overlapsTrip}), each once (by `externalTripId`), in
 * order of their pick-up. Trips with an unreadable instant are skipped.
 *
 * @param pickups - the new trip's pick-up instants ({@link newPickups}).
 * @param trips - the traveller's booked trips around them (any status; cancelled ones are ignored).
 */
export function overlappingTrips<T extends OverlapTrip>(
  pickups: readonly string[],
  trips: readonly T[],
): T[] {
  const found = new Map<string, T>();
  for (const trip of trips) {
    if (found.has(trip.externalTripId)) continue;
    try {
      if (pickups.some((pickup) => overlapsTrip(pickup, trip))) found.set(trip.externalTripId, trip);
    } catch {
      // An unreadable instant: not a trip the rule can place.
    }
  }
  return [...found.values()].sort(
    (a, b) => epochMilliseconds(a.departureDateTime) - epochMilliseconds(b.departureDateTime),
  );
}
