/**
 * Actors of the guest's trip page (machines/guest-trip.machine.ts; API extensions `getGuestTrip` and
 * `cancelGuestTrip`, openapi/ticketing.yaml tag `extensions`). Public: sent without the visitor's session
 * (src/api/clients.ts); they reject with the §8 ApiError and never settle once aborted.
 */
import type { ApiClients } from '../../api/clients';
import { unwrap } from '../../api/errors';
import type { GuestTrip, GuestTripRequest } from '../../../machines/guest-trip.machine';
import { abortableActor } from './unless-aborted';

/** `fetchGuestTrip` (GET /guest-trips/{token}) and `cancelGuestTrip` (POST /guest-trips/{token}/cancel). */
export function createGuestTripActors(clients: ApiClients) {
  const { ticketing } = clients;
  return {
    fetchGuestTrip: abortableActor<GuestTrip, GuestTripRequest>(({ input, signal }) =>
      unwrap(
        ticketing.GET('/guest-trips/{token}', { signal, params: { path: { token: input.token } } }),
      ).then((r) => r.data),
    ),
    cancelGuestTrip: abortableActor<GuestTrip, GuestTripRequest>(({ input, signal }) =>
      unwrap(
        ticketing.POST('/guest-trips/{token}/cancel', { signal, params: { path: { token: input.token } } }),
      ).then((r) => r.data),
    ),
  };
}
