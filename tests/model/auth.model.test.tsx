// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import { PASS_NUMBER_STORAGE_KEY } from '../../src/app/auth-actors';
import { SESSION_STORAGE_KEY, readStoredSession } from '../../src/lib/stored-session';
import { DEMO } from '../support/in-process';
import { authPlan } from './auth.plan';
import type { Gate, StateAssertion, StepExecutor, Sut } from './support/harness';
import { closeDialogs, RIET, skipReleaseNotes } from './support/app';
import { linkCarer } from './support/carers';
import { describeModel } from './support/model-suite';
import { findDialog } from '../support/dialogs';

// Model test of machines/auth.machine.ts (the session): paths generated from the real statechart
// (tests/model/auth.plan.ts has the words), run against the real app (routes, pages, runtime, auth actor) and the
// reference server in-process. Its user-data child has a model test of its own: user-data.model.test.tsx.

const gates = new WeakMap<Sut, { userData: Gate; login?: Gate; refresh?: Gate }>();
const USER_DATA = [
  '/ticketing/users',
  '/ticketing/users/budget',
  '/ticketing/trips/next',
  '/ticketing/locations/user/recent',
  '/ticketing/regions',
];
const gatesOf = (sut: Sut) => gates.get(sut)!;

async function loginWith(sut: Sut, email: string, password: string) {
  if (email) await sut.user.type(await screen.findByLabelText('E-mailadres'), email);
  if (password) await sut.user.type(screen.getByLabelText('Wachtwoord'), password);
  await sut.user.click(screen.getByRole('button', { name: 'Inloggen' }));
}

/** Lets the user-data batch reach the server and waits for the profile (the user-data child's first load). */
async function userDataLoaded(sut: Sut) {
  gatesOf(sut).userData.release();
  await waitFor(() => expect(sut.userData.data.profile).not.toBeNull(), { timeout: 15_000 });
}

/** What the browser tells this tab when another tab writes the session (the `storage` event). */
function anotherTabWroteTheSession() {
  window.dispatchEvent(new StorageEvent('storage', { key: SESSION_STORAGE_KEY }));
}

const see: Record<string, StateAssertion> = {
  restoring: async (sut) => {
    expect(sut.runtime).toBeNull();
    expect(screen.queryByRole('button', { name: 'Inloggen' })).toBeNull();
  },
  signedOut: async () => {
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Uitloggen' })).toBeNull());
  },
  'signedOut.idle': async (sut) => {
    await waitFor(() => expect(['/login', '/activate']).toContain(sut.router?.state.location.pathname), {
      timeout: 5000,
    });
    if (sut.router?.state.location.pathname === '/login') {
      await waitFor(() => expect(screen.getByRole('button', { name: 'Inloggen' })).toBeEnabled());
      expect(screen.getByLabelText('E-mailadres')).toBeInTheDocument();
    }
  },
  'signedOut.submitting': async (sut) => {
    expect(screen.getByRole('button', { name: /Inloggen/ })).toBeDisabled();
    expect(sut.auth.getSnapshot().matches({ signedOut: 'submitting' })).toBe(true);
  },
  signedIn: async () => {
    // hidden: a modal dialog (pass-number choice) hides the sidebar from the accessibility tree, not from view.
    expect(
      await screen.findByRole('link', { name: 'Uitloggen', hidden: true }, { timeout: 5000 }),
    ).toBeInTheDocument();
  },
  'signedIn.active': async (sut) => {
    await sut.waitForAuth('signedIn.active');
    expect(sut.router?.state.location.pathname).not.toBe('/login');
  },
  'signedIn.refreshing': async (sut) => {
    expect(sut.auth.getSnapshot().matches({ signedIn: 'refreshing' })).toBe(true);
    expect(sut.router?.state.location.pathname).not.toBe('/login');
    expect(screen.queryByRole('button', { name: 'Inloggen' })).toBeNull();
  },
};

const exec: Record<string, StepExecutor> = {
  'restoring:xstate.done.actor.loadStoredSession [hasStoredSession] → signedIn': async (sut) => {
    await sut.storeDemoSession();
    sut.start('/home');
    await sut.waitForAuth('signedIn');
  },
  'restoring:xstate.done.actor.loadStoredSession → signedOut': async (sut) => {
    sut.start('/home');
    await sut.waitForPath('/login');
  },
  'signedOut.idle:login.submit [isLoginFormComplete] → signedOut.submitting': async (sut) => {
    const login = sut.gate((url) => url.pathname === '/api/auth/auth/login');
    gatesOf(sut).login = login;
    await loginWith(sut, DEMO.email, DEMO.password);
    await login.held();
  },
  'signedOut.submitting:xstate.done.actor.login → signedIn': async (sut) => {
    gatesOf(sut).login!.release();
    await sut.waitForPath('/home');
  },
  'signedOut.submitting:xstate.error.actor.login [isUserNotConfirmed] → signedOut.idle': async (sut) => {
    gatesOf(sut).login!.fail(403, 'UserNotConfirmed', 'Uw account is nog niet geactiveerd.');
    await sut.waitForPath('/activate');
    expect(sut.router?.state.location.search).toBe(`?email=${encodeURIComponent(DEMO.email)}`);
  },
  'signedOut.submitting:xstate.error.actor.login [isInvalidCredentials] → signedOut.idle': async (sut) => {
    gatesOf(sut).login!.rewrite((r) => {
      const headers = new Headers(r.headers);
      headers.set('Authorization', `Basic ${btoa(`${DEMO.email}:Niet-het-wachtwoord1!`)}`);
      return new Request(r.url, { method: r.method, headers });
    });
    expect(
      await screen.findByText('Gebruikersnaam of wachtwoord is onjuist', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('E-mailadres')).toHaveValue(DEMO.email);
  },
  'signedOut.submitting:xstate.error.actor.login → signedOut.idle': async (sut) => {
    gatesOf(sut).login!.fail(503, 'ServiceUnavailable', 'Dienst tijdelijk niet beschikbaar');
    const alert = await waitFor(
      () => {
        const el = document.getElementById('login-error');
        expect(el).toHaveTextContent('Dienst tijdelijk niet beschikbaar');
        return el!;
      },
      { timeout: 5000 },
    );
    expect(alert).toBeInTheDocument();
  },
  'signedIn:logout → signedOut': async (sut) => {
    await userDataLoaded(sut);
    await findDialog({ name: 'Kies een pasnummer' }, { timeout: 15_000 });
    await closeDialogs(sut);
    await sut.user.click(await screen.findByRole('link', { name: 'Uitloggen' }));
    await sut.waitForPath('/login');
    expect(sut.storage.length).toBe(0);
  },
  'signedIn:session.refreshed → signedIn.active': async (sut) => {
    // The other tab refreshes with the stored refresh token (under the cross-tab lock) and stores the answer.
    const stored = readStoredSession(sut.storage)!;
    const renewed = await sut.server.app.fetch(
      new Request('http://localhost/api/auth/auth/refreshuser', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Region-Id': '20', 'X-Platform-Type': 'Web' },
        body: JSON.stringify({ refreshToken: stored.refreshToken, username: stored.username }),
      }),
    );
    expect(renewed.status).toBe(200);
    const { sessionTokens } = (
      (await renewed.json()) as {
        Data: { user: { sessionTokens: { accessToken: string; refreshToken: string } } };
      }
    ).Data.user;
    const refreshes = sut.requests.filter((r) => r.endsWith('/refreshuser')).length;
    sut.storage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ ...stored, ...sessionTokens }));
    anotherTabWroteTheSession();
    await waitFor(() => expect(sut.auth.getSnapshot().context.accessToken).toBe(sessionTokens.accessToken));
    expect(sut.auth.getSnapshot().context.refreshToken).toBe(sessionTokens.refreshToken);
    expect(sut.requests.filter((r) => r.endsWith('/refreshuser'))).toHaveLength(refreshes);
  },
  'signedIn:session.ended → signedOut': async (sut) => {
    // The other tab's logout removes the session and what the device remembers (its forgetDevice).
    sut.storage.removeItem(SESSION_STORAGE_KEY);
    sut.storage.removeItem(PASS_NUMBER_STORAGE_KEY);
    anotherTabWroteTheSession();
    await sut.waitForPath('/login');
    expect(sut.auth.getSnapshot().context.accessToken).toBeNull();
  },
  'signedIn:passNumber.selected': async (sut) => {
    await userDataLoaded(sut);
    expect(sut.auth.getSnapshot().context.passNumber).toBeNull();
    const dialog = await findDialog({ name: 'Kies een pasnummer' }, { timeout: 15_000 });
    await sut.user.click(within(dialog).getByRole('button', { name: 'Eigen pas (2001000101)' }));
    // The user data reports the choice; the session keeps it for X-Pass-Number and in the stored session.
    await waitFor(() => expect(sut.auth.getSnapshot().context.passNumber).toBe('2001000101'));
    expect(readStoredSession(sut.storage)?.passNumber).toBe('2001000101');
    await waitFor(() => expect(sut.userData.pending).toEqual([]), { timeout: 5000 });
    expect(sut.userData.data.budget?.passNumber).toBe('2001000101');
  },
  'signedIn:travellingFor.changed': async (sut) => {
    await userDataLoaded(sut);
    await closeDialogs(sut);
    // Riet makes the demo traveller her carer; the demo's own profile, loaded again, says so.
    const token = sut.auth.getSnapshot().context.accessToken!;
    await linkCarer(sut, RIET, { email: DEMO.email, token }, 'manager');
    sut.sendUserData({ type: 'userData.reload', parts: ['profile'] });
    const chooser = await screen.findByRole('combobox', { name: 'Reizen voor' }, { timeout: 5000 });
    await sut.user.selectOptions(chooser, 'Riet de Vries');
    // The session acts for Riet and its user data is loaded again, as Riet, with Riet's pass number.
    await waitFor(() => expect(sut.auth.getSnapshot().context.actingFor?.username).toBe(RIET.email));
    await waitFor(() => expect(sut.userData.data.profile?.firstName).toBe('Riet'), { timeout: 5000 });
    await waitFor(() => expect(sut.auth.getSnapshot().context.passNumber).toBe('2001000109'), {
      timeout: 5000,
    });
    expect(screen.getByText('U boekt voor Riet de Vries')).toBeInTheDocument();
    // The shared stored session keeps the account's own pass number (none chosen yet).
    expect(readStoredSession(sut.storage)?.passNumber ?? null).toBeNull();
  },
  'signedIn.active:token.rejected [isRejectedTokenCurrent && hasRefreshToken] → signedIn.refreshing': async (
    sut,
  ) => {
    await userDataLoaded(sut);
    const refresh = sut.gate((url) => url.pathname === '/api/auth/auth/refreshuser');
    gatesOf(sut).refresh = refresh;
    await findDialog({ name: 'Kies een pasnummer' }, { timeout: 15_000 });
    await closeDialogs(sut);
    sut.server.clock.advance(16 * 60_000);
    await sut.user.click(await screen.findByRole('link', { name: 'Mijn ritten' }));
    await refresh.held();
  },
  'signedIn.refreshing:xstate.done.actor.refreshSession → signedIn.active': async (sut) => {
    gatesOf(sut).refresh!.release();
    await sut.waitForAuth('signedIn.active');
    await sut.waitForPath('/my-trips');
  },
  'signedIn.refreshing:xstate.error.actor.refreshSession [isTransientError] → signedIn.active': async (
    sut,
  ) => {
    gatesOf(sut).refresh!.fail(503, 'ServiceUnavailable', 'Dienst tijdelijk niet beschikbaar');
    await sut.waitForAuth('signedIn.active');
    expect(sut.auth.getSnapshot().context.refreshToken).not.toBeNull();
    expect(sut.router?.state.location.pathname).not.toBe('/login');
  },
  'signedIn.refreshing:xstate.error.actor.refreshSession → signedOut': async (sut) => {
    gatesOf(sut).refresh!.rewrite(
      (r) =>
        new Request(r.url, {
          method: r.method,
          headers: r.headers,
          body: JSON.stringify({ refreshToken: 'ingetrokken', username: DEMO.email }),
        }),
    );
    await sut.waitForPath('/login');
  },
};

describeModel({
  plan: authPlan,
  see,
  exec,
  before: async (sut) => {
    skipReleaseNotes();
    window.sessionStorage.clear();
    // The user-data batch waits for the path's `loadUserData` step (or is let through by a step that needs it).
    gates.set(sut, {
      userData: sut.gate((url, method) => method === 'GET' && USER_DATA.includes(url.pathname)),
    });
  },
});
