import { expect, test } from './support/test';
import { apiCall, apiLogin, chooseAddress, DEMO } from './support/app';
import { openBookingForm, resetAroundEachTest } from './support/booking';
import { RESTORED } from './support/resilience';

/*
 * "Opnieuw beginnen" after a restored draft gives the form a fresh visit gets (nl-NL, Chromium, production build):
 * the defaults (payment in the vehicle) and the traveller's travel preferences (one companion, a guide dog), not an
 * empty form. The preferences are saved through the API.
 */

resetAroundEachTest();

test('"Opnieuw beginnen" applies the defaults and the travel preferences again', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const session = await apiLogin(baseURL!, DEMO);
  await apiCall(baseURL!, 'PUT', '/ticketing/users/travel-preferences', {
    token: session.accessToken,
    body: {
      companions: 1,
      children: 0,
      takeAlong: { guideDog: 1 },
      callBeforePickup: false,
      paymentMethod: null,
      defaultPassNumber: null,
    },
  });
  await openBookingForm(page, baseURL!);
  const companions = page.getByLabel('Meereizenden');
  const inVehicle = page.getByRole('radio', { name: /Betalen in het voertuig/ });
  const chips = page.getByRole('list', { name: 'Wat u meeneemt' });
  // A new booking starts from the preferences.
  await expect(companions).toHaveValue('1');
  await expect(chips).toContainText('Geleidehond');
  await expect(inVehicle).toBeChecked();

  // The traveller changes things, then comes back: the draft is restored.
  await chooseAddress(page, 'Van', 'Silodam 1A', /Silodam 1A/);
  await companions.selectOption('3');
  await page.getByRole('radio', { name: 'iDEAL' }).check();
  await page.reload();
  await expect(page.getByText(RESTORED)).toBeVisible({ timeout: 30_000 });
  await expect(companions).toHaveValue('3');

  await page.getByRole('button', { name: 'Opnieuw beginnen' }).click();
  await expect(page.getByText(RESTORED)).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'Van' })).toHaveValue('');
  // The preferences again (companions 1, the guide dog) and the default payment, so Confirm has no missing field.
  await expect(companions).toHaveValue('1');
  await expect(chips).toContainText('Geleidehond');
  await expect(inVehicle).toBeChecked();
  await expect(page.getByText('Dit veld is verplicht')).toHaveCount(0);
});
