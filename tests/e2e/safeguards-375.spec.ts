import { expect, test } from './support/test';
import { chooseAddress } from './support/app';
import { openBookingForm, resetAroundEachTest, tomorrowInAmsterdam } from './support/booking';
import { waitForMotion } from './support/settle';

/*
 * Readable on a phone (nl-NL, 375 × 667): the booking confirmation puts each label above its value, keeps
 * "Bevestigen" in view without scrolling (a sticky dialog footer), and "Terug" is quieter than "Bevestigen".
 */

resetAroundEachTest();

test('at 375 px the booking confirmation stacks its labels and keeps Bevestigen in view', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 375, height: 667 });
  await openBookingForm(page, baseURL!);
  await chooseAddress(page, 'Van', 'Silodam 1A', /Silodam 1A/);
  await chooseAddress(page, 'Naar', 'Westerdoksdijk 40A', /Westerdoksdijk 40A/);
  await page.getByLabel('Datum', { exact: true }).fill(tomorrowInAmsterdam());
  await page.getByLabel('Tijd', { exact: true }).fill('10:45');
  await page.getByLabel('Opmerking voor de chauffeur').fill('Bel aan bij 40A, 3e verdieping');
  await page.getByRole('button', { name: 'Bevestigen' }).click();
  const confirm = page.getByRole('dialog', { name: 'Controleer uw rit' });
  await expect(confirm).toContainText('€');
  // Measured once the dialog's opening transition has ended: boxes read one after the other while it still moves
  // come from different frames (a label and its value were read 1 px apart).
  await waitForMotion(page);

  // Bevestigen is inside the window without scrolling.
  const button = await confirm.getByRole('button', { name: 'Bevestigen' }).boundingBox();
  expect(button).not.toBeNull();
  expect(button!.y).toBeGreaterThanOrEqual(0);
  expect(button!.y + button!.height).toBeLessThanOrEqual(667);
  expect(button!.x + button!.width).toBeLessThanOrEqual(375);
  // "Terug" is quieter than "Bevestigen": outlined, not filled.
  const fill = (name: string) =>
    confirm.getByRole('button', { name }).evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(await fill('Terug')).not.toBe(await fill('Bevestigen'));

  // Each label above its value: the departure's date and time on one line under "Vertrek".
  const term = confirm.getByRole('term').filter({ hasText: /^Vertrek$/ });
  const value = confirm.locator('dt:text-is("Vertrek") + dd');
  const t = (await term.boundingBox())!;
  const v = (await value.boundingBox())!;
  expect(v.y).toBeGreaterThanOrEqual(t.y + t.height - 1);
  expect(Math.abs(v.x - t.x)).toBeLessThan(2);
  expect(v.height).toBeLessThan(2.5 * t.height);

  await confirm.getByRole('button', { name: 'Bevestigen' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: /^Uw rit(ten)? (is|zijn) geboekt$/ }),
  ).toBeVisible();
});
