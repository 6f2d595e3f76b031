/**
 * Actors of machines/account/carers.machine.ts and machines/account/carer-invitation.machine.ts (API extension
 * beyond the operator's API, product §10.12 "Carers", openapi/ticketing.yaml tag `extensions`).
 */
import type { ApiClients } from '../../api/clients';
import { unwrap } from '../../api/errors';
import type {
  CaredTraveller,
  Carer,
  CarerInvitation,
  CarerInvitationTokenInput,
  CarersLists,
  InviteCarerInput,
  RemoveCarerInput,
  StopCaringInput,
} from '../../../machines/account';
import { abortableActor } from './unless-aborted';
import { envelopeActor } from './envelope-actor';

/**
 * The profile tab's calls: `loadCarers` (GET /carers and GET /carer/travellers together; 404 on the list = the
 * API has no carers), `inviteCarer` (POST /carers), `removeCarer` (DELETE /carers/{carerId} → the remaining
 * carers) and `stopCaring` (DELETE /carer/travellers/{username} → the remaining travellers). They reject with
 * the §8 ApiError and never settle once aborted.
 */
export function createCarersActors(clients: ApiClients) {
  const { ticketing } = clients;
  return {
    loadCarers: abortableActor<CarersLists>(async ({ signal }) => {
      const [carers, travellers] = await Promise.all([
        unwrap(ticketing.GET('/carers', { signal })),
        unwrap(ticketing.GET('/carer/travellers', { signal })),
      ]);
      return { carers: carers.data, travellers: travellers.data };
    }),
    inviteCarer: envelopeActor<Carer, InviteCarerInput>(({ input, signal }) =>
      ticketing.POST('/carers', { signal, body: input }),
    ),
    removeCarer: envelopeActor<Carer[], RemoveCarerInput>(({ input, signal }) =>
      ticketing.DELETE('/carers/{carerId}', { signal, params: { path: { carerId: input.id } } }),
    ),
    stopCaring: envelopeActor<CaredTraveller[], StopCaringInput>(({ input, signal }) =>
      ticketing.DELETE('/carer/travellers/{username}', {
        signal,
        params: { path: { username: input.username } },
      }),
    ),
  };
}

/**
 * The invitation page's calls, each for the token of the link: `getCarerInvitation` (GET
 * /carer-invitations/{token}), `acceptCarerInvitation` (POST …/accept → the traveller) and
 * `declineCarerInvitation` (POST …/decline → the declined invitation). They reject with the §8 ApiError
 * (403, 404, 409, 410, 429 as openapi/ticketing.yaml says) and never settle once aborted.
 */
export function createCarerInvitationActors(clients: ApiClients) {
  const { ticketing } = clients;
  const path = (input: CarerInvitationTokenInput) => ({ path: { token: input.token } });
  return {
    getCarerInvitation: envelopeActor<CarerInvitation, CarerInvitationTokenInput>(({ input, signal }) =>
      ticketing.GET('/carer-invitations/{token}', { signal, params: path(input) }),
    ),
    acceptCarerInvitation: envelopeActor<CaredTraveller, CarerInvitationTokenInput>(({ input, signal }) =>
      ticketing.POST('/carer-invitations/{token}/accept', { signal, params: path(input) }),
    ),
    declineCarerInvitation: envelopeActor<CarerInvitation, CarerInvitationTokenInput>(({ input, signal }) =>
      ticketing.POST('/carer-invitations/{token}/decline', { signal, params: path(input) }),
    ),
  };
}
