import { expect, test } from './support/test';
import { scan } from './support/axe';
import { resetAroundEachTest } from './support/booking';
import { bookAsGuest, confirmationMails, scanBothLanguages } from './support/guest-booking';

/* axe on the page of a guest's trip link /trip/<token> in both languages at 375 and 1280 px, and on its cancel question. */

resetAroundEachTest();

test('the trip link page and its cancel question have no axe violations in both languages at 375 and 1280 px', async ({
  page,
  baseURL,
}) => {
  // Four or five axe scans of 7–15 s each on a busy 2-core box.
  test.setTimeout(150_000);
  await bookAsGuest(page, baseURL!, 'axe-link@example.com');
  const [mail] = await confirmationMails(baseURL!, 'axe-link@example.com');
  await page.goto(mail!.link);
  const number = mail!.trip.externalTripId;
  await expect(page.getByRole('heading', { level: 1, name: `Uw rit ${number}` })).toBeVisible();
  await scanBothLanguages(page, 'guest /trip/<token>', { nl: `Uw rit ${number}`, en: `Your trip ${number}` });
  // The cancel question on a phone.
  await page.setViewportSize({ width: 375, height: 812 });
  await page.getByRole('button', { name: 'Rit annuleren' }).click();
  await expect(page.getByRole('dialog', { name: 'Deze rit annuleren?' })).toBeVisible();
  await scan(page, 'guest /trip/<token> cancel question nl-NL 375');
});
