/**
 * Instant arithmetic without Temporal, to keep /home's first render small: what it needs (the §4/§9 60-minute rules of
 * the next-trip card) without loading temporal-polyfill. Date-and-zone logic stays in ./time.ts (Temporal).
 */

/** An ISO-8601 instant: date, time (minutes, optional seconds and up to 9 fraction digits) and `Z` or an offset. */
const ISO_INSTANT =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}:\d{2})$/i;

/**
 * Milliseconds since the Unix epoch of an ISO-8601 instant, fractions below a millisecond dropped (as
 * `Temporal.Instant.from(iso).epochMilliseconds`).
 * @param isoInstant - e.g. `2026-07-01T09:00:00Z`, `2026-07-01T11:00:00.5+02:00`.
 * @throws RangeError when the text is not an instant with `Z` or a `±hh:mm` offset (a local date-time is not an
 *   instant), or names an impossible date or time (e.g. 30 February, 25:00).
 */
export function epochMilliseconds(isoInstant: string): number {
  const match = ISO_INSTANT.exec(isoInstant);
  let ms = NaN;
  if (match) {
    const [, year, month, day, hour, minute, second = '00', fraction = '', offset] = match;
    const daysInMonth = new Date(Date.UTC(Number(year), Number(month), 0)).getUTCDate();
    if (Number(day) >= 1 && Number(day) <= daysInMonth) {
      const millis = fraction.padEnd(3, '0').slice(0, 3);
      ms = Date.parse(
        `${year}-${month}-${day}T${hour}:${minute}:${second}.${millis}${offset!.toUpperCase()}`,
      );
    }
  }
  if (Number.isNaN(ms)) throw new RangeError(`Not an ISO-8601 instant: ${isoInstant}`);
  return ms;
}

/**
 * Minutes from `now` until an instant, rounded down; negative when the instant is in the past.
 * Used for the §4/§9 60-minute rules (cancel window, live-map mode).
 *
 * @param isoInstant - ISO-8601 instant (e.g. a trip's `departureDateTime`), see {@link epochMilliseconds}.
 * @param now - the current instant (injected clock).
 * @returns whole minutes (exact elapsed time, DST-independent).
 */
export function minutesUntil(isoInstant: string, now: Date): number {
  return Math.floor((epochMilliseconds(isoInstant) - now.getTime()) / 60_000);
}

const AMSTERDAM_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Amsterdam',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/**
 * The Europe/Amsterdam calendar date (`YYYY-MM-DD`) of an ISO-8601 instant, without Temporal (Intl's time zone
 * data), e.g. to tell whether two trips fall on the same day.
 * @throws RangeError as {@link epochMilliseconds}.
 */
export function amsterdamDateOf(isoInstant: string): string {
  return amsterdamDateAt(epochMilliseconds(isoInstant));
}

/** The Europe/Amsterdam calendar date (`YYYY-MM-DD`) of an instant in epoch milliseconds (UTC). */
export function amsterdamDateAt(epochMs: number): string {
  return AMSTERDAM_DAY.format(new Date(epochMs));
}
