/**
 * Types and pure helpers of the session chart (machines/auth.machine.ts, product §4 "Login", §7 login and
 * refreshuser): the stored session, the chart's context and events, its actors' inputs and outputs, the
 * signed-out context and the stored session a context gives. The chart re-exports the types its users need.
 * Pure: no React, no fetch, no DOM.
 */
import type { SessionUser } from '../types';
import type { LoginError, LoginFieldErrors } from './login-rules';
import type { PassNumberSelectedEvent } from './user-data-context';
import type { CaredTraveller } from './acting-for';
import type { TravellingForChangedEvent } from '../travelling-for.machine';

/** What the app keeps in storage between visits (written by `persistSession`, read by `loadStoredSession`). */
export interface StoredSession {
  /** The account's email (login answer `user.username`). */
  username: string;
  accessToken: string;
  refreshToken: string;
  /** The pass number selected in this login session, if any. */
  passNumber: string | null;
  /** The login session's pass-number dialog was given (product §4: once per login session, not on every reload). */
  passNumberPromptGiven?: boolean;
  /** The login session's release-notes dialog was given (shown once per login, not on every reload). */
  releaseNotesGiven?: boolean;
  /**
   * The traveller this TAB acts for (product §10.12; kept per tab, not with the shared session), or absent: myself.
   * Only read back, by `loadStoredSession`; `persistSession` never writes it.
   */
  actingFor?: CaredTraveller | null;
  /** The pass number this tab used for {@link StoredSession.actingFor} (the traveller's own), or null. */
  actingPassNumber?: string | null;
}

/** Context of the session chart (`authMachine`). */
export interface AuthContext {
  /** Email of the last login attempt (prefills /activate after `UserNotConfirmed`). */
  email: string | null;
  /** The signed-in account (its email), from the login answer's `user.username`. */
  username: string | null;
  accessToken: string | null;
  refreshToken: string | null;
  /** Access-token lifetime in seconds, from the last login/refresh (null after a restore). */
  expiresIn: number | null;
  /** product §4 pass number of this login session (restored, or reported by `userData`); `X-Pass-Number`. */
  passNumber: string | null;
  /** The device's last selected pass number for this email (`login` answer), handed to `userData`. */
  rememberedPassNumber: string | null;
  /** The login session's pass-number dialog was given (kept with the stored session, handed to `userData`). */
  passNumberPromptGiven: boolean;
  /** product §10.12 the traveller this tab acts for (`X-Acting-For`), or null: the account itself. */
  actingFor: CaredTraveller | null;
  /** While acting for someone: the account's own pass number, back in `passNumber` with "Myself"; else null. */
  ownPassNumber: string | null;
  /** While acting for someone: whether the account's own pass-number dialog was given; else false. */
  ownPassNumberPromptGiven: boolean;
  error: LoginError | null;
  fieldErrors: LoginFieldErrors;
}

/** Events accepted by the session chart (`authMachine`). */
export type AuthEvent =
  /** Submit the login form (`signedOut.idle`). */
  | { type: 'login.submit'; email: string; password: string }
  /** Log out (`signedIn`): clears tokens, pass number, user data (the child stops) and the stored session. */
  | { type: 'logout' }
  /** A bearer request got 401 (`signedIn.active`); `accessToken` is the token the request carried. */
  | { type: 'token.rejected'; accessToken?: string }
  /** Tokens were renewed elsewhere (e.g. another tab); adopt them (`signedIn`). */
  | { type: 'session.refreshed'; accessToken: string; refreshToken: string; expiresIn?: number }
  /** Another tab ended the session (logout there, or another account signed in): sign out, storage is theirs. */
  | { type: 'session.ended' }
  /**
   * The user-data machine (child `userData`, `signedIn`) selected the login session's pass number: the product §4
   * rules after a load, or the traveller's choice (`passNumber.select` sent to the child).
   */
  | PassNumberSelectedEvent
  /** The child `travellingFor` changed the tab's choice (`signedIn`): act for this traveller, or myself (null). */
  | TravellingForChangedEvent;

/** Input of the `login` actor: the form's credentials (sent as HTTP Basic; never stored in context). */
export interface LoginInput {
  email: string;
  password: string;
}

/**
 * Input of the `revokeSession` actor (POST /api/auth/auth/logout, an API extension): the refresh token of the
 * session being logged out and its account's email.
 */
export interface RevokeSessionInput {
  refreshToken: string;
  username: string;
}

/** Input of the `refreshSession` actor (POST /api/auth/auth/refreshuser). */
export interface RefreshSessionInput {
  refreshToken: string;
  username: string;
}

/**
 * Output of the `refreshSession` actor: the renewed session. `expiresIn` (s) is null when the tokens were not
 * renewed by this tab but adopted from another tab's renewal (the lifetime is not stored).
 */
export interface RenewedSession {
  username: string;
  sessionTokens: { accessToken: string; refreshToken: string; expiresIn: number | null };
}

/** Output of the `login` actor: the login answer's user plus the device's remembered pass number for the email. */
export type LoginOutput = SessionUser & { rememberedPassNumber?: string | null };

/** The context of a signed-out session: no account, no tokens, no pass number, no errors. */
export function signedOutContext(): AuthContext {
  return {
    email: null,
    username: null,
    accessToken: null,
    refreshToken: null,
    expiresIn: null,
    passNumber: null,
    rememberedPassNumber: null,
    passNumberPromptGiven: false,
    actingFor: null,
    ownPassNumber: null,
    ownPassNumberPromptGiven: false,
    error: null,
    fieldErrors: {},
  };
}

/**
 * What {@link StoredSession} a context gives (written by `persistSession`): always the account's OWN pass number,
 * also while the tab acts for a traveller (the traveller's stays with the tab), so no other tab ever sends it.
 */
export function storedSessionOf(context: AuthContext): StoredSession {
  const acting = context.actingFor !== null;
  return {
    username: context.username ?? '',
    accessToken: context.accessToken ?? '',
    refreshToken: context.refreshToken ?? '',
    passNumber: acting ? context.ownPassNumber : context.passNumber,
    passNumberPromptGiven: acting ? context.ownPassNumberPromptGiven : context.passNumberPromptGiven,
  };
}

/**
 * The context a switch of the tab's travelling-for choice gives (product §10.12): acting for `traveller`, the
 * account's own pass number (and whether its dialog was given) is kept aside and the traveller's is decided afresh
 * by the user data's pass-number rules, never another person's; back to myself (null), the own one returns.
 */
export function switchActingFor(
  context: AuthContext,
  traveller: CaredTraveller | null,
): Pick<
  AuthContext,
  'actingFor' | 'passNumber' | 'passNumberPromptGiven' | 'ownPassNumber' | 'ownPassNumberPromptGiven'
> {
  const own = context.actingFor
    ? { passNumber: context.ownPassNumber, promptGiven: context.ownPassNumberPromptGiven }
    : { passNumber: context.passNumber, promptGiven: context.passNumberPromptGiven };
  return traveller
    ? {
        actingFor: traveller,
        passNumber: null,
        passNumberPromptGiven: false,
        ownPassNumber: own.passNumber,
        ownPassNumberPromptGiven: own.promptGiven,
      }
    : {
        actingFor: null,
        passNumber: own.passNumber,
        passNumberPromptGiven: own.promptGiven,
        ownPassNumber: null,
        ownPassNumberPromptGiven: false,
      };
}

/**
 * The acting-for part of a restored context: a reloaded tab that acted for a traveller goes on doing so, with the
 * pass number it used for them (its dialog counts as given once one was chosen); the stored session's own pass
 * number is kept aside. Nothing when the tab acted for nobody.
 */
export function restoredActingFor(session: StoredSession | null): Partial<AuthContext> {
  if (!session?.actingFor) return {};
  return {
    actingFor: session.actingFor,
    passNumber: session.actingPassNumber ?? null,
    passNumberPromptGiven: !!session.actingPassNumber,
    ownPassNumber: session.passNumber,
    ownPassNumberPromptGiven: session.passNumberPromptGiven ?? false,
  };
}

/** What the tab keeps of its choice (`persistActingFor`): the account, the traveller (null: myself), their pass. */
export function tabActingForOf(context: AuthContext): {
  username: string;
  traveller: CaredTraveller | null;
  passNumber: string | null;
} {
  return {
    username: context.username ?? '',
    traveller: context.actingFor,
    passNumber: context.actingFor ? context.passNumber : null,
  };
}
