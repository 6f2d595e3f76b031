import { expect, test } from './support/test';
import { chooseAddress } from './support/app';
import { bookOneLeg, patchRegion, resetAroundEachTest } from './support/booking';

/*
 * Guest booking in the browser (nl-NL): the welcome page at /, the email/first/last-name entry, /quick-book
 * with calculate-without-account and book-without-account, the return trip and back to /; and both pages gone
 * while the region does not enable booking without an account.
 */

resetAroundEachTest();

test('a guest books a trip and its return from the welcome page, and ends on the welcome page', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const calls: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/ticketing/trips/')) calls.push(`${request.method()} ${path}`);
  });

  await page.goto(`${baseURL}/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Welkom bij RegioTaxi' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Inloggen' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Account aanmaken' })).toBeVisible();
  await expect(page.getByLabel('Taal')).toBeVisible();

  // The entry is required (SPEC §5): an empty submit shows the errors and focuses the email field.
  await page.getByRole('button', { name: 'Verder naar boeken' }).click();
  await expect(page.getByLabel('E-mailadres')).toBeFocused();
  await expect(page.getByText('Vul uw voornaam in')).toBeVisible();
  await page.getByLabel('E-mailadres').fill('gast@example.com');
  await page.getByLabel('Voornaam').fill('Gerda');
  await page.getByLabel('Achternaam').fill('Gast');
  await page.getByRole('button', { name: 'Verder naar boeken' }).click();

  await expect(page).toHaveURL(/\/quick-book$/);
  await expect(page.getByText('U boekt als Gerda Gast (gast@example.com).')).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Wanneer wilt u worden opgehaald?' }),
  ).toBeVisible();
  // Guests have no pass number and cannot travel on invoice.
  await expect(page.getByLabel('Pasnummer')).toHaveCount(0);
  await expect(page.getByRole('radio', { name: /op rekening/ })).toHaveCount(0);

  await chooseAddress(page, 'Van', 'Silodam 1A', /Silodam 1A/);
  await chooseAddress(page, 'Naar', 'Westerdoksdijk 40A', /Westerdoksdijk 40A/);
  await bookOneLeg(page);

  const question = page.getByRole('dialog', { name: 'Wilt u ook een terugrit boeken?' });
  await question.getByRole('button', { name: 'Ja' }).click();
  await expect(page.getByRole('combobox', { name: 'Van' })).toHaveValue(/Westerdoksdijk 40A/);
  await expect(page.getByRole('combobox', { name: 'Naar' })).toHaveValue(/Silodam 1A/);
  await bookOneLeg(page);

  await expect(page).toHaveURL(new RegExp(`^${baseURL}/$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Welkom bij RegioTaxi' })).toBeVisible();
  expect(calls).toEqual([
    'POST /ticketing/trips/calculate-without-account',
    'POST /ticketing/trips/book-without-account',
    'POST /ticketing/trips/calculate-without-account',
    'POST /ticketing/trips/book-without-account',
  ]);
});

test('without booking without an account, / and /quick-book lead to the login page', async ({
  page,
  baseURL,
}) => {
  await patchRegion(baseURL!, { isBookingWithoutAccountEnabled: false });
  await page.goto(`${baseURL}/`);
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Inloggen' })).toBeVisible();
  await page.goto(`${baseURL}/quick-book`);
  await expect(page).toHaveURL(/\/login$/);
});
