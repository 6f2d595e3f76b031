import { expect, test, type Page } from './support/test';
import { apiLogin, choosePassNumber, logIn } from './support/app';
import { ownPort, startServer, type ServerProcess } from './support/servers';

/*
 * Issue 6 in the browser: book a trip through the API, move the SERVER clock to 40 minutes before departure, and
 * /home shows the live map card with the estimated pick-up time and the licence plate; moving the clock on shows
 * the drop-off time and then "arrived". The app learns the server's time from the `Date` header.
 *
 * Each test runs a server of its own (port and database file of its own), because it moves the server clock —
 * which would disturb other browser tests sharing their worker's server. The schematic-map test serves the test
 * build like every spec; the Google test needs `VITE_GOOGLE_MAPS_API_KEY`, a build-time variable, so its server
 * serves the app through Vite's dev middleware with the key set (as `npm start` does). The Google Maps script
 * itself is a fake served by route interception, which records markers, fitBounds and directions requests.
 */

const MIN = 60_000;
const PASS = '2001000101';

const servers: ServerProcess[] = [];
test.afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
});

async function start(port: number, dbPath: string, env?: Record<string, string>): Promise<ServerProcess> {
  const server = await startServer({ port, dbPath, fresh: true, ...(env ? { mode: 'dev', env } : {}) });
  servers.push(server);
  return server;
}

async function api(base: string, method: string, path: string, token?: string, body?: unknown) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      'Api-Version': '2',
      'X-Region-Id': '20',
      'X-Platform-Type': 'Web',
      'Accept-Language': 'nl-NL',
      'Content-Type': 'application/json',
      'X-Pass-Number': PASS,
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path} → ${res.status}: ${text}`);
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

async function setServerClock(base: string, instant: number) {
  const res = await fetch(`${base}/dev/clock`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ now: new Date(instant).toISOString() }),
  });
  expect(res.status).toBe(200);
}

interface BookedTrip {
  departureDateTime: string;
  arrivalDateTime: string;
  locationFrom: { latitude: number; longitude: number };
  locationTo: { latitude: number; longitude: number };
}

/** Resets the server and its clock, then books a trip two hours ahead as the demo traveller, through the API. */
async function bookTrip(base: string): Promise<BookedTrip> {
  expect((await fetch(`${base}/dev/reset`, { method: 'POST' })).status).toBe(204);
  expect((await fetch(`${base}/dev/clock`, { method: 'DELETE' })).status).toBe(200);
  const token = (await apiLogin(base)).accessToken;
  const find = async (searchValue: string) =>
    (
      (await api(
        base,
        'GET',
        `/ticketing/locations?searchValue=${encodeURIComponent(searchValue)}`,
        token,
      )) as {
        data: unknown[];
      }
    ).data[0];
  const clock = (await (await fetch(`${base}/dev/clock`)).json()) as { now: string };
  const booked = (await api(base, 'POST', '/ticketing/trips/book', token, {
    plannedDateTime: new Date(Date.parse(clock.now) + 2 * 60 * MIN).toISOString(),
    locationFrom: await find('Westerdoksdijk 40A'),
    locationTo: await find('Silodam'),
    attributes: { travelers: 1 },
    preferences: {},
    planningMode: 1,
    paymentOption: { type: 'payInVehicle' },
  })) as { data: { trip: BookedTrip } };
  return booked.data.trip;
}

const hhmm = (iso: string) =>
  new Intl.DateTimeFormat('nl-NL', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'Europe/Amsterdam',
  }).format(new Date(iso));

async function openHome(page: Page, base: string) {
  // This version's release notes count as seen, so their dialog does not cover the card.
  await page.addInitScript(() => window.localStorage.setItem('appVersion', '4.1.0'));
  await logIn(page, base);
  await choosePassNumber(page);
}

test('the live map card follows the vehicle by the server clock: pick-up time and plate, drop-off time, arrived', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const server = await start(ownPort(20), '.data/e2e-live-map.sqlite');
  const trip = await bookTrip(server.url);
  const departure = Date.parse(trip.departureDateTime);
  await setServerClock(server.url, departure - 40 * MIN);

  await openHome(page, server.url);
  const card = page.getByRole('region', { name: 'Uw volgende rit' });
  await expect(card.getByTestId('live-map-header')).toHaveText(
    `Verwachte ophaaltijd: ${hhmm(trip.departureDateTime)}`,
    {
      timeout: 30_000,
    },
  );
  await expect(card).toContainText('Kenteken:');
  await expect(card.getByText(/^[A-Z]{2}-\d{3}-[A-Z]$/)).toBeVisible();
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
  const trip = await bookTrip(server.url);
  const departure = Date.parse(trip.departureDateTime);
  await setServerClock(server.url, departure - 40 * MIN);

  await openHome(page, server.url);
  const card = page.getByRole('region', { name: 'Uw volgende rit' });
  await expect(card.getByTestId('live-map-header')).toHaveText(
    `Verwachte ophaaltijd: ${hhmm(trip.departureDateTime)}`,
    {
      timeout: 30_000,
    },
  );
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
