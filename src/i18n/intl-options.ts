/**
 * Intl settings shared by the app's formatters (./formatters.ts `createFormatters`) and the inline boot script's
 * warm-up (src/boot/intl-warm-up.ts). Free of imports.
 */

/** Times are shown in the service region's zone, whatever the device zone. */
export const DISPLAY_TIME_ZONE = 'Europe/Amsterdam';

/** Distances: "12,5 km" / "12.5 km", at most one decimal. */
export const KM_FORMAT: Intl.NumberFormatOptions = {
  style: 'unit',
  unit: 'kilometer',
  unitDisplay: 'short',
  maximumFractionDigits: 1,
};

/** The default date: "3 maart 2026" / "March 3, 2026" (the zone is added per value). */
export const DATE_FORMAT: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric' };

/** The long date with its weekday: "donderdag 3 december 2026" / "Thursday, December 3, 2026". */
export const LONG_DATE_FORMAT: Intl.DateTimeFormatOptions = {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
};
