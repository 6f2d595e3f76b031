/**
 * The session: login, stored-session restore, the 401 refresh-once rule, logout, the selected pass number and
 * the signed-in user's data (SPEC §1 login, §4 "Login", "Pass numbers at login", "On a 401 the token is
 * refreshed once (concurrent requests queue); failure logs out. Logout clears all state", §5 login validation,
 * §7 /api/auth/auth/login and /refreshuser, §8 login failure and silent session errors).
 *
 * States:
 * ```
 * restoring ──(stored session)──▶ signedIn.active ⇄ signedIn.refreshing
 *     └──(none)──▶ signedOut.idle ⇄ signedOut.submitting ──(login ok)──▶ signedIn.active
 * signedIn ──(logout | refresh refused | session.ended)──▶ signedOut.idle
 * signedIn.refreshing ──(refresh unanswered: no answer, 408, 429, 5xx)──▶ signedIn.active (tokens kept)
 * signedIn ──(session.refreshed: another tab renewed the tokens)──▶ signedIn.active (tokens adopted)
 * ```
 *
 * User data (SPEC §4 "After login the app loads profile, recent locations, budget, upcoming trip and region"):
 * kept in this machine rather than a separate one, because the pass-number rules need the profile and the data
 * lives exactly as long as `signedIn`. Loading is a *spawned* child `loadUserData` (not an invoke on a
 * substate) so that it survives `active ⇄ refreshing` — a data request that gets 401 waits for the refresh and
 * retries — and can be restarted for a subset (`userData.reload`, e.g. budget and upcoming trip after a
 * booking). It is stopped when leaving `signedIn`. `userDataPending` lists the parts in flight.
 *
 * Budget in the first batch (issue 10): the batch asks GET /users/budget together with the profile, with the
 * pass number already selected or remembered by the device, else without `X-Pass-Number` (the server then answers
 * the budget of a user's only pass number, openapi getBudget). When the profile arrives the SPEC §4 pass-number
 * rules run; a budget is kept only when its `passNumber` is the selected one (never another pass's budget), and
 * the decided pass's budget is fetched once more only when the batch did not bring it (a stale remembered number,
 * a failed budget request). So a first login of a traveller with one pass number takes two sequential round
 * trips: login, then the batch.
 *
 * Retries (issue 9 flaky networks): when a {@link REQUIRED_USER_DATA_PARTS} part fails to load, the machine asks
 * for it again by itself, at most {@link MAX_USER_DATA_RETRIES} times in a row, after {@link userDataRetryDelayMs}
 * (1 s, 2 s, 4 s: a delayed, raised `userData.retry`, cancelled on leaving `signedIn`). After the last failure
 * `userDataError` holds the error (the §8 silent kind) and `userDataFailed` the missing parts. Views only render
 * the state; an explicit `userData.reload` or `passNumber.select` starts a new streak.
 *
 * Refresh once: `token.rejected` moves `active → refreshing`; in `refreshing` further `token.rejected` events
 * are ignored, so five concurrent 401s cause one `refreshSession` call (refresh tokens are single-use). A
 * rejection that names an access token other than the current one (a request sent before the last refresh) is
 * also ignored: the caller simply retries with the current token. Callers wait with
 * `waitFor(auth, (s) => !s.matches({ signedIn: 'refreshing' }))` and then read {@link selectAccessToken}
 * (null = signed out, give up). Only a refresh the server refuses logs out; one it did not answer (a flaky
 * network, a 503 — issue 9 chaos mode) keeps the session, and the rejected request fails with its 401.
 *
 * Tabs (issue 16 item 1): all tabs of a browser share one stored session. Tokens another tab renewed arrive as
 * `session.refreshed` (adopted, also ending a `refreshing` that waits for the cross-tab lock); a logout or another
 * account's login in another tab arrives as `session.ended` (sign out without touching storage, which belongs to
 * the other tab now). Which tab refreshes is the `refreshSession` implementation's concern (one at a time).
 */
import {
  and,
  assertEvent,
  assign,
  cancel,
  enqueueActions,
  fromPromise,
  setup,
  spawnChild,
  stopChild,
} from 'xstate';
import type { DoneActorEvent, ErrorActorEvent, SnapshotFrom } from 'xstate';
import type { AppError, Budget, Location, Region, SessionUser, Trip, UserProfile } from './types';
import { UNEXPECTED_ERROR, toAppError } from './lib/errors';

/** What the app keeps in storage between visits (written by `persistSession`, read by `loadStoredSession`). */
export interface StoredSession {
  /** The account's email (login answer `user.username`). */
  username: string;
  accessToken: string;
  refreshToken: string;
  /** The pass number selected in this login session, if any. */
  passNumber: string | null;
}

/** The signed-in user's data loaded in one parallel batch after login (SPEC §4). */
export interface UserData {
  /** GET /users (Ticketing): names, pass numbers, hasMonthlyBilling. */
  profile: UserProfile | null;
  /** GET /users/budget for the selected pass number (null without one). */
  budget: Budget | null;
  /** GET /trips/next (null when nothing in the next 2 weeks). */
  nextTrip: Trip | null;
  /** GET /locations/user/recent. */
  recentLocations: Location[];
  /** GET /regions. */
  region: Region | null;
}

/** One part of {@link UserData}. */
export type UserDataPart = keyof UserData;

/** All {@link UserData} parts, in load order. */
const USER_DATA_PARTS: readonly UserDataPart[] = [
  'profile',
  'budget',
  'nextTrip',
  'recentLocations',
  'region',
];

/**
 * Parts the signed-in pages cannot do without, retried automatically when they fail to load: the profile (names,
 * pass-number rules), the budget (the home page's card) and the region (the booking form's payment options and
 * attribute ranges). The upcoming trip has its own 30 s poll; recent locations are a convenience.
 */
const REQUIRED_USER_DATA_PARTS: readonly UserDataPart[] = ['profile', 'budget', 'region'];

/** How many times in a row a failed {@link REQUIRED_USER_DATA_PARTS} part is asked again before giving up. */
export const MAX_USER_DATA_RETRIES = 3;

/**
 * Wait before automatic retry number `retry` (1-based) of failed user data, in ms: 1000 · 2^(retry − 1), so
 * 1 s, 2 s, 4 s.
 */
function userDataRetryDelayMs(retry: number): number {
  return 1000 * 2 ** Math.max(0, retry - 1);
}

/** SPEC §4 pass-number dialog to show once per login session: `entry` (none yet) or `selection` (several). */
export type PassNumberPrompt = 'entry' | 'selection';

/** SPEC §5/§8 login form errors, as i18n keys. */
export interface LoginFieldErrors {
  email?: 'login.usernameRequired';
  password?: 'login.passwordRequired';
}

/**
 * The login failure shown on the form: `login.invalidForm` for wrong credentials (SPEC §8), otherwise
 * `error.unexpected` with the server's text in `message` when it gave one.
 */
export interface LoginError {
  key: 'login.invalidForm' | 'error.unexpected';
  /** Server-provided text (already localised) for unexpected errors; empty otherwise. */
  message: string;
  status: number;
}

/** Context of {@link authMachine}. */
export interface AuthContext {
  /** Email of the last login attempt (prefills /activate after `UserNotConfirmed`). */
  email: string | null;
  /** The signed-in account (its email), from the login answer's `user.username`. */
  username: string | null;
  accessToken: string | null;
  refreshToken: string | null;
  /** Access-token lifetime in seconds, from the last login/refresh (null after a restore). */
  expiresIn: number | null;
  /** SPEC §4 pass number selected for this login session; scopes later requests (`X-Pass-Number`). */
  passNumber: string | null;
  /** SPEC §4 pass-number dialog to show now, or null. */
  passNumberPrompt: PassNumberPrompt | null;
  /** The pass-number rules ran for this login session (the dialog shows once per session). */
  passNumberChecked: boolean;
  /**
   * The pass number this device last had selected for this email (from the `login` answer), until the pass-number
   * rules ran: the post-login batch fetches its budget, so the budget needs no extra round trip (issue 10).
   */
  rememberedPassNumber: string | null;
  error: LoginError | null;
  fieldErrors: LoginFieldErrors;
  userData: UserData;
  /** Parts being (re)loaded right now; empty when idle. */
  userDataPending: UserDataPart[];
  /** The last user-data load failure (the §8 "silent" kind: no toast), or null. */
  userDataError: AppError | null;
  /** Automatic retries spent on the current failure streak of required parts (0–{@link MAX_USER_DATA_RETRIES}). */
  userDataRetries: number;
  /** Required parts the last load did not bring (waiting for a retry, or given up after the last one). */
  userDataFailed: UserDataPart[];
}

/** Events accepted by {@link authMachine}. */
export type AuthEvent =
  /** Submit the login form (`signedOut.idle`). */
  | { type: 'login.submit'; email: string; password: string }
  /** Log out (`signedIn`): clears tokens, pass number, user data and the stored session. */
  | { type: 'logout' }
  /** A bearer request got 401 (`signedIn.active`); `accessToken` is the token the request carried. */
  | { type: 'token.rejected'; accessToken?: string }
  /** Tokens were renewed elsewhere (e.g. another tab); adopt them (`signedIn`). */
  | { type: 'session.refreshed'; accessToken: string; refreshToken: string; expiresIn?: number }
  /** Another tab ended the session (logout there, or another account signed in): sign out, storage is theirs. */
  | { type: 'session.ended' }
  /** Select the pass number for this login session (`signedIn`); reloads the budget. */
  | { type: 'passNumber.select'; passNumber: string }
  /** Close the pass-number dialog without choosing ("skip") (`signedIn`). */
  | { type: 'passNumber.dismiss' }
  /** Reload some (default all) user-data parts (`signedIn`), e.g. `['budget', 'nextTrip']` after booking. */
  | { type: 'userData.reload'; parts?: UserDataPart[] }
  /** Replace user-data parts the app already has (e.g. the upcoming-trip poll, an edited profile) (`signedIn`). */
  | { type: 'userData.update'; data: Partial<UserData> }
  /**
   * Ask again for required parts that failed to load (`signedIn`). Raised by the machine itself after
   * {@link userDataRetryDelayMs}; `parts` are the failed ones.
   */
  | { type: 'userData.retry'; parts: UserDataPart[] };

type AuthMachineEvent =
  AuthEvent | DoneActorEvent<Partial<UserData>, 'loadUserData'> | ErrorActorEvent<unknown, 'loadUserData'>;

/** Input of the `login` actor: the form's credentials (sent as HTTP Basic; never stored in context). */
export interface LoginInput {
  email: string;
  password: string;
}

/** Input of the `refreshSession` actor (POST /api/auth/auth/refreshuser). */
export interface RefreshSessionInput {
  refreshToken: string;
  username: string;
}

/**
 * Output of the `refreshSession` actor: the renewed session. `expiresIn` (s) is null when the tokens were not
 * renewed by this tab but adopted from another tab's renewal (issue 16 item 1: the lifetime is not stored).
 */
export interface RenewedSession {
  username: string;
  sessionTokens: { accessToken: string; refreshToken: string; expiresIn: number | null };
}

/** Output of the `login` actor: the login answer's user plus the device's remembered pass number for the email. */
export type LoginOutput = SessionUser & { rememberedPassNumber?: string | null };

/** Input of the `loadUserData` actor: which parts to fetch, for which pass number. */
export interface LoadUserDataInput {
  parts: UserDataPart[];
  passNumber: string | null;
}

const EMPTY_USER_DATA: UserData = {
  profile: null,
  budget: null,
  nextTrip: null,
  recentLocations: [],
  region: null,
};

function signedOutContext(): AuthContext {
  return {
    email: null,
    username: null,
    accessToken: null,
    refreshToken: null,
    expiresIn: null,
    passNumber: null,
    passNumberPrompt: null,
    passNumberChecked: false,
    rememberedPassNumber: null,
    error: null,
    fieldErrors: {},
    userData: { ...EMPTY_USER_DATA },
    userDataPending: [],
    userDataError: null,
    userDataRetries: 0,
    userDataFailed: [],
  };
}

/** SPEC §5 login validation: email and password required. Returns field → i18n key; `{}` when valid. */
export function validateLoginForm(email: string, password: string): LoginFieldErrors {
  const errors: LoginFieldErrors = {};
  if (email.trim() === '') errors.email = 'login.usernameRequired';
  if (password === '') errors.password = 'login.passwordRequired';
  return errors;
}

/**
 * SPEC §4 "Pass numbers at login": what to do once the profile is known. A still-valid selection is kept;
 * exactly one pass number is auto-selected; none → entry dialog; several → selection dialog.
 */
export function decidePassNumber(
  profile: Pick<UserProfile, 'passNumbers'>,
  current: string | null,
): { passNumber: string | null; prompt: PassNumberPrompt | null } {
  const numbers = profile.passNumbers.map((p) => p.passNumber);
  if (current !== null && numbers.includes(current)) return { passNumber: current, prompt: null };
  if (numbers.length === 1) return { passNumber: numbers[0] ?? null, prompt: null };
  return { passNumber: null, prompt: numbers.length === 0 ? 'entry' : 'selection' };
}

/**
 * {@link decidePassNumber} at the first profile of a login session, with the device's remembered pass number:
 * the rules (and the dialog) are unchanged, but when the selection dialog shows and the remembered number is still
 * one of the profile's, it is preselected so its budget shows meanwhile.
 */
export function decideLoginPassNumber(
  profile: Pick<UserProfile, 'passNumbers'>,
  current: string | null,
  remembered: string | null,
): { passNumber: string | null; prompt: PassNumberPrompt | null } {
  const decision = decidePassNumber(profile, current);
  const known = profile.passNumbers.some((p) => p.passNumber === remembered);
  if (decision.passNumber === null && decision.prompt === 'selection' && known) {
    return { passNumber: remembered, prompt: 'selection' };
  }
  return decision;
}

/** The pass number the user-data batch fetches the budget for: the selected one, else the remembered one. */
const batchPassNumber = (context: AuthContext): string | null =>
  context.passNumber ?? context.rememberedPassNumber;

/**
 * The budget to show for `passNumber`: `budget` when it is that pass's (or null: none), else null — the app never
 * shows a budget of another pass than the selected one (a stale remembered number, a selection changed meanwhile).
 */
function budgetFor(budget: Budget | null, passNumber: string | null): Budget | null {
  return budget !== null && budget.passNumber === passNumber ? budget : null;
}

/**
 * Required parts ({@link REQUIRED_USER_DATA_PARTS}) that a load asked for (`requested`) but did not bring
 * (`loaded`: the load's output; null when the whole load failed).
 */
function failedRequiredParts(
  requested: readonly UserDataPart[],
  loaded: Partial<UserData> | null,
): UserDataPart[] {
  return requested.filter((p) => REQUIRED_USER_DATA_PARTS.includes(p) && (loaded === null || !(p in loaded)));
}

/**
 * At the first profile of a login session: the pass number the SPEC §4 rules select, when the batch did not bring
 * that pass's budget (so it must be fetched); null when nothing more is needed.
 */
function passNumberNeedingBudget(context: AuthContext, data: Partial<UserData>): string | null {
  const profile = data.profile;
  if (!profile || context.passNumberChecked) return null;
  const decision = decideLoginPassNumber(profile, context.passNumber, context.rememberedPassNumber);
  if (decision.passNumber === null) return null;
  return data.budget?.passNumber === decision.passNumber ? null : decision.passNumber;
}

/**
 * After a user-data load: the automatic retry to schedule for the failed required parts
 * ({@link AuthContext.userDataFailed}): `{ parts, delay (ms) }` while retries are left, `'giveUp'` after the last
 * one, null when nothing failed.
 */
function retryPlan(context: AuthContext): { parts: UserDataPart[]; delay: number } | 'giveUp' | null {
  if (context.userDataFailed.length === 0) return null;
  if (context.userDataRetries >= MAX_USER_DATA_RETRIES) return 'giveUp';
  return { parts: context.userDataFailed, delay: userDataRetryDelayMs(context.userDataRetries + 1) };
}

/**
 * The profile language to apply after a user-data load: the language of the session's FIRST profile (login or
 * restore; none loaded before), else null. Later loads (after an edit, a booking) leave the UI language alone, so a
 * choice just made on /profile is never undone by a reload that crossed it.
 */
function firstProfileLanguage(
  context: AuthContext,
  loaded: Partial<UserData>,
): UserProfile['language'] | null {
  return context.userData.profile === null ? (loaded.profile?.language ?? null) : null;
}

function storedSessionOf(context: AuthContext): StoredSession {
  return {
    username: context.username ?? '',
    accessToken: context.accessToken ?? '',
    refreshToken: context.refreshToken ?? '',
    passNumber: context.passNumber,
  };
}

function notProvided(name: string): never {
  throw new Error(`auth.machine: actor "${name}" was not provided`);
}

/**
 * SPEC §4 session statechart (XState v5). See the module comment for states and the refresh-once rule.
 *
 * Actors to provide:
 * - `loadStoredSession`: no input → {@link StoredSession} | null (default: null).
 * - `login`: {@link LoginInput} → {@link LoginOutput} `{ username, sessionTokens: { accessToken, refreshToken,
 *   expiresIn (s) }, rememberedPassNumber? }` (the device's last selected pass number for the email, issue 10);
 *   rejects with a §8 error whose `code` is `InvalidCredentials` (401) or
 *   `UserNotConfirmed` (403).
 * - `refreshSession`: {@link RefreshSessionInput} → {@link RenewedSession}; rejects (401) when the refresh token
 *   is refused or the session ended in another tab. Must not go through the 401-retry middleware. Tabs share one
 *   session: the implementation must make sure only one tab refreshes a given refresh token (issue 16 item 1).
 * - `loadUserData`: {@link LoadUserDataInput} → `Partial<UserData>` with the requested parts, fetched in one
 *   parallel batch; resolve with the parts that loaded (§8: failures are silent), reject only if none did.
 *
 * Actions to provide (defaults do nothing): `persistSession` {@link StoredSession} (write storage),
 * `applyAccountLanguage` `{ language }` (issue 17 item 1: show the UI in the account's language and keep it on the
 * device; null = nothing to apply; called once per session, when its first profile arrives),
 * `clearSession` `{ username }` (remove the stored session of that account, not another account's, and any app
 * caches), `forgetDevice` (on logout only: also forget
 * what the device remembers of the traveller, e.g. the last selected pass number), `goToActivation` `{ email }` (navigate to
 * /activate), `notifyError` `{ error: AppError }` (toast for unexpected login failures).
 *
 * Guards (built in): `isLoginFormComplete`, `hasStoredSession`, `isUserNotConfirmed`, `isInvalidCredentials`,
 * `isRejectedTokenCurrent`, `needsDecidedPassBudget`.

 */
export const authMachine = setup({
  types: {
    context: {} as AuthContext,
    events: {} as AuthMachineEvent,
  },
  actors: {
    loadStoredSession: fromPromise<StoredSession | null>(async () => null),
    login: fromPromise<LoginOutput, LoginInput>(async () => notProvided('login')),
    refreshSession: fromPromise<RenewedSession, RefreshSessionInput>(async () =>
      notProvided('refreshSession'),
    ),
    loadUserData: fromPromise<Partial<UserData>, LoadUserDataInput>(async () => notProvided('loadUserData')),
  },
  actions: {
    persistSession: (_, _params: StoredSession) => {},
    applyAccountLanguage: (_, _params: { language: UserProfile['language'] | null }) => {},
    clearSession: (_, _params: { username: string | null }) => {},
    forgetDevice: () => {},
    /** Issue 10: starts loading the signed-in home (chunks, full dictionary) while the login request is in flight. */
    preloadSignedIn: () => {},
    goToActivation: (_, _params: { email: string }) => {},
    notifyError: (_, _params: { error: AppError }) => {},
    startLogin: assign(({ event }) => {
      assertEvent(event, 'login.submit');
      return { email: event.email.trim(), error: null, fieldErrors: {} };
    }),
    showFieldErrors: assign(({ event }) => {
      assertEvent(event, 'login.submit');
      return { fieldErrors: validateLoginForm(event.email, event.password), error: null };
    }),
    showLoginError: assign((_, params: { error: unknown; invalidCredentials: boolean }) => {
      const error = toAppError(params.error);
      return {
        error: params.invalidCredentials
          ? { key: 'login.invalidForm' as const, message: '', status: error.status }
          : { key: 'error.unexpected' as const, message: error.message, status: error.status },
      };
    }),
    restoreSession: assign((_, params: { session: StoredSession | null }) => ({
      username: params.session?.username ?? null,
      accessToken: params.session?.accessToken ?? null,
      refreshToken: params.session?.refreshToken ?? null,
      passNumber: params.session?.passNumber ?? null,
    })),
    storeTokens: assign((_, params: { user: SessionUser | RenewedSession }) => ({
      username: params.user.username,
      accessToken: params.user.sessionTokens.accessToken,
      refreshToken: params.user.sessionTokens.refreshToken,
      expiresIn: params.user.sessionTokens.expiresIn,
      error: null,
    })),
    adoptTokens: assign(({ context, event }) => {
      assertEvent(event, 'session.refreshed');
      return {
        accessToken: event.accessToken,
        refreshToken: event.refreshToken,
        expiresIn: event.expiresIn ?? context.expiresIn,
      };
    }),
    adoptRememberedPassNumber: assign((_, params: { user: LoginOutput }) => ({
      rememberedPassNumber: params.user.rememberedPassNumber ?? null,
    })),
    resetSession: assign(() => signedOutContext()),
    queueUserDataParts: assign(({ context }, params: { parts?: UserDataPart[] }) => {
      // Restart with the union of what was pending and what is asked, so a reload never drops a part in flight.
      const asked = params.parts ?? USER_DATA_PARTS;
      return {
        userDataPending: USER_DATA_PARTS.filter(
          (p) => asked.includes(p) || context.userDataPending.includes(p),
        ),
      };
    }),
    spawnUserDataLoad: spawnChild('loadUserData', {
      id: 'loadUserData',
      input: ({ context }) => ({ parts: context.userDataPending, passNumber: batchPassNumber(context) }),
    }),
    stopUserDataLoad: stopChild('loadUserData'),
    storeUserData: assign(({ context }, params: { data: Partial<UserData> }) => {
      const userData = { ...context.userData, ...params.data };
      if (!userData.profile || context.passNumberChecked || params.data.profile === undefined) {
        userData.budget = budgetFor(userData.budget, context.passNumber);
        return { userData, userDataPending: [], userDataError: null };
      }
      const decision = decideLoginPassNumber(
        userData.profile,
        context.passNumber,
        context.rememberedPassNumber,
      );
      // Only the selected pass's budget is shown: the batch's is kept when it is that pass's (issue 10).
      userData.budget = budgetFor(userData.budget, decision.passNumber);
      return {
        userData,
        userDataPending: [],
        userDataError: null,
        passNumber: decision.passNumber,
        passNumberPrompt: decision.prompt,
        passNumberChecked: true,
        rememberedPassNumber: null,
      };
    }),
    storeUserDataError: assign((_, params: { error: unknown }) => ({
      userDataPending: [],
      userDataError: toAppError(params.error),
    })),
    /**
     * Notes the required parts the finished load (`loaded`; null: it failed as a whole) did not bring, except those
     * fetched again right away (`except`); a load that brought them all ends the retry streak.
     */
    recordUserDataFailures: assign(
      ({ context }, params: { loaded: Partial<UserData> | null; except?: UserDataPart[] }) => {
        const failed = failedRequiredParts(context.userDataPending, params.loaded).filter(
          (p) => !params.except?.includes(p),
        );
        return { userDataFailed: failed, userDataRetries: failed.length === 0 ? 0 : context.userDataRetries };
      },
    ),
    /**
     * Failed required user-data parts (issue 9): raises a delayed `userData.retry` (id `userDataRetry`) while
     * retries are left ({@link retryPlan}: after 1, 2, 4 s), else gives up and keeps an error for the views.
     * The cast is for TypeScript only: inside this `setup`, any `enqueueActions` makes the inferred action map
     * circular (TS2719); at run time XState runs it as the enqueueActions action it is (tests/machines/auth*).
     */
    scheduleUserDataRetry: enqueueActions<AuthContext, AuthEvent, undefined, AuthEvent>(
      ({ context, enqueue }) => {
        const plan = retryPlan(context);
        if (plan === 'giveUp')
          enqueue.assign({ userDataError: context.userDataError ?? { ...UNEXPECTED_ERROR } });
        else if (plan)
          enqueue.raise(
            { type: 'userData.retry', parts: plan.parts },
            { id: 'userDataRetry', delay: plan.delay },
          );
      },
    ) as unknown as () => void,
    cancelUserDataRetry: cancel('userDataRetry'),
    countUserDataRetry: assign(({ context }) => ({
      userDataRetries: context.userDataRetries + 1,
      userDataFailed: [],
    })),
    resetUserDataRetries: assign({ userDataRetries: 0 }),
    updateUserData: assign(({ context, event }) => {
      assertEvent(event, 'userData.update');
      const userData = { ...context.userData, ...event.data };
      return { userData: { ...userData, budget: budgetFor(userData.budget, context.passNumber) } };
    }),
    selectPassNumber: assign(({ context, event }) => {
      assertEvent(event, 'passNumber.select');
      return {
        passNumber: event.passNumber,
        passNumberPrompt: null,
        passNumberChecked: true,
        // The previous pass's budget goes until the chosen one's arrives.
        userData: { ...context.userData, budget: budgetFor(context.userData.budget, event.passNumber) },
      };
    }),
    dismissPassNumberPrompt: assign({ passNumberPrompt: null }),
  },
  guards: {
    isLoginFormComplete: ({ event }) =>
      event.type === 'login.submit' &&
      Object.keys(validateLoginForm(event.email, event.password)).length === 0,
    hasStoredSession: (_, params: { session: StoredSession | null }) =>
      !!params.session &&
      !!params.session.accessToken &&
      !!params.session.refreshToken &&
      !!params.session.username,
    /** No answer (status 0), 408, 429 or 5xx: the server did not judge the request (issue 9 chaos: 503). */
    isTransientError: (_, params: { error: unknown }) => {
      const { status } = toAppError(params.error);
      return status === 0 || status === 408 || status === 429 || status >= 500;
    },
    isUserNotConfirmed: (_, params: { error: unknown }) =>
      toAppError(params.error).code === 'UserNotConfirmed',
    isInvalidCredentials: (_, params: { error: unknown }) => {
      const error = toAppError(params.error);
      return error.code === 'InvalidCredentials' || error.status === 401;
    },
    isRejectedTokenCurrent: ({ context, event }) =>
      event.type === 'token.rejected' &&
      (event.accessToken === undefined || event.accessToken === context.accessToken),
    hasRefreshToken: ({ context }) => !!context.refreshToken && !!context.username,
    /** The first profile of the session selects a pass number whose budget the batch did not bring. */
    needsDecidedPassBudget: ({ context }, params: { data: Partial<UserData> }) =>
      passNumberNeedingBudget(context, params.data) !== null,
  },
}).createMachine({
  id: 'auth',
  context: signedOutContext,
  initial: 'restoring',
  states: {
    restoring: {
      invoke: {
        src: 'loadStoredSession',
        onDone: [
          {
            guard: { type: 'hasStoredSession', params: ({ event }) => ({ session: event.output }) },
            target: 'signedIn',
            actions: { type: 'restoreSession', params: ({ event }) => ({ session: event.output }) },
          },
          { target: 'signedOut' },
        ],
        onError: { target: 'signedOut' },
      },
    },
    signedOut: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'login.submit': [
              {
                guard: 'isLoginFormComplete',
                target: 'submitting',
                actions: ['startLogin', 'preloadSignedIn'],
              },
              { actions: 'showFieldErrors' },
            ],
          },
        },
        submitting: {
          invoke: {
            src: 'login',
            input: ({ event }) => {
              assertEvent(event, 'login.submit');
              return { email: event.email.trim(), password: event.password };
            },
            onDone: {
              target: '#auth.signedIn',
              actions: [
                { type: 'storeTokens', params: ({ event }) => ({ user: event.output }) },
                { type: 'adoptRememberedPassNumber', params: ({ event }) => ({ user: event.output }) },
                { type: 'persistSession', params: ({ context }) => storedSessionOf(context) },
              ],
            },
            onError: [
              {
                guard: { type: 'isUserNotConfirmed', params: ({ event }) => ({ error: event.error }) },
                target: 'idle',
                actions: {
                  type: 'goToActivation',
                  params: ({ context }) => ({ email: context.email ?? '' }),
                },
              },
              {
                guard: { type: 'isInvalidCredentials', params: ({ event }) => ({ error: event.error }) },
                target: 'idle',
                actions: {
                  type: 'showLoginError',
                  params: ({ event }) => ({ error: event.error, invalidCredentials: true }),
                },
              },
              {
                target: 'idle',
                actions: [
                  {
                    type: 'showLoginError',
                    params: ({ event }) => ({ error: event.error, invalidCredentials: false }),
                  },
                  { type: 'notifyError', params: ({ event }) => ({ error: toAppError(event.error) }) },
                ],
              },
            ],
          },
        },
      },
    },
    signedIn: {
      initial: 'active',
      entry: ['stopUserDataLoad', { type: 'queueUserDataParts', params: {} }, 'spawnUserDataLoad'],
      exit: ['stopUserDataLoad', 'cancelUserDataRetry'],
      on: {
        logout: {
          target: 'signedOut',
          actions: [
            { type: 'clearSession', params: ({ context }) => ({ username: context.username }) },
            'resetSession',
            'forgetDevice',
          ],
        },
        'session.ended': { target: 'signedOut', actions: 'resetSession' },
        'session.refreshed': {
          target: '.active',
          actions: [
            'adoptTokens',
            { type: 'persistSession', params: ({ context }) => storedSessionOf(context) },
          ],
        },
        'passNumber.select': {
          actions: [
            'selectPassNumber',
            { type: 'persistSession', params: ({ context }) => storedSessionOf(context) },
            'resetUserDataRetries',
            'stopUserDataLoad',
            { type: 'queueUserDataParts', params: { parts: ['budget'] } },
            'spawnUserDataLoad',
          ],
        },
        'passNumber.dismiss': { actions: 'dismissPassNumberPrompt' },
        'userData.reload': {
          actions: [
            'resetUserDataRetries',
            'stopUserDataLoad',
            { type: 'queueUserDataParts', params: ({ event }) => ({ parts: event.parts }) },
            'spawnUserDataLoad',
          ],
        },
        'userData.retry': {
          actions: [
            'countUserDataRetry',
            'stopUserDataLoad',
            { type: 'queueUserDataParts', params: ({ event }) => ({ parts: event.parts }) },
            'spawnUserDataLoad',
          ],
        },
        'userData.update': { actions: 'updateUserData' },
        'xstate.done.actor.loadUserData': [
          {
            guard: { type: 'needsDecidedPassBudget', params: ({ event }) => ({ data: event.output }) },
            actions: [
              {
                type: 'recordUserDataFailures',
                params: ({ event }) => ({ loaded: event.output, except: ['budget'] }),
              },
              // Issue 17 item 1: the account's language wins once per session (its first profile).
              {
                type: 'applyAccountLanguage',
                params: ({ context, event }) => ({ language: firstProfileLanguage(context, event.output) }),
              },
              { type: 'storeUserData', params: ({ event }) => ({ data: event.output }) },
              { type: 'persistSession', params: ({ context }) => storedSessionOf(context) },
              // A stale remembered pass number or a failed budget request: fetch the selected pass's budget now.
              'stopUserDataLoad',
              { type: 'queueUserDataParts', params: { parts: ['budget'] } },
              'spawnUserDataLoad',
              // Failed required parts: a delayed `userData.retry` (retryPlan), or give up after the last one.
              'scheduleUserDataRetry',
            ],
          },
          {
            actions: [
              { type: 'recordUserDataFailures', params: ({ event }) => ({ loaded: event.output }) },
              // Issue 17 item 1: the account's language wins once per session (its first profile).
              {
                type: 'applyAccountLanguage',
                params: ({ context, event }) => ({ language: firstProfileLanguage(context, event.output) }),
              },
              { type: 'storeUserData', params: ({ event }) => ({ data: event.output }) },
              // The pass-number rules may just have selected one (with its budget from the batch).
              { type: 'persistSession', params: ({ context }) => storedSessionOf(context) },
              // Failed required parts: a delayed `userData.retry` (retryPlan), or give up after the last one.
              'scheduleUserDataRetry',
            ],
          },
        ],
        'xstate.error.actor.loadUserData': {
          actions: [
            { type: 'recordUserDataFailures', params: { loaded: null } },
            { type: 'storeUserDataError', params: ({ event }) => ({ error: event.error }) },
            // Failed required parts: a delayed `userData.retry` (retryPlan), or give up after the last one.
            'scheduleUserDataRetry',
          ],
        },
      },
      states: {
        active: {
          on: {
            'token.rejected': [
              { guard: and(['isRejectedTokenCurrent', 'hasRefreshToken']), target: 'refreshing' },
              {
                guard: 'isRejectedTokenCurrent',
                target: '#auth.signedOut',
                actions: [
                  { type: 'clearSession', params: ({ context }) => ({ username: context.username }) },
                  'resetSession',
                ],
              },
            ],
          },
        },
        refreshing: {
          invoke: {
            src: 'refreshSession',
            input: ({ context }) => ({
              refreshToken: context.refreshToken ?? '',
              username: context.username ?? '',
            }),
            onDone: {
              target: 'active',
              actions: [
                { type: 'storeTokens', params: ({ event }) => ({ user: event.output }) },
                { type: 'persistSession', params: ({ context }) => storedSessionOf(context) },
              ],
            },
            onError: [
              {
                // A flaky network or gateway (no answer, 5xx, 408, 429) says nothing about the refresh token:
                // stay signed in with the tokens we have. The request that got the 401 fails with it (a clear
                // error the traveller can retry); the next 401 tries the refresh again.
                guard: { type: 'isTransientError', params: ({ event }) => ({ error: event.error }) },
                target: 'active',
              },
              {
                target: '#auth.signedOut',
                actions: [
                  { type: 'clearSession', params: ({ context }) => ({ username: context.username }) },
                  'resetSession',
                ],
              },
            ],
          },
        },
      },
    },
  },
});

/** Snapshot of {@link authMachine}. */
export type AuthSnapshot = SnapshotFrom<typeof authMachine>;

/** Still reading the stored session (render nothing or a splash; route guards should wait). */
export const selectIsRestoring = (s: AuthSnapshot): boolean => s.matches('restoring');
/** SPEC §2 route guards: signed in (also while refreshing). */
export const selectIsSignedIn = (s: AuthSnapshot): boolean => s.matches('signedIn');
/** A token refresh is in flight (requests that got 401 wait for this to end). */
export const selectIsRefreshing = (s: AuthSnapshot): boolean => s.matches({ signedIn: 'refreshing' });
/** The login request is in flight. */
export const selectIsSubmitting = (s: AuthSnapshot): boolean => s.matches({ signedOut: 'submitting' });
/** Bearer token for `Authorization`, or null when signed out. */
export const selectAccessToken = (s: AuthSnapshot): string | null =>
  s.matches('signedIn') ? s.context.accessToken : null;
/** The selected pass number for `X-Pass-Number`, or null. */
export const selectPassNumber = (s: AuthSnapshot): string | null => s.context.passNumber;
/** The pass-number dialog to show, or null. */
export const selectPassNumberPrompt = (s: AuthSnapshot): PassNumberPrompt | null =>
  s.context.passNumberPrompt;
/** Login form failure (`login.invalidForm` / `error.unexpected`). */
export const selectLoginError = (s: AuthSnapshot): LoginError | null => s.context.error;
/** Login form field errors. */
export const selectLoginFieldErrors = (s: AuthSnapshot): LoginFieldErrors => s.context.fieldErrors;
/** The profile (GET /users). */
export const selectProfile = (s: AuthSnapshot): UserProfile | null => s.context.userData.profile;
/** The selected pass number's budget (km). */
export const selectBudget = (s: AuthSnapshot): Budget | null => s.context.userData.budget;
/** The upcoming trip. */
export const selectNextTrip = (s: AuthSnapshot): Trip | null => s.context.userData.nextTrip;
/** Recent locations. */
export const selectRecentLocations = (s: AuthSnapshot): Location[] => s.context.userData.recentLocations;
/** The region (settings and attribute definitions). */
export const selectRegion = (s: AuthSnapshot): Region | null => s.context.userData.region;
/** Some user-data part is loading (the part list when the view needs it: `s.context.userDataPending`). */
export const selectIsUserDataLoading = (s: AuthSnapshot): boolean => s.context.userDataPending.length > 0;
