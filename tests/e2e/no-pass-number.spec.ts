import { expect, test } from './support/test';
import { latestCode, openSignedIn } from './support/app';
import { resetAroundEachTest } from './support/booking';

/*
 * A new traveller without a pass number where region 20 requires one (nl-NL, Chromium, production build): home and
 * the booking form say so first, "Voeg een pasnummer toe om een rit te boeken", with a link to the pass-number
 * form; the form offers no "Bevestigen" until a pass exists. The pass-number dialog shows once per login session,
 * not again after a reload. The account is made through the API.
 */

resetAroundEachTest();

const PASSWORD = 'Travel-Safe-2026!';

/** Registers and activates a Dutch account (no pass number) through the Account API; returns its e-mail. */
async function newTraveller(baseURL: string): Promise<string> {
  const email = `nopass-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const headers = { 'Content-Type': 'application/json', 'X-Region-Id': '20', 'X-Platform-Type': 'Web' };
  const registered = await fetch(`${baseURL}/api/external/user-profiles`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      email,
      password: PASSWORD,
      firstName: 'Nina',
      surname: 'Nieuw',
      phone: '0612345678',
      newsletter: false,
      terms: true,
      language: 'nl-NL',
      regionId: 20,
    }),
  });
  expect(registered.status).toBe(201);
  const token = await latestCode(baseURL, email, 'activation');
  const activated = await fetch(`${baseURL}/api/external/user-accounts/activate`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, token }),
  });
  expect(activated.status).toBe(200);
  return email;
}

test('without a pass number home and the form say so first, with the way to add one; Bevestigen comes with the pass', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const email = await newTraveller(baseURL!);
  await openSignedIn(page, baseURL!, '/home', { email, password: PASSWORD });
  // The login session's pass-number dialog: "Later toevoegen".
  const entry = page.getByRole('dialog', { name: 'Pasnummer toevoegen' });
  await entry.getByRole('button', { name: 'Later toevoegen' }).click();
  await expect(entry).toBeHidden();
  // Once per login session: a reload does not ask again.
  await page.reload();
  await expect(page.getByRole('main').getByText('Voeg een pasnummer toe om een rit te boeken')).toBeVisible();
  await expect(entry).toHaveCount(0);

  const message = 'Voeg een pasnummer toe om een rit te boeken';
  // Home: said first, under the greeting, before the cards.
  const main = page.getByRole('main');
  await expect(main.getByText(message)).toBeVisible();
  const said = (await main.getByText(message).boundingBox())!;
  const budget = (await page.getByRole('region', { name: 'Uw budget' }).boundingBox())!;
  expect(said.y).toBeLessThan(budget.y);

  // The booking form: said first, and no "Bevestigen".
  await page.getByRole('link', { name: 'Rit boeken' }).first().click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Wanneer wilt u worden opgehaald?' }),
  ).toBeVisible();
  await expect(main.getByText(message)).toBeVisible();
  await expect(main.getByRole('button', { name: 'Bevestigen' })).toHaveCount(0);
  const form = (await main.locator('form').boundingBox())!;
  expect((await main.getByText(message).boundingBox())!.y).toBeLessThan(form.y);

  // The link opens the pass-number form.
  await main.getByRole('link', { name: 'Pasnummer toevoegen' }).click();
  await expect(page).toHaveURL(/\/profile\?tab=passNumbers$/);
  await expect(page.getByRole('tab', { name: 'Pasnummers' })).toHaveAttribute('aria-selected', 'true');
  const passes = (await (await fetch(`${baseURL}/dev/pass-numbers`)).json()) as Array<{
    passNumber: string;
    dateOfBirth: string;
  }>;
  const panel = page.getByRole('tabpanel', { name: 'Pasnummers' });
  await panel.getByLabel('Pasnummer', { exact: true }).fill(passes[0]!.passNumber);
  await panel.getByLabel('Geboortedatum').fill(passes[0]!.dateOfBirth);
  await panel.getByRole('button', { name: /toevoegen/i }).click();
  await expect(panel.getByText(passes[0]!.passNumber).first()).toBeVisible();

  // With the pass: no message, and the form offers "Bevestigen".
  await page.getByRole('link', { name: 'Rit boeken' }).first().click();
  await expect(main.getByRole('button', { name: 'Bevestigen' })).toBeVisible();
  await expect(main.getByText(message)).toHaveCount(0);
});
