import { expect, test, type Route } from './support/test';
import { scan } from './support/axe';
import { openBookingForm, resetAroundEachTest, tripsOfSession } from './support/booking';
import { fillTrip, NO_CONNECTION, RESTORED, toConfirmation } from './support/resilience';

/*
 * Work that survives (Chromium, production build): the booking form's draft kept through a reload and cleared by
 * "Opnieuw beginnen"; an answer lost behind a gateway (502) whose retry reuses the Idempotency-Key. axe scans the
 * new messages.
 */

resetAroundEachTest();

test('a reload mid-form restores the draft, which says so; "Opnieuw beginnen" clears it', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await openBookingForm(page, baseURL!);
  await fillTrip(page);
  await page.getByRole('radio', { name: 'iDEAL' }).check();

  await page.reload();
  await expect(page.getByText(RESTORED)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('combobox', { name: 'Van' })).toHaveValue(/Silodam 1A/);
  await expect(page.getByRole('combobox', { name: 'Naar' })).toHaveValue(/Westerdoksdijk 40A/);
  await expect(page.getByLabel('Meereizenden')).toHaveValue('1');
  await expect(page.getByLabel('Opmerking voor de chauffeur')).toHaveValue('Bel aan bij 40A, 3e verdieping');
  await expect(page.getByRole('radio', { name: 'iDEAL' })).toBeChecked();
  await scan(page, 'book-trip restored draft (nl-NL)');

  await page.getByRole('button', { name: 'Opnieuw beginnen' }).click();
  await expect(page.getByText(RESTORED)).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'Van' })).toHaveValue('');
  await expect(page.getByLabel('Opmerking voor de chauffeur')).toHaveValue('');
  // Nothing is kept any more: a reload shows a fresh form.
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Van' })).toHaveValue('', { timeout: 30_000 });
  await expect(page.getByText(RESTORED)).toHaveCount(0);
});

test('an answer lost behind the gateway (502): the dialog says so and stays; "Opnieuw proberen" books one trip with the same Idempotency-Key', async ({
  page,
  baseURL,
}) => {
  await openBookingForm(page, baseURL!);
  await fillTrip(page);
  const dialog = await toConfirmation(page);

  const keys: string[] = [];
  await page.route('**/ticketing/trips/book', async (route: Route) => {
    keys.push(route.request().headers()['idempotency-key'] ?? '');
    if (keys.length > 1) return route.continue();
    // The server books the trip, but its answer never reaches the app.
    const booked = await route.fetch({ headers: await route.request().allHeaders() });
    expect(booked.status()).toBe(200);
    await route.fulfill({ status: 502, contentType: 'text/plain', body: 'Bad Gateway' });
  });
  await dialog.getByRole('button', { name: 'Bevestigen' }).click();
  // The dialog stays, headed "Uw rit is NIET geboekt".
  const failed = page.getByRole('dialog', { name: 'Uw rit is NIET geboekt' });
  const kept = failed.getByRole('alert').filter({ hasText: NO_CONNECTION });
  await expect(kept).toBeVisible();
  await scan(page, 'confirmation dialog, no connection (nl-NL)', { settleFirst: false });

  await kept.getByRole('button', { name: 'Opnieuw proberen' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: /^Uw rit(ten)? (is|zijn) geboekt$/ }),
  ).toBeVisible();
  expect(keys).toHaveLength(2);
  expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  expect(keys[1]).toBe(keys[0]);
  expect(await tripsOfSession(page, baseURL!)).toHaveLength(1);
});
