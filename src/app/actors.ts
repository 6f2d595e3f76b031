/**
 * The real side effects behind the statecharts' named actors (CONVENTIONS: machines declare, src/app provides).
 * Each actor calls one or a few SPEC §7 operations through the typed openapi-fetch clients and either resolves
 * with wire data or rejects with the §8 {@link ApiError}. Aborts (leaving a state) reject with an AbortError.
 */
import { fromPromise } from 'xstate';
import type { ApiClients } from '../api/clients';
import { unwrap } from '../api/errors';
import type {
  LoadUserDataInput,
  LoginInput,
  RefreshSessionInput,
  StoredSession,
  UserData,
  UserDataPart,
} from '../../machines/auth.machine';
import type { BookTripInput, CalculateTripInput } from '../../machines/booking.machine';
import type { BookingResult, SessionUser, TripSummary } from '../../machines/types';

/** Where the signed-in session is remembered between visits (localStorage key). */
export const SESSION_STORAGE_KEY = 'regiotaxi.session';

/** Base64 of a string's UTF-8 bytes (HTTP Basic credentials may contain any character). */
export function base64Utf8(value: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(value)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** Reads the stored session; null when absent or unreadable (a corrupt entry is dropped, never thrown). */
export function readStoredSession(storage: Storage | undefined): StoredSession | null {
  try {
    const raw = storage?.getItem(SESSION_STORAGE_KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<StoredSession>;
    if (
      typeof value.username !== 'string' ||
      typeof value.accessToken !== 'string' ||
      typeof value.refreshToken !== 'string'
    ) {
      return null;
    }
    return {
      username: value.username,
      accessToken: value.accessToken,
      refreshToken: value.refreshToken,
      passNumber: typeof value.passNumber === 'string' ? value.passNumber : null,
    };
  } catch {
    return null;
  }
}

/**
 * Actors of machines/auth.machine.ts: `loadStoredSession`, `login` (HTTP Basic), `refreshSession` and
 * `loadUserData` (profile, budget, next trip, recent locations and region in ONE parallel batch, SPEC §4).
 */
export function createAuthActors(clients: ApiClients, storage: Storage | undefined) {
  const { account, ticketing } = clients;

  const fetchPart = async (
    part: UserDataPart,
    input: LoadUserDataInput,
    signal: AbortSignal,
  ): Promise<Partial<UserData>> => {
    switch (part) {
      case 'profile':
        return { profile: (await unwrap(ticketing.GET('/users', { signal }))).data };
      case 'budget': {
        if (!input.passNumber) return { budget: null };
        const headers = { 'X-Pass-Number': input.passNumber };
        return {
          budget: (await unwrap(ticketing.GET('/users/budget', { signal, params: { header: headers } })))
            .data,
        };
      }
      case 'nextTrip':
        return { nextTrip: (await unwrap(ticketing.GET('/trips/next', { signal }))).data ?? null };
      case 'recentLocations':
        return { recentLocations: (await unwrap(ticketing.GET('/locations/user/recent', { signal }))).data };
      case 'region':
        return { region: (await unwrap(ticketing.GET('/regions', { signal }))).data };
    }
  };

  return {
    loadStoredSession: fromPromise<StoredSession | null>(async () => readStoredSession(storage)),
    login: fromPromise<SessionUser, LoginInput>(async ({ input, signal }) => {
      const authorization = `Basic ${base64Utf8(`${input.email}:${input.password}`)}`;
      const body = await unwrap(
        account.POST('/api/auth/auth/login', { signal, headers: { Authorization: authorization } }),
      );
      return body.Data.user;
    }),
    refreshSession: fromPromise<SessionUser, RefreshSessionInput>(async ({ input, signal }) => {
      const body = await unwrap(account.POST('/api/auth/auth/refreshuser', { signal, body: input }));
      return body.Data.user;
    }),
    loadUserData: fromPromise<Partial<UserData>, LoadUserDataInput>(async ({ input, signal }) => {
      // §8: these loads are silent; resolve with what arrived, reject only when nothing did.
      const results = await Promise.allSettled(input.parts.map((part) => fetchPart(part, input, signal)));
      const loaded = results.filter(
        (r): r is PromiseFulfilledResult<Partial<UserData>> => r.status === 'fulfilled',
      );
      if (loaded.length === 0 && results.length > 0) throw (results[0] as PromiseRejectedResult).reason;
      return Object.assign({}, ...loaded.map((r) => r.value)) as Partial<UserData>;
    }),
  };
}

/** Actors of machines/booking.machine.ts: `calculateTrip` and `bookTrip` (guest variants without account). */
export function createBookingActors(clients: ApiClients) {
  const { ticketing } = clients;
  // The guest endpoints require the visitor's email and name (entered on the welcome page, SPEC §2).
  const guestBody = ({ request }: CalculateTripInput) => ({
    ...request,
    email: request.email ?? '',
    firstName: request.firstName ?? '',
    lastName: request.lastName ?? '',
  });
  const passHeader = (passNumber: string | null) => (passNumber ? { 'X-Pass-Number': passNumber } : {});
  return {
    calculateTrip: fromPromise<TripSummary, CalculateTripInput>(async ({ input, signal }) => {
      if (input.guest) {
        return (
          await unwrap(ticketing.POST('/trips/calculate-without-account', { signal, body: guestBody(input) }))
        ).data;
      }
      const header = passHeader(input.passNumber);
      return (
        await unwrap(ticketing.POST('/trips/calculate', { signal, body: input.request, params: { header } }))
      ).data;
    }),
    bookTrip: fromPromise<BookingResult, BookTripInput>(async ({ input, signal }) => {
      const header = { ...passHeader(input.passNumber), 'Idempotency-Key': input.idempotencyKey };
      if (input.guest) {
        const body = guestBody(input);
        return (
          await unwrap(ticketing.POST('/trips/book-without-account', { signal, body, params: { header } }))
        ).data;
      }
      return (
        await unwrap(ticketing.POST('/trips/book', { signal, body: input.request, params: { header } }))
      ).data;
    }),
  };
}
