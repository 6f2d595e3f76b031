import { configure } from '@testing-library/react';
import { expect } from 'vitest';
import type { Sut } from './support/harness';

/**
 * Helpers shared by the model tests of the account machines (activation, password reset, registration, profile,
 * pass numbers, release notes): direct calls to the in-process reference server for test setup (a traveller who
 * registered before, the dev outbox, the dev pass registry).
 */

// The box running these tests is shared: wait up to 5 s (not 1 s) for what a traveller should see.
configure({ asyncUtilTimeout: 5000 });

/** Headers every Account/Ticketing API call carries (product §7). */
const PLATFORM = { 'X-Platform-Type': 'Web', 'X-Region-Id': '20', 'Accept-Language': 'nl-NL' };

/** Calls the in-process server directly (no app, no gates): `path` like `/dev/outbox?to=...`. */
export async function serverCall(
  sut: Sut,
  method: string,
  path: string,
  body?: unknown,
  token?: string,
): Promise<Response> {
  return sut.server.app.fetch(
    new Request(`http://localhost${path}`, {
      method,
      headers: {
        ...PLATFORM,
        ...(path.startsWith('/ticketing') ? { 'Api-Version': '2' } : {}),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  );
}

/** A new traveller (names and address from server/data/places.csv's Amsterdam), registered but not activated. */
export const NEW_TRAVELLER = {
  email: 'j.bakker@example.nl',
  password: 'Silodam-1A!',
  firstName: 'Jan',
  surname: 'Bakker',
  phone: '0612345678',
} as const;

/** Registers {@link NEW_TRAVELLER} on the server (as a visit to /register would have done): not activated yet. */
export async function registerNewTraveller(sut: Sut): Promise<void> {
  const response = await serverCall(sut, 'POST', '/api/external/user-profiles', {
    ...NEW_TRAVELLER,
    newsletter: false,
    terms: true,
    language: 'nl-NL',
    regionId: 20,
  });
  expect(response.status).toBe(201);
}

/** The newest code of `kind` the server mailed to `email` (GET /dev/outbox). */
export async function latestCode(
  sut: Sut,
  email: string,
  kind: 'activation' | 'passwordReset',
): Promise<string> {
  const response = await serverCall(sut, 'GET', `/dev/outbox?to=${encodeURIComponent(email)}`);
  const mails = (await response.json()) as { kind: string; code: string }[];
  const mail = mails.find((m) => m.kind === kind);
  if (!mail) throw new Error(`no ${kind} code in the outbox for ${email}`);
  return mail.code;
}

/** Number of codes of `kind` the server mailed to `email`. */
export async function codeCount(
  sut: Sut,
  email: string,
  kind: 'activation' | 'passwordReset',
): Promise<number> {
  const response = await serverCall(sut, 'GET', `/dev/outbox?to=${encodeURIComponent(email)}`);
  return ((await response.json()) as { kind: string }[]).filter((m) => m.kind === kind).length;
}

/** An unassigned pass of the dev registry (GET /dev/pass-numbers): `{ passNumber, dateOfBirth: 'DD-MM-YYYY' }`. */
export async function unassignedPass(sut: Sut): Promise<{ passNumber: string; dateOfBirth: string }> {
  const response = await serverCall(sut, 'GET', '/dev/pass-numbers');
  const passes = (await response.json()) as { passNumber: string; dateOfBirth: string }[];
  if (!passes[0]) throw new Error('the dev pass registry has no unassigned pass');
  return passes[0];
}

/** The signed-in traveller's access token (from the real session actor). */
export function accessToken(sut: Sut): string {
  const token = sut.auth.getSnapshot().context.accessToken;
  if (!token) throw new Error('not signed in');
  return token;
}

/** Lets pending promises and one macrotask run (a response the app is handling). */
export const settle = (ms = 50) => new Promise<void>((resolve) => setTimeout(resolve, ms));
