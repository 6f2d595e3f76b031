/**
 * The trip statecharts wired to the real world (issue 19 item 1): one trip's card (cancel, rating, payment
 * link) and the trip history of /my-trips. Built once per runtime by ./use-logic.tsx.
 */
import { ratingMachine } from '../../machines/rating.machine';
import { tripHistoryMachine } from '../../machines/trip-history.machine';
import { tripMachine } from '../../machines/trip.machine';
import type { AppError } from '../../machines/types';
import { notify } from '../components/toast/toast-store';
import { createTranslator, getActiveLocale, type TranslationKey } from '../i18n/i18n';
import { createTripActors } from './actors/trip-actors';
import { createTripCardActors } from './actors/trip-card-actors';
import { notifyAppError } from './notify';
import { openSafeUrl } from './open-safe-url';
import type { LogicRuntime } from './runtime';

/** Shows a §8 toast with the active locale's text for `key` (the trip toasts outside React). */
function tripToast(key: TranslationKey, severity: 'success' | AppError['severity']): void {
  notify({ message: createTranslator(getActiveLocale())(key), severity });
}

/**
 * Provides machines/trip.machine.ts (one trip's card: cancel, rating, payment link) with the §7 cancel and
 * feedback actors and the §8 toasts trip.cancelTripSuccess / trip.cancelTripError, rating.submitFeedbackSuccess
 * / rating.submitFeedbackError. A successful cancel reloads the session's next trip and budget (the km are
 * returned), so /home follows. Without the history machine and Temporal: this is what /home's next-trip card
 * loads (issue 10); {@link createTripHistoryLogic} adds the history for /my-trips.
 */
export function createTripCardLogic(runtime: LogicRuntime): typeof tripMachine {
  const actors = createTripCardActors(runtime.clients);

  const rating = ratingMachine.provide({
    actors: { submitFeedback: actors.submitFeedback },
    actions: {
      notifySubmitted: () => tripToast('rating.submitFeedbackSuccess', 'success'),
      notifySubmitError: (_, params: { error: AppError }) =>
        tripToast('rating.submitFeedbackError', params.error.severity),
    },
  });

  return tripMachine.provide({
    actors: { cancelTrip: actors.cancelTrip, rating },
    actions: {
      notifyCancelled: () => tripToast('trip.cancelTripSuccess', 'success'),
      notifyCancelError: (_, params: { error: AppError }) =>
        tripToast('trip.cancelTripError', params.error.severity),
      tripCancelled: () => runtime.auth.send({ type: 'userData.reload', parts: ['nextTrip', 'budget'] }),
      openPaymentLink: (_, params: { url: string }) => void openSafeUrl(params.url, runtime.openWindow),
    },
  });
}

/**
 * Provides the history machine (CONVENTIONS: machines declare, src/logic provides), with the trip card's machine
 * ({@link createTripCardLogic}) for the trips it opens, the
 * §7 trips actors and the §8 toasts: trip.cancelTripSuccess / trip.cancelTripError,
 * rating.submitFeedbackSuccess / rating.submitFeedbackError, error.downloadTripHistoryError and the generic
 * error toast for failed loads. A successful cancel reloads the session's next trip and budget (the km are
 * returned), so /home follows.
 */
export function createTripHistoryLogic(runtime: LogicRuntime) {
  const actors = createTripActors(runtime.clients);
  return tripHistoryMachine.provide({
    actors: {
      loadTripHistory: actors.loadTripHistory,
      loadTrip: actors.loadTrip,
      exportTripHistory: actors.exportTripHistory,
      trip: createTripCardLogic(runtime),
    },
    actions: {
      notifyError: (_, params: { error: AppError }) => notifyAppError(params.error),
      notifyDownloadError: (_, params: { error: AppError }) =>
        tripToast('error.downloadTripHistoryError', params.error.severity),
      saveFile: (_, params) => runtime.saveFile(params.blob, params.filename),
    },
  });
}
