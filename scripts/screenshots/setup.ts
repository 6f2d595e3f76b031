/**
 * What the screenshot steps (scripts/screenshots.ts) share about the world they shoot: the fixed instant, locale and
 * windows, Riet's seeded data, the reference server's API and /dev calls, and the browser contexts.
 */
import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext } from '@playwright/test';

/** Where the screenshots go (docs/features.md shows them). */
export const OUT_DIR = 'docs/screens';
/** The server's and the browser's "now": Thursday 3 December 2026, 09:00 in Amsterdam. */
const NOW = new Date('2026-12-03T08:00:00Z');
/** The browser's time zone: wall times on the pages are Europe/Amsterdam. */
export const ZONE = 'Europe/Amsterdam';
/** The app's and the account's language. */
const LOCALE = 'en-US';
/** The desktop window (CSS px) every step starts in. */
export const VIEWPORT = { width: 1280, height: 800 };
/** A phone's window (CSS px) for the steps that show the phone layout. */
export const PHONE = { width: 375, height: 740 };

/** Riet (server/seed.ts): one pass number, a completed trip 3 days ago (RT-RIET0003), upcoming trips. */
export const RIET = { email: 'reiziger@example.com', password: 'Welkom-2026!', pass: '2001000109' } as const;
/** Riet's completed trip of 3 days before {@link NOW}. */
export const PAST_TRIP = 'RT-RIET0003';
/** One of Riet's upcoming trips (next week). */
export const UPCOMING_TRIP = 'RT-RIET0005';
/** Two saved places, chosen in the address combobox: [name, what to type, the option to pick]. */
export const PLACES = [
  ['Home', 'Rietmeent 73', 'Rietmeent 73, Almere'],
  ['Day care', 'Stadhuisplein 21', 'Stadhuisplein 21, Almere'],
] as const;

/** A trip on the booking form: [field label, the address to pick (its part before the comma is typed)]. */
export const TRIP = [
  ['From', 'Rietmeent 73, Almere'],
  ['To', 'Stadhuisplein 21, Almere'],
] as const;

const APP_VERSION = (JSON.parse(readFileSync('package.json', 'utf8')) as { version: string }).version;
/** The headers every API call of the app sends (web platform, region 20). */
export const API_HEADERS = { 'X-Platform-Type': 'Web', 'X-Region-Id': '20' } as const;

/** A dev or API call that must answer 2xx; returns its JSON body (or null for 204). Throws with status and body otherwise. */
export async function call(url: string, init: RequestInit = {}): Promise<unknown> {
  const res = await fetch(url, init);
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${url}: ${res.status} ${await res.text()}`);
  return res.status === 204 ? null : ((await res.json()) as unknown);
}

/** Moves the server clock (POST /dev/clock) to `instant` (epoch ms). */
export async function setServerClock(base: string, instant: number): Promise<void> {
  await call(`${base}/dev/clock`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ now: new Date(instant).toISOString() }),
  });
}

/** Server clock to {@link NOW}, then a reseed relative to it (as tests/e2e/trips.spec.ts does). */
export async function resetAt(base: string): Promise<void> {
  await setServerClock(base, NOW.getTime());
  await call(`${base}/dev/reset`, { method: 'POST' });
}

/** An account's session tokens from the Account API (HTTP Basic, as the /login form sends them). */
async function login(base: string, email: string, password: string) {
  const basic = Buffer.from(`${email}:${password}`, 'utf8').toString('base64');
  const body = (await call(`${base}/api/auth/auth/login`, {
    method: 'POST',
    headers: { ...API_HEADERS, Authorization: `Basic ${basic}`, 'Accept-Language': LOCALE },
  })) as {
    Data: { user: { username: string; sessionTokens: { accessToken: string; refreshToken: string } } };
  };
  const { username, sessionTokens } = body.Data.user;
  return { username, ...sessionTokens };
}

/** Riet's session tokens (as `apiLogin` of the e2e specs): username, accessToken, refreshToken. */
export function apiLogin(base: string) {
  return login(base, RIET.email, RIET.password);
}

/**
 * Registers and activates an en-US account without a pass number (Account API, the activation code from
 * /dev/outbox) and logs it in; its session tokens.
 */
export async function newTravellerSession(base: string) {
  const email = `new-${Date.now()}@example.com`;
  const password = 'Travel-Safe-2026!';
  const json = { ...API_HEADERS, 'Content-Type': 'application/json' };
  await call(`${base}/api/external/user-profiles`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({
      email,
      password,
      firstName: 'Nina',
      surname: 'Newman',
      phone: '0612345678',
      newsletter: false,
      terms: true,
      language: LOCALE,
      regionId: 20,
    }),
  });
  const outbox = (await call(`${base}/dev/outbox?to=${encodeURIComponent(email)}`)) as Array<{
    kind: string;
    code: string;
  }>;
  const code = outbox.find((m) => m.kind === 'activation')?.code ?? '';
  await call(`${base}/api/external/user-accounts/activate`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email, token: code }),
  });
  return login(base, email, password);
}

/** Riet's next trip's pick-up instant (GET /ticketing/trips/next), epoch ms. */
export async function nextDeparture(base: string): Promise<number> {
  const { accessToken } = await apiLogin(base);
  const body = (await call(`${base}/ticketing/trips/next`, {
    headers: {
      ...API_HEADERS,
      'Api-Version': '2',
      'X-Pass-Number': RIET.pass,
      Authorization: `Bearer ${accessToken}`,
    },
  })) as { data: { departureDateTime: string } };
  return Date.parse(body.data.departureDateTime);
}

/**
 * A browser context at 1280×800 in en-US, Amsterdam time, reduced motion, its clock starting at {@link NOW}; the
 * release notes count as seen. With `signedIn`, Riet's session (account language en-US) is planted in localStorage
 * before the first page load, as `seedSession` of the e2e specs does.
 */
export async function newContext(browser: Browser, base: string, signedIn: boolean): Promise<BrowserContext> {
  const context = await browser.newContext({
    locale: LOCALE,
    timezoneId: ZONE,
    viewport: VIEWPORT,
    deviceScaleFactor: 1,
    reducedMotion: 'reduce',
  });
  await context.clock.install({ time: NOW });
  await context.addInitScript(
    ([lang, version]) => {
      window.localStorage.setItem('lang', lang);
      window.localStorage.setItem('appVersion', version);
    },
    [LOCALE, APP_VERSION] as const,
  );
  if (signedIn) {
    const session = await apiLogin(base);
    await call(`${base}/api/userprofile/userprofile/changelanguage`, {
      method: 'POST',
      headers: {
        ...API_HEADERS,
        Authorization: `Bearer ${session.accessToken}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ language: LOCALE }),
    });
    await context.addInitScript(
      (stored) => {
        if (window.sessionStorage.getItem('screens.seeded')) return;
        window.sessionStorage.setItem('screens.seeded', '1');
        window.localStorage.setItem('regiotaxi.session', stored);
      },
      JSON.stringify({ ...session, passNumber: RIET.pass }),
    );
  }
  return context;
}
