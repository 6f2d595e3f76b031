import { expect, test } from './support/test';
import { apiCall } from './support/app';
import { MIN, PASS, bookTrip, hhmm, ownServers, setServerClock } from './support/live-map';
import { ownPort } from './support/servers';
import { serveTiles } from './support/tiles';

/*
 * In the browser, the part share-and-calendar.spec.ts cannot reach with the seed: the carer's
 * /follow/<token> page inside the 60-minute live window (the vehicle with its plate, estimate and map, refreshing
 * by itself) and the link's end 2 hours after arrival. A trip is booked and shared through the API; the server
 * clock moves (a server of the test's own: moving the clock would disturb other specs on the worker's server).
 * The carer is a signed-out browser context of its own, in Dutch.
 */

const start = ownServers();

test('a carer follows the vehicle live through a share link, and the link ends 2 hours after arrival', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const server = await start(ownPort(22), '.data/e2e-follow-live.sqlite');
  const trip = await bookTrip(server.url);
  const share = await apiCall<{ data: { path: string } }>(
    server.url,
    'POST',
    `/ticketing/trip-shares/${trip.externalTripId}`,
    { token: trip.token, passNumber: PASS },
  );
  const departure = Date.parse(trip.departureDateTime);

  const context = await browser.newContext({ locale: 'nl-NL', timezoneId: 'Europe/Amsterdam' });
  // The street map on the carer's page too: the test serves the basemap's tiles (the host is out of reach here).
  const tiles = await serveTiles(context);
  const carer = await context.newPage();
  // This version's release notes count as seen (they are for travellers, but must not cover anything here).
  await carer.addInitScript(() => window.localStorage.setItem('appVersion', '4.1.0'));

  // 40 minutes before pick-up (inside the live window; before it the page says when the vehicle will show:
  // share-and-calendar.spec.ts): the vehicle coming, its plate and the map.
  await setServerClock(server.url, departure - 40 * MIN);
  await carer.goto(`${server.url}${share.data.path}`);
  await expect(carer.getByRole('heading', { level: 1, name: 'Rit van Demo' })).toBeVisible();
  const vehicle = carer.getByTestId('follow-vehicle');
  await expect(vehicle).toHaveText(
    `Het voertuig is onderweg naar het ophaaladres. Verwachte ophaaltijd: ${hhmm(trip.departureDateTime)}.`,
  );
  // The sentence the carer reads first, in large type: the taxi, its plate and the minutes to the pick-up street.
  await expect(carer.getByTestId('live-status')).toHaveText(
    /^De taxi [A-Z]{2}-\d{3}-[A-Z] is over ongeveer (40|39) minuten bij Westerdoksdijk 40A\.$/,
  );
  const map = carer.getByRole('region', { name: 'Kaart met het voertuig, het ophaaladres en de bestemming' });
  await expect(
    carer
      .getByText('Kenteken:')
      .locator('..')
      .getByText(/^[A-Z]{2}-\d{3}-[A-Z]$/),
  ).toBeVisible();
  await expect(map).toBeVisible();
  await expect(map.locator('.leaflet-tile-loaded').first()).toBeVisible();
  expect(tiles.served()).toBeGreaterThan(0);
  await expect(map.locator('.leaflet-marker-icon').filter({ hasText: 'Ophalen' })).toBeVisible();

  // After pick-up the page, refreshing by itself (every 5 s in the live window), shows the trip on its way to the
  // destination with the arrival estimate.
  await setServerClock(server.url, departure + 5 * MIN);
  await expect(vehicle).toHaveText(
    `De rit is onderweg naar de bestemming. Verwachte aankomsttijd: ${hhmm(trip.arrivalDateTime)}.`,
    { timeout: 20_000 },
  );

  // Nothing else of the traveller: no surname, phone, e-mail, trip number or pass number.
  const body = carer.locator('body');
  for (const hidden of [trip.externalTripId, PASS, 'Reiziger', '0612345678', 'demo@example.com'])
    await expect(body).not.toContainText(hidden);

  // 2 hours and a minute after arrival the link no longer works, and the page says why in plain words.
  await setServerClock(server.url, Date.parse(trip.arrivalDateTime) + 121 * MIN);
  await carer.reload();
  await expect(carer.getByRole('heading', { level: 1, name: 'Deze link werkt niet meer' })).toBeVisible();
  await expect(carer.getByText('Deze rit is voorbij. De link werkte tot 2 uur na aankomst.')).toBeVisible();
  await expect(body).not.toContainText('Westerdoksdijk');
  await context.close();
});
