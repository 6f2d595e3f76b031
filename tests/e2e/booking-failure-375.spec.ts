import { expect, keepRequestInterception, test, type Locator } from './support/test';
import { openBookingForm, resetAroundEachTest, tripsOfSession } from './support/booking';
import { fillTrip, NO_CONNECTION, toConfirmation } from './support/resilience';

/*
 * A failed Confirm on a phone (nl-NL, 375 × 740, Chromium, production build): the confirmation dialog's first
 * line becomes "Uw rit is NIET geboekt", in view and focused, followed by the reason and "Opnieuw proberen"; no
 * toast repeats it, and a toast that does show never covers the dialog's buttons.
 */

resetAroundEachTest();

const BOOK = '**/ticketing/trips/book';

/** The element's box lies inside the 375 × 740 window. */
async function expectInView(locator: Locator) {
  const box = await locator.boundingBox();
  expect(box).not.toBeNull();
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height).toBeLessThanOrEqual(740);
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(375);
}

/** No two boxes overlap. */
async function expectApart(a: Locator, b: Locator) {
  const [boxA, boxB] = [await a.boundingBox(), await b.boundingBox()];
  expect(boxA && boxB).toBeTruthy();
  const overlap =
    boxA!.x < boxB!.x + boxB!.width &&
    boxB!.x < boxA!.x + boxA!.width &&
    boxA!.y < boxB!.y + boxB!.height &&
    boxB!.y < boxA!.y + boxA!.height;
  expect(overlap, `${await a.textContent()} overlaps ${await b.textContent()}`).toBe(false);
}

test('at 375 px a failed Confirm says "Uw rit is NIET geboekt" first, in view and focused; a toast keeps off the dialog\'s buttons; one trip is booked', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 375, height: 740 });
  await openBookingForm(page, baseURL!);
  await fillTrip(page);
  const confirm = await toConfirmation(page);

  // The server cannot be reached at Confirm (interception stays on when the route goes: see the helper).
  await keepRequestInterception(page);
  await page.route(BOOK, (route) => route.abort('connectionrefused'));
  await confirm.getByRole('button', { name: 'Bevestigen' }).click();

  const failed = page.getByRole('dialog', { name: 'Uw rit is NIET geboekt' });
  await expect(failed).toBeVisible();
  const heading = failed.getByRole('heading', { name: 'Uw rit is NIET geboekt' });
  await expect(heading).toBeFocused();
  await expectInView(heading);
  // Followed by the reason and "Opnieuw proberen", in view without scrolling.
  const kept = failed.getByRole('alert').filter({ hasText: NO_CONNECTION });
  await expectInView(kept);
  await expectInView(kept.getByRole('button', { name: 'Opnieuw proberen' }));
  await expectInView(failed.getByRole('button', { name: 'Bevestigen' }));
  // No toast repeats it.
  await expect(page.locator('[data-severity]')).toHaveCount(0);

  // A toast that does show over the dialog (the booking backdrop's Cancel: "Geannuleerd: er is geen rit geboekt.")
  // moves above it, never over its buttons.
  await kept.getByRole('button', { name: 'Sluiten' }).click();
  const dialog = page.getByRole('dialog', { name: 'Controleer uw rit' });
  await page.route(BOOK, () => {}); // held: the request never answers
  await dialog.getByRole('button', { name: 'Bevestigen' }).click();
  const backdrop = page.getByRole('alertdialog', { name: 'Uw rit wordt geboekt…' });
  await backdrop.getByRole('button', { name: 'Annuleren' }).click();
  const toast = page.locator('[data-severity]').filter({ hasText: 'Geannuleerd: er is geen rit geboekt.' });
  await expect(toast).toBeVisible();
  await expect(dialog).toBeVisible();
  for (const name of ['Bevestigen', 'Terug']) await expectApart(toast, dialog.getByRole('button', { name }));
  await expectInView(dialog.getByRole('button', { name: 'Bevestigen' }));

  // Back online: confirming again books once (the same Idempotency-Key) and the confirmation view follows, with
  // no toast (the view says it).
  await page.unroute(BOOK);
  await dialog.getByRole('button', { name: 'Bevestigen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Uw rit is geboekt' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.locator('[data-severity="success"]')).toHaveCount(0);
  expect(await tripsOfSession(page, baseURL!)).toHaveLength(1);
});
