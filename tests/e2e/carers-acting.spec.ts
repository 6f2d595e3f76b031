import { expect, test, type Page } from './support/test';
import { apiCall, apiLogin, chooseAddress, openSignedIn } from './support/app';
import { bookOneLeg, resetAroundEachTest, tomorrowInAmsterdam } from './support/booking';
import { scan } from './support/axe';

/*
 * Acting for a traveller (product §10.12 Carers), in the browser (nl-NL) against the seed: Riet
 * (reiziger@example.com) is the managing carer of Maria (maand@example.com). Riet chooses Maria under "Reizen voor",
 * the band says so, she books a trip through the form and it lands on Maria's pass and budget with the
 * `carerBooking` mail; when Maria removes her, Riet's next action says so and the tab is back to herself. An
 * observer gets the booking page's reason, and the band passes axe at 375 px.
 */

resetAroundEachTest();

const RIET = { email: 'reiziger@example.com', password: 'Welkom-2026!', pass: '2001000109' };
const MARIA = { email: 'maand@example.com', password: 'Welkom-2026!', pass: '2001000108' };

interface Outbox {
  to: string;
  kind: string;
  link?: string;
  trip?: { externalTripId: string };
  bookedBy?: string;
}

const outboxOf = async (baseURL: string, to: string) =>
  (await (await fetch(`${baseURL}/dev/outbox?to=${encodeURIComponent(to)}`)).json()) as Outbox[];

/** Maria's remaining km on her pass (GET /users/budget as Maria). */
async function mariaBudget(baseURL: string, token: string): Promise<number> {
  const budget = await apiCall<{ data: { remaining: number } }>(baseURL, 'GET', '/ticketing/users/budget', {
    token,
    passNumber: MARIA.pass,
  });
  return budget.data.remaining;
}

/** Maria removes every carer of hers, as "Verwijderen" in her profile does. */
async function mariaRemovesCarers(baseURL: string, token: string): Promise<void> {
  const carers = await apiCall<{ data: { id: number }[] }>(baseURL, 'GET', '/ticketing/carers', { token });
  for (const carer of carers.data)
    await apiCall(baseURL, 'DELETE', `/ticketing/carers/${carer.id}`, { token });
}

async function chooseMaria(page: Page) {
  const chooser = page.getByRole('combobox', { name: 'Reizen voor' });
  await expect(chooser).toBeVisible();
  await expect(chooser.getByRole('option')).toHaveText(['Mijzelf', 'Maria Maandfactuur']);
  await chooser.selectOption({ label: 'Maria Maandfactuur' });
}

test('Riet books for Maria on her pass and budget; once Maria removes her, the next action says so', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const maria = await apiLogin(baseURL!, MARIA);
  const before = await mariaBudget(baseURL!, maria.accessToken);
  await openSignedIn(page, baseURL!, '/home', RIET, RIET.pass);
  await chooseMaria(page);
  await expect(page.getByRole('status').getByText('U boekt voor Maria Maandfactuur')).toBeVisible();

  await page.getByRole('link', { name: 'Rit boeken' }).first().click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Wanneer wilt u worden opgehaald?' }),
  ).toBeVisible();
  // The band stays on every page.
  await expect(page.getByText('U boekt voor Maria Maandfactuur')).toBeVisible();
  await chooseAddress(page, 'Van', 'Silodam 1A', /Silodam 1A/);
  await chooseAddress(page, 'Naar', 'Westerdoksdijk 40A', /Westerdoksdijk 40A/);
  await page.getByLabel('Datum', { exact: true }).fill(tomorrowInAmsterdam());
  await page.getByLabel('Tijd', { exact: true }).fill('10:30');
  await bookOneLeg(page);

  // The trip is Maria's: on her pass, off her budget, booked by Riet, and Maria is mailed.
  const from = new Date().toISOString().slice(0, 10);
  const to = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
  const history = await apiCall<{
    items: {
      externalTripId: string;
      passNumber: string;
      distance: number;
      bookedBy?: { firstName: string };
    }[];
  }>(
    baseURL!,
    'GET',
    `/ticketing/trips/history?from=${from}&to=${to}&sortBy=departure_date_time&pageNumber=1&pageSize=50&sortDirection=ASC`,
    { token: maria.accessToken },
  );
  const booked = history.items.find((t) => t.bookedBy?.firstName === 'Riet');
  expect(booked, JSON.stringify(history.items)).toBeDefined();
  expect(booked!.passNumber).toBe(MARIA.pass);
  expect(await mariaBudget(baseURL!, maria.accessToken)).toBeCloseTo(before - booked!.distance, 1);
  const mail = (await outboxOf(baseURL!, MARIA.email)).find((m) => m.kind === 'carerBooking');
  expect(mail?.trip?.externalTripId).toBe(booked!.externalTripId);

  // Maria removes Riet; Riet's next request for Maria is refused and the tab goes back to herself.
  await mariaRemovesCarers(baseURL!, maria.accessToken);
  await page.getByRole('link', { name: 'Mijn ritten' }).first().click();
  const gone = page.getByText('Maria Maandfactuur deelt geen ritten meer met u.');
  await expect(gone).toBeVisible();
  await expect(page.getByText('U boekt voor Maria Maandfactuur')).toBeHidden();
  await expect(page.getByRole('combobox', { name: 'Reizen voor' })).toHaveCount(0);
  // The message stays until closed.
  await page.getByRole('link', { name: 'Home' }).first().click();
  await expect(gone).toBeVisible();
  await gone.locator('..').getByRole('button', { name: 'Sluiten' }).click();
  await expect(gone).toBeHidden();
});

test('an observer follows Maria: the booking page says why it offers no booking; the band passes axe at 375 px', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(60_000);
  // Maria makes Riet an observer instead of a manager: removes her, invites her again, Riet accepts.
  const maria = await apiLogin(baseURL!, MARIA);
  await mariaRemovesCarers(baseURL!, maria.accessToken);
  await apiCall(baseURL!, 'POST', '/ticketing/carers', {
    token: maria.accessToken,
    body: { email: RIET.email, role: 'observer' },
  });
  const link = (await outboxOf(baseURL!, RIET.email)).find((m) => m.kind === 'carerInvitation')?.link ?? '';
  const token = /\/carer\/accept\/([A-Za-z0-9_-]{43})$/.exec(link)?.[1];
  expect(token, link).toBeDefined();
  const riet = await apiLogin(baseURL!, RIET);
  await apiCall(baseURL!, 'POST', `/ticketing/carer-invitations/${token}/accept`, {
    token: riet.accessToken,
  });

  // Maria has a trip coming up (booked herself, on invoice).
  const find = async (searchValue: string) =>
    (
      await apiCall<{ data: unknown[] }>(
        baseURL!,
        'GET',
        `/ticketing/locations?searchValue=${encodeURIComponent(searchValue)}`,
        { token: maria.accessToken },
      )
    ).data[0];
  await apiCall(baseURL!, 'POST', '/ticketing/trips/book', {
    token: maria.accessToken,
    passNumber: MARIA.pass,
    body: {
      plannedDateTime: new Date(Date.now() + 3 * 3_600_000).toISOString(),
      locationFrom: await find('Westerdoksdijk 40A'),
      locationTo: await find('Silodam'),
      attributes: { travelers: 1 },
      preferences: {},
      planningMode: 1,
      paymentOption: { type: 'monthlyBilling' },
    },
  });

  await page.setViewportSize({ width: 375, height: 812 });
  await openSignedIn(page, baseURL!, '/home', RIET, RIET.pass, riet);
  await chooseMaria(page);
  const band = page.getByText('U volgt Maria Maandfactuur');
  await expect(band).toBeVisible();
  // Her next trip: followed, not managed — the card says why instead of offering to change or cancel it.
  await expect(
    page.getByText(
      'Maria Maandfactuur laat u ritten volgen, niet boeken, wijzigen, annuleren of beoordelen.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Rit annuleren' })).toHaveCount(0);
  await scan(page, 'carers acting observer band and next trip 375 nl');

  // A reload keeps the tab's choice; the booking page gives the reason instead of the form.
  await page.goto(`${baseURL}/book-trip`);
  await expect(band).toBeVisible();
  await expect(
    page.getByText('Maria Maandfactuur laat u ritten volgen, niet boeken.', { exact: false }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Bevestigen' })).toHaveCount(0);
});
