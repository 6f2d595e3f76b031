import { expect, test } from './support/test';
import { DEMO, apiCall, apiLogin, chooseAddress, openSignedIn } from './support/app';
import { resetAroundEachTest } from './support/booking';

/*
 * In the browser (nl-NL, 375 px): a signed-in traveller's booking with an electric wheelchair ends on the
 * confirmation view "Uw rit is geboekt" (trip number, date, pick-up window, from, to, who travels, the wheelchair,
 * price and payment, cancel deadline, "Toevoegen aan agenda"), the return-trip question on it; after the return
 * trip both trips show. The account's bookingConfirmation mails are in the dev outbox. The wheelchair and a
 * companion come from the travel preferences, set through the API (the take-along sheet has its own specs).
 */

resetAroundEachTest();

/** The demo traveller's pass "Eigen pas" (server/seed.ts). */
const OWN_PASS = '2001000101';

interface ConfirmationMail {
  kind: string;
  language: string;
  link: string;
  text: string;
  trip: { externalTripId: string; pickUpWindow: { start: string; end: string } };
}

test('the confirmation view and mail of a trip with an electric wheelchair, then of its return trip', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 375, height: 740 });
  const session = await apiLogin(baseURL!);
  await apiCall(baseURL!, 'PUT', '/ticketing/users/travel-preferences', {
    token: session.accessToken,
    body: {
      companions: 1,
      children: 0,
      takeAlong: { electricWheelchair: 1 },
      callBeforePickup: false,
      paymentMethod: null,
      defaultPassNumber: OWN_PASS,
    },
  });
  await openSignedIn(page, baseURL!, '/book-trip', DEMO, OWN_PASS, session);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Wanneer wilt u worden opgehaald?' }),
  ).toBeVisible();
  await expect(page.getByRole('list', { name: 'Wat u meeneemt' })).toContainText('Elektrische rolstoel');
  await chooseAddress(page, 'Van', 'Silodam 1A', /Silodam 1A/);
  await chooseAddress(page, 'Naar', 'Westerdoksdijk 40A', /Westerdoksdijk 40A/);
  await page.getByRole('button', { name: 'Bevestigen' }).click();
  const check = page.getByRole('dialog', { name: 'Controleer uw rit' });
  await check.getByRole('button', { name: 'Bevestigen' }).click();

  // The confirmation view replaces the form; its heading has focus, no toast repeats it.
  const heading = page.getByRole('heading', { level: 1, name: 'Uw rit is geboekt' });
  await expect(heading).toBeFocused();
  await expect(page.getByText('Uw rit is geboekt!')).toHaveCount(0);
  const outbound = page.getByRole('region', { name: /^Rit / });
  await expect(outbound).toHaveCount(1);
  const number = (await outbound.getByRole('heading').textContent())!.replace(/^Rit /, '');
  expect(number).toMatch(/\S/);
  for (const text of [
    'Ritnummer',
    number,
    'Datum',
    'De taxi komt',
    'Silodam 1A, Amsterdam',
    'Westerdoksdijk 40A, Amsterdam',
    'U, 1 meereizende',
    'Elektrische rolstoel',
    'Betalen in het voertuig (contant of pinnen)',
  ])
    await expect(outbound.getByText(text, { exact: true }).first()).toBeVisible();
  await expect(outbound.getByText(/^tussen \d\d:\d\d en \d\d:\d\d$/)).toBeVisible();
  await expect(outbound.getByText(/^€\s?\d+,\d{2}$/)).toBeVisible();
  await expect(outbound.getByText(/^U kunt annuleren tot \S+ \d+ \S+ \d{4} \d\d:\d\d\.$/)).toBeVisible();

  // "Toevoegen aan agenda" gives the trip's .ics file.
  const download = page.waitForEvent('download');
  await outbound.getByRole('button', { name: 'Toevoegen aan agenda' }).click();
  expect((await download).suggestedFilename()).toBe(
    `regiotaxi-${number.replace(/[^A-Za-z0-9_-]/g, '_')}.ics`,
  );

  // The mail to the account, in its language (nl-NL), with the wheelchair and the same pick-up window.
  const mails = async () =>
    (
      await apiCall<ConfirmationMail[]>(baseURL!, 'GET', `/dev/outbox?to=${encodeURIComponent(DEMO.email)}`)
    ).filter((m) => m.kind === 'bookingConfirmation');
  const [mail] = await mails();
  expect(mail).toMatchObject({
    language: 'nl-NL',
    link: `${baseURL}/my-trips`,
    trip: { externalTripId: number },
  });
  expect(mail!.text).toContain('Hulpmiddelen en bagage: Elektrische rolstoel');
  expect(mail!.text).toContain('Wie reist er: u, 1 meereizende');
  const windowText = await outbound.getByText(/^tussen /).textContent();
  const hhmm = (iso: string) =>
    new Intl.DateTimeFormat('nl-NL', {
      timeZone: 'Europe/Amsterdam',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(new Date(iso));
  expect(windowText).toBe(
    `tussen ${hhmm(mail!.trip.pickUpWindow.start)} en ${hhmm(mail!.trip.pickUpWindow.end)}`,
  );

  // The return-trip question sits on the view, not in a dialog in its place.
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const question = page.getByRole('region', { name: 'Wilt u ook een terugrit boeken?' });
  await question.getByRole('button', { name: 'Ja, terugrit boeken' }).click();
  await expect(page.getByText('U boekt nu de terugrit.')).toBeVisible();
  await page.getByRole('button', { name: 'Bevestigen' }).click();
  await check.getByRole('button', { name: 'Bevestigen' }).click();

  // Both trips show, the wheelchair on each; no more question.
  await expect(page.getByRole('heading', { level: 1, name: 'Uw ritten zijn geboekt' })).toBeFocused();
  const trips = page.getByRole('region', { name: /^Rit / });
  await expect(trips).toHaveCount(2);
  await expect(trips.nth(0)).toContainText(number);
  for (const i of [0, 1]) await expect(trips.nth(i)).toContainText('Elektrische rolstoel');
  await expect(
    trips.nth(1).getByText('Van', { exact: true }).locator('xpath=following-sibling::dd[1]'),
  ).toHaveText('Westerdoksdijk 40A, Amsterdam');
  await expect(question).toHaveCount(0);
  expect((await mails()).map((m) => m.trip.externalTripId)).toHaveLength(2);

  await page.getByRole('button', { name: 'Naar de startpagina' }).click();
  await expect(page).toHaveURL(/\/home$/);
});
