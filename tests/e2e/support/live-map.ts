import { expect, test, type Locator, type Page } from './test';
import { apiCall, apiLogin, choosePassNumber, logIn } from './app';
import { startServer, type ServerProcess } from './servers';
import { amsterdamTime } from '../../support/amsterdam-time';

/*
 * Shared by the live-map specs (live-map.spec.ts: the schematic map; live-map-google.spec.ts: the Google map with
 * a fake script): a server of the test's own, a trip booked through the API, the server clock moved.
 */

/** One minute in ms. */
export const MIN = 60_000;
/** The demo traveller's pass number the trip is booked on. */
export const PASS = '2001000101';

/**
 * Registers the spec's server clean-up (afterAll) and returns `start(port, dbPath, env?)`: a fresh reference
 * server of the test's own (`env` set: Vite's dev middleware with those build-time variables, as `npm start`).
 */
export function ownServers(): (
  port: number,
  dbPath: string,
  env?: Record<string, string>,
) => Promise<ServerProcess> {
  const servers: ServerProcess[] = [];
  test.afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
  });
  return async (port, dbPath, env) => {
    const server = await startServer({ port, dbPath, fresh: true, ...(env ? { mode: 'dev', env } : {}) });
    servers.push(server);
    return server;
  };
}

/** Moves the server clock of `base` to `instant` (epoch ms) through `POST /dev/clock`. */
export async function setServerClock(base: string, instant: number) {
  const res = await fetch(`${base}/dev/clock`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ now: new Date(instant).toISOString() }),
  });
  expect(res.status).toBe(200);
}

/** The booked trip's fields the live-map specs check. */
export interface BookedTrip {
  externalTripId: string;
  departureDateTime: string;
  arrivalDateTime: string;
  locationFrom: { latitude: number; longitude: number };
  locationTo: { latitude: number; longitude: number };
}

/**
 * Resets the server and its clock, then books a trip two hours ahead as the demo traveller, through the API.
 * Returns the trip and the traveller's access token.
 */
export async function bookTrip(base: string): Promise<BookedTrip & { token: string }> {
  expect((await fetch(`${base}/dev/reset`, { method: 'POST' })).status).toBe(204);
  expect((await fetch(`${base}/dev/clock`, { method: 'DELETE' })).status).toBe(200);
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
  const clock = (await (await fetch(`${base}/dev/clock`)).json()) as { now: string };
  const booked = await call<{ data: { trip: BookedTrip } }>('POST', '/ticketing/trips/book', {
    plannedDateTime: new Date(Date.parse(clock.now) + 2 * 60 * MIN).toISOString(),
    locationFrom: await find('Westerdoksdijk 40A'),
    locationTo: await find('Silodam'),
    attributes: { travelers: 1 },
    preferences: {},
    planningMode: 1,
    paymentOption: { type: 'payInVehicle' },
  });
  return { ...booked.data.trip, token };
}

/** `iso` as HH:mm in Europe/Amsterdam, as the card shows it. */
export const hhmm = amsterdamTime;

/**
 * Books a trip on `base` ({@link bookTrip}), moves the server clock to 40 minutes before its pick-up, logs the demo
 * traveller in (release notes marked seen, pass number picked) and waits until /home's next-trip card shows the
 * live map's estimated pick-up time. Returns the card, the trip and its pick-up time (epoch ms).
 */
export async function openLiveCard(
  page: Page,
  base: string,
  { devServer = false }: { devServer?: boolean } = {},
): Promise<{ card: Locator; trip: BookedTrip; departure: number }> {
  const trip = await bookTrip(base);
  const departure = Date.parse(trip.departureDateTime);
  await setServerClock(base, departure - 40 * MIN);
  // This version's release notes count as seen, so their dialog does not cover the card.
  await page.addInitScript(() => window.localStorage.setItem('appVersion', '4.1.0'));
  // Vite's dev server (the Google-map spec) compiles /home's modules on their first request: slow on a busy box.
  // The pass-number prompt is a lazy chunk of its own, compiled on its first request there too.
  await logIn(page, base, undefined, devServer ? { homeTimeout: 45_000 } : {});
  await choosePassNumber(page, undefined, devServer ? { timeout: 45_000 } : {});
  const card = page.getByRole('region', { name: 'Uw volgende rit' });
  await expect(card.getByTestId('live-map-header')).toHaveText(
    `Verwachte ophaaltijd: ${hhmm(trip.departureDateTime)}`,
    { timeout: 30_000 },
  );
  return { card, trip, departure };
}

/** A Dutch licence plate as the reference server's vehicles carry it (e.g. PF-677-V). */
export const PLATE = /[A-Z]{2}-\d{3}-[A-Z]/;

/** A live status sentence's computed type: at least 1.25rem (20 px) and bold. */
export async function expectLargeBold(locator: Locator) {
  const style = await locator.evaluate((el) => {
    const s = getComputedStyle(el);
    return { size: parseFloat(s.fontSize), weight: Number(s.fontWeight) };
  });
  expect(style.size).toBeGreaterThanOrEqual(20);
  expect(style.weight).toBeGreaterThanOrEqual(700);
}
