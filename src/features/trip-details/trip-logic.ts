import { useMemo } from 'react';
import { tripHistoryMachine } from '../../../machines/trip-history.machine';
import type { tripMachine } from '../../../machines/trip.machine';
import type { AppError } from '../../../machines/types';
import { createTripActors } from '../../logic/actors/trip-actors';
import { notifyAppError, type AppRuntime } from '../../app/runtime';
import { useRuntime } from '../../app/runtime-context';
import { saveFile } from '../my-trips/download';
import {
  createTripCardLogic,
  getTripCardLogic,
  registerTripCardLogic,
  tripToast,
  type TripCardLogicOptions,
} from './trip-card-logic';

/** The trip statecharts wired to the real world for one {@link AppRuntime}. */
export interface TripLogic {
  /** machines/trip.machine.ts with cancel, rating, payment link and toasts provided. */
  trip: typeof tripMachine;
  /** machines/trip-history.machine.ts with history, details, export, file saving and {@link TripLogic.trip}. */
  history: typeof tripHistoryMachine;
}

/** Overrides for the browser side effects (tests). */
export interface TripLogicOptions extends TripCardLogicOptions {
  /** Hands a downloaded file to the browser; default {@link saveFile}. */
  saveFile?: (blob: Blob, filename: string) => void;
}

/**
 * Provides the trip, rating and history machines (CONVENTIONS: machines declare, src/app provides) with the
 * §7 trips actors and the §8 toasts: trip.cancelTripSuccess / trip.cancelTripError,
 * rating.submitFeedbackSuccess / rating.submitFeedbackError, error.downloadTripHistoryError and the generic
 * error toast for failed loads. A successful cancel reloads the session's next trip and budget (the km are
 * returned), so /home follows.
 */
export function createTripLogic(runtime: AppRuntime, options: TripLogicOptions = {}): TripLogic {
  return withHistory(runtime, createTripCardLogic(runtime, options), options.saveFile ?? saveFile);
}

/** {@link TripLogic} around an already provided trip machine (./trip-card-logic.ts). */
function withHistory(
  runtime: AppRuntime,
  trip: typeof tripMachine,
  save: (blob: Blob, filename: string) => void,
): TripLogic {
  const actors = createTripActors(runtime.clients);
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
        tripToast('error.downloadTripHistoryError', params.error.severity),
      saveFile: (_, params) => save(params.blob, params.filename),
    },
  });
  return { trip, history };
}

const cache = new WeakMap<AppRuntime, TripLogic>();

/** The {@link TripLogic} of a runtime, created once per runtime. */
function getTripLogic(runtime: AppRuntime): TripLogic {
  let logic = cache.get(runtime);
  if (!logic) {
    // The same trip machine as the /home card's (./trip-card-logic.ts), so a registered one serves both.
    logic = withHistory(runtime, getTripCardLogic(runtime), saveFile);
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

/**
 * Uses `logic` for `runtime` from now on (tests: fake window opening and file saving), its trip machine also for
 * the trip cards outside /my-trips (./trip-card-logic.ts).
 */
export function registerTripLogic(runtime: AppRuntime, logic: TripLogic): void {
  cache.set(runtime, logic);
  registerTripCardLogic(runtime, logic.trip);
}
