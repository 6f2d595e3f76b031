import { Temporal } from 'temporal-polyfill';
import { apiCall, apiLogin, logIn } from './support/app';
import { RIET, scan } from './support/axe';
import { resetAroundEachTest } from './support/booking';
import { expect, test } from './support/test';

/*
 * product §10.12 "Carers", the traveller's side: Riet (reiziger@, the seeded manager carer of Maria) books two trips
 * for Maria through the Ticketing API with `X-Acting-For: maand@example.com` and cancels the second the same way.
 * Maria then logs in at 375 px in Dutch and opens My trips → the card and the details of each: "Geboekt door Riet de
 * Vries" on both, "Geannuleerd door Riet de Vries" on the cancelled one; axe scans the open details dialog. The dev outbox
 * holds the `carerBooking` mail for Maria with who booked. The worker's server, reset around the test.
 */

resetAroundEachTest();

/** Maria Maandfactuur (server/seed.ts): on invoice, one pass number; Riet is her manager carer. */
const MARIA = { email: 'maand@example.com', password: 'Welkom-2026!', pass: '2001000108' } as const;
const RIET_NAME = 'Riet de Vries';
const HOUR = 3_600_000;
const ZONE = 'Europe/Amsterdam';

/** The Monday (Europe/Amsterdam) of the week `epochMs` falls in: My trips' weeks run Monday–Sunday in Dutch. */
function mondayOf(epochMs: number): string {
  const day = Temporal.Instant.fromEpochMilliseconds(epochMs).toZonedDateTimeISO(ZONE).toPlainDate();
  return day.subtract({ days: day.dayOfWeek - 1 }).toString();
}

/** A Ticketing API call of Riet acting for Maria (`X-Acting-For`, Maria's pass number); throws unless 2xx. */
function forMaria<T>(baseURL: string, token: string, method: string, path: string, body?: unknown) {
  return apiCall<T>(baseURL, method, `/ticketing${path}`, {
    token,
    body,
    passNumber: MARIA.pass,
    headers: { 'X-Acting-For': MARIA.email, 'Idempotency-Key': crypto.randomUUID() },
  });
}

test.use({ viewport: { width: 375, height: 812 } });

test('Maria sees which trips her carer Riet booked and cancelled for her', async ({ page, baseURL }) => {
  const base = baseURL!;
  const riet = await apiLogin(base, RIET);
  const location = async (query: string) =>
    (
      await forMaria<{ data: unknown[] }>(
        base,
        riet.accessToken,
        'GET',
        `/locations?searchValue=${encodeURIComponent(query)}&maxResults=1`,
      )
    ).data[0];
  const from = await location('Westerdoksdijk 40A');
  const to = await location('Silodam');
  const clock = (await (await fetch(`${base}/dev/clock`)).json()) as { now: string };
  const book = async (hoursAhead: number) =>
    (
      await forMaria<{
        data: { trip: { externalTripId: string; departureDateTime: string; bookedBy?: unknown } };
      }>(base, riet.accessToken, 'POST', '/trips/book', {
        plannedDateTime: new Date(Date.parse(clock.now) + hoursAhead * HOUR).toISOString(),
        locationFrom: from,
        locationTo: to,
        attributes: { travelers: 0, children0to12: 0 },
        preferences: { phoneNumber: null, driverComment: null },
        planningMode: 1,
        paymentOption: { type: 'monthlyBilling' },
      })
    ).data.trip;
  const kept = await book(3);
  const cancelled = await book(5);
  expect(kept.bookedBy).toEqual({ firstName: 'Riet', surname: 'de Vries' });
  await forMaria(base, riet.accessToken, 'DELETE', `/trips/cancel/${cancelled.externalTripId}`);

  // Maria is mailed who booked (besides Riet's own confirmation).
  const outbox = await apiCall<
    { kind: string; bookedBy?: string; trip?: { externalTripId: string }; text: string }[]
  >(base, 'GET', `/dev/outbox?to=${encodeURIComponent(MARIA.email)}`);
  const carerMails = outbox.filter((m) => m.kind === 'carerBooking');
  expect(carerMails.map((m) => m.trip?.externalTripId).sort()).toEqual(
    [kept.externalTripId, cancelled.externalTripId].sort(),
  );
  for (const mail of carerMails) {
    expect(mail.bookedBy).toBe(RIET_NAME);
    expect(mail.text).toContain(RIET_NAME);
  }

  await logIn(page, base, MARIA);
  await page.goto(`${base}/my-trips`);

  const details = page.getByRole('dialog', { name: 'Ritgegevens' });
  const open = async (externalTripId: string) => {
    await page
      .locator(`[data-trip-id="${externalTripId}"]`)
      .getByRole('button', { name: 'Ritgegevens bekijken' })
      .click();
    await expect(details).toBeVisible();
  };

  // "Komende ritten" (the page's start) lists the trip still to make; its card says who booked it.
  await expect(page.locator(`[data-trip-id="${kept.externalTripId}"]`)).toContainText(
    `Geboekt door ${RIET_NAME}`,
  );
  await open(kept.externalTripId);
  await expect(details.getByText(`Geboekt door ${RIET_NAME}`)).toBeVisible();
  await expect(details.getByText(/^Geannuleerd door/)).toHaveCount(0);
  await details.getByRole('button', { name: 'Sluiten' }).click();
  await expect(details).toBeHidden();

  // "Komende ritten" lists only the trips still to make; the cancelled one is in its week's list.
  const sameWeek = mondayOf(Date.parse(cancelled.departureDateTime)) === mondayOf(Date.parse(clock.now));
  await page.getByRole('button', { name: sameWeek ? 'Deze week' : 'Volgende week' }).click();
  await open(cancelled.externalTripId);
  await expect(details.getByText(`Geboekt door ${RIET_NAME}`)).toBeVisible();
  await expect(details.getByText(`Geannuleerd door ${RIET_NAME}`)).toBeVisible();
  await scan(page, 'carers: trip details booked and cancelled by the carer (nl 375)');
});
