/**
 * Actors of machines/booking/change.machine.ts (product §10.11 "Changing a booked trip"): read the trip with its
 * version, re-quote a change, commit it. Imported only by src/logic/trip-change.ts, so they load with the change
 * page.
 */
import { fromPromise } from 'xstate';
import type { ApiClients } from '../../api/clients';
import { unwrap } from '../../api/errors';
import { unlessAborted } from './unless-aborted';
import {
  isSeriesTrip,
  seriesReadRange,
  type ChangeTripInput,
  type ChangeTripSeriesInput,
  type LoadTripForChangeInput,
  type PauseSeriesInput,
  type SeriesResult,
  type EstimateTripChangeInput,
  type TripChangeEstimate,
  type TripWithVersion,
} from '../../../machines/booking';
import type { Trip } from '../../../machines/types';

type Ticketing = ApiClients['ticketing'];

/** Most pages of trips read for one series (50 trips each). */
const SERIES_MAX_PAGES = 10;

/**
 * The trips of `anchor`'s series (same `seriesId`), read from the traveller's trips around it (GET /trips/history
 * over {@link seriesReadRange}, page by page). Rejects with the §8 error of a failed page.
 */
async function readSeries(ticketing: Ticketing, anchor: Trip, signal: AbortSignal): Promise<Trip[]> {
  const range = seriesReadRange(anchor);
  const trips: Trip[] = [];
  for (let pageNumber = 1; pageNumber <= SERIES_MAX_PAGES; pageNumber += 1) {
    const query = {
      ...range,
      sortBy: 'departure_date_time',
      sortDirection: 'ASC',
      pageNumber,
      pageSize: 50,
    } as const;
    const page = await unwrap(ticketing.GET('/trips/history', { signal, params: { query } }));
    trips.push(...page.items.filter((trip) => trip.seriesId === anchor.seriesId));
    if (pageNumber * page.pageSize >= page.totalCount || page.items.length === 0) break;
  }
  return trips;
}

/** The trip with the `ETag` of the answer that carried it (the version a change sends back as `If-Match`). */
async function withVersion(
  call: Promise<{ data?: { data: TripWithVersion['trip'] }; error?: unknown; response: Response }>,
): Promise<TripWithVersion> {
  const body = await unwrap(call);
  const { response } = await call;
  return { trip: body.data, etag: response.headers.get('ETag') ?? '' };
}

/** The trip inside a guest trip (GET or PATCH /guest-trips/{token}) with the answer's `ETag`. */
async function guestWithVersion(
  call: Promise<{
    data?: { data: { trip: TripWithVersion['trip'] } };
    error?: unknown;
    response: Response;
  }>,
): Promise<TripWithVersion> {
  const body = await unwrap(call);
  const { response } = await call;
  return { trip: body.data.trip, etag: response.headers.get('ETag') ?? '' };
}

/**
 * The change chart's actors; each rejects with the §8 {@link ApiError} (an abort, leaving the state, with an
 * AbortError). With `guestToken` in the input (a guest's change, product §10.11 "Guests and carers") the first
 * three call the link's twin under /guest-trips/{token} instead, with the same rules and answers (the trip inside
 * the guest trip):
 * - `loadTripForChange`: GET /trips/{id} → the trip and its `ETag`; for a trip of a series also its series' trips
 *   (GET /trips/history around it, `series`).
 * - `estimateTripChange`: POST /trips/{id}/changes/estimate with the change → the re-quote (writes nothing).
 * - `changeTrip`: PATCH /trips/{id} with only the changed fields, `If-Match` (the version read with the trip) and
 *   the attempt's `Idempotency-Key` → the changed trip (same `externalTripId`) and its new `ETag`; 409 `TripChanged`
 *   when the trip changed since it was read. A guest's change also puts a `bookingChanged` mail in the outbox.
 * - `changeTripSeries`: PATCH /trips/{id}/series/change with `{ scope, change }`, `If-Match` and the attempt's
 *   `Idempotency-Key` → each date's result (`SeriesResult`); 409 `TripChanged` for a stale anchor.
 * - `pauseSeries`: POST /trips/{id}/series/pause with `{ from, to }` (Europe/Amsterdam dates, both included) and
 *   the attempt's `Idempotency-Key` → each date's result (`cancelled` or `leftAlone`); 400 `InvalidRange`.
 */
export function createTripChangeActors(clients: ApiClients) {
  const { ticketing } = clients;
  return {
    loadTripForChange: fromPromise<TripWithVersion, LoadTripForChangeInput>(({ input, signal }) => {
      if (input.guestToken !== undefined) {
        const params = { path: { token: input.guestToken } };
        return unlessAborted(
          signal,
          guestWithVersion(ticketing.GET('/guest-trips/{token}', { signal, params })),
        );
      }
      const params = { path: { id: input.externalTripId } };
      const load = withVersion(ticketing.GET('/trips/{id}', { signal, params })).then(async (loaded) =>
        isSeriesTrip(loaded.trip)
          ? { ...loaded, series: await readSeries(ticketing, loaded.trip, signal) }
          : loaded,
      );
      return unlessAborted(signal, load);
    }),
    estimateTripChange: fromPromise<TripChangeEstimate, EstimateTripChangeInput>(({ input, signal }) => {
      const call =
        input.guestToken !== undefined
          ? ticketing.POST('/guest-trips/{token}/changes/estimate', {
              signal,
              params: { path: { token: input.guestToken } },
              body: input.change,
            })
          : ticketing.POST('/trips/{id}/changes/estimate', {
              signal,
              params: { path: { id: input.externalTripId } },
              body: input.change,
            });
      return unlessAborted(
        signal,
        unwrap(call).then((r) => r.data),
      );
    }),
    changeTrip: fromPromise<TripWithVersion, ChangeTripInput>(({ input, signal }) => {
      const header = { 'If-Match': input.etag, 'Idempotency-Key': input.idempotencyKey };
      if (input.guestToken !== undefined) {
        const params = { path: { token: input.guestToken }, header };
        return unlessAborted(
          signal,
          guestWithVersion(ticketing.PATCH('/guest-trips/{token}', { signal, params, body: input.change })),
        );
      }
      const params = { path: { id: input.externalTripId }, header };
      return unlessAborted(
        signal,
        withVersion(ticketing.PATCH('/trips/{id}', { signal, params, body: input.change })),
      );
    }),
    changeTripSeries: fromPromise<SeriesResult, ChangeTripSeriesInput>(({ input, signal }) => {
      const params = {
        path: { id: input.externalTripId },
        header: { 'If-Match': input.etag, 'Idempotency-Key': input.idempotencyKey },
      };
      const body = { scope: input.scope, change: input.change };
      const call = ticketing.PATCH('/trips/{id}/series/change', { signal, params, body });
      return unlessAborted(
        signal,
        unwrap(call).then((r) => r.data),
      );
    }),
    pauseSeries: fromPromise<SeriesResult, PauseSeriesInput>(({ input, signal }) => {
      const params = {
        path: { id: input.externalTripId },
        header: { 'Idempotency-Key': input.idempotencyKey },
      };
      const body = { from: input.from, to: input.to };
      const call = ticketing.POST('/trips/{id}/series/pause', { signal, params, body });
      return unlessAborted(
        signal,
        unwrap(call).then((r) => r.data),
      );
    }),
  };
}
