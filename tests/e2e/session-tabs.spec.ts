import type { BrowserContext, Page, Response } from '@playwright/test';
import { expect, test } from './support/test';
import { choosePassNumber, closeReleaseNotes, logIn, resetServer } from './support/app';
import { ownPort, startServer, type ServerProcess } from './support/servers';

/*
 * Two tabs of one browser share one session. The bug this guards against: with a 20 s access-token
 * lifetime, the app open in two tabs and moving between Home and Mijn ritten with the app's own links, both tabs used
 * to land on /login within about 20 s (each refreshed with the refresh token it held; the server saw reuse and
 * revoked the family). Now one tab refreshes under the Web Lock and the other takes the stored tokens.
 *
 * Own server: TOKEN_TTL_SECONDS=20 (the shared workers' servers use the default 15 minutes). The 90 s pass on the
 * server's clock, which decides when a token has expired: after every round of navigation the test moves it
 * {@link CLOCK_STEP_MS} forward (`/dev/clock`), on top of the real time the round took, so the tokens expire every
 * few rounds — between rounds or in the middle of one — without 90 s of real waiting. The app only
 * learns that a token expired from the server's 401, as with real time passing.
 */

const PORT = ownPort(13);
const DB_PATH = '.data/e2e-session-tabs.sqlite';
const TTL_S = 20;
/** How long the two tabs navigate, in server time (90 s: four token lifetimes and a half). */
const NAVIGATE_MS = 90_000;
/** How far the server clock moves after each round: a token lifetime in about three rounds. */
const CLOCK_STEP_MS = 6_000;

let server: ServerProcess | null = null;
let base = '';

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startServer({
    port: PORT,
    dbPath: DB_PATH,
    fresh: true,
    env: { TOKEN_TTL_SECONDS: String(TTL_S) },
  });
  base = server.url;
});

// Each test starts from the seed (the release notes are unread again: the first tab reads them), in real time.
test.beforeEach(async () => {
  await fetch(`${base}/dev/clock`, { method: 'DELETE' });
  await resetServer(base);
});

test.afterAll(async () => {
  await server?.stop();
});

const nav = (page: Page) => page.getByRole('navigation', { name: 'Hoofdmenu' });

/** The server's clock (GET /dev/clock), ms since the epoch. */
async function serverNow(): Promise<number> {
  const res = await fetch(`${base}/dev/clock`);
  expect(res.status).toBe(200);
  return Date.parse(((await res.json()) as { now: string }).now);
}

/** Moves the server's clock `ms` forward (POST /dev/clock): for the tokens, that much time has passed. */
async function advanceServerClock(ms: number) {
  const res = await fetch(`${base}/dev/clock`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ now: new Date((await serverNow()) + ms).toISOString() }),
  });
  expect(res.status).toBe(200);
}

/** Moves between Home and Mijn ritten with the sidebar's links (no reload), as the bug's reproduction did. */
async function goAround(page: Page) {
  await nav(page).getByRole('link', { name: 'Mijn ritten' }).click();
  await expect(page).toHaveURL(/\/my-trips$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mijn ritten' })).toBeVisible();
  await nav(page).getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(/\/home$/);
}

/** Logs the demo traveller in on a first tab and opens /home in a second tab of the same browser context. */
async function twoSignedInTabs(context: BrowserContext) {
  const first = await context.newPage();
  await logIn(first, base);
  await choosePassNumber(first);
  await closeReleaseNotes(first);
  const second = await context.newPage();
  await second.goto(`${base}/home`);
  await expect(nav(second).getByRole('link', { name: 'Uitloggen' })).toBeVisible();
  return [first, second] as const;
}

test('two tabs with a 20 s token lifetime navigate in-app for 90 s and both stay signed in', async ({
  context,
}) => {
  test.setTimeout(90_000);
  const refreshes: Response[] = [];
  context.on('response', (response) => {
    if (response.url().endsWith('/api/auth/auth/refreshuser')) refreshes.push(response);
  });
  const tabs = await twoSignedInTabs(context);

  const start = await serverNow();
  let rounds = 0;
  while ((await serverNow()) - start < NAVIGATE_MS) {
    for (const tab of tabs) {
      await goAround(tab);
      expect(new URL(tab.url()).pathname, 'a tab fell back to /login').not.toBe('/login');
    }
    rounds++;
    await advanceServerClock(CLOCK_STEP_MS);
  }

  for (const tab of tabs) {
    await expect(tab).toHaveURL(/\/home$/);
    await expect(nav(tab).getByRole('link', { name: 'Uitloggen' })).toBeVisible();
  }
  // Four lifetimes passed: the session was renewed several times, every renewal accepted (a reuse answers 401).
  expect(rounds).toBeGreaterThan(5);
  expect(refreshes.length).toBeGreaterThanOrEqual(Math.floor(NAVIGATE_MS / 1000 / TTL_S) - 1);
  expect(refreshes.map((r) => r.status())).toEqual(refreshes.map(() => 200));
});

test('logging out in one tab sends the other tab to /login', async ({ context }) => {
  const [first, second] = await twoSignedInTabs(context);
  await goAround(second);
  await nav(first).getByRole('link', { name: 'Uitloggen' }).click();
  await expect(first).toHaveURL(/\/login$/);
  // The other tab follows by itself (storage event), well within a second, without a click or a reload.
  await expect(second).toHaveURL(/\/login$/, { timeout: 1_000 });
  await expect(second.getByRole('button', { name: 'Inloggen' })).toBeVisible();
});
