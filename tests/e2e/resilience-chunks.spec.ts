import { expect, keepRequestInterception, test, type Route } from './support/test';
import { openBookingForm, resetAroundEachTest } from './support/booking';
import { dialogChunk, fillTrip, toConfirmation } from './support/resilience';

/*
 * A lazily loaded chunk that fails (Chromium, production build): the confirmation dialog's chunk tried again with
 * backoff, or said inline while the form stays, with "Opnieuw proberen".
 */

resetAroundEachTest();
// A test removes its chunk route (unroute): interception stays on so that no request hangs as it goes.
test.beforeEach(({ page }) => keepRequestInterception(page));

test('an overlay chunk whose first two requests fail is tried again with backoff: the dialog opens', async ({
  page,
  baseURL,
}) => {
  const DIALOG_CHUNK = dialogChunk();
  let blocked = 0;
  await page.route(DIALOG_CHUNK, async (route: Route) => {
    if (blocked >= 2) return route.continue();
    blocked += 1;
    return route.abort('internetdisconnected');
  });
  await openBookingForm(page, baseURL!);
  await fillTrip(page);
  await toConfirmation(page);
  expect(blocked).toBe(2);
  await expect(page.getByText('Dit onderdeel kon niet worden geladen.')).toHaveCount(0);
});

test('an overlay chunk that cannot load: the form stays and says so inline; "Opnieuw proberen" opens the dialog', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const DIALOG_CHUNK = dialogChunk();
  let blocked = 0;
  await page.route(DIALOG_CHUNK, async (route: Route) => {
    blocked += 1;
    await route.abort('internetdisconnected');
  });
  await openBookingForm(page, baseURL!);
  await fillTrip(page);
  await page.getByRole('button', { name: 'Bevestigen' }).click();
  // Tried again with backoff (0.5, 1, 2 s), then said where the dialog would be; the form is still there.
  const failed = page.getByRole('alert').filter({ hasText: 'Dit onderdeel kon niet worden geladen.' });
  await expect(failed).toBeVisible({ timeout: 15_000 });
  expect(blocked).toBeGreaterThanOrEqual(4);
  await expect(page.getByRole('combobox', { name: 'Van' })).toHaveValue(/Silodam 1A/);
  await expect(page.getByText('Er is iets misgegaan')).toHaveCount(0);

  await page.unroute(DIALOG_CHUNK);
  await failed.getByRole('button', { name: 'Opnieuw proberen' }).click();
  await expect(page.getByRole('dialog', { name: 'Controleer uw rit' })).toContainText('€');
});
