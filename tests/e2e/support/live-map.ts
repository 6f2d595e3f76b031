import { expect, test, type Page } from './test';
import { apiLogin, choosePassNumber, logIn } from './app';
import { startServer, type ServerProcess } from './servers';

/*
 * Shared by the live-map specs (live-map.spec.ts: the schematic map; live-map-google.spec.ts: the Google map with
 * a fake script): a server of the test's own, a trip booked through the API, the server clock moved.
 */

/** One minute in ms. */
export const MIN = 60_000;
const PASS = '2001000101';

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
  departureDateTime: string;
  arrivalDateTime: string;
  locationFrom: { latitude: number; longitude: number };
  locationTo: { latitude: number; longitude: number };
}

/** Resets the server and its clock, then books a trip two hours ahead as the demo traveller, through the API. */
export async function bookTrip(base: string): Promise<BookedTrip> {
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

/** `iso` as HH:mm in Europe/Amsterdam, as the card shows it. */
export const hhmm = (iso: string) =>
  new Intl.DateTimeFormat('nl-NL', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'Europe/Amsterdam',
  }).format(new Date(iso));

/** Logs the demo traveller in on `base` (release notes marked seen) and picks the pass number. */
export async function openHome(page: Page, base: string) {
  // This version's release notes count as seen, so their dialog does not cover the card.
  await page.addInitScript(() => window.localStorage.setItem('appVersion', '4.1.0'));
  await logIn(page, base);
  await choosePassNumber(page);
}
