/**
 * What the generated response validators (./generated/*.js, scripts/gen-validators.ts) call at run time: the
 * JSON Schema `format`s and the string length of `minLength`/`maxLength`. The generator registers these very functions with ajv, so the code it emits and the checks it ran
 * at build time agree. Same semantics as ajv-formats' full mode, which the reference server validates with
 * (server/lib/openapi-validator.ts); written out here so the browser bundle carries only the formats the specs
 * use instead of the whole CommonJS ajv-formats table.
 */

const DATE = /^(\d\d\d\d)-(\d\d)-(\d\d)$/;
const DAYS = [0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const TIME = /^(\d\d):(\d\d):(\d\d(?:\.\d+)?)(z|([+-])(\d\d)(?::?(\d\d))?)?$/i;

/** RFC 3339 full-date `YYYY-MM-DD` of a real calendar day. */
function isDate(value: string): boolean {
  const m = DATE.exec(value);
  if (!m) return false;
  const year = Number(m[1]);
  const month = Number(m[2]);
  const day = Number(m[3]);
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  return month >= 1 && month <= 12 && day >= 1 && day <= (month === 2 && leap ? 29 : DAYS[month]!);
}

/** RFC 3339 full-time with a required offset (a leap second only at 23:59:60 UTC). */
function isTime(value: string): boolean {
  const m = TIME.exec(value);
  if (!m?.[4]) return false;
  const hr = Number(m[1]);
  const min = Number(m[2]);
  const sec = Number(m[3]);
  const sign = m[5] === '-' ? -1 : 1;
  const tzH = Number(m[6] ?? 0);
  const tzM = Number(m[7] ?? 0);
  if (tzH > 23 || tzM > 59) return false;
  if (hr <= 23 && min <= 59 && sec < 60) return true;
  const utcMin = min - tzM * sign;
  const utcHr = hr - tzH * sign - (utcMin < 0 ? 1 : 0);
  return (utcHr === 23 || utcHr === -1) && (utcMin === 59 || utcMin === -1) && sec < 61;
}

/** RFC 3339 date-time with an offset, e.g. `2030-01-01T10:00:00Z` (ajv-formats `date-time`, full mode). */
function isDateTime(value: string): boolean {
  const parts = value.split(/t|\s/i);
  return parts.length === 2 && isDate(parts[0]!) && isTime(parts[1]!);
}

/** Format name → check, as registered with ajv by the generator and referenced by the generated code. */
export const formats = {
  date: isDate,
  'date-time': isDateTime,
  email:
    /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i,
} as const;

/**
 * String length in Unicode code points, as JSON Schema counts it for `minLength`/`maxLength` (ajv's ucs2length).
 * @public (imported by the generated JavaScript, which knip does not read)
 */
export function ucs2length(value: string): number {
  let length = 0;
  for (const _char of value) length += 1;
  return length;
}
