import { expect, test, type Locator, type Page } from './support/test';
import { apiLogin, DEMO, openSignedIn, resetServer } from './support/app';
import { ownPort, startServer, type ServerProcess } from './support/servers';

/*
 * In the browser, keyboard only: on /profile the demo traveller changes the password in
 * the tab "Wachtwoord" (a wrong current password is an error on that field; the right one shows the toast, and the
 * new password logs in), then asks for the account to be deleted in the tab "Account" (confirmation dialog,
 * confirm, the message; after a reload the tab still says the request is pending).
 *
 * Own server (port and database file of its own): the password change and the deletion request would otherwise
 * change the demo traveller that other specs on the worker's shared server log in as.
 */

const PORT = ownPort(14);
const DB_PATH = '.data/e2e-profile-account.sqlite';
const NEW_PASSWORD = 'Westerdok-40A!';
const RECEIVED = 'We hebben uw verzoek om uw account te verwijderen ontvangen.';

let server: ServerProcess | null = null;
let base = '';

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startServer({ port: PORT, dbPath: DB_PATH, fresh: true });
  base = server.url;
  await resetServer(base);
});

test.afterAll(async () => {
  await server?.stop();
});

/** Presses Tab (or Shift+Tab) until `target` has the focus; fails after `max` presses. */
async function tabTo(page: Page, target: Locator, opts: { back?: boolean; max?: number } = {}) {
  await expect(target).toBeVisible();
  for (let i = 0; i < (opts.max ?? 40); i += 1) {
    await page.keyboard.press(opts.back ? 'Shift+Tab' : 'Tab');
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
  }
  throw new Error('never reached the target with Tab');
}

/**
 * Moves through the profile tabs with the arrow keys (Radix Tabs: focus selects) until `name` is selected. Each
 * press is followed by a wait for the selection to move, so a press never lands while the tabs still render.
 */
async function arrowToTab(page: Page, name: string) {
  const tab = page.getByRole('tab', { name });
  const selected = () => page.locator('[role="tab"][aria-selected="true"]').textContent();
  for (let i = 0; i < 4 && (await tab.getAttribute('aria-selected')) !== 'true'; i += 1) {
    const before = await selected();
    await page.keyboard.press('ArrowRight');
    await expect.poll(selected).not.toBe(before);
  }
  await expect(tab).toBeFocused();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
}

test('keyboard only: change the password, then request account deletion', async ({ page }) => {
  test.setTimeout(120_000);
  await page.addInitScript(() => {
    window.localStorage.setItem('lang', 'nl-NL');
    window.localStorage.setItem('appVersion', '4.1.0');
  });
  await openSignedIn(page, base, '/profile', DEMO, '2001000101');
  // The spec's own server serves its first page cold (it missed 10 s once on a busy box).
  await expect(page.getByRole('heading', { level: 1, name: 'Profiel' })).toBeVisible({ timeout: 30_000 });

  // Tab "Wachtwoord": reach the tab list with Tab, then the arrow keys.
  await tabTo(page, page.getByRole('tab', { name: 'Persoonlijke gegevens' }));
  await arrowToTab(page, 'Wachtwoord');
  const panel = page.getByRole('tabpanel', { name: 'Wachtwoord' });
  const current = panel.getByLabel('Huidig wachtwoord', { exact: true });
  const fresh = panel.getByLabel('Nieuw wachtwoord', { exact: true });
  const repeat = panel.getByLabel('Herhaal nieuw wachtwoord');
  await expect(panel.getByText('Uw wachtwoord moet bestaan uit:')).toBeVisible();
  await expect(panel.getByText('een hoofdletter')).toBeVisible();

  // A wrong current password: an error on that field, which gets the focus.
  await tabTo(page, current);
  await page.keyboard.type('Verkeerd-2026!');
  await tabTo(page, fresh);
  await page.keyboard.type(NEW_PASSWORD);
  await tabTo(page, repeat);
  await page.keyboard.type(NEW_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(current).toHaveAccessibleDescription('Het huidige wachtwoord is niet juist.');
  await expect(current).toHaveAttribute('aria-invalid', 'true');
  await expect(current).toBeFocused();

  // The right one: the toast, an empty form, and the new password logs in (the old one no longer does).
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(DEMO.password);
  await tabTo(page, page.getByRole('button', { name: 'Wachtwoord wijzigen' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Uw wachtwoord is gewijzigd.').first()).toBeVisible();
  await expect(current).toHaveValue('');
  await apiLogin(base, { email: DEMO.email, password: NEW_PASSWORD });
  const old = await fetch(`${base}/api/auth/auth/login`, {
    method: 'POST',
    headers: {
      Authorization: `Basic ${Buffer.from(`${DEMO.email}:${DEMO.password}`).toString('base64')}`,
      'X-Platform-Type': 'Web',
      'X-Region-Id': '20',
    },
  });
  expect(old.status).toBe(401);

  // Tab "Account": back to the tab list, then the arrow key.
  await tabTo(page, page.getByRole('tab', { name: 'Wachtwoord' }), { back: true });
  await arrowToTab(page, 'Account');
  const account = page.getByRole('tabpanel', { name: 'Account' });
  const deleteButton = account.getByRole('button', { name: 'Account verwijderen' });

  // The dialog says what happens next; Escape closes it and focus returns to the button.
  await tabTo(page, deleteButton);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Weet u zeker dat u uw account wilt verwijderen?' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('vervoerder, die uw account verwijdert');
  await expect(dialog).toContainText('Tot die tijd blijft uw account werken');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(deleteButton).toBeFocused();

  // Confirm: the dialog asks for the current password first (without it: an error at the field, focused).
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  const confirm = dialog.getByRole('button', { name: 'Ja, verwijderen aanvragen' });
  await tabTo(page, confirm, { max: 6 });
  await page.keyboard.press('Enter');
  await expect(dialog).toContainText('Vul uw huidige wachtwoord in');
  await expect(dialog.getByLabel('Huidig wachtwoord', { exact: true })).toBeFocused();
  // With it, the request is sent and the tab says so; the message has the focus.
  await page.keyboard.type(NEW_PASSWORD);
  await tabTo(page, confirm, { max: 6 });
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  const status = account.getByRole('status');
  await expect(status).toContainText(RECEIVED);
  await expect(status).toBeFocused();
  await expect(deleteButton).toHaveCount(0);

  // A later visit: the tab still says the request is pending (from the server).
  await page.reload();
  // A reload boots the app and loads the profile's chunks afresh: seconds beside three busy workers.
  await expect(page.getByRole('heading', { level: 1, name: 'Profiel' })).toBeVisible({ timeout: 30_000 });
  // The profile has loaded (the first panel's fields are filled) before the keyboard goes to the tabs.
  await expect(page.getByLabel('Voornaam')).not.toHaveValue('');
  await tabTo(page, page.getByRole('tab', { name: 'Persoonlijke gegevens' }));
  await arrowToTab(page, 'Account');
  await expect(page.getByRole('tabpanel', { name: 'Account' }).getByRole('status')).toContainText(RECEIVED);
  await expect(page.getByRole('tabpanel', { name: 'Account' }).getByRole('status')).toContainText(
    /Aangevraagd op \d{1,2} \w+ \d{4}\./,
  );
  await expect(page.getByRole('button', { name: 'Account verwijderen' })).toHaveCount(0);
});
