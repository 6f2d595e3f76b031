/**
 * One trip's card wired to the real world: cancel, rating, payment link. Built once per runtime
 * by ./use-logic.tsx. Without the history machine and Temporal: this is what /home's next-trip card loads (issue
 * 10); ./trip-history.ts adds the history for /my-trips.
 */
import { ratingMachine } from '../../machines/rating.machine';
import { tripMachine } from '../../machines/trip.machine';
import type { AppError, Trip } from '../../machines/types';
import { createTranslator, getActiveLocale } from '../i18n/i18n';
import { locationLabel } from '../lib/location-label';
import { createTripCardActors } from './actors/trip-card-actors';
import { notifyKey } from './notify';
import { openSafeUrl } from './open-safe-url';
import type { LogicRuntime } from './runtime';
import { userDataOf } from './user-data';

/**
 * Provides machines/trip.machine.ts (one trip's card: cancel, rating, payment link) with the §7 cancel and
 * feedback actors, the lookup of a cancelled trip's way back, and the §8 toasts trip.cancelTripSuccess and
 * trip.returnCancelled (a failed cancel stays in the question, not in a toast), rating.submitFeedbackSuccess
 * / rating.submitFeedbackError. A successful cancel reloads the session's next trip and budget (the km are
 * returned), so /home follows. Without the history machine and Temporal: this is what /home's next-trip card
 * loads; {@link createTripHistoryLogic} adds the history for /my-trips.
 */
export function createTripCardLogic(runtime: LogicRuntime): typeof tripMachine {
  const actors = createTripCardActors(runtime.clients, () => runtime.now());

  const rating = ratingMachine.provide({
    actors: { submitFeedback: actors.submitFeedback },
    actions: {
      notifySubmitted: () => notifyKey('rating.submitFeedbackSuccess', 'success'),
      notifySubmitError: (_, params: { error: AppError }) =>
        notifyKey('rating.submitFeedbackError', params.error.severity),
    },
  });

  return tripMachine.provide({
    actors: { cancelTrip: actors.cancelTrip, findReturnTrip: actors.findReturnTrip, rating },
    actions: {
      notifyCancelled: () => notifyKey('trip.cancelTripSuccess', 'success'),
      notifyReturnCancelled: () => notifyKey('trip.returnCancelled', 'success'),
      tripCancelled: () =>
        userDataOf(runtime)?.send({ type: 'userData.reload', parts: ['nextTrip', 'budget'] }),
      openPaymentLink: (_, params: { url: string }) => void openSafeUrl(params.url, runtime.openWindow),
      addToCalendar: (_, params: { trip: Trip }) => void saveTripCalendar(runtime, params.trip),
    },
  });
}

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
