import { DATE_FORMAT, DISPLAY_TIME_ZONE, KM_FORMAT } from '../i18n/intl-options';
import type { Locale } from '../../common/locale-detect';

/**
 * A page's first `Intl` formatter is expensive — ICU loads the locale's and the time zone's data,
 * 20–50 ms on a desktop and about four times that on a slow phone — and every later one is cheap (well under a
 * millisecond; ICU keeps that data for the page). The inline boot script calls this in a task of its own while
 * the app's JavaScript is still downloading, so the first render of /home (the budget's km and date) and
 * /book-trip (the date field) no longer pays for it.
 *
 * Creates and uses a date formatter in {@link DISPLAY_TIME_ZONE} and the km number formatter for `locale`, with
 * the options the app's formatters use (src/i18n/formatters.ts `createFormatters`), and returns what they printed
 * (e.g. `['January 1, 1970', '1 km']`). Never throws: where Intl is missing or refuses, it returns `[]`.
 */
export function warmUpIntl(locale: Locale): string[] {
  try {
    return [
      new Intl.DateTimeFormat(locale, { ...DATE_FORMAT, timeZone: DISPLAY_TIME_ZONE }).format(0),
      new Intl.NumberFormat(locale, KM_FORMAT).format(1),
    ];
  } catch {
    return [];
  }
}
