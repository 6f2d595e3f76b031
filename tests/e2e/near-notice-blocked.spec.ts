import { expect, test } from './support/test';
import { scan } from './support/axe';
import { MIN, openLiveCard, ownServers, setServerClock } from './support/live-map';
import { noticeRecord, recordNotifications } from './support/near-notice';
import { ownPort } from './support/servers';

/*
 * "Your taxi is almost there" in Chromium WITHOUT the notification permission (the browser refuses it): the opt-in
 * stays on and says that notifications are off; at 5 minutes before pick-up no system notification, but the alert on
 * the card and the tab title still tell; axe 0 at 1280 and 375 px with the alert showing. With permission:
 * near-notice.spec.ts. A server of its own (the clock moves).
 */

const start = ownServers();

test('without permission the alert and the title still tell; axe with the alert at 1280 and 375 px', async ({
  browser,
}) => {
  // A server of its own, two tabs and the clock moved twice: about 45 s alone, more beside three busy workers.
  test.setTimeout(180_000);
  const server = await start(ownPort(34), '.data/e2e-near-notice-blocked.sqlite');
  const context = await browser.newContext({ locale: 'nl-NL', timezoneId: 'Europe/Amsterdam' });
  await recordNotifications(context);
  const page = await context.newPage();
  await page.setViewportSize({ width: 1280, height: 900 });
  const { card, departure } = await openLiveCard(page, server.url);

  const optIn = card.getByRole('switch', { name: 'Waarschuw mij als mijn taxi bijna er is' });
  await optIn.click();
  await expect(card).toContainText('Meldingen staan in uw browser uit voor deze site.');
  await expect(optIn).toHaveAttribute('aria-checked', 'true');
  expect((await noticeRecord(page)).prompts).toBe(1);

  await setServerClock(server.url, departure - 4 * MIN);
  const alert = card.getByTestId('near-notice-alert');
  await expect(alert).toContainText('Uw taxi is er bijna', { timeout: 20_000 });
  await expect(alert).toHaveAttribute('role', 'alert');
  await expect(page).toHaveTitle('🚕 5 min · RegioTaxi');
  expect((await noticeRecord(page)).notifications).toEqual([]);

  await scan(page, 'near notice alert nl-NL 1280');
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(alert).toBeVisible();
  await scan(page, 'near notice alert nl-NL 375');
  await context.close();
});
