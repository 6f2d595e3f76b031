import { expect, type Page } from './test';
import type { PathStep } from '../../../scripts/lib/model-paths';

/*
 * The booking statechart's mode regions (leg, planning mode, "Repeat this trip", traveller) for its shortest paths
 * in Chromium (./model-paths-booking.ts merges them into the booking suite): what each mode shows, and the switch to
 * planning by arrival.
 */

/** What these steps need of the browser side of a path run (./model-paths-sut.ts `BrowserSut`). */
interface ModesSut {
  page: Page;
}

type See = (sut: ModesSut, step: PathStep | null) => Promise<void>;

const RETURN_LEG = 'U boekt nu de terugrit.';

/** A mode region's transient start: it decides before anything shows. */
const transient =
  (state: string): See =>
  async () => {
    throw new Error(`${state} is transient and never observed`);
  };

/** The booking flow is open on /book-trip (the form, its dialogs, or the confirmation page). */
const onBookTrip: See = async ({ page }) => {
  await expect(page).toHaveURL(/\/book-trip$/);
};

/** When the form shows (not on the confirmation page), `name` of `role` is chosen. */
async function chosenWhenShown(page: Page, role: 'radio' | 'switch', name: string, on: boolean) {
  const control = page.getByRole(role, { name, includeHidden: true });
  if ((await control.count()) === 0) return;
  if (role === 'radio') await expect(control).toBeChecked({ checked: on });
  else await expect(control).toHaveAttribute('aria-checked', String(on));
}

/** The booking chart's mode states as a traveller sees them. */
export const modesBookingSee: Record<string, See> = {
  flow: onBookTrip,
  'flow.step': async ({ page }) => {
    await expect(page.getByRole('heading', { level: 1, includeHidden: true }).first()).toBeAttached();
  },
  'flow.leg': onBookTrip,
  'flow.leg.starting': transient('flow.leg.starting'),
  'flow.leg.outbound': async ({ page }) => {
    await expect(page.getByText(RETURN_LEG)).toHaveCount(0);
  },
  'flow.leg.return': async ({ page }) => {
    const both = page.getByRole('heading', { level: 1, name: 'Uw ritten zijn geboekt', includeHidden: true });
    await expect(page.getByText(RETURN_LEG).or(both).first()).toBeAttached();
  },
  'flow.planning': onBookTrip,
  'flow.planning.starting': transient('flow.planning.starting'),
  'flow.planning.byDeparture': async ({ page }) => {
    await chosenWhenShown(page, 'radio', 'Vertrektijd', true);
    await expect(page.getByLabel('Prioriteit', { exact: true })).toHaveCount(0);
  },
  'flow.planning.byArrival': async ({ page }) => {
    await chosenWhenShown(page, 'radio', 'Aankomsttijd', true);
  },
  'flow.repeat': onBookTrip,
  'flow.repeat.starting': transient('flow.repeat.starting'),
  'flow.repeat.once': async ({ page }) => {
    await chosenWhenShown(page, 'switch', 'Deze rit herhalen', false);
  },
  'flow.repeat.repeating': async ({ page }) => {
    await chosenWhenShown(page, 'switch', 'Deze rit herhalen', true);
  },
  'flow.traveller': onBookTrip,
  'flow.traveller.starting': transient('flow.traveller.starting'),
  'flow.traveller.signedIn': async ({ page }) => {
    await expect(page.getByRole('link', { name: 'Uitloggen', includeHidden: true })).toBeAttached();
  },
  'flow.traveller.guest': async ({ page }) => {
    await expect(page.getByRole('link', { name: 'Uitloggen', includeHidden: true })).toHaveCount(0);
  },
};

/** Browser actions of the mode transitions (keys of tests/model/booking.plan.ts). */
export const modesBookingExec: Record<string, (sut: ModesSut, step: PathStep) => Promise<void>> = {
  'flow.planning.byDeparture:form.change [switchesToArrival] → flow.planning.byArrival': async ({ page }) => {
    await page.getByRole('radio', { name: 'Aankomsttijd' }).check();
    await expect(page.getByRole('heading', { level: 1, name: 'Wanneer wilt u aankomen?' })).toBeVisible();
    await expect(page.getByLabel('Prioriteit', { exact: true })).toBeVisible();
  },
  'flow.planning.byArrival:form.change [switchesToDeparture] → flow.planning.byDeparture': async ({
    page,
  }) => {
    await page.getByRole('radio', { name: 'Vertrektijd' }).check();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Wanneer wilt u worden opgehaald?' }),
    ).toBeVisible();
  },
};
