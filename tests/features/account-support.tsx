// Helpers for the account feature tests: render the real app at a path against the in-process reference server,
// read codes from the server's dev outbox, create activated travellers, find unassigned registry passes.
import { act, configure, render } from '@testing-library/react';
import { waitFor as waitForActor } from 'xstate';
import { AppRoot } from '../../src/app/app-root';
import { createTestRouter } from '../support/test-router';
import { clearToasts, getToasts } from '../../src/components';
import type { Locale } from '../../src/i18n/i18n';
import { waitForUserData, type InProcessApp } from '../support/in-process';

// Pages are lazy chunks and talk to the real server: the first find in a file may take a few seconds under load.
configure({ asyncUtilTimeout: 5000 });

export const NEW_PASSWORD = 'Nieuw-Wachtwoord-1';

/** Renders the whole app (routes, providers, toasts) at `path`; returns the memory router. */
export function renderAt(app: InProcessApp, path: string, initialLocale: Locale = 'nl-NL') {
  const router = createTestRouter([path]);
  render(<AppRoot runtime={app.runtime} router={router.wrap} initialLocale={initialLocale} />);
  return router;
}

async function devGet<T>(app: InProcessApp, path: string): Promise<T> {
  const response = await app.server.app.fetch(new Request(`http://localhost${path}`));
  return (await response.json()) as T;
}

/** The newest code of `kind` sent to `email` (dev outbox). */
export async function latestCode(
  app: InProcessApp,
  email: string,
  kind: 'activation' | 'passwordReset',
): Promise<string> {
  const messages = await devGet<Array<{ kind: string; code: string }>>(
    app,
    `/dev/outbox?to=${encodeURIComponent(email)}`,
  );
  const message = messages.find((m) => m.kind === kind);
  if (!message) throw new Error(`no ${kind} code for ${email}`);
  return message.code;
}

/** Unassigned passes of the registry: `{ passNumber, dateOfBirth: 'DD-MM-YYYY' }`. */
export function freePasses(app: InProcessApp): Promise<Array<{ passNumber: string; dateOfBirth: string }>> {
  return devGet(app, '/dev/pass-numbers');
}

async function accountPost(app: InProcessApp, path: string, body: unknown): Promise<Response> {
  return app.server.app.fetch(
    new Request(`http://localhost${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    }),
  );
}

/** Registers a traveller through the API (not the UI); activates it unless told otherwise. */
export async function createUser(
  app: InProcessApp,
  email: string,
  password: string,
  activate = true,
): Promise<void> {
  const registered = await accountPost(app, '/api/external/user-profiles', {
    email,
    password,
    firstName: 'Test',
    surname: 'Reiziger',
    phone: '0612345678',
    newsletter: false,
    terms: true,
    language: 'nl-NL',
    regionId: 20,
  });
  if (registered.status !== 201) throw new Error(`register ${email}: ${registered.status}`);
  if (!activate) return;
  const token = await latestCode(app, email, 'activation');
  const activated = await accountPost(app, '/api/external/user-accounts/activate', { email, token });
  if (!activated.ok) throw new Error(`activate ${email}: ${activated.status}`);
}

/** Logs in through the real auth machine and waits for the profile. */
export async function signIn(app: InProcessApp, email: string, password: string): Promise<void> {
  await waitForActor(app.runtime.auth, (s) => !s.matches('restoring'));
  app.runtime.auth.send({ type: 'login.submit', email, password });
  await waitForUserData(app.runtime.auth, (s) => s.context.data.profile !== null, { timeout: 5000 });
}

/** True when the server accepts `email:password` (HTTP Basic login answers 200). */
export async function canLogIn(app: InProcessApp, email: string, password: string): Promise<boolean> {
  const response = await app.server.app.fetch(
    new Request('http://localhost/api/auth/auth/login', {
      method: 'POST',
      headers: { Authorization: `Basic ${Buffer.from(`${email}:${password}`).toString('base64')}` },
    }),
  );
  return response.status === 200;
}

/** Messages of the toasts currently shown. */
export function toastMessages(): string[] {
  return getToasts().map((t) => t.message);
}

/** Clears the module-level toast store between tests. */
export function resetToasts(): void {
  act(() => clearToasts());
}
