import { expect, test, type Page } from './test';
import {
  DICTS,
  configureA11ySpec,
  RIET,
  VIEWPORTS,
  holdRequests,
  openSignedInAndSettle,
  prepare,
  scan,
  type LocaleName,
} from './axe';
import { earliestPickup } from '../../../machines/lib/time';
import { apiLogin } from './app';
import { resetAll } from './booking';

/*
 * Axe scans of the states tests/e2e/a11y-<lang>-<width>-<group>.spec.ts do not reach, for one language at both
 * widths: `describeStateScans(locale)`, called by tests/e2e/a11y-states-<lang>.spec.ts (one file per language, so
 * no file runs over a minute). A form with validation errors (/login, /book-trip), the 404 page, the
 * estimating and booking backdrops (held open by gating their request), the return-trip question, a visible
 * toast, the earliest-arrival message with its "Use HH:MM" button, and the live map on /home (server clock moved to 40 minutes before Riet's next trip); with the
 * announcements (backdrop message and toast in live regions, the live map's text alternative) and
 * prefers-reduced-motion (no animation or transition over 0.01 s on backdrops, dialogs, toasts).
 */

const MIN = 60_000;

/** Real time first, then the seed (which is laid out relative to the server clock). */
async function resetServerAndClock(baseURL: string) {
  await fetch(`${baseURL}/dev/clock`, { method: 'DELETE' });
  await resetAll(baseURL);
}

/** Types `query` in the address combobox `label` and picks the first suggestion that contains it. */
export async function chooseAddress(page: Page, label: string, query: string) {
  await page.getByRole('combobox', { name: label }).fill(query);
  const option = page.getByRole('option', { name: new RegExp(query) }).first();
  await expect(option).toBeVisible();
  await option.click();
}

/** A live region (role status/alert or aria-live polite/assertive) holding `text`. */
function liveRegionWith(page: Page, text: string) {
  return page
    .locator(
      '[role="status"]:not([aria-live="off"]), [role="alert"], [aria-live="polite"], [aria-live="assertive"]',
    )
    .filter({ hasText: text });
}

/** Longest animation/transition (s) on the element and its descendants (0 when none). */
async function longestMotion(page: Page, selector: string): Promise<number> {
  return page.evaluate((sel) => {
    const seconds = (list: string) =>
      Math.max(
        0,
        ...list.split(',').map((v) => (v.trim().endsWith('ms') ? parseFloat(v) / 1000 : parseFloat(v))),
      );
    let longest = 0;
    for (const root of document.querySelectorAll(sel))
      for (const el of [root, ...root.querySelectorAll('*')]) {
        const cs = getComputedStyle(el);
        if (cs.animationName !== 'none') longest = Math.max(longest, seconds(cs.animationDuration));
        if (cs.transitionProperty !== 'none') longest = Math.max(longest, seconds(cs.transitionDuration));
      }
    return longest;
  }, selector);
}

const MOTION_LIMIT_S = 0.011;

/** Declares the state scans in `locale` at both widths. The file's tests run in parallel across workers. */
export function describeStateScans(locale: LocaleName): void {
  const t = DICTS[locale];
  configureA11ySpec();
  test.afterAll(async ({ baseURL }) => {
    await resetServerAndClock(baseURL!);
  });

  for (const vp of VIEWPORTS) {
    test.describe(`states ${locale} @ ${vp.name}px`, () => {
      test.use({ viewport: { width: vp.width, height: vp.height }, locale });
      const name = (state: string) => `${locale} ${vp.name}px ${state}`;

      test('404 page and /login with validation errors', async ({ page, baseURL }) => {
        await prepare(page, locale);
        await page.goto(`${baseURL}/no-such-page`);
        await expect(page.getByRole('heading', { level: 1, name: t.error.pageNotFound })).toBeVisible();
        await scan(page, name('404 page'));

        await page.goto(`${baseURL}/login`);
        await page.getByRole('button', { name: t.login.submit, exact: true }).click();
        await expect(page.getByText(t.login.usernameRequired)).toBeVisible();
        await scan(page, name('/login with validation errors'));
      });

      test('booking: errors, estimating and booking backdrops, the confirmation with the return-trip question', async ({
        page,
        baseURL,
      }) => {
        test.setTimeout(90_000);
        await prepare(page, locale);
        await openSignedInAndSettle(page, baseURL!, '/book-trip');
        const submit = page.getByRole('button', { name: t.bookTrip.confirm, exact: true });
        await submit.click();
        await expect(page.getByRole('combobox', { name: t.bookTrip.from })).toHaveAttribute(
          'aria-invalid',
          'true',
        );
        await scan(page, name('/book-trip with validation errors'));

        await chooseAddress(page, t.bookTrip.from, 'Silodam 1A');
        await chooseAddress(page, t.bookTrip.to, 'Westerdoksdijk 40A');

        // The estimating backdrop, held open: announced, no long motion, no violations.
        const releaseEstimate = await holdRequests(page, '**/ticketing/trips/calculate');
        await submit.click();
        const backdrop = page.getByRole('alertdialog', { name: t.bookTrip.calculating });
        await expect(backdrop).toBeVisible();
        await expect(liveRegionWith(page, t.bookTrip.calculating)).toHaveCount(1);
        expect(await longestMotion(page, '[role="alertdialog"], [data-state="open"]')).toBeLessThanOrEqual(
          MOTION_LIMIT_S,
        );
        await scan(page, name('estimating backdrop'), { settleFirst: false });
        await releaseEstimate();

        const confirm = page.getByRole('dialog', { name: t.bookTrip.confirmTitle });
        await expect(confirm).toBeVisible();
        expect(await longestMotion(page, '[role="dialog"], [data-state="open"]')).toBeLessThanOrEqual(
          MOTION_LIMIT_S,
        );

        // The booking backdrop, held open.
        const releaseBooking = await holdRequests(page, '**/ticketing/trips/book');
        await confirm.getByRole('button', { name: t.bookTrip.confirm, exact: true }).click();
        const bookingBackdrop = page.getByRole('alertdialog', { name: t.bookTrip.booking });
        await expect(bookingBackdrop).toBeVisible();
        await expect(liveRegionWith(page, t.bookTrip.booking)).toHaveCount(1);
        await scan(page, name('booking backdrop'), { settleFirst: false });
        await releaseBooking();

        // Booked: the confirmation view takes the form's place (heading focused, no toast), with every detail of
        // the trip and the return-trip question on it.
        const booked = page.getByRole('heading', { level: 1, name: t.bookTrip.booked.title });
        await expect(booked).toBeFocused();
        const question = page.getByRole('region', { name: t.bookTrip.booked.returnQuestion });
        await expect(question).toBeVisible();
        await expect(page.getByRole('dialog')).toHaveCount(0);
        await scan(page, name('booking confirmation with the return-trip question'));
        await question.getByRole('button', { name: t.bookTrip.booked.returnNo, exact: true }).click();
        await expect(question).toHaveCount(0);
        await expect(booked).toBeFocused();
        await scan(page, name('booking confirmation'));
        await page.getByRole('button', { name: t.bookTrip.booked.goHome, exact: true }).click();
        await expect(page).toHaveURL(/\/home$/);
      });

      test('booking by arrival: the earliest-arrival message with its button', async ({ page, baseURL }) => {
        test.setTimeout(90_000);
        await prepare(page, locale);
        await openSignedInAndSettle(page, baseURL!, '/book-trip');
        await page.getByRole('radio', { name: t.bookTrip.planningMode.byArrival }).check();
        await page.getByLabel(t.bookTrip.priority).selectOption({ label: t.bookTrip.priorityOption.Low });
        await chooseAddress(page, t.bookTrip.from, 'Silodam 1A');
        await chooseAddress(page, t.bookTrip.to, 'Westerdoksdijk 40A');
        await page.getByRole('button', { name: t.bookTrip.confirm, exact: true }).click();
        const confirm = page.getByRole('dialog', { name: t.bookTrip.confirmTitle });
        await confirm.getByRole('button', { name: t.bookTrip.back, exact: true }).click();
        await expect(confirm).toHaveCount(0);
        // An arrival one hour from now leaves no time for the trip: the message and "Use HH:MM" show.
        const early = earliestPickup(new Date());
        await page.getByLabel(t.bookTrip.date, { exact: true }).fill(early.date);
        await page.getByLabel(t.bookTrip.time, { exact: true }).fill(early.time);
        // "Use 23:45", or with the date when the earliest arrival falls tomorrow (late in the evening).
        const use = page.getByRole('button', {
          name: new RegExp(`^${t.bookTrip.useArrivalTime.replace('{{time}}', '(.+ )?\\d\\d:\\d\\d')}$`),
        });
        await expect(use).toBeVisible();
        await expect(page.getByRole('status').filter({ has: use })).toHaveCount(1);
        await scan(page, name('/book-trip earliest-arrival message'));
      });

      test('the live map on /home, with its text alternative', async ({ page, baseURL }) => {
        test.setTimeout(90_000);
        const trip = await nextTripOfRiet(baseURL!);
        await setServerClock(baseURL!, Date.parse(trip.departureDateTime) - 40 * MIN);
        try {
          await prepare(page, locale);
          await openSignedInAndSettle(page, baseURL!, '/home');
          const header = page.getByTestId('live-map-header');
          await expect(header).toContainText(/\d{2}:\d{2}/, { timeout: 30_000 });
          const text = page.getByTestId('live-map-text');
          // Status with the ETA, and the licence plate, for screen readers.
          const eta = (await header.textContent())!.match(/\d{2}:\d{2}/)![0];
          await expect(text).toContainText(t.liveMap.summaryPickUp.replace('{{time}}', eta));
          await expect(text).toContainText(/[A-Z]{2}-\d{3}-[A-Z]/);
          // The sentence read first (taxi, plate, minutes) is the polite live region.
          const status = page.getByTestId('live-status');
          await expect(status).toHaveAttribute('aria-live', 'polite');
          await expect(status).toContainText(/[A-Z]{2}-\d{3}-[A-Z]/);
          await scan(page, name('/home live map'));
        } finally {
          await resetServerAndClock(baseURL!);
        }
      });
    });
  }
}

// ---- the live map's trip, through the API ---------------------------------------------------------------------

const API_HEADERS = {
  'Api-Version': '2',
  'X-Region-Id': '20',
  'X-Platform-Type': 'Web',
  'X-Pass-Number': RIET.pass,
};

/** Riet's next trip (GET /ticketing/trips/next with a token of her own). */
async function nextTripOfRiet(baseURL: string): Promise<{ departureDateTime: string }> {
  const token = (await apiLogin(baseURL, RIET)).accessToken;
  const res = await fetch(`${baseURL}/ticketing/trips/next`, {
    headers: { ...API_HEADERS, Authorization: `Bearer ${token}` },
  });
  expect(res.status).toBe(200);
  const trip = ((await res.json()) as { data: { departureDateTime: string } | null }).data;
  expect(trip, 'Riet has an upcoming trip').not.toBeNull();
  return trip!;
}

async function setServerClock(baseURL: string, instant: number) {
  const res = await fetch(`${baseURL}/dev/clock`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ now: new Date(instant).toISOString() }),
  });
  expect(res.status).toBe(200);
}
