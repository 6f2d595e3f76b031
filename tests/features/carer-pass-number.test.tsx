// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { selectPassNumberPrompt } from '../../machines/user-data.machine';
import { createInProcessApp, waitForUserData, type InProcessApp } from '../support/in-process';
import { createUser, renderAt, resetToasts, signIn } from './account-support';

/*
 * product §10.12 "Carers": a carer needs no pass number of their own. Region 20 requires pass numbers (the seed). An
 * account without one that Riet (the seeded traveller) made her carer gets no pass-number entry dialog at login and
 * /home does not stop it with "Voeg een pasnummer toe om een rit te boeken"; the same account before it became a
 * carer gets both. The real app against the real reference server (in process), the link made over its HTTP API.
 */

const EMAIL = 'mantelzorger@example.com';
const PASSWORD = 'Welkom-2026!';
const RIET = { email: 'reiziger@example.com', password: 'Welkom-2026!' };
const NEEDED = 'Voeg een pasnummer toe om een rit te boeken';

let app: InProcessApp;

beforeEach(() => {
  window.localStorage.clear();
  window.localStorage.setItem('appVersion', '4.1.0');
  app = createInProcessApp();
});
afterEach(() => {
  resetToasts();
  app.close();
});

/** A JSON call to the reference server's HTTP API; throws unless 2xx. */
async function call<T>(
  path: string,
  init: { method?: string; token?: string; basic?: string; body?: unknown },
) {
  const response = await app.server.app.fetch(
    new Request(`http://localhost${path}`, {
      method: init.method ?? 'GET',
      headers: {
        'Api-Version': '2',
        'X-Region-Id': '20',
        'X-Platform-Type': 'Web',
        'Content-Type': 'application/json',
        ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
        ...(init.basic ? { Authorization: `Basic ${Buffer.from(init.basic).toString('base64')}` } : {}),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    }),
  );
  const text = await response.text();
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path} → ${response.status}: ${text}`);
  return (text ? JSON.parse(text) : {}) as T;
}

async function accessToken(email: string, password: string): Promise<string> {
  const login = await call<{ Data: { user: { sessionTokens: { accessToken: string } } } }>(
    '/api/auth/auth/login',
    {
      method: 'POST',
      basic: `${email}:${password}`,
    },
  );
  return login.Data.user.sessionTokens.accessToken;
}

/** Riet invites {@link EMAIL} as a manager and the account accepts through the invitation mail's token. */
async function becomeRietsCarer() {
  const riet = await accessToken(RIET.email, RIET.password);
  await call('/ticketing/carers', { method: 'POST', token: riet, body: { email: EMAIL, role: 'manager' } });
  const mails = await call<{ kind: string; link: string }[]>(
    `/dev/outbox?to=${encodeURIComponent(EMAIL)}`,
    {},
  );
  const token = mails.find((m) => m.kind === 'carerInvitation')?.link.split('/carer/accept/')[1];
  if (!token) throw new Error('no carer invitation mail');
  const carer = await accessToken(EMAIL, PASSWORD);
  await call(`/ticketing/carer-invitations/${token}/accept`, { method: 'POST', token: carer });
}

describe('a carer needs no pass number of their own (product §10.12)', () => {
  it('an account without one gets the entry dialog and "Add a pass number" on /home', async () => {
    await createUser(app, EMAIL, PASSWORD);
    await signIn(app, EMAIL, PASSWORD);
    const data = await waitForUserData(app.runtime.auth, (s) => s.context.passNumberChecked);
    expect(selectPassNumberPrompt(data)).toBe('entry');
    renderAt(app, '/home');
    expect(await screen.findByText(NEEDED, {}, { timeout: 15_000 })).toBeInTheDocument();
  });

  it("the same account as Riet's carer gets neither", async () => {
    await createUser(app, EMAIL, PASSWORD);
    await becomeRietsCarer();
    await signIn(app, EMAIL, PASSWORD);
    const data = await waitForUserData(
      app.runtime.auth,
      (s) => s.context.passNumberChecked && s.context.data.region !== null,
    );
    expect(data.context.data.profile?.isCarer).toBe(true);
    expect(data.context.data.region?.settings.isPassNumberRequired).toBe(true);
    expect(selectPassNumberPrompt(data)).toBeNull();
    renderAt(app, '/home');
    expect(
      await screen.findByRole('heading', { level: 1, name: /Test/ }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    await app.networkIdle();
    expect(screen.queryByText(NEEDED)).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Pasnummer toevoegen' })).not.toBeInTheDocument();
  });
});
