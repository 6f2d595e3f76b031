import { expect, test } from './support/test';
import { latestCode } from './support/app';

/*
 * The account's language wins. A traveller whose profile says en-US logs in on a Dutch browser
 * (the context's locale is nl-NL, so detection before login picks Dutch) and gets English after login; the
 * choice is kept on the device (localStorage and the `lang` cookie), so the next visit starts in English too. The
 * switch is said once ("Shown in English, the language of your account.", with a link to the profile).
 */

test('a traveller whose profile says en-US logs in from an nl-NL browser and sees English', async ({
  page,
  baseURL,
}) => {
  const email = `english-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const password = 'Travel-Safe-2026!';
  const headers = { 'Content-Type': 'application/json', 'X-Region-Id': '20', 'X-Platform-Type': 'Web' };
  const registered = await fetch(`${baseURL}/api/external/user-profiles`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      email,
      password,
      firstName: 'Emily',
      surname: 'Traveller',
      phone: '0612345678',
      newsletter: false,
      terms: true,
      language: 'en-US',
      regionId: 20,
    }),
  });
  expect(registered.status).toBe(201);
  const code = await latestCode(baseURL!, email, 'activation');
  const activated = await fetch(`${baseURL}/api/external/user-accounts/activate`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, token: code }),
  });
  expect(activated.status).toBe(200);

  // Before login: Dutch (the browser's language; nothing stored on the device).
  await page.goto(`${baseURL}/login`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl-NL');
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel('Wachtwoord').fill(password);
  await page.getByRole('button', { name: 'Inloggen' }).click();

  // After login: the profile's English.
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  // The shell is in English; an account without a pass number may already be asked for one in a modal dialog,
  // which hides the shell from the accessibility tree, hence includeHidden.
  await expect(
    page
      .getByRole('navigation', { name: 'Main navigation', includeHidden: true })
      .getByRole('link', { name: 'Log out', includeHidden: true }),
  ).toBeAttached();
  // The switch is said once, in the account's language, with the way to change it (behind the pass-number
  // dialog here, hence includeHidden).
  const notice = page
    .getByRole('status', { includeHidden: true })
    .filter({ hasText: 'Shown in English, the language of your account.' });
  await expect(notice).toBeAttached();
  await expect(
    notice.getByRole('link', { name: 'Change the language in your profile', includeHidden: true }),
  ).toHaveAttribute('href', '/profile');
  expect(await page.evaluate(() => window.localStorage.getItem('lang'))).toBe('en-US');
  const cookie = (await page.context().cookies()).find((c) => c.name === 'lang');
  expect(cookie?.value).toBe('en-US');

  // The device keeps it: a reload starts in English before any profile has loaded.
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  // Nothing was replaced this time: no notice.
  await expect(
    page.getByRole('navigation', { name: 'Main navigation', includeHidden: true }).getByRole('link', {
      name: 'Log out',
      includeHidden: true,
    }),
  ).toBeAttached();
  await expect(page.getByText('Shown in English, the language of your account.')).toHaveCount(0);
});
