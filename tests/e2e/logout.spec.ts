import { expect, test } from './support/test';
import { logIn } from './support/app';
import { resetAll } from './support/booking';

/*
 * Logout clears everything — tokens, the selected pass number, the app's stored state
 * and every actor. The traveller with upcoming trips (home page: upcoming trip, live map polling) logs out; then
 * 90 simulated seconds pass (page.clock) and not one API call may leave the page.
 *
 * Stored state that SURVIVES logout on purpose (user preferences of this browser, not of the account; none holds
 * a token, a pass number or personal data):
 * - localStorage `lang` (and cookie `lang`): the chosen UI language (product §9), so the login page stays in it;
 * - localStorage `theme`: the display theme (normal / high contrast), an accessibility preference;
 * - localStorage `appVersion`: the app version whose release notes were dismissed (product §4), per browser.
 */

const TRAVELLER = { email: 'reiziger@example.com', password: 'Welkom-2026!' };
const PREFERENCE_KEYS = ['lang', 'theme', 'appVersion'];

test.beforeEach(async ({ baseURL }) => {
  await resetAll(baseURL!);
});

test('logout clears tokens, pass number and stored state, and stops every request', async ({
  page,
  baseURL,
}) => {
  await page.clock.install();
  await page.addInitScript(() => window.localStorage.setItem('appVersion', '4.1.0'));
  await logIn(page, baseURL!, TRAVELLER);
  await expect(page.getByRole('region', { name: 'Uw volgende rit' })).toBeVisible();

  const stored = () =>
    page.evaluate(() => ({
      local: Object.fromEntries(Object.entries(window.localStorage)),
      session: Object.fromEntries(Object.entries(window.sessionStorage)),
    }));
  const before = await stored();
  expect(JSON.stringify(before.local)).toContain('accessToken');

  // While signed in, the page keeps talking to the API (live map, upcoming trip) as time passes.
  const calls: string[] = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (/^\/(ticketing|api)\//.test(path)) calls.push(`${r.method()} ${path}`);
  });
  // Half a fake minute at a time until a poll goes out. The card sets its poll timer once its own answer has been
  // handled, which on a loaded machine can come after the card is already visible: a single jump of the clock
  // taken before that moves no timer at all. The poll's request event also reaches the test a moment later.
  await expect
    .poll(
      async () => {
        if (calls.length === 0) await page.clock.runFor(30_000);
        return calls.length;
      },
      { message: 'the network watch sees the calls of the signed-in page' },
    )
    .toBeGreaterThan(0);
  const signedInCalls = calls.length;

  await page.getByRole('link', { name: 'Uitloggen' }).click();
  await expect(page).toHaveURL(/\/login/);
  calls.length = 0;
  await page.clock.runFor(90_000);
  await page.waitForTimeout(500); // let anything the timers started reach the network
  expect(calls, 'no API call after logout').toEqual([]);

  const after = await stored();
  const appKeys = Object.keys(after.local).filter((key) => !PREFERENCE_KEYS.includes(key));
  expect(appKeys, 'only preferences stay in localStorage').toEqual([]);
  expect(after.session, 'sessionStorage is empty').toEqual({});
  const everything = JSON.stringify(after);
  for (const secret of ['accessToken', 'refreshToken', 'passNumber', TRAVELLER.email])
    expect(everything).not.toContain(secret);

  // The app's own state is gone too: the back button does not bring the signed-in pages back.
  await page.goBack();
  await expect(page).toHaveURL(/\/login/);
  await page.goto(`${baseURL}/home`);
  await expect(page).toHaveURL(/\/login/);
  console.log(`[logout] API calls signed in: ${signedInCalls}; in 90 s after logout: ${calls.length}`);
});
