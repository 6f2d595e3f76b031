import { DICTS, prepare, RIET } from './support/axe';
import { resetAll } from './support/booking';
import { settlePage } from './support/settle';
import { expectOfflineHome, installAndKeep, keptSnapshot, shownBanner } from './support/offline';
import { expect, test } from './support/test';

/*
 * The installed app without a connection, against the production build (a service worker needs it; localhost is a
 * secure context): the service worker precaches the app shell, the app keeps the account's snapshot in IndexedDB,
 * and a reload offline shows /home and /my-trips read-only under "U bent offline. Dit wisten we om 09:42." with
 * every server action disabled and explained; back online the live data returns; a logout offline deletes the
 * snapshot. Riet (server/seed.ts) has one pass number and upcoming trips. The axe scans of the offline views are in
 * offline-a11y-nl.spec.ts and offline-a11y-en.spec.ts.
 */

test.use({ trace: 'off', serviceWorkers: 'allow' });

test.beforeEach(async ({ baseURL }) => {
  await resetAll(baseURL!);
});

test('offline: the kept trips read-only after a reload, live again online, gone after a logout', async ({
  page,
  context,
  baseURL,
}) => {
  const t = DICTS['nl-NL'];
  await prepare(page, 'nl-NL');
  const kept = await installAndKeep(page, baseURL!, t, { upcoming: true });

  await context.setOffline(true);
  await page.reload();
  await expectOfflineHome(page, t, 'nl-NL', kept);

  // /my-trips offline: the upcoming trips as kept, each with its actions disabled.
  await page.getByRole('link', { name: t.nav.myTrips }).first().click();
  await expect(page).toHaveURL(/\/my-trips$/);
  const upcoming = page.getByRole('region', { name: t.offlineSnapshot.upcomingTitle });
  for (const trip of kept.upcomingTrips) await expect(upcoming).toContainText(trip.externalTripId);
  await expect(upcoming.getByRole('button', { name: t.offlineSnapshot.cancelTrip }).first()).toBeDisabled();
  await expect(
    page.getByRole('status').filter({ hasText: await shownBanner(page, t, 'nl-NL') }),
  ).toBeVisible();

  // Back online: the live page returns by itself.
  await page.getByRole('link', { name: t.nav.home }).first().click();
  const liveAgain = page.waitForResponse((r) => r.url().endsWith('/ticketing/trips/next') && r.ok());
  await context.setOffline(false);
  await liveAgain;
  await expect(page.getByText(/U bent offline/)).toHaveCount(0);
  await expect(page.getByText(t.offlineSnapshot.needsConnection)).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('button', { name: t.offlineSnapshot.bookTrip })).toHaveCount(
    0,
  );
  await expect(page.getByRole('region', { name: t.home.nextTrip.title })).toBeVisible();

  // Log out while offline: the snapshot is deleted, and a reload offline shows nothing of the account. First the
  // reload that coming back online started must end: an answer that lands after the connection drops counts as
  // the API reached (the connectivity chart's `api.reached`, which also lifts a banner the browser's own report
  // may have raised wrongly), and the banner would then wait for the next failed poll, 30 s later.
  await settlePage(page);
  await context.setOffline(true);
  await expect(
    page.getByRole('status').filter({ hasText: await shownBanner(page, t, 'nl-NL') }),
  ).toBeVisible();
  await page.getByRole('link', { name: t.nav.logout }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect.poll(() => keptSnapshot(page, RIET.email)).toBeNull();
  await page.reload();
  await expect(page.getByRole('button', { name: t.login.submit, exact: true })).toBeVisible();
  await page.goto(`${baseURL}/home`);
  await expect(page).toHaveURL(/\/login/);
  expect(await keptSnapshot(page, RIET.email)).toBeNull();
  await context.setOffline(false);
});
