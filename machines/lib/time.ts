/**
 * Pure date/time rules for booking and history (product §4.3 "Default booking time", §5 "Pickup date", §4 "History
 * date range", §9 "Default trip time now plus 1 h 5 min; pickup minimum lead 1 h").
 *
 * Conventions used throughout this module:
 * - "now" is always passed in (a `Date`, i.e. an exact instant); nothing here reads the system clock.
 * - Wall-clock values are in {@link ZONE} (`Europe/Amsterdam`) and use ISO strings: dates `YYYY-MM-DD`, times
 *   `HH:mm` (24-hour). UTC values are ISO-8601 instants ending in `Z` (e.g. `2026-03-29T01:30:00Z`).
 * - Durations are exact elapsed time (Temporal `add({ minutes })` on an instant), so "now + 1 h" across a DST
 *   change is 60 real minutes, not one wall-clock hour.
 */
import { Temporal } from 'temporal-polyfill';

/** Moved to ./instant.ts (no Temporal, for /home's first render); re-exported for existing callers. */
export { minutesUntil } from './instant';

/** The region's time zone; every wall-clock date/time in the UI is in this zone. */
export const ZONE = 'Europe/Amsterdam';

/** product §9: pickup minimum lead, in minutes (1 h). */
const PICKUP_MIN_LEAD_MINUTES = 60;

/** product §9: default trip time lead, in minutes (1 h 5 min). */
const DEFAULT_PICKUP_LEAD_MINUTES = 65;

/** Granularity of the default pickup time, in minutes: the default is rounded *up* to a multiple of this. */
const DEFAULT_PICKUP_ROUNDING_MINUTES = 5;

/** A wall-clock date and time in Europe/Amsterdam: `{ date: 'YYYY-MM-DD', time: 'HH:mm' }` (24-hour). */
export interface LocalDateTime {
  /** Calendar date `YYYY-MM-DD` in Europe/Amsterdam. */
  date: string;
  /** Wall-clock time `HH:mm` (24-hour) in Europe/Amsterdam. */
  time: string;
}

/** An inclusive range of Europe/Amsterdam calendar dates, both `YYYY-MM-DD` (§7 history `from`/`to`). */
export interface DateRange {
  from: string;
  to: string;
}

/** ISO weekday the week starts on: 1 = Monday … 7 = Sunday (Temporal `dayOfWeek` numbering). */
export type WeekStart = 1 | 2 | 3 | 4 | 5 | 6 | 7;

function toZoned(now: Date): Temporal.ZonedDateTime {
  return Temporal.Instant.fromEpochMilliseconds(now.getTime()).toZonedDateTimeISO(ZONE);
}

function toLocal(zdt: Temporal.ZonedDateTime): LocalDateTime {
  return { date: zdt.toPlainDate().toString(), time: zdt.toPlainTime().toString({ smallestUnit: 'minute' }) };
}

/** Adds exact minutes to an instant and rounds the result up (ceil) to a multiple of `increment` minutes. */
function addMinutesCeil(now: Date, minutes: number, increment: number): Temporal.ZonedDateTime {
  // Round the instant, not the wall time: Temporal rounds ZonedDateTime in wall-clock space, which skips an
  // hour at the autumn fall-back. Amsterdam offsets are whole hours, so instant and wall minutes align.
  return Temporal.Instant.fromEpochMilliseconds(now.getTime())
    .add({ minutes })
    .round({ smallestUnit: 'minute', roundingIncrement: increment, roundingMode: 'ceil' })
    .toZonedDateTimeISO(ZONE);
}

/**
 * product §4/§9 default booking date and time: now + 1 h 5 min (exact), rounded **up** to the next whole
 * 5 minutes (a value already on a 5-minute boundary with zero seconds stays). Always ≥ {@link earliestPickup}.
 *
 * @param now - the current instant (injected clock).
 * @returns Europe/Amsterdam wall date and time, e.g. now 10:02:10 → `{ time: '11:10' }`.
 */
export function defaultPickup(now: Date): LocalDateTime {
  return toLocal(addMinutesCeil(now, DEFAULT_PICKUP_LEAD_MINUTES, DEFAULT_PICKUP_ROUNDING_MINUTES));
}

/** Minutes between the outbound arrival and the default pick-up of the way back (an appointment of about an hour). */
const RETURN_PICKUP_AFTER_MINUTES = 60;

/**
 * The default pick-up of the way back: the outbound arrival + {@link RETURN_PICKUP_AFTER_MINUTES}, rounded **up** to
 * whole 5 minutes (arrival 11:27 → 12:30; 11:25 → 12:25). The day follows when that passes midnight.
 *
 * @param arrivalIso - the outbound trip's arrival, an ISO-8601 instant (e.g. TripSummary `arrivalDateTime`).
 * @returns Europe/Amsterdam wall date and time.
 * @throws RangeError when `arrivalIso` is not an instant string.
 */
export function returnPickupAfter(arrivalIso: string): LocalDateTime {
  const arrival = new Date(Temporal.Instant.from(arrivalIso).epochMilliseconds);
  return toLocal(addMinutesCeil(arrival, RETURN_PICKUP_AFTER_MINUTES, DEFAULT_PICKUP_ROUNDING_MINUTES));
}

/**
 * product §5/§9 earliest allowed pickup: now + 1 h (exact), rounded **up** to the whole minute, because the time
 * picker has minute precision and the rule is "at or after now plus 1 hour".
 *
 * When now + 1 h is later than 23:59 on its day (e.g. 23:59:30) the result is 00:00 of the next day: there is
 * no whole minute left on the first day, so the earliest allowed day becomes the next day.
 *
 * @param now - the current instant (injected clock).
 * @returns Europe/Amsterdam wall date and time.
 */
export function earliestPickup(now: Date): LocalDateTime {
  return toLocal(addMinutesCeil(now, PICKUP_MIN_LEAD_MINUTES, 1));
}

/**
 * The earliest allowed pickup as an exact instant: now + 1 h, not rounded. A pickup is allowed when its
 * instant is at or after this.
 */
function earliestInstant(now: Date): Temporal.Instant {
  return Temporal.Instant.fromEpochMilliseconds(now.getTime()).add({ minutes: PICKUP_MIN_LEAD_MINUTES });
}

/**
 * Converts a Europe/Amsterdam wall date and time to a zoned date-time. Nonexistent times (spring-forward gap,
 * e.g. 02:30 on the last Sunday of March) move forward by the gap (→ 03:30 CEST); ambiguous times (the repeated
 * hour at the autumn fall-back) take the earlier, summer-time occurrence. This is Temporal's `compatible`
 * disambiguation, matching what a person reading a wall clock means.
 *
 * @throws RangeError when `date` or `time` is not a valid `YYYY-MM-DD` / `HH:mm`.
 */
function fromLocal(date: string, time: string): Temporal.ZonedDateTime {
  return Temporal.PlainDate.from(date)
    .toPlainDateTime(Temporal.PlainTime.from(time))
    .toZonedDateTime(ZONE, { disambiguation: 'compatible' });
}

/**
 * product §3 Booking request `plannedDateTime`: converts the form's Europe/Amsterdam wall date and time to an
 * ISO-8601 UTC instant string, DST-correct (winter UTC+1, summer UTC+2; gap and overlap handled as in
 * {@link fromLocal}: gap times move forward, repeated-hour times take the first occurrence).
 *
 * @param date - `YYYY-MM-DD` (Europe/Amsterdam).
 * @param time - `HH:mm` 24-hour (Europe/Amsterdam).
 * @returns e.g. `toPlannedDateTimeUtc('2026-07-01', '09:00')` → `'2026-07-01T07:00:00Z'`.
 * @throws RangeError on malformed input.
 */
export function toPlannedDateTimeUtc(date: string, time: string): string {
  return fromLocal(date, time).toInstant().toString({ smallestUnit: 'second' });
}

/**
 * Inverse of {@link toPlannedDateTimeUtc}: an ISO-8601 instant (any offset, e.g. a trip's `departureDateTime`)
 * as Europe/Amsterdam wall date and time (seconds dropped).
 *
 * @throws RangeError when `isoInstant` is not an instant string with an offset or `Z`.
 */
export function toLocalDateTime(isoInstant: string): LocalDateTime {
  return toLocal(Temporal.Instant.from(isoInstant).toZonedDateTimeISO(ZONE));
}

/**
 * product §5.3 pickup rule: is the Europe/Amsterdam wall date/time at or after now + 1 h?
 * Compared as exact instants (after {@link toPlannedDateTimeUtc}'s conversion), so it is right across DST.
 * Malformed or empty values are not allowed (returns false, never throws).
 *
 * @param pickup - `{ date: 'YYYY-MM-DD', time: 'HH:mm' }` in Europe/Amsterdam.
 * @param now - the current instant (injected clock).
 */
export function isPickupAllowed(pickup: LocalDateTime, now: Date): boolean {
  let planned: Temporal.Instant;
  try {
    planned = fromLocal(pickup.date, pickup.time).toInstant();
  } catch {
    return false;
  }
  return Temporal.Instant.compare(planned, earliestInstant(now)) >= 0;
}

/**
 * product §5: the earliest allowed pickup date (`YYYY-MM-DD`, Europe/Amsterdam) — the date picker's minimum.
 * Equals the date of now + 1 h, or the next day when no whole minute is left on that date (see
 * {@link earliestPickup}).
 */
export function earliestDate(now: Date): string {
  return earliestPickup(now).date;
}

/**
 * The duration of a typical regional trip, in minutes — what the default *arrival* time allows for
 * before the estimate is known. From the reference register (server/data/places.csv; the server's estimate is road
 * km (great-circle × 1.3) at 40 km/h + 5 min, server/sim/estimate.ts): within Amsterdam 5–6 min, within Almere
 * median 13 (max 32), Almere ↔ Amsterdam median 51 (90th percentile 57, max 66). With the default's own 5 spare
 * minutes (1 h 05 − 1 h lead), 55 min makes the default arrival bookable for trips up to 60 min: 97 % of the
 * register's address pairs.
 */
export const TYPICAL_TRIP_MINUTES = 55;

/**
 * The default arrival date and time when the traveller plans by arrival (ByArrival) and has not
 * chosen a time: now + 1 h 5 min (product §9 default lead) + {@link TYPICAL_TRIP_MINUTES} (exact), rounded **up** to
 * whole 5 minutes, Europe/Amsterdam — so a typical trip's pickup (arrival − duration) is at least 1 h away.
 *
 * @param now - the current instant (injected clock).
 * @returns Europe/Amsterdam wall date and time, e.g. now 10:02:10 → `{ time: '12:05' }`.
 */
export function defaultArrival(now: Date): LocalDateTime {
  return earliestWallTimeFrom(
    Temporal.Instant.fromEpochMilliseconds(now.getTime()).add({
      minutes: DEFAULT_PICKUP_LEAD_MINUTES + TYPICAL_TRIP_MINUTES,
    }),
    DEFAULT_PICKUP_ROUNDING_MINUTES,
  );
}

/**
 * The earliest Europe/Amsterdam wall time on a whole `increment`-minute boundary that means an instant at or after
 * `bound`. Normally `bound` rounded up; in the repeated autumn hour a wall time means its first (summer-time) pass
 * (see {@link fromLocal}), so it steps on until the wall time no longer means an earlier instant.
 */
function earliestWallTimeFrom(bound: Temporal.Instant, increment: number): LocalDateTime {
  let zdt = bound
    .round({ smallestUnit: 'minute', roundingIncrement: increment, roundingMode: 'ceil' })
    .toZonedDateTimeISO(ZONE);
  for (let i = 0; i <= 60 / increment; i += 1) {
    const local = toLocal(zdt);
    if (Temporal.Instant.compare(fromLocal(local.date, local.time).toInstant(), bound) >= 0) return local;
    zdt = zdt.add({ minutes: increment });
  }
  return toLocal(zdt);
}

/**
 * The earliest bookable *arrival* for a trip planned ByArrival whose estimate says it takes
 * `tripDurationMinutes`: now + 1 h (product §9 pickup lead) + the trip's duration (exact instants), rounded **up** to
 * whole 5 minutes, as a Europe/Amsterdam wall date and time (DST-safe: in the repeated autumn hour it moves on to a
 * wall time that means a late-enough instant). The server computes pickup = arrival − duration and refuses a
 * pickup earlier than now + 1 h − 2 min grace (server/lib/booking.ts `prepareTrip`, 400 `LeadTimeTooShort`); this
 * is never earlier than now + 1 h + duration, so the server accepts it.
 *
 * @param now - the current instant (injected, server-corrected clock).
 * @param tripDurationMinutes - the estimate's `duration` (whole minutes, TripSummary).
 * @returns e.g. now 10:02:10, duration 33 → `{ time: '11:40' }`.
 */
export function earliestArrival(now: Date, tripDurationMinutes: number): LocalDateTime {
  return earliestWallTimeFrom(arrivalBound(now, tripDurationMinutes), DEFAULT_PICKUP_ROUNDING_MINUTES);
}

/** now + 1 h + the trip's duration, exact: the earliest arrival instant whose pickup is at least 1 h away. */
function arrivalBound(now: Date, tripDurationMinutes: number): Temporal.Instant {
  return earliestInstant(now).add({ minutes: tripDurationMinutes });
}

/**
 * Arrival rule: is the Europe/Amsterdam wall arrival date/time at or after now + 1 h + the trip's
 * duration (i.e. pickup = arrival − duration at or after now + 1 h, the product §5/§9 lead)? Exact instants, so right
 * across DST; a value on the boundary is allowed. Malformed or empty values are not (returns false, never throws).
 *
 * @param arrival - `{ date: 'YYYY-MM-DD', time: 'HH:mm' }` in Europe/Amsterdam.
 * @param now - the current instant (injected clock).
 * @param tripDurationMinutes - the estimate's `duration` in whole minutes.
 */
export function isArrivalBookable(arrival: LocalDateTime, now: Date, tripDurationMinutes: number): boolean {
  let planned: Temporal.Instant;
  try {
    planned = fromLocal(arrival.date, arrival.time).toInstant();
  } catch {
    return false;
  }
  return Temporal.Instant.compare(planned, arrivalBound(now, tripDurationMinutes)) >= 0;
}

/** The booking horizon in days when the region's settings name none (the server's default). */
export const DEFAULT_MAX_DAYS_AHEAD = 60;

/**
 * The last bookable date (`YYYY-MM-DD`, Europe/Amsterdam) — the date picker's maximum: today's
 * date in Europe/Amsterdam plus the region's `maxDaysAhead` days. The server refuses a later date (400
 * `TooFarAhead`) by the same rule.
 *
 * @param now - the current instant (injected clock).
 * @param maxDaysAhead - whole days (region setting, default {@link DEFAULT_MAX_DAYS_AHEAD}).
 */
export function latestDate(now: Date, maxDaysAhead: number = DEFAULT_MAX_DAYS_AHEAD): string {
  return toZoned(now).toPlainDate().add({ days: maxDaysAhead }).toString();
}

/**
 * True when `date` (`YYYY-MM-DD`, Europe/Amsterdam) is on or before {@link latestDate}. A
 * malformed date is not "too far" (the pickup rule reports it).
 */
export function isWithinHorizon(
  date: string,
  now: Date,
  maxDaysAhead: number = DEFAULT_MAX_DAYS_AHEAD,
): boolean {
  let chosen: Temporal.PlainDate;
  try {
    chosen = Temporal.PlainDate.from(date);
  } catch {
    return true;
  }
  return Temporal.PlainDate.compare(chosen, Temporal.PlainDate.from(latestDate(now, maxDaysAhead))) <= 0;
}

/**
 * product §5.3 time-picker minimum for a chosen date: on the earliest allowed day, the first whole minute at or
 * after now + 1 h; on any later day, the start of the day (`'00:00'`); before the earliest day, `null` (no time
 * is allowed). Every `HH:mm` ≥ the result on that date passes {@link isPickupAllowed}, including on the autumn
 * fall-back day (when now + 1 h lies in the repeated hour's second pass, the minimum moves past the repeated
 * hour, because those wall times resolve to the first, earlier pass).
 *
 * @param date - `YYYY-MM-DD` (Europe/Amsterdam).
 * @param now - the current instant (injected clock).
 * @returns `HH:mm` or `null`.
 * @throws RangeError when `date` is malformed.
 */
export function earliestTimeFor(date: string, now: Date): string | null {
  const chosen = Temporal.PlainDate.from(date);
  const earliest = earliestPickup(now);
  const order = Temporal.PlainDate.compare(chosen, Temporal.PlainDate.from(earliest.date));
  if (order < 0) return null;
  if (order > 0) return '00:00';
  // Walk forward minute by minute only while the wall time resolves before now + 1 h (at most the repeated hour).
  let time = Temporal.PlainTime.from(earliest.time);
  for (let i = 0; i <= 120; i += 1) {
    const candidate = time.toString({ smallestUnit: 'minute' });
    if (isPickupAllowed({ date, time: candidate }, now)) return candidate;
    const next = time.add({ minutes: 1 });
    if (Temporal.PlainTime.compare(next, time) < 0) return null;
    time = next;
  }
  return null;
}

/**
 * product §9 "week start per locale": nl-NL weeks start on Monday (1), en-US weeks on Sunday (7).
 * Unknown locales fall back to Monday (the nl-NL fallback language).
 */
export function weekStartFor(locale: string): WeekStart {
  return locale === 'en-US' ? 7 : 1;
}

/**
 * product §4.9 history default range: the Europe/Amsterdam calendar week containing `now`, shifted by `offsetWeeks`
 * (−1 previous week, 0 this week, +1 next week — the toolbar's quick buttons).
 *
 * @param now - the current instant (injected clock).
 * @param weekStartsOn - ISO weekday the week starts on (see {@link weekStartFor}).
 * @param offsetWeeks - whole weeks to shift; default 0.
 * @returns inclusive `{ from, to }` dates `YYYY-MM-DD`, seven days apart (from + 6 days = to).
 */
export function weekRange(now: Date, weekStartsOn: WeekStart, offsetWeeks = 0): DateRange {
  const today = toZoned(now).toPlainDate();
  const back = (today.dayOfWeek - weekStartsOn + 7) % 7;
  const from = today.subtract({ days: back }).add({ weeks: offsetWeeks });
  return { from: from.toString(), to: from.add({ days: 6 }).toString() };
}

/** product §4: the current week (see {@link weekRange} with offset 0). */
export function currentWeekRange(now: Date, weekStartsOn: WeekStart): DateRange {
  return weekRange(now, weekStartsOn, 0);
}

/**
 * Shifts an inclusive date range by whole weeks (the previous/next week buttons applied to the shown range).
 *
 * @throws RangeError when the range's dates are malformed.
 */
export function shiftRange(range: DateRange, weeks: number): DateRange {
  return {
    from: Temporal.PlainDate.from(range.from).add({ weeks }).toString(),
    to: Temporal.PlainDate.from(range.to).add({ weeks }).toString(),
  };
}

/**
 * product §7.1 `/trips/export` takes ISO timestamps: an inclusive Europe/Amsterdam date range as UTC instants from
 * the start of `from` (00:00 Amsterdam) to the start of the day after `to` (exclusive end), DST-correct.
 *
 * @returns `{ from, to }` ISO-8601 UTC strings, e.g. `{ from: '2026-11-15T23:00:00Z', to: '2026-11-22T23:00:00Z' }`.
 * @throws RangeError when the range's dates are malformed.
 */
export function rangeToUtcBounds(range: DateRange): DateRange {
  const start = Temporal.PlainDate.from(range.from).toZonedDateTime({ timeZone: ZONE });
  const end = Temporal.PlainDate.from(range.to).add({ days: 1 }).toZonedDateTime({ timeZone: ZONE });
  return {
    from: start.toInstant().toString({ smallestUnit: 'second' }),
    to: end.toInstant().toString({ smallestUnit: 'second' }),
  };
}
