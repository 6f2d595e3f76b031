/**
 * Actors of the trip statecharts (trip history, trip details, cancel, rating, PDF export). Imported only by
 * src/logic/trip.ts; Temporal (the export range) loads with it, never on the login path
 * nor on /home (whose next-trip card uses ./trip-card-actors.ts alone).
 */
import { fromPromise } from 'xstate';
import type { ApiClients } from '../../api/clients';
import { unwrap } from '../../api/errors';
import { unlessAborted } from './unless-aborted';
import { createTripCardActors } from './trip-card-actors';
import type { Trip } from '../../../machines/types';
import { rangeToUtcBounds } from '../../../machines/lib/time';
import {
  HISTORY_QUERY,
  type ExportTripHistoryInput,
  type ExportedFile,
  type LoadTripHistoryInput,
  type LoadTripInput,
} from '../../../machines/trip';
import { exportFilename } from '../../lib/download';

/**
 * Actors of the trip statecharts (product §7.1 trips calls): `loadTripHistory` (GET /trips/history, §9 page of 50
 * sorted by departure ascending → `items`), `loadTrip` (GET /trips/{id}), `cancelTrip` and `submitFeedback`
 * (./trip-card-actors.ts) and `exportTripHistory` (GET /trips/export with the range as UTC instants, read as a
 * blob; the filename comes from content-disposition, default trip-history.pdf). All reject with the §8
 * {@link ApiError}.
 */
export function createTripActors(clients: ApiClients) {
  const { ticketing } = clients;
  return {
    loadTripHistory: fromPromise<Trip[], LoadTripHistoryInput>(({ input, signal }) => {
      const query = { from: input.range.from, to: input.range.to, ...HISTORY_QUERY };
      return unlessAborted(
        signal,
        unwrap(ticketing.GET('/trips/history', { signal, params: { query } })).then((page) => page.items),
      );
    }),
    loadTrip: fromPromise<Trip, LoadTripInput>(({ input, signal }) => {
      const params = { path: { id: input.externalTripId } };
      return unlessAborted(
        signal,
        unwrap(ticketing.GET('/trips/{id}', { signal, params })).then((r) => r.data),
      );
    }),
    ...createTripCardActors(clients),
    exportTripHistory: fromPromise<ExportedFile, ExportTripHistoryInput>(({ input, signal }) => {
      const call = ticketing.GET('/trips/export', {
        signal,
        params: { query: rangeToUtcBounds(input.range) },
        parseAs: 'blob',
      });
      return unlessAborted(
        signal,
        unwrap(call).then(async (blob) => {
          const { response } = await call;
          return { blob, filename: exportFilename(response.headers.get('content-disposition')) };
        }),
      );
    }),
  };
}
