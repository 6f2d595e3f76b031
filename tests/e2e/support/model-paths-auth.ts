import { expect, type Page } from './test';
import { authPlan } from '../../model/auth.plan';
import { DEMO, apiCall, apiLogin } from './app';
import { spend } from './spend';
import type { BrowserSut, BrowserSuite, StateAssertion, StepExecutor } from './model-paths-sut';

/*
 * The auth statechart's shortest paths in Chromium (./model-paths.ts runs them): what a traveller sees per session
 * state, and per transition what the browser does — log in with the login request held, let the user data through,
 * move the server clock past the access token's lifetime, answer the refresh or the login with an error.
 */

const USER_DATA = [
  '/ticketing/users',
  '/ticketing/users/budget',
  '/ticketing/trips/next',
  '/ticketing/locations/user/recent',
  '/ticketing/regions',
];
const PASS_DIALOG = 'Kies een pasnummer';
/** Riet de Vries (server/seed.ts), one pass number: in the acting step she makes the demo traveller her carer. */
const RIET = { email: 'reiziger@example.com', password: 'Welkom-2026!' };

async function loginWith(page: Page, email: string, password: string) {
  await spend('login (UI)', email, async () => {
    await page.getByLabel('E-mailadres').fill(email);
    await page.getByLabel('Wachtwoord').fill(password);
    await page.getByRole('button', { name: 'Inloggen' }).click();
  });
}

/** Lets the user-data batch through (the `done` of `loadUserData`) and waits for the pass-number question. */
async function userDataLoaded(sut: BrowserSut) {
  if (sut.userDataReleased) return;
  sut.userDataReleased = true;
  await sut.gates.userData!.release();
  await expect(sut.page.getByRole('dialog', { name: PASS_DIALOG })).toBeVisible({ timeout: 15_000 });
}

/** Closes whatever dialog is open with Escape, as a traveller would. */
async function closeDialogs(page: Page) {
  for (let i = 0; i < 4; i++) {
    const dialog = page.getByRole('dialog');
    if ((await dialog.count()) === 0) break;
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  }
}

const authSee: Record<string, StateAssertion> = {
  restoring: async ({ page }) => {
    // Nothing of the app has loaded yet.
    await expect(page.getByRole('button', { name: 'Inloggen' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Uitloggen', includeHidden: true })).toHaveCount(0);
  },
  signedOut: async ({ page }) => {
    await expect(page.getByRole('link', { name: 'Uitloggen', includeHidden: true })).toHaveCount(0);
  },
  'signedOut.idle': async ({ page }) => {
    await expect(page).toHaveURL(/\/(login|activate)(\?|$)/);
    if (new URL(page.url()).pathname === '/login') {
      await expect(page.getByRole('button', { name: 'Inloggen' })).toBeEnabled();
      await expect(page.getByLabel('E-mailadres')).toBeVisible();
    }
  },
  'signedOut.submitting': async ({ page }) => {
    await expect(page.getByRole('button', { name: /Inloggen/ })).toBeDisabled();
  },
  signedIn: async ({ page }) => {
    // includeHidden: a modal dialog (pass-number choice) hides the sidebar from the accessibility tree.
    await expect(page.getByRole('link', { name: 'Uitloggen', includeHidden: true })).toBeAttached();
  },
  'signedIn.active': async ({ page }) => {
    await expect(page).not.toHaveURL(/\/login/);
    await expect(page.getByRole('button', { name: 'Inloggen' })).toHaveCount(0);
  },
  'signedIn.refreshing': async ({ page, gates }) => {
    // The renewal is held on its way to the server: the page stays as it was, no login page, no error.
    await gates.refresh!.held();
    await expect(page).not.toHaveURL(/\/login/);
    await expect(page.getByRole('button', { name: 'Inloggen' })).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveCount(0);
  },
};

const authExec: Record<string, StepExecutor> = {
  'restoring:xstate.done.actor.loadStoredSession [hasStoredSession] → signedIn': async (sut) => {
    await sut.storeDemoSession(null);
    await sut.page.goto('/home');
    await expect(sut.page.getByRole('link', { name: 'Uitloggen', includeHidden: true })).toBeAttached();
  },
  'restoring:xstate.done.actor.loadStoredSession → signedOut': async ({ page }) => {
    await page.goto('/home');
    await expect(page).toHaveURL(/\/login$/);
  },
  'signedOut.idle:login.submit [isLoginFormComplete] → signedOut.submitting': async (sut) => {
    sut.gates.login = await sut.gate(['/api/auth/auth/login'], 'POST');
    await loginWith(sut.page, DEMO.email, DEMO.password);
    await sut.gates.login.held();
  },
  'signedOut.submitting:xstate.done.actor.login → signedIn': async ({ page, gates }) => {
    await gates.login!.release();
    await expect(page).toHaveURL(/\/home$/);
  },
  'signedOut.submitting:xstate.error.actor.login [isUserNotConfirmed] → signedOut.idle': async ({
    page,
    gates,
  }) => {
    await gates.login!.fail(403, 'UserNotConfirmed', 'Uw account is nog niet geactiveerd.');
    await expect(page).toHaveURL(`/activate?email=${encodeURIComponent(DEMO.email)}`);
    await gates.login!.remove();
  },
  'signedOut.submitting:xstate.error.actor.login [isInvalidCredentials] → signedOut.idle': async ({
    page,
    gates,
  }) => {
    await gates.login!.rewrite({
      headers: {
        authorization: `Basic ${Buffer.from(`${DEMO.email}:Niet-het-wachtwoord1!`).toString('base64')}`,
      },
    });
    await expect(page.getByText('Gebruikersnaam of wachtwoord is onjuist')).toBeVisible();
    await expect(page.getByLabel('E-mailadres')).toHaveValue(DEMO.email);
  },
  'signedOut.submitting:xstate.error.actor.login → signedOut.idle': async ({ page, gates }) => {
    await gates.login!.fail(503, 'ServiceUnavailable', 'Dienst tijdelijk niet beschikbaar');
    await expect(page.locator('#login-error')).toHaveText(/Dienst tijdelijk niet beschikbaar/);
    await gates.login!.remove();
  },
  'signedIn:logout → signedOut': async (sut) => {
    await userDataLoaded(sut);
    await closeDialogs(sut.page);
    await sut.page.getByRole('link', { name: 'Uitloggen' }).click();
    await expect(sut.page).toHaveURL(/\/login$/);
    expect(await sut.storedSession()).toBeNull();
  },
  'signedIn:passNumber.selected': async (sut) => {
    await userDataLoaded(sut);
    const dialog = sut.page.getByRole('dialog', { name: PASS_DIALOG });
    await dialog.getByRole('button', { name: 'Eigen pas (2001000101)' }).click();
    await expect(dialog).toBeHidden();
    // The user data reports the choice; the session keeps it in the stored session.
    await expect.poll(async () => (await sut.storedSession())?.passNumber).toBe('2001000101');
  },
  'signedIn:travellingFor.changed': async (sut) => {
    await userDataLoaded(sut);
    await closeDialogs(sut.page);
    // Riet invites the demo traveller as her managing carer (API); the demo accepts on the invitation page.
    const riet = await apiLogin(sut.baseURL, RIET);
    await apiCall(sut.baseURL, 'POST', '/ticketing/carers', {
      token: riet.accessToken,
      body: { email: DEMO.email, role: 'manager' },
    });
    const mails = (await (
      await fetch(`${sut.baseURL}/dev/outbox?to=${encodeURIComponent(DEMO.email)}`)
    ).json()) as { kind: string; link?: string }[];
    const link = mails.filter((m) => m.kind === 'carerInvitation').at(-1)!.link!;
    await sut.page.goto(new URL(link).pathname);
    await closeDialogs(sut.page);
    await sut.page.getByRole('button', { name: 'Accepteren' }).click();
    await sut.page.getByRole('link', { name: 'Naar de startpagina' }).click();
    await closeDialogs(sut.page);
    // The chooser: the session acts for Riet, and the band says so on every page.
    await sut.page.getByRole('combobox', { name: 'Reizen voor' }).selectOption({ label: 'Riet de Vries' });
    await expect(sut.page.getByText('U boekt voor Riet de Vries')).toBeVisible();
    // The shared stored session keeps the account's own pass number, never Riet's.
    expect((await sut.storedSession())?.passNumber ?? null).not.toBe('2001000109');
  },
  'signedIn.active:token.rejected [isRejectedTokenCurrent && hasRefreshToken] → signedIn.refreshing': async (
    sut,
  ) => {
    await userDataLoaded(sut);
    await closeDialogs(sut.page);
    sut.gates.refresh = await sut.gate(['/api/auth/auth/refreshuser'], 'POST');
    // The access token lives 15 minutes (TOKEN_TTL_SECONDS=900): move the server clock past it.
    const clock = (await (await fetch(`${sut.baseURL}/dev/clock`)).json()) as { now: string };
    const moved = await fetch(`${sut.baseURL}/dev/clock`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ now: new Date(Date.parse(clock.now) + 16 * 60_000).toISOString() }),
    });
    expect(moved.ok).toBe(true);
    await sut.page.getByRole('link', { name: 'Mijn ritten' }).first().click();
    await sut.gates.refresh.held();
  },
  'signedIn.refreshing:xstate.done.actor.refreshSession → signedIn.active': async ({ page, gates }) => {
    await gates.refresh!.release();
    await expect(page).toHaveURL(/\/my-trips$/);
  },
  'signedIn.refreshing:xstate.error.actor.refreshSession [isTransientError] → signedIn.active': async ({
    page,
    gates,
  }) => {
    await gates.refresh!.rewrite({
      postData: JSON.stringify({ refreshToken: 'ingetrokken', username: DEMO.email }),
    });
    await expect(page).toHaveURL(/\/login$/);
  },
};

/** The session chart (machines/auth.machine.ts) in the browser, from the login page or a stored session. */
export const authSuite: BrowserSuite = {
  plan: authPlan,
  see: authSee,
  exec: authExec,
  before: async (sut) => {
    // The user-data batch waits for the step that lets it through (the `done` of `loadUserData`).
    sut.gates.userData = await sut.gate(USER_DATA, 'GET');
  },
};
