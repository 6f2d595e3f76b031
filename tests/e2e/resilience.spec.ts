import { expect, test, type Page, type Route } from './support/test';
import { chooseAddress, DEMO, openSignedIn } from './support/app';
import { openSignedInAndSettle, prepare, scan } from './support/axe';
import { openBookingForm, resetAroundEachTest, skipReleaseNotes, tripsOfSession } from './support/booking';
import { ownPort, startServer, type ServerProcess } from './support/servers';

/*
 * Work that survives (Chromium, production build): the booking form's draft kept through a reload and cleared by
 * "Opnieuw beginnen"; the server stopped at Confirm and started again, "Opnieuw proberen" booking exactly one trip;
 * an answer lost behind a gateway (502) whose retry reuses the Idempotency-Key; an overlay chunk that fails to load
 * said inline while the form stays; the progress of a route change whose page is still loading; the offline
 * banner. axe scans the new messages.
 */

resetAroundEachTest();

const NO_CONNECTION = 'Geen verbinding. Uw gegevens blijven bewaard.';
const RESTORED = /Wat u eerder invulde is teruggezet/;

/** The demo traveller's pass "Eigen pas" (server/seed.ts). */
const OWN_PASS = '2001000101';

/** Fills a trip from Silodam 1A to Westerdoksdijk 40A with a companion and a driver comment (nl-NL). */
async function fillTrip(page: Page) {
  await chooseAddress(page, 'Van', 'Silodam 1A', /Silodam 1A/);
  await chooseAddress(page, 'Naar', 'Westerdoksdijk 40A', /Westerdoksdijk 40A/);
  await page.getByLabel('Meereizenden').selectOption('1');
  await page.getByLabel('Opmerking voor de chauffeur').fill('Bel aan bij 40A, 3e verdieping');
}

/** Presses Confirm on the form and waits for the confirmation dialog with its price. */
async function toConfirmation(page: Page) {
  await page.getByRole('button', { name: 'Bevestigen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Controleer uw rit' });
  await expect(dialog).toContainText('€');
  return dialog;
}

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
  const kept = dialog.getByRole('alert').filter({ hasText: NO_CONNECTION });
  await expect(kept).toBeVisible();
  await scan(page, 'confirmation dialog, no connection (nl-NL)', { settleFirst: false });

  await kept.getByRole('button', { name: 'Opnieuw proberen' }).click();
  await expect(page.getByText('Uw rit is geboekt!').first()).toBeVisible();
  expect(keys).toHaveLength(2);
  expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  expect(keys[1]).toBe(keys[0]);
  expect(await tripsOfSession(page, baseURL!)).toHaveLength(1);
});

test.describe('with a server of its own', () => {
  let server: ServerProcess | null = null;
  test.afterEach(async () => {
    await server?.stop();
    server = null;
  });

  test('the server stopped at Confirm, then started again: the form and dialog stay, "Opnieuw proberen" books exactly one trip', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const port = ownPort(30);
    const dbPath = `.data/e2e-resilience-${port}.sqlite`;
    server = await startServer({ port, dbPath, fresh: true });
    await skipReleaseNotes(page);
    await openBookingForm(page, server.url);
    await fillTrip(page);
    const dialog = await toConfirmation(page);

    await server.stop();
    await dialog.getByRole('button', { name: 'Bevestigen' }).click();
    const kept = dialog.getByRole('alert').filter({ hasText: NO_CONNECTION });
    await expect(kept).toBeVisible({ timeout: 15_000 });
    // The page is still the booking form behind its dialog.
    await expect(page.locator('main input[role="combobox"]').first()).toHaveValue(/Silodam 1A/);

    server = await startServer({ port, dbPath });
    await kept.getByRole('button', { name: 'Opnieuw proberen' }).click();
    await expect(page.getByText('Uw rit is geboekt!').first()).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('dialog', { name: 'Wilt u ook een terugrit boeken?' })).toBeVisible();
    expect(await tripsOfSession(page, server.url)).toHaveLength(1);
  });
});

/** The confirmation dialog's chunk (Radix Dialog), also when asked for again with a `?retry=` query. */
const DIALOG_CHUNK = /\/assets\/dialog-[\w-]+\.js(\?.*)?$/;

test('an overlay chunk whose first two requests fail is tried again with backoff: the dialog opens', async ({
  page,
  baseURL,
}) => {
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

test('a route change whose page is not loaded yet shows progress at once, the old page inert; links preload their page', async ({
  page,
  baseURL,
}) => {
  await openSignedIn(page, baseURL!, '/home', DEMO, OWN_PASS);
  await expect(page.getByRole('heading', { level: 1, name: /Welkom/ })).toBeVisible();

  // Hovering a link of the signed-in layout starts loading its page.
  const profileChunk = page.waitForRequest(/\/assets\/profile-page-[\w-]+\.js$/);
  await page.getByRole('link', { name: 'Profiel' }).first().hover();
  await profileChunk;

  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/my-trips-page-[\w-]+\.js$/, async (route: Route) => {
    await held;
    await route.continue();
  });
  await page.getByRole('link', { name: 'Mijn ritten' }).first().click();
  const main = page.locator('main');
  await expect(page.locator('[data-route-progress]')).toBeVisible();
  await expect(main).toHaveAttribute('aria-busy', 'true');
  await expect(main).toHaveAttribute('inert', '');
  await expect(page.getByRole('status').filter({ hasText: 'Pagina wordt geladen…' })).toHaveCount(1);
  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Mijn ritten' })).toBeVisible();
  await expect(page.locator('[data-route-progress]')).toHaveCount(0);
  await expect(main).not.toHaveAttribute('aria-busy', 'true');
  await expect(main).not.toHaveAttribute('inert', '');
});

test('offline: a calm banner on every signed-in page, gone once back online (en-US)', async ({
  page,
  context,
  baseURL,
}) => {
  await prepare(page, 'en-US');
  const demoWithPass = { ...DEMO, pass: OWN_PASS };
  await openSignedInAndSettle(page, baseURL!, '/home', demoWithPass);
  await expect(page.getByRole('heading', { level: 1, name: /Welcome/ })).toBeVisible();
  const banner = page.getByText(/You are offline\. What you enter is kept/);
  await expect(banner).toHaveCount(0);

  // The booking page while online (its chunk is then in the browser), then the connection drops.
  await page.getByRole('link', { name: 'Book trip', exact: true }).first().click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'When would you like to be picked up?' }),
  ).toBeVisible();
  await context.setOffline(true);
  await expect(banner).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /You are offline/ })).toHaveCount(1);
  await scan(page, 'book-trip offline banner (en-US)', { settleFirst: false });
  await page.getByRole('link', { name: 'Home', exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: /Welcome/ })).toBeVisible();
  await expect(banner).toBeVisible();

  await context.setOffline(false);
  await expect(banner).toHaveCount(0);
});
