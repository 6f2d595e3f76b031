/**
 * The real side effects behind the statecharts' named actors (CONVENTIONS: machines declare, src/app provides).
 * Each actor calls one or a few SPEC §7 operations through the typed openapi-fetch clients and either resolves
 * with wire data or rejects with the §8 {@link ApiError}. Aborts (leaving a state) reject with an AbortError.
 */
import { fromPromise, type NonReducibleUnknown } from 'xstate';
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
import type { CheckTrafficInput, TrafficLevel } from '../../machines/traffic-indicator.machine';
import type {
  BookingResult,
  SessionUser,
  Trip,
  TripSummary,
  UserProfile,
  VehicleInfo,
} from '../../machines/types';
import { rangeToUtcBounds } from '../../machines/lib/time';
import type { FeedbackSubmission } from '../../machines/rating.machine';
import type { CancelTripInput } from '../../machines/trip.machine';
import {
  HISTORY_QUERY,
  type ExportTripHistoryInput,
  type ExportedFile,
  type LoadTripHistoryInput,
  type LoadTripInput,
} from '../../machines/trip-history.machine';
import { exportFilename } from '../features/my-trips/download';
import type { PasswordPolicy } from '../../machines/lib/account-rules';
import type { RegistrationPayload } from '../../machines/registration.machine';
import type { ActivateAccountInput } from '../../machines/activation.machine';
import type { CheckTokenInput, ResetPasswordInput } from '../../machines/password-reset.machine';
import type { UpsertPassNumberInput } from '../../machines/pass-number-entry.machine';
import type { ProfileLanguage, UpdateUserInput } from '../../machines/profile.machine';
import type { ReleaseNote } from '../../machines/release-notes.machine';
import type { FetchVehiclePositionInput } from '../../machines/live-map.machine';
import { encodeVehicleTrackingId } from '../../machines/lib/live-trip';

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

/**
 * `fromPromise` whose outcome is dropped once its signal is aborted: the promise never settles. An aborted actor
 * has been stopped, and its late answer must not reach a restarted one — React StrictMode stops and rehydrates
 * `useActorRef` actors, and the stale invocation's rejection (the reference server answers an aborted request
 * with 499) would otherwise land in the rehydrated machine as if the fresh request had failed.
 */
function accountActor<TOutput, TInput = NonReducibleUnknown>(
  run: (args: { input: TInput; signal: AbortSignal }) => Promise<TOutput>,
) {
  return fromPromise<TOutput, TInput>(({ input, signal }) =>
    run({ input, signal }).then(
      (output) => (signal.aborted ? new Promise<TOutput>(() => {}) : output),
      (error: unknown) => (signal.aborted ? new Promise<TOutput>(() => {}) : Promise.reject(error)),
    ),
  );
}

/**
 * Actors of the account statecharts (SPEC §7 Account API and the Ticketing API's /users operations):
 * registration, activation, password reset, pass numbers, profile and release notes. Each resolves with the
 * unwrapped wire data the machine declares, or rejects with the §8 {@link ApiError}.
 */
export function createAccountActors(clients: ApiClients) {
  const { account, ticketing } = clients;
  const loadPasswordPolicy = accountActor<PasswordPolicy>(
    async ({ signal }) => (await unwrap(account.GET('/api/auth/auth/getpasswordpolicy', { signal }))).Data,
  );
  const upsertPassNumber = accountActor<UserProfile, UpsertPassNumberInput>(
    async ({ input, signal }) =>
      (await unwrap(ticketing.PATCH('/users/passNumber', { signal, body: input }))).data,
  );
  return {
    /** GET /api/auth/auth/getpasswordpolicy → `Data`. */
    loadPasswordPolicy,
    /** POST /api/external/user-profiles (201; 409 when the email is taken). */
    registerUser: accountActor<void, RegistrationPayload>(async ({ input, signal }) => {
      await unwrap(account.POST('/api/external/user-profiles', { signal, body: input }));
    }),
    /** POST /api/external/user-accounts/activate. */
    activateAccount: accountActor<void, ActivateAccountInput>(async ({ input, signal }) => {
      await unwrap(account.POST('/api/external/user-accounts/activate', { signal, body: input }));
    }),
    /** POST /api/external/user-accounts/activation-token/renew. */
    renewActivationToken: accountActor<void, { email: string }>(async ({ input, signal }) => {
      await unwrap(
        account.POST('/api/external/user-accounts/activation-token/renew', { signal, body: input }),
      );
    }),
    /** POST /api/external/user-accounts/password/send-reset-token. */
    sendResetToken: accountActor<void, { email: string }>(async ({ input, signal }) => {
      await unwrap(
        account.POST('/api/external/user-accounts/password/send-reset-token', { signal, body: input }),
      );
    }),
    /** POST /api/userprofile/userprofile/checktoken → `Data.errorMessage` (null = valid). */
    checkToken: accountActor<string | null, CheckTokenInput>(async ({ input, signal }) => {
      const body = await unwrap(
        account.POST('/api/userprofile/userprofile/checktoken', { signal, body: input }),
      );
      return body.Data.errorMessage;
    }),
    /** POST /api/external/user-accounts/password/reset. */
    resetPassword: accountActor<void, ResetPasswordInput>(async ({ input, signal }) => {
      await unwrap(account.POST('/api/external/user-accounts/password/reset', { signal, body: input }));
    }),
    /** PATCH /users/passNumber → the updated user. */
    upsertPassNumber,
    /** DELETE /users/passnumber/{passNumber} → the updated user. */
    deletePassNumber: accountActor<UserProfile, { passNumber: string }>(async ({ input, signal }) => {
      const params = { path: { passNumber: input.passNumber } };
      return (await unwrap(ticketing.DELETE('/users/passnumber/{passNumber}', { signal, params }))).data;
    }),
    /** PATCH /users → the updated user. */
    updateUser: accountActor<UserProfile, UpdateUserInput>(
      async ({ input, signal }) => (await unwrap(ticketing.PATCH('/users', { signal, body: input }))).data,
    ),
    /** POST /api/userprofile/userprofile/changelanguage. */
    changeLanguage: accountActor<void, { language: ProfileLanguage }>(async ({ input, signal }) => {
      await unwrap(account.POST('/api/userprofile/userprofile/changelanguage', { signal, body: input }));
    }),
    /** GET /api/external/release-notes → `Data` (unviewed notes, newest first). */
    fetchReleaseNotes: accountActor<ReleaseNote[]>(
      async ({ signal }) => (await unwrap(account.GET('/api/external/release-notes', { signal }))).Data,
    ),
    /** POST /api/external/release-notes/bulk/mark-as-viewed. */
    markReleaseNotesViewed: accountActor<void, { ids: number[] }>(async ({ input, signal }) => {
      await unwrap(account.POST('/api/external/release-notes/bulk/mark-as-viewed', { signal, body: input }));
    }),
  };
}

/**
 * Actors of the trip statecharts (SPEC §7 trips calls): `loadTripHistory` (GET /trips/history, §9 page of 50
 * sorted by departure ascending → `items`), `loadTrip` (GET /trips/{id}), `cancelTrip` (DELETE
 * /trips/cancel/{id}; 409 within 60 minutes), `submitFeedback` (POST /trips/{id}/feedback) and
 * `exportTripHistory` (GET /trips/export with the range as UTC instants, read as a blob; the filename comes
 * from content-disposition, default trip-history.pdf). All reject with the §8 {@link ApiError}.
 */
export function createTripActors(clients: ApiClients) {
  const { ticketing } = clients;
  /**
   * Settles like `work`, except after an abort: then it never settles. React StrictMode stops and revives a
   * `useActorRef` actor (same refs), and XState would relay the aborted first request's rejection to the
   * revived invoke — the page would show a failure although the repeated request succeeds.
   */
  const unlessAborted = <T>(signal: AbortSignal, work: Promise<T>): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      work.then(
        (value) => {
          if (!signal.aborted) resolve(value);
        },
        (error: unknown) => {
          if (!signal.aborted) reject(error);
        },
      );
    });
  return {
    loadTripHistory: fromPromise<Trip[], LoadTripHistoryInput>(({ input, signal }) => {
      const query = { from: input.range.from, to: input.range.to, ...HISTORY_QUERY };
      return unlessAborted(
        signal,
        unwrap(ticketing.GET('/trips/history', { signal, params: { query } })).then((page) => page.items),
      );
    }),
    loadTrip: fromPromise<Trip, LoadTripInput>(({ input, signal }) => {
      const params = { path: { id: input.externalTripId } };
      return unlessAborted(
        signal,
        unwrap(ticketing.GET('/trips/{id}', { signal, params })).then((r) => r.data),
      );
    }),
    cancelTrip: fromPromise<Trip, CancelTripInput>(({ input, signal }) => {
      const params = { path: { id: input.externalTripId } };
      return unlessAborted(
        signal,
        unwrap(ticketing.DELETE('/trips/cancel/{id}', { signal, params })).then((r) => r.data),
      );
    }),
    submitFeedback: fromPromise<Trip, FeedbackSubmission>(({ input, signal }) => {
      const params = { path: { id: input.externalTripId } };
      return unlessAborted(
        signal,
        unwrap(ticketing.POST('/trips/{id}/feedback', { signal, params, body: input })).then((r) => r.data),
      );
    }),
    exportTripHistory: fromPromise<ExportedFile, ExportTripHistoryInput>(({ input, signal }) => {
      const call = ticketing.GET('/trips/export', {
        signal,
        params: { query: rangeToUtcBounds(input.range) },
        parseAs: 'blob',
      });
      return unlessAborted(
        signal,
        unwrap(call).then(async (blob) => {
          const { response } = await call;
          return { blob, filename: exportFilename(response.headers.get('content-disposition')) };
        }),
      );
    }),
  };
}

/**
 * Actors of machines/upcoming-trip.machine.ts and machines/live-map.machine.ts (SPEC §7): `fetchNextTrip`
 * (GET /trips/next → the trip or null) and `fetchVehiclePosition` (GET /trips/{id}/vehicles/position with id =
 * base64 of the vehicleTrackingId's UTF-8 bytes; openapi-fetch URL-encodes it into the path). Both reject with
 * the §8 ApiError (the machines keep those failures silent) and never settle once aborted: React StrictMode
 * stops and revives the views' actors, and an aborted poll's rejection must not count as the revived poll's
 * answer (the machine would then wait a whole interval for nothing).
 */
export function createLiveTrackingActors(clients: ApiClients) {
  const { ticketing } = clients;
  const unlessAborted = <T>(signal: AbortSignal, work: Promise<T>): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      work.then(
        (value) => {
          if (!signal.aborted) resolve(value);
        },
        (error: unknown) => {
          if (!signal.aborted) reject(error);
        },
      );
    });
  return {
    fetchNextTrip: fromPromise<Trip | null>(({ signal }) =>
      unlessAborted(
        signal,
        unwrap(ticketing.GET('/trips/next', { signal })).then((r) => r.data ?? null),
      ),
    ),
    fetchVehiclePosition: fromPromise<VehicleInfo, FetchVehiclePositionInput>(({ input, signal }) => {
      const params = { path: { id: encodeVehicleTrackingId(input.vehicleTrackingId) } };
      return unlessAborted(
        signal,
        unwrap(ticketing.GET('/trips/{id}/vehicles/position', { signal, params })).then((r) => r.data),
      );
    }),
  };
}

/**
 * The `checkTraffic` actor of machines/traffic-indicator.machine.ts (SPEC §7 POST /traffic-indicator/check,
 * §8 an error hides the badge): resolves with the indicator (low | medium | high), rejects with the §8 ApiError.
 * It never settles once aborted (a newer time, or React StrictMode reviving the booking actor), so a stale
 * failure cannot hide the badge of the current time.
 */
export function createTrafficActors(clients: ApiClients) {
  const { ticketing } = clients;
  return {
    checkTraffic: fromPromise<TrafficLevel, CheckTrafficInput>(
      ({ input, signal }) =>
        new Promise<TrafficLevel>((resolve, reject) => {
          unwrap(
            ticketing.POST('/traffic-indicator/check', { signal, body: { dateTime: input.dateTime } }),
          ).then(
            (body) => {
              if (!signal.aborted) resolve(body.data.indicator);
            },
            (error: unknown) => {
              if (!signal.aborted) reject(error);
            },
          );
        }),
    ),
  };
}
