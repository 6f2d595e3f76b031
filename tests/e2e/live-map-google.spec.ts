import { expect, test } from './support/test';
import { MIN, hhmm, openLiveCard, ownServers, setServerClock } from './support/live-map';
import { ownPort } from './support/servers';

/*
 * In the browser, with a Google Maps key (live-map.spec.ts has the schematic map): the key is a build-time
 * variable (`VITE_GOOGLE_MAPS_API_KEY`), so this test's own server serves the app through Vite's dev middleware
 * with the key set (as `npm start` does). The Google Maps script itself is a fake served by route interception,
 * which records markers, fitBounds and directions requests. Its own file so it runs beside the schematic one.
 */

const start = ownServers();

/**
 * A stand-in for https://maps.googleapis.com/maps/api/js: completes the loader's bootstrap (it calls the
 * `callback` named in its own URL) and records what the app does in `window.__fakeMaps`.
 */
const FAKE_GOOGLE_MAPS = String.raw`
(() => {
  const record = { maps: [], markers: [], fitBounds: [], routes: [] };
  window.__fakeMaps = record;
  class LatLngBounds { constructor() { this.points = []; } extend(p) { this.points.push(p); return this; } }
  class Map {
    constructor(el, options) { this.el = el; record.maps.push({ center: options.center, zoom: options.zoom }); el.setAttribute('data-fake-map', 'true'); }
    fitBounds(bounds) { record.fitBounds.push(bounds.points); }
  }
  class Marker {
    constructor(options) { this.entry = { title: options.title, position: options.position, active: true }; record.markers.push(this.entry); }
    setPosition(p) { this.entry.position = p; }
    setMap(map) { this.entry.active = map !== null; }
  }
  class DirectionsService { route(request) { record.routes.push(request); return Promise.resolve({ routes: [] }); } }
  class DirectionsRenderer { setDirections() {} setMap() {} }
  const maps = window.google.maps;
  Object.assign(maps, {
    version: 'fake', Map, Marker, LatLngBounds, DirectionsService, DirectionsRenderer,
    TravelMode: { DRIVING: 'DRIVING' },
    importLibrary: async () => maps,
  });
  const callback = new URL(document.currentScript.src).searchParams.get('callback');
  if (callback) callback.split('.').reduce((o, k) => o[k], window)();
})();
`;

interface FakeMapsRecord {
  maps: { center: { lat: number; lng: number }; zoom: number }[];
  markers: { title: string; position: { lat: number; lng: number } | null; active: boolean }[];
  fitBounds: unknown[];
  routes: { destination: { lat: number; lng: number } }[];
}

test('with a maps key: Google markers placed, bounds fitted once, directions requested again on a status change', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const server = await start(ownPort(21), '.data/e2e-live-map-google.sqlite', {
    VITE_GOOGLE_MAPS_API_KEY: 'e2e-fake-key',
  });
  const requested: string[] = [];
  await page.route('https://maps.googleapis.com/**', async (route) => {
    requested.push(route.request().url());
    await route.fulfill({ contentType: 'text/javascript', body: FAKE_GOOGLE_MAPS });
  });
  const { card, trip, departure } = await openLiveCard(page, server.url, { devServer: true });
  await expect(card.locator('[data-fake-map="true"]')).toBeAttached();
  expect(requested[0]).toContain('key=e2e-fake-key');

  // React StrictMode (dev server) mounts the map twice: the first map's markers are removed again, so only the
  // active markers count.
  const record = async () => {
    const all = await page.evaluate(() => (window as unknown as { __fakeMaps: FakeMapsRecord }).__fakeMaps);
    return { ...all, markers: all.markers.filter((m) => m.active) };
  };
  await expect.poll(async () => (await record()).routes.length).toBe(1);
  let fake = await record();
  expect(fake.maps.length).toBeGreaterThanOrEqual(1);
  for (const map of fake.maps) expect(map).toEqual({ center: { lat: 52.378, lng: 4.897 }, zoom: 14 });
  expect(fake.markers.map((m) => m.title)).toEqual(['Voertuig', 'Ophaaladres', 'Bestemming']);
  expect(fake.markers[1]?.position).toEqual({
    lat: trip.locationFrom.latitude,
    lng: trip.locationFrom.longitude,
  });
  expect(fake.markers[2]?.position).toEqual({
    lat: trip.locationTo.latitude,
    lng: trip.locationTo.longitude,
  });
  expect(fake.markers[0]?.position).not.toBeNull();
  expect(fake.fitBounds).toHaveLength(1);
  // pickUp: from the vehicle to the pickup.
  expect(fake.routes[0]?.destination).toEqual({
    lat: trip.locationFrom.latitude,
    lng: trip.locationFrom.longitude,
  });

  // A few position polls later (same status): still one fit and one directions request.
  const before = fake.markers[0]?.position;
  await expect
    .poll(async () => (await record()).markers[0]?.position, { timeout: 15_000 })
    .not.toEqual(before);
  fake = await record();
  expect(fake.fitBounds).toHaveLength(1);
  expect(fake.routes).toHaveLength(1);

  // The status changes to dropOff: one new directions request, towards the arrival; no new fit.
  await setServerClock(server.url, departure + 5 * MIN);
  await expect(card.getByTestId('live-map-header')).toHaveText(
    `Verwachte aankomsttijd: ${hhmm(trip.arrivalDateTime)}`,
    {
      timeout: 20_000,
    },
  );
  await expect.poll(async () => (await record()).routes.length).toBe(2);
  fake = await record();
  expect(fake.routes[1]?.destination).toEqual({
    lat: trip.locationTo.latitude,
    lng: trip.locationTo.longitude,
  });
  expect(fake.fitBounds).toHaveLength(1);
});
