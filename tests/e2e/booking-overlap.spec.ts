import { expect, test, type Page } from './support/test';
import { chooseAddress } from './support/app';
import { prepare, openSignedInAndSettle, RIET, scan } from './support/axe';
import { openBookingForm, resetAroundEachTest, tomorrowInAmsterdam, tripsOfSession } from './support/booking';

/*
 * No costly mistake in one tap, the overlap warning: before booking, the confirmation dialog says when the new
 * trip is picked up while another booked trip of the traveller is under way (from its pick-up through its arrival,
 * both included), as a status at the top of the dialog (in view as it opens, above its Confirm), and the traveller
 * may still book. In nl-NL
 * (the demo traveller books a trip, then a second at the same pick-up time) and in en-US at 375 px (Riet, against
 * her seeded upcoming trip), with an axe scan of the dialog showing the warning.
 */

resetAroundEachTest();

/** A trip as GET /trips/history lists it: the fields this spec reads (product §3 Trip). */
interface ListedTrip {
  externalTripId: string;
  departureDateTime: string;
  status: string;
  departure: string;
  arrival: string;
}

/** The signed-in traveller's trips from today on ({@link tripsOfSession}), with the fields this spec reads. */
async function listedTrips(page: Page, baseURL: string): Promise<ListedTrip[]> {
  return (await tripsOfSession(page, baseURL)) as ListedTrip[];
}

/** Amsterdam wall date `YYYY-MM-DD` and time `HH:mm` of an instant (plus `minutes`). */
function amsterdam(iso: string, minutes = 0): { date: string; time: string } {
  const at = new Date(Date.parse(iso) + minutes * 60_000);
  const part = (options: Intl.DateTimeFormatOptions, locale: string) =>
    new Intl.DateTimeFormat(locale, { timeZone: 'Europe/Amsterdam', ...options }).format(at);
  return {
    date: part({ year: 'numeric', month: '2-digit', day: '2-digit' }, 'en-CA'),
    time: part({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }, 'en-GB'),
  };
}

/**
 * The warning inside the confirmation dialog (a status region) is in view as the dialog opens, without scrolling,
 * above the dialog's Confirm button.
 */
async function expectAboveConfirm(page: Page, dialogName: string, warning: RegExp, confirm: string) {
  const dialog = page.getByRole('dialog', { name: dialogName });
  const status = dialog.getByRole('status').filter({ hasText: warning });
  await expect(status).toBeVisible();
  await expect(status).toBeInViewport();
  const button = dialog.getByRole('button', { name: confirm, exact: true });
  const w = (await status.boundingBox())!;
  const b = (await button.boundingBox())!;
  expect(w.y + w.height).toBeLessThanOrEqual(b.y + 1);
  return { dialog, status, button };
}

test('a second trip at the same pick-up time is flagged in the dialog, and books anyway (nl-NL)', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const date = tomorrowInAmsterdam();
  await openBookingForm(page, baseURL!);
  await chooseAddress(page, 'Van', 'Silodam 1A', /Silodam 1A/);
  await chooseAddress(page, 'Naar', 'Westerdoksdijk 40A', /Westerdoksdijk 40A/);
  await page.getByLabel('Datum', { exact: true }).fill(date);
  await page.getByLabel('Tijd', { exact: true }).fill('10:45');
  // The first trip: no other trip then, so no warning.
  await page.getByRole('button', { name: 'Bevestigen' }).click();
  const confirm = page.getByRole('dialog', { name: 'Controleer uw rit' });
  await expect(confirm).toContainText('€');
  await expect(confirm.getByText(/U heeft dan al een rit/)).toHaveCount(0);
  await confirm.getByRole('button', { name: 'Bevestigen' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: /^Uw rit(ten)? (is|zijn) geboekt$/ }),
  ).toBeVisible();
  await page
    .getByRole('region', { name: 'Wilt u ook een terugrit boeken?' })
    .getByRole('button', { name: 'Nee, dank u' })
    .click();
  await page.getByRole('button', { name: 'Naar de startpagina' }).click();
  await expect(page).toHaveURL(/\/home$/);
  const [first] = await listedTrips(page, baseURL!);
  expect(first).toBeDefined();

  // A second trip, elsewhere, picked up at the very minute the first one is.
  await page.getByRole('link', { name: 'Rit boeken' }).first().click();
  await chooseAddress(page, 'Van', 'Westerdoksdijk 40A', /Westerdoksdijk 40A/);
  await chooseAddress(page, 'Naar', 'Silodam 1A', /Silodam 1A/);
  await page.getByLabel('Datum', { exact: true }).fill(date);
  await page.getByLabel('Tijd', { exact: true }).fill('10:45');
  await page.getByRole('button', { name: 'Bevestigen' }).click();
  const { status, button } = await expectAboveConfirm(
    page,
    'Controleer uw rit',
    /U heeft dan al een rit/,
    'Bevestigen',
  );
  const day = new Intl.DateTimeFormat('nl-NL', {
    timeZone: 'Europe/Amsterdam',
    weekday: 'short',
    day: 'numeric',
    month: 'short',
  }).format(new Date(first!.departureDateTime));
  await expect(status).toContainText(
    `U heeft dan al een rit: ${day} 10:45 ${first!.departure} → ${first!.arrival}.`,
  );
  await expect(status).toContainText('U kunt deze rit toch boeken.');
  await expect(button).toBeEnabled();

  // Booked anyway.
  await button.click();
  await expect(
    page.getByRole('heading', { level: 1, name: /^Uw rit(ten)? (is|zijn) geboekt$/ }),
  ).toBeVisible();
  const trips = await listedTrips(page, baseURL!);
  expect(trips.filter((t) => t.status === 'confirmed')).toHaveLength(2);
});

test('at 375 px in English the warning names the booked trip, passes axe, and Confirm books (en-US)', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 375, height: 667 });
  await prepare(page, 'en-US');
  await openSignedInAndSettle(page, baseURL!, '/book-trip', RIET);
  const booked = (await listedTrips(page, baseURL!)).find((t) => t.externalTripId === 'RT-RIET0005');
  expect(booked, "Riet's seeded upcoming trip").toBeDefined();
  // Picked up 5 minutes after her booked trip's pick-up: still under way then.
  const during = amsterdam(booked!.departureDateTime, 5);
  const start = amsterdam(booked!.departureDateTime);
  await chooseAddress(page, 'From', 'Stadhuisplein 21', /Stadhuisplein 21/);
  await chooseAddress(page, 'To', 'Rietmeent 73', /Rietmeent 73/);
  await page.getByLabel('Date', { exact: true }).fill(during.date);
  await page.getByLabel('Time', { exact: true }).fill(during.time);
  await page.getByRole('button', { name: 'Confirm', exact: true }).click();

  const { status, button } = await expectAboveConfirm(
    page,
    'Check your trip',
    /You already have a trip then/,
    'Confirm',
  );
  await expect(status).toContainText(
    new RegExp(
      `^You already have a trip then: .+ ${start.time} ${booked!.departure} → ${booked!.arrival}\\.`,
    ),
  );
  await expect(status).toContainText('You can still book this trip.');
  // Confirm stays within the phone's window (the sticky footer), below the warning.
  const box = (await button.boundingBox())!;
  expect(box.y + box.height).toBeLessThanOrEqual(667);
  await scan(page, 'booking confirmation with the overlap warning (en-US, 375 px)');

  await button.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your trip is booked' })).toBeVisible();
  // Both trips of that day are booked.
  const sameDay = (await listedTrips(page, baseURL!)).filter(
    (t) => amsterdam(t.departureDateTime).date === during.date && t.status === 'confirmed',
  );
  expect(sameDay).toHaveLength(2);
});
