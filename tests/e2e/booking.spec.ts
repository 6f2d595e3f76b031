import { expect, test } from './support/test';
import { chooseAddress } from './support/app';
import {
  openBookingForm,
  patchRegion,
  resetAroundEachTest,
  tomorrowInAmsterdam,
  tripsOfSession,
} from './support/booking';

/*
 * In the browser (nl-NL): the complete booking form in arrival mode with a wheelchair and two companions,
 * paid by iDEAL on the reference server's payment page (opened in a new tab), then the return trip; and a booking
 * blocked by public-transport advice.
 */

resetAroundEachTest();

test('an arrival-mode trip with a wheelchair and two companions, paid by iDEAL, then its return trip', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await openBookingForm(page, baseURL!);

  await page.getByRole('radio', { name: 'Aankomsttijd' }).check();
  await expect(page.getByRole('heading', { level: 1, name: 'Wanneer wilt u aankomen?' })).toBeVisible();
  // Arrival mode: no driver comment; priority None is refused.
  await expect(page.getByLabel('Opmerking voor de chauffeur')).toHaveCount(0);
  await page.getByLabel('Prioriteit').selectOption({ label: 'Hoog' });

  await chooseAddress(page, 'Van', 'Silodam 1A', /Silodam 1A/);
  await chooseAddress(page, 'Naar', 'Westerdoksdijk 40A', /Westerdoksdijk 40A/);
  const tomorrow = tomorrowInAmsterdam();
  await page.getByLabel('Datum', { exact: true }).fill(tomorrow);
  await page.getByLabel('Tijd', { exact: true }).fill('10:30');
  // 10:30 Amsterdam is in the 10–15 band: medium traffic.
  await expect(page.getByText('Verwachte drukte: Gemiddeld')).toBeVisible();

  await page.getByLabel('Meereizenden').selectOption('2');
  await page.getByRole('button', { name: 'Wat neemt u mee?' }).click();
  const popover = page.getByRole('dialog', { name: 'Wat neemt u mee?' });
  await expect(popover).toBeVisible();
  await popover.getByLabel('Rolstoel of scootmobiel').selectOption({ label: 'Standaard rolstoel' });
  await popover.getByRole('button', { name: 'Klaar' }).click();
  await expect(popover).toBeHidden();
  await expect(page.getByRole('list', { name: 'Wat u meeneemt' })).toContainText('Standaard rolstoel');

  await page.getByRole('radio', { name: 'iDEAL' }).check();
  await page.getByRole('button', { name: 'Bevestigen' }).click();

  const confirm = page.getByRole('dialog', { name: 'Controleer uw rit' });
  await expect(confirm).toBeVisible();
  await expect(confirm).toContainText('Aankomsttijd');
  await expect(confirm).toContainText('Standaard rolstoel');
  await expect(confirm).toContainText('Hoog');
  await expect(confirm).toContainText('iDEAL');
  await expect(confirm.getByRole('definition').filter({ hasText: /^2$/ }).first()).toBeVisible();

  // The payment page opens in a new tab 1.5 s after the booking succeeded.
  const paymentTab = context.waitForEvent('page');
  await confirm.getByRole('button', { name: 'Bevestigen' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: /^Uw rit(ten)? (is|zijn) geboekt$/ }),
  ).toBeVisible();
  const payPage = await paymentTab;
  await payPage.waitForLoadState();
  await expect(payPage.getByRole('heading', { name: 'Betalen' })).toBeVisible();
  await expect(payPage.getByText('Silodam 1A, Amsterdam')).toBeVisible();
  await payPage.getByRole('button', { name: 'Betalen' }).click();
  await expect(payPage.getByRole('status')).toHaveText('Betaling gelukt. Uw rit is bevestigd.');
  await payPage.close();
  expect((await tripsOfSession(page, baseURL!)).map((trip) => trip.status)).toEqual(['paymentConfirmed']);

  // The return trip: from and to swapped, picked up one hour after the arrival (so by departure time).
  const question = page.getByRole('region', { name: 'Wilt u ook een terugrit boeken?' });
  await question.getByRole('button', { name: 'Ja, terugrit boeken' }).click();
  await expect(page.getByText('U boekt nu de terugrit.')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Van' })).toHaveValue(/Westerdoksdijk 40A/);
  await expect(page.getByRole('combobox', { name: 'Naar' })).toHaveValue(/Silodam 1A/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Wanneer wilt u worden opgehaald?' }),
  ).toBeVisible();
  await expect(page.getByText(/^Ophalen voor de terugrit: \d\d:\d[05], een uur na aankomst\./)).toBeVisible();
  await page.getByLabel('Tijd', { exact: true }).fill('16:30');
  await expect(page.getByText('Verwachte drukte: Druk')).toBeVisible();
  await page.getByRole('button', { name: 'Bevestigen' }).click();
  await expect(confirm).toBeVisible();
  const secondTab = context.waitForEvent('page');
  await confirm.getByRole('button', { name: 'Bevestigen' }).click();
  const secondPay = await secondTab;
  await secondPay.waitForLoadState();
  // Cancelling on the payment page leaves the trip waiting for payment.
  await secondPay.getByRole('button', { name: 'Annuleren' }).click();
  await expect(secondPay.getByRole('status')).toContainText('Betaling geannuleerd');
  await secondPay.close();
  // Both trips on the confirmation view, until "Naar de startpagina".
  await expect(page.getByRole('heading', { level: 1, name: 'Uw ritten zijn geboekt' })).toBeVisible();
  await page.getByRole('button', { name: 'Naar de startpagina' }).click();
  await expect(page).toHaveURL(/\/home$/);
  expect((await tripsOfSession(page, baseURL!)).map((trip) => trip.status)).toEqual([
    'paymentConfirmed',
    'pendingPayment',
  ]);
});

test('a trip with a public-transport alternative cannot be booked while the region blocks on PT advice', async ({
  page,
  baseURL,
}) => {
  await patchRegion(baseURL!, { isBookingBlockedByPtAdviceEnabled: true });
  await openBookingForm(page, baseURL!);
  await chooseAddress(page, 'Van', 'Westerdoksdijk 40A', /Westerdoksdijk 40A/);
  await chooseAddress(page, 'Naar', 'Stationsplein 25', /Stationsplein 25, Almere/);
  await page.getByRole('button', { name: 'Bevestigen' }).click();

  const confirm = page.getByRole('dialog', { name: 'Controleer uw rit' });
  await expect(confirm).toBeVisible();
  await expect(confirm).toContainText(
    'U kunt deze rit niet boeken, omdat er voor deze reis een mogelijkheid met het openbaar vervoer is.',
  );
  // Walk to Amsterdam Centraal, then the train; Stationsplein 25 is at the station itself (no last walk).
  const legs = confirm.getByRole('list', { name: 'Reisdelen' }).getByRole('listitem');
  await expect(legs).toHaveCount(2);
  await expect(legs.nth(0)).toContainText('Lopen');
  await expect(legs.nth(1)).toContainText('Trein · lijn Intercity · NS');
  await expect(legs.nth(1)).toContainText('Van Station Amsterdam Centraal naar Station Almere Centrum');
  await expect(confirm).toContainText('Geen overstap');
  await expect(confirm.getByRole('button', { name: 'Bevestigen' })).toBeDisabled();

  // Back on the form, nothing was booked.
  await confirm.getByRole('button', { name: 'Terug' }).click();
  await expect(confirm).toBeHidden();
  expect(await tripsOfSession(page, baseURL!)).toEqual([]);
});
