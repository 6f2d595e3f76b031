import { Temporal } from 'temporal-polyfill';
import { expect, test, type Page } from './support/test';
import { apiCall, apiLogin, choosePassNumber, logIn } from './support/app';
import { ownPort, startServer, type ServerProcess } from './support/servers';
import { hhmm, MIN, openLiveCard, PASS } from './support/live-map';

/*
 * The trip, whole, everywhere — in Chromium against a server of this spec's own (the last test moves its clock and
 * resets it). The demo traveller's trips are booked through the Ticketing API: an outbound trip with an electric
 * wheelchair and a guide dog, its way back the same day, and one three weeks out.
 * - /my-trips opens on "Komende ritten": all three, across weeks, nearest first; the card and the details show the
 *   trip number, "tussen … en …" and the aids, and no "Niet alle ritgegevens" for a trip without a PT alternative.
 * - A cancel that fails at 375 px keeps the question open, led by "Uw rit is NIET geannuleerd", in view and
 *   focused, with "Opnieuw proberen"; no toast repeats it.
 * - Cancelling the outbound asks "Ook de terugrit (HH:MM) annuleren?", and "Ja" cancels the way back too.
 * - Inside the cut-off the live card and its details offer "Te laat om online te annuleren. Bel 088 123 45 67"
 *   as a tel: link instead of a disabled "Rit annuleren".
 */

test.describe.configure({ mode: 'serial' });

const PORT = ownPort(38);
const DB_PATH = '.data/e2e-trips-whole.sqlite';
const HOUR = 60 * MIN;
const ZONE = 'Europe/Amsterdam';

let server: ServerProcess | null = null;
let base = '';

interface BookedTrip {
  externalTripId: string;
  departureDateTime: string;
  status: string;
}
const trips: { outbound?: BookedTrip; back?: BookedTrip; later?: BookedTrip } = {};

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startServer({ port: PORT, dbPath: DB_PATH, fresh: true });
  base = server.url;
  const token = (await apiLogin(base)).accessToken;
  const call = <T>(method: string, path: string, body?: unknown) =>
    apiCall<T>(base, method, path, { token, body, passNumber: PASS });
  const find = async (searchValue: string) =>
    (
      await call<{ data: unknown[] }>(
        'GET',
        `/ticketing/locations?searchValue=${encodeURIComponent(searchValue)}`,
      )
    ).data[0];
  const [dok, silodam] = [await find('Westerdoksdijk 40A'), await find('Silodam')];
  // Tomorrow 10:00 in Amsterdam (at least 10 hours ahead), the way back at 12:00 the same day.
  const outboundAt = Temporal.Now.plainDateISO(ZONE)
    .add({ days: 1 })
    .toZonedDateTime({ timeZone: ZONE, plainTime: Temporal.PlainTime.from('10:00') }).epochMilliseconds;
  const book = async (at: number, from: unknown, to: unknown, attributes: Record<string, number> = {}) =>
    (
      await call<{ data: { trip: BookedTrip } }>('POST', '/ticketing/trips/book', {
        plannedDateTime: new Date(at).toISOString(),
        locationFrom: from,
        locationTo: to,
        attributes: { travelers: 0, ...attributes },
        preferences: {},
        planningMode: 1,
        paymentOption: { type: 'payInVehicle' },
      })
    ).data.trip;
  trips.outbound = await book(outboundAt, dok, silodam, { electricWheelchair: 1, guideDog: 1 });
  trips.back = await book(outboundAt + 2 * HOUR, silodam, dok);
  trips.later = await book(outboundAt + 21 * 24 * HOUR, dok, silodam);
});

test.afterAll(async () => {
  await server?.stop();
});

/** Logs the demo traveller in (this version's release notes seen), picks her pass and opens Mijn ritten. */
async function openMyTrips(page: Page) {
  await page.addInitScript(() => window.localStorage.setItem('appVersion', '4.1.0'));
  await logIn(page, base);
  await choosePassNumber(page);
  // On a phone the main menu is a drawer behind "Menu openen".
  const menu = page.getByRole('button', { name: 'Menu openen' });
  if (await menu.isVisible()) await menu.click();
  await page
    .getByRole('navigation', { name: 'Hoofdmenu' })
    .getByRole('link', { name: 'Mijn ritten' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mijn ritten' })).toBeVisible();
}

const card = (page: Page, id: string) => page.locator(`[data-trip-id="${id}"]`);
const window15 = (iso: string) =>
  `tussen ${hhmm(new Date(Date.parse(iso) - 15 * MIN).toISOString())} en ${hhmm(new Date(Date.parse(iso) + 15 * MIN).toISOString())}`;

test('opens on Komende ritten across weeks; the card and details show number, pick-up window and aids', async ({
  page,
}) => {
  const { outbound, back, later } = trips as Required<typeof trips>;
  await openMyTrips(page);
  await expect(page.getByRole('button', { name: 'Komende ritten' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('status').filter({ hasText: '3 komende ritten' })).toBeVisible();
  // Nearest first, the trip three weeks out included without a tap.
  await expect
    .poll(() =>
      page
        .getByRole('list', { name: 'Ritten' })
        .locator('[data-trip-id]')
        .evaluateAll((cards) => cards.map((c) => c.getAttribute('data-trip-id'))),
    )
    .toEqual([outbound.externalTripId, back.externalTripId, later.externalTripId]);

  const outboundCard = card(page, outbound.externalTripId);
  await expect(outboundCard).toContainText(outbound.externalTripId);
  await expect(outboundCard).toContainText(window15(outbound.departureDateTime));
  await expect(outboundCard).toContainText('Elektrische rolstoel, Geleidehond');

  await outboundCard.getByRole('button', { name: 'Ritgegevens bekijken' }).click();
  const details = page.getByRole('dialog', { name: 'Ritgegevens' });
  await expect(details.getByText('Ritnummer')).toBeVisible();
  await expect(details).toContainText(outbound.externalTripId);
  await expect(details).toContainText(`De taxi komt${window15(outbound.departureDateTime)}`);
  await expect(details).toContainText('Hulpmiddelen en bagageElektrische rolstoel, Geleidehond');
  await expect(details).not.toContainText('Niet alle ritgegevens');
  await details.getByRole('button', { name: 'Sluiten' }).click();

  // The week views stay one tap away, and "Komende ritten" one tap back.
  await page.getByRole('button', { name: 'Deze week' }).click();
  await expect(page.getByRole('button', { name: 'Komende ritten' })).toHaveAttribute('aria-pressed', 'false');
  await page.getByRole('button', { name: 'Komende ritten' }).click();
  await expect(page.getByRole('status').filter({ hasText: '3 komende ritten' })).toBeVisible();
});

test('a failed cancel at 375 px: "Uw rit is NIET geannuleerd" leads the question, in view and focused', async ({
  page,
}) => {
  const { later } = trips as Required<typeof trips>;
  await page.setViewportSize({ width: 375, height: 740 });
  await openMyTrips(page);
  await page.route('**/ticketing/trips/cancel/**', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({
        errors: [{ code: 'ServiceUnavailable', description: 'Dienst tijdelijk niet beschikbaar' }],
        message: 'Dienst tijdelijk niet beschikbaar',
        status: 503,
      }),
    }),
  );
  await card(page, later.externalTripId).getByRole('button', { name: 'Ritgegevens bekijken' }).click();
  const details = page.getByRole('dialog', { name: 'Ritgegevens' });
  await details.getByRole('button', { name: 'Rit annuleren' }).click();
  const question = page.getByRole('dialog', { name: 'Deze rit annuleren?' });
  await question.getByRole('button', { name: 'Ja, rit annuleren' }).click();
  const failure = question.getByText('Uw rit is NIET geannuleerd');
  await expect(failure).toBeInViewport();
  await expect(failure.locator('..')).toBeFocused();
  await expect(failure.locator('..')).toContainText('Dienst tijdelijk niet beschikbaar');
  await expect(question.getByRole('button', { name: 'Opnieuw proberen' })).toBeInViewport();
  // No toast repeats it.
  await expect(page.getByText('Uw rit is NIET geannuleerd')).toHaveCount(1);
  // Keep the trip: the question closes and the trip stays booked.
  await question.getByRole('button', { name: 'Rit behouden' }).click();
  await expect(question).toBeHidden();
  await expect(details).toContainText('De rit kan niet worden geannuleerd');
  await expect(details).toContainText('Bevestigd');
});

test('cancelling the outbound asks "Ook de terugrit (HH:MM) annuleren?" and cancels the way back too', async ({
  page,
}) => {
  const { outbound, back } = trips as Required<typeof trips>;
  await openMyTrips(page);
  await card(page, outbound.externalTripId).getByRole('button', { name: 'Ritgegevens bekijken' }).click();
  const details = page.getByRole('dialog', { name: 'Ritgegevens' });
  await details.getByRole('button', { name: 'Rit annuleren' }).click();
  await page
    .getByRole('dialog', { name: 'Deze rit annuleren?' })
    .getByRole('button', { name: 'Ja, rit annuleren' })
    .click();
  const question = page.getByRole('dialog', {
    name: `Ook de terugrit (${hhmm(back.departureDateTime)}) annuleren?`,
  });
  await expect(question).toBeVisible();
  await expect(question.getByRole('button', { name: 'Terugrit behouden' })).toBeFocused();
  await question.getByRole('button', { name: 'Ja, terugrit annuleren' }).click();
  await expect(question).toBeHidden();
  await expect(page.getByText('De terugrit is ook geannuleerd').first()).toBeVisible();

  const token = (await apiLogin(base)).accessToken;
  for (const id of [outbound.externalTripId, back.externalTripId]) {
    const { data } = await apiCall<{ data: BookedTrip }>(base, 'GET', `/ticketing/trips/${id}`, {
      token,
      passNumber: PASS,
    });
    expect(data.status, id).toBe('customerCancelled');
  }
});

test('inside the cut-off the live card and its details offer the phone number as a tel: link', async ({
  page,
}) => {
  // Resets this server, books a trip 2 hours ahead and moves the clock to 40 minutes before it.
  const { card: live } = await openLiveCard(page, base);
  const call = live.getByTestId('call-to-cancel');
  await expect(call).toHaveText('Te laat om online te annuleren. Bel 088 123 45 67');
  await expect(call.getByRole('link', { name: '088 123 45 67' })).toHaveAttribute('href', 'tel:0881234567');
  await expect(live.getByRole('button', { name: 'Rit annuleren' })).toHaveCount(0);

  await live.getByRole('button', { name: 'Ritdetails' }).click();
  const details = page.getByRole('dialog', { name: 'Ritgegevens' });
  await expect(details.getByTestId('call-to-cancel')).toHaveText(
    'Te laat om online te annuleren. Bel 088 123 45 67',
  );
  await expect(details.getByRole('button', { name: 'Rit annuleren' })).toHaveCount(0);
});
