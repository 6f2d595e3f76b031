import { expect } from 'vitest';
import { createHarness, twoLocations, type Harness, type Loose } from './harness';

/*
 * Shared parts of the Ticketing API contract tests (openapi/ticketing.yaml): ticketing-contract.test.ts (users,
 * locations and regions, traffic, extensions) and ticketing-contract-trips.test.ts (trips). Each file runs its
 * tests in order against one reference server of its own.
 */

/** The operations ticketing-contract-trips.test.ts exercises; ticketing-contract.test.ts exercises the others. */
export const TRIP_OPERATIONS: readonly string[] = [
  'calculateTrip',
  'bookTrip',
  'calculateTripWithoutAccount',
  'bookTripWithoutAccount',
  'getGuestTrip',
  'cancelGuestTrip',
  'getNextTrip',
  'getTripHistory',
  'exportTrips',
  'getTrip',
  'getVehiclePosition',
  'cancelTrip',
  'submitTripFeedback',
];

/** The carer operations (product §10.12); carers-contract.test.ts exercises them. */
export const CARER_OPERATIONS: readonly string[] = [
  'listCarers',
  'inviteCarer',
  'removeCarer',
  'getCarerInvitation',
  'acceptCarerInvitation',
  'declineCarerInvitation',
  'listCaredTravellers',
  'stopCaring',
];

/**
 * A reference server of the calling file's own with the demo traveller logged in: its harness, access token and
 * two bookable locations in region 20 ({@link twoLocations}).
 */
export async function contractSession(): Promise<{ h: Harness; token: string; from: Loose; to: Loose }> {
  const h = createHarness();
  const token = (await h.login()).accessToken;
  return { h, token, ...(await twoLocations(h, token)) };
}

/** Expects every operation of `ids` to have answered with a 2xx and with a 400 on `h` (responses matching the spec). */
export function expectExercised(h: Harness, ids: readonly string[]) {
  const missing = ids.filter((id) => {
    const statuses = [...(h.seen.get(id) ?? [])];
    return !statuses.some((s) => s >= 200 && s < 300) || !statuses.includes(400);
  });
  expect(missing).toEqual([]);
}
