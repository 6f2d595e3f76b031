import { expect, type Page } from './test';
import type { PathStep } from '../../../scripts/lib/model-paths';

/*
 * The booking statechart's repeating-trip steps for its shortest paths in Chromium
 * (./model-paths-booking.ts merges them into the booking suite): "Deze rit herhalen" on with two dates, the confirmation with
 * its dates, and the series child's result — all booked, or all refused for the budget.
 */

/** What these steps need of the browser side of a path run (./model-paths-sut.ts `BrowserSut`). */
interface SeriesSut {
  page: Page;
  gates: Record<string, SeriesGate>;
  gate(pathnames: readonly string[], method: string): Promise<SeriesGate>;
}

interface SeriesGate {
  held(): Promise<void>;
  release(): Promise<void>;
  fail(status: number, code: string, description: string): Promise<void>;
  remove(): Promise<void>;
}

/** The date `days` after `date` (`YYYY-MM-DD`). */
function addDays(date: string, days: number): string {
  const next = new Date(`${date}T12:00:00Z`);
  next.setUTCDate(next.getUTCDate() + days);
  return next.toISOString().slice(0, 10);
}

const seriesDialog = (page: Page) => page.getByRole('dialog', { name: 'Uw herhaalde rit' });
const confirmDialog = (page: Page) => page.getByRole('dialog', { name: 'Controleer uw rit' });

/** The booking chart's `bookingSeries` state as a traveller sees it. */
export const seriesBookingSee: Record<string, (sut: SeriesSut, step: PathStep | null) => Promise<void>> = {
  'flow.step.bookingSeries': async ({ page }) => {
    await expect(seriesDialog(page).getByRole('listitem').first()).toBeVisible();
  },
};

/** Browser actions of the booking chart's repeating-trip transitions (keys of tests/model/booking.plan.ts). */
export const seriesBookingExec: Record<string, (sut: SeriesSut, step: PathStep) => Promise<void>> = {
  'flow.repeat.once:series.change [switchesRepeatOn] → flow.repeat.repeating': async ({ page }) => {
    const repeat = page.getByRole('switch', { name: 'Deze rit herhalen' });
    if ((await repeat.getAttribute('aria-checked')) !== 'true') await repeat.click();
    const date = await page.getByLabel('Datum', { exact: true }).inputValue();
    await page.getByLabel('Tot en met', { exact: true }).fill(addDays(date, 7));
    await expect(
      page.getByRole('group', { name: 'Herhalen op' }).getByRole('checkbox', { checked: true }),
    ).toHaveCount(1);
  },
  'flow.step.confirming:booking.confirm [canBookSeries] → flow.step.bookingSeries': async (sut) => {
    await expect(confirmDialog(sut.page).getByText(/Alle \d+ datums passen in uw budget/)).toBeVisible();
    sut.gates.book = await sut.gate(['/ticketing/trips/book'], 'POST');
    await confirmDialog(sut.page).getByRole('button', { name: 'Bevestigen' }).click();
    await sut.gates.book.held();
  },
  'flow.step.bookingSeries:xstate.done.actor.bookingSeries [isSeriesBooked] → flow.step.nextStep': async ({
    page,
    gates,
  }) => {
    await gates.book!.release();
    await expect(seriesDialog(page).getByText(/^(\d) van de \1 datums geboekt\.$/)).toBeVisible();
    await seriesDialog(page).getByRole('button', { name: 'Verder' }).click();
  },
  'flow.step.bookingSeries:xstate.done.actor.bookingSeries → flow.step.confirming': async ({
    page,
    gates,
  }) => {
    await gates.book!.fail(400, 'BudgetExceeded', 'Uw resterende budget is niet genoeg voor deze rit.');
    await expect(seriesDialog(page).getByText(/^0 van de \d datums geboekt\.$/)).toBeVisible();
    await expect(seriesDialog(page).getByText('Niet geboekt — budget op').first()).toBeVisible();
    await seriesDialog(page).getByRole('button', { name: 'Verder' }).click();
    await gates.book!.remove();
  },
};
