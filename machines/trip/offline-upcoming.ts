/**
 * Which trips of a trip-list load the offline snapshot keeps (machines/lib/offline-snapshot.ts). Apart from the
 * snapshot's own rules because it needs the calendar (Temporal), which the app's entry chunk must not carry.
 */
import { upcomingTripsOf, type SnapshotTrip } from '../lib/offline-snapshot';
import { rangeToUtcBounds, type DateRange } from '../lib/time';

/**
 * The upcoming trips a trip-list load can keep in the snapshot: those of `trips` still to come at `now`
 * ({@link upcomingTripsOf}), when the loaded range (inclusive Europe/Amsterdam dates) covers now; null for a range
 * wholly in the past or the future (it says nothing about the trips to come next, so the kept list stays).
 */
export function upcomingTripsToKeep(
  trips: readonly SnapshotTrip[],
  range: DateRange,
  now: Date,
): SnapshotTrip[] | null {
  const bounds = rangeToUtcBounds(range);
  const at = now.getTime();
  if (at < Date.parse(bounds.from) || at >= Date.parse(bounds.to)) return null;
  return upcomingTripsOf(trips, now);
}
