import { expect, test } from './support/test';
import { apiCall } from './support/app';
import { MIN, PASS, bookTrip, ownServers, setServerClock } from './support/live-map';
import { noticeRecord, recordNotifications } from './support/near-notice';
import { ownPort } from './support/servers';

/*
 * The carer's follow page gets the same opt-in notice: a signed-out browser of its own with the notification
 * permission granted opens the share link inside the live window, switches "Waarschuw mij als de taxi bijna er is"
 * on (the permission is asked on that tap only), and at 3 minutes before pick-up one system notification goes out,
 * the alert shows on the page and the tab title is prefixed. The system notification is recorded by an init script
 * (support/near-notice.ts). A server of its own (the clock moves).
 */

const start = ownServers();

test("the carer's follow page notifies once when the taxi is near", async ({ browser }) => {
  // A server of its own and the clock moved: about 27 s alone, more beside three busy workers.
  test.setTimeout(120_000);
  const server = await start(ownPort(35), '.data/e2e-near-notice-carer.sqlite');
  const trip = await bookTrip(server.url);
  const share = await apiCall<{ data: { path: string } }>(
    server.url,
    'POST',
    `/ticketing/trip-shares/${trip.externalTripId}`,
    { token: trip.token, passNumber: PASS },
  );
  const departure = Date.parse(trip.departureDateTime);
  const context = await browser.newContext({ locale: 'nl-NL', timezoneId: 'Europe/Amsterdam' });
  await context.grantPermissions(['notifications'], { origin: server.url });
  await recordNotifications(context);
  const carer = await context.newPage();
  await carer.addInitScript(() => window.localStorage.setItem('appVersion', '4.1.0'));

  await setServerClock(server.url, departure - 40 * MIN);
  await carer.goto(`${server.url}${share.data.path}`);
  const optIn = carer.getByRole('switch', { name: 'Waarschuw mij als de taxi bijna er is' });
  await expect(optIn).toHaveAttribute('aria-checked', 'false');
  expect((await noticeRecord(carer)).prompts).toBe(0);
  await optIn.click();
  await expect(optIn).toHaveAttribute('aria-checked', 'true');
  expect((await noticeRecord(carer)).prompts).toBe(1);

  await setServerClock(server.url, departure - 3 * MIN);
  const alert = carer.getByTestId('near-notice-alert');
  await expect(alert).toContainText('De taxi is er bijna', { timeout: 20_000 });
  await expect(alert).toContainText('Westerdoksdijk 40A');
  await expect(carer).toHaveTitle('🚕 5 min · RegioTaxi');
  await expect
    .poll(async () => (await noticeRecord(carer)).notifications.map((n) => n.title))
    .toEqual(['De taxi is er bijna']);
  // The next refresh: still the one notification.
  await carer.waitForResponse((r) => r.url().includes('/follow/'));
  expect((await noticeRecord(carer)).notifications).toHaveLength(1);
  await context.close();
});
