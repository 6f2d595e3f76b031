/**
 * Types and pure helpers of the session chart (machines/auth.machine.ts, product §4 "Login", §7 login and
 * refreshuser): the stored session, the chart's context and events, its actors' inputs and outputs, the
 * signed-out context and the stored session a context gives. The chart re-exports the types its users need.
 * Pure: no React, no fetch, no DOM.
 */
import type { SessionUser } from '../types';
import type { LoginError, LoginFieldErrors } from './login-rules';
import type { PassNumberSelectedEvent } from './user-data-context';

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
  | PassNumberSelectedEvent;

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
    error: null,
    fieldErrors: {},
  };
}

/** What {@link StoredSession} a context gives (written by `persistSession`). */
export function storedSessionOf(context: AuthContext): StoredSession {
  return {
    username: context.username ?? '',
    accessToken: context.accessToken ?? '',
    refreshToken: context.refreshToken ?? '',
    passNumber: context.passNumber,
    passNumberPromptGiven: context.passNumberPromptGiven,
  };
}
