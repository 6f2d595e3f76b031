import type { Dictionary } from '../../src/i18n/nl-NL';
import { DICTS, prepare, RIET, openSignedInAndSettle, scan, VIEWPORTS, type LocaleName } from './support/axe';
import { resetAll } from './support/booking';
import { expect, test, type Page } from './support/test';

/*
 * The installed app without a connection, against the production build (a service worker needs it; localhost is a
 * secure context): the service worker precaches the app shell, the app keeps the account's snapshot in IndexedDB,
 * and a reload offline shows /home and /my-trips read-only under "U bent offline. Dit wisten we om 09:42." with
 * every server action disabled and explained; back online the live data returns; a logout offline deletes the
 * snapshot. Riet (server/seed.ts) has one pass number and upcoming trips. Axe scans the offline views at 375 and
 * 1280 px in both languages.
 */

test.describe.configure({ mode: 'serial' });
test.use({ trace: 'off', serviceWorkers: 'allow' });

test.beforeEach(async ({ baseURL }) => {
  await resetAll(baseURL!);
});

interface KeptSnapshot {
  account: string;
  takenAt: string;
  nextTrip: { externalTripId: string } | null;
  upcomingTrips: { externalTripId: string }[];
  budget: { passNumber: string } | null;
}

/** The account's snapshot in the page's IndexedDB (src/lib/offline-store.ts), or null. */
function keptSnapshot(page: Page, account: string): Promise<KeptSnapshot | null> {
  return page.evaluate(
    (key) =>
      new Promise<KeptSnapshot | null>((resolve) => {
        const open = indexedDB.open('regiotaxi-offline', 1);
        open.onupgradeneeded = () => open.result.createObjectStore('snapshots', { keyPath: 'account' });
        open.onerror = () => resolve(null);
        open.onsuccess = () => {
          const db = open.result;
          const get = db.transaction('snapshots').objectStore('snapshots').get(key);
          get.onsuccess = () => {
            db.close();
            resolve((get.result as KeptSnapshot | undefined) ?? null);
          };
          get.onerror = () => {
            db.close();
            resolve(null);
          };
        };
      }),
    account,
  );
}

/**
 * Signs Riet in on /home, installs the service worker and keeps the snapshot, with the upcoming trips of /my-trips'
 * current week when `upcoming` (which of Riet's trips the current week holds depends on the locale's first day of
 * the week: en-US's Sunday–Saturday week may hold none still to come, and then only the next trip is listed).
 */
async function installAndKeep(
  page: Page,
  baseURL: string,
  t: Dictionary,
  { upcoming }: { upcoming: boolean },
): Promise<KeptSnapshot> {
  await openSignedInAndSettle(page, baseURL, '/home', RIET);
  // The service worker installs and activates (prompt strategy: the first version needs no prompt).
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.getByRole('link', { name: t.nav.myTrips }).first().click();
  await expect(page).toHaveURL(/\/my-trips$/);
  await expect(page.getByRole('list', { name: t.myTrips.list })).toBeVisible();
  await page.getByRole('link', { name: t.nav.home }).first().click();
  await expect(page).toHaveURL(/\/home$/);
  await expect
    .poll(async () => {
      const kept = await keptSnapshot(page, RIET.email);
      return !!kept?.nextTrip && !!kept.budget && (!upcoming || kept.upcomingTrips.length > 0);
    })
    .toBe(true);
  return (await keptSnapshot(page, RIET.email))!;
}

/** "U bent offline. Dit wisten we om 09:42." for the snapshot's time, Europe/Amsterdam. */
function bannerText(t: Dictionary, locale: LocaleName, takenAt: string): string {
  const time = new Intl.DateTimeFormat(locale, {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'Europe/Amsterdam',
  }).format(new Date(takenAt));
  return t.offlineSnapshot.banner.replace('{{time}}', time);
}

/** The offline /home: the banner, the kept next trip and budget, every server action disabled with the reason. */
async function expectOfflineHome(page: Page, t: Dictionary, locale: LocaleName, kept: KeptSnapshot) {
  await expect(
    page.getByRole('status').filter({ hasText: bannerText(t, locale, kept.takenAt) }),
  ).toBeVisible();
  const card = page.getByRole('region', { name: t.home.nextTrip.title });
  await expect(card).toContainText(kept.nextTrip!.externalTripId);
  await expect(card).toContainText(t.offlineSnapshot.window);
  await expect(card.getByRole('link', { name: t.contact.phoneValue })).toBeVisible();
  const main = page.getByRole('main');
  for (const name of [
    t.offlineSnapshot.bookTrip,
    t.offlineSnapshot.cancelTrip,
    t.offlineSnapshot.shareTrip,
  ]) {
    const button = main.getByRole('button', { name, exact: true }).first();
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription(t.offlineSnapshot.needsConnection);
  }
  await expect(page.getByRole('region', { name: t.home.budget.title })).toContainText(
    kept.budget!.passNumber,
  );
}

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
    page.getByRole('status').filter({ hasText: bannerText(t, 'nl-NL', kept.takenAt) }),
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

  // Log out while offline: the snapshot is deleted, and a reload offline shows nothing of the account.
  await context.setOffline(true);
  await expect(
    page.getByRole('status').filter({ hasText: bannerText(t, 'nl-NL', kept.takenAt) }),
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

for (const locale of ['nl-NL', 'en-US'] as const) {
  test(`axe: the offline /home and /my-trips at 375 and 1280 px (${locale})`, async ({
    page,
    context,
    baseURL,
  }) => {
    const t = DICTS[locale];
    await prepare(page, locale);
    const kept = await installAndKeep(page, baseURL!, t, { upcoming: locale === 'nl-NL' });
    await context.setOffline(true);
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await page.goto(`${baseURL}/home`);
      await expectOfflineHome(page, t, locale, kept);
      await scan(page, `offline /home ${locale} ${viewport.name}`);
      await page.goto(`${baseURL}/my-trips`);
      await expect(page.getByRole('region', { name: t.offlineSnapshot.upcomingTitle })).toBeVisible();
      await scan(page, `offline /my-trips ${locale} ${viewport.name}`);
    }
    await context.setOffline(false);
  });
}
