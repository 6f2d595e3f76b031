import { expect, type Page } from '@playwright/test';

/** The demo traveller seeded by the reference server. */
export const DEMO = { email: 'demo@example.com', password: 'Welkom-2026!' } as const;

/** Logs in through the /login form (nl-NL labels) and waits for /home. */
export async function logIn(
  page: Page,
  baseURL: string,
  credentials: { email: string; password: string } = DEMO,
) {
  await page.goto(`${baseURL}/login`);
  await page.getByLabel('E-mailadres').fill(credentials.email);
  await page.getByLabel('Wachtwoord').fill(credentials.password);
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await expect(page).toHaveURL(/\/home$/);
}

/** Picks a pass number in the selection dialog shown at login for travellers with several (SPEC §4). */
export async function choosePassNumber(page: Page, alias = 'Eigen pas') {
  const dialog = page.getByRole('dialog', { name: 'Kies een pasnummer' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: new RegExp(alias) }).click();
  await expect(dialog).toBeHidden();
}

/** Types in an address combobox and picks the first suggestion containing `pick`. */
export async function chooseAddress(page: Page, label: string, query: string, pick: RegExp) {
  const input = page.getByRole('combobox', { name: label });
  await input.fill(query);
  const option = page.getByRole('option', { name: pick }).first();
  await expect(option).toBeVisible();
  await option.click();
}

/** Resets the reference server's database to the seed (dev endpoint). */
export async function resetServer(baseURL: string) {
  const res = await fetch(`${baseURL}/dev/reset`, { method: 'POST' });
  if (!res.ok) throw new Error(`reset failed: ${res.status}`);
}

/**
 * Closes the release-notes dialog that follows the pass-number dialog on a first visit (SPEC §4), ticking
 * "don't show again" so it does not return on the next full page load.
 */
export async function closeReleaseNotes(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Wat is er nieuw?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('checkbox', { name: 'Niet meer tonen' }).check();
  await dialog.getByRole('button', { name: 'Sluiten' }).click();
  await expect(dialog).toBeHidden();
}
