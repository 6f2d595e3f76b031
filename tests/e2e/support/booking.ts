import { expect, type Page } from '@playwright/test';

/*
 * Helpers of the booking browser tests (issue 4): server state through the dev endpoints, the Amsterdam calendar,
 * and the API as the app's session sees it.
 */

/** The seeded region 20 flags (server/seed.ts), restored after tests that change them. */
export const SEEDED_FLAGS = {
  isBookingWithoutAccountEnabled: true,
  isTrafficIndicatorEnabled: true,
  isBookingBlockedByPtAdviceEnabled: false,
} as const;

/** PATCH /dev/region with some region 20 settings (dev only). */
export async function patchRegion(baseURL: string, settings: Record<string, unknown>) {
  const res = await fetch(`${baseURL}/dev/region`, {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(settings),
  });
  if (!res.ok) throw new Error(`PATCH /dev/region failed: ${res.status} ${await res.text()}`);
}

/** Resets the database to the seed and the server clock to real time. */
export async function resetAll(baseURL: string) {
  const reset = await fetch(`${baseURL}/dev/reset`, { method: 'POST' });
  if (!reset.ok) throw new Error(`reset failed: ${reset.status}`);
  await fetch(`${baseURL}/dev/clock`, { method: 'DELETE' });
  await patchRegion(baseURL, SEEDED_FLAGS);
}

/** Keeps the release notes dialog away (this app version's notes count as seen), so it cannot cover the page. */
export async function skipReleaseNotes(page: Page) {
  await page.addInitScript(() => window.localStorage.setItem('appVersion', '4.1.0'));
}

/** Tomorrow's date in Europe/Amsterdam as YYYY-MM-DD (the date input's value). */
export function tomorrowInAmsterdam(): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Amsterdam',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(Date.now() + 24 * 3_600_000));
  return parts;
}

/** Trips of the signed-in traveller from today on (GET /ticketing/trips/history with the app's token). */
export async function tripsOfSession(page: Page, baseURL: string) {
  const token = await page.evaluate(
    () =>
      (JSON.parse(localStorage.getItem('regiotaxi.session') ?? '{}') as { accessToken?: string }).accessToken,
  );
  expect(token).toBeTruthy();
  const from = new Date().toISOString().slice(0, 10);
  const to = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
  const res = await fetch(
    `${baseURL}/ticketing/trips/history?from=${from}&to=${to}&sortBy=departure_date_time&pageNumber=1&pageSize=50&sortDirection=ASC`,
    {
      headers: {
        Authorization: `Bearer ${token ?? ''}`,
        'Api-Version': '2',
        'X-Region-Id': '20',
        'X-Platform-Type': 'Web',
      },
    },
  );
  expect(res.status).toBe(200);
  return ((await res.json()) as { items: Array<{ status: string; arrival: string; departure: string }> })
    .items;
}
