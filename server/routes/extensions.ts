import type { Context } from 'hono';
import type { operations } from '../../openapi/generated/ticketing';
import { ApiError } from '../lib/api-error';
import type { AppEnv, Services } from '../lib/context';
import { createSavedPlace, deleteSavedPlace, savedPlacesOf, updateSavedPlace } from '../lib/saved-places';
import { getOwnTrip, getRegionSettings, type TripRow, type UserRow } from '../lib/store';
import { saveTravelPreferences, travelPreferencesOf } from '../lib/travel-preferences';
import { activeTripSharesOf, createTripShare, followSharedTrip, stopTripShare } from '../lib/trip-shares';
import { ok, type TypedHandlers } from '../lib/typed-handlers';
import { REGION_ID } from '../seed';
import { signedInUser } from '../lib/signed-in';

/** operationIds of the API extensions (openapi/ticketing.yaml, tag `extensions`, `x-extension: true`). */
type ExtensionOperation =
  | 'listSavedPlaces'
  | 'createSavedPlace'
  | 'updateSavedPlace'
  | 'deleteSavedPlace'
  | 'getTravelPreferences'
  | 'updateTravelPreferences'
  | 'listTripShares'
  | 'createTripShare'
  | 'deleteTripShare'
  | 'followSharedTrip';

/** Answers of the public follow page's API are never stored by a browser or proxy (they hold a capability). */
const NO_STORE = { 'Cache-Control': 'no-store' } as const;

/**
 * Handlers of the API extensions (beyond the operator's API, product §10.10), part of the Ticketing API's handlers
 * (server/routes/ticketing.ts): saved places, travel preferences, share links and the public follow call. Input
 * arrives validated against openapi/ticketing.yaml; every write checks its answer against the spec inside its
 * transaction (`checkResult`), so a refused request writes nothing. Another traveller's place or trip answers
 * 404 like an unknown one (no oracle). Time is the server clock (`s.now()`, moved by `/dev/clock`).
 */
export function extensionHandlers(s: Services): Pick<TypedHandlers<operations, AppEnv>, ExtensionOperation> {
  const { db } = s;

  const currentUser = (c: Context<AppEnv>): UserRow => signedInUser(db, c);
  const regionIdOf = (c: Context<AppEnv>): number => Number(c.req.header('x-region-id') ?? REGION_ID);
  const ownTrip = (c: Context<AppEnv>, id: string): TripRow => {
    const row = getOwnTrip(db, currentUser(c).id, id);
    if (!row) throw new ApiError(404, 'TripNotFound', 'This trip was not found.');
    return row;
  };

  return {
    listSavedPlaces: (c) => ok({ data: savedPlacesOf(db, currentUser(c).id) }),

    createSavedPlace: (c, { body, checkResult }) => {
      const place = createSavedPlace(db, s.places(), currentUser(c).id, body, s.now(), (data) =>
        checkResult({ status: 201, body: { data } }),
      );
      return { status: 201, body: { data: place } };
    },

    updateSavedPlace: (c, { path, body, checkResult }) => {
      const place = updateSavedPlace(db, s.places(), currentUser(c).id, path.placeId, body, s.now(), (data) =>
        checkResult(ok({ data })),
      );
      return ok({ data: place });
    },

    deleteSavedPlace: (c, { path }) => ok({ data: deleteSavedPlace(db, currentUser(c).id, path.placeId) }),

    getTravelPreferences: (c) => ok({ data: travelPreferencesOf(db, currentUser(c).id) }),

    updateTravelPreferences: (c, { body, checkResult }) => {
      const regionId = regionIdOf(c);
      const settings = getRegionSettings(db, regionId);
      if (!settings) throw new ApiError(400, 'UnknownRegion', `Region ${regionId} is not served.`);
      const stored = saveTravelPreferences(db, regionId, settings, currentUser(c), body, s.now(), (data) =>
        checkResult(ok({ data })),
      );
      return ok({ data: stored });
    },

    listTripShares: (c) => ok({ data: activeTripSharesOf(db, currentUser(c).id, s.now()) }),

    createTripShare: (c, { path, checkResult }) => {
      const share = createTripShare(db, ownTrip(c, path.id), s.now(), (data) =>
        checkResult({ status: 201, body: { data } }),
      );
      return { status: 201, body: { data: share } };
    },

    deleteTripShare: (c, { path }) => {
      const trip = ownTrip(c, path.id);
      const now = s.now();
      stopTripShare(db, trip.id, now);
      return ok({ data: activeTripSharesOf(db, trip.user_id ?? -1, now) });
    },

    /**
     * Public: the followed trip of a share token. The per-address attempt limit applies as to
     * every typed secret: an unknown token counts as a refusal, a blocked address gets 429 even for a valid token.
     * A link that stopped working is not a guess and is not counted (410 with its reason).
     */
    followSharedTrip: async (c, { path }) => {
      const address = c.get('clientAddress');
      await s.limits.assertAddressOpen(address);
      const followed = followSharedTrip(db, path.token, s.now());
      if (!followed) {
        throw await s.limits.refused(
          address,
          new ApiError(
            404,
            'ShareNotFound',
            'This link does not exist. Check the link, or ask the traveller for a new one.',
          ),
        );
      }
      return { status: 200, body: { data: followed }, headers: { ...NO_STORE } };
    },
  };
}
