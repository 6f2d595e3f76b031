import type { UserDataPart } from '../../machines/user-data.machine';
import type { paths as TicketingPaths } from '../../openapi/generated/ticketing';

/**
 * product §4/§7: the Ticketing API operation (GET) behind each part of the signed-in user's data. Shared by the
 * `loadUserData` actor (./auth-actors.ts) and the inline boot script's prefetch (src/boot/user-data-prefetch.ts),
 * so both ask the same URLs. Free of runtime imports.
 */
export const USER_DATA_PATHS = {
  profile: '/users',
  budget: '/users/budget',
  nextTrip: '/trips/next',
  recentLocations: '/locations/user/recent',
  region: '/regions',
} as const satisfies Record<UserDataPart, keyof TicketingPaths>;
