import { expect, test } from './support/test';
import { chooseAddress } from './support/app';
import { bookOneLeg, patchRegion, resetAroundEachTest } from './support/booking';
import { confirmationMails } from './support/guest-booking';

/*
 * Guest booking in the browser (nl-NL): the welcome page at /, the email/first/last-name entry, /quick-book with
 * calculate-without-account and book-without-account, the return trip, then the confirmation page
 * /quick-book/booked; the confirmation mail in the dev outbox and its link /trip/<token> opened signed out in a
 * fresh browser context, where cancelling asks first (axe on both pages: guest-booking-a11y-*.spec.ts). And both
 * pages gone while the region does not enable booking without an account.
 */

// Each test books on its worker's own server (reset around each test), so the tests may run side by side.
test.describe.configure({ mode: 'parallel' });
resetAroundEachTest();

test('a guest books a trip and its return, sees both on the confirmation page, and cancels one by the mailed link', async ({
  page,
  baseURL,
  browser,
}) => {
  test.setTimeout(120_000);
  const calls: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/ticketing/trips/')) calls.push(`${request.method()} ${path}`);
  });

  await page.goto(`${baseURL}/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Welkom bij RegioTaxi' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Inloggen' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Account aanmaken' })).toBeVisible();
  await expect(page.getByLabel('Taal')).toBeVisible();

  // The entry is required (product §5): an empty submit shows the errors and focuses the email field.
  await page.getByRole('button', { name: 'Verder naar boeken' }).click();
  await expect(page.getByLabel('E-mailadres')).toBeFocused();
  await expect(page.getByText('Vul uw voornaam in')).toBeVisible();
  await page.getByLabel('E-mailadres').fill('gast@example.com');
  await page.getByLabel('Voornaam').fill('Gerda');
  await page.getByLabel('Achternaam').fill('Gast');
  await page.getByRole('button', { name: 'Verder naar boeken' }).click();

  await expect(page).toHaveURL(/\/quick-book$/);
  await expect(page.getByText('U boekt als Gerda Gast (gast@example.com).')).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Wanneer wilt u worden opgehaald?' }),
  ).toBeVisible();
  // Guests have no pass number and cannot travel on invoice.
  await expect(page.getByLabel('Pasnummer')).toHaveCount(0);
  await expect(page.getByRole('radio', { name: /op rekening/ })).toHaveCount(0);

  await chooseAddress(page, 'Van', 'Silodam 1A', /Silodam 1A/);
  await chooseAddress(page, 'Naar', 'Westerdoksdijk 40A', /Westerdoksdijk 40A/);
  await bookOneLeg(page);

  // The return-trip question comes before the confirmation page.
  const question = page.getByRole('dialog', { name: 'Wilt u ook een terugrit boeken?' });
  await question.getByRole('button', { name: 'Ja' }).click();
  await expect(page.getByRole('combobox', { name: 'Van' })).toHaveValue(/Westerdoksdijk 40A/);
  await expect(page.getByRole('combobox', { name: 'Naar' })).toHaveValue(/Silodam 1A/);
  await bookOneLeg(page);

  // The confirmation page: both trips with number, date, pick-up time and window, from, to, price, payment.
  await expect(page).toHaveURL(`${baseURL}/quick-book/booked`);
  await expect(page.getByRole('heading', { level: 1, name: 'Uw ritten zijn geboekt' })).toBeVisible();
  await expect(
    page.getByText(/^Bedankt, Gerda\. We hebben de gegevens naar gast@example\.com gestuurd/),
  ).toBeVisible();
  expect(calls).toEqual([
    'POST /ticketing/trips/calculate-without-account',
    'POST /ticketing/trips/book-without-account',
    'POST /ticketing/trips/calculate-without-account',
    'POST /ticketing/trips/book-without-account',
  ]);
  const mails = await confirmationMails(baseURL!, 'gast@example.com');
  expect(mails).toHaveLength(2);
  const [returnMail, outboundMail] = mails;
  for (const mail of [outboundMail!, returnMail!]) {
    const trip = page.getByRole('region', { name: `Rit ${mail.trip.externalTripId}` });
    await expect(trip).toContainText(`Ritnummer${mail.trip.externalTripId}`);
    await expect(trip).toContainText(/Ophaaltijd\d\d:\d\d/);
    await expect(trip).toContainText(/De taxi komttussen \d\d:\d\d en \d\d:\d\d/);
    await expect(trip).toContainText(/Prijs€\s?\d+,\d\d/);
    await expect(trip).toContainText('BetaalwijzeBetalen in het voertuig');
    await expect(trip.getByRole('button', { name: 'Toevoegen aan agenda' })).toBeVisible();
  }
  await expect(page.getByRole('region', { name: 'Annuleren' })).toContainText(
    'Open de link in de e-mail die we naar gast@example.com hebben gestuurd',
  );
  // "Add to calendar" hands over the trip's .ics file.
  const download = page.waitForEvent('download');
  await page
    .getByRole('region', { name: `Rit ${outboundMail!.trip.externalTripId}` })
    .getByRole('button', { name: 'Toevoegen aan agenda' })
    .click();
  expect((await download).suggestedFilename()).toBe(`regiotaxi-${outboundMail!.trip.externalTripId}.ics`);

  // The mail: the trip's details and the link to follow or cancel it.
  expect(outboundMail!.text).toContain('Silodam 1A');
  expect(outboundMail!.text).toContain(outboundMail!.link);
  expect(outboundMail!.link).toMatch(new RegExp(`^${baseURL}/trip/[A-Za-z0-9_-]{43}$`));

  // The link in a fresh, signed-out browser.
  const context = await browser.newContext({ acceptDownloads: true });
  try {
    const guest = await context.newPage();
    await guest.addInitScript(() => window.localStorage.setItem('appVersion', '4.1.0'));
    await guest.goto(outboundMail!.link);
    const title = `Uw rit ${outboundMail!.trip.externalTripId}`;
    await expect(guest.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(
      guest.getByText('Hallo Gerda, dit is de rit die u zonder account heeft geboekt.'),
    ).toBeVisible();
    await expect(guest.getByRole('main')).toContainText('Bevestigd');
    await expect(guest.getByText(/^Annuleren kan tot .* \(een uur voor het ophalen\)\.$/)).toBeVisible();

    // Cancelling asks first, with the trip's details; focus starts on "Rit behouden", which keeps the trip.
    await guest.getByRole('button', { name: 'Rit annuleren' }).click();
    const ask = guest.getByRole('dialog', { name: 'Deze rit annuleren?' });
    await expect(ask).toContainText(/Ophaaltijd\d\d:\d\d/);
    await expect(ask).toContainText('Silodam 1A');
    await expect(ask).toContainText('Westerdoksdijk 40A');
    await expect(ask.getByRole('button', { name: 'Rit behouden' })).toBeFocused();
    await ask.getByRole('button', { name: 'Rit behouden' }).click();
    await expect(ask).toBeHidden();
    await expect(guest.getByRole('main')).toContainText('Bevestigd');

    await guest.getByRole('button', { name: 'Rit annuleren' }).click();
    await ask.getByRole('button', { name: 'Ja, rit annuleren' }).click();
    await expect(ask).toBeHidden();
    await expect(guest.getByText('Deze rit is geannuleerd.')).toBeVisible();
    await expect(guest.getByRole('main')).toContainText('Geannuleerd');
    await expect(guest.getByRole('button', { name: 'Rit annuleren' })).toHaveCount(0);
  } finally {
    await context.close();
  }
  // Only that trip: the return trip's link still shows it confirmed.
  const other = await fetch(
    `${baseURL}/ticketing/guest-trips/${returnMail!.link.slice(returnMail!.link.lastIndexOf('/') + 1)}`,
    { headers: { 'Api-Version': '2', 'X-Region-Id': '20', 'X-Platform-Type': 'Web' } },
  );
  expect(other.headers.get('cache-control')).toBe('no-store');
  expect(((await other.json()) as { data: { trip: { status: string } } }).data.trip.status).toBe('confirmed');
});

test('without booking without an account, / and /quick-book lead to the login page', async ({
  page,
  baseURL,
}) => {
  await patchRegion(baseURL!, { isBookingWithoutAccountEnabled: false });
  await page.goto(`${baseURL}/`);
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Inloggen' })).toBeVisible();
  await page.goto(`${baseURL}/quick-book`);
  await expect(page).toHaveURL(/\/login$/);
});
