import { useMemo } from 'react';
import { ratingMachine } from '../../../machines/rating.machine';
import { tripMachine } from '../../../machines/trip.machine';
import type { AppError } from '../../../machines/types';
import { createTripCardActors } from '../../logic/actors/trip-card-actors';
import type { AppRuntime } from '../../app/runtime';
import { openSafeUrl } from '../../logic/open-safe-url';
import { useRuntime } from '../../app/runtime-context';
import { notify } from '../../components';
import { createTranslator, getActiveLocale, type TranslationKey } from '../../i18n/i18n';

/** Overrides for the browser side effects of the trip machine (tests). */
export interface TripCardLogicOptions {
  /** Opens a URL in a new tab; default `window.open(url, '_blank', 'noopener,noreferrer')`. */
  openWindow?: (url: string) => void;
}

/** Shows a §8 toast with the active locale's text for `key` (the trip toasts outside React). */
export function tripToast(key: TranslationKey, severity: 'success' | AppError['severity']): void {
  notify({ message: createTranslator(getActiveLocale())(key), severity });
}

/**
 * Provides machines/trip.machine.ts (one trip's card: cancel, rating, payment link) with the §7 cancel and
 * feedback actors and the §8 toasts trip.cancelTripSuccess / trip.cancelTripError, rating.submitFeedbackSuccess
 * / rating.submitFeedbackError. A successful cancel reloads the session's next trip and budget (the km are
 * returned), so /home follows. Without the history machine and Temporal: this is what /home's next-trip card
 * loads (issue 10); ./trip-logic.ts adds the history for /my-trips.
 */
export function createTripCardLogic(
  runtime: AppRuntime,
  options: TripCardLogicOptions = {},
): typeof tripMachine {
  const actors = createTripCardActors(runtime.clients);
  const openWindow =
    options.openWindow ?? ((url: string) => void window.open(url, '_blank', 'noopener,noreferrer'));

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
      openPaymentLink: (_, params: { url: string }) => void openSafeUrl(params.url, openWindow),
    },
  });
}

const cache = new WeakMap<AppRuntime, typeof tripMachine>();

/** The trip machine of a runtime ({@link createTripCardLogic}), created once per runtime. */
export function getTripCardLogic(runtime: AppRuntime): typeof tripMachine {
  let logic = cache.get(runtime);
  if (!logic) {
    logic = createTripCardLogic(runtime);
    cache.set(runtime, logic);
  }
  return logic;
}

/**
 * The provided trip machine of the current runtime (stable across renders), for `useActorRef(logic, …)` on a
 * trip card (/home next trip, live map). Tests register their own with `registerTripLogic` (./trip-logic.ts),
 * which also registers its trip machine here.
 */
export function useTripCardLogic(): typeof tripMachine {
  const runtime = useRuntime();
  return useMemo(() => getTripCardLogic(runtime), [runtime]);
}

/** Uses `logic` as the trip machine of `runtime` from now on (tests: fake window opening). */
export function registerTripCardLogic(runtime: AppRuntime, logic: typeof tripMachine): void {
  cache.set(runtime, logic);
}
