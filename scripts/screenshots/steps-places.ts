/** Screenshot steps of what a traveller keeps for the next booking: book again, saved places, repeating trips, travel preferences. */
import { expect } from '@playwright/test';
import { t } from './labels';
import { openBookingForm, openProfileTab, openTripCard, scrollTo, settle, shoot, type Step } from './page';
import { PAST_TRIP, PLACES } from './setup';

/** book-again, saved-places, saved-places-combobox, repeating-trips, travel-preferences (in this order: the places saved first are offered next). */
export const placesSteps: Step[] = [
  [
    'book-again',
    async ({ base, page }) => {
      const card = await openTripCard(page, base, PAST_TRIP, 'previousWeek');
      await expect(card.getByRole('link', { name: t.trip.bookAgain })).toBeVisible();
      await expect(card.getByRole('link', { name: t.trip.bookWayBack })).toBeVisible();
      await card.scrollIntoViewIfNeeded();
      await shoot(page, 'book-again');
    },
  ],
  [
    'saved-places',
    async ({ base, page }) => {
      const panel = await openProfileTab(page, base, t.profile.tabSavedPlaces);
      await expect(panel.getByRole('heading', { level: 2, name: t.savedPlaces.listTitle })).toBeVisible();
      for (const [name, query, option] of PLACES) {
        await panel.getByRole('textbox', { name: new RegExp(`^${t.savedPlaces.name}`) }).fill(name);
        const address = panel.getByRole('combobox', { name: t.savedPlaces.address });
        await address.fill(query);
        await panel.getByRole('option', { name: option }).first().click();
        await expect(address).toHaveValue(option);
        await panel.getByRole('button', { name: t.savedPlaces.submit }).click();
        await expect(panel.getByRole('button', { name: `${t.savedPlaces.edit}: ${name}` })).toBeVisible();
      }
      await page.mouse.click(1, 1); // no focus ring on the last button pressed
      // The whole list in view: the last place at the bottom of the window.
      await scrollTo(panel.getByRole('listitem').last(), 'end');
      await shoot(page, 'saved-places');
    },
  ],
  [
    'saved-places-combobox',
    async ({ base, page }) => {
      const from = await openBookingForm(page, base);
      await from.focus();
      const listbox = page.getByRole('listbox', { name: t.bookTrip.from });
      await expect(listbox.getByRole('group', { name: t.location.savedPlaces })).toBeVisible();
      await expect(listbox.getByRole('option').first()).toHaveAccessibleName(
        `${PLACES[0][0]}, ${PLACES[0][2]}`,
      );
      await shoot(page, 'saved-places-combobox');
    },
  ],
  [
    'repeating-trips',
    async ({ base, page }) => {
      const from = await openBookingForm(page, base);
      const repeat = page.getByRole('switch', { name: 'Repeat this trip' });
      // A realistic form: from and to from the saved places (the first options of each empty field).
      for (const [field, place] of [
        [from, PLACES[0]],
        [page.getByRole('combobox', { name: t.bookTrip.to, exact: true }), PLACES[1]],
      ] as const) {
        await field.fill(place[0]);
        await page
          .getByRole('option', { name: `${place[0]}, ${place[2]}` })
          .first()
          .click();
        await expect(field).toHaveValue(place[2]);
      }
      await repeat.click();
      await expect(repeat).toBeChecked();
      await page.mouse.click(1, 1);
      await settle(page);
      await scrollTo(repeat, 'center');
      await shoot(page, 'repeating-trips');
    },
  ],
  [
    'travel-preferences',
    async ({ base, page }) => {
      const panel = await openProfileTab(page, base, t.travelPreferences.tab);
      await expect(panel.getByRole('button', { name: t.travelPreferences.save })).toBeVisible();
      await settle(page);
      await panel.getByRole('combobox', { name: t.travelPreferences.companions }).selectOption('1');
      await panel.getByRole('checkbox', { name: t.travelPreferences.callBeforePickup }).check();
      await panel.getByRole('button', { name: t.travelPreferences.save }).click();
      await expect(page.getByText(t.travelPreferences.saved, { exact: true })).toBeVisible();
      await page.mouse.click(1, 1);
      // Back to the top (the tabs and the first fields), with the "Preferences saved" toast.
      await scrollTo(page.getByRole('heading', { level: 1 }), 'start');
      await shoot(page, 'travel-preferences');
    },
  ],
];
