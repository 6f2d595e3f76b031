import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  chromium,
  expect,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
} from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium';
import { PDOK_TILE_ORIGIN } from '../common/map-tiles';
import { startServer } from '../tests/e2e/support/servers';
import { serveTiles } from '../tests/e2e/support/tiles';

/*
 * `npm run screens`: the screenshots of docs/features.md in docs/screens/, taken in
 * Debian's Chromium through the real app. Like the browser tests (tests/e2e/support/global-setup.ts), it builds the
 * app (`vite build` into SCREENS_DIST, default <tmp>/regiotaxi-screens-dist; `SCREENS_BUILD=0` reuses a build that
 * is there, e.g. `SCREENS_DIST=.data/e2e-dist SCREENS_BUILD=0`), serves it with `server/start.ts --dist` on a free
 * port with a fresh database of its own, moves the server clock to a fixed instant and reseeds, so the seeded trips
 * and every date on the pages are the same on each run (the browser's clock starts at the same instant). Riet
 * (reiziger@example.com, seeded) is signed in through the API as the e2e specs do (`openSignedIn`), in en-US, at
 * 1280×800; carets are hidden and animations stopped. Each screenshot is a step of its own: a failing step is
 * reported and the others still run, and the script then exits 1. `SCREENS_ONLY=<name>,<name>` takes only those
 * steps (the follow page needs the share-trip step before it); `SCREENS_PORT` fixes the server's port.
 */

const OUT_DIR = 'docs/screens';
const DIST = process.env.SCREENS_DIST ?? join(tmpdir(), 'regiotaxi-screens-dist');
const REUSE_BUILD = process.env.SCREENS_BUILD === '0';
/** The steps to take (`SCREENS_ONLY`, comma-separated names), or null for all. */
const ONLY = process.env.SCREENS_ONLY
  ? new Set(process.env.SCREENS_ONLY.split(',').map((n) => n.trim()))
  : null;
/** The server's and the browser's "now": Thursday 3 December 2026, 09:00 in Amsterdam. */
const NOW = new Date('2026-12-03T08:00:00Z');
const ZONE = 'Europe/Amsterdam';
const LOCALE = 'en-US';
const VIEWPORT = { width: 1280, height: 800 };

/** Riet (server/seed.ts): one pass number, a completed trip 3 days ago (RT-RIET0003), upcoming trips. */
const RIET = { email: 'reiziger@example.com', password: 'Welkom-2026!', pass: '2001000109' } as const;
const PAST_TRIP = 'RT-RIET0003';
const UPCOMING_TRIP = 'RT-RIET0005';
/** Two saved places, chosen in the address combobox: [name, what to type, the option to pick]. */
const PLACES = [
  ['Home', 'Rietmeent 73', 'Rietmeent 73, Almere'],
  ['Day care', 'Stadhuisplein 21', 'Stadhuisplein 21, Almere'],
] as const;

/** The en-US labels the steps look for (from src/i18n/en-US.ts, which scripts/ may not import). */
const t = {
  common: { loading: 'Loading…' },
  bookTrip: { from: 'From', to: 'To', confirm: 'Confirm', driverComment: 'Comment for the driver' },
  resilience: {
    draftRestored: 'What you entered before has been restored. Check it before you book.',
    startOver: 'Start over',
    noConnection: 'No connection. Your details are kept.',
    offline: /You are offline\./,
  },
  location: { savedPlaces: 'Saved places' },
  myTrips: { previousWeek: 'Previous week', nextWeek: 'Next week' },
  trip: {
    details: 'Trip details',
    viewDetails: 'View trip details',
    bookAgain: 'Book again',
    bookWayBack: 'Book the way back',
  },
  calendar: { add: 'Add to calendar' },
  safeguards: {
    title: 'Cancel this trip?',
    keep: 'Keep trip',
    cancelTrip: 'Cancel trip',
    overlap: /^You already have a trip then:/,
  },
  share: { create: 'Share trip', link: 'Share link', copy: 'Copy link', copied: 'Link copied' },
  follow: { title: "{{name}}'s trip" },
  welcome: {
    email: 'Email address',
    firstName: 'First name',
    lastName: 'Last name',
    continue: 'Continue to booking',
  },
  takeAlong: { open: 'What do you take with you?', done: 'Done' },
  passNumber: {
    entryTitle: 'Add a pass number',
    skip: 'Add later',
    needed: 'Add a pass number to book a trip',
  },
  booking: {
    confirm: 'Confirm',
    notBooked: 'Your trip has NOT been booked',
    checkTrip: 'Check your trip',
    returnTrip: 'Do you want to book a return trip?',
    no: 'No',
  },
  guestBooking: { booked: { title: 'Your trip is booked' } },
  booked: {
    title: 'Your trip is booked',
    returnQuestion: 'Do you also want to book a return trip?',
    goHome: 'Go to home',
  },
  profile: { tabSavedPlaces: 'Saved places' },
  savedPlaces: {
    name: 'Name',
    address: 'Address',
    submit: 'Save place',
    listTitle: 'Your saved places',
    edit: 'Edit',
  },
  travelPreferences: {
    tab: 'Travel preferences',
    companions: 'Companions (12 years or older)',
    callBeforePickup: 'Call me before pick-up',
    save: 'Save preferences',
    saved: 'Preferences saved',
  },
} as const;

const APP_VERSION = (JSON.parse(readFileSync('package.json', 'utf8')) as { version: string }).version;
const API_HEADERS = { 'X-Platform-Type': 'Web', 'X-Region-Id': '20' } as const;

/** A port nobody listens on (the OS picks it). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** `vite build` into {@link DIST}, unless SCREENS_BUILD=0 and a build is there. */
function build(): void {
  if (REUSE_BUILD && existsSync(join(DIST, 'index.html'))) {
    console.log(`[screens] reusing the build in ${DIST} (SCREENS_BUILD=0)`);
    return;
  }
  const started = Date.now();
  execFileSync(
    process.execPath,
    ['node_modules/vite/bin/vite.js', 'build', '--outDir', DIST, '--emptyOutDir', '--logLevel', 'warn'],
    { stdio: 'inherit' },
  );
  console.log(`[screens] built the app into ${DIST} in ${seconds(started)} s`);
}

/** A dev or API call that must answer 2xx; returns its JSON body (or null). */
async function call(url: string, init: RequestInit = {}): Promise<unknown> {
  const res = await fetch(url, init);
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${url}: ${res.status} ${await res.text()}`);
  return res.status === 204 ? null : ((await res.json()) as unknown);
}

/** Server clock to {@link NOW}, then a reseed relative to it (as tests/e2e/trips.spec.ts does). */
async function resetAt(base: string): Promise<void> {
  await call(`${base}/dev/clock`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ now: NOW.toISOString() }),
  });
  await call(`${base}/dev/reset`, { method: 'POST' });
}

/** Riet's session tokens from the Account API (HTTP Basic, as the /login form and `apiLogin` of the e2e specs). */
async function apiLogin(base: string) {
  const basic = Buffer.from(`${RIET.email}:${RIET.password}`, 'utf8').toString('base64');
  const body = (await call(`${base}/api/auth/auth/login`, {
    method: 'POST',
    headers: { ...API_HEADERS, Authorization: `Basic ${basic}`, 'Accept-Language': LOCALE },
  })) as {
    Data: { user: { username: string; sessionTokens: { accessToken: string; refreshToken: string } } };
  };
  const { username, sessionTokens } = body.Data.user;
  return { username, ...sessionTokens };
}

/**
 * A browser context at 1280×800 in en-US, Amsterdam time, reduced motion, its clock starting at {@link NOW}; the
 * release notes count as seen. With `signedIn`, Riet's session (account language en-US) is planted in localStorage
 * before the first page load, as `seedSession` of the e2e specs does.
 */
async function newContext(browser: Browser, base: string, signedIn: boolean): Promise<BrowserContext> {
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

/** Network idle (at most 5 s), no busy markers (at most 10 s), then a moment for transitions. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
  await expect(page.locator('[aria-busy="true"], [role="progressbar"]')).toHaveCount(0, { timeout: 10_000 });
  await page.waitForTimeout(400);
}

/** Writes docs/screens/`name`.png: the viewport as it is, caret hidden, animations stopped. */
async function shoot(page: Page, name: string): Promise<void> {
  await settle(page);
  await page.screenshot({ path: join(OUT_DIR, `${name}.png`), caret: 'hide', animations: 'disabled' });
}

/** Scrolls `locator` into view (its scroll container's or the window's) at `block`. */
async function scrollTo(locator: Locator, block: ScrollLogicalPosition): Promise<void> {
  await locator.evaluate((element, at) => element.scrollIntoView({ block: at }), block);
}

/** Opens /my-trips and pages weeks in `direction` until trip `id`'s card shows (at most 3 weeks). */
async function openTripCard(page: Page, base: string, id: string, direction: 'previousWeek' | 'nextWeek') {
  await page.goto(`${base}/my-trips`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await settle(page);
  const card = page.locator(`[data-trip-id="${id}"]`);
  for (let i = 0; i < 3 && !(await card.isVisible()); i++) {
    await page.getByRole('button', { name: t.myTrips[direction], exact: true }).click();
    await expect(page.getByText(t.common.loading)).toHaveCount(0);
    await settle(page);
  }
  await expect(card).toBeVisible();
  return card;
}

/** Opens /profile on tab `tab`. */
async function openProfileTab(page: Page, base: string, tab: string) {
  await page.goto(`${base}/profile`);
  await page.getByRole('tab', { name: tab }).click();
  return page.getByRole('tabpanel', { name: tab });
}

/** /book-trip with its form shown; the "From" field. */
async function openBookingForm(page: Page, base: string) {
  await page.goto(`${base}/book-trip`);
  const from = page.getByRole('combobox', { name: t.bookTrip.from, exact: true });
  await expect(from).toBeVisible();
  await settle(page);
  return from;
}

interface Shared {
  base: string;
  browser: Browser;
  page: Page;
  /** The share link made by the share-trip step, for the follow page. */
  shareUrl?: string;
}

/** One screenshot step: its name and what it does. */
type Step = [name: string, run: (s: Shared) => Promise<void>];

const STEPS: Step[] = [
  [
    'book-again',
    async ({ base, page }) => {
      const card = await openTripCard(page, base, PAST_TRIP, 'previousWeek');
      await expect(card.getByRole('link', { name: t.trip.bookAgain })).toBeVisible();
      await expect(card.getByRole('link', { name: t.trip.bookWayBack })).toBeVisible();
      await card.scrollIntoViewIfNeeded();
      await shoot(page, 'book-again');
    },
  ],
  [
    'saved-places',
    async ({ base, page }) => {
      const panel = await openProfileTab(page, base, t.profile.tabSavedPlaces);
      await expect(panel.getByRole('heading', { level: 2, name: t.savedPlaces.listTitle })).toBeVisible();
      for (const [name, query, option] of PLACES) {
        await panel.getByRole('textbox', { name: new RegExp(`^${t.savedPlaces.name}`) }).fill(name);
        const address = panel.getByRole('combobox', { name: t.savedPlaces.address });
        await address.fill(query);
        await panel.getByRole('option', { name: option }).first().click();
        await expect(address).toHaveValue(option);
        await panel.getByRole('button', { name: t.savedPlaces.submit }).click();
        await expect(panel.getByRole('button', { name: `${t.savedPlaces.edit}: ${name}` })).toBeVisible();
      }
      await page.mouse.click(1, 1); // no focus ring on the last button pressed
      // The whole list in view: the last place at the bottom of the window.
      await scrollTo(panel.getByRole('listitem').last(), 'end');
      await shoot(page, 'saved-places');
    },
  ],
  [
    'saved-places-combobox',
    async ({ base, page }) => {
      const from = await openBookingForm(page, base);
      await from.focus();
      const listbox = page.getByRole('listbox', { name: t.bookTrip.from });
      await expect(listbox.getByRole('group', { name: t.location.savedPlaces })).toBeVisible();
      await expect(listbox.getByRole('option').first()).toHaveAccessibleName(
        `${PLACES[0][0]}, ${PLACES[0][2]}`,
      );
      await shoot(page, 'saved-places-combobox');
    },
  ],
  [
    'repeating-trips',
    async ({ base, page }) => {
      const from = await openBookingForm(page, base);
      const repeat = page.getByRole('switch', { name: 'Repeat this trip' });
      // A realistic form: from and to from the saved places (the first options of each empty field).
      for (const [field, place] of [
        [from, PLACES[0]],
        [page.getByRole('combobox', { name: t.bookTrip.to, exact: true }), PLACES[1]],
      ] as const) {
        await field.fill(place[0]);
        await page
          .getByRole('option', { name: `${place[0]}, ${place[2]}` })
          .first()
          .click();
        await expect(field).toHaveValue(place[2]);
      }
      await repeat.click();
      await expect(repeat).toBeChecked();
      await page.mouse.click(1, 1);
      await settle(page);
      await scrollTo(repeat, 'center');
      await shoot(page, 'repeating-trips');
    },
  ],
  [
    'travel-preferences',
    async ({ base, page }) => {
      const panel = await openProfileTab(page, base, t.travelPreferences.tab);
      await expect(panel.getByRole('button', { name: t.travelPreferences.save })).toBeVisible();
      await settle(page);
      await panel.getByRole('combobox', { name: t.travelPreferences.companions }).selectOption('1');
      await panel.getByRole('checkbox', { name: t.travelPreferences.callBeforePickup }).check();
      await panel.getByRole('button', { name: t.travelPreferences.save }).click();
      await expect(page.getByText(t.travelPreferences.saved, { exact: true })).toBeVisible();
      await page.mouse.click(1, 1);
      // Back to the top (the tabs and the first fields), with the "Preferences saved" toast.
      await scrollTo(page.getByRole('heading', { level: 1 }), 'start');
      await shoot(page, 'travel-preferences');
    },
  ],
  [
    'add-to-calendar',
    async (s) => {
      const dialog = await openUpcomingTrip(s);
      await dialog.getByRole('button', { name: t.calendar.add }).scrollIntoViewIfNeeded();
      await shoot(s.page, 'add-to-calendar');
    },
  ],
  [
    'share-trip',
    async (s) => {
      const { page } = s;
      const dialog = await openUpcomingTrip(s);
      await dialog.getByRole('button', { name: t.share.create }).click();
      const field = dialog.getByRole('textbox', { name: t.share.link });
      await expect(field).toHaveValue(/\/follow\/[A-Za-z0-9_-]{43}$/);
      s.shareUrl = await field.inputValue();
      await dialog.getByRole('button', { name: t.share.copy }).click();
      const copied = dialog.getByRole('status').filter({ hasText: t.share.copied });
      await expect(copied).toBeVisible();
      await scrollTo(copied, 'end');
      await shoot(page, 'share-trip');
    },
  ],
  [
    'cancel-question',
    async (s) => {
      // "Cancel trip" asks first: the question over the trip's details, focus on "Keep trip"; then kept.
      const dialog = await openUpcomingTrip(s);
      await dialog.getByRole('button', { name: t.safeguards.cancelTrip, exact: true }).click();
      const question = s.page.getByRole('dialog', { name: t.safeguards.title });
      await expect(question.getByRole('button', { name: t.safeguards.keep })).toBeFocused();
      await settle(s.page);
      await shoot(s.page, 'cancel-question');
      await question.getByRole('button', { name: t.safeguards.keep }).click();
      await expect(question).toHaveCount(0);
    },
  ],
  [
    'follow-page',
    async ({ base, browser, shareUrl }) => {
      if (!shareUrl) throw new Error('no share link: the share-trip step failed');
      const carer = await newContext(browser, base, false);
      try {
        const page = await carer.newPage();
        await page.goto(shareUrl);
        await expect(
          page.getByRole('heading', { level: 1, name: t.follow.title.replace('{{name}}', 'Riet') }),
        ).toBeVisible();
        expect(await page.evaluate(() => window.localStorage.getItem('regiotaxi.session'))).toBeNull();
        await shoot(page, 'follow-page');
      } finally {
        await carer.close();
      }
    },
  ],
  [
    'guest-confirmation',
    async ({ base, browser }) => {
      // A guest books from the welcome page, says no to the return trip and lands on the confirmation page.
      const guest = await newContext(browser, base, false);
      try {
        const page = await guest.newPage();
        await page.goto(`${base}/`);
        await page.getByLabel(t.welcome.email).fill('gerda@example.com');
        await page.getByLabel(t.welcome.firstName).fill('Gerda');
        await page.getByLabel(t.welcome.lastName).fill('Gast');
        await page.getByRole('button', { name: t.welcome.continue }).click();
        for (const [label, [, query, option]] of [
          [t.bookTrip.from, PLACES[0]],
          [t.bookTrip.to, PLACES[1]],
        ] as const) {
          const field = page.getByRole('combobox', { name: label, exact: true });
          await field.fill(query);
          await page.getByRole('option', { name: option }).first().click();
        }
        await page.getByRole('button', { name: t.booking.confirm, exact: true }).click();
        const check = page.getByRole('dialog', { name: t.booking.checkTrip });
        await check.getByRole('button', { name: t.booking.confirm, exact: true }).click();
        const question = page.getByRole('dialog', { name: t.booking.returnTrip });
        await question.getByRole('button', { name: t.booking.no, exact: true }).click();
        await expect(
          page.getByRole('heading', { level: 1, name: t.guestBooking.booked.title }),
        ).toBeVisible();
        await shoot(page, 'guest-confirmation');
      } finally {
        await guest.close();
      }
    },
  ],
  [
    'restored-draft',
    async ({ base, page }) => {
      await fillTrip(page, base);
      // A reload keeps the tab's draft: the form comes back as it was, and says so.
      await page.reload();
      await expect(page.getByText(t.resilience.draftRestored)).toBeVisible();
      await expect(page.getByRole('combobox', { name: t.bookTrip.to, exact: true })).toHaveValue(TRIP[1][1]);
      await scrollTo(page.getByRole('heading', { level: 1 }), 'start');
      await shoot(page, 'restored-draft');
      await page.getByRole('button', { name: t.resilience.startOver }).click();
      await expect(page.getByText(t.resilience.draftRestored)).toHaveCount(0);
    },
  ],
  [
    'offline-message',
    async ({ base, page }) => {
      await fillTrip(page, base);
      const context = page.context();
      await context.setOffline(true);
      try {
        await expect(page.getByText(t.resilience.offline)).toBeVisible();
        await page.getByRole('button', { name: t.bookTrip.confirm, exact: true }).click();
        const kept = page.getByRole('alert').filter({ hasText: t.resilience.noConnection });
        await expect(kept).toBeVisible();
        await page.mouse.click(1, 1);
        await scrollTo(kept, 'center');
        await shoot(page, 'offline-message');
      } finally {
        await context.setOffline(false);
      }
      await page
        .getByRole('button', { name: t.resilience.startOver })
        .click()
        .catch(() => undefined);
    },
  ],
  [
    'overlap-warning',
    async ({ base, page }) => {
      // A trip picked up 5 minutes into Riet's next booked trip: the confirmation dialog warns, above Confirm.
      const during = new Date((await nextDeparture(base)) + 5 * 60_000);
      const wall = (options: Intl.DateTimeFormatOptions, locale: string) =>
        new Intl.DateTimeFormat(locale, { timeZone: ZONE, ...options }).format(during);
      await fillTrip(page, base);
      await page
        .getByLabel('Date', { exact: true })
        .fill(wall({ year: 'numeric', month: '2-digit', day: '2-digit' }, 'en-CA'));
      await page
        .getByLabel('Time', { exact: true })
        .fill(wall({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }, 'en-GB'));
      await page.getByRole('button', { name: t.bookTrip.confirm, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: t.booking.checkTrip });
      const warning = dialog.getByRole('status').filter({ hasText: t.safeguards.overlap });
      await expect(warning).toBeVisible();
      await scrollTo(warning, 'end');
      await shoot(page, 'overlap-warning');
      await dialog.getByRole('button', { name: 'Back', exact: true }).click();
      await expect(dialog).toHaveCount(0);
    },
  ],
  [
    'take-along-sheet',
    async ({ base, page }) => {
      // On a phone (375 × 740) the take-along choices are a full-height sheet: every option and "Done" in view.
      await page.setViewportSize(PHONE);
      try {
        await openBookingForm(page, base);
        await page.getByRole('button', { name: t.takeAlong.open }).click();
        const sheet = page.getByRole('dialog', { name: t.takeAlong.open });
        await expect(sheet.getByRole('button', { name: t.takeAlong.done })).toBeVisible();
        await sheet.getByRole('checkbox', { name: 'Guide dog' }).check();
        await shoot(page, 'take-along-sheet');
        await sheet.getByRole('checkbox', { name: 'Guide dog' }).uncheck();
        await sheet.getByRole('button', { name: t.takeAlong.done }).click();
        await expect(sheet).toHaveCount(0);
      } finally {
        await page.setViewportSize(VIEWPORT);
      }
    },
  ],
  [
    'booking-failed',
    async ({ base, page }) => {
      // At 375 × 740 the server cannot be reached at Confirm: the dialog's heading says the trip was NOT booked.
      await page.setViewportSize(PHONE);
      const book = `${base}/ticketing/trips/book`;
      try {
        await fillTrip(page, base);
        await page.getByRole('button', { name: t.bookTrip.confirm, exact: true }).click();
        const dialog = page.getByRole('dialog', { name: t.booking.checkTrip });
        await expect(dialog).toContainText('€');
        await page.route(book, (route) => route.abort('connectionrefused'));
        await dialog.getByRole('button', { name: t.booking.confirm, exact: true }).click();
        const failed = page.getByRole('dialog', { name: t.booking.notBooked });
        await expect(failed.getByRole('heading', { name: t.booking.notBooked })).toBeFocused();
        await shoot(page, 'booking-failed');
        await failed.getByRole('button', { name: 'Back', exact: true }).click();
        await expect(failed).toHaveCount(0);
      } finally {
        await page.unroute(book);
        await page.setViewportSize(VIEWPORT);
      }
    },
  ],
  [
    'no-pass-number',
    async ({ base, browser }) => {
      // A new traveller without a pass number (region 20 requires one): the booking form says so first and has
      // no Confirm.
      const context = await newContext(browser, base, false);
      try {
        const session = await newTravellerSession(base);
        await context.addInitScript(
          (stored) => window.localStorage.setItem('regiotaxi.session', stored),
          JSON.stringify({ ...session, passNumber: null }),
        );
        const page = await context.newPage();
        await page.goto(`${base}/home`);
        const entry = page.getByRole('dialog', { name: t.passNumber.entryTitle });
        await entry.getByRole('button', { name: t.passNumber.skip }).click();
        await expect(entry).toHaveCount(0);
        await page.goto(`${base}/book-trip`);
        await expect(page.getByText(t.passNumber.needed)).toBeVisible();
        await page.mouse.click(1, 1);
        await shoot(page, 'no-pass-number');
      } finally {
        await context.close();
      }
    },
  ],
  ...liveMapSteps(),
  [
    'booking-confirmation',
    async ({ base, page }) => {
      // On a phone: Riet books with her electric wheelchair and a companion (her travel preferences, set through
      // the API) and lands on the confirmation view, the return-trip question on it. The whole page is shot.
      const { accessToken } = await apiLogin(base);
      await call(`${base}/ticketing/users/travel-preferences`, {
        method: 'PUT',
        headers: {
          ...API_HEADERS,
          Authorization: `Bearer ${accessToken}`,
          'Content-Type': 'application/json',
        },
        body: JSON.stringify({
          companions: 1,
          children: 0,
          takeAlong: { electricWheelchair: 1 },
          callBeforePickup: false,
          paymentMethod: null,
          defaultPassNumber: RIET.pass,
        }),
      });
      await page.setViewportSize({ width: 375, height: 812 });
      try {
        await fillTrip(page, base);
        await page.getByRole('button', { name: t.booking.confirm, exact: true }).click();
        const check = page.getByRole('dialog', { name: t.booking.checkTrip });
        await check.getByRole('button', { name: t.booking.confirm, exact: true }).click();
        await expect(page.getByRole('heading', { level: 1, name: t.booked.title })).toBeFocused();
        await expect(page.getByRole('region', { name: t.booked.returnQuestion })).toBeVisible();
        await settle(page);
        await page.screenshot({
          path: join(OUT_DIR, 'booking-confirmation.png'),
          caret: 'hide',
          animations: 'disabled',
          fullPage: true,
        });
        await page.getByRole('button', { name: t.booked.goHome }).click();
        await expect(page).toHaveURL(/\/home$/);
      } finally {
        await page.setViewportSize(VIEWPORT);
        // The booked trip and the preferences go: the database as the other steps expect it.
        await resetAt(base);
      }
    },
  ],
];

/** A phone's window for the steps that show the phone layout. */
const PHONE = { width: 375, height: 740 };

/**
 * Registers and activates an en-US account without a pass number (Account API, the activation code from
 * /dev/outbox) and logs it in; its session tokens.
 */
async function newTravellerSession(base: string) {
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

/** Riet's next trip's pick-up instant (GET /ticketing/trips/next), epoch ms. */
async function nextDeparture(base: string): Promise<number> {
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

/** Moves the server clock (POST /dev/clock) to `instant` (epoch ms). */
async function setServerClock(base: string, instant: number): Promise<void> {
  await call(`${base}/dev/clock`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ now: new Date(instant).toISOString() }),
  });
}

/**
 * /home's live card, 6 minutes before Riet's next pick-up: `tiles` serves the basemap's tiles (drawn by the test
 * support: the PDOK host is out of reach here) for the street map, or blocks them for the schematic one.
 */
async function openLiveCard({ base, page }: Shared, tiles: 'serve' | 'block', viewport = VIEWPORT) {
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  if (tiles === 'serve') await serveTiles(page);
  else await page.route(`${PDOK_TILE_ORIGIN}/**`, (route) => route.abort('internetdisconnected'));
  await page.setViewportSize(viewport);
  await setServerClock(base, (await nextDeparture(base)) - 6 * 60_000);
  await page.goto(`${base}/home`);
  const status = page.getByTestId('live-status');
  await expect(status).toContainText(/minutes away from Rietmeent 73/, { timeout: 30_000 });
  return status;
}

/** The live card's map states: the street map (wide and on a phone) and the schematic map without tiles. */
function liveMapSteps(): Step[] {
  return [
    [
      'live-map-street',
      async (s) => {
        await openLiveCard(s, 'serve');
        await expect(s.page.locator('.leaflet-tile-loaded').first()).toBeVisible();
        await scrollTo(s.page.getByTestId('live-status'), 'start');
        await shoot(s.page, 'live-map-street');
      },
    ],
    [
      'live-map-street-phone',
      async (s) => {
        await openLiveCard(s, 'serve', { width: 375, height: 812 });
        await expect(s.page.locator('.leaflet-tile-loaded').first()).toBeVisible();
        await scrollTo(s.page.getByTestId('live-status'), 'start');
        await shoot(s.page, 'live-map-street-phone');
      },
    ],
    [
      'live-map-schematic',
      async (s) => {
        await openLiveCard(s, 'block');
        await expect(s.page.getByTestId('schematic-map')).toBeVisible();
        await scrollTo(s.page.getByTestId('live-status'), 'start');
        await shoot(s.page, 'live-map-schematic');
        await s.page.unrouteAll({ behavior: 'ignoreErrors' });
        await s.page.setViewportSize(VIEWPORT);
        await resetAt(s.base);
      },
    ],
  ];
}

/** A trip on the booking form: [field label, what to type, the option to pick]. */
const TRIP = [
  ['From', 'Rietmeent 73, Almere'],
  ['To', 'Stadhuisplein 21, Almere'],
] as const;

/** /book-trip with a trip from Rietmeent 73 to Stadhuisplein 21 and a driver comment filled in. */
async function fillTrip(page: Page, base: string) {
  await openBookingForm(page, base);
  for (const [label, address] of TRIP) {
    const field = page.getByRole('combobox', { name: label, exact: true });
    await field.fill(address.split(',')[0]!);
    await page.getByRole('option', { name: address }).first().click();
    await expect(field).toHaveValue(address);
  }
  await page.getByLabel(t.bookTrip.driverComment).fill('Ring at 73, ground floor');
  await page.mouse.click(1, 1);
}

/** The details dialog of Riet's upcoming trip, opened from its card on /my-trips. */
async function openUpcomingTrip({ base, page }: Shared) {
  const card = await openTripCard(page, base, UPCOMING_TRIP, 'nextWeek');
  await card.getByRole('button', { name: t.trip.viewDetails }).click();
  const dialog = page.getByRole('dialog', { name: t.trip.details });
  await expect(dialog.getByRole('button', { name: t.calendar.add })).toBeVisible();
  return dialog;
}

function seconds(since: number): string {
  return ((Date.now() - since) / 1000).toFixed(1);
}

async function main(): Promise<void> {
  const started = Date.now();
  build();
  mkdirSync(OUT_DIR, { recursive: true });
  const dataDir = mkdtempSync(join(tmpdir(), 'regiotaxi-screens-'));
  // The reference server with the /dev endpoints, serving DIST, as the e2e tests start it.
  const server = await startServer({
    port: Number(process.env.SCREENS_PORT) || (await freePort()),
    dbPath: join(dataDir, 'screens.sqlite'),
    dist: DIST,
  });
  let browser: Browser | undefined;
  const failed: string[] = [];
  try {
    await resetAt(server.url);
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
    const context = await newContext(browser, server.url, true);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
    const shared: Shared = { base: server.url, browser, page: await context.newPage() };
    for (const [name, run] of STEPS) {
      if (ONLY && !ONLY.has(name)) continue;
      const stepStarted = Date.now();
      try {
        await run(shared);
        const kb = (statSync(join(OUT_DIR, `${name}.png`)).size / 1024).toFixed(0);
        console.log(`[screens] ${OUT_DIR}/${name}.png (${kb} KB, ${seconds(stepStarted)} s)`);
      } catch (error) {
        failed.push(name);
        console.error(`[screens] FAILED ${name}.png:`, error instanceof Error ? error.message : error);
      }
    }
  } finally {
    await browser?.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(`[screens] done in ${seconds(started)} s`);
  if (failed.length > 0) {
    console.error(`[screens] ${failed.length} failed: ${failed.join(', ')}`);
    process.exitCode = 1;
  }
}

await main();
