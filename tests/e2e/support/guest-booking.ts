import { expect, type Page } from './test';
import { chooseAddress } from './app';
import { scan } from './axe';
import { bookOneLeg } from './booking';
import { spend } from './spend';

/* Shared parts of the guest-booking specs (guest-booking*.spec.ts): the outbox mails, a guest's booking, axe in both languages. */

/** The confirmation mails to `email` in the dev outbox, newest first. */
export async function confirmationMails(baseURL: string, email: string) {
  const res = await fetch(`${baseURL}/dev/outbox?to=${encodeURIComponent(email)}`);
  expect(res.ok).toBe(true);
  const mails = (await res.json()) as {
    kind: string;
    subject: string;
    text: string;
    link: string;
    trip: { externalTripId: string };
  }[];
  return mails.filter((m) => m.kind === 'bookingConfirmation');
}

/** The page's language select, whatever language the page is in. */
const languageSelect = (page: Page) => page.getByRole('combobox', { name: /^(Taal|Language)$/ });

/** axe on the page as it is at 1280 and 375 px, in nl-NL then en-US (switched with the page's language select). */
export async function scanBothLanguages(page: Page, name: string, heading: { nl: string; en: string }) {
  for (const [locale, title] of [
    ['nl-NL', heading.nl],
    ['en-US', heading.en],
  ] as const) {
    await languageSelect(page).selectOption(locale);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      await scan(page, `${name} ${locale} ${width}`);
    }
  }
  await languageSelect(page).selectOption('nl-NL');
  await expect(page.getByRole('heading', { level: 1, name: heading.nl })).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 900 });
}

/**
 * Books a one-way trip from Silodam 1A to Westerdoksdijk 40A as a guest with `email` from the welcome page (nl-NL),
 * says no to the return trip and waits for the confirmation page /quick-book/booked.
 */
export async function bookAsGuest(page: Page, baseURL: string, email: string): Promise<void> {
  await spend('set-up (UI)', `book as the guest ${email}`, () => bookGuestTrip(page, baseURL, email));
}

/** {@link bookAsGuest}'s work, in its `set-up (UI)` step. */
async function bookGuestTrip(page: Page, baseURL: string, email: string): Promise<void> {
  await page.goto(`${baseURL}/`);
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel('Voornaam').fill('Ada');
  await page.getByLabel('Achternaam').fill('Gast');
  await page.getByRole('button', { name: 'Verder naar boeken' }).click();
  await chooseAddress(page, 'Van', 'Silodam 1A', /Silodam 1A/);
  await chooseAddress(page, 'Naar', 'Westerdoksdijk 40A', /Westerdoksdijk 40A/);
  await bookOneLeg(page);
  await page
    .getByRole('dialog', { name: 'Wilt u ook een terugrit boeken?' })
    .getByRole('button', { name: 'Nee' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Uw rit is geboekt' })).toBeVisible();
}
