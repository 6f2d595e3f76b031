/**
 * Pure login rules of the session machine (machines/auth.machine.ts): product §5.1 login validation, the product §8 login
 * failure shown on the form, and which failures say nothing about the credentials (a flaky network). No I/O.
 */
import type { AppError } from '../types';

/** product §5/§8 login form errors, as i18n keys. */
export interface LoginFieldErrors {
  email?: 'login.usernameRequired';
  password?: 'login.passwordRequired';
}

/**
 * The login failure shown on the form: `login.invalidForm` for wrong credentials (product §8), otherwise
 * `error.unexpected` with the server's text in `message` when it gave one.
 */
export interface LoginError {
  key: 'login.invalidForm' | 'error.unexpected';
  /** Server-provided text (already localised) for unexpected errors; empty otherwise. */
  message: string;
  status: number;
}

/** product §5.1 login validation: email and password required. Returns field → i18n key; `{}` when valid. */
export function validateLoginForm(email: string, password: string): LoginFieldErrors {
  const errors: LoginFieldErrors = {};
  if (email.trim() === '') errors.email = 'login.usernameRequired';
  if (password === '') errors.password = 'login.passwordRequired';
  return errors;
}

/** The form's {@link LoginError} for a failed login: `login.invalidForm` for refused credentials, else unexpected. */
export function loginErrorOf(error: AppError, invalidCredentials: boolean): LoginError {
  return invalidCredentials
    ? { key: 'login.invalidForm', message: '', status: error.status }
    : { key: 'error.unexpected', message: error.message, status: error.status };
}

/** No answer (status 0), 408, 429 or 5xx: the server did not judge the request (e.g. chaos mode's 503). */
export function isTransientStatus(status: number): boolean {
  return status === 0 || status === 408 || status === 429 || status >= 500;
}
