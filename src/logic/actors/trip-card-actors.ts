/**
 * Actors of one trip's card (cancel, rating): what the /home next-trip card needs, without the history and PDF
 * export actors of ./trip-actors.ts and their Temporal date ranges (/home paints without Temporal).
 */
import { fromPromise } from 'xstate';
import type { ApiClients } from '../../api/clients';
import { unwrap } from '../../api/errors';
import { unlessAborted } from './unless-aborted';
import type { Trip } from '../../../machines/types';
import type { FeedbackSubmission } from '../../../machines/rating.machine';
import type { CancelTripInput } from '../../../machines/trip.machine';

/**
 * Actors of the trip and rating statecharts (SPEC §7 trips calls): `cancelTrip` (DELETE /trips/cancel/{id}; 409
 * within 60 minutes) and `submitFeedback` (POST /trips/{id}/feedback), each resolving with the updated §3 trip.
 * Both reject with the §8 {@link ApiError}; an abort (leaving the state) rejects with an AbortError.
 */
export function createTripCardActors(clients: ApiClients) {
  const { ticketing } = clients;
  return {
    cancelTrip: fromPromise<Trip, CancelTripInput>(({ input, signal }) => {
      const params = { path: { id: input.externalTripId } };
      return unlessAborted(
        signal,
        unwrap(ticketing.DELETE('/trips/cancel/{id}', { signal, params })).then((r) => r.data),
      );
    }),
    submitFeedback: fromPromise<Trip, FeedbackSubmission>(({ input, signal }) => {
      const params = { path: { id: input.externalTripId } };
      return unlessAborted(
        signal,
        unwrap(ticketing.POST('/trips/{id}/feedback', { signal, params, body: input })).then((r) => r.data),
      );
    }),
  };
}
