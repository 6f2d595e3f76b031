/**
 * Types, constants and pure helpers of the /my-trips chart (machines/trip/history.machine.ts; product §2 /my-trips,
 * §4 history date range and week buttons, §7 GET /trips/history and /trips/export, §9 page size 50): the history
 * query, the "Upcoming" range, the chart's input, context and events, its actors' inputs, the week and range
 * rules. Ranges are inclusive Europe/Amsterdam calendar dates `YYYY-MM-DD`. The chart re-exports what its users
 * need. Pure: no React, no fetch, no DOM.
 */
import { Temporal } from 'temporal-polyfill';
import type { AppError, Trip } from '../types';
import { latestDate, weekRange, ZONE, type DateRange, type WeekStart } from '../lib/time';
import { isCancelled } from './rules';
import type { TripActorRef } from './trip.machine';

/** product §7/§9 history request: sorted by departure ascending, first page of 50. */
export const HISTORY_QUERY = {
  sortBy: 'departure_date_time',
  sortDirection: 'ASC',
  pageNumber: 1,
  pageSize: 50,
} as const;

/**
 * product §7 GET /trips/export: one export covers at most this many Europe/Amsterdam days, both ends included (a leap
 * year); a longer period is refused (400 ExportRangeTooLong).
 */
export const EXPORT_MAX_DAYS = 366;

/**
 * Days after today the "Upcoming" view reaches: the last day any region lets a trip be booked (booking horizon at
 * most 365 days). Today included, the range is then exactly {@link EXPORT_MAX_DAYS} days, so "download" of the
 * view stays one export.
 */
const UPCOMING_DAYS = EXPORT_MAX_DAYS - 1;

/**
 * The "Upcoming" range: today's Europe/Amsterdam date through {@link UPCOMING_DAYS} days later (inclusive).
 * @param now - the current instant (injected clock).
 */
export function upcomingRange(now: Date): DateRange {
  return { from: latestDate(now, 0), to: latestDate(now, UPCOMING_DAYS) };
}

/** product §7 default export filename when the response names none. */
export const DEFAULT_EXPORT_FILENAME = 'trip-history.pdf';

/** Input of the /my-trips chart (`tripHistoryMachine`). */
export interface TripHistoryInput {
  /** Injected clock: the current instant. */
  now: () => Date;
  /** First day of the week for the locale (1 = Monday for nl-NL, 7 = Sunday for en-US). */
  weekStartsOn: WeekStart;
}

/** Input of the `loadTripHistory` actor: GET /trips/history with `from`/`to` and {@link HISTORY_QUERY}. */
export interface LoadTripHistoryInput {
  range: DateRange;
}

/** Input of the `loadTrip` actor: GET /trips/{id}. */
export interface LoadTripInput {
  externalTripId: string;
}

/** Input of the `exportTripHistory` actor: GET /trips/export for the range (as UTC bounds, see time.ts). */
export interface ExportTripHistoryInput {
  range: DateRange;
}

/** The downloaded export: the file and its name (from content-disposition, else {@link DEFAULT_EXPORT_FILENAME}). */
export interface ExportedFile {
  blob: Blob;
  filename: string;
}

/** Context of the /my-trips chart (`tripHistoryMachine`). */
export interface TripHistoryContext {
  now: () => Date;
  weekStartsOn: WeekStart;
  /** The shown range (inclusive Amsterdam dates); in the "Upcoming" view today … today + {@link UPCOMING_DAYS}. */
  range: DateRange;
  /** Trips of the range as loaded, departure ascending. */
  trips: Trip[];
  /** One trip actor per trip, by {@link tripKey}. */
  tripRefs: Record<string, TripActorRef>;
  /** The trip whose details dialog is open or loading, or null. */
  selectedTripId: string | null;
  /** The last failed history load, or null. */
  error: AppError | null;
}

/** Events accepted by the /my-trips chart (`tripHistoryMachine`). */
export type TripHistoryEvent =
  /** Show the week before the shown range's first week. */
  | { type: 'range.previousWeek' }
  /** Show the current week. */
  | { type: 'range.thisWeek' }
  /** Show every trip from today on ("Upcoming"). */
  | { type: 'view.upcoming' }
  /** The page came back into view (focus or visibility): a trip awaiting payment may have been paid elsewhere. */
  | { type: 'page.focused' }
  /** Show the week after the shown range's first week. */
  | { type: 'range.nextWeek' }
  /** Show a range from the picker (ignored unless `from ≤ to`, both `YYYY-MM-DD`). */
  | { type: 'range.set'; range: DateRange }
  /** The locale changed: later week buttons use its week start. */
  | { type: 'weekStart.change'; weekStartsOn: WeekStart }
  /** Reload the shown range. */
  | { type: 'history.reload' }
  /** Try again after a failed load (`list.failed`). */
  | { type: 'history.retry' }
  /** Download the PDF of the shown range (`export.idle`). */
  | { type: 'history.download' }
  /** Open the details dialog of a trip with an externalTripId (`details.closed`). */
  | { type: 'details.open'; externalTripId: string }
  /** Close the details dialog. */
  | { type: 'details.close' };

/** The booked trips of a list: cancelled trips left out. Memoized per list, so selectors keep their identity. */
const upcomingCache = new WeakMap<readonly Trip[], Trip[]>();
export function upcomingOnly(trips: Trip[]): Trip[] {
  let kept = upcomingCache.get(trips);
  if (!kept) {
    kept = trips.filter((trip) => !isCancelled(trip.status));
    upcomingCache.set(trips, kept);
  }
  return kept;
}

/** Key of a trip's actor in `tripRefs`: its externalTripId (trips without one are not opened nor cancelled). */
export function tripKey(trip: Pick<Trip, 'externalTripId'>, index: number): string {
  return trip.externalTripId ? trip.externalTripId : `#${index}`;
}

/**
 * The Europe/Amsterdam week containing `date`, shifted by `offsetWeeks` — the §4 week buttons applied to the
 * shown range's first day.
 * @throws RangeError when `date` is not `YYYY-MM-DD`.
 */
export function weekContaining(date: string, weekStartsOn: WeekStart, offsetWeeks: number): DateRange {
  const noon = Temporal.PlainDate.from(date).toZonedDateTime({ timeZone: ZONE, plainTime: '12:00' });
  return weekRange(new Date(noon.epochMilliseconds), weekStartsOn, offsetWeeks);
}

/** A picker range is usable: two valid `YYYY-MM-DD` dates with `from ≤ to`. */
export function isValidRange(range: DateRange): boolean {
  try {
    return (
      Temporal.PlainDate.compare(Temporal.PlainDate.from(range.from), Temporal.PlainDate.from(range.to)) <= 0
    );
  } catch {
    return false;
  }
}

/** product §2.5 `storeTrips` params: the trips a load of the period returned. */
export const tripsParams = ({ event }: { event: { output: Trip[] } }) => ({ trips: event.output });
/** product §2.5 `storeDetails` params: the trip the details load returned. */
export const detailsParams = ({ event }: { event: { output: Trip } }) => ({ trip: event.output });
/** product §2.5 input of `loadTripHistory` and `exportTripHistory`: the period shown. */
export const rangeInput = ({ context }: { context: TripHistoryContext }) => ({ range: context.range });
