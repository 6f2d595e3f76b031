import { expect, test, type Page } from './support/test';
import { apiLogin } from './support/app';
import {
  configureA11ySpec,
  DICTS,
  openSignedInAndSettle,
  prepare,
  RIET,
  scan,
  VIEWPORTS,
  type LocaleName,
} from './support/axe';

/*
 * In the browser: Riet (reiziger@example.com) saves "Thuis" on /profile tab "Opgeslagen adressen"
 * through the address combobox, finds it first in the empty "Van" field of /book-trip, renames it and deletes it
 * with confirmation. Plus axe scans of the tab and its delete confirmation at 1280 and 375 px in both languages.
 * Each test stands alone (configureA11ySpec: the worker's server back to the seed first).
 */

configureA11ySpec();

const STENEN_HOOFD = {
  street: 'Stenen Hoofd',
  houseNumber: '1',
  postCode: '1013 AJ',
  residence: 'Amsterdam',
  latitude: 52.388619,
  longitude: 4.892189,
};

/** Saves a place for Riet through the API (another device). */
async function savePlace(baseURL: string, name: string) {
  const { accessToken } = await apiLogin(baseURL, RIET);
  const response = await fetch(`${baseURL}/ticketing/users/saved-places`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${accessToken}`,
      'Content-Type': 'application/json',
      'Api-Version': '2',
      'X-Region-Id': '20',
      'X-Platform-Type': 'Web',
      'X-Pass-Number': RIET.pass,
    },
    body: JSON.stringify({ name, location: STENEN_HOOFD }),
  });
  expect(response.status, await response.clone().text()).toBe(201);
}

/** Opens /profile signed in as Riet and the tab "Saved places" in `locale`. */
async function openTab(page: Page, baseURL: string, locale: LocaleName) {
  const t = DICTS[locale];
  await openSignedInAndSettle(page, baseURL, '/profile');
  await page.getByRole('tab', { name: t.profile.tabSavedPlaces }).click();
  const panel = page.getByRole('tabpanel', { name: t.profile.tabSavedPlaces });
  await expect(panel.getByRole('heading', { level: 2, name: t.savedPlaces.listTitle })).toBeVisible();
  return panel;
}

test('saves "Thuis" through the address combobox, offers it first on /book-trip, edits and deletes it', async ({
  page,
  baseURL,
}) => {
  const t = DICTS['nl-NL'];
  await prepare(page, 'nl-NL');
  let panel = await openTab(page, baseURL!, 'nl-NL');

  await panel.getByRole('textbox', { name: /^Naam/ }).fill('Thuis');
  const address = panel.getByRole('combobox', { name: 'Adres' });
  await address.fill('Silodam 1A');
  await panel.getByRole('option', { name: 'Silodam 1A, Amsterdam' }).click();
  await expect(address).toHaveValue('Silodam 1A, Amsterdam');
  await panel.getByRole('button', { name: 'Adres opslaan' }).click();
  await expect(panel.getByRole('status').filter({ hasText: 'Thuis is opgeslagen.' })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Wijzigen: Thuis' })).toBeVisible();

  // The booking form: focusing the empty "Van" lists the saved place first, by name with its address.
  await page.goto(`${baseURL}/book-trip`);
  const from = page.getByRole('combobox', { name: t.bookTrip.from, exact: true });
  await from.focus();
  const listbox = page.getByRole('listbox', { name: t.bookTrip.from });
  await expect(listbox.getByRole('group', { name: t.location.savedPlaces })).toBeVisible();
  await expect(listbox.getByRole('option').first()).toHaveAccessibleName('Thuis, Silodam 1A, Amsterdam');
  await scan(page, 'book trip, "Van" with saved places first (nl-NL 1280)', { settleFirst: false });
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(from).toHaveValue('Silodam 1A, Amsterdam');

  // Edit: rename it.
  await page.goto(`${baseURL}/profile`);
  await page.getByRole('tab', { name: t.profile.tabSavedPlaces }).click();
  panel = page.getByRole('tabpanel', { name: t.profile.tabSavedPlaces });
  await panel.getByRole('button', { name: 'Wijzigen: Thuis' }).click();
  await expect(panel.getByRole('heading', { level: 2, name: 'Thuis wijzigen' })).toBeVisible();
  await panel.getByRole('textbox', { name: /^Naam/ }).fill('Thuis Silodam');
  await panel.getByRole('button', { name: 'Adres opslaan' }).click();
  await expect(panel.getByRole('button', { name: 'Wijzigen: Thuis Silodam' })).toBeVisible();

  // Delete, with confirmation: "Annuleren" keeps it, "Verwijderen" deletes it.
  await panel.getByRole('button', { name: 'Verwijderen: Thuis Silodam' }).click();
  let dialog = page.getByRole('dialog', { name: 'Adres verwijderen' });
  await expect(dialog.getByText('Weet u zeker dat u Thuis Silodam wilt verwijderen?')).toBeVisible();
  await dialog.getByRole('button', { name: 'Annuleren' }).click();
  await expect(dialog).toHaveCount(0);
  await panel.getByRole('button', { name: 'Verwijderen: Thuis Silodam' }).click();
  dialog = page.getByRole('dialog', { name: 'Adres verwijderen' });
  await dialog.getByRole('button', { name: 'Verwijderen', exact: true }).click();
  await expect(panel.getByRole('button', { name: 'Verwijderen: Thuis Silodam' })).toHaveCount(0);
});

for (const locale of ['nl-NL', 'en-US'] as const) {
  for (const viewport of VIEWPORTS) {
    test(`saved places tab is axe-clean and keyboard-operable: ${locale} ${viewport.name}`, async ({
      page,
      baseURL,
    }) => {
      const t = DICTS[locale];
      const name = `Werk ${locale} ${viewport.name}`;
      await savePlace(baseURL!, name);
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await prepare(page, locale);
      const panel = await openTab(page, baseURL!, locale);
      await expect(panel.getByText(name, { exact: true })).toBeVisible();
      await scan(page, `saved places tab (${locale} ${viewport.name})`);

      // Keyboard: the delete button opens the confirmation with Enter; Escape keeps the place.
      const remove = panel.getByRole('button', { name: `${t.savedPlaces.delete}: ${name}` });
      await remove.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: t.savedPlaces.deleteTitle });
      await expect(dialog).toBeVisible();
      await scan(page, `saved places delete confirmation (${locale} ${viewport.name})`);
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
      await expect(remove).toBeVisible();
    });
  }
}
