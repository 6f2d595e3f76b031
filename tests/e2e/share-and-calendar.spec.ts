import { readFile } from 'node:fs/promises';
import { Temporal } from 'temporal-polyfill';
import type { Browser } from '@playwright/test';
import { expect, test, type Page } from './support/test';
import { apiLogin } from './support/app';
import { trackRequests } from './support/settle';
import {
  configureA11ySpec,
  DICTS,
  openSignedInAndSettle,
  prepare,
  RIET,
  scan,
  VIEWPORTS,
  type LocaleName,
} from './support/axe';

/*
 * In the browser: Riet (reiziger@example.com) opens the details of her upcoming trip
 * RT-RIET0005 on /my-trips, downloads it as a calendar file, shares it, and a carer opens the link in a second,
 * signed-out browser context; when Riet stops sharing, the carer's page says so. Plus axe scans of the share UI
 * and the follow page at 1280 and 375 px in both languages. Each test stands alone (configureA11ySpec: the
 * worker's server back to the seed first, tests in parallel across workers).
 */

configureA11ySpec();

const TRIP = 'RT-RIET0005';
const ZONE = 'Europe/Amsterdam';
const LINK = /\/follow\/[A-Za-z0-9_-]{43}$/;

/** Opens /my-trips signed in as Riet, goes to the week of {@link TRIP} and opens its details dialog. */
async function openTripDetails(page: Page, baseURL: string, locale: LocaleName) {
  const t = DICTS[locale];
  await openSignedInAndSettle(page, baseURL, '/my-trips');
  const card = page.locator(`[data-trip-id="${TRIP}"]`);
  for (let i = 0; i < 3 && !(await card.isVisible()); i++) {
    await page.getByRole('button', { name: t.myTrips.nextWeek, exact: true }).click();
    await expect(page.getByText(t.common.loading)).toHaveCount(0);
    await page.waitForTimeout(300);
  }
  await card.getByRole('button', { name: t.trip.viewDetails }).click();
  const dialog = page.getByRole('dialog', { name: t.trip.details });
  await expect(dialog.getByRole('button', { name: t.trip.cancelTrip })).toBeVisible();
  return dialog;
}

/** A signed-out page in a browser context of its own (the carer's), in `locale` at `width`. */
async function carerPage(browser: Browser, locale: LocaleName, viewport = { width: 1280, height: 900 }) {
  const context = await browser.newContext({ locale, timezoneId: ZONE, viewport });
  const page = await context.newPage();
  trackRequests(page); // the scans' settling follows its requests from the first navigation on
  await prepare(page, locale);
  return page;
}

test('downloads the trip as a calendar file, shares it with a carer, and stops sharing', async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  const t = DICTS['nl-NL'];
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL! });
  await prepare(page, 'nl-NL');
  const dialog = await openTripDetails(page, baseURL!, 'nl-NL');

  // Add to calendar: an .ics file with the pick-up and arrival in Amsterdam time, a stable UID and a reminder.
  const { accessToken } = await apiLogin(baseURL!, RIET);
  const trip = (await (
    await fetch(`${baseURL}/ticketing/trips/${TRIP}`, {
      headers: {
        Authorization: `Bearer ${accessToken}`,
        'Api-Version': '2',
        'X-Region-Id': '20',
        'X-Platform-Type': 'Web',
        'X-Pass-Number': RIET.pass,
      },
    })
  ).json()) as { data: { departureDateTime: string; arrivalDateTime: string } };
  const wall = (iso: string) =>
    Temporal.Instant.from(iso)
      .toZonedDateTimeISO(ZONE)
      .toPlainDateTime()
      .toString({ smallestUnit: 'second' })
      .replace(/[-:]/g, '');
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: t.calendar.add }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`regiotaxi-${TRIP}.ics`);
  const ics = (await readFile(await download.path(), 'utf8')).replace(/\r\n[ \t]/g, '');
  expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
  expect(ics).toContain(`\r\nUID:trip-${TRIP}@regiotaxi\r\n`);
  expect(ics).toContain(`\r\nDTSTART;TZID=${ZONE}:${wall(trip.data.departureDateTime)}\r\n`);
  expect(ics).toContain(`\r\nDTEND;TZID=${ZONE}:${wall(trip.data.arrivalDateTime)}\r\n`);
  expect(ics).toContain(`\r\nBEGIN:VTIMEZONE\r\nTZID:${ZONE}\r\n`);
  expect(ics).toContain('\r\nLOCATION:Rietmeent 73\\, Almere\r\n');
  expect(ics).toMatch(/\r\nDESCRIPTION:Van: Rietmeent 73\\, Almere\\nNaar: Stadhuisplein 21\\, Almere/);
  expect(ics).toMatch(/BEGIN:VALARM\r\nACTION:DISPLAY\r\nTRIGGER:-PT30M\r\n/);

  // Share: the link in a read-only field, copied with a visible confirmation.
  await dialog.getByRole('button', { name: t.share.create }).click();
  const field = dialog.getByRole('textbox', { name: t.share.link });
  await expect(field).toHaveValue(LINK);
  await expect(field).toHaveAttribute('readonly');
  await expect(field).toBeFocused();
  const url = await field.inputValue();
  expect(url.startsWith(`${baseURL}/follow/`)).toBe(true);
  await dialog.getByRole('button', { name: t.share.copy }).click();
  await expect(dialog.getByRole('status').filter({ hasText: t.share.copied })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

  // The carer, signed out in a browser of their own, follows the trip: status, pick-up window, from, to, first name.
  const carer = await carerPage(browser, 'nl-NL');
  await carer.goto(url);
  await expect(carer.getByRole('heading', { level: 1, name: 'Rit van Riet' })).toBeVisible();
  const main = carer.getByRole('main');
  await expect(main).toContainText(t.trip.status.confirmed);
  await expect(main).toContainText(/Ophalen.*, tussen \d\d:\d\d en \d\d:\d\d/);
  await expect(main).toContainText('Rietmeent 73, Almere');
  await expect(main).toContainText('Stadhuisplein 21, Almere');
  await expect(main).toContainText(t.follow.notLiveYet);
  for (const hidden of ['de Vries', '0623456789', 'rollator', TRIP, 'RT-RIET0006', 'Westerdoksdijk'])
    await expect(carer.locator('body')).not.toContainText(hidden);
  expect(await carer.evaluate(() => window.localStorage.getItem('regiotaxi.session'))).toBeNull();

  // Riet stops sharing: the link no longer works, and the carer's page says so in plain words.
  await dialog.getByRole('button', { name: t.share.stop }).click();
  await expect(dialog.getByRole('status').filter({ hasText: t.share.stopped })).toBeVisible();
  await expect(dialog.getByRole('button', { name: t.share.create })).toBeFocused();
  await carer.reload();
  await expect(carer.getByRole('heading', { level: 1, name: t.follow.ended.title })).toBeVisible();
  await expect(carer.getByText(t.follow.ended.stopped)).toBeVisible();
  await expect(carer.locator('body')).not.toContainText('Rietmeent');

  // A link that never existed says that, too.
  await carer.goto(`${baseURL}/follow/${'A'.repeat(43)}`);
  await expect(carer.getByRole('heading', { level: 1, name: t.follow.ended.unknownTitle })).toBeVisible();
  await expect(carer.getByText(t.follow.ended.unknown)).toBeVisible();
  await carer.context().close();
});

for (const locale of ['nl-NL', 'en-US'] as const) {
  for (const viewport of VIEWPORTS) {
    test(`share UI and follow page are axe-clean and keyboard-operable: ${locale} ${viewport.name}`, async ({
      page,
      browser,
      baseURL,
    }) => {
      const t = DICTS[locale];
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await prepare(page, locale);
      const dialog = await openTripDetails(page, baseURL!, locale);
      // Keyboard: focus "Share trip" and press Enter; focus moves to the new link.
      await dialog.getByRole('button', { name: t.share.create }).focus();
      await page.keyboard.press('Enter');
      const field = dialog.getByRole('textbox', { name: t.share.link });
      await expect(field).toBeFocused();
      await expect(dialog.getByRole('button', { name: t.calendar.add })).toBeVisible();
      await scan(page, `trip details, shared (${locale} ${viewport.name})`);
      const url = await field.inputValue();

      const carer = await carerPage(browser, locale, { width: viewport.width, height: viewport.height });
      await carer.goto(url);
      await expect(
        carer.getByRole('heading', { level: 1, name: t.follow.title.replace('{{name}}', 'Riet') }),
      ).toBeVisible();
      await scan(carer, `follow page (${locale} ${viewport.name})`);

      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await expect(dialog.getByRole('button', { name: t.share.stop })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(dialog.getByRole('status').filter({ hasText: t.share.stopped })).toBeVisible();
      await carer.reload();
      await expect(carer.getByText(t.follow.ended.stopped)).toBeVisible();
      await scan(carer, `follow page, stopped (${locale} ${viewport.name})`);
      await carer.context().close();
    });
  }
}
