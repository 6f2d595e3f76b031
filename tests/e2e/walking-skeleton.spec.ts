import { expect, test } from './support/test';
import { chooseAddress, choosePassNumber, closeReleaseNotes, logIn } from './support/app';
import { bookOneLeg } from './support/booking';
import { ownPort, startServer, type ServerProcess } from './support/servers';

/*
 * End-to-end path, on a server of its own (so it can be restarted): log in as the demo traveller,
 * book a trip and its return, reload, see the next trip on /home; restart the server, the trips are still there.
 */
const PORT = ownPort(1);
const DB_PATH = '.data/e2e-walking-skeleton.sqlite';
let server: ServerProcess | null = null;

test.afterAll(async () => {
  await server?.stop();
});

test('a traveller logs in, books a trip and its return, and finds them again after a reload and a server restart', async ({
  page,
}) => {
  test.setTimeout(180_000);
  server = await startServer({ port: PORT, dbPath: DB_PATH, fresh: true });
  const base = server.url;

  await logIn(page, base);
  await choosePassNumber(page);
  await closeReleaseNotes(page);
  await expect(page.getByText(/km/).first()).toBeVisible();
  await expect(page.getByText('U heeft de komende 2 weken geen ritten gepland.')).toBeVisible();

  await page.getByRole('link', { name: 'Rit boeken' }).first().click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Wanneer wilt u worden opgehaald?' }),
  ).toBeVisible();
  await chooseAddress(page, 'Van', 'Silodam', /Silodam/);
  await chooseAddress(page, 'Naar', 'Westerdoksdijk', /Westerdoksdijk/);
  await bookOneLeg(page);

  const question = page.getByRole('region', { name: 'Wilt u ook een terugrit boeken?' });
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Ja, terugrit boeken' }).click();
  // The return leg starts with from and to swapped.
  await expect(page.getByRole('combobox', { name: 'Van' })).toHaveValue(/Westerdoksdijk/);
  await expect(page.getByRole('combobox', { name: 'Naar' })).toHaveValue(/Silodam/);
  await bookOneLeg(page);
  await page.getByRole('button', { name: 'Naar de startpagina' }).click();
  await expect(page).toHaveURL(/\/home$/);

  await page.reload();
  const nextTrip = page.getByRole('region', { name: 'Uw volgende rit' });
  await expect(nextTrip).toContainText('Silodam');
  await expect(nextTrip).toContainText('Westerdoksdijk');

  // Both legs are stored: the history API lists two trips.
  const token = await page.evaluate(
    () => JSON.parse(localStorage.getItem('regiotaxi.session') ?? '{}').accessToken as string,
  );
  const countTrips = async () => {
    const today = new Date();
    const from = today.toISOString().slice(0, 10);
    const to = new Date(today.getTime() + 14 * 86_400_000).toISOString().slice(0, 10);
    const res = await fetch(
      `${base}/ticketing/trips/history?from=${from}&to=${to}&sortBy=departure_date_time&pageNumber=1&pageSize=50&sortDirection=ASC`,
      {
        headers: {
          Authorization: `Bearer ${token}`,
          'Api-Version': '2',
          'X-Region-Id': '20',
          'X-Platform-Type': 'Web',
        },
      },
    );
    expect(res.status).toBe(200);
    return ((await res.json()) as { items: unknown[] }).items.length;
  };
  expect(await countTrips()).toBe(2);

  await server.stop();
  server = await startServer({ port: PORT, dbPath: DB_PATH });
  await page.goto(`${base}/home`);
  await expect(page.getByRole('region', { name: 'Uw volgende rit' })).toContainText('Silodam');
  expect(await countTrips()).toBe(2);
});
