import { expect, test } from './support/test';
import { scan } from './support/axe';
import { expectLargeBold, openLiveCard, ownServers, PLATE } from './support/live-map';
import { ownPort } from './support/servers';

/*
 * The live map without a Google key when its tiles cannot load (Chromium; the test fixture's default blocks the
 * PDOK host): the schematic map at once, with landmarks, labelled markers and a scale bar, filling a phone's
 * card; axe at 375 px (the a11y state specs scan it in both languages at both widths). A server of its own.
 */

const start = ownServers();

test('tiles that cannot load: the schematic map at once, with landmarks, labelled markers, scale bar', async ({
  page,
}) => {
  test.setTimeout(150_000);
  // No tile route of the test's own: the fixture's default makes every tile request fail.
  await page.setViewportSize({ width: 375, height: 812 });
  const server = await start(ownPort(24), '.data/e2e-live-map-fallback.sqlite');
  const { card } = await openLiveCard(page, server.url);

  const map = card.getByRole('img', { name: 'Kaart met uw voertuig, ophaaladres en bestemming' });
  await expect(map).toBeVisible();
  await expect(card.getByTestId('leaflet-map')).toHaveCount(0);
  await expect(card.getByTestId('schematic-vehicle')).toContainText(PLATE);
  await expect(card.getByTestId('schematic-pickup')).toContainText('Ophalen');
  await expect(card.getByTestId('schematic-dropoff')).toContainText('Bestemming');
  await expect(card.getByTestId('schematic-stops')).toContainText('Barentszplein');
  await expect(card.getByRole('link', { name: 'Haltes © OpenStreetMap-bijdragers' })).toBeVisible();
  await expect(card.getByRole('list', { name: 'Legenda' })).toContainText('Bus- of tramhalte');
  await expect(map).toContainText(/\d+ m|\d+(,\d)? km/);
  // Phones: the map fills the card's width and at least 60 % of the viewport's height.
  const box = (await map.boundingBox())!;
  expect(box.height).toBeGreaterThanOrEqual(0.6 * 812 - 1);
  const content = (await card.getByTestId('live-status').boundingBox())!;
  expect(Math.abs(box.width - content.width)).toBeLessThan(3);
  await expectLargeBold(card.getByTestId('live-status'));
  await scan(page, 'live map schematic nl-NL 375');
  await page.setViewportSize({ width: 1280, height: 900 });
  // The schematic map in English and at 1280 px is scanned by the a11y state specs (tiles blocked there too).
});
