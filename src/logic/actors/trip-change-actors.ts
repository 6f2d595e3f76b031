/**
 * Actors of machines/booking/change.machine.ts (product §10.11 "Changing a booked trip"): read the trip with its
 * version, re-quote a change, commit it. Imported only by src/logic/trip-change.ts, so they load with the change
 * page.
 */
import { fromPromise } from 'xstate';
import type { ApiClients } from '../../api/clients';
import { unwrap } from '../../api/errors';
import { unlessAborted } from './unless-aborted';
import type {
  ChangeTripInput,
  EstimateTripChangeInput,
  TripChangeEstimate,
  TripWithVersion,
} from '../../../machines/booking';

/** The trip with the `ETag` of the answer that carried it (the version a change sends back as `If-Match`). */
async function withVersion(
  call: Promise<{ data?: { data: TripWithVersion['trip'] }; error?: unknown; response: Response }>,
): Promise<TripWithVersion> {
  const body = await unwrap(call);
  const { response } = await call;
  return { trip: body.data, etag: response.headers.get('ETag') ?? '' };
}

/**
 * The change chart's actors; each rejects with the §8 {@link ApiError} (an abort, leaving the state, with an
 * AbortError):
 * - `loadTripForChange`: GET /trips/{id} → the trip and its `ETag`.
 * - `estimateTripChange`: POST /trips/{id}/changes/estimate with the change → the re-quote (writes nothing).
 * - `changeTrip`: PATCH /trips/{id} with only the changed fields, `If-Match` (the version read with the trip) and
 *   the attempt's `Idempotency-Key` → the changed trip (same `externalTripId`) and its new `ETag`; 409 `TripChanged`
 *   when the trip changed since it was read.
 */
export function createTripChangeActors(clients: ApiClients) {
  const { ticketing } = clients;
  return {
    loadTripForChange: fromPromise<TripWithVersion, { externalTripId: string }>(({ input, signal }) => {
      const params = { path: { id: input.externalTripId } };
      return unlessAborted(signal, withVersion(ticketing.GET('/trips/{id}', { signal, params })));
    }),
    estimateTripChange: fromPromise<TripChangeEstimate, EstimateTripChangeInput>(({ input, signal }) => {
      const params = { path: { id: input.externalTripId } };
      const call = ticketing.POST('/trips/{id}/changes/estimate', { signal, params, body: input.change });
      return unlessAborted(
        signal,
        unwrap(call).then((r) => r.data),
      );
    }),
    changeTrip: fromPromise<TripWithVersion, ChangeTripInput>(({ input, signal }) => {
      const params = {
        path: { id: input.externalTripId },
        header: { 'If-Match': input.etag, 'Idempotency-Key': input.idempotencyKey },
      };
      return unlessAborted(
        signal,
        withVersion(ticketing.PATCH('/trips/{id}', { signal, params, body: input.change })),
      );
    }),
  };
}
