import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from './support/test';
import { DEMO, apiLogin, chooseAddress } from './support/app';
import { DICTS, openSignedInAndSettle, prepare, scan, type LocaleName } from './support/axe';
import { openBookingForm, resetAroundEachTest, tomorrowInAmsterdam } from './support/booking';
import { seriesDates, weekdayOf } from '../../machines/booking/series-rules';
import { toPlannedDateTimeUtc } from '../../machines/lib/time';

/*
 * "Repeating trips" in the browser. The demo traveller books a weekly trip Almere → Amsterdam on
 * three dates with one date failing on purpose: before the test, trips booked through the API spend pass
 * 2001000101's km budget until only two trips of this route fit (the server's own distance, so it is exact). The
 * dialog says "2 van de 3 datums passen in uw budget"; confirming books the first two and the server refuses the
 * third (400 BudgetExceeded): "Niet geboekt — budget op". "Opnieuw proberen" sends that date again with its own
 * Idempotency-Key. Then in English at 375 px, keyboard only, a series that fits. Axe scans of the form with the
 * series, the confirmation with its dates and the result list.
 */

resetAroundEachTest();

const PASS = '2001000101';
const DEMO_WITH_PASS = { ...DEMO, pass: PASS };
const FROM = {
  street: 'Oostvaardersdiep',
  houseNumber: '1',
  postCode: '1309 AA',
  residence: 'Almere',
  latitude: 52.41681,
  longitude: 5.220547,
};
const TO = {
  street: 'Silodam',
  houseNumber: '1A',
  postCode: '1013 AL',
  residence: 'Amsterdam',
  latitude: 52.39026,
  longitude: 4.891325,
};

/** The date `days` after `date` (`YYYY-MM-DD`). */
function addDays(date: string, days: number): string {
  const next = new Date(`${date}T12:00:00Z`);
  next.setUTCDate(next.getUTCDate() + days);
  return next.toISOString().slice(0, 10);
}

/** A Ticketing API call as the demo traveller with pass {@link PASS}. */
async function ticketing(baseURL: string, token: string, method: string, path: string, body?: unknown) {
  return fetch(`${baseURL}/ticketing${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${token}`,
      'Api-Version': '2',
      'X-Region-Id': '20',
      'X-Platform-Type': 'Web',
      'X-Pass-Number': PASS,
      'Content-Type': 'application/json',
      ...(method === 'POST' && path === '/trips/book' ? { 'Idempotency-Key': randomUUID() } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** The route's booking request on `date` at 10:00 (Europe/Amsterdam), paid in the vehicle. */
function request(date: string) {
  return {
    plannedDateTime: toPlannedDateTimeUtc(date, '10:00'),
    locationFrom: FROM,
    locationTo: TO,
    attributes: {},
    preferences: {},
    planningMode: 1,
    paymentOption: { type: 'payInVehicle' },
  };
}

/**
 * Spends the pass's budget with trips of the same route (booked through the API, 4–5 weeks ahead) until what is
 * left fits exactly two more: remaining in [2 d, 3 d) for the route's distance d km. Returns d.
 */
async function leaveBudgetForTwoTrips(baseURL: string): Promise<number> {
  const { accessToken } = await apiLogin(baseURL, DEMO);
  const estimate = await ticketing(
    baseURL,
    accessToken,
    'POST',
    '/trips/calculate',
    request(addDays(tomorrowInAmsterdam(), 30)),
  );
  expect(estimate.status).toBe(200);
  const distance = ((await estimate.json()) as { data: { distance: number } }).data.distance;
  const budget = await ticketing(baseURL, accessToken, 'GET', '/users/budget');
  expect(budget.status).toBe(200);
  const remaining = ((await budget.json()) as { data: { remaining: number } }).data.remaining;
  const spend = Math.floor(remaining / distance + 1e-9) - 2;
  expect(spend).toBeGreaterThan(0);
  for (let i = 0; i < spend; i++) {
    const booked = await ticketing(
      baseURL,
      accessToken,
      'POST',
      '/trips/book',
      request(addDays(tomorrowInAmsterdam(), 28 + (i % 8))),
    );
    expect(booked.status).toBe(200);
  }
  return distance;
}

/** Fills the route, tomorrow 10:00, and a weekly series on tomorrow's weekday until two weeks later (3 dates). */
async function fillWeeklySeries(page: Page, locale: LocaleName) {
  const t = DICTS[locale];
  await chooseAddress(page, t.bookTrip.from, 'Oostvaardersdiep 1', /Oostvaardersdiep 1, Almere/);
  await chooseAddress(page, t.bookTrip.to, 'Silodam 1A', /Silodam 1A, Amsterdam/);
  const first = tomorrowInAmsterdam();
  await page.getByLabel(t.bookTrip.date, { exact: true }).fill(first);
  const time = page.getByLabel(t.bookTrip.time, { exact: true });
  await time.fill('10:00');
  await time.press('Tab');
  // Keyboard: the switch turns on with Space.
  const repeat = page.getByRole('switch', { name: t.bookTrip.series.repeat });
  await repeat.focus();
  await page.keyboard.press('Space');
  await expect(repeat).toBeChecked();
  const weekdays = page.getByRole('group', { name: t.bookTrip.series.weekdays });
  const names = Object.values(t.bookTrip.series.weekday);
  await expect(
    weekdays.getByRole('checkbox', { name: names[weekdayOf(first)! - 1], exact: true }),
  ).toBeChecked();
  await expect(weekdays.getByRole('checkbox', { checked: true })).toHaveCount(1);
  await page.getByLabel(t.bookTrip.series.until, { exact: true }).fill(addDays(first, 14));
  const dates = seriesDates(first, [weekdayOf(first)!], addDays(first, 14));
  expect(dates).toHaveLength(3);
  return dates;
}

test('books a weekly series; the date past the km budget is "Niet geboekt — budget op", the others stay booked', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const t = DICTS['nl-NL'];
  await leaveBudgetForTwoTrips(baseURL!);
  await openBookingForm(page, baseURL!);
  const dates = await fillWeeklySeries(page, 'nl-NL');
  await scan(page, 'booking form with a repeating trip (nl-NL 1280)');

  const keys: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/ticketing/trips/book'))
      keys.push(r.headers()['idempotency-key'] ?? '');
  });
  await page.getByRole('button', { name: t.bookTrip.confirm }).click();
  const confirm = page.getByRole('dialog', { name: t.bookTrip.confirmTitle });
  await expect(confirm.getByText('2 van de 3 datums passen in uw budget')).toBeVisible();
  // Every date with its price, and the total.
  const rows = confirm.getByRole('listitem');
  await expect(rows).toHaveCount(4);
  for (const row of (await rows.all()).slice(0, 3)) await expect(row).toContainText('€');
  await scan(page, 'confirmation of a repeating trip (nl-NL 1280)');

  await confirm.getByRole('button', { name: t.bookTrip.confirm }).click();
  const result = page.getByRole('dialog', { name: t.bookTrip.series.resultTitle });
  await expect(result.getByText('2 van de 3 datums geboekt.')).toBeVisible({ timeout: 15_000 });
  const outcome = (date: string) => result.locator(`[data-series-date="${date}"]`);
  await expect(outcome(dates[0]!)).toContainText('Geboekt');
  await expect(outcome(dates[1]!)).toContainText('Geboekt');
  await expect(outcome(dates[2]!)).toContainText('Niet geboekt — budget op');
  expect(keys).toHaveLength(3);
  expect(new Set(keys).size).toBe(3);
  await scan(page, 'result of a repeating trip with one date not booked (nl-NL 1280)');

  // "Try again" sends only the failed date, with that date's own Idempotency-Key; the budget still says no.
  const retried = page.waitForResponse('**/ticketing/trips/book');
  await result.getByRole('button', { name: t.bookTrip.series.retry }).click();
  expect((await retried).status()).toBe(400);
  await expect(result.getByText('2 van de 3 datums geboekt.')).toBeVisible();
  expect(keys).toHaveLength(4);
  expect(keys[3]).toBe(keys[2]);

  // The return-trip question then applies to the whole series.
  await result.getByRole('button', { name: t.bookTrip.series.close }).click();
  const question = page.getByRole('region', { name: t.bookTrip.booked.returnQuestion });
  await question.getByRole('button', { name: t.bookTrip.booked.returnYes }).click();
  await expect(page.getByText(t.bookTrip.returnLeg)).toBeVisible();
  await expect(page.getByRole('switch', { name: t.bookTrip.series.repeat })).toBeChecked();
  await expect(page.getByLabel(t.bookTrip.series.until, { exact: true })).toHaveValue(dates[2]!);
});

test('keyboard only in English at 375 px: a series that fits the budget is booked date by date', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const t = DICTS['en-US'];
  await page.setViewportSize({ width: 375, height: 812 });
  await prepare(page, 'en-US');
  await openSignedInAndSettle(page, baseURL!, '/book-trip', DEMO_WITH_PASS);
  await expect(page.getByRole('heading', { level: 1, name: t.bookTrip.titleByDeparture })).toBeVisible();
  const dates = await fillWeeklySeries(page, 'en-US');
  // A weekday unticked and ticked again with the keyboard.
  const monday = page.getByRole('checkbox', { name: t.bookTrip.series.weekday.monday, exact: true });
  const before = await monday.isChecked();
  await monday.focus();
  await page.keyboard.press('Space');
  await expect(monday).toBeChecked({ checked: !before });
  await page.keyboard.press('Space');
  await expect(monday).toBeChecked({ checked: before });
  await scan(page, 'booking form with a repeating trip (en-US 375)');

  await page.getByRole('button', { name: t.bookTrip.confirm }).focus();
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog', { name: t.bookTrip.confirmTitle });
  await expect(confirm.getByText('All 3 dates fit your budget')).toBeVisible();
  await scan(page, 'confirmation of a repeating trip (en-US 375)');
  await confirm.getByRole('button', { name: t.bookTrip.confirm }).focus();
  await page.keyboard.press('Enter');
  const result = page.getByRole('dialog', { name: t.bookTrip.series.resultTitle });
  await expect(result.getByText('3 of 3 dates booked.')).toBeVisible({ timeout: 15_000 });
  for (const date of dates)
    await expect(result.locator(`[data-series-date="${date}"]`)).toContainText('Booked');
  await expect(result.getByRole('button', { name: t.bookTrip.series.retry })).toHaveCount(0);
  await scan(page, 'result of a repeating trip (en-US 375)');
  await result.getByRole('button', { name: t.bookTrip.series.close }).focus();
  await page.keyboard.press('Enter');
  // The confirmation view lists every booked date, the return-trip question on it.
  await expect(page.getByRole('heading', { level: 1, name: t.bookTrip.booked.titleMany })).toBeVisible();
  await expect(page.getByRole('region', { name: /^Trip / })).toHaveCount(3);
  const question = page.getByRole('region', { name: t.bookTrip.booked.returnQuestion });
  await question.getByRole('button', { name: t.bookTrip.booked.returnNo }).focus();
  await page.keyboard.press('Enter');
  await expect(question).toHaveCount(0);
  await page.getByRole('button', { name: t.bookTrip.booked.goHome }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/home$/);
});
