import type { paths as TicketingPaths } from '../../openapi/generated/ticketing';

/**
 * product §10.12 Carers: the Ticketing operations a carer makes FOR a traveller, as `METHOD schemaPath`. Only these
 * carry `X-Acting-For` (src/api/middleware.ts): reading and following trips (an observer's and a manager's) and
 * booking, changing, cancelling, rating and sharing them (a manager's). Everything else stays the account's own and
 * is sent without the header: the traveller's profile, password and pass numbers, saved-place and preference
 * edits, the carer features themselves (GET /carer/travellers), the Account API, release notes. The reference
 * server refuses the header on any other operation (403 `ActingForNotAllowed`, server/lib/acting-for.ts).
 */
const ACTING_FOR_OPERATIONS: ReadonlySet<string> = new Set([
  // following (observer and manager)
  'GET /users',
  'GET /users/budget',
  'GET /locations',
  'GET /locations/user/recent',
  'GET /regions',
  'GET /trips/next',
  'GET /trips/history',
  'GET /trips/export',
  'GET /trips/{id}',
  'GET /trips/{id}/vehicles/position',
  'POST /traffic-indicator/check',
  'GET /users/saved-places',
  'GET /users/travel-preferences',
  'GET /trip-shares',
  // managing (manager only)
  'POST /trips/calculate',
  'POST /trips/book',
  'DELETE /trips/cancel/{id}',
  'POST /trips/{id}/feedback',
  'PATCH /trips/{id}',
  'POST /trips/{id}/changes/estimate',
  'PATCH /trips/{id}/series/change',
  'POST /trips/{id}/series/pause',
  'POST /trip-shares/{id}',
  'DELETE /trip-shares/{id}',
] satisfies `${string} ${keyof TicketingPaths}`[]);

/** The operations of {@link ACTING_FOR_OPERATIONS} (tests compare them with the YAML). */
export function actingForOperations(): readonly string[] {
  return [...ACTING_FOR_OPERATIONS];
}

/** Does a request (`method`, openapi-fetch `schemaPath`) carry `X-Acting-For` while the tab acts for someone? */
export function isActingForOperation(method: string, schemaPath: string): boolean {
  return ACTING_FOR_OPERATIONS.has(`${method.toUpperCase()} ${schemaPath}`);
}
