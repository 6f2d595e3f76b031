/**
 * Actors of machines/saved-places.machine.ts (API extension beyond the operator's API, product §10.10,
 * openapi/ticketing.yaml tag `extensions`).
 */
import type { ApiClients } from '../../api/clients';
import { unwrap } from '../../api/errors';
import type {
  DeleteSavedPlaceInput,
  SavedPlace,
  SaveSavedPlaceInput,
} from '../../../machines/saved-places.machine';
import { abortableActor } from './unless-aborted';

/**
 * `listSavedPlaces` (GET /users/saved-places; 404 = the API has no saved places), `saveSavedPlace` (POST, or
 * PATCH /users/saved-places/{placeId} when editing) and `deleteSavedPlace` (DELETE → the remaining places). They
 * reject with the §8 ApiError and never settle once aborted.
 */
export function createSavedPlacesActors(clients: ApiClients) {
  const { ticketing } = clients;
  return {
    listSavedPlaces: abortableActor<SavedPlace[]>(({ signal }) =>
      unwrap(ticketing.GET('/users/saved-places', { signal })).then((r) => r.data),
    ),
    saveSavedPlace: abortableActor<SavedPlace, SaveSavedPlaceInput>(({ input, signal }) => {
      const body = { name: input.name, location: input.location };
      const request =
        input.id === null
          ? ticketing.POST('/users/saved-places', { signal, body })
          : ticketing.PATCH('/users/saved-places/{placeId}', {
              signal,
              body,
              params: { path: { placeId: input.id } },
            });
      return unwrap(request).then((r) => r.data);
    }),
    deleteSavedPlace: abortableActor<SavedPlace[], DeleteSavedPlaceInput>(({ input, signal }) =>
      unwrap(
        ticketing.DELETE('/users/saved-places/{placeId}', {
          signal,
          params: { path: { placeId: input.id } },
        }),
      ).then((r) => r.data),
    ),
  };
}
