import { expect, type Page } from './test';
import { chooseAddress } from './app';

/*
 * Shared parts of the resilience specs (resilience-*.spec.ts): the nl-NL texts they wait for and the trip they
 * fill in on the booking form.
 */

export const NO_CONNECTION = 'Geen verbinding. Uw gegevens blijven bewaard.';
export const RESTORED = /Wat u eerder invulde is teruggezet/;

/** The demo traveller's pass "Eigen pas" (server/seed.ts). */
export const OWN_PASS = '2001000101';

/** Fills a trip from Silodam 1A to Westerdoksdijk 40A with a companion and a driver comment (nl-NL). */
export async function fillTrip(page: Page) {
  await chooseAddress(page, 'Van', 'Silodam 1A', /Silodam 1A/);
  await chooseAddress(page, 'Naar', 'Westerdoksdijk 40A', /Westerdoksdijk 40A/);
  await page.getByLabel('Meereizenden').selectOption('1');
  await page.getByLabel('Opmerking voor de chauffeur').fill('Bel aan bij 40A, 3e verdieping');
}

/** Presses Confirm on the form and waits for the confirmation dialog with its price. */
export async function toConfirmation(page: Page) {
  await page.getByRole('button', { name: 'Bevestigen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Controleer uw rit' });
  await expect(dialog).toContainText('€');
  return dialog;
}

/** The confirmation dialog's chunk (Radix Dialog), also when asked for again with a `?retry=` query. */
export const DIALOG_CHUNK = /\/assets\/(confirm-)?dialog-[\w-]+\.js(\?.*)?$/;
