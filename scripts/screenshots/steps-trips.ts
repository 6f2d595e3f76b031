/** Screenshot steps of a booked trip: add to calendar, share, cancel question, the follow page, the live map. */
import { PDOK_TILE_ORIGIN } from '../../common/map-tiles';
import { serveTiles } from '../../tests/e2e/support/tiles';
import { expect } from '@playwright/test';
import { t } from './labels';
import { openUpcomingTrip, scrollTo, settle, shoot, type Shared, type Step } from './page';
import { VIEWPORT, newContext, nextDeparture, resetAt, setServerClock } from './setup';

/** add-to-calendar, share-trip, cancel-question, follow-page (in this order: the follow page opens the share link). */
export const tripSteps: Step[] = [
  [
    'add-to-calendar',
    async (s) => {
      const dialog = await openUpcomingTrip(s);
      await dialog.getByRole('button', { name: t.calendar.add }).scrollIntoViewIfNeeded();
      await shoot(s.page, 'add-to-calendar');
    },
  ],
  [
    'share-trip',
    async (s) => {
      const { page } = s;
      const dialog = await openUpcomingTrip(s);
      await dialog.getByRole('button', { name: t.share.create }).click();
      const field = dialog.getByRole('textbox', { name: t.share.link });
      await expect(field).toHaveValue(/\/follow\/[A-Za-z0-9_-]{43}$/);
      s.shareUrl = await field.inputValue();
      await dialog.getByRole('button', { name: t.share.copy }).click();
      const copied = dialog.getByRole('status').filter({ hasText: t.share.copied });
      await expect(copied).toBeVisible();
      await scrollTo(copied, 'end');
      await shoot(page, 'share-trip');
    },
  ],
  [
    'cancel-question',
    async (s) => {
      // "Cancel trip" asks first: the question over the trip's details, focus on "Keep trip"; then kept.
      const dialog = await openUpcomingTrip(s);
      await dialog.getByRole('button', { name: t.safeguards.cancelTrip, exact: true }).click();
      const question = s.page.getByRole('dialog', { name: t.safeguards.title });
      await expect(question.getByRole('button', { name: t.safeguards.keep })).toBeFocused();
      await settle(s.page);
      await shoot(s.page, 'cancel-question');
      await question.getByRole('button', { name: t.safeguards.keep }).click();
      await expect(question).toHaveCount(0);
    },
  ],
  [
    'follow-page',
    async ({ base, browser, shareUrl }) => {
      if (!shareUrl) throw new Error('no share link: the share-trip step failed');
      const carer = await newContext(browser, base, false);
      try {
        const page = await carer.newPage();
        await page.goto(shareUrl);
        await expect(
          page.getByRole('heading', { level: 1, name: t.follow.title.replace('{{name}}', 'Riet') }),
        ).toBeVisible();
        expect(await page.evaluate(() => window.localStorage.getItem('regiotaxi.session'))).toBeNull();
        await shoot(page, 'follow-page');
      } finally {
        await carer.close();
      }
    },
  ],
];

/**
 * /home's live card, 6 minutes before Riet's next pick-up: `tiles` serves the basemap's tiles (drawn by the test
 * support: the PDOK host is out of reach here) for the street map, or blocks them for the schematic one.
 */
async function openLiveCard({ base, page }: Shared, tiles: 'serve' | 'block', viewport = VIEWPORT) {
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  if (tiles === 'serve') await serveTiles(page);
  else await page.route(`${PDOK_TILE_ORIGIN}/**`, (route) => route.abort('internetdisconnected'));
  await page.setViewportSize(viewport);
  await setServerClock(base, (await nextDeparture(base)) - 6 * 60_000);
  await page.goto(`${base}/home`);
  const status = page.getByTestId('live-status');
  await expect(status).toContainText(/minutes away from Rietmeent 73/, { timeout: 30_000 });
  return status;
}

/** The live card's map states: the street map (wide and on a phone) and the schematic map without tiles. */
export const liveMapSteps: Step[] = [
  [
    'live-map-street',
    async (s) => {
      await openLiveCard(s, 'serve');
      await expect(s.page.locator('.leaflet-tile-loaded').first()).toBeVisible();
      await scrollTo(s.page.getByTestId('live-status'), 'start');
      await shoot(s.page, 'live-map-street');
    },
  ],
  [
    'live-map-street-phone',
    async (s) => {
      await openLiveCard(s, 'serve', { width: 375, height: 812 });
      await expect(s.page.locator('.leaflet-tile-loaded').first()).toBeVisible();
      await scrollTo(s.page.getByTestId('live-status'), 'start');
      await shoot(s.page, 'live-map-street-phone');
    },
  ],
  [
    'live-map-schematic',
    async (s) => {
      await openLiveCard(s, 'block');
      await expect(s.page.getByTestId('schematic-map')).toBeVisible();
      await scrollTo(s.page.getByTestId('live-status'), 'start');
      await shoot(s.page, 'live-map-schematic');
      await s.page.unrouteAll({ behavior: 'ignoreErrors' });
      await s.page.setViewportSize(VIEWPORT);
      await resetAt(s.base);
    },
  ],
];
