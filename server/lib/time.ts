import { Temporal } from 'temporal-polyfill';
import * as FIELD_RULES from '../../openapi/generated/field-rules';

/** The service's time zone: calendar dates on the wire (history ranges, budget validity) are days here. */
export const TIME_ZONE = 'Europe/Amsterdam';

/** Durations in milliseconds. */
export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

/** Epoch ms of 00:00 Europe/Amsterdam on `date` (`YYYY-MM-DD`). */
export function startOfDayMs(date: string): number {
  return Temporal.PlainDate.from(date).toZonedDateTime(TIME_ZONE).epochMilliseconds;
}

/** Epoch ms of 00:00 Europe/Amsterdam on the day after `date` (`YYYY-MM-DD`); the exclusive end of that day. */
export function endOfDayExclusiveMs(date: string): number {
  return Temporal.PlainDate.from(date).add({ days: 1 }).toZonedDateTime(TIME_ZONE).epochMilliseconds;
}

/** The Europe/Amsterdam calendar date (`YYYY-MM-DD`) of an instant. */
export function amsterdamDate(instant: Date): string {
  return Temporal.Instant.fromEpochMilliseconds(instant.getTime())
    .toZonedDateTimeISO(TIME_ZONE)
    .toPlainDate()
    .toString();
}

/** The calendar date (`YYYY-MM-DD`) `days` days after `date` (negative: before). */
export function addDays(date: string, days: number): string {
  return Temporal.PlainDate.from(date).add({ days }).toString();
}

/** The Europe/Amsterdam hour of day (0–23) of an instant. */
export function amsterdamHour(instant: Date): number {
  return Temporal.Instant.fromEpochMilliseconds(instant.getTime()).toZonedDateTimeISO(TIME_ZONE).hour;
}

/** `DD-MM-YYYY HH:mm` in Europe/Amsterdam, for human-readable output (PDF, payment page). */
export function formatAmsterdam(instant: Date): string {
  const z = Temporal.Instant.fromEpochMilliseconds(instant.getTime()).toZonedDateTimeISO(TIME_ZONE);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(z.day)}-${pad(z.month)}-${z.year} ${pad(z.hour)}:${pad(z.minute)}`;
}

/**
 * Converts a wire date of birth `DD-MM-YYYY` (openapi `DateOfBirth`) to ISO `YYYY-MM-DD`.
 * @returns null when it does not match the spec's pattern or is not a real calendar date.
 */
export function dobToIso(dob: string): string | null {
  if (!FIELD_RULES.DateOfBirth.regExp.test(dob)) return null;
  const [day, month, year] = dob.split('-').map(Number);
  try {
    return Temporal.PlainDate.from(
      { year: year!, month: month!, day: day! },
      { overflow: 'reject' },
    ).toString();
  } catch {
    return null;
  }
}

/** ISO `YYYY-MM-DD` → wire `DD-MM-YYYY`. */
export function isoToDob(iso: string): string {
  const [y, m, d] = iso.split('-');
  return `${d}-${m}-${y}`;
}

/** ISO-8601 UTC string of epoch ms (`2026-05-01T08:00:00.000Z`). */
export function iso(ms: number): string {
  return new Date(ms).toISOString();
}
