import { expect, test } from './support/test';
import { openBookingForm, resetAroundEachTest, skipReleaseNotes, tripsOfSession } from './support/booking';
import { ownPort, startServer, type ServerProcess } from './support/servers';
import { fillTrip, NO_CONNECTION, toConfirmation } from './support/resilience';

/*
 * The server stopped at Confirm and started again (Chromium, production build, a server of its own): the form and
 * its dialog stay, and "Opnieuw proberen" books exactly one trip.
 */

resetAroundEachTest();

test.describe('with a server of its own', () => {
  let server: ServerProcess | null = null;
  test.afterEach(async () => {
    await server?.stop();
    server = null;
  });

  test('the server stopped at Confirm, then started again: the form and dialog stay, "Opnieuw proberen" books exactly one trip', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const port = ownPort(30);
    const dbPath = `.data/e2e-resilience-${port}.sqlite`;
    server = await startServer({ port, dbPath, fresh: true });
    await skipReleaseNotes(page);
    await openBookingForm(page, server.url);
    await fillTrip(page);
    const dialog = await toConfirmation(page);

    await server.stop();
    await dialog.getByRole('button', { name: 'Bevestigen' }).click();
    // The dialog stays, now headed "Uw rit is NIET geboekt", with the reason and "Opnieuw proberen" first.
    const failed = page.getByRole('dialog', { name: 'Uw rit is NIET geboekt' });
    const kept = failed.getByRole('alert').filter({ hasText: NO_CONNECTION });
    await expect(kept).toBeVisible({ timeout: 15_000 });
    // The page is still the booking form behind its dialog.
    await expect(page.locator('main input[role="combobox"]').first()).toHaveValue(/Silodam 1A/);

    server = await startServer({ port, dbPath });
    await kept.getByRole('button', { name: 'Opnieuw proberen' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: /^Uw rit(ten)? (is|zijn) geboekt$/ }),
    ).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('region', { name: 'Wilt u ook een terugrit boeken?' })).toBeVisible();
    expect(await tripsOfSession(page, server.url)).toHaveLength(1);
  });
});
