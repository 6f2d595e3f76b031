import { expect, test, type Locator, type Page } from './support/test';
import { openBookingForm, resetAroundEachTest } from './support/booking';

/*
 * "Wat neemt u mee?" shows every option without scrolling inside it (nl-NL, Chromium, production build): at
 * 375 × 740 as a full-height sheet with "Klaar" in view, and at 1280 × 800 as a panel in the middle of the window
 * from any scroll position of the form.
 */

resetAroundEachTest();

/** Every choice the seeded region 20 offers (server/seed.ts). */
const CHECKBOXES = ['Rollator of looprek', 'Handbagage', 'Driewielfiets', 'Kinderwagen', 'Geleidehond'];

/** The element lies inside the window. */
async function expectInWindow(page: Page, locator: Locator) {
  const { width, height } = page.viewportSize()!;
  const box = await locator.boundingBox();
  expect(box, await locator.evaluate((el) => el.outerHTML.slice(0, 80))).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(width);
  expect(box!.y + box!.height).toBeLessThanOrEqual(height);
}

/** Opens the choices and checks every option and "Klaar" are in the window, nothing scrolled inside. */
async function expectEveryOptionInView(page: Page) {
  await page.getByRole('button', { name: 'Wat neemt u mee?' }).click();
  const sheet = page.getByRole('dialog', { name: 'Wat neemt u mee?' });
  await expect(sheet).toBeVisible();
  const wheelchair = sheet.getByRole('combobox', { name: 'Rolstoel of scootmobiel' });
  await expectInWindow(page, wheelchair);
  for (const name of CHECKBOXES) await expectInWindow(page, sheet.getByRole('checkbox', { name }));
  const done = sheet.getByRole('button', { name: 'Klaar' });
  await expectInWindow(page, done);
  // Nothing to scroll to inside it: every scrolling box in the sheet shows all it holds (a select's own list and
  // text for screen readers only, clipped to 1 px, aside).
  const clipped = await sheet.evaluate((root) =>
    [root, ...root.querySelectorAll('*')]
      .filter((el) => el.tagName !== 'SELECT' && el.tagName !== 'OPTION')
      .filter((el) => ['auto', 'scroll', 'hidden'].includes(getComputedStyle(el).overflowY))
      .filter((el) => el.clientHeight > 1 && el.scrollHeight > el.clientHeight + 1)
      .map((el) => `${el.className}: ${el.scrollHeight} > ${el.clientHeight}`),
  );
  expect(clipped).toEqual([]);
  return { sheet, done };
}

test('at 375 × 740 every take-along option is in view in a full-height sheet, Klaar too', async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await openBookingForm(page, baseURL!);
  await page.getByRole('button', { name: 'Wat neemt u mee?' }).scrollIntoViewIfNeeded();
  const { sheet, done } = await expectEveryOptionInView(page);
  // A sheet: the whole window wide and high.
  const box = (await sheet.boundingBox())!;
  expect(box.width).toBeGreaterThanOrEqual(374);
  expect(box.height).toBeGreaterThanOrEqual(739);
  await sheet.getByRole('checkbox', { name: 'Geleidehond' }).check();
  await done.click();
  await expect(sheet).toBeHidden();
  await expect(page.getByRole('button', { name: 'Wat neemt u mee?' })).toBeFocused();
  await expect(page.getByRole('list', { name: 'Wat u meeneemt' })).toContainText('Geleidehond');
});

test('at 1280 × 800 every take-along option is in view from any scroll position', async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openBookingForm(page, baseURL!);
  const trigger = page.getByRole('button', { name: 'Wat neemt u mee?' });
  // The trigger at the top, in the middle and at the bottom of the window.
  for (const block of ['start', 'center', 'end'] as const) {
    await trigger.evaluate((el, at) => el.scrollIntoView({ block: at }), block);
    const { sheet, done } = await expectEveryOptionInView(page);
    const box = (await sheet.boundingBox())!;
    expect(box.width).toBeLessThanOrEqual(500);
    await done.click();
    await expect(sheet).toBeHidden();
  }
});
