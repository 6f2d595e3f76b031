/**
 * Parsing of the booking form's 24-hour time field (the time always reads and is typed as 24-hour
 * `HH:mm`, whatever the browser's locale). Pure string functions, no clock; the booking chart uses them to hold
 * the typed text and to decide whether it is malformed.
 *
 * Accepted while typing (complete values only): `HH:mm`, `H:mm`, the same with `.` or `h` as separator
 * (`14.30`, `14h30`), and four digits `HHmm` (`1430`). Accepted when the field is left, in addition: three digits
 * `Hmm` (`905` → `09:05`) and an hour alone (`9` → `09:00`). Hours 0–23, minutes 0–59.
 */

const WITH_MINUTES = /^(\d{1,2})[:.hH](\d{2})$/;
const FOUR_DIGITS = /^(\d{2})(\d{2})$/;
const THREE_DIGITS = /^(\d)(\d{2})$/;
const HOUR_ONLY = /^(\d{1,2})$/;

/** `HH:mm` from hour and minute strings, or null when out of range. */
function toHhMm(hours: string | undefined, minutes: string | undefined): string | null {
  const h = Number(hours);
  const m = Number(minutes ?? '0');
  if (!Number.isInteger(h) || !Number.isInteger(m) || h > 23 || m > 59) return null;
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}

/**
 * The normalised `HH:mm` (24-hour) of a typed time, or null when it is not (yet) a valid time.
 * @param text what the traveller typed, e.g. `'1430'`, `'14:30'`, `'9:05'`.
 * @param complete true when the field is left: also accept `Hmm` and an hour alone.
 * @returns e.g. `parseTime24('9:05')` → `'09:05'`; `parseTime24('905')` → null; `parseTime24('905', true)` →
 * `'09:05'`; `parseTime24('24:00')` → null.
 */
export function parseTime24(text: string, complete = false): string | null {
  const value = text.trim();
  const match = WITH_MINUTES.exec(value) ?? FOUR_DIGITS.exec(value);
  if (match) return toHhMm(match[1], match[2]);
  if (!complete) return null;
  const short = THREE_DIGITS.exec(value);
  if (short) return toHhMm(short[1], short[2]);
  const hour = HOUR_ONLY.exec(value);
  return hour ? toHhMm(hour[1], '0') : null;
}

/** True for a well-formed 24-hour `HH:mm` (the booking form's stored time format). */
export function isTime24(value: string): boolean {
  return /^([01]\d|2[0-3]):[0-5]\d$/.test(value);
}
