import { expect, test } from './support/test';
import { closeReleaseNotes, latestCode, logIn, resetServer } from './support/app';
import { ownPort, startServer, type ServerProcess } from './support/servers';

/*
 * In the browser: a new traveller registers, activates the account with the code from the dev
 * outbox, logs in, adds an unassigned pass number (then sees its km budget on /home), resets the password
 * through /forgot and /change, logs in with the new password, changes the first name on /profile (kept after a
 * reload) and switches the language to English.
 *
 * Own server (port and database file of its own): the config's web server shares its database file with every
 * engineer's run, and a /dev/reset elsewhere between registering and activating would remove the new account.
 */

const PORT = ownPort(11);
const DB_PATH = '.data/e2e-accounts.sqlite';

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

test('a new traveller registers, activates, adds a pass number, resets the password, edits the profile and switches to English', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const email = `reiziger-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const password = 'Reis-Veilig-2026!';
  const newPassword = 'Nieuw-Veilig-2027?';

  // Register.
  await page.goto(`${base}/register`);
  await expect(page.getByRole('heading', { level: 1, name: 'Account aanmaken' })).toBeVisible();
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel('Wachtwoord', { exact: true }).fill(password);
  await page.getByLabel('Herhaal wachtwoord').fill(password);
  await page.getByLabel('Voornaam').fill('Tess');
  await page.getByLabel('Achternaam').fill('Testreiziger');
  await page.getByLabel('Telefoonnummer').fill('0612345678');
  await page
    .getByRole('checkbox', { name: 'Ik ga akkoord met de privacyverklaring en de algemene voorwaarden' })
    .check();
  await page.getByRole('button', { name: 'Account aanmaken' }).click();

  // Activate with the code from the outbox (the page arrives with ?email= filled in).
  await expect(page).toHaveURL(/\/activate\?email=/);
  await expect(page.getByLabel('E-mailadres')).toHaveValue(email);
  const activationCode = await latestCode(base, email, 'activation');
  await page.getByLabel('Activatiecode').fill(activationCode);
  await page.getByRole('button', { name: 'Account activeren' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Uw account is geactiveerd. U kunt nu inloggen.').first()).toBeVisible();

  // Log in: no pass number yet → the entry dialog; add an unassigned pass from the registry.
  await logIn(page, base, { email, password });
  const passes = (await (await fetch(`${base}/dev/pass-numbers`)).json()) as Array<{
    passNumber: string;
    dateOfBirth: string;
  }>;
  const pass = passes[0]!;
  const entry = page.getByRole('dialog', { name: 'Pasnummer toevoegen' });
  await expect(entry).toBeVisible();
  await entry.getByLabel('Pasnummer', { exact: true }).fill(pass.passNumber);
  await entry.getByLabel('Geboortedatum').fill(pass.dateOfBirth);
  await entry.getByRole('button', { name: 'Pasnummer toevoegen' }).click();
  await expect(entry).toBeHidden();
  await expect(page.getByText('Uw pasnummer is toegevoegd.').first()).toBeVisible();
  await closeReleaseNotes(page);

  // The home page shows the pass's budget.
  const budget = page.getByRole('region', { name: 'Uw budget' });
  await expect(budget).toContainText(/\d\s?km/);
  await expect(budget).toContainText('Resterende kilometers');
  await expect(budget).toContainText(`Pasnummer: ${pass.passNumber}`);

  // Log out, then reset the password: /forgot → code (kind passwordReset) → /change → /login.
  await page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Uitloggen' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto(`${base}/forgot`);
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByRole('button', { name: 'Code versturen' }).click();
  await expect(page).toHaveURL(/\/change\?email=/);
  await expect(page.getByLabel('E-mailadres')).toHaveValue(email);
  const resetCode = await latestCode(base, email, 'passwordReset');
  await page.getByLabel('Verificatiecode').fill(resetCode);
  await page.getByLabel('Nieuw wachtwoord', { exact: true }).fill(newPassword);
  await page.getByLabel('Herhaal nieuw wachtwoord').fill(newPassword);
  await page.getByRole('button', { name: 'Wachtwoord wijzigen' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Uw wachtwoord is gewijzigd.', { exact: false }).first()).toBeVisible();

  // The old password no longer works; the new one does.
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel('Wachtwoord').fill(password);
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await expect(page.getByText('Gebruikersnaam of wachtwoord is onjuist').first()).toBeVisible();
  await logIn(page, base, { email, password: newPassword });
  await expect(page.getByRole('region', { name: 'Uw budget' })).toContainText(pass.passNumber);

  // Profile: a new first name survives a reload.
  const nav = page.getByRole('navigation', { name: 'Hoofdmenu' });
  await nav.getByRole('link', { name: 'Profiel' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Profiel' })).toBeVisible();
  const firstName = page.getByLabel('Voornaam');
  await expect(firstName).toHaveValue('Tess');
  await firstName.fill('Teuntje');
  await page.getByRole('button', { name: 'Gegevens opslaan' }).click();
  await expect(page.getByText('Uw profiel is bijgewerkt.').first()).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Profiel' })).toBeVisible();
  await expect(page.getByLabel('Voornaam')).toHaveValue('Teuntje');

  // Language: English at once (sidebar, headings, <html lang>).
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl-NL');
  await page.getByRole('combobox', { name: 'Taal' }).selectOption('en-US');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  const mainNav = page.getByRole('navigation', { name: 'Main navigation' });
  for (const label of ['Home', 'Book trip', 'My trips', 'Profile', 'Log out']) {
    await expect(mainNav.getByRole('link', { name: label, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  await expect(page.getByLabel('First name')).toHaveValue('Teuntje');
  // The choice is stored with the profile: still English after a reload.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
});
