import { expect } from 'vitest';
import { expectError, type CallResult, type Harness } from './harness';

/*
 * Shared parts of the attempt-limit tests (attempt-limits.test.ts, attempt-limits-login.test.ts): the paths, the
 * blind guesses and the 429 check. Limits: server/lib/attempt-limits.ts.
 */

export const ACTIVATE = '/api/external/user-accounts/activate';
export const SEND_RESET = '/api/external/user-accounts/password/send-reset-token';
export const RESET = '/api/external/user-accounts/password/reset';
export const CHECK = '/api/userprofile/userprofile/checktoken';
export const LOGIN = '/api/auth/auth/login';
export const PASS = '/ticketing/users/passNumber';
export const MINUTE_MS = 60_000;
/** Each guessing test is a blind loop of at least this many guesses. */
export const GUESSES = 200;
export const NEW_PASSWORD = 'Winter-2028#';

/** Registers `email` (region 20, en-US, password `Lente-2026!`) and expects 201. */
export async function register(h: Harness, email: string) {
  const res = await h.call('POST', '/api/external/user-profiles', {
    body: {
      email,
      password: 'Lente-2026!',
      firstName: 'Raad',
      surname: 'Spel',
      phone: '0612345678',
      newsletter: false,
      terms: true,
      language: 'en-US',
      regionId: 20,
    },
  });
  expect(res.status).toBe(201);
}

/** The newest 6-digit code of `kind` mailed to `email` (dev outbox). */
export async function latestCode(h: Harness, email: string, kind: 'activation' | 'passwordReset') {
  const outbox = (await h.call('GET', `/dev/outbox?to=${encodeURIComponent(email)}`)).body as {
    kind: string;
    code: string;
  }[];
  const code = outbox.find((m) => m.kind === kind)?.code;
  expect(code).toMatch(/^\d{6}$/);
  return code!;
}

/** The i-th blind guess: 6 digits counting up from 000000, never `right`. */
export function guess(i: number, right: string): string {
  const value = String(i).padStart(6, '0');
  return value === right ? String(999_999 - i).padStart(6, '0') : value;
}

/** "OK", or "<status> <first error code>". */
export const codeOf = (r: CallResult) =>
  r.status === 200 ? 'OK' : `${r.status} ${r.body.errors?.[0]?.code}`;

/** Asserts a 429 with a whole-seconds `Retry-After` in (0, maxSeconds]; returns it. */
export function expectRetryAfter(res: CallResult, code: string, maxSeconds: number): number {
  expectError(res, 429, code);
  const retryAfter = Number(res.headers.get('retry-after'));
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(maxSeconds);
  return retryAfter;
}
