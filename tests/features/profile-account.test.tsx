// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createInProcessApp, DEMO, sendUserData, signInDemo, type InProcessApp } from '../support/in-process';
import { canLogIn, renderAt, resetToasts, toastMessages } from './account-support';
import { findDialog } from '../support/dialogs';

// On /profile: the tabs "Wachtwoord" (change password) and "Account" (request deletion), in
// the real app against the in-process reference server.

let app: InProcessApp;
const NEW = 'Westerdok-40A!';
const RECEIVED = 'We hebben uw verzoek om uw account te verwijderen ontvangen.';

beforeAll(() => {
  // Radix positions tooltips with ResizeObserver, which jsdom lacks.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});
beforeEach(() => {
  window.localStorage.clear();
  window.localStorage.setItem('appVersion', '4.1.0');
});
afterEach(() => {
  resetToasts();
  app?.close();
});

async function openProfileTab(tab: 'Wachtwoord' | 'Account') {
  app = createInProcessApp();
  await signInDemo(app);
  sendUserData(app.runtime.auth, { type: 'passNumber.select', passNumber: '2001000101' });
  const router = renderAt(app, '/profile');
  // The first render of the lazily loaded page waits for its chunk (Vite transforms it on first import; slow under load).
  await screen.findByRole('heading', { name: 'Profiel', level: 1 }, { timeout: 10_000 });
  const user = userEvent.setup();
  // Keyboard: from the first tab, the arrow keys move to (and select) the others.
  screen.getByRole('tab', { name: 'Persoonlijke gegevens' }).focus();
  const steps = tab === 'Wachtwoord' ? 2 : 3;
  for (let i = 0; i < steps; i++) await user.keyboard('{ArrowRight}');
  expect(screen.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
  return { user, router, panel: screen.getByRole('tabpanel', { name: tab }) };
}

const PLATFORM = { 'X-Platform-Type': 'Web', 'X-Region-Id': '20' };

/** A session of its own for the demo traveller (another device), straight from the server. */
async function otherSession(): Promise<{ accessToken: string }> {
  const response = await app.server.app.fetch(
    new Request('http://localhost/api/auth/auth/login', {
      method: 'POST',
      headers: {
        ...PLATFORM,
        Authorization: `Basic ${Buffer.from(`${DEMO.email}:${DEMO.password}`).toString('base64')}`,
      },
    }),
  );
  expect(response.status).toBe(200);
  const body = (await response.json()) as { Data: { user: { sessionTokens: { accessToken: string } } } };
  return body.Data.user.sessionTokens;
}

/** Status of GET /ticketing/users with a bearer token of another session. */
async function usersStatus(token: string): Promise<number> {
  const response = await app.server.app.fetch(
    new Request('http://localhost/ticketing/users', {
      headers: { ...PLATFORM, Authorization: `Bearer ${token}`, 'Api-Version': '2' },
    }),
  );
  return response.status;
}

describe('/profile tab "Wachtwoord": change password', () => {
  it('has the three password fields, the policy checklist from the server and the button', async () => {
    const { panel } = await openProfileTab('Wachtwoord');
    for (const label of ['Huidig wachtwoord', 'Nieuw wachtwoord', 'Herhaal nieuw wachtwoord'])
      expect(within(panel).getByLabelText(label)).toHaveAttribute('type', 'password');
    expect(within(panel).getByText('Uw wachtwoord moet bestaan uit:')).toBeInTheDocument();
    expect(await within(panel).findByText('een hoofdletter')).toBeInTheDocument();
    expect(within(panel).getByLabelText('Nieuw wachtwoord')).toHaveAccessibleDescription(
      /Uw wachtwoord moet bestaan uit/,
    );
    expect(within(panel).getByRole('button', { name: 'Wachtwoord wijzigen' })).toBeInTheDocument();
  });

  it('a wrong current password is an error on that field; nothing changes', async () => {
    const { user, panel } = await openProfileTab('Wachtwoord');
    await user.type(within(panel).getByLabelText('Huidig wachtwoord'), 'Verkeerd-2026!');
    await user.type(within(panel).getByLabelText('Nieuw wachtwoord'), NEW);
    await user.type(within(panel).getByLabelText('Herhaal nieuw wachtwoord'), NEW);
    await user.click(within(panel).getByRole('button', { name: 'Wachtwoord wijzigen' }));
    const current = within(panel).getByLabelText('Huidig wachtwoord');
    await waitFor(() => expect(current).toHaveAccessibleDescription('Het huidige wachtwoord is niet juist.'));
    await waitFor(() => expect(current).toHaveFocus());
    expect(current).toHaveAttribute('aria-invalid', 'true');
    expect(await canLogIn(app, DEMO.email, DEMO.password)).toBe(true);
    expect(await canLogIn(app, DEMO.email, NEW)).toBe(false);
  });

  it('the right one changes the password, shows the toast, keeps this session and ends the others', async () => {
    const { user, panel } = await openProfileTab('Wachtwoord');
    const elsewhere = await otherSession();
    expect(await usersStatus(elsewhere.accessToken)).toBe(200);
    await user.type(within(panel).getByLabelText('Huidig wachtwoord'), DEMO.password);
    await user.type(within(panel).getByLabelText('Nieuw wachtwoord'), NEW);
    await user.type(within(panel).getByLabelText('Herhaal nieuw wachtwoord'), NEW);
    await user.click(within(panel).getByRole('button', { name: 'Wachtwoord wijzigen' }));
    await waitFor(() => expect(toastMessages()).toContain('Uw wachtwoord is gewijzigd.'));
    expect(within(panel).getByLabelText('Huidig wachtwoord')).toHaveValue('');
    expect(await canLogIn(app, DEMO.email, NEW)).toBe(true);
    expect(await canLogIn(app, DEMO.email, DEMO.password)).toBe(false);
    // This session goes on; the other device signs in again.
    expect((await app.runtime.clients.ticketing.GET('/users')).response.status).toBe(200);
    expect(await usersStatus(elsewhere.accessToken)).toBe(401);
  });
});

describe('/profile tab "Account": request account deletion', () => {
  it('asks for confirmation, explains what happens next, and cancelling sends nothing', async () => {
    const { user, panel } = await openProfileTab('Account');
    await user.click(within(panel).getByRole('button', { name: 'Account verwijderen' }));
    const dialog = await findDialog({
      name: 'Weet u zeker dat u uw account wilt verwijderen?',
    });
    expect(dialog).toHaveAccessibleDescription(
      'Wij sturen uw verzoek door naar de vervoerder, die uw account verwijdert. Tot die tijd blijft uw account werken: u kunt inloggen en uw geboekte ritten blijven staan.',
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(app.requests).not.toContain('POST /api/external/user-accounts/request-delete');
  });

  it('confirming sends request-delete, says so, and the tab still says so after leaving /profile', async () => {
    const { user, panel, router } = await openProfileTab('Account');
    await user.click(within(panel).getByRole('button', { name: 'Account verwijderen' }));
    const dialog = await findDialog();
    // The request needs the current password (it confirms the account holder asks).
    await user.type(within(dialog).getByLabelText('Huidig wachtwoord'), DEMO.password);
    await user.click(within(dialog).getByRole('button', { name: 'Ja, verwijderen aanvragen' }));
    const status = await within(panel).findByRole('status');
    expect(status).toHaveTextContent(RECEIVED);
    await waitFor(() => expect(status).toHaveFocus());
    expect(within(panel).queryByRole('button', { name: 'Account verwijderen' })).toBeNull();
    expect(app.requests).toContain('POST /api/external/user-accounts/request-delete');
    const { data } = await app.runtime.clients.ticketing.GET('/users');
    expect(data!.data.deletionRequestedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);

    await router.navigate('/home');
    await router.navigate('/profile');
    await user.click(await screen.findByRole('tab', { name: 'Account' }));
    expect(within(screen.getByRole('tabpanel', { name: 'Account' })).getByRole('status')).toHaveTextContent(
      RECEIVED,
    );
  });

  it('a request made earlier shows as pending on a later visit (from GET /users)', async () => {
    app = createInProcessApp();
    const session = await otherSession();
    const earlier = await app.server.app.fetch(
      new Request('http://localhost/api/external/user-accounts/request-delete', {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${session.accessToken}`,
          'Content-Type': 'application/json',
          ...PLATFORM,
        },
        body: JSON.stringify({ email: DEMO.email, password: DEMO.password }),
      }),
    );
    expect(earlier.status).toBe(200);
    expect(
      ((await earlier.json()) as { Data: { deletionRequestedAt: string } }).Data.deletionRequestedAt,
    ).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    await signInDemo(app);
    sendUserData(app.runtime.auth, { type: 'passNumber.select', passNumber: '2001000101' });
    renderAt(app, '/profile');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Account' }));
    const panel = screen.getByRole('tabpanel', { name: 'Account' });
    expect(within(panel).getByRole('status')).toHaveTextContent(RECEIVED);
    expect(within(panel).getByRole('status')).toHaveTextContent(/Aangevraagd op/);
    expect(within(panel).queryByRole('button', { name: 'Account verwijderen' })).toBeNull();
  });
});
