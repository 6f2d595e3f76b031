import { expect, test } from './support/test';
import { MIN, hhmm, openLiveCard, ownServers, setServerClock } from './support/live-map';
import { ownPort } from './support/servers';

/*
 * In the browser: book a trip through the API, move the SERVER clock to 40 minutes before departure, and
 * /home shows the live map card with the estimated pick-up time and the licence plate; moving the clock on shows
 * the drop-off time and then "arrived". The app learns the server's time from the `Date` header.
 *
 * Each test runs a server of its own (port and database file of its own), because it moves the server clock —
 * which would disturb other browser tests sharing their worker's server. This test serves the test build like
 * every spec, with no maps key: the app's own schematic map. The Google map: live-map-google.spec.ts.
 */

const start = ownServers();

test('the live map card follows the vehicle by the server clock: pick-up time and plate, drop-off time, arrived', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const server = await start(ownPort(20), '.data/e2e-live-map.sqlite');
  const { card, trip, departure } = await openLiveCard(page, server.url);
  await expect(card).toContainText('Kenteken:');
  await expect(
    card
      .getByText('Kenteken:')
      .locator('..')
      .getByText(/^[A-Z]{2}-\d{3}-[A-Z]$/),
  ).toBeVisible();
  // No key configured: the app's own schematic map, with the vehicle and the route.
  await expect(
    card.getByRole('img', { name: 'Kaart met uw voertuig, ophaaladres en bestemming' }),
  ).toBeVisible();
  await expect(card.getByTestId('schematic-vehicle')).toBeVisible();
  await expect(card.getByTestId('schematic-route')).toBeVisible();
  // The text alternative for screen readers.
  await expect(card.getByTestId('live-map-text')).toContainText(
    'Het voertuig is onderweg naar uw ophaaladres.',
  );

  await setServerClock(server.url, departure + 5 * MIN);
  await expect(card.getByTestId('live-map-header')).toHaveText(
    `Verwachte aankomsttijd: ${hhmm(trip.arrivalDateTime)}`,
    {
      timeout: 20_000,
    },
  );
  await expect(card).not.toContainText('Kenteken:');

  await setServerClock(server.url, Date.parse(trip.arrivalDateTime) + MIN);
  await expect(card.getByTestId('live-map-header')).toHaveText('U bent aangekomen', { timeout: 20_000 });

  // The info icon opens the trip details.
  await card.getByRole('button', { name: 'Ritdetails' }).click();
  await expect(page.getByRole('dialog')).toContainText('Silodam');
});
