import { splitCountdown } from '../../../machines/trip';

/**
 * The §4 departure countdown as words in the UI language, at most two units: "2 dagen en 3 uur",
 * "1 uur en 5 minuten", "45 minuten" (en-US: "2 days and 3 hours", ...). Null once departure has come.
 *
 * @param minutes - whole minutes until departure (see trip.machine `minutesUntilDeparture`).
 * @param locale - `nl-NL` | `en-US`.
 */
export function formatCountdown(minutes: number, locale: string): string | null {
  const parts = splitCountdown(minutes);
  if (!parts) return null;
  const unit = (value: number, name: 'day' | 'hour' | 'minute') =>
    new Intl.NumberFormat(locale, { style: 'unit', unit: name, unitDisplay: 'long' }).format(value);
  const shown: string[] =
    parts.days > 0
      ? [unit(parts.days, 'day'), ...(parts.hours > 0 ? [unit(parts.hours, 'hour')] : [])]
      : parts.hours > 0
        ? [unit(parts.hours, 'hour'), ...(parts.minutes > 0 ? [unit(parts.minutes, 'minute')] : [])]
        : [unit(parts.minutes, 'minute')];
  return new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' }).format(shown);
}
