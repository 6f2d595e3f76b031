import { expect, test, type Route } from './support/test';
import { DEMO, openSignedIn } from './support/app';
import { openSignedInAndSettle, prepare, scan } from './support/axe';
import { resetAroundEachTest } from './support/booking';
import { OWN_PASS } from './support/resilience';

/*
 * Route changes and the connection (Chromium, production build): the progress of a route change whose page is
 * still loading (the old page inert), links that preload their page, and the offline banner.
 */

resetAroundEachTest();

test('a route change whose page is not loaded yet shows progress at once, the old page inert; links preload their page', async ({
  page,
  baseURL,
}) => {
  await openSignedIn(page, baseURL!, '/home', DEMO, OWN_PASS);
  await expect(page.getByRole('heading', { level: 1, name: /Welkom/ })).toBeVisible();

  // Hovering a link of the signed-in layout starts loading its page.
  const profileChunk = page.waitForRequest(/\/assets\/profile-page-[\w-]+\.js$/);
  await page.getByRole('link', { name: 'Profiel' }).first().hover();
  await profileChunk;

  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/my-trips-page-[\w-]+\.js$/, async (route: Route) => {
    await held;
    await route.continue();
  });
  await page.getByRole('link', { name: 'Mijn ritten' }).first().click();
  const main = page.locator('main');
  await expect(page.locator('[data-route-progress]')).toBeVisible();
  await expect(main).toHaveAttribute('aria-busy', 'true');
  await expect(main).toHaveAttribute('inert', '');
  await expect(page.getByRole('status').filter({ hasText: 'Pagina wordt geladen…' })).toHaveCount(1);
  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Mijn ritten' })).toBeVisible();
  await expect(page.locator('[data-route-progress]')).toHaveCount(0);
  await expect(main).not.toHaveAttribute('aria-busy', 'true');
  await expect(main).not.toHaveAttribute('inert', '');
});

test('offline: a calm banner on every signed-in page, gone once back online (en-US)', async ({
  page,
  context,
  baseURL,
}) => {
  await prepare(page, 'en-US');
  const demoWithPass = { ...DEMO, pass: OWN_PASS };
  await openSignedInAndSettle(page, baseURL!, '/home', demoWithPass);
  await expect(page.getByRole('heading', { level: 1, name: /Welcome/ })).toBeVisible();
  const banner = page.getByText(/You are offline\. What you enter is kept/);
  await expect(banner).toHaveCount(0);

  // The booking page while online (its chunk is then in the browser), then the connection drops.
  await page.getByRole('link', { name: 'Book trip', exact: true }).first().click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'When would you like to be picked up?' }),
  ).toBeVisible();
  await context.setOffline(true);
  await expect(banner).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /You are offline/ })).toHaveCount(1);
  await scan(page, 'book-trip offline banner (en-US)', { settleFirst: false });
  // /home offline shows the trips kept on the device under a banner of its own ("You are offline. This is what we
  // knew at …"), in place of the calm banner: one offline status on the page either way.
  await page.getByRole('link', { name: 'Home', exact: true }).first().click();
  const offline = page.getByRole('status').filter({ hasText: /You are offline/ });
  await expect(offline.filter({ hasText: /This is what we knew at/ })).toBeVisible();
  await expect(offline).toHaveCount(1);

  await context.setOffline(false);
  await expect(page.getByRole('heading', { level: 1, name: /Welcome/ })).toBeVisible();
  await expect(offline).toHaveCount(0);
});
