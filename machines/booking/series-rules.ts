/**
 * Repeating trips, a standing order, as pure functions: the series settings the booking form
 * edits ("Repeat this trip", weekdays, "Until"), the dates they stand for, their validation, how many of them the
 * km budget covers, and why a date was not booked. Dates are Europe/Amsterdam calendar dates `YYYY-MM-DD`; every
 * date of a series is booked at the form's wall-clock time on that date (DST-correct, see `toPlannedDateTimeUtc`).
 * Distances and budgets are km. No I/O; "now" is always a parameter.
 */
import { Temporal } from 'temporal-polyfill';
import type { AppError, BookingRequest, Trip } from '../types';
import { latestDate } from '../lib/time';

/** ISO weekday: 1 = Monday … 7 = Sunday (Temporal `dayOfWeek`). */
export type Weekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

/** The week in display order, Monday first (the form's checkboxes). */
export const WEEKDAYS: readonly Weekday[] = [1, 2, 3, 4, 5, 6, 7];

/** "Until" is at most 8 weeks ahead (of today, Europe/Amsterdam), in days. */
const SERIES_MAX_DAYS_AHEAD = 56;

/** How far the default "Until" lies after the first date, in days (four weeks including the first day). */
const DEFAULT_SERIES_DAYS = 27;

/** What the booking form holds for a standing order. */
export interface SeriesSettings {
  /** "Repeat this trip" / "Deze rit herhalen" is on. */
  repeat: boolean;
  /** The weekdays to ride on, sorted (Monday first). */
  weekdays: Weekday[];
  /** "Until" / "Tot en met": the last date (inclusive), `YYYY-MM-DD` Europe/Amsterdam; '' while not chosen. */
  until: string;
}

/** A patch of {@link SeriesSettings} (event `series.change`); `weekday` ticks (`on`) or unticks one day. */
export type SeriesPatch = Partial<SeriesSettings> & { weekday?: { day: Weekday; on: boolean } };

/** No standing order: one trip. */
export const NO_SERIES: SeriesSettings = { repeat: false, weekdays: [], until: '' };

/** i18n keys of {@link seriesError}; `bookTrip.series.untilTooLate` takes `{{date}}` (the latest "Until"). */
export const SERIES_ERROR_KEYS = {
  weekdaysRequired: 'bookTrip.series.weekdaysRequired',
  untilInvalid: 'bookTrip.series.untilInvalid',
  untilTooLate: 'bookTrip.series.untilTooLate',
  noDates: 'bookTrip.series.noDates',
} as const;

/** One of the {@link SERIES_ERROR_KEYS} values. */
export type SeriesErrorKey = (typeof SERIES_ERROR_KEYS)[keyof typeof SERIES_ERROR_KEYS];

function plainDate(value: string): Temporal.PlainDate | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  try {
    return Temporal.PlainDate.from(value, { overflow: 'reject' });
  } catch {
    return null;
  }
}

/** The ISO weekday of a `YYYY-MM-DD` date, or null when malformed. */
export function weekdayOf(date: string): Weekday | null {
  return (plainDate(date)?.dayOfWeek as Weekday | undefined) ?? null;
}

/**
 * The latest "Until" (`YYYY-MM-DD`, Europe/Amsterdam): today + 8 weeks ({@link SERIES_MAX_DAYS_AHEAD}), and never
 * past the region's booking horizon (today + `maxDaysAhead`).
 * @param now - the current instant (injected clock).
 */
export function latestSeriesDate(now: Date, maxDaysAhead: number): string {
  return latestDate(now, Math.min(SERIES_MAX_DAYS_AHEAD, maxDaysAhead));
}

/**
 * Every date of the series in order: the dates from `first` through `until` (both inclusive) that fall on one of
 * `weekdays`. `first` is the form's date, so the first trip is the one on the form when its weekday is chosen.
 * Malformed dates, or `until` before `first`, give `[]`. At most 366 dates are looked at.
 */
export function seriesDates(first: string, weekdays: readonly Weekday[], until: string): string[] {
  const start = plainDate(first);
  const end = plainDate(until);
  if (!start || !end) return [];
  const dates: string[] = [];
  for (let d = start, i = 0; Temporal.PlainDate.compare(d, end) <= 0 && i < 366; d = d.add({ days: 1 }), i++)
    if (weekdays.includes(d.dayOfWeek as Weekday)) dates.push(d.toString());
  return dates;
}

/**
 * The settings after a patch. Switching "Repeat" on starts from the first date's weekday and an "Until" four weeks
 * on (capped at `latest`) when none was chosen yet; weekdays are kept sorted and unique.
 * @param firstDate - the form's date `YYYY-MM-DD`.
 * @param latest - {@link latestSeriesDate}.
 */
export function patchSeries(
  series: SeriesSettings,
  patch: SeriesPatch,
  firstDate: string,
  latest: string,
): SeriesSettings {
  let weekdays = patch.weekdays ?? series.weekdays;
  if (patch.weekday)
    weekdays = patch.weekday.on
      ? [...weekdays, patch.weekday.day]
      : weekdays.filter((day) => day !== patch.weekday?.day);
  const next: SeriesSettings = {
    repeat: patch.repeat ?? series.repeat,
    weekdays: [...new Set(weekdays)].sort((a, b) => a - b),
    until: patch.until ?? series.until,
  };
  if (next.repeat && !series.repeat) {
    const day = weekdayOf(firstDate);
    if (next.weekdays.length === 0 && day) next.weekdays = [day];
    const start = plainDate(firstDate);
    if (next.until === '' && start) {
      const fourWeeks = start.add({ days: DEFAULT_SERIES_DAYS }).toString();
      next.until = fourWeeks < latest ? fourWeeks : latest;
    }
  }
  return next;
}

/**
 * Validation of a standing order (none when "Repeat" is off): at least one weekday; "Until" a date
 * on or after the form's date and on or before `latest` ({@link latestSeriesDate}); at least one date in between.
 * @returns an i18n key, or null when the series is fine.
 */
export function seriesError(
  series: SeriesSettings,
  firstDate: string,
  latest: string,
): SeriesErrorKey | null {
  if (!series.repeat) return null;
  if (series.weekdays.length === 0) return SERIES_ERROR_KEYS.weekdaysRequired;
  const until = plainDate(series.until);
  const first = plainDate(firstDate);
  if (!until || (first && Temporal.PlainDate.compare(until, first) < 0))
    return SERIES_ERROR_KEYS.untilInvalid;
  if (series.until > latest) return SERIES_ERROR_KEYS.untilTooLate;
  return seriesDates(firstDate, series.weekdays, series.until).length === 0
    ? SERIES_ERROR_KEYS.noDates
    : null;
}

/** The km budget the series is checked against (the selected pass's `Budget`: `remaining` km, valid `until`). */
export interface SeriesBudget {
  /** Remaining km. */
  remaining: number;
  /** Last valid date `YYYY-MM-DD` (Europe/Amsterdam). */
  until: string;
}

/**
 * How many dates of the series the budget covers, booked in date order as the series is: each takes `distanceKm`
 * from what is left, and a date after the budget's `until` is not covered (the server's BudgetExceeded and
 * BudgetExpired rules). Without a budget (no pass number) or distance every date counts as covered.
 */
export function datesWithinBudget(
  dates: readonly string[],
  distanceKm: number | null | undefined,
  budget: SeriesBudget | null,
): number {
  if (!budget || !distanceKm || distanceKm <= 0) return dates.length;
  let left = budget.remaining;
  let fit = 0;
  for (const date of dates) {
    if (date > budget.until || left + 1e-9 < distanceKm) break;
    left -= distanceKm;
    fit += 1;
  }
  return fit;
}

/** Why a date was not booked: the km budget (exhausted or expired), the 1-hour lead time, or another refusal. */
export type SeriesFailure = 'budget' | 'leadTime' | 'server';

/** The reason of a refused booking from its §8 error's code (BudgetExceeded, BudgetExpired, LeadTimeTooShort). */
export function failureReason(error: AppError): SeriesFailure {
  if (error.code === 'BudgetExceeded' || error.code === 'BudgetExpired') return 'budget';
  if (error.code === 'LeadTimeTooShort') return 'leadTime';
  return 'server';
}

/** One date of a series as the series machine books it. */
export interface SeriesItem {
  date: string;
  /** The booking request of this date (the form's request at this date). */
  request: BookingRequest;
  /** This date's own Idempotency-Key: every retry of the date sends it again, so it is booked at most once. */
  idempotencyKey: string;
  status: 'pending' | 'booked' | 'failed';
  reason: SeriesFailure | null;
  /** The server's error (shown with a `server` reason), or null. */
  error: AppError | null;
  /** The booked trip, or null. */
  trip: Trip | null;
}
