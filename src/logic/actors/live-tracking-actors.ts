/**
 * Actors of the /home polls: machines/trip/upcoming.machine.ts (next trip) and machines/trip/live-map.machine.ts
 * (vehicle position). Imported by the live-map feature only.
 */
import { fromPromise } from 'xstate';
import type { ApiClients } from '../../api/clients';
import { unwrap } from '../../api/errors';
import type { Trip, VehicleInfo } from '../../../machines/types';
import type { FetchVehiclePositionInput } from '../../../machines/trip';
import { encodeVehicleTrackingId } from '../../../machines/trip';

/**
 * Actors of machines/trip/upcoming.machine.ts and machines/trip/live-map.machine.ts (product §7): `fetchNextTrip`
 * (GET /trips/next → the trip or null) and `fetchVehiclePosition` (GET /trips/{id}/vehicles/position with id =
 * base64 of the vehicleTrackingId's UTF-8 bytes; openapi-fetch URL-encodes it into the path). Both reject with
 * the §8 ApiError (the machines keep those failures silent) and never settle once aborted: React StrictMode
 * stops and revives the views' actors, and an aborted poll's rejection must not count as the revived poll's
 * answer (the machine would then wait a whole interval for nothing).
 *
 * `options.pendingNextTrip(signal)`: an answer already on its way (the session's post-login batch), or null;
 * `fetchNextTrip` joins it instead of sending a second GET /trips/next (one request after login).
 */
export function createLiveTrackingActors(
  clients: ApiClients,
  options: { pendingNextTrip?: (signal: AbortSignal) => Promise<Trip | null> | null } = {},
) {
  const { ticketing } = clients;
  const unlessAborted = <T>(signal: AbortSignal, work: Promise<T>): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      work.then(
        (value) => {
          if (!signal.aborted) resolve(value);
        },
        (error: unknown) => {
          if (!signal.aborted) reject(error);
        },
      );
    });
  return {
    fetchNextTrip: fromPromise<Trip | null>(({ signal }) =>
      unlessAborted(
        signal,
        options.pendingNextTrip?.(signal) ??
          unwrap(ticketing.GET('/trips/next', { signal })).then((r) => r.data ?? null),
      ),
    ),
    fetchVehiclePosition: fromPromise<VehicleInfo, FetchVehiclePositionInput>(({ input, signal }) => {
      const params = { path: { id: encodeVehicleTrackingId(input.vehicleTrackingId) } };
      return unlessAborted(
        signal,
        unwrap(ticketing.GET('/trips/{id}/vehicles/position', { signal, params })).then((r) => r.data),
      );
    }),
  };
}
