import type { Dictionary } from '../../../src/i18n/nl-NL';
import { DICTS, prepare, RIET, openSignedInAndSettle, scan, VIEWPORTS, type LocaleName } from './axe';
import { expect, test, type Page } from './test';

/*
 * Shared parts of the offline specs (offline*.spec.ts): the installed app without a connection, against the
 * production build (a service worker needs it; localhost is a secure context). Riet (server/seed.ts) has one pass
 * number and upcoming trips.
 */

export interface KeptSnapshot {
  account: string;
  takenAt: string;
  nextTrip: { externalTripId: string } | null;
  upcomingTrips: { externalTripId: string }[];
  budget: { passNumber: string } | null;
}

/** The account's snapshot in the page's IndexedDB (src/lib/offline-store.ts), or null. */
export function keptSnapshot(page: Page, account: string): Promise<KeptSnapshot | null> {
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
export async function installAndKeep(
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
  return t.home.offlineBanner.replace('{{time}}', time);
}

/**
 * The banner of the snapshot the page shows offline: the one stored now (a load that was still under way when the
 * connection dropped may have kept a newer one than the test read before, a minute later).
 */
export async function shownBanner(page: Page, t: Dictionary, locale: LocaleName): Promise<string> {
  const shown = await keptSnapshot(page, RIET.email);
  return bannerText(t, locale, shown!.takenAt);
}

/** The offline /home: the banner, the kept next trip and budget, every server action disabled with the reason. */
export async function expectOfflineHome(page: Page, t: Dictionary, locale: LocaleName, kept: KeptSnapshot) {
  await expect(
    page.getByRole('status').filter({ hasText: await shownBanner(page, t, locale) }),
  ).toBeVisible();
  const card = page.getByRole('region', { name: t.home.nextTrip.title });
  await expect(card).toContainText(kept.nextTrip!.externalTripId);
  await expect(card).toContainText(t.offlineSnapshot.window);
  await expect(card.getByRole('link', { name: t.footer.customerServicePhone })).toBeVisible();
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

/**
 * Axe on the offline /home and /my-trips in `locale` at each viewport, one test per viewport (each signs in, keeps
 * the snapshot and goes offline: a test of its own stays well inside the time limit on a busy machine).
 */
export function offlineAxeTests(locale: LocaleName) {
  test.use({ trace: 'off', serviceWorkers: 'allow' });
  for (const viewport of VIEWPORTS) {
    test(`axe: the offline /home and /my-trips at ${viewport.name} (${locale})`, async ({
      page,
      context,
      baseURL,
    }) => {
      // Sign-in, the service worker's install and two scans: about 20 s alone, up to a minute beside three workers.
      test.setTimeout(90_000);
      const t = DICTS[locale];
      await prepare(page, locale);
      const kept = await installAndKeep(page, baseURL!, t, { upcoming: locale === 'nl-NL' });
      await context.setOffline(true);
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await page.goto(`${baseURL}/home`);
      await expectOfflineHome(page, t, locale, kept);
      await scan(page, `offline /home ${locale} ${viewport.name}`);
      await page.goto(`${baseURL}/my-trips`);
      await expect(page.getByRole('region', { name: t.offlineSnapshot.upcomingTitle })).toBeVisible();
      await scan(page, `offline /my-trips ${locale} ${viewport.name}`);
      await context.setOffline(false);
    });
  }
}
