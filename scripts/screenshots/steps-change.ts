/** Screenshot steps of changing a booked trip (product §10.11): "Check your change" and a refused change, on a phone. */
import { randomUUID } from 'node:crypto';
import { expect } from '@playwright/test';
import { t } from './labels';
import { scrollTo, shoot, type Step } from './page';
import { API_HEADERS, PHONE, RIET, VIEWPORT, apiLogin, call, resetAt } from './setup';

/** Riet's Ticketing API call (Api-Version 2, her pass number), as the app sends it; its JSON body. */
async function ticketing<T>(
  base: string,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<T> {
  const { accessToken } = await apiLogin(base);
  return (await call(`${base}/ticketing${path}`, {
    method,
    headers: {
      ...API_HEADERS,
      'Api-Version': '2',
      'X-Pass-Number': RIET.pass,
      Authorization: `Bearer ${accessToken}`,
      'Content-Type': 'application/json',
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })) as T;
}

/** The first place the location search finds for `query`. */
async function place(base: string, query: string): Promise<unknown> {
  const found = await ticketing<{ data: unknown[] }>(
    base,
    'GET',
    `/locations?searchValue=${encodeURIComponent(query)}`,
  );
  return found.data[0];
}

/**
 * trip-change-check (Check your change at 375 × 740, after the time and companions changed), then
 * trip-change-refused: the same trip is changed elsewhere meanwhile (a PATCH through the API with the trip's
 * version), so "Confirm change" gets the stale-version refusal and the page says the original stands.
 */
export const changeSteps: Step[] = [
  [
    'trip-change-check',
    async (shared) => {
      const { base, page } = shared;
      // Riet's trip of Saturday 5 December 2026 at 10:00, booked through the API (two days after the fixed now).
      const trip = await ticketing<{ data: { trip: { externalTripId: string } } }>(
        base,
        'POST',
        '/trips/book',
        {
          plannedDateTime: '2026-12-05T09:00:00Z',
          locationFrom: await place(base, 'Rietmeent 73'),
          locationTo: await place(base, 'Stadhuisplein 21'),
          attributes: { travelers: 0 },
          preferences: {},
          planningMode: 1,
          paymentOption: { type: 'payInVehicle' },
        },
      );
      const id = trip.data.trip.externalTripId;
      await page.setViewportSize(PHONE);
      await page.goto(`${base}/change-trip/${id}`);
      await expect(page.getByRole('heading', { level: 1, name: t.tripChange.title })).toBeVisible();
      await page.getByLabel(t.tripChange.byDeparture).fill('11:30');
      await page.getByLabel(t.tripChange.companions).selectOption('1');
      await page.getByRole('button', { name: t.tripChange.confirm, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: t.tripChange.checkTitle });
      await expect(dialog.getByRole('button', { name: t.tripChange.keep })).toBeFocused();
      await shoot(page, 'trip-change-check');
      shared.changeTripId = id;
    },
  ],
  [
    'trip-change-refused',
    async ({ base, page, changeTripId: id }) => {
      try {
        if (!id) throw new Error('trip-change-check must run first');
        // Changed elsewhere meanwhile (another window, or a carer): the page's version is now stale.
        const { accessToken } = await apiLogin(base);
        const read = await fetch(`${base}/ticketing/trips/${id}`, {
          headers: {
            ...API_HEADERS,
            'Api-Version': '2',
            'X-Pass-Number': RIET.pass,
            Authorization: `Bearer ${accessToken}`,
          },
        });
        const version = read.headers.get('ETag') ?? '';
        await ticketing(
          base,
          'PATCH',
          `/trips/${id}`,
          { attributes: { travelers: 2 } },
          { 'If-Match': version, 'Idempotency-Key': randomUUID() },
        );
        await page.getByRole('button', { name: t.tripChange.confirmChange }).click();
        const refusal = page.getByRole('alert').filter({ hasText: t.tripChange.notChanged });
        await expect(refusal).toBeVisible();
        await scrollTo(refusal, 'center');
        await shoot(page, 'trip-change-refused');
      } finally {
        await page.setViewportSize(VIEWPORT);
        // The booked trip goes: the database as the other steps expect it.
        await resetAt(base);
      }
    },
  ],
];
