import { expect, test } from './support/test';
import { MIN, openLiveCard, ownServers, PLATE, setServerClock } from './support/live-map';
import { noticeRecord, recordNotifications } from './support/near-notice';
import { ownPort } from './support/servers';

/*
 * "Your taxi is almost there" in Chromium with the notification permission granted: the opt-in on the live card
 * asks the permission on the tap only; with the server clock moved to 5 minutes before pick-up one system
 * notification goes out for the two open tabs (and stays one over the next polls), each tab shows the alert and
 * prefixes its title; at dropOff the second notice. The system notification is recorded by an init script
 * (support/near-notice.ts). Without permission, and axe with the alert showing: near-notice-blocked.spec.ts. A
 * server of its own (the clock moves).
 */

const start = ownServers();
const SWITCH = 'Waarschuw mij als mijn taxi bijna er is';

test('with permission: one notification at ≤ 5 minutes for two tabs, alert and title in each, again at dropOff', async ({
  browser,
}) => {
  // A server of its own, two tabs and the clock moved twice: about 45 s alone, more beside three busy workers.
  test.setTimeout(180_000);
  const server = await start(ownPort(33), '.data/e2e-near-notice.sqlite');
  const context = await browser.newContext({ locale: 'nl-NL', timezoneId: 'Europe/Amsterdam' });
  await context.grantPermissions(['notifications'], { origin: server.url });
  await recordNotifications(context);
  const page = await context.newPage();
  await page.setViewportSize({ width: 1280, height: 900 });
  const { card, departure } = await openLiveCard(page, server.url);

  // Nothing asked on load; the tap asks, once.
  const optIn = card.getByRole('switch', { name: SWITCH });
  await expect(optIn).toHaveAttribute('aria-checked', 'false');
  expect((await noticeRecord(page)).prompts).toBe(0);
  await optIn.click();
  await expect(optIn).toHaveAttribute('aria-checked', 'true');
  expect((await noticeRecord(page)).prompts).toBe(1);

  // A second tab of the same browser: the opt-in is stored for the account.
  const second = await context.newPage();
  await second.goto(`${server.url}/home`);
  const secondCard = second.getByRole('region', { name: 'Uw volgende rit' });
  await expect(secondCard.getByRole('switch', { name: SWITCH })).toHaveAttribute('aria-checked', 'true', {
    timeout: 20_000,
  });
  expect((await noticeRecord(second)).prompts).toBe(0);

  // 5 minutes before pick-up: the pick-up ETA is 5 minutes away.
  await setServerClock(server.url, departure - 5 * MIN);
  for (const [p, c] of [
    [page, card],
    [second, secondCard],
  ] as const) {
    await expect(c.getByTestId('near-notice-alert')).toContainText('Uw taxi is er bijna', {
      timeout: 20_000,
    });
    await expect(c.getByTestId('near-notice-alert')).toContainText('Westerdoksdijk 40A');
    await expect(p).toHaveTitle('🚕 5 min · RegioTaxi');
  }
  const shown = async () => {
    const [a, b] = [await noticeRecord(page), await noticeRecord(second)];
    return {
      notifications: [...a.notifications, ...b.notifications],
      vibrations: a.vibrations + b.vibrations,
    };
  };
  await expect.poll(async () => (await shown()).notifications.length).toBe(1);
  const [near] = (await shown()).notifications;
  expect(near!.title).toBe('Uw taxi is er bijna');
  expect(near!.body).toMatch(
    new RegExp(`^Uw taxi ${PLATE.source} is 5 minuten of minder van Westerdoksdijk 40A\\.$`),
  );
  expect((await shown()).vibrations).toBe(1);
  // The next answer in each tab: still the one notification.
  await page.waitForResponse((r) => r.url().endsWith('/vehicles/position'));
  await second.waitForResponse((r) => r.url().endsWith('/vehicles/position'));
  expect((await shown()).notifications).toHaveLength(1);

  // OK closes the alert and gives the title back.
  await card.getByTestId('near-notice-alert').getByRole('button', { name: 'OK' }).click();
  await expect(card.getByTestId('near-notice-alert')).toHaveCount(0);
  await expect(page).toHaveTitle('RegioTaxi');

  // The ride to the destination begins: the second notice, once.
  await setServerClock(server.url, departure + 5 * MIN);
  await expect(card.getByTestId('near-notice-alert')).toContainText('U bent onderweg', { timeout: 20_000 });
  await expect(page).toHaveTitle('🚕 Onderweg · RegioTaxi');
  // Whichever tab claimed it first shows it: one each, across both tabs.
  await expect
    .poll(async () => (await shown()).notifications.map((n) => n.title).sort())
    .toEqual(['U bent onderweg', 'Uw taxi is er bijna']);
  expect((await shown()).vibrations).toBe(2);
  await context.close();
});
