import { expect, test } from './support/test';
import { chooseAddress } from './support/app';
import {
  bookOneLeg,
  openBookingForm,
  resetAroundEachTest,
  tomorrowInAmsterdam,
  tripsOfSession,
} from './support/booking';

/*
 * No costly mistake in one tap, in the browser (nl-NL): the way back is picked up one hour after the outbound
 * arrival (rounded up to 5 minutes) without the outbound pick-up's driver comment; "Rit annuleren" asks first
 * ("Rit behouden" keeps the trip, "Ja, rit annuleren" cancels it); the take-along popover keeps "Klaar" in a
 * 1280×800 window. safeguards-375.spec.ts has the phone-sized
 * confirmation.
 */

resetAroundEachTest();

/** Amsterdam wall time `HH:mm` of an instant plus `minutes`, rounded up to whole 5 minutes. */
function plusMinutesCeil5(iso: string, minutes: number): string {
  const step = 5 * 60_000;
  const at = new Date(Math.ceil((Date.parse(iso) + minutes * 60_000) / step) * step);
  return new Intl.DateTimeFormat('nl-NL', {
    timeZone: 'Europe/Amsterdam',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(at);
}

test('the way back starts an hour after arrival without the driver comment; Cancel trip asks, keeps, then cancels', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(60_000);
  await openBookingForm(page, baseURL!);
  await chooseAddress(page, 'Van', 'Silodam 1A', /Silodam 1A/);
  await chooseAddress(page, 'Naar', 'Westerdoksdijk 40A', /Westerdoksdijk 40A/);
  await page.getByLabel('Datum', { exact: true }).fill(tomorrowInAmsterdam());
  await page.getByLabel('Tijd', { exact: true }).fill('10:45');
  await page.getByLabel('Opmerking voor de chauffeur').fill('Bel aan bij 40A, 3e verdieping');
  await bookOneLeg(page);

  const [outbound] = await tripsOfSession(page, baseURL!);
  const arrival = (outbound as unknown as { arrivalDateTime: string }).arrivalDateTime;
  const wayBack = plusMinutesCeil5(arrival, 60);
  const question = page.getByRole('region', { name: 'Wilt u ook een terugrit boeken?' });
  await question.getByRole('button', { name: 'Ja, terugrit boeken' }).click();
  await expect(page.getByText('U boekt nu de terugrit.')).toBeVisible();
  await expect(page.getByLabel('Tijd', { exact: true })).toHaveValue(wayBack);
  await expect(
    page.getByText(
      `Ophalen voor de terugrit: ${wayBack}, een uur na aankomst. Pas het aan als dat nodig is.`,
    ),
  ).toBeVisible();
  // The default time is valid and marked so: no aria-invalid, the note describes it.
  await expect(page.getByLabel('Tijd', { exact: true })).not.toHaveAttribute('aria-invalid', /.*/);
  await expect(page.getByLabel('Tijd', { exact: true })).toHaveAccessibleDescription(
    /Ophalen voor de terugrit/,
  );
  await expect(page.getByLabel('Opmerking voor de chauffeur')).toHaveValue('');
  // The traveller changes the time: the note no longer calls it the default.
  await page.getByLabel('Tijd', { exact: true }).fill('16:00');
  await expect(page.getByText(/^Ophalen voor de terugrit:/)).toHaveCount(0);

  // Home: the next trip's "Rit annuleren" asks first.
  await page.getByRole('link', { name: 'Home' }).first().click();
  const card = page.getByRole('region', { name: 'Uw volgende rit' });
  await expect(card).toContainText('Silodam 1A');
  await card.getByRole('button', { name: 'Rit annuleren' }).click();
  const ask = page.getByRole('dialog', { name: 'Deze rit annuleren?' });
  await expect(ask).toBeVisible();
  await expect(ask.getByRole('button', { name: 'Rit behouden' })).toBeFocused();
  await expect(ask).toContainText('10:45');
  await expect(ask).toContainText('Silodam 1A');
  await expect(ask).toContainText('Westerdoksdijk 40A');
  // A hasty Enter keeps the trip.
  await page.keyboard.press('Enter');
  await expect(ask).toBeHidden();
  await expect(card.getByRole('button', { name: 'Rit annuleren' })).toBeFocused();
  expect((await tripsOfSession(page, baseURL!)).map((t) => t.status)).toEqual(['confirmed']);

  await card.getByRole('button', { name: 'Rit annuleren' }).click();
  await ask.getByRole('button', { name: 'Ja, rit annuleren' }).click();
  await expect(page.getByText('Uw rit is geannuleerd').first()).toBeVisible();
  await expect(ask).toBeHidden();
  expect((await tripsOfSession(page, baseURL!)).map((t) => t.status)).toEqual(['customerCancelled']);
});
