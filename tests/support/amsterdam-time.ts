/**
 * `iso` (a UTC instant) as the app shows a time of day: HH:mm in Europe/Amsterdam, 24-hour clock (nl-NL). The
 * tests' own oracle for the live-map card (jsdom and Chromium), written without the app's formatters.
 */
export const amsterdamTime = (iso: string): string =>
  new Intl.DateTimeFormat('nl-NL', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'Europe/Amsterdam',
  }).format(new Date(iso));
