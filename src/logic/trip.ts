/**
 * One trip's card wired to the real world: cancel, rating, payment link. Built once per runtime
 * by ./use-logic.tsx. Without the history machine and Temporal: this is what /home's next-trip card loads; ./trip-history.ts adds the history for /my-trips.
 */
import { ratingMachine, tripMachine } from '../../machines/trip';
import type { AppError, Trip } from '../../machines/types';
import { createTripCardActors } from './actors/trip-card-actors';
import { notifyKey } from './notify';
import { openSafeUrl } from './open-safe-url';
import type { LogicRuntime } from './runtime';
import { saveTripCalendar } from './trip-calendar';
import { userDataOf } from './user-data';

/**
 * Provides machines/trip/trip.machine.ts (one trip's card: cancel, rating, payment link) with the §7 cancel and
 * feedback actors, the lookup of a cancelled trip's way back, and the §8 toasts trip.cancelTripSuccess and
 * trip.returnCancelled (a failed cancel stays in the question, not in a toast), ratingToast.submitFeedbackSuccess
 * / ratingToast.submitFeedbackError. A successful cancel reloads the session's next trip and budget (the km are
 * returned), so /home follows. Without the history machine and Temporal: this is what /home's next-trip card
 * loads; {@link createTripHistoryLogic} adds the history for /my-trips.
 */
export function createTripCardLogic(runtime: LogicRuntime): typeof tripMachine {
  const actors = createTripCardActors(runtime.clients, () => runtime.now());

  const rating = ratingMachine.provide({
    actors: { submitFeedback: actors.submitFeedback },
    actions: {
      notifySubmitted: () => notifyKey('ratingToast.submitFeedbackSuccess', 'success'),
      notifySubmitError: (_, params: { error: AppError }) =>
        notifyKey('ratingToast.submitFeedbackError', params.error.severity),
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
