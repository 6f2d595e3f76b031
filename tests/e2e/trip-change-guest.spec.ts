import { Temporal } from 'temporal-polyfill';
import { expect, test } from './support/test';
import { apiCall } from './support/app';
import { ownPort, startServer, type ServerProcess } from './support/servers';
import { scan } from './support/axe';

/*
 * A guest changes a booked trip on the confirmation link (product §10.11 "Guests and carers"), in Chromium against
 * a server of this spec's own. The trip is booked without an account through the Ticketing API; its link comes
 * from the confirmation mail in the dev outbox. On /trip/<token> "Rit wijzigen" opens the same change flow: the
 * entered time survives a reload, "Controleer uw wijziging" shows Nu / Nieuw (axe 0), the change keeps the trip
 * number, the success shows the new pick-up window, the link shows the new time, and the server mailed the guest
 * a bookingChanged mail.
 */

const PORT = ownPort(36);
const DB_PATH = '.data/e2e-trip-change-guest.sqlite';
const ZONE = 'Europe/Amsterdam';
const EMAIL = 'gast.wijzigt@example.com';

let server: ServerProcess | null = null;
let base = '';

interface OutboxMail {
  kind: string;
  link: string;
  trip: { externalTripId: string };
}

const outbox = async () => apiCall<OutboxMail[]>(base, 'GET', `/dev/outbox?to=${encodeURIComponent(EMAIL)}`);

/** Tomorrow at `time` in Amsterdam, ISO-8601 UTC (at least ten hours ahead). */
const tomorrowAt = (time: string) =>
  Temporal.Now.plainDateISO(ZONE)
    .add({ days: 1 })
    .toZonedDateTime({ timeZone: ZONE, plainTime: Temporal.PlainTime.from(time) })
    .toInstant()
    .toString();

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startServer({ port: PORT, dbPath: DB_PATH, fresh: true });
  base = server.url;
});

test.afterAll(async () => {
  await server?.stop();
});

test('a guest changes the time on the trip link; same trip number, new window, bookingChanged mail', async ({
  page,
}) => {
  const find = async (searchValue: string) =>
    (
      await apiCall<{ data: unknown[] }>(
        base,
        'GET',
        `/ticketing/locations?searchValue=${encodeURIComponent(searchValue)}`,
      )
    ).data[0];
  const booked = await apiCall<{ data: { trip: { externalTripId: string } } }>(
    base,
    'POST',
    '/ticketing/trips/book-without-account',
    {
      body: {
        plannedDateTime: tomorrowAt('10:00'),
        locationFrom: await find('Silodam 1A'),
        locationTo: await find('Westerdoksdijk 40A'),
        attributes: { travelers: 0 },
        preferences: {},
        planningMode: 1,
        paymentOption: { type: 'payInVehicle' },
        email: EMAIL,
        firstName: 'Ada',
        lastName: 'Gast',
      },
    },
  );
  const tripId = booked.data.trip.externalTripId;
  const link = (await outbox()).find((m) => m.kind === 'bookingConfirmation')!.link;
  const path = new URL(link).pathname;

  await page.addInitScript(() => window.localStorage.setItem('appVersion', '4.1.0'));
  await page.goto(`${base}${path}`);
  await page.getByRole('link', { name: 'Rit wijzigen' }).click();
  await expect(page).toHaveURL(new RegExp(`${path}/change$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Uw rit wijzigen' })).toBeVisible();
  await expect(page.getByText(`Rit ${tripId} van`)).toBeVisible();

  // What is entered survives a reload of the page.
  await page.getByLabel('Ophaaltijd').fill('11:30');
  await page.reload();
  await expect(page.getByLabel('Ophaaltijd')).toHaveValue('11:30');

  await page.getByRole('button', { name: 'Bevestigen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Controleer uw wijziging' });
  await expect(dialog.getByRole('region', { name: 'Nieuw' })).toContainText('11:30');
  await expect(dialog.getByRole('button', { name: 'Rit ongewijzigd laten' })).toBeFocused();
  await scan(page, 'guest trip change: check your change');
  await dialog.getByRole('button', { name: 'Wijziging bevestigen' }).click();

  const success = page.getByRole('status').filter({ hasText: 'Uw rit is gewijzigd' });
  await expect(success).toBeVisible();
  await expect(success).toContainText(tripId);
  await expect(success).toContainText('tussen 11:15 en 11:45');
  await scan(page, 'guest trip change: changed');

  const mails = await outbox();
  expect(mails.filter((m) => m.kind === 'bookingChanged').map((m) => m.trip.externalTripId)).toEqual([
    tripId,
  ]);

  // "Sluiten" goes back to the link, which shows the changed trip; the draft is gone.
  await page.getByRole('button', { name: 'Sluiten' }).click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expect(page.getByText('11:30', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('regiotaxi.bookingDraft.change'))).toBeNull();
});
