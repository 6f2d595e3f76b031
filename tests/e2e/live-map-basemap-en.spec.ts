import { expect, test, type Page } from './support/test';
import { scan } from './support/axe';
import { apiCall, apiLogin, DEMO } from './support/app';
import { openLiveCard, ownServers } from './support/live-map';
import { ownPort } from './support/servers';
import { serveTiles } from './support/tiles';

/*
 * The street map without a Google key in English (Chromium; Leaflet over the PDOK basemap, tiles served by the
 * test): the status sentence and the labelled markers in en-US, axe at 375 and 1280 px. A server of its own.
 */

const start = ownServers();

/**
 * Makes `lang` the demo traveller's language, as choosing it in the app does: the account's (POST changelanguage)
 * and the device's (localStorage `lang`), then reloads. The device's alone is not enough: a page load whose profile
 * answer arrives before the offline snapshot applies the account's language again, so the page went back to Dutch
 * whenever the network won that race.
 */
async function switchLanguage(page: Page, base: string, lang: 'en-US' | 'nl-NL') {
  const { accessToken } = await apiLogin(base, DEMO);
  await apiCall(base, 'POST', '/api/userprofile/userprofile/changelanguage', {
    token: accessToken,
    body: { language: lang },
  });
  await page.evaluate((value) => window.localStorage.setItem('lang', value), lang);
  await page.reload();
}

test('the street map in English: the sentence and markers, no axe violations at 375 and 1280 px', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await serveTiles(page);
  await page.setViewportSize({ width: 375, height: 812 });
  const server = await start(ownPort(25), '.data/e2e-live-map-basemap-en.sqlite');
  await openLiveCard(page, server.url);
  await switchLanguage(page, server.url, 'en-US');
  await expect(page.getByTestId('live-status')).toHaveText(
    /^Your taxi [A-Z]{2}-\d{3}-[A-Z] is about \d+ minutes away from Westerdoksdijk 40A\.$/,
    { timeout: 30_000 },
  );
  const mapEn = page.getByRole('region', { name: 'Map with your vehicle, pick-up address and destination' });
  await expect(mapEn.locator('.leaflet-marker-icon').filter({ hasText: 'Pick-up' })).toBeVisible();
  await scan(page, 'live map street map en-US 375');
  await page.setViewportSize({ width: 1280, height: 900 });
  await scan(page, 'live map street map en-US 1280');
});
