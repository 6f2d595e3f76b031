import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from './support/test';
import { Temporal } from 'temporal-polyfill';
import {
  apiCall,
  apiLogin,
  choosePassNumber,
  closeReleaseNotes,
  logIn,
  pdfText,
  resetServer,
} from './support/app';
import { ownPort, startServer, type ServerProcess } from './support/servers';

/*
 * In the browser: the demo traveller's /my-trips. Two trips are booked through the Ticketing API,
 * then the UI shows them in this week's grid, opens the details, cancels one (chip "Geannuleerd"), moves to the
 * next week and back, rates a completed trip and downloads the PDF of the week.
 *
 * Own server (port and database file of its own, like live-map.spec.ts): the test moves the SERVER clock, and
 * the config's web server shares its database file with every engineer's run (a /dev/reset elsewhere would wipe
 * these trips mid-test). The clock is set to a Wednesday 10:00 Europe/Amsterdam in the coming week, so "this
 * week" (Monday–Sunday in nl-NL) always has room for trips ≥ 1 h 5 min ahead, whatever day the test runs; the
 * seed is then relative to that Wednesday (POST /dev/reset seeds from the server clock): RT-DEMO0003 (completed,
 * unrated, to Silodam) is on this Monday, RT-DEMO0001/0002/0004 are in the previous week. The browser keeps its
 * real clock: the app takes "now" from the server's `Date` header (src/api/server-time.ts), so the pages are
 * reached by client-side navigation after login, once the app has heard from the server.
 */

const PORT = ownPort(12);
const DB_PATH = '.data/e2e-trips.sqlite';
const PASS = '2001000101';
const ZONE = 'Europe/Amsterdam';

let server: ServerProcess | null = null;
let base = '';

/** The Wednesday 10:00 (Amsterdam) after today, as epoch ms: the server clock of this test. */
const WEDNESDAY = (() => {
  let day = Temporal.Now.plainDateISO(ZONE).add({ days: 1 });
  while (day.dayOfWeek !== 3) day = day.add({ days: 1 });
  return day;
})();
const at = (days: number, time: string) =>
  WEDNESDAY.add({ days }).toZonedDateTime({ timeZone: ZONE, plainTime: Temporal.PlainTime.from(time) })
    .epochMilliseconds;

/** An API call of the demo traveller on this test's server ({@link apiCall}, with the pass number). */
const api = <T>(method: string, path: string, token?: string, body?: unknown) =>
  apiCall<T>(base, method, path, { token, body, passNumber: PASS });

/** The first address the server finds for `query` (GET /ticketing/locations). */
async function location(token: string, query: string) {
  const { data } = await api<{ data: Array<Record<string, unknown>> }>(
    'GET',
    `/ticketing/locations?searchValue=${encodeURIComponent(query)}&maxResults=5`,
    token,
  );
  expect(data.length, `an address for ${query}`).toBeGreaterThan(0);
  return data[0]!;
}

/** Books one trip by departure for the demo traveller (POST /ticketing/trips/book, BookingRequest). */
async function book(token: string, departure: number, from: string, to: string) {
  const { data } = await api<{ data: { trip: { externalTripId: string; status: string } } }>(
    'POST',
    '/ticketing/trips/book',
    token,
    {
      plannedDateTime: new Date(departure).toISOString(),
      locationFrom: await location(token, from),
      locationTo: await location(token, to),
      attributes: { travelers: 0 },
      preferences: {},
      planningMode: 1,
      paymentOption: { type: 'payInVehicle' },
    },
  );
  return data.trip;
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startServer({ port: PORT, dbPath: DB_PATH, fresh: true });
  base = server.url;
  const clock = await fetch(`${base}/dev/clock`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ now: new Date(at(0, '10:00')).toISOString() }),
  });
  expect(clock.status).toBe(200);
  await resetServer(base); // reseeds relative to the server clock set above

  const token = (await apiLogin(base)).accessToken;
  // Wednesday 14:00 and Friday 09:30 of this week; streets that no seeded demo trip uses.
  expect((await book(token, at(0, '14:00'), 'Barentszstraat', 'Zoutkeetsgracht')).status).toBeTruthy();
  expect((await book(token, at(2, '09:30'), 'Vierwindenstraat', 'Realengracht')).status).toBeTruthy();
});

test.afterAll(async () => {
  await server?.stop();
});

const tripList = (page: Page) => page.getByRole('list', { name: 'Ritten' });
const tripCard = (page: Page, street: string) =>
  tripList(page).getByRole('listitem').filter({ hasText: street });

test('my trips: this week, details and cancel, week navigation, rating, PDF download', async ({ page }) => {
  test.setTimeout(120_000);
  await logIn(page, base);
  await choosePassNumber(page);
  await closeReleaseNotes(page);
  await page
    .getByRole('navigation', { name: 'Hoofdmenu' })
    .getByRole('link', { name: 'Mijn ritten' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mijn ritten' })).toBeVisible();
  // The page opens on "Komende ritten"; this week is one tap away.
  await expect(page.getByRole('button', { name: 'Komende ritten' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Deze week' }).click();

  // This week: the two booked trips and the seeded RT-DEMO0003 (Monday, completed).
  await expect(page.getByRole('status').filter({ hasText: '3 ritten in deze periode' })).toBeVisible();
  const wednesday = tripCard(page, 'Barentszstraat');
  const friday = tripCard(page, 'Vierwindenstraat');
  await expect(wednesday).toContainText('Zoutkeetsgracht');
  await expect(wednesday).toContainText('Bevestigd');
  await expect(friday).toContainText('Realengracht');
  await expect(friday).toContainText('Bevestigd');

  // Details of the Friday trip, then cancel it.
  await friday.getByRole('button', { name: 'Ritgegevens bekijken' }).click();
  const details = page.getByRole('dialog', { name: 'Ritgegevens' });
  await expect(details).toBeVisible();
  await expect(details).toContainText('Vierwindenstraat');
  await expect(details).toContainText('Realengracht');
  await expect(details).toContainText('Bevestigd');
  await details.getByRole('button', { name: 'Rit annuleren' }).click();
  await page
    .getByRole('dialog', { name: 'Deze rit annuleren?' })
    .getByRole('button', { name: 'Ja, rit annuleren' })
    .click();
  await expect(details).toContainText('Geannuleerd');
  await expect(page.getByText('Uw rit is geannuleerd').first()).toBeVisible();
  await expect(details.getByRole('button', { name: 'Rit annuleren' })).toBeDisabled();
  await details.getByRole('button', { name: 'Sluiten' }).click();
  await expect(details).toBeHidden();
  await expect(friday).toContainText('Geannuleerd');
  await expect(wednesday).toContainText('Bevestigd');

  // Next week is empty; "Deze week" brings the three trips back (the cancellation kept).
  const weeks = page.getByRole('group', { name: 'Week kiezen' });
  await weeks.getByRole('button', { name: 'Volgende week' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'U heeft geen ritten in deze periode.' }),
  ).toBeVisible();
  await expect(tripList(page)).toBeHidden();
  await weeks.getByRole('button', { name: 'Deze week' }).click();
  await expect(page.getByRole('status').filter({ hasText: '3 ritten in deze periode' })).toBeVisible();
  await expect(friday).toContainText('Geannuleerd');

  // Rate the completed, unrated RT-DEMO0003 (Monday, to Silodam).
  const monday = tripCard(page, 'Silodam');
  await expect(monday).toContainText('Uitgevoerd');
  await monday.getByRole('button', { name: 'Rit beoordelen' }).click();
  const rating = page.getByRole('dialog', { name: 'Beoordeel uw rit' });
  await expect(rating).toBeVisible();
  await expect(rating.getByRole('button', { name: 'Opslaan' })).toBeDisabled();
  await rating.getByRole('radio', { name: '4 sterren' }).check({ force: true }); // visually hidden native radio
  await expect(rating).toContainText('U heeft 4 van de 5 sterren gekozen.');
  await rating.getByLabel('Toelichting (optioneel)').fill('Prima rit, op tijd.');
  await rating.getByRole('button', { name: 'Opslaan' }).click();
  await expect(rating).toBeHidden();
  await expect(page.getByText('Bedankt! Uw beoordeling is verzonden.').first()).toBeVisible();
  await expect(monday).toContainText('Uw beoordeling: 4 van 5');
  await expect(monday.getByRole('button', { name: 'Rit beoordelen' })).toHaveCount(0);

  // Download this week's PDF from the toolbar.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Rittenoverzicht downloaden' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const bytes = await readFile((await download.path())!);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  // pdfkit deflates its content streams: pdfText (support/app.ts) inflates them with node:zlib and decodes the
  // hex-encoded TJ strings, so the street names can be matched on the real text rather than the raw bytes.
  const text = await pdfText(bytes);
  expect(text).toContain('Rittenoverzicht');
  for (const street of ['Barentszstraat', 'Zoutkeetsgracht', 'Vierwindenstraat', 'Realengracht', 'Silodam']) {
    expect(text).toContain(street);
  }
  expect(text).toContain('Geannuleerd');
});
