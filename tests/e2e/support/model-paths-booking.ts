import { expect, type Page } from './test';
import { bookingPlan } from '../../model/booking.plan';
import type { BrowserSuite, StateAssertion, StepExecutor } from './model-paths-sut';
import { seriesBookingExec, seriesBookingSee } from './model-paths-series';
import { modesBookingExec, modesBookingSee } from './model-paths-modes';

/*
 * The booking statechart's shortest paths in Chromium (./model-paths.ts runs them): what a traveller sees per step
 * of the booking, and per transition what the browser does — fill the form, hold the estimate, overlap check and
 * booking requests and answer them, cancel while they wait, the payment tab, the return trip. The mode regions'
 * and the repeating trip's steps are in ./model-paths-modes.ts and ./model-paths-series.ts.
 */

const FROM = { query: 'Silodam 1A', option: 'Silodam 1A, Amsterdam' };
const TO = { query: 'Westerdoksdijk 40A', option: 'Westerdoksdijk 40A, Amsterdam' };

async function pickAddress(page: Page, field: 'Van' | 'Naar', { query, option }: typeof FROM) {
  const input = page.getByRole('combobox', { name: field });
  if ((await input.inputValue()) === option) return;
  await input.fill(query);
  await page.getByRole('option', { name: option, exact: true }).first().click();
  await expect(input).toHaveValue(option);
}

/** Return leg: the pick-up time two hours after the outbound one (next day past midnight). */
async function laterForReturn(page: Page) {
  const time = page.getByLabel('Tijd', { exact: true });
  const [hours = '0', minutes = '00'] = (await time.inputValue()).split(':');
  if (Number(hours) + 2 >= 24) {
    const date = page.getByLabel('Datum', { exact: true });
    const next = new Date(`${await date.inputValue()}T12:00:00Z`);
    next.setUTCDate(next.getUTCDate() + 1);
    await date.fill(next.toISOString().slice(0, 10));
  }
  await time.fill(`${String((Number(hours) + 2) % 24).padStart(2, '0')}:${minutes}`);
}

const confirmDialog = (page: Page) => page.getByRole('dialog', { name: 'Controleer uw rit' });
const UNAVAILABLE = 'Dienst tijdelijk niet beschikbaar';

const bookingSee: Record<string, StateAssertion> = {
  'flow.step.editing': async ({ page }) => {
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    // By departure "… worden opgehaald?", by arrival "… aankomen?" (flow.planning says which).
    await expect(
      page.getByRole('heading', { level: 1, name: /^Wanneer wilt u (worden opgehaald|aankomen)\?$/ }),
    ).toBeVisible();
    await expect(page.getByRole('group', { name: 'Betaalwijze' })).toBeVisible();
  },
  'flow.step.estimating': async ({ page }) => {
    const backdrop = page.getByRole('alertdialog', { name: 'Ritgegevens worden berekend…' });
    await expect(backdrop.getByRole('button', { name: 'Annuleren' })).toBeVisible();
  },
  'flow.step.checkingOverlap': async ({ page }) => {
    const backdrop = page.getByRole('alertdialog', { name: 'Ritgegevens worden berekend…' });
    await expect(backdrop.getByRole('button', { name: 'Annuleren' })).toBeVisible();
  },
  'flow.step.confirming': async ({ page }) => {
    const dialog = confirmDialog(page);
    await expect(dialog).toBeVisible();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await expect(dialog.getByText('Ritprijs')).toBeVisible();
    await expect(dialog.getByText(/€\s?\d+,\d{2}/).first()).toBeVisible();
  },
  'flow.step.booking': async ({ page }) => {
    await expect(page.getByRole('alertdialog', { name: 'Uw rit wordt geboekt…' })).toBeVisible();
  },
  'flow.step.bookingFailed': async ({ page }) => {
    const dialog = page.getByRole('dialog', { name: 'Uw rit is NIET geboekt' });
    await expect(dialog.getByRole('heading', { name: 'Uw rit is NIET geboekt' })).toBeFocused();
    await expect(dialog.getByRole('alert').getByRole('button', { name: 'Opnieuw proberen' })).toBeVisible();
  },
  'flow.step.checkingBooking': async ({ page }) => {
    const backdrop = page.getByRole('alertdialog', { name: 'We kijken of uw rit al geboekt was…' });
    await expect(backdrop.getByRole('button', { name: 'Annuleren' })).toBeVisible();
  },
  'flow.step.success': async ({ page }) => {
    await expect(
      page.getByRole('heading', { level: 1, name: /^Uw rit(ten)? (is|zijn) geboekt$/ }),
    ).toBeVisible();
  },
  'flow.step.nextStep': async () => {
    throw new Error('nextStep is transient and never observed');
  },
  'flow.step.askingReturnTrip': async ({ page }) => {
    const question = page.getByRole('dialog', { name: 'Wilt u ook een terugrit boeken?' });
    await expect(question.getByRole('button', { name: 'Ja' })).toBeVisible();
  },
  'flow.step.confirmed': async ({ page }) => {
    await expect(
      page.getByRole('heading', { level: 1, name: /^Uw rit(ten)? (is|zijn) geboekt$/ }),
    ).toBeVisible();
    await expect(page.getByText(/^tussen \d\d:\d\d en \d\d:\d\d$/).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Naar de startpagina' })).toBeVisible();
  },
  'flow.step.confirmed.offeringReturnTrip': async ({ page }) => {
    const question = page.getByRole('region', { name: 'Wilt u ook een terugrit boeken?' });
    await expect(question.getByRole('button', { name: 'Ja, terugrit boeken' })).toBeVisible();
  },
  'flow.step.confirmed.complete': async ({ page }) => {
    await expect(
      page.getByRole('heading', { level: 1, name: /^Uw rit(ten)? (is|zijn) geboekt$/ }),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'Wilt u ook een terugrit boeken?' })).toHaveCount(0);
  },
  done: async ({ page }) => {
    await expect(page).toHaveURL(/\/home$/);
  },
};

const bookingExec: Record<string, StepExecutor> = {
  'flow.step.editing:form.change [keepsPlanningMode]': async ({ page }) => {
    await pickAddress(page, 'Van', FROM);
  },
  'flow.step.editing:form.swap': async ({ page }) => {
    await pickAddress(page, 'Van', FROM);
    await pickAddress(page, 'Naar', TO);
    await page.getByRole('button', { name: 'Van en naar omwisselen' }).click();
    await expect(page.getByRole('combobox', { name: 'Van' })).toHaveValue(TO.option);
    await expect(page.getByRole('combobox', { name: 'Naar' })).toHaveValue(FROM.option);
  },
  'flow.step.editing:payment.select [canChoosePayment]': async ({ page }) => {
    // An online method (the region's first of iDEAL / credit card); a card brand is chosen when asked.
    const radio = page
      .getByRole('group', { name: 'Betaalwijze' })
      .getByRole('radio', { name: /^(iDEAL|Creditcard)/ })
      .first();
    await radio.check();
    const brand = page.getByRole('combobox', { name: 'Soort creditcard' });
    if (await brand.count()) await brand.selectOption('Visa');
    await expect(radio).toBeChecked();
  },
  'flow.step.editing:form.submit [isFormValid] → flow.step.estimating': async (sut, step) => {
    const { page } = sut;
    sut.gates.calculate = await sut.gate(['/ticketing/trips/calculate'], 'POST');
    if (step.states.includes('flow.leg.return')) {
      await expect(page.getByText('U boekt nu de terugrit.')).toBeVisible();
      await laterForReturn(page);
    } else {
      await pickAddress(page, 'Van', FROM);
      await pickAddress(page, 'Naar', TO);
    }
    await page.getByRole('button', { name: 'Bevestigen' }).click();
    await sut.gates.calculate.held();
  },
  'flow.step.editing:form.submit': async ({ page, requests }) => {
    await page.getByRole('button', { name: 'Bevestigen' }).click();
    const from = page.getByRole('combobox', { name: 'Van' });
    await expect(from).toHaveAttribute('aria-invalid', 'true');
    await expect(from).toHaveAccessibleDescription(/Selecteer een adres/);
    expect(requests).not.toContain('POST /ticketing/trips/calculate');
  },
  'flow.step.estimating:backdrop.cancel → flow.step.editing': async ({ page, gates }) => {
    await page.getByRole('alertdialog').getByRole('button', { name: 'Annuleren' }).click();
    await gates.calculate!.remove();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await expect(page.getByRole('combobox', { name: 'Van' })).toHaveValue(FROM.option);
  },
  'flow.step.estimating:xstate.done.actor.calculateTrip [isSignedIn] → flow.step.checkingOverlap': async (
    sut,
  ) => {
    sut.gates.trips = await sut.gate(['/ticketing/trips/history'], 'GET');
    await sut.gates.calculate!.release();
    await sut.gates.trips.held();
  },
  'flow.step.checkingOverlap:xstate.done.actor.loadOtherTrips → flow.step.confirming': async ({
    page,
    gates,
  }) => {
    await gates.trips!.release();
    await expect(confirmDialog(page)).toBeVisible();
    await expect(page.getByText(/U heeft dan al een rit/)).toHaveCount(0);
  },
  'flow.step.checkingOverlap:xstate.error.actor.loadOtherTrips → flow.step.confirming': async ({
    page,
    gates,
  }) => {
    await gates.trips!.fail(503, 'ServiceUnavailable', UNAVAILABLE);
    await expect(confirmDialog(page)).toBeVisible();
    await gates.trips!.remove();
    await expect(page.getByText(/U heeft dan al een rit/)).toHaveCount(0);
  },
  'flow.step.checkingOverlap:backdrop.cancel → flow.step.editing': async ({ page, gates }) => {
    await page.getByRole('alertdialog').getByRole('button', { name: 'Annuleren' }).click();
    await gates.trips!.remove();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await expect(page.getByRole('combobox', { name: 'Van' })).not.toHaveValue('');
  },
  'flow.step.estimating:xstate.error.actor.calculateTrip → flow.step.editing': async ({ page, gates }) => {
    await gates.calculate!.fail(503, 'ServiceUnavailable', UNAVAILABLE);
    await expect(page.getByText(UNAVAILABLE).first()).toBeVisible();
    await gates.calculate!.remove();
  },
  'flow.step.confirming:estimate.back → flow.step.editing': async ({ page }, step) => {
    await confirmDialog(page).getByRole('button', { name: 'Terug' }).click();
    // The return leg has its addresses swapped.
    const from = step.states.includes('flow.leg.return') ? TO : FROM;
    await expect(page.getByRole('combobox', { name: 'Van' })).toHaveValue(from.option);
  },
  'flow.step.confirming:booking.confirm [canBookOnce] → flow.step.booking': async (sut) => {
    sut.gates.book = await sut.gate(['/ticketing/trips/book'], 'POST');
    await confirmDialog(sut.page).getByRole('button', { name: 'Bevestigen' }).click();
    await sut.gates.book.held();
  },
  'flow.step.booking:backdrop.cancel → flow.step.checkingBooking': async (sut) => {
    sut.gates.check = await sut.gate(['/ticketing/trips/history'], 'GET');
    await sut.page.getByRole('alertdialog').getByRole('button', { name: 'Annuleren' }).click();
    // The held booking request was aborted by the page: it never reaches the server.
    await sut.gates.book!.remove();
    await sut.gates.check.held();
  },
  'flow.step.checkingBooking:xstate.done.actor.findBookedTrip [isTripFound] → flow.step.success': async (
    sut,
  ) => {
    // As if the server had booked before the cancel arrived: the aborted request, replayed to the server.
    const aborted = sut.gates.book!.lastHeld()!.request();
    const headers = await aborted.allHeaders();
    expect(headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    const replayed = await fetch(aborted.url(), {
      method: 'POST',
      headers: Object.fromEntries(
        Object.entries(headers).filter(([k]) => !k.startsWith(':') && k !== 'host' && k !== 'content-length'),
      ),
      body: aborted.postData() ?? '',
    });
    expect(replayed.status).toBe(200);
    await sut.gates.check!.release();
    await expect(sut.page.getByText(/Uw rit was al geboekt voordat u annuleerde/).first()).toBeVisible();
  },
  'flow.step.checkingBooking:xstate.done.actor.findBookedTrip → flow.step.confirming': async ({
    page,
    gates,
  }) => {
    await gates.check!.release();
    await expect(page.getByText('Geannuleerd: er is geen rit geboekt.').first()).toBeVisible();
  },
  'flow.step.checkingBooking:xstate.error.actor.findBookedTrip → flow.step.confirming': async ({
    page,
    gates,
  }) => {
    await gates.check!.fail(503, 'ServiceUnavailable', UNAVAILABLE);
    await expect(page.getByText(/We konden niet nagaan of uw rit al geboekt was/).first()).toBeVisible();
    await gates.check!.remove();
  },
  'flow.step.checkingBooking:backdrop.cancel → flow.step.confirming': async ({ page, gates }) => {
    await page.getByRole('alertdialog').getByRole('button', { name: 'Annuleren' }).click();
    await gates.check!.remove();
    await expect(page.getByText(/We konden niet nagaan of uw rit al geboekt was/).first()).toBeVisible();
  },
  'flow.step.booking:xstate.done.actor.bookTrip → flow.step.success': async ({ gates }) => {
    await gates.book!.release();
  },
  'flow.step.booking:xstate.error.actor.bookTrip → flow.step.bookingFailed': async ({ page, gates }) => {
    await gates.book!.fail(503, 'ServiceUnavailable', UNAVAILABLE);
    // Said in the dialog, not in a toast.
    await expect(page.getByRole('dialog', { name: 'Uw rit is NIET geboekt' })).toBeVisible();
    await gates.book!.remove();
  },
  'flow.step.bookingFailed:booking.confirm [canBook] → flow.step.booking': async (sut) => {
    sut.gates.book = await sut.gate(['/ticketing/trips/book'], 'POST');
    const dialog = sut.page.getByRole('dialog', { name: 'Uw rit is NIET geboekt' });
    await dialog.getByRole('alert').getByRole('button', { name: 'Opnieuw proberen' }).click();
    await sut.gates.book.held();
  },
  'flow.step.bookingFailed:failure.dismiss → flow.step.confirming': async ({ page }) => {
    const dialog = page.getByRole('dialog', { name: 'Uw rit is NIET geboekt' });
    await dialog.getByRole('alert').getByRole('button', { name: 'Sluiten' }).click();
    await expect(confirmDialog(page)).toBeVisible();
  },
  'flow.step.bookingFailed:estimate.back → flow.step.editing': async ({ page }, step) => {
    await page
      .getByRole('dialog', { name: 'Uw rit is NIET geboekt' })
      .getByRole('button', { name: 'Terug' })
      .click();
    const from = step.states.includes('flow.leg.return') ? TO : FROM;
    await expect(page.getByRole('combobox', { name: 'Van' })).toHaveValue(from.option);
  },
  'flow.step.success:xstate.after.postBookingDelay [hasPaymentUrl] → flow.step.nextStep': async (sut) => {
    // The real 1500 ms postBookingDelay passes; the payment page opens in a new tab. On a busy box it may have
    // opened while the previous step was still finishing, so wait for an open one, not for the count to grow
    // (every earlier payment tab was closed by this step).
    const open = () => sut.popups.filter((popup) => !popup.isClosed());
    await expect.poll(() => open().length, { timeout: 15_000 }).toBe(1);
    const payment = open()[0]!;
    await payment.waitForURL(/\/pay\//);
    await payment.close();
  },
  'flow.step.success:xstate.after.postBookingDelay → flow.step.nextStep': async ({ page, popups }) => {
    await expect(
      page.getByRole('heading', { level: 1, name: /^Uw rit(ten)? (is|zijn) geboekt$/ }),
    ).toBeVisible();
    const before = popups.length;
    await page.waitForTimeout(1600);
    expect(popups).toHaveLength(before);
  },
  'flow.step.confirmed.offeringReturnTrip:returnTrip.accept → flow.step.editing': async ({ page }) => {
    const question = page.getByRole('region', { name: 'Wilt u ook een terugrit boeken?' });
    await question.getByRole('button', { name: 'Ja, terugrit boeken' }).click();
    await expect(page.getByText('U boekt nu de terugrit.')).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Van' })).toHaveValue(TO.option);
  },
  'flow.step.confirmed.offeringReturnTrip:returnTrip.decline → flow.step.confirmed.complete': async ({
    page,
  }) => {
    const question = page.getByRole('region', { name: 'Wilt u ook een terugrit boeken?' });
    await question.getByRole('button', { name: 'Nee, dank u' }).click();
    await expect(question).toHaveCount(0);
  },
  'flow.step.confirmed:confirmation.close → done': async ({ page }) => {
    await page.getByRole('button', { name: 'Naar de startpagina' }).click();
  },
};

/** The booking chart (machines/booking/booking.machine.ts) in the browser, signed in on /book-trip. */
export const bookingSuite: BrowserSuite = {
  plan: bookingPlan,
  // The repeating-trip and mode steps live in ./model-paths-series.ts and ./model-paths-modes.ts.
  see: { ...bookingSee, ...seriesBookingSee, ...modesBookingSee },
  exec: { ...bookingExec, ...seriesBookingExec, ...modesBookingExec },
  before: async (sut) => {
    await sut.storeDemoSession('2001000101');
    await sut.page.goto('/book-trip');
    await expect(
      sut.page.getByRole('heading', { level: 1, name: 'Wanneer wilt u worden opgehaald?' }),
    ).toBeVisible({ timeout: 15_000 });
  },
};
