import { DICTS, prepare, RIET, openSignedInAndSettle } from './support/axe';
import { resetAll } from './support/booking';
import { expect, test } from './support/test';

/*
 * A new version of the installed app, against the production build (a service worker needs it): a signed-in first
 * visit installs the service worker without downloading workbox-window or the update chart (src/logic/service-worker.ts);
 * once the server has a new version and the browser's update check installs it, the prompt "Er is een nieuwe
 * versie" appears (only then are those chunks fetched), a reload offers it again (it still waits), and
 * "Vernieuwen" activates it and reloads the page under it (machines/app-update.machine.ts). The new version is the built sw.js with one comment added
 * (`POST /dev/app-release`, docs/qa-endpoints.md): the browser compares service worker scripts byte by byte.
 */

test.use({ trace: 'off', serviceWorkers: 'allow' });

test.beforeEach(async ({ baseURL }) => {
  await resetAll(baseURL!);
});

test('app update: installed without workbox-window, a new version prompts (again after a reload) and Vernieuwen reloads under it', async ({
  page,
  baseURL,
}) => {
  const t = DICTS['nl-NL'];
  const updateChunks: string[] = [];
  page.on('request', (request) => {
    const name = new URL(request.url()).pathname;
    if (/\/assets\/(workbox-window|app-update|pwa-register)[^/]*\.js$/.test(name)) updateChunks.push(name);
  });
  await prepare(page, 'nl-NL');
  await openSignedInAndSettle(page, baseURL!, '/home', RIET);
  // The first version installs and activates (the first version needs no prompt); the next load is under its control.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
  expect(updateChunks).toEqual([]);
  await expect(page.getByText(t.appUpdate.available)).toHaveCount(0);

  // The server has a new version: the browser's next update check installs it, and it waits for this page.
  // (A reset keeps the release: an earlier test of this worker may have published some.)
  const { release } = (await (await fetch(`${baseURL}/dev/app-release`)).json()) as { release: number };
  const released = await fetch(`${baseURL}/dev/app-release`, { method: 'POST' });
  expect(await released.json()).toEqual({ release: release + 1 });
  await page.evaluate(() =>
    navigator.serviceWorker.getRegistration().then((registration) => registration?.update()),
  );
  await expect(page.getByText(t.appUpdate.available)).toBeVisible();
  expect(updateChunks.length).toBeGreaterThan(0);

  // A reload does not apply it (the older version still controls the page as it loads): the version found on an
  // earlier visit is offered again.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(t.appUpdate.available)).toBeVisible();

  // "Vernieuwen": the waiting version takes over and the page reloads under it.
  const waitingScript = await page.evaluate(() =>
    navigator.serviceWorker
      .getRegistration()
      .then((registration) => registration?.waiting?.scriptURL ?? null),
  );
  expect(waitingScript).toMatch(/\/sw\.js$/);
  await Promise.all([
    page.waitForEvent('load'),
    page.getByRole('button', { name: t.appUpdate.reload }).click(),
  ]);
  await expect(page).toHaveURL(/\/home$/);
  await expect
    .poll(() =>
      page.evaluate(() =>
        navigator.serviceWorker.getRegistration().then((registration) => ({
          waiting: !!registration?.waiting,
          controlled: !!navigator.serviceWorker.controller,
        })),
      ),
    )
    .toEqual({ waiting: false, controlled: true });
  await expect(page.getByText(t.appUpdate.available)).toHaveCount(0);
});
