/**
 * The session: login, stored-session restore, the 401 refresh-once rule, logout and the pass number that scopes
 * requests: what the API middleware needs (product §1 login, §4 "Login", "On a 401 the token is refreshed once
 * (concurrent requests queue); failure logs out. Logout clears all state", §5 login validation, §7
 * /api/auth/auth/login and /refreshuser, §8 login failure and silent session errors).
 *
 * States:
 * ```
 * restoring ──(stored session)──▶ signedIn.active ⇄ signedIn.refreshing
 *     └──(none)──▶ signedOut.idle ⇄ signedOut.submitting ──(login ok)──▶ signedIn.active
 * signedIn ──(logout | refresh refused | session.ended)──▶ signedOut.idle
 *   (logout also spawns `revokeSession`: the server ends the session; nobody waits for it)
 * signedIn.refreshing ──(refresh unanswered: no answer, 408, 429, 5xx)──▶ signedIn.active (tokens kept)
 * signedIn ──(session.refreshed: another tab renewed the tokens)──▶ signedIn.active (tokens adopted)
 * ```
 *
 * Travelling for (product §10.12 Carers): the child `travellingFor` (machines/travelling-for.machine.ts, spawned
 * beside `userData`) holds the tab's choice; each change arrives as `travellingFor.changed`, kept here as
 * `actingFor` (sent as `X-Acting-For`, kept in the tab by `persistActingFor`), and restarts `userData`, so the
 * tab's data is reloaded as the traveller and the traveller's pass number is decided by the product §4 rules
 * (the account's own pass number is kept aside and comes back with "Myself").
 *
 * User data (product §4 "After login the app loads profile, …") and the pass-number rules live in the child
 * `userData` (machines/user-data.machine.ts, {@link selectUserData}), spawned on entering `signedIn` and stopped
 * on leaving it, so it survives `active ⇄ refreshing`. It reports the login session's pass number
 * (`passNumber.selected`), kept here for `X-Pass-Number` and the stored session. Views send user-data events to it.
 *
 * Refresh once: `token.rejected` moves `active → refreshing`; in `refreshing` further `token.rejected` events
 * are ignored, so five concurrent 401s cause one `refreshSession` call (refresh tokens are single-use), and so
 * is a rejection of an access token other than the current one (the caller retries with the current). Callers
 * wait with `waitFor(auth, (s) => !s.matches({ signedIn: 'refreshing' }))`, then read {@link selectAccessToken}
 * (null = signed out, give up). Only a refresh the server refuses logs out; one it did not answer (a flaky
 * network, a 503 as the dev chaos mode sends) keeps the session, and the rejected request fails with its 401.
 *
 * Tabs: all tabs of a browser share one stored session. Tokens another tab renewed arrive as
 * `session.refreshed` (adopted, also ending a `refreshing` that waits for the cross-tab lock); a logout or another
 * account's login in another tab arrives as `session.ended` (sign out without touching storage, which belongs to
 * the other tab now). Which tab refreshes is the `refreshSession` implementation's concern (one at a time).
 */
import { and, assertEvent, assign, enqueueActions, fromPromise, setup, spawnChild, stopChild } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import type { AppError, SessionUser } from './types';
import { toAppError, errorParams } from './lib/errors';
import {
  isTransientStatus,
  loginErrorOf,
  validateLoginForm,
  type LoginError,
  type LoginFieldErrors,
} from './lib/login-rules';
import { travellingForStandIn, userDataStandIn } from './lib/session-stand-ins';
import { notProvidedActor } from './lib/not-provided';
import {
  restoredActingFor,
  signedOutContext,
  storedSessionOf,
  switchActingFor,
  tabActingForOf,
  type AuthContext,
  type AuthEvent,
  type LoginInput,
  type LoginOutput,
  type RefreshSessionInput,
  type RenewedSession,
  type RevokeSessionInput,
  type StoredSession,
} from './lib/session-context';
import type { CaredTraveller } from './lib/acting-for';

export type * from './lib/session-context';

/** `params` of `clearSession` and `forgetOfflineSnapshot`: the signed-in username (null when none). */
const usernameParams = ({ context }: { context: AuthContext }) => ({ username: context.username });

/** `params` of `persistSession`: the session as stored on the device (machines/lib/session-context.ts). */
const storedSessionParams = ({ context }: { context: AuthContext }) => storedSessionOf(context);

/** `params` of `persistActingFor`: the tab's travelling-for choice and the pass number used for it. */
const actingForParams = ({ context }: { context: AuthContext }) => tabActingForOf(context);

/**
 * product §4 session statechart (XState v5). See the module comment for states and the refresh-once rule.
 *
 * Actors to provide:
 * - `loadStoredSession`: no input → {@link StoredSession} | null (default: null).
 * - `login`: {@link LoginInput} → {@link LoginOutput} `{ username, sessionTokens: { accessToken, refreshToken,
 *   expiresIn (s) }, rememberedPassNumber? }` (the device's last selected pass number for the email);
 *   rejects with a §8 error whose `code` is `InvalidCredentials` (401) or `UserNotConfirmed` (403).
 * - `refreshSession`: {@link RefreshSessionInput} → {@link RenewedSession}; rejects (401) when the refresh token
 *   is refused or the session ended in another tab. Must not go through the 401-retry middleware. Tabs share one
 *   session: the implementation must make sure only one tab refreshes a given refresh token.
 * - `revokeSession`: {@link RevokeSessionInput} → void: ends the session on the server (its refresh-token family
 *   is revoked). Spawned on logout, fire-and-forget: the machine is already `signedOut` and never waits for it;
 *   the implementation must swallow failures (a failed call changes nothing on the device). Default: nothing.
 * - `userData`: machines/user-data.machine.ts provided with its `loadUserData` actor and `applyAccountLanguage`
 *   action (spawned while `signedIn`, input `{ passNumber, rememberedPassNumber }`).
 * - `travellingFor`: machines/travelling-for.machine.ts provided with its `loadTravellers` actor (spawned while
 *   `signedIn`, input `{ actingFor }`).
 * Both children default to stand-ins with their chart's initial context (machines/lib/session-stand-ins.ts), so
 * this chart imports neither chart: /login does not load them; the app provides them loaded on demand.
 *
 * Actions to provide (defaults do nothing): `persistSession` {@link StoredSession} (write storage),
 * `clearSession` `{ username }` (remove the stored session of that account, not another account's, and any app
 * caches), `persistActingFor` `{ username, traveller, passNumber }` (keep the tab's travelling-for choice and the pass
number used for the traveller in this tab only; traveller null: forget it), `forgetDevice` (on logout only: also forget what the device remembers of the traveller, e.g. the last
 * selected pass number), `forgetOfflineSnapshot` `{ username }` (on logout, a session ended in another tab and a
 * refused refresh: delete that account's offline snapshot, machines/connectivity.machine.ts), `preloadSignedIn` (start loading the signed-in home while the login request is
 * in flight), `goToActivation` `{ email }` (navigate to /activate), `notifyError` `{ error: AppError }` (toast for
 * unexpected login failures).
 *
 * Guards (built in): `isLoginFormComplete`, `hasStoredSession`, `isTransientError`, `isUserNotConfirmed`,
 * `isInvalidCredentials`, `isRejectedTokenCurrent`, `hasRefreshToken`.
 */
export const authMachine = setup({
  types: {
    context: {} as AuthContext,
    events: {} as AuthEvent,
    children: {} as { userData: 'userData'; travellingFor: 'travellingFor' },
  },
  actors: {
    loadStoredSession: fromPromise<StoredSession | null>(async () => null),
    login: notProvidedActor<LoginOutput, LoginInput>('auth', 'login'),
    refreshSession: notProvidedActor<RenewedSession, RefreshSessionInput>('auth', 'refreshSession'),
    revokeSession: fromPromise<void, RevokeSessionInput>(async () => {}),
    userData: userDataStandIn,
    travellingFor: travellingForStandIn,
  },
  actions: {
    persistSession: (_, _params: StoredSession) => {},
    clearSession: (_, _params: { username: string | null }) => {},
    persistActingFor: (
      _,
      _params: { username: string; traveller: CaredTraveller | null; passNumber: string | null },
    ) => {},
    forgetDevice: () => {},
    forgetOfflineSnapshot: (_, _params: { username: string | null }) => {},
    /** Starts loading the signed-in home (chunks, full dictionary) while the login request is in flight. */
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
    showLoginError: assign((_, params: { error: unknown; invalidCredentials: boolean }) => ({
      error: loginErrorOf(toAppError(params.error), params.invalidCredentials),
    })),
    restoreSession: assign((_, params: { session: StoredSession | null }) => ({
      username: params.session?.username ?? null,
      accessToken: params.session?.accessToken ?? null,
      refreshToken: params.session?.refreshToken ?? null,
      passNumber: params.session?.passNumber ?? null,
      passNumberPromptGiven: params.session?.passNumberPromptGiven ?? false,
      // A reloaded tab that acted for someone goes on doing so, with the pass number it used for them.
      ...restoredActingFor(params.session),
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
    /**
     * Ends the session on this device: `clearSession` and `forgetOfflineSnapshot` for the signed-in username, then
     * `resetSession` (logout, a rejected token that cannot be renewed, a failed renewal). The cast is for
     * TypeScript only: inside this `setup`, any `enqueueActions` makes the inferred action map circular (TS2719);
     * at run time XState runs it as the enqueueActions action it is (tests/machines/auth.machine.test.ts).
     */
    endSession: enqueueActions<AuthContext, AuthEvent, undefined, AuthEvent>(({ context, enqueue }) => {
      const params = usernameParams({ context });
      enqueue({ type: 'clearSession', params });
      enqueue({ type: 'forgetOfflineSnapshot', params });
      enqueue('resetSession');
    }) as unknown as () => void,
    spawnUserData: spawnChild('userData', {
      id: 'userData',
      input: ({ context }) => ({
        passNumber: context.passNumber,
        rememberedPassNumber: context.rememberedPassNumber,
        passNumberPromptGiven: context.passNumberPromptGiven,
      }),
    }),
    stopUserData: stopChild('userData'),
    spawnTravellingFor: spawnChild('travellingFor', {
      id: 'travellingFor',
      input: ({ context }) => ({ actingFor: context.actingFor }),
    }),
    stopTravellingFor: stopChild('travellingFor'),
    /** The tab now acts for the event's traveller, or myself (machines/lib/session-context.ts `switchActingFor`). */
    storeActingFor: assign(({ context, event }) => {
      assertEvent(event, 'travellingFor.changed');
      return switchActingFor(context, event.traveller);
    }),
    /** Logout: asks the server to end the session, without waiting (best effort; see `revokeSession`). */
    revokeOnServer: spawnChild('revokeSession', {
      input: ({ context }) => ({
        refreshToken: context.refreshToken ?? '',
        username: context.username ?? '',
      }),
    }),
    storePassNumber: assign(({ event }) => {
      assertEvent(event, 'passNumber.selected');
      return { passNumber: event.passNumber, passNumberPromptGiven: event.promptGiven };
    }),
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
    /** No answer (status 0), 408, 429 or 5xx: the server did not judge the request (e.g. chaos mode's 503). */
    isTransientError: (_, params: { error: unknown }) => isTransientStatus(toAppError(params.error).status),
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
                { type: 'persistSession', params: storedSessionParams },
              ],
            },
            onError: [
              {
                guard: { type: 'isUserNotConfirmed', params: errorParams },
                target: 'idle',
                actions: {
                  type: 'goToActivation',
                  params: ({ context }) => ({ email: context.email ?? '' }),
                },
              },
              {
                guard: { type: 'isInvalidCredentials', params: errorParams },
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
      entry: ['spawnUserData', 'spawnTravellingFor'],
      exit: ['stopUserData', 'stopTravellingFor'],
      on: {
        logout: {
          target: 'signedOut',
          actions: ['revokeOnServer', 'endSession', 'forgetDevice'],
        },
        'session.ended': {
          target: 'signedOut',
          actions: [{ type: 'forgetOfflineSnapshot', params: usernameParams }, 'resetSession'],
        },
        'session.refreshed': {
          target: '.active',
          actions: ['adoptTokens', { type: 'persistSession', params: storedSessionParams }],
        },
        // Reported by the user-data child after each load and each choice: keep it, and with the stored session.
        'passNumber.selected': {
          actions: [
            'storePassNumber',
            { type: 'persistSession', params: storedSessionParams },
            { type: 'persistActingFor', params: actingForParams },
          ],
        },
        // The tab's travelling-for choice changed: its data is reloaded as the traveller (or as myself).
        'travellingFor.changed': {
          actions: [
            'storeActingFor',
            { type: 'persistActingFor', params: actingForParams },
            'stopUserData',
            'spawnUserData',
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
                actions: 'endSession',
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
                { type: 'persistSession', params: storedSessionParams },
              ],
            },
            onError: [
              {
                // A flaky network or gateway (no answer, 5xx, 408, 429) says nothing about the refresh token:
                // stay signed in with the tokens we have. The request that got the 401 fails with it (a clear
                // error the traveller can retry); the next 401 tries the refresh again.
                guard: { type: 'isTransientError', params: errorParams },
                target: 'active',
              },
              {
                target: '#auth.signedOut',
                actions: 'endSession',
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
/** product §2 route guards: signed in (also while refreshing). */
export const selectIsSignedIn = (s: AuthSnapshot): boolean => s.matches('signedIn');
/** A token refresh is in flight (requests that got 401 wait for this to end). */
export const selectIsRefreshing = (s: AuthSnapshot): boolean => s.matches({ signedIn: 'refreshing' });
/** The login request is in flight. */
export const selectIsSubmitting = (s: AuthSnapshot): boolean => s.matches({ signedOut: 'submitting' });
/** Bearer token for `Authorization`, or null when signed out. */
export const selectAccessToken = (s: AuthSnapshot): string | null =>
  s.matches('signedIn') ? s.context.accessToken : null;
/** The username the tab acts for (`X-Acting-For`, product §10.12), or null: the account itself. */
export const selectActingForUsername = (s: AuthSnapshot): string | null =>
  s.matches('signedIn') ? (s.context.actingFor?.username ?? null) : null;
/**
 * The tab's travelling-for actor (machines/travelling-for.machine.ts: the chooser, the band, the "no longer shares"
 * message), or undefined when not signed in.
 */
export const selectTravellingFor = (s: AuthSnapshot) => s.children.travellingFor;
/** The selected pass number for `X-Pass-Number`, or null. */
export const selectPassNumber = (s: AuthSnapshot): string | null => s.context.passNumber;
/** Login form failure (`login.invalidForm` / `error.unexpected`). */
export const selectLoginError = (s: AuthSnapshot): LoginError | null => s.context.error;
/** Login form field errors. */
export const selectLoginFieldErrors = (s: AuthSnapshot): LoginFieldErrors => s.context.fieldErrors;
/**
 * The offer under refused credentials: "Not activated yet? Enter your activation code", a link to /activate with
 * the tried e-mail filled in — that e-mail, or null when no offer shows. The reference server answers the right password of an account that is not
 * activated yet exactly like a wrong one (401 `InvalidCredentials`, and mails a fresh activation code), so every
 * refusal of the credentials offers it; a `UserNotConfirmed` from an operator API still goes to /activate at once.
 */
export const selectActivationOffer = (s: AuthSnapshot): string | null =>
  s.context.error?.key === 'login.invalidForm' && s.context.email ? s.context.email : null;
/**
 * The signed-in traveller's user-data actor (machines/user-data.machine.ts: profile, budget, next trip, recent
 * locations, region, pass-number dialog), or undefined when not signed in. Read it with its own selectors.
 */
export const selectUserData = (s: AuthSnapshot) => s.children.userData;
