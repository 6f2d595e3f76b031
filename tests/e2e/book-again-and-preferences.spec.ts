import { expect, test, type Page } from './support/test';
import {
  configureA11ySpec,
  DICTS,
  openSignedInAndSettle,
  prepare,
  scan,
  VIEWPORTS,
  type LocaleName,
} from './support/axe';

/*
 * In the browser: Riet (reiziger@example.com) books her completed trip RT-RIET0003 again
 * from /my-trips (and its way back, swapped), and saves travel preferences that a new booking then starts from.
 * Plus axe scans of the "Travel preferences" tab at 1280 and 375 px in both languages. Each test stands alone
 * (configureA11ySpec: the worker's server back to the seed first, tests in parallel across workers).
 */

configureA11ySpec();

const TRIP = 'RT-RIET0003';

/** Opens /my-trips signed in as Riet and goes back to the week of {@link TRIP} (completed 3 days ago). */
async function openPastTrip(page: Page, baseURL: string, locale: LocaleName) {
  const t = DICTS[locale];
  await openSignedInAndSettle(page, baseURL, '/my-trips');
  // The page opens on the upcoming trips; a past trip is in this week or a week before.
  await page.getByRole('button', { name: t.myTrips.thisWeek, exact: true }).click();
  await expect(page.getByText(t.common.loading)).toHaveCount(0);
  const card = page.locator(`[data-trip-id="${TRIP}"]`);
  for (let i = 0; i < 3 && !(await card.isVisible()); i++) {
    await page.getByRole('button', { name: t.myTrips.previousWeek, exact: true }).click();
    await expect(page.getByText(t.common.loading)).toHaveCount(0);
    await page.waitForTimeout(300);
  }
  await expect(card).toBeVisible();
  return card;
}

/**
 * The demo traveller: two pass numbers, so the tab also offers the default pass number. The axe tests save her
 * preferences, the booking test Riet's: tests running in parallel never change each other's.
 */
const DEMO = { email: 'demo@example.com', password: 'Welkom-2026!', pass: '2001000101' } as const;

/** Opens /profile signed in as `who` (default Riet), on the tab "Travel preferences". */
async function openPreferences(
  page: Page,
  baseURL: string,
  locale: LocaleName,
  who?: { email: string; password: string; pass: string },
) {
  const t = DICTS[locale];
  await openSignedInAndSettle(page, baseURL, '/profile', who);
  await page.getByRole('tab', { name: t.travelPreferences.tab }).click();
  const panel = page.getByRole('tabpanel', { name: t.travelPreferences.tab });
  await expect(panel.getByRole('button', { name: t.travelPreferences.save })).toBeVisible();
  return panel;
}

test('"Book again" opens /book-trip filled from the trip, "Book the way back" swapped', async ({
  page,
  baseURL,
}) => {
  const t = DICTS['nl-NL'];
  await prepare(page, 'nl-NL');
  const card = await openPastTrip(page, baseURL!, 'nl-NL');
  await card.getByRole('link', { name: t.trip.bookAgain }).click();
  await expect(page).toHaveURL(/\/book-trip$/);
  const from = page.getByRole('combobox', { name: t.trip.from, exact: true });
  const to = page.getByRole('combobox', { name: t.trip.to, exact: true });
  await expect(from).not.toHaveValue('');
  await expect(to).not.toHaveValue('');
  const there = { from: await from.inputValue(), to: await to.inputValue() };

  await page.goBack();
  const again = await openPastTrip(page, baseURL!, 'nl-NL');
  // Keyboard: the link opens with Enter.
  await again.getByRole('link', { name: t.trip.bookWayBack }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/book-trip$/);
  await expect(from).toHaveValue(there.to);
  await expect(to).toHaveValue(there.from);
});

test('saves travel preferences, and a new booking starts from them', async ({ page, baseURL }) => {
  const t = DICTS['nl-NL'];
  await prepare(page, 'nl-NL');
  const panel = await openPreferences(page, baseURL!, 'nl-NL');
  await panel.getByRole('combobox', { name: t.travelPreferences.companions }).selectOption('2');
  await panel.getByRole('checkbox', { name: t.travelPreferences.callBeforePickup }).check();
  // The booking form's take-along controls: one wheelchair at most (a "pick one" select), checkboxes for the rest.
  await panel.getByRole('combobox', { name: 'Rolstoel of scootmobiel' }).selectOption('foldableWheelchair');
  await panel.getByRole('checkbox', { name: 'Geleidehond' }).check();
  await panel.getByRole('button', { name: t.travelPreferences.save }).click();
  await expect(page.getByText(t.travelPreferences.saved, { exact: true })).toBeVisible();

  await page.goto(`${baseURL}/book-trip`);
  await expect(page.getByRole('combobox', { name: t.bookTrip.travellers })).toHaveValue('2');
  await expect(page.getByRole('switch', { name: t.bookTrip.phoneCall })).toBeChecked();
  const chips = page.getByRole('list', { name: t.bookTrip.takeAlongSelected });
  await expect(chips.getByRole('listitem')).toHaveText(['Opvouwbare rolstoel', 'Geleidehond']);
});

for (const locale of ['nl-NL', 'en-US'] as const) {
  for (const viewport of VIEWPORTS) {
    test(`the travel preferences tab is axe-clean and keyboard-operable: ${locale} ${viewport.name}`, async ({
      page,
      baseURL,
    }) => {
      const t = DICTS[locale];
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await prepare(page, locale);
      const panel = await openPreferences(page, baseURL!, locale, DEMO);
      await expect(panel.getByRole('combobox', { name: t.travelPreferences.passNumber })).toBeVisible();
      await scan(page, `travel preferences (${locale} ${viewport.name})`);
      const call = panel.getByRole('checkbox', { name: t.travelPreferences.callBeforePickup });
      // The other axe tests save the demo traveller's preferences in parallel: toggle, whatever it was.
      const before = await call.isChecked();
      await call.focus();
      await page.keyboard.press('Space');
      await expect(call).toBeChecked({ checked: !before });
      await panel.getByRole('button', { name: t.travelPreferences.save }).focus();
      await page.keyboard.press('Enter');
      await expect(page.getByText(t.travelPreferences.saved, { exact: true })).toBeVisible();
      await scan(page, `travel preferences, saved (${locale} ${viewport.name})`);
    });
  }
}
