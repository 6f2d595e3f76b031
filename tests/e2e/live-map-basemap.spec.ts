import { expect, test } from './support/test';
import { scan } from './support/axe';
import { MIN, expectLargeBold, hhmm, openLiveCard, ownServers, PLATE } from './support/live-map';
import { ownPort } from './support/servers';
import { serveTiles } from './support/tiles';

/*
 * The live map without a Google key in Chromium: the status sentence a traveller reads first, the street map
 * (Leaflet over the PDOK basemap, its tiles served by the test because the host is out of reach here) with large
 * labelled markers, attribution and legend, draggable after its one fit; axe at 1280 and 375 px (nl-NL; en-US in
 * live-map-basemap-en.spec.ts, tiles failing in live-map-fallback.spec.ts). A server of its own (the clock moves).
 */

const start = ownServers();

test('the street map: status sentence, PDOK tiles, labelled markers, attribution, legend; drag after one fit', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const tiles = await serveTiles(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  const server = await start(ownPort(23), '.data/e2e-live-map-basemap.sqlite');
  const { card, trip } = await openLiveCard(page, server.url);

  const status = card.getByTestId('live-status');
  await expect(status).toHaveText(
    /^Uw taxi [A-Z]{2}-\d{3}-[A-Z] is over ongeveer (40|39) minuten bij Westerdoksdijk 40A\.$/,
  );
  await expect(status).toHaveAttribute('aria-live', 'polite');
  await expectLargeBold(status);
  const departure = Date.parse(trip.departureDateTime);
  // The pick-up window, ± 15 minutes around the planned pick-up, as the carer sees it.
  await expect(card.getByTestId('live-status-window')).toHaveText(
    `Ophalen tussen ${hhmm(new Date(departure - 15 * MIN).toISOString())} en ${hhmm(new Date(departure + 15 * MIN).toISOString())}`,
  );

  const map = card.getByRole('region', { name: 'Kaart met uw voertuig, ophaaladres en bestemming' });
  await expect(map).toBeVisible();
  await expect(map.locator('.leaflet-tile-loaded').first()).toBeVisible();
  expect(tiles.served()).toBeGreaterThan(0);
  await expect(card.getByTestId('schematic-map')).toHaveCount(0);
  // Large labelled markers: the taxi with its plate, "Ophalen", "Bestemming".
  const markers = map.locator('.leaflet-marker-icon');
  await expect(markers).toHaveCount(3);
  await expect(markers.filter({ hasText: 'Ophalen' })).toBeVisible();
  await expect(markers.filter({ hasText: 'Bestemming' })).toBeVisible();
  await expect(markers.filter({ hasText: PLATE })).toBeVisible();
  expect((await markers.filter({ hasText: 'Ophalen' }).boundingBox())!.height).toBeGreaterThanOrEqual(36);
  await expect(map.locator('path.leaflet-interactive, path')).not.toHaveCount(0);
  await expect(map.locator('.leaflet-control-attribution')).toContainText('Kadaster');
  await expect(map.locator('.leaflet-control-attribution')).toContainText('PDOK');
  await expect(card.getByRole('list', { name: 'Legenda' })).toContainText('Route van de taxi');
  // product §2: 500 px high on a wide screen.
  expect(Math.round((await map.locator('xpath=..').boundingBox())!.height)).toBe(500);

  // Fitted once, then the traveller may drag it: the map pane moves and stays (the next polls do not re-fit).
  const pane = map.locator('.leaflet-map-pane');
  const before = await pane.getAttribute('style');
  const box = (await map.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 - 150, box.y + box.height / 2 - 80, { steps: 8 });
  // The traveller holds the map still before letting go. Leaflet measures the fling over the last 50 ms of the drag
  // and starts its inertia one animation frame after the release; on a loaded machine that frame came after two
  // equal reads, so a "resting" pane still slid on. Held still, there is no fling and the pane stops where it is.
  await page.waitForTimeout(200);
  await page.mouse.up();
  let dragged = await pane.getAttribute('style');
  await expect
    .poll(
      async () => {
        const now = await pane.getAttribute('style');
        const resting = now === dragged;
        dragged = now;
        return resting && now !== before;
      },
      { intervals: [300] },
    )
    .toBe(true);
  await page.waitForResponse((r) => r.url().endsWith('/vehicles/position'));
  await page.waitForResponse((r) => r.url().endsWith('/vehicles/position'));
  expect(await pane.getAttribute('style')).toBe(dragged);
  await map.getByRole('button', { name: 'Inzoomen' }).click();
  await scan(page, 'live map street map nl-NL 1280');

  await page.setViewportSize({ width: 375, height: 812 });
  await expect.poll(async () => (await map.boundingBox())!.height).toBeGreaterThanOrEqual(0.6 * 812 - 1);
  await scan(page, 'live map street map nl-NL 375');
});
