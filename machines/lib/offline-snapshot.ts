/**
 * The offline snapshot: what the device keeps of one account so /home and /my-trips can be read without a
 * connection (machines/connectivity.machine.ts owns when it is written, shown and forgotten). Pure rules only.
 *
 * Kept per account (the account's e-mail, trimmed and lower-cased), only what the offline screens show: the next
 * trip and the upcoming trips (trip number, pick-up and arrival instants, from and to labels, status) and the
 * selected pass number's budget. Never tokens, names, pass-number owners' birth dates, prices or payment links.
 */
import type { Budget, Trip } from '../types';

/** A trip as the offline screens show it (a subset of the API's `Trip`). Instants are UTC ISO strings. */
export interface SnapshotTrip {
  /** The trip number the traveller quotes on the phone. */
  externalTripId: string;
  /** Planned pick-up (UTC ISO); the pick-up window is this ± 15 minutes (product §2 pick-up window). */
  departureDateTime: string;
  /** Planned arrival (UTC ISO). */
  arrivalDateTime: string;
  /** One-line label of the pick-up address. */
  departure: string;
  /** One-line label of the drop-off address. */
  arrival: string;
  status: Trip['status'];
}

/** One account's snapshot as stored in IndexedDB (the store's key is {@link OfflineSnapshot.account}). */
export interface OfflineSnapshot {
  /** The account it belongs to: the login e-mail, trimmed and lower-cased ({@link accountKey}). */
  account: string;
  /** When it was taken (UTC ISO, server-corrected clock); the banner shows it as Europe/Amsterdam time. */
  takenAt: string;
  /** GET /trips/next when last loaded (null: none in the next 2 weeks). */
  nextTrip: SnapshotTrip | null;
  /** The upcoming trips of the last trip-list load (not yet arrived, not cancelled), by pick-up time. */
  upcomingTrips: SnapshotTrip[];
  /** The selected pass number's budget (km) when last loaded, or null. */
  budget: Budget | null;
}

/** The parts a load hands to the snapshot; a part left out keeps what the stored snapshot had. */
export type SnapshotParts = Partial<Pick<OfflineSnapshot, 'nextTrip' | 'upcomingTrips' | 'budget'>>;

/** How long a snapshot is kept after the last trip in it arrives (or, without trips, after it was taken): 2 h. */
const SNAPSHOT_KEEP_MS = 2 * 60 * 60 * 1000;

/** Statuses that are no longer a trip to wait for (left out of {@link OfflineSnapshot.upcomingTrips}). */
const CANCELLED: ReadonlySet<Trip['status']> = new Set([
  'cancelled',
  'customerCancelled',
  'cancelledBySystem',
  'refunded',
  'failedToRefund',
  'unknown',
]);

/** The key of an account's snapshot: its e-mail trimmed and lower-cased (the same account as `isSameAccount`). */
export function accountKey(username: string): string {
  return username.trim().toLowerCase();
}

/** The fields of `trip` the offline screens show ({@link SnapshotTrip}). */
function snapshotTripOf(trip: SnapshotTrip): SnapshotTrip {
  return {
    externalTripId: trip.externalTripId,
    departureDateTime: trip.departureDateTime,
    arrivalDateTime: trip.arrivalDateTime,
    departure: trip.departure,
    arrival: trip.arrival,
    status: trip.status,
  };
}

/** The trips of a list still to come at `now` (not arrived, not cancelled), as snapshot trips by pick-up time. */
export function upcomingTripsOf(trips: readonly SnapshotTrip[], now: Date): SnapshotTrip[] {
  return trips
    .filter((t) => !CANCELLED.has(t.status) && Date.parse(t.arrivalDateTime) > now.getTime())
    .map(snapshotTripOf)
    .sort((a, b) => Date.parse(a.departureDateTime) - Date.parse(b.departureDateTime));
}

/**
 * Merges freshly loaded `parts` into the account's stored snapshot (`previous`, or null; another account's is
 * never merged), stamped `takenAt`.
 */
export function mergeSnapshot(
  previous: OfflineSnapshot | null,
  account: string,
  parts: SnapshotParts,
  takenAt: string,
): OfflineSnapshot {
  const base = previous && previous.account === accountKey(account) ? previous : null;
  return {
    account: accountKey(account),
    takenAt,
    nextTrip:
      parts.nextTrip !== undefined
        ? parts.nextTrip && snapshotTripOf(parts.nextTrip)
        : (base?.nextTrip ?? null),
    upcomingTrips:
      parts.upcomingTrips !== undefined
        ? parts.upcomingTrips.map(snapshotTripOf)
        : (base?.upcomingTrips ?? []),
    budget: parts.budget !== undefined ? parts.budget && { ...parts.budget } : (base?.budget ?? null),
  };
}

/**
 * When `snapshot` stops being shown (ms since the epoch): {@link SNAPSHOT_KEEP_MS} after the latest arrival of
 * its trips, or after it was taken when it holds no trip.
 */
export function snapshotExpiresAt(snapshot: OfflineSnapshot): number {
  const trips = [...(snapshot.nextTrip ? [snapshot.nextTrip] : []), ...snapshot.upcomingTrips];
  const last =
    trips.length > 0
      ? Math.max(...trips.map((t) => Date.parse(t.arrivalDateTime)))
      : Date.parse(snapshot.takenAt);
  return last + SNAPSHOT_KEEP_MS;
}

/** `snapshot` belongs to `account` and has not expired at `now` ({@link snapshotExpiresAt}). */
export function isSnapshotUsable(
  snapshot: OfflineSnapshot | null,
  account: string | null,
  now: Date,
): boolean {
  return (
    !!snapshot &&
    !!account &&
    snapshot.account === accountKey(account) &&
    now.getTime() < snapshotExpiresAt(snapshot)
  );
}

/** Every trip of `snapshot` once (the next trip and the upcoming trips, by trip number), by pick-up time. */
export function snapshotTrips(snapshot: OfflineSnapshot): SnapshotTrip[] {
  const byId = new Map<string, SnapshotTrip>();
  for (const trip of [...(snapshot.nextTrip ? [snapshot.nextTrip] : []), ...snapshot.upcomingTrips])
    if (!byId.has(trip.externalTripId)) byId.set(trip.externalTripId, trip);
  return [...byId.values()].sort((a, b) => Date.parse(a.departureDateTime) - Date.parse(b.departureDateTime));
}
