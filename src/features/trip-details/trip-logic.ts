import { useMemo } from 'react';
import { ratingMachine } from '../../../machines/rating.machine';
import { tripHistoryMachine } from '../../../machines/trip-history.machine';
import { tripMachine } from '../../../machines/trip.machine';
import type { AppError } from '../../../machines/types';
import { createTripActors } from '../../app/trip-actors';
import { notifyAppError, openSafeUrl, type AppRuntime } from '../../app/runtime';
import { useRuntime } from '../../app/runtime-context';
import { notify } from '../../components';
import { createTranslator, getActiveLocale, type TranslationKey } from '../../i18n/i18n';
import { saveFile } from '../my-trips/download';

/** The trip statecharts wired to the real world for one {@link AppRuntime}. */
export interface TripLogic {
  /** machines/trip.machine.ts with cancel, rating, payment link and toasts provided. */
  trip: typeof tripMachine;
  /** machines/trip-history.machine.ts with history, details, export, file saving and {@link TripLogic.trip}. */
  history: typeof tripHistoryMachine;
}

/** Overrides for the browser side effects (tests). */
export interface TripLogicOptions {
  /** Opens a URL in a new tab; default `window.open(url, '_blank', 'noopener,noreferrer')`. */
  openWindow?: (url: string) => void;
  /** Hands a downloaded file to the browser; default {@link saveFile}. */
  saveFile?: (blob: Blob, filename: string) => void;
}

function toast(key: TranslationKey, severity: 'success' | AppError['severity']): void {
  notify({ message: createTranslator(getActiveLocale())(key), severity });
}

/**
 * Provides the trip, rating and history machines (CONVENTIONS: machines declare, src/app provides) with the
 * §7 trips actors and the §8 toasts: trip.cancelTripSuccess / trip.cancelTripError,
 * rating.submitFeedbackSuccess / rating.submitFeedbackError, error.downloadTripHistoryError and the generic
 * error toast for failed loads. A successful cancel reloads the session's next trip and budget (the km are
 * returned), so /home follows.
 */
export function createTripLogic(runtime: AppRuntime, options: TripLogicOptions = {}): TripLogic {
  const actors = createTripActors(runtime.clients);
  const openWindow =
    options.openWindow ?? ((url: string) => void window.open(url, '_blank', 'noopener,noreferrer'));
  const save = options.saveFile ?? saveFile;

  const rating = ratingMachine.provide({
    actors: { submitFeedback: actors.submitFeedback },
    actions: {
      notifySubmitted: () => toast('rating.submitFeedbackSuccess', 'success'),
      notifySubmitError: (_, params: { error: AppError }) =>
        toast('rating.submitFeedbackError', params.error.severity),
    },
  });

  const trip = tripMachine.provide({
    actors: { cancelTrip: actors.cancelTrip, rating },
    actions: {
      notifyCancelled: () => toast('trip.cancelTripSuccess', 'success'),
      notifyCancelError: (_, params: { error: AppError }) =>
        toast('trip.cancelTripError', params.error.severity),
      tripCancelled: () => runtime.auth.send({ type: 'userData.reload', parts: ['nextTrip', 'budget'] }),
      openPaymentLink: (_, params: { url: string }) => void openSafeUrl(params.url, openWindow),
    },
  });

  const history = tripHistoryMachine.provide({
    actors: {
      loadTripHistory: actors.loadTripHistory,
      loadTrip: actors.loadTrip,
      exportTripHistory: actors.exportTripHistory,
      trip,
    },
    actions: {
      notifyError: (_, params: { error: AppError }) => notifyAppError(params.error),
      notifyDownloadError: (_, params: { error: AppError }) =>
        toast('error.downloadTripHistoryError', params.error.severity),
      saveFile: (_, params) => save(params.blob, params.filename),
    },
  });

  return { trip, history };
}

const cache = new WeakMap<AppRuntime, TripLogic>();

/** The {@link TripLogic} of a runtime, created once per runtime. */
export function getTripLogic(runtime: AppRuntime): TripLogic {
  let logic = cache.get(runtime);
  if (!logic) {
    logic = createTripLogic(runtime);
    cache.set(runtime, logic);
  }
  return logic;
}

/**
 * The {@link TripLogic} of the current runtime (stable across renders), for `useActorRef(logic.trip, …)`.
 * Tests may register their own with {@link registerTripLogic}.
 */
export function useTripLogic(): TripLogic {
  const runtime = useRuntime();
  return useMemo(() => getTripLogic(runtime), [runtime]);
}

/** Uses `logic` for `runtime` from now on (tests: fake window opening and file saving). */
export function registerTripLogic(runtime: AppRuntime, logic: TripLogic): void {
  cache.set(runtime, logic);
}
