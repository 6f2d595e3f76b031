/**
 * Actors of the share-link machines (API extension beyond the operator's API, product §10.10, openapi/ticketing.yaml tag
 * `extensions`): the traveller's side (machines/trip/share.machine.ts) and the public follow page
 * (machines/trip/follow.machine.ts).
 */
import type { ApiClients } from '../../api/clients';
import { unwrap } from '../../api/errors';
import type {
  FetchFollowedTripInput,
  FollowedTrip,
  CopyLinkInput,
  ShareLink,
  TripShareRequest,
} from '../../../machines/trip';
import { abortableActor } from './unless-aborted';

/** The absolute URL of an app path on the page's own origin (the follow page is served by the app). */
function onAppOrigin(path: string): string {
  return new URL(path, globalThis.location.origin).href;
}

/**
 * `listTripShares` (GET /trip-shares → the shared trips' ids; 404 = the API has no share links),
 * `createTripShare` (POST /trip-shares/{id} → the link on the app's origin), `deleteTripShare` (DELETE
 * /trip-shares/{id}) and `copyLink` (Clipboard API; rejects when the browser has none or refuses). The requests
 * reject with the §8 ApiError and never settle once aborted.
 */
export function createTripShareActors(clients: ApiClients) {
  const { ticketing } = clients;
  return {
    listTripShares: abortableActor<string[]>(({ signal }) =>
      unwrap(ticketing.GET('/trip-shares', { signal })).then((r) => r.data.map((s) => s.externalTripId)),
    ),
    createTripShare: abortableActor<ShareLink, TripShareRequest>(({ input, signal }) =>
      unwrap(
        ticketing.POST('/trip-shares/{id}', { signal, params: { path: { id: input.externalTripId } } }),
      ).then((r) => ({ url: onAppOrigin(r.data.path), expiresAt: r.data.expiresAt })),
    ),
    deleteTripShare: abortableActor<void, TripShareRequest>(({ input, signal }) =>
      unwrap(
        ticketing.DELETE('/trip-shares/{id}', { signal, params: { path: { id: input.externalTripId } } }),
      ).then(() => undefined),
    ),
    copyLink: abortableActor<void, CopyLinkInput>(async ({ input }) => {
      if (!globalThis.navigator?.clipboard) throw new Error('This browser has no Clipboard API');
      await globalThis.navigator.clipboard.writeText(input.url);
    }),
  };
}

/**
 * `fetchFollowedTrip`: GET /follow/{token} (public: sent without the session's bearer, src/api/clients.ts); 410
 * with the reason once the link stopped working, 404 for an unknown link.
 */
export function createFollowActors(clients: ApiClients) {
  const { ticketing } = clients;
  return {
    fetchFollowedTrip: abortableActor<FollowedTrip, FetchFollowedTripInput>(({ input, signal }) =>
      unwrap(ticketing.GET('/follow/{token}', { signal, params: { path: { token: input.token } } })).then(
        (r) => r.data,
      ),
    ),
  };
}
