/** Page helpers of the screenshot steps (scripts/screenshots.ts): waiting, shooting, opening the pages they show. */
import { join } from 'node:path';
import { expect, type Browser, type Locator, type Page } from '@playwright/test';
import { t } from './labels';
import { OUT_DIR, TRIP, UPCOMING_TRIP } from './setup';

/** What the steps share: the server's origin, the browser, Riet's signed-in page, and what one step leaves the next. */
export interface Shared {
  base: string;
  browser: Browser;
  page: Page;
  /** The share link made by the share-trip step, for the follow page. */
  shareUrl?: string;
  /** The trip booked by the trip-change-check step, for the trip-change-refused step. */
  changeTripId?: string;
}

/** One screenshot step: its name (the PNG's file name) and what it does. */
export type Step = [name: string, run: (s: Shared) => Promise<void>];

/** Network idle (at most 5 s), no busy markers (at most 10 s), then a moment for transitions. */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
  await expect(page.locator('[aria-busy="true"], [role="progressbar"]')).toHaveCount(0, { timeout: 10_000 });
  await page.waitForTimeout(400);
}

/**
 * Writes docs/screens/`name`.png once the page settled: the viewport as it is (or the whole page with `fullPage`),
 * caret hidden, animations stopped.
 */
export async function shoot(page: Page, name: string, fullPage = false): Promise<void> {
  await settle(page);
  await page.screenshot({
    path: join(OUT_DIR, `${name}.png`),
    caret: 'hide',
    animations: 'disabled',
    fullPage,
  });
}

/** Scrolls `locator` into view (its scroll container's or the window's) at `block`. */
export async function scrollTo(locator: Locator, block: ScrollLogicalPosition): Promise<void> {
  await locator.evaluate((element, at) => element.scrollIntoView({ block: at }), block);
}

/** Opens /my-trips and pages weeks in `direction` until trip `id`'s card shows (at most 3 weeks). */
export async function openTripCard(
  page: Page,
  base: string,
  id: string,
  direction: 'previousWeek' | 'nextWeek',
) {
  await page.goto(`${base}/my-trips`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await settle(page);
  const card = page.locator(`[data-trip-id="${id}"]`);
  for (let i = 0; i < 3 && !(await card.isVisible()); i++) {
    await page.getByRole('button', { name: t.myTrips[direction], exact: true }).click();
    await expect(page.getByText(t.common.loading)).toHaveCount(0);
    await settle(page);
  }
  await expect(card).toBeVisible();
  return card;
}

/** Opens /profile on tab `tab`; its tab panel. */
export async function openProfileTab(page: Page, base: string, tab: string) {
  await page.goto(`${base}/profile`);
  await page.getByRole('tab', { name: tab }).click();
  return page.getByRole('tabpanel', { name: tab });
}

/** /book-trip with its form shown; the "From" field. */
export async function openBookingForm(page: Page, base: string) {
  await page.goto(`${base}/book-trip`);
  const from = page.getByRole('combobox', { name: t.bookTrip.from, exact: true });
  await expect(from).toBeVisible();
  await settle(page);
  return from;
}

/** /book-trip with a trip from Rietmeent 73 to Stadhuisplein 21 and a driver comment filled in. */
export async function fillTrip(page: Page, base: string) {
  await openBookingForm(page, base);
  for (const [label, address] of TRIP) {
    const field = page.getByRole('combobox', { name: label, exact: true });
    await field.fill(address.split(',')[0]!);
    await page.getByRole('option', { name: address }).first().click();
    await expect(field).toHaveValue(address);
  }
  await page.getByLabel(t.bookTrip.driverComment).fill('Ring at 73, ground floor');
  await page.mouse.click(1, 1);
}

/** The details dialog of Riet's upcoming trip, opened from its card on /my-trips. */
export async function openUpcomingTrip({ base, page }: Shared) {
  const card = await openTripCard(page, base, UPCOMING_TRIP, 'nextWeek');
  await card.getByRole('button', { name: t.trip.viewDetails }).click();
  const dialog = page.getByRole('dialog', { name: t.trip.details });
  await expect(dialog.getByRole('button', { name: t.calendar.add })).toBeVisible();
  return dialog;
}
