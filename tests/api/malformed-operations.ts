import { createActor, type AnyActorLogic } from 'xstate';
import type { ApiClients } from '../../src/api/clients';
import { unwrap } from '../../src/api/errors';
import {
  createAccountActors,
  createAuthActors,
  createUserDataActors,
  createBookingActors,
  createLiveTrackingActors,
  createReleaseNotesActors,
  createTrafficActors,
  createTripActors,
} from '../../src/app/actors';
import { createStorageLeaseLock } from '../../src/app/session-lease';

/*
 * The operations the app calls, for the client-boundary test (malformed-responses.test.ts): each one an actor of
 * src/app (or a direct client call) with the `METHOD /schema/path` it sends, over the clients given.
 */

const location = {
  name: null,
  street: 'Damrak',
  houseNumber: '1',
  residence: 'Amsterdam',
  postCode: '1012LG',
  latitude: 52.37,
  longitude: 4.89,
};
const bookingRequest = {
  plannedDateTime: '2030-01-01T10:00:00Z',
  locationFrom: location,
  locationTo: location,
  attributes: { travelers: 1 },
  preferences: {},
  planningMode: 1,
  paymentOption: { type: 'payInVehicle' },
};
const range = { from: '2030-01-06', to: '2030-01-12' };

/** One app operation: an actor (or a direct call) and the `METHOD /schema/path` it sends. */
export interface Operation {
  name: string;
  operation: string;
  run: () => Promise<unknown>;
}

/** Runs an actor to its end: resolves with its output, rejects with its error (or when it hangs for 3 s). */
function runActor(logic: AnyActorLogic, input?: unknown): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the actor never settled')), 3000);
    const actor = createActor(logic, { input });
    actor.subscribe({
      complete: () => {
        clearTimeout(timer);
        resolve(actor.getSnapshot().output);
      },
      error: (error) => {
        clearTimeout(timer);
        reject(error);
      },
    });
    actor.start();
  });
}

const actor = (name: string, operation: string, logic: AnyActorLogic, input?: unknown): Operation => ({
  name,
  operation,
  run: () => runActor(logic, input),
});

/** Every operation the app calls, over `clients`. */
export function operationsFor(clients: ApiClients): Operation[] {
  // No storage: the refresh goes to the server (with storage it first checks the stored session).
  const auth = createAuthActors(clients, undefined, createStorageLeaseLock(undefined));
  const userData = createUserDataActors(clients);
  const booking = createBookingActors(clients);
  const trips = createTripActors(clients);
  const account = createAccountActors(clients);
  const releaseNotes = createReleaseNotesActors(clients);
  const live = createLiveTrackingActors(clients);
  const traffic = createTrafficActors(clients);
  return [
    actor('login', 'POST /api/auth/auth/login', auth.login, { email: 'a@b.nl', password: 'x' }),
    actor('refreshSession', 'POST /api/auth/auth/refreshuser', auth.refreshSession, {
      refreshToken: 'r',
      username: 'u',
    }),
    actor('loadUserData: profile', 'GET /users', userData.loadUserData, {
      parts: ['profile'],
      passNumber: null,
    }),
    actor('loadUserData: budget', 'GET /users/budget', userData.loadUserData, {
      parts: ['budget'],
      passNumber: '2001000101',
    }),
    actor('loadUserData: nextTrip', 'GET /trips/next', userData.loadUserData, {
      parts: ['nextTrip'],
      passNumber: null,
    }),
    actor('loadUserData: recent', 'GET /locations/user/recent', userData.loadUserData, {
      parts: ['recentLocations'],
      passNumber: null,
    }),
    actor('loadUserData: region', 'GET /regions', userData.loadUserData, {
      parts: ['region'],
      passNumber: null,
    }),
    actor('calculateTrip', 'POST /trips/calculate', booking.calculateTrip, {
      request: bookingRequest,
      guest: false,
      passNumber: '2001000101',
    }),
    actor('calculateTrip (guest)', 'POST /trips/calculate-without-account', booking.calculateTrip, {
      request: bookingRequest,
      guest: true,
      passNumber: null,
    }),
    actor('bookTrip', 'POST /trips/book', booking.bookTrip, {
      request: bookingRequest,
      guest: false,
      passNumber: '2001000101',
      idempotencyKey: 'k-1',
    }),
    actor('bookTrip (guest)', 'POST /trips/book-without-account', booking.bookTrip, {
      request: bookingRequest,
      guest: true,
      passNumber: null,
      idempotencyKey: 'k-2',
    }),
    actor('loadTripHistory', 'GET /trips/history', trips.loadTripHistory, { range }),
    actor('loadTrip', 'GET /trips/{id}', trips.loadTrip, { externalTripId: 'RT-1' }),
    actor('cancelTrip', 'DELETE /trips/cancel/{id}', trips.cancelTrip, { externalTripId: 'RT-1' }),
    actor('submitFeedback', 'POST /trips/{id}/feedback', trips.submitFeedback, {
      externalTripId: 'RT-1',
      tripFeedback: { rating: 4, feedback: null, platformType: 'Web', appVersion: '4' },
    }),
    actor('exportTripHistory', 'GET /trips/export', trips.exportTripHistory, { range }),
    actor('loadPasswordPolicy', 'GET /api/auth/auth/getpasswordpolicy', account.loadPasswordPolicy),
    actor('registerUser', 'POST /api/external/user-profiles', account.registerUser, {}),
    actor('activateAccount', 'POST /api/external/user-accounts/activate', account.activateAccount, {}),
    actor(
      'renewActivationToken',
      'POST /api/external/user-accounts/activation-token/renew',
      account.renewActivationToken,
      { email: 'a@b.nl' },
    ),
    actor(
      'sendResetToken',
      'POST /api/external/user-accounts/password/send-reset-token',
      account.sendResetToken,
      { email: 'a@b.nl' },
    ),
    actor('checkToken', 'POST /api/userprofile/userprofile/checktoken', account.checkToken, {}),
    actor('resetPassword', 'POST /api/external/user-accounts/password/reset', account.resetPassword, {}),
    actor('upsertPassNumber', 'PATCH /users/passNumber', account.upsertPassNumber, {
      passNumber: '2001000101',
      dateOfBirth: '01-01-1990',
    }),
    actor('deletePassNumber', 'DELETE /users/passnumber/{passNumber}', account.deletePassNumber, {
      passNumber: '2001000101',
    }),
    actor('updateUser', 'PATCH /users', account.updateUser, { firstName: 'A' }),
    actor('changeLanguage', 'POST /api/userprofile/userprofile/changelanguage', account.changeLanguage, {
      language: 'en-US',
    }),
    actor('fetchReleaseNotes', 'GET /api/external/release-notes', releaseNotes.fetchReleaseNotes),
    actor(
      'markReleaseNotesViewed',
      'POST /api/external/release-notes/bulk/mark-as-viewed',
      releaseNotes.markReleaseNotesViewed,
      { ids: [1] },
    ),
    actor('fetchNextTrip', 'GET /trips/next', live.fetchNextTrip),
    actor('fetchVehiclePosition', 'GET /trips/{id}/vehicles/position', live.fetchVehiclePosition, {
      vehicleTrackingId: 'v-1',
    }),
    actor('checkTraffic', 'POST /traffic-indicator/check', traffic.checkTraffic, {
      dateTime: '2030-01-01T10:00:00Z',
    }),
    {
      name: 'address search (address-combobox)',
      operation: 'GET /locations',
      run: () => unwrap(clients.ticketing.GET('/locations', { params: { query: { searchValue: 'Dam' } } })),
    },
    {
      name: 'public region (welcome page)',
      operation: 'GET /regions/public',
      run: () => unwrap(clients.ticketing.GET('/regions/public')),
    },
  ];
}
