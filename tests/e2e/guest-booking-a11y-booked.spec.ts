import { test } from './support/test';
import { resetAroundEachTest } from './support/booking';
import { bookAsGuest, scanBothLanguages } from './support/guest-booking';

/* axe on a guest's confirmation page /quick-book/booked in both languages at 375 and 1280 px. */

resetAroundEachTest();

test('the confirmation page has no axe violations in both languages at 375 and 1280 px', async ({
  page,
  baseURL,
}) => {
  // Four or five axe scans of 7–15 s each on a busy 2-core box.
  test.setTimeout(150_000);
  await bookAsGuest(page, baseURL!, 'axe@example.com');
  await scanBothLanguages(page, 'guest /quick-book/booked', {
    nl: 'Uw rit is geboekt',
    en: 'Your trip is booked',
  });
});
