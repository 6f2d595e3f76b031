/**
 * Actors of machines/saved-places.machine.ts (API extension beyond the operator's API, product §10.10,
 * openapi/ticketing.yaml tag `extensions`).
 */
import type { ApiClients } from '../../api/clients';
import type {
  DeleteSavedPlaceInput,
  SavedPlace,
  SaveSavedPlaceInput,
} from '../../../machines/saved-places.machine';
import { envelopeActor } from './envelope-actor';

/**
 * `listSavedPlaces` (GET /users/saved-places; 404 = the API has no saved places), `saveSavedPlace` (POST, or
 * PATCH /users/saved-places/{placeId} when editing) and `deleteSavedPlace` (DELETE → the remaining places). They
 * reject with the §8 ApiError and never settle once aborted.
 */
export function createSavedPlacesActors({ ticketing }: ApiClients) {
  return {
    listSavedPlaces: envelopeActor<SavedPlace[]>(({ signal }) =>
      ticketing.GET('/users/saved-places', { signal }),
    ),
    saveSavedPlace: envelopeActor<SavedPlace, SaveSavedPlaceInput>(({ input, signal }) => {
      const body = { name: input.name, location: input.location };
      return input.id === null
        ? ticketing.POST('/users/saved-places', { signal, body })
        : ticketing.PATCH('/users/saved-places/{placeId}', {
            signal,
            body,
            params: { path: { placeId: input.id } },
          });
    }),
    deleteSavedPlace: envelopeActor<SavedPlace[], DeleteSavedPlaceInput>(({ input, signal }) =>
      ticketing.DELETE('/users/saved-places/{placeId}', { signal, params: { path: { placeId: input.id } } }),
    ),
  };
}
