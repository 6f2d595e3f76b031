import { expect, test, type Page } from './support/test';
import { DEMO } from './support/app';
import { resetAll, skipReleaseNotes } from './support/booking';
import { spend } from './support/spend';

/*
 * No open redirect: the page remembered for after login (product §2.1 "remember the origin") accepts only
 * same-origin paths. The app remembers it in the router's history state (`{ from }`), never in the query string;
 * both ways in are attacked: a crafted `/login?redirect=…` link, and a history state planted by a script before
 * the login page loads. After logging in the browser must stay on this origin (on /home), never load
 * evil.example and never run a javascript: URL.
 */

const PAYLOADS = [
  '//evil.example/home',
  'https://evil.example/',
  '/\\evil.example',
  '/\\/evil.example',
  'javascript:alert(document.domain)',
  ' //evil.example',
];

test.beforeEach(async ({ page, baseURL }) => {
  await resetAll(baseURL!);
  await skipReleaseNotes(page);
});

/** Logs in on the login page that is already open and returns where the browser ends up. */
async function logInHere(page: Page): Promise<URL> {
  await spend('login (UI)', DEMO.email, async () => {
    await page.getByLabel('E-mailadres').fill(DEMO.email);
    await page.getByLabel('Wachtwoord').fill(DEMO.password);
    await page.getByRole('button', { name: 'Inloggen' }).click();
  });
  await page.waitForURL((url) => url.pathname !== '/login');
  // Give a client-side redirect that might follow a moment to happen.
  await expect(page.getByRole('dialog', { name: 'Kies een pasnummer' })).toBeVisible();
  return new URL(page.url());
}

/** Watches for any request to another host and for dialogs (a javascript: URL that ran would alert). */
function watchEscapes(page: Page) {
  const escapes: string[] = [];
  page.on('request', (r) => {
    const host = new URL(r.url()).hostname;
    if (host !== 'localhost') escapes.push(r.url());
  });
  page.on('dialog', (d) => {
    escapes.push(`dialog: ${d.message()}`);
    void d.dismiss();
  });
  return escapes;
}

for (const payload of PAYLOADS) {
  test(`a remembered origin ${JSON.stringify(payload)} in the history state is ignored after login`, async ({
    page,
    baseURL,
  }) => {
    const escapes = watchEscapes(page);
    await page.goto(`${baseURL}/login`);
    // Plant the payload where the app remembers the origin (React Router's history state), then reload.
    await page.evaluate((from) => {
      window.history.replaceState({ usr: { from }, key: 'evil', idx: 0 }, '', '/login');
    }, payload);
    await page.reload();
    const landed = await logInHere(page);
    expect(landed.origin).toBe(new URL(baseURL!).origin);
    expect(landed.pathname).toBe('/home');
    expect(escapes).toEqual([]);
  });

  test(`a /login?redirect=${JSON.stringify(payload)} link does not redirect after login`, async ({
    page,
    baseURL,
  }) => {
    const escapes = watchEscapes(page);
    const query = new URLSearchParams({
      redirect: payload,
      returnUrl: payload,
      from: payload,
      next: payload,
    });
    await page.goto(`${baseURL}/login?${query}`);
    const landed = await logInHere(page);
    expect(landed.origin).toBe(new URL(baseURL!).origin);
    expect(landed.pathname).toBe('/home');
    expect(escapes).toEqual([]);
  });
}

test('a same-origin path planted the same way is followed (so the attack above reached the app)', async ({
  page,
  baseURL,
}) => {
  await page.goto(`${baseURL}/login`);
  await page.evaluate(() => {
    window.history.replaceState({ usr: { from: '/my-trips' }, key: 'own', idx: 0 }, '', '/login');
  });
  await page.reload();
  await page.getByLabel('E-mailadres').fill(DEMO.email);
  await page.getByLabel('Wachtwoord').fill(DEMO.password);
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await expect(page).toHaveURL(new RegExp(`^${new URL(baseURL!).origin}/my-trips$`));
});

test('a same-origin page asked for while signed out opens after login', async ({ page, baseURL }) => {
  await page.goto(`${baseURL}/my-trips`);
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('E-mailadres').fill(DEMO.email);
  await page.getByLabel('Wachtwoord').fill(DEMO.password);
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await expect(page).toHaveURL(new RegExp(`^${new URL(baseURL!).origin}/my-trips$`));
});
