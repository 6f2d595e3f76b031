import { expect, test } from './support/test';
import { chooseAddress } from './support/app';
import { openBookingForm, resetAroundEachTest, tripsOfSession } from './support/booking';
import { defaultArrival, earliestPickup } from '../../machines/lib/time';

/*
 * In the browser (nl-NL): planning by arrival with the default time books without a refusal (the
 * default moved by a typical trip when switching to arrival), and once the estimate gave the trip's duration, a
 * too-early arrival shows "Gebruik HH:MM" under the time field, which sets a time the server accepts — keyboard only.
 */

resetAroundEachTest();

test('plans by arrival with the default time and books without a refusal', async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  await openBookingForm(page, baseURL!);
  const before = new Date();
  await page.getByRole('radio', { name: 'Aankomsttijd' }).check();
  await expect(page.getByRole('heading', { level: 1, name: 'Wanneer wilt u aankomen?' })).toBeVisible();
  const time = page.getByLabel('Tijd', { exact: true });
  expect([defaultArrival(before).time, defaultArrival(new Date()).time]).toContain(await time.inputValue());
  await page.getByLabel('Prioriteit').selectOption({ label: 'Laag' });
  // A cross-region trip (Almere → Amsterdam, about 50 minutes), both from the register's suggestions.
  await chooseAddress(page, 'Van', 'Oostvaardersdiep 1', /Oostvaardersdiep 1, Almere/);
  await chooseAddress(page, 'Naar', 'Silodam 1A', /Silodam 1A, Amsterdam/);

  const estimate = page.waitForResponse('**/ticketing/trips/calculate');
  await page.getByRole('button', { name: 'Bevestigen' }).click();
  expect((await estimate).status()).toBe(200);
  const confirm = page.getByRole('dialog', { name: 'Controleer uw rit' });
  await expect(confirm).toContainText('€');
  const booked = page.waitForResponse('**/ticketing/trips/book');
  await confirm.getByRole('button', { name: 'Bevestigen' }).click();
  expect((await booked).status()).toBe(200);
  await expect(
    page.getByRole('heading', { level: 1, name: /^Uw rit(ten)? (is|zijn) geboekt$/ }),
  ).toBeVisible();
  await expect(page.getByText(/minimaal een uur vanaf nu|Bad Request/)).toHaveCount(0);
  const trips = await tripsOfSession(page, baseURL!);
  expect(trips.some((t) => t.status !== 'cancelled')).toBe(true);
});

test('offers "Gebruik HH:MM" for a too-early arrival, keyboard only, and books it', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await openBookingForm(page, baseURL!);
  await page.getByRole('radio', { name: 'Aankomsttijd' }).check();
  await page.getByLabel('Prioriteit').selectOption({ label: 'Laag' });
  await chooseAddress(page, 'Van', 'Oostvaardersdiep 1', /Oostvaardersdiep 1, Almere/);
  await chooseAddress(page, 'Naar', 'Silodam 1A', /Silodam 1A, Amsterdam/);
  await page.getByRole('button', { name: 'Bevestigen' }).click();
  const confirm = page.getByRole('dialog', { name: 'Controleer uw rit' });
  await confirm.getByRole('button', { name: 'Terug' }).click();
  await expect(confirm).toHaveCount(0);

  // An arrival one hour from now leaves no time for the trip itself.
  const early = earliestPickup(new Date());
  await page.getByLabel('Datum', { exact: true }).fill(early.date);
  const time = page.getByLabel('Tijd', { exact: true });
  await time.fill(early.time);
  // The earliest arrival: "23:45", or with its date when it falls tomorrow ("28 november 2026 om 00:30", late in
  // the evening).
  const message = page.getByRole('status').filter({ hasText: /op zijn vroegst om .*\d\d:\d\d aankomen/ });
  await expect(message).toBeVisible();
  const suggestion = /op zijn vroegst om (.*\d\d:\d\d) aankomen/.exec(
    (await message.textContent()) ?? '',
  )![1]!;
  const suggested = suggestion.slice(-5);
  await expect(time).toHaveAccessibleDescription(new RegExp(`op zijn vroegst om ${suggestion}`));

  // Keyboard only: the next Tab stops on the button (after the time field), Enter takes the time.
  await time.focus();
  const use = page.getByRole('button', { name: `Gebruik ${suggestion}` });
  for (let i = 0; i < 5 && !(await use.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('Tab');
  await expect(use).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(time).toHaveValue(suggested);
  await expect(message).toHaveCount(0);

  const booked = page.waitForResponse('**/ticketing/trips/book');
  await page.getByRole('button', { name: 'Bevestigen' }).click();
  await confirm.getByRole('button', { name: 'Bevestigen' }).click();
  expect((await booked).status()).toBe(200);
  await expect(
    page.getByRole('heading', { level: 1, name: /^Uw rit(ten)? (is|zijn) geboekt$/ }),
  ).toBeVisible();
});
