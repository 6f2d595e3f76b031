/**
 * "Add to calendar" (the trip details, the guest's pages, the confirmation view after booking): one trip as an
 * .ics file. Its own small module, so a page that offers it does not load the trip card's machines with it.
 */
import type { Trip } from '../../machines/types';
import { createTranslator, getActiveLocale } from '../i18n/i18n';
import { locationLabel } from '../lib/location-label';
import { notifyKey } from './notify';
import type { LogicRuntime } from './runtime';

/**
 * Writes the trip's .ics file (src/lib/trip-calendar.ts, with ical-generator and Temporal: loaded
 * only now, not with the page) in the active language and hands it to the browser (`runtime.saveFile`). A chunk
 * that fails to load (offline) shows the toast calendar.error.
 */
export async function saveTripCalendar(runtime: LogicRuntime, trip: Trip): Promise<void> {
  try {
    const calendar = await import('../lib/trip-calendar');
    const t = createTranslator(getActiveLocale());
    const to = trip.arrival || locationLabel(trip.locationTo);
    const ics = calendar.tripCalendarIcs(
      trip,
      {
        summary: t('calendar.summary', { to }),
        from: t('trip.from'),
        to: t('trip.to'),
        tripNumber: t('calendar.tripNumber'),
        reminder: t('calendar.reminder', { minutes: calendar.CALENDAR_ALARM_MINUTES }),
      },
      runtime.now(),
    );
    runtime.saveFile(
      new Blob([ics], { type: 'text/calendar;charset=utf-8' }),
      calendar.tripCalendarFilename(trip),
    );
  } catch (error) {
    console.warn('[calendar] the calendar file could not be made', error);
    notifyKey('calendar.error', 'danger');
  }
}

/**
 * "Add to calendar" for a view: `(trip) => void`, which writes the trip's .ics file ({@link saveTripCalendar}).
 * Built once per runtime; views get it with `useLogic(createTripCalendarLogic)`.
 */
export function createTripCalendarLogic(runtime: LogicRuntime): (trip: Trip) => void {
  return (trip) => void saveTripCalendar(runtime, trip);
}
