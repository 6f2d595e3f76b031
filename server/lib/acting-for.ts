import type { Db } from '../db';
import { ApiError } from './api-error';
import { activeLink, type CarerRole } from './carers';
import { getUserById, type UserRow } from './store';

/* Acting for a traveller (an API extension beyond the operator's API, product §10.12): a carer's call with
 * `X-Acting-For: <traveller's username>` runs as the traveller once the pair (carer, traveller) and the carer's
 * role are authorized, on every call (a removed carer is refused at the next request). Deny by default: an
 * operation in neither list below refuses the header. */

/** Operations an observer (and a manager) may call for a traveller: reading and following trips. */
const FOLLOW_OPERATIONS: ReadonlySet<string> = new Set([
  'getUser',
  'getBudget',
  'searchLocations',
  'getRecentLocations',
  'getRegion',
  'getPublicRegion',
  'getNextTrip',
  'getTripHistory',
  'exportTrips',
  'getTrip',
  'getVehiclePosition',
  'checkTrafficIndicator',
  'listSavedPlaces',
  'getTravelPreferences',
  'listTripShares',
]);

/** Operations only a manager may call for a traveller: booking, changing, cancelling, rating and sharing trips. */
const MANAGE_OPERATIONS: ReadonlySet<string> = new Set([
  'calculateTrip',
  'bookTrip',
  'cancelTrip',
  'submitTripFeedback',
  'changeTrip',
  'estimateTripChange',
  'changeTripSeries',
  'pauseTripSeries',
  'createTripShare',
  'deleteTripShare',
]);

/** Who really calls while acting for a traveller: the carer's account and role. */
export interface ActingCarer {
  user: UserRow;
  role: CarerRole;
}

/**
 * Authorizes `X-Acting-For` for the signed-in `carerId` on `operationId`, checked in this order: the operation
 * (403 ActingForNotAllowed: the traveller's own profile, password, pass numbers, the carer features and every
 * operation not listed), the active link with that username (403 NotActingForTraveller: none, removed, declined
 * or never accepted; also one's own username), the role (403 ObserverCannotManage).
 * @returns the traveller the call runs as, and the carer.
 */
export function authorizeActingFor(
  db: Db,
  carerId: number,
  travellerUsername: string,
  operationId: string,
): { traveller: UserRow; carer: ActingCarer } {
  if (!FOLLOW_OPERATIONS.has(operationId) && !MANAGE_OPERATIONS.has(operationId))
    throw new ApiError(
      403,
      'ActingForNotAllowed',
      'This can only be done by the traveller, not by a carer acting for them.',
    );
  const link = activeLink(db, carerId, travellerUsername);
  const traveller = link && getUserById(db, link.traveller_user_id);
  const carer = getUserById(db, carerId);
  if (!link || !traveller || !carer)
    throw new ApiError(403, 'NotActingForTraveller', 'You are not (or no longer) a carer of this traveller.');
  if (link.role === 'observer' && MANAGE_OPERATIONS.has(operationId))
    throw new ApiError(
      403,
      'ObserverCannotManage',
      'You may follow the trips of this traveller, but not book, change, cancel, rate or share them.',
    );
  return { traveller, carer: { user: carer, role: link.role } };
}
