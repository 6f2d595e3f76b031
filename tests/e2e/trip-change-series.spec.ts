import { Temporal } from 'temporal-polyfill';
import { expect, test, type Page } from './support/test';
import { apiCall, apiLogin, openSignedIn, type ApiSession } from './support/app';
import { ownPort, startServer, type ServerProcess } from './support/servers';
import { scan } from './support/axe';

/*
 * Changing and pausing a series of trips (product §10.11 "A series"), in Chromium against a server of this spec's
 * own. A weekly series of three dates is booked through the Ticketing API (one seriesId); then, through the app:
 * - "Deze en latere ritten" from the second date moves the second and third dates to the new time, leaves the first
 *   untouched, and lists each date's result (axe 0 on the question and the results);
 * - "Reeks pauzeren" for the second date asks first (focus on "Nee, ritten houden"), cancels that date only and
 *   lists it; the series goes on after it (axe 0 on the question and the results).
 */

test.describe.configure({ mode: 'serial' });

const PORT = ownPort(39);
const DB_PATH = '.data/e2e-trip-change-series.sqlite';
const ZONE = 'Europe/Amsterdam';
const PASS = '2001000101';
const SERIES = 'e2e-series-weekly-1';

let server: ServerProcess | null = null;
let base = '';
let session: ApiSession;
let trips: WireTrip[] = [];

interface WireTrip {
  externalTripId: string;
  departureDateTime: string;
  status: string;
}

const call = <T>(method: string, path: string, body?: unknown) =>
  apiCall<T>(base, method, path, { token: session.accessToken, body, passNumber: PASS });

/** In `days` days at `time` in Amsterdam. */
const dayAt = (days: number, time: string) =>
  Temporal.Now.plainDateISO(ZONE)
    .add({ days })
    .toZonedDateTime({ timeZone: ZONE, plainTime: Temporal.PlainTime.from(time) });

const hhmm = (iso: string) =>
  new Intl.DateTimeFormat('nl-NL', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: ZONE,
  }).format(new Date(iso));

const readTrip = async (id: string) => (await call<{ data: WireTrip }>('GET', `/ticketing/trips/${id}`)).data;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startServer({ port: PORT, dbPath: DB_PATH, fresh: true });
  base = server.url;
  session = await apiLogin(base);
  const find = async (searchValue: string) =>
    (
      await call<{ data: unknown[] }>(
        'GET',
        `/ticketing/locations?searchValue=${encodeURIComponent(searchValue)}`,
      )
    ).data[0];
  const [dok, silodam] = [await find('Westerdoksdijk 40A'), await find('Silodam')];
  trips = [];
  for (const days of [2, 9, 16]) {
    const body = {
      plannedDateTime: dayAt(days, '10:00').toInstant().toString(),
      locationFrom: dok,
      locationTo: silodam,
      attributes: { travelers: 0 },
      preferences: {},
      planningMode: 1,
      paymentOption: { type: 'payInVehicle' },
      seriesId: SERIES,
    };
    trips.push((await call<{ data: { trip: WireTrip } }>('POST', '/ticketing/trips/book', body)).data.trip);
  }
});

test.afterAll(async () => {
  await server?.stop();
});

async function open(page: Page, path: string) {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.addInitScript(() => window.localStorage.setItem('appVersion', '4.1.0'));
  await openSignedIn(page, base, path, undefined, PASS, session);
}

test('a series changes "this and later": the later dates move, the earlier stays, each date listed', async ({
  page,
}) => {
  const [first, second, third] = trips as [WireTrip, WireTrip, WireTrip];
  await open(page, `/change-trip/${second.externalTripId}`);
  const question = page.getByRole('group', { name: 'Welke ritten wilt u wijzigen?' });
  await expect(question).toBeVisible();
  await expect(question.getByRole('radio', { name: 'Alleen deze rit (1 datum)' })).toBeChecked();
  await question.getByRole('radio', { name: 'Deze en latere ritten (2 data)' }).check();
  await expect(question.getByRole('radio', { name: 'Alle ritten van de reeks (3 data)' })).toBeVisible();
  await scan(page, 'trip-change-series scope question nl 375');
  await page.getByRole('button', { name: 'Verder' }).click();

  await expect(page.getByText('U wijzigt: Deze en latere ritten.')).toBeVisible();
  await page.getByLabel('Ophaaltijd').fill('11:30');
  await page.getByRole('button', { name: 'Bevestigen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Controleer uw wijziging' });
  await expect(dialog).toContainText('Deze wijziging geldt voor 2 data:');
  await expect(dialog.getByRole('region', { name: 'Nieuw' })).toContainText('11:30');
  await dialog.getByRole('button', { name: 'Wijziging bevestigen' }).click();

  await expect(page.getByRole('heading', { name: 'Uw reeks is gewijzigd' })).toBeVisible();
  const lines = page.getByRole('list', { name: 'Per datum' }).getByRole('listitem');
  await expect(lines).toHaveCount(2);
  await expect(lines.nth(0)).toContainText(`rit ${second.externalTripId}: gewijzigd`);
  await expect(lines.nth(1)).toContainText(`rit ${third.externalTripId}: gewijzigd`);
  await scan(page, 'trip-change-series results nl 375');

  expect(hhmm((await readTrip(first.externalTripId)).departureDateTime)).toBe('10:00');
  expect(hhmm((await readTrip(second.externalTripId)).departureDateTime)).toBe('11:30');
  expect(hhmm((await readTrip(third.externalTripId)).departureDateTime)).toBe('11:30');
  await page.getByRole('button', { name: 'Sluiten' }).click();
  await expect(page).toHaveURL(/\/my-trips$/);
});

test('a series pauses from one date to another after a question; it goes on after them', async ({ page }) => {
  const [first, second, third] = trips as [WireTrip, WireTrip, WireTrip];
  const secondDate = dayAt(9, '10:00').toPlainDate().toString();
  await open(page, `/change-trip/${first.externalTripId}`);
  await page.getByRole('button', { name: 'Reeks pauzeren' }).click();
  await page.getByLabel('Eerste datum').fill(secondDate);
  await page.getByRole('button', { name: 'Deze data pauzeren' }).click();
  // The last date still holds the first trip's date: before the first, so refused and focused.
  const last = page.getByLabel('Laatste datum (telt mee)');
  await expect(page.getByText('De laatste datum mag niet voor de eerste datum liggen.')).toBeVisible();
  await expect(last).toBeFocused();
  await last.fill(secondDate);
  await page.getByRole('button', { name: 'Deze data pauzeren' }).click();

  const ask = page.getByRole('dialog', { name: /^Reeks pauzeren van / });
  await expect(ask.getByRole('button', { name: 'Nee, ritten houden' })).toBeFocused();
  await scan(page, 'trip-change-series pause question nl 375');
  await ask.getByRole('button', { name: 'Ja, pauzeren' }).click();

  await expect(page.getByRole('heading', { name: 'Uw reeks is gepauzeerd' })).toBeVisible();
  const lines = page.getByRole('list', { name: 'Per datum' }).getByRole('listitem');
  await expect(lines).toHaveCount(1);
  await expect(lines.nth(0)).toContainText(`rit ${second.externalTripId}: geannuleerd`);
  await scan(page, 'trip-change-series paused nl 375');

  expect((await readTrip(first.externalTripId)).status).toBe('confirmed');
  expect((await readTrip(second.externalTripId)).status).toBe('customerCancelled');
  expect((await readTrip(third.externalTripId)).status).toBe('confirmed');
});
