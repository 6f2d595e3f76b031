import { expect, test, type Page } from './test';
import { DEMO, openSignedIn } from './app';
import { spend } from './spend';

/*
 * Helpers of the booking browser tests: server state through the dev endpoints, the hooks that reset it,
 * the booking form and its confirmation, the Amsterdam calendar, and the API as the app's session sees it.
 */

/** The seeded region 20 flags (server/seed.ts), restored after tests that change them. */
const SEEDED_FLAGS = {
  isBookingWithoutAccountEnabled: true,
  isTrafficIndicatorEnabled: true,
  isBookingBlockedByPtAdviceEnabled: false,
} as const;

/** PATCH /dev/region with some region 20 settings (dev only). */
export async function patchRegion(baseURL: string, settings: Record<string, unknown>) {
  const res = await fetch(`${baseURL}/dev/region`, {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(settings),
  });
  if (!res.ok) throw new Error(`PATCH /dev/region failed: ${res.status} ${await res.text()}`);
}

/** Resets the database to the seed and the server clock to real time. */
export async function resetAll(baseURL: string) {
  await spend('reset', 'database, clock and region flags', async () => {
    const reset = await fetch(`${baseURL}/dev/reset`, { method: 'POST' });
    if (!reset.ok) throw new Error(`reset failed: ${reset.status}`);
    await fetch(`${baseURL}/dev/clock`, { method: 'DELETE' });
    await patchRegion(baseURL, SEEDED_FLAGS);
  });
}

/** Keeps the release notes dialog away (this app version's notes count as seen), so it cannot cover the page. */
export async function skipReleaseNotes(page: Page) {
  await page.addInitScript(() => window.localStorage.setItem('appVersion', '4.1.0'));
}

/**
 * Registers the booking specs' hooks (call once at a spec file's top level): before each test the server's
 * database, clock and region 20 flags go back to the seed and the release notes are kept away; after each test the server is reset again, so the next spec file finds it as seeded.
 */
export function resetAroundEachTest() {
  test.beforeEach(async ({ page, baseURL }) => {
    await resetAll(baseURL!);
    await skipReleaseNotes(page);
  });
  test.afterEach(async ({ baseURL }) => {
    await resetAll(baseURL!);
  });
}

/** The demo traveller's pass "Eigen pas" (server/seed.ts). */
const DEMO_OWN_PASS = '2001000101';

/**
 * Opens /home signed in as the demo traveller with the pass "Eigen pas" chosen ({@link openSignedIn}: a session
 * from the API, as a returning traveller's device holds it; the /login form and the pass-number dialog have specs
 * of their own, walking-skeleton.spec.ts among them), then /book-trip from the menu (nl-NL).
 */
export async function openBookingForm(page: Page, baseURL: string) {
  await spend('set-up (UI)', 'open the booking form', async () => {
    await openSignedIn(page, baseURL, '/home', DEMO, DEMO_OWN_PASS);
    await page.getByRole('link', { name: 'Rit boeken' }).first().click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Wanneer wilt u worden opgehaald?' }),
    ).toBeVisible();
  });
}

/**
 * Books the filled-in form as it stands (nl-NL): "Bevestigen", checks the confirmation dialog shows a price in
 * euros, confirms there and waits for what says it is booked: a signed-in traveller's confirmation view "Uw rit
 * is geboekt" (two trips: "Uw ritten zijn geboekt"), or a guest's toast "Uw rit is geboekt!".
 */
export async function bookOneLeg(page: Page) {
  await page.getByRole('button', { name: 'Bevestigen' }).click();
  const confirm = page.getByRole('dialog', { name: 'Controleer uw rit' });
  await expect(confirm).toBeVisible();
  await expect(confirm).toContainText('€');
  await confirm.getByRole('button', { name: 'Bevestigen' }).click();
  await expect(
    page
      .getByRole('heading', { level: 1, name: /^Uw rit(ten)? (is|zijn) geboekt$/ })
      .or(page.getByText('Uw rit is geboekt!'))
      .first(),
  ).toBeVisible();
}

/** Tomorrow's date in Europe/Amsterdam as YYYY-MM-DD (the date input's value). */
export function tomorrowInAmsterdam(): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Amsterdam',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(Date.now() + 24 * 3_600_000));
  return parts;
}

/** Trips of the signed-in traveller from today on (GET /ticketing/trips/history with the app's token). */
export async function tripsOfSession(page: Page, baseURL: string) {
  const token = await page.evaluate(
    () =>
      (JSON.parse(localStorage.getItem('regiotaxi.session') ?? '{}') as { accessToken?: string }).accessToken,
  );
  expect(token).toBeTruthy();
  const from = new Date().toISOString().slice(0, 10);
  const to = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
  const res = await fetch(
    `${baseURL}/ticketing/trips/history?from=${from}&to=${to}&sortBy=departure_date_time&pageNumber=1&pageSize=50&sortDirection=ASC`,
    {
      headers: {
        Authorization: `Bearer ${token ?? ''}`,
        'Api-Version': '2',
        'X-Region-Id': '20',
        'X-Platform-Type': 'Web',
      },
    },
  );
  expect(res.status).toBe(200);
  return ((await res.json()) as { items: Array<{ status: string; arrival: string; departure: string }> })
    .items;
}
