import { expect, keepRequestInterception, test, type Page, type Route } from './support/test';
import { chooseAddress } from './support/app';
import { openBookingForm, resetAroundEachTest, tomorrowInAmsterdam, tripsOfSession } from './support/booking';

/*
 * In the browser: "Annuleren" on the backdrop really aborts the request (the browser reports it
 * aborted), an aborted estimate leaves no trip, and an aborted booking is completed once or not at all on the
 * server — the app then looks in the trip list and tells the traveller which, and a new confirm reuses the
 * Idempotency-Key. The slow server is a page.route that holds the call: either before it reaches the server
 * (nothing booked) or after the server answered (booked, answer not delivered yet).
 */

resetAroundEachTest();
// Each test adds a `{ times: 1 }` route: interception stays on so that its end cannot hang the next request.
test.beforeEach(({ page }) => keepRequestInterception(page));

const BOOK = '**/ticketing/trips/book';
const CALCULATE = '**/ticketing/trips/calculate';

/** Opens /book-trip as the demo traveller and fills in Silodam 1A → Westerdoksdijk 40A, tomorrow 11:00. */
async function fillForm(page: Page, baseURL: string) {
  await openBookingForm(page, baseURL);
  await chooseAddress(page, 'Van', 'Silodam 1A', /Silodam 1A/);
  await chooseAddress(page, 'Naar', 'Westerdoksdijk 40A', /Westerdoksdijk 40A/);
  await page.getByLabel('Datum', { exact: true }).fill(tomorrowInAmsterdam());
  await page.getByLabel('Tijd', { exact: true }).fill('11:00');
}

/** Fills in the form ({@link fillForm}) and opens its confirmation dialog ("Controleer uw rit"), which it returns. */
async function openConfirmation(page: Page, baseURL: string) {
  await fillForm(page, baseURL);
  await page.getByRole('button', { name: 'Bevestigen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Controleer uw rit' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Resolves with the route of the first matching call, which stays held until the test decides. */
function holdNext(page: Page, url: string): Promise<Route> {
  return new Promise((resolve) => {
    void page.route(url, (route) => resolve(route), { times: 1 });
  });
}

/** Waits until the browser reports the call to `path` as aborted. */
function abortedCall(page: Page, path: string) {
  return page.waitForEvent('requestfailed', {
    predicate: (r) => new URL(r.url()).pathname === path && /ABORTED/i.test(r.failure()?.errorText ?? ''),
  });
}

test('cancelling the estimate aborts the calculation and leaves no trip', async ({ page, baseURL }) => {
  await fillForm(page, baseURL!);
  const held = holdNext(page, CALCULATE);
  await page.getByRole('button', { name: 'Bevestigen' }).click();
  await held;
  const backdrop = page.getByRole('alertdialog', { name: 'Ritgegevens worden berekend…' });
  const aborted = abortedCall(page, '/ticketing/trips/calculate');
  await backdrop.getByRole('button', { name: 'Annuleren' }).click();
  await aborted;
  await expect(backdrop).toBeHidden();
  await expect(page.getByRole('dialog', { name: 'Controleer uw rit' })).toBeHidden();
  await expect(page.getByRole('combobox', { name: 'Van' })).toHaveValue(/Silodam 1A/);
  expect(await tripsOfSession(page, baseURL!)).toEqual([]);
});

test('a booking cancelled before it reached the server books nothing; the app says so and a new confirm books once', async ({
  page,
  baseURL,
}) => {
  const dialog = await openConfirmation(page, baseURL!);

  const keys: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/ticketing/trips/book')
      keys.push(r.headers()['idempotency-key'] ?? '');
  });
  const held = holdNext(page, BOOK);
  await dialog.getByRole('button', { name: 'Bevestigen' }).click();
  const route = await held;
  const backdrop = page.getByRole('alertdialog', { name: 'Uw rit wordt geboekt…' });
  const aborted = abortedCall(page, '/ticketing/trips/book');
  await backdrop.getByRole('button', { name: 'Annuleren' }).click();
  await aborted;
  // The held call may no longer be continued: the browser dropped it, the server never saw it.
  await route.continue().catch(() => {});

  await expect(page.getByText('Geannuleerd: er is geen rit geboekt.').first()).toBeVisible();
  await expect(page.getByRole('alertdialog')).toBeHidden();
  await expect(dialog).toBeVisible();
  expect(await tripsOfSession(page, baseURL!)).toEqual([]);

  // Confirming again books exactly one trip, with the same Idempotency-Key.
  await dialog.getByRole('button', { name: 'Bevestigen' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: /^Uw rit(ten)? (is|zijn) geboekt$/ }),
  ).toBeVisible();
  expect(keys).toHaveLength(2);
  expect(keys[1]).toBe(keys[0]);
  expect(await tripsOfSession(page, baseURL!)).toHaveLength(1);
});

test('a booking the server completed before the cancel arrived is booked once, and the app says it went through', async ({
  page,
  baseURL,
}) => {
  const dialog = await openConfirmation(page, baseURL!);

  let serverAnswered: () => void = () => {};
  const answered = new Promise<void>((resolve) => (serverAnswered = resolve));
  let deliver: () => void = () => {};
  const delivered = new Promise<void>((resolve) => (deliver = resolve));
  await page.route(
    BOOK,
    async (route) => {
      // The server books now; its answer is held back, as on a very slow connection.
      const response = await route.fetch();
      expect(response.status()).toBe(200);
      serverAnswered();
      await delivered;
      await route.fulfill({ response }).catch(() => {});
    },
    { times: 1 },
  );
  await dialog.getByRole('button', { name: 'Bevestigen' }).click();
  await answered;
  const backdrop = page.getByRole('alertdialog', { name: 'Uw rit wordt geboekt…' });
  const aborted = abortedCall(page, '/ticketing/trips/book');
  await backdrop.getByRole('button', { name: 'Annuleren' }).click();
  await aborted;
  deliver(); // too late: the browser dropped the call

  await expect(page.getByText(/Uw rit was al geboekt voordat u annuleerde/).first()).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 1, name: /^Uw rit(ten)? (is|zijn) geboekt$/ }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Wilt u ook een terugrit boeken?' })).toBeVisible();
  const trips = await tripsOfSession(page, baseURL!);
  expect(trips).toHaveLength(1);
  expect(trips[0]!.departure).toMatch(/Silodam 1A/);
  // The home page's upcoming trip shows it (the truth reloaded).
  await page
    .getByRole('region', { name: 'Wilt u ook een terugrit boeken?' })
    .getByRole('button', { name: 'Nee, dank u' })
    .click();
  await page.getByRole('button', { name: 'Naar de startpagina' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('region', { name: 'Uw volgende rit' })).toContainText('Silodam 1A');
});
