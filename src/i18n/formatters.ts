/**
 * Locale-aware formatters (product §1, §9 languages): dates, times, money, distances and the first day of the week,
 * all showing wall-clock values in Europe/Amsterdam. Pure (usable outside React); `useI18n` (./provider.ts)
 * hands them out for the UI language. The Intl formatters behind them are cached.
 */
import type { Locale } from '../../common/locale-detect';
import { DATE_FORMAT, DISPLAY_TIME_ZONE, KM_FORMAT } from './intl-options';

/** Something that can be shown as a date/time: a Date, epoch ms, an ISO-8601 string, or a Temporal instant-like. */
type DateInput = Date | number | string | { readonly epochMilliseconds: number };

const DATE_ONLY_ISO = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_ONLY_DMY = /^(\d{2})-(\d{2})-(\d{4})$/;

/** Calendar dates (no time) are returned as UTC midnight and must be formatted in UTC to keep the same day. */
function toDate(value: DateInput): { date: Date; dateOnly: boolean } {
  if (value instanceof Date) return { date: value, dateOnly: false };
  if (typeof value === 'number') return { date: new Date(value), dateOnly: false };
  if (typeof value === 'string') {
    const iso = DATE_ONLY_ISO.exec(value);
    if (iso)
      return { date: new Date(Date.UTC(Number(iso[1]), Number(iso[2]) - 1, Number(iso[3]))), dateOnly: true };
    const dmy = DATE_ONLY_DMY.exec(value);
    if (dmy)
      return { date: new Date(Date.UTC(Number(dmy[3]), Number(dmy[2]) - 1, Number(dmy[1]))), dateOnly: true };
    return { date: new Date(value), dateOnly: false };
  }
  return { date: new Date(value.epochMilliseconds), dateOnly: false };
}

/** Locale-aware formatters (Intl), all showing wall-clock values in Europe/Amsterdam. */
export interface Formatters {
  /**
   * Formats a date, by default like "3 maart 2026" / "March 3, 2026". Date-only strings (`YYYY-MM-DD`, or the
   * wire's `DD-MM-YYYY`) keep their calendar day. `options` replace the default date fields.
   */
  formatDate: (value: DateInput, options?: Intl.DateTimeFormatOptions) => string;
  /** Formats a time of day in 24-hour form ("14:05"), Europe/Amsterdam. */
  formatTime: (value: DateInput, options?: Intl.DateTimeFormatOptions) => string;
  /** Formats an amount in cents (integer) as money: 1250 → "€ 12,50" (nl-NL) / "€12.50" (en-US). */
  formatMoney: (cents: number, currency?: string) => string;
  /** Formats a distance in km, at most one decimal: 12.5 → "12,5 km" / "12.5 km". */
  formatKm: (km: number) => string;
  /** First day of the week for calendars: 1 = Monday (nl-NL), 0 = Sunday (en-US). */
  weekStartsOn: 0 | 1;
}

/**
 * Intl formatters by locale and options, created on first use and then reused (building an
 * `Intl.NumberFormat`/`DateTimeFormat` costs far more than formatting with one — the first km format took about
 * 20 ms on this box, 4× that on a slow phone — and the app formats on every render of a list or a poll).
 */
const intlFormats = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

/** The cached formatter of one kind for `locale` and `options`, made by `make` on first use. */
function cachedFormat<F extends Intl.NumberFormat | Intl.DateTimeFormat>(
  kind: 'number' | 'date',
  locale: Locale,
  options: object,
  make: () => F,
): F {
  const key = `${kind}|${locale}|${JSON.stringify(options)}`;
  let format = intlFormats.get(key) as F | undefined;
  if (!format) {
    format = make();
    intlFormats.set(key, format);
  }
  return format;
}

const numberFormat = (locale: Locale, options: Intl.NumberFormatOptions) =>
  cachedFormat('number', locale, options, () => new Intl.NumberFormat(locale, options));

const dateTimeFormat = (locale: Locale, options: Intl.DateTimeFormatOptions) =>
  cachedFormat('date', locale, options, () => new Intl.DateTimeFormat(locale, options));

/**
 * Builds the {@link Formatters} for one locale (pure; usable outside React). Cheap: the Intl formatters behind
 * them are created on first use and shared by every caller ({@link intlFormats}).
 */
export function createFormatters(locale: Locale): Formatters {
  return {
    formatDate(value, options) {
      const { date, dateOnly } = toDate(value);
      return dateTimeFormat(locale, {
        ...(options ?? DATE_FORMAT),
        timeZone: dateOnly ? 'UTC' : DISPLAY_TIME_ZONE,
      }).format(date);
    },
    formatTime(value, options) {
      return dateTimeFormat(locale, {
        ...(options ?? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
        timeZone: DISPLAY_TIME_ZONE,
      }).format(toDate(value).date);
    },
    formatMoney(cents, currency = 'EUR') {
      return numberFormat(locale, { style: 'currency', currency }).format(cents / 100);
    },
    formatKm(km) {
      return numberFormat(locale, KM_FORMAT).format(km);
    },
    weekStartsOn: locale === 'en-US' ? 0 : 1,
  };
}
