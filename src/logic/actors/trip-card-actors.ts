/**
 * Actors of one trip's card (cancel, rating): what the /home next-trip card needs, without the history and PDF
 * export actors of ./trip-actors.ts and their Temporal date ranges (/home paints without Temporal).
 */
import { fromPromise } from 'xstate';
import type { ApiClients } from '../../api/clients';
import { unwrap } from '../../api/errors';
import { unlessAborted } from './unless-aborted';
import type { Trip } from '../../../machines/types';
import type { FeedbackSubmission, CancelTripInput, FindReturnTripInput } from '../../../machines/trip';
import { amsterdamDateOf } from '../../../machines/lib/instant';
import { findReturnTrip } from '../../../machines/trip';

/**
 * Actors of the trip and rating statecharts (product §7.1 trips calls): `cancelTrip` (DELETE /trips/cancel/{id}; 409
 * within 60 minutes) and `submitFeedback` (POST /trips/{id}/feedback), each resolving with the updated §3 trip.
 * Both reject with the §8 {@link ApiError}; an abort (leaving the state) rejects with an AbortError.
 * `findReturnTrip` reads the traveller's trips of the cancelled trip's Europe/Amsterdam day (GET /trips/history
 * with `from` = `to` = that day) and picks its way back (machines/trip/rules.ts `findReturnTrip`), or null.
 */
export function createTripCardActors(clients: ApiClients, now: () => Date = () => new Date()) {
  const { ticketing } = clients;
  return {
    cancelTrip: fromPromise<Trip, CancelTripInput>(({ input, signal }) => {
      const params = { path: { id: input.externalTripId } };
      return unlessAborted(
        signal,
        unwrap(ticketing.DELETE('/trips/cancel/{id}', { signal, params })).then((r) => r.data),
      );
    }),
    findReturnTrip: fromPromise<Trip | null, FindReturnTripInput>(({ input, signal }) => {
      const day = amsterdamDateOf(input.trip.departureDateTime);
      const query = {
        from: day,
        to: day,
        sortBy: 'departure_date_time',
        sortDirection: 'ASC',
        pageNumber: 1,
        pageSize: 50,
      } as const;
      return unlessAborted(
        signal,
        unwrap(ticketing.GET('/trips/history', { signal, params: { query } })).then((page) =>
          findReturnTrip(input.trip, page.items, now()),
        ),
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
