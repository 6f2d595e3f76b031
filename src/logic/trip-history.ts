/** The trip history of /my-trips wired to the real world. Built once per runtime by ./use-logic.tsx. */
import { fromCallback, type AnyEventObject } from 'xstate';
import { tripHistoryMachine } from '../../machines/trip';
import type { AppError } from '../../machines/types';
import { createTripActors } from './actors/trip-actors';
import { notifyAppError, notifyKey } from './notify';
import type { LogicRuntime } from './runtime';
import { createTripCardLogic } from './trip';
import { createConnectivityActor } from './connectivity';
import { snapshotAccountKey } from '../../machines/lib/acting-for';

/**
 * Sends `page.focused` whenever the page comes back into view: the window regains focus, or the document turns
 * visible (a traveller back from the payment tab). The chart decides whether that refreshes anything.
 */
const watchPageFocus = fromCallback<AnyEventObject>(({ sendBack }) => {
  const focused = () => sendBack({ type: 'page.focused' });
  const visible = () => {
    if (document.visibilityState === 'visible') focused();
  };
  window.addEventListener('focus', focused);
  document.addEventListener('visibilitychange', visible);
  return () => {
    window.removeEventListener('focus', focused);
    document.removeEventListener('visibilitychange', visible);
  };
});

/**
 * Provides the history machine (CONVENTIONS: machines declare, src/logic provides), with the trip card's machine
 * ({@link createTripCardLogic}) for the trips it opens, the
 * §7 trips actors and the §8 toasts: trip.cancelTripSuccess,
 * ratingToast.submitFeedbackSuccess / ratingToast.submitFeedbackError, error.downloadTripHistoryError and the generic
 * error toast for failed loads, and the page-focus watch (a trip paid in another tab shows once the traveller is
 * back). A successful cancel reloads the session's next trip and budget (the km are
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
      watchFocus: watchPageFocus,
    },
    actions: {
      notifyError: (_, params: { error: AppError }) => notifyAppError(params.error),
      notifyDownloadError: (_, params: { error: AppError }) =>
        notifyKey('error.downloadTripHistoryError', params.error.severity),
      saveFile: (_, params) => runtime.saveFile(params.blob, params.filename),
      keepUpcomingTrips: (_, { trips }) => {
        const session = runtime.auth.getSnapshot();
        if (!trips || !session.matches('signedIn') || !session.context.username) return;
        createConnectivityActor(runtime).send({
          type: 'snapshot.save',
          account: snapshotAccountKey(session.context.username, session.context.actingFor?.username ?? null),
          parts: { upcomingTrips: trips },
          takenAt: runtime.now().toISOString(),
        });
      },
    },
  });
}
