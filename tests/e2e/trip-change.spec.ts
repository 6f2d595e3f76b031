import { Temporal } from 'temporal-polyfill';
import { expect, test, type Page } from './support/test';
import { apiCall, apiLogin, chooseAddress, openSignedIn, type ApiSession } from './support/app';
import { ownPort, startServer, type ServerProcess } from './support/servers';
import { scan } from './support/axe';

/*
 * Changing a booked trip (product §10.11), in Chromium against a server of this spec's own. The demo traveller's
 * trips are booked through the Ticketing API; the change is made through the app:
 * - time, companions and destination change from the my-trips card through "Controleer uw wijziging" (Nu / Nieuw,
 *   focus on "Rit ongewijzigd laten", axe 0): the same trip number, the budget charged once for the new km;
 * - two tabs change the same trip: the second gets the stale-version message, the first's change stands;
 * - a change the km budget cannot hold is refused, says so, and the original stands.
 */

test.describe.configure({ mode: 'serial' });

const PORT = ownPort(31);
const DB_PATH = '.data/e2e-trip-change.sqlite';
const ZONE = 'Europe/Amsterdam';
const PASS = '2001000101';
const SMALL_PASS = '2001000102';
const HOUR = 3_600_000;

let server: ServerProcess | null = null;
let base = '';
let session: ApiSession;
let places: { dok: unknown; silodam: unknown; far: unknown };

interface WireTrip {
  externalTripId: string;
  departureDateTime: string;
  distance: number;
  attributes: Record<string, number>;
  locationTo: { street: string };
  changedAt?: string;
}

const call = <T>(method: string, path: string, body?: unknown, passNumber = PASS) =>
  apiCall<T>(base, method, path, { token: session.accessToken, body, passNumber });

/** Tomorrow at `time` in Amsterdam, as epoch ms (at least ten hours ahead). */
const tomorrowAt = (time: string, days = 1) =>
  Temporal.Now.plainDateISO(ZONE)
    .add({ days })
    .toZonedDateTime({ timeZone: ZONE, plainTime: Temporal.PlainTime.from(time) }).epochMilliseconds;

async function book(at: number, from: unknown, to: unknown, passNumber = PASS): Promise<WireTrip> {
  const body = {
    plannedDateTime: new Date(at).toISOString(),
    locationFrom: from,
    locationTo: to,
    attributes: { travelers: 0 },
    preferences: {},
    planningMode: 1,
    paymentOption: { type: 'payInVehicle' },
  };
  return (await call<{ data: { trip: WireTrip } }>('POST', '/ticketing/trips/book', body, passNumber)).data
    .trip;
}

const readTrip = async (id: string, passNumber = PASS) =>
  (await call<{ data: WireTrip }>('GET', `/ticketing/trips/${id}`, undefined, passNumber)).data;
const remainingKm = async () =>
  (await call<{ data: { remaining: number } }>('GET', '/ticketing/users/budget')).data.remaining;

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
  places = {
    dok: await find('Westerdoksdijk 40A'),
    silodam: await find('Silodam'),
    far: await find('Almere'),
  };
});

test.afterAll(async () => {
  await server?.stop();
});

/** Opens `path` signed in as the demo traveller with `passNumber` chosen (release notes already seen). */
async function open(page: Page, path: string, passNumber = PASS) {
  await page.addInitScript(() => window.localStorage.setItem('appVersion', '4.1.0'));
  await openSignedIn(page, base, path, undefined, passNumber, session);
}

const hhmm = (iso: string) =>
  new Intl.DateTimeFormat('nl-NL', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: ZONE,
  }).format(new Date(iso));

test('time, companions and destination change; same trip number; the budget charged once', async ({
  page,
}) => {
  const trip = await book(tomorrowAt('10:00'), places.dok, places.silodam);
  const before = await remainingKm();
  await open(page, '/my-trips');
  const card = page.locator(`[data-trip-id="${trip.externalTripId}"]`);
  await card.getByRole('link', { name: `Rit ${trip.externalTripId} wijzigen` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Uw rit wijzigen' })).toBeVisible();
  await expect(page.getByText(`Rit ${trip.externalTripId} van`)).toBeVisible();

  await page.getByLabel('Ophaaltijd').fill('11:30');
  await page.getByLabel('Meereizenden').selectOption('1');
  await chooseAddress(page, 'Naar', 'Westerdok', /Westerdok/);
  await page.getByRole('button', { name: 'Bevestigen' }).click();

  const dialog = page.getByRole('dialog', { name: 'Controleer uw wijziging' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('region', { name: 'Nu' })).toContainText(hhmm(trip.departureDateTime));
  await expect(dialog.getByRole('region', { name: 'Nieuw' })).toContainText('11:30');
  await expect(dialog.getByRole('region', { name: 'Nieuw' })).toContainText('U, 1 meereizende');
  await expect(dialog).toContainText(/van uw budget|terug in uw budget/);
  await expect(dialog.getByRole('button', { name: 'Rit ongewijzigd laten' })).toBeFocused();
  await scan(page, 'trip-change check dialog nl 1280');

  await dialog.getByRole('button', { name: 'Wijziging bevestigen' }).click();
  await expect(page.getByRole('heading', { name: 'Uw rit is gewijzigd' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: trip.externalTripId })).toBeVisible();

  const changed = await readTrip(trip.externalTripId);
  expect(changed.externalTripId).toBe(trip.externalTripId);
  expect(hhmm(changed.departureDateTime)).toBe('11:30');
  expect(changed.attributes.travelers).toBe(1);
  expect(changed.locationTo.street).toMatch(/Westerdok/);
  expect(changed.changedAt).toBeTruthy();
  // Charged once: the budget moved by the difference between the new and the old trip's km only.
  expect(await remainingKm()).toBeCloseTo(before + trip.distance - changed.distance, 1);

  // Trip details say when it was changed.
  await page.getByRole('button', { name: 'Sluiten' }).click();
  await expect(page).toHaveURL(/\/my-trips$/);
  await page
    .locator(`[data-trip-id="${trip.externalTripId}"]`)
    .getByRole('button', { name: 'Ritgegevens bekijken' })
    .click();
  await expect(page.getByRole('dialog', { name: 'Ritgegevens' })).toContainText('Gewijzigd op');
});

test('two tabs: the second gets the stale-version message, the first change stands', async ({
  page,
  context,
}) => {
  const trip = await book(tomorrowAt('14:00'), places.dok, places.silodam);
  const path = `/change-trip/${trip.externalTripId}`;
  await open(page, path);
  const second = await context.newPage();
  await second.goto(`${base}${path}`);
  for (const tab of [page, second]) {
    await expect(tab.getByRole('heading', { level: 1, name: 'Uw rit wijzigen' })).toBeVisible();
    await expect(tab.getByLabel('Ophaaltijd')).toHaveValue('14:00');
  }

  await page.getByLabel('Ophaaltijd').fill('15:00');
  await page.getByRole('button', { name: 'Bevestigen' }).click();
  await page.getByRole('button', { name: 'Wijziging bevestigen' }).click();
  await expect(page.getByRole('heading', { name: 'Uw rit is gewijzigd' })).toBeVisible();

  await second.getByLabel('Meereizenden').selectOption('2');
  await second.getByRole('button', { name: 'Bevestigen' }).click();
  await second.getByRole('button', { name: 'Wijziging bevestigen' }).click();
  const alert = second.getByRole('alert').filter({ hasText: 'Uw rit is niet gewijzigd' });
  await expect(alert).toContainText('de rit is intussen ergens anders gewijzigd');
  await expect(alert).toContainText('blijft staan');
  // The form keeps what was entered.
  await expect(second.getByLabel('Meereizenden')).toHaveValue('2');

  const stands = await readTrip(trip.externalTripId);
  expect(hhmm(stands.departureDateTime)).toBe('15:00');
  expect(stands.attributes.travelers ?? 0).toBe(0);

  // "Rit opnieuw laden" shows the trip as it stands now.
  await second.getByRole('button', { name: 'Rit opnieuw laden' }).click();
  await expect(second.getByLabel('Ophaaltijd')).toHaveValue('15:00');
  await second.close();
});

test('a change the km budget cannot hold is refused at 375 px and the original stands', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  const trip = await book(tomorrowAt('09:00', 2), places.dok, places.silodam, SMALL_PASS);
  // Use up the pass's budget with trips of its own (through the API), until even a short trip no longer fits.
  let hour = 0;
  for (const destination of [places.far, places.silodam]) {
    for (;;) {
      try {
        await book(tomorrowAt('06:00', 3) + hour++ * HOUR, places.dok, destination, SMALL_PASS);
      } catch (error) {
        expect(String(error)).toContain('BudgetExceeded');
        break;
      }
    }
  }
  await open(page, `/change-trip/${trip.externalTripId}`, SMALL_PASS);
  await expect(page.getByRole('heading', { level: 1, name: 'Uw rit wijzigen' })).toBeVisible();
  await chooseAddress(page, 'Naar', 'Almere', /Almere/);
  await page.getByRole('button', { name: 'Bevestigen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Controleer uw wijziging' });
  await expect(dialog).toContainText('Deze wijziging past niet in uw km-budget');
  await scan(page, 'trip-change check dialog budget nl 375');
  await dialog.getByRole('button', { name: 'Wijziging bevestigen' }).click();

  const alert = page.getByRole('alert').filter({ hasText: 'Uw rit is niet gewijzigd' });
  await expect(alert).toContainText('de wijziging past niet in uw km-budget');
  await expect(alert).toContainText(`Uw rit van`);
  await expect(alert).toContainText(hhmm(trip.departureDateTime));
  await scan(page, 'trip-change refused nl 375');
  const stands = await readTrip(trip.externalTripId, SMALL_PASS);
  expect(stands.locationTo.street).toBe(trip.locationTo.street);
  expect(stands.changedAt).toBeUndefined();
});
