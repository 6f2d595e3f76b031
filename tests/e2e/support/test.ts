import { test as base, type Page } from '@playwright/test';
import { PDOK_TILE_ORIGIN } from '../../../common/map-tiles';
import { workerPort } from './servers';
import { trackRequests } from './settle';

/**
 * The browser tests' `test`: Playwright's, with `baseURL` pointing at this worker's shared server
 * (tests/e2e/support/global-setup.ts starts one per worker, each with its own database and clock), and a `page`
 * whose requests are followed from its start (tests/e2e/support/settle.ts: what the axe scans' settling waits for).
 */
export const test = base.extend({
  // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies as a pattern
  baseURL: async ({}, use, testInfo) => {
    await use(`http://localhost:${workerPort(testInfo.parallelIndex)}`);
  },
  page: async ({ page }, use) => {
    // The PDOK basemap's host never resolves in these browsers (playwright.config.ts, `--host-resolver-rules`),
    // so its tiles fail at once and the live map draws its schematic map, unless a spec serves tiles itself.
    trackRequests(page);
    await use(page);
  },
});

/**
 * Keeps Playwright's request interception on for the rest of the page's life, for a spec that adds and removes
 * routes (`{ times: 1 }`, `unroute`): when the page's last route goes, Playwright switches interception off, and a
 * request the page sends at that moment can hang for good in Chromium (microsoft/playwright#41802, open; a
 * booking check stuck behind the booking spec's `{ times: 1 }` route showed it). A route that stays (the basemap's
 * tiles, aborted as the resolver rule would fail them) means interception is never switched off mid-test.
 */
export async function keepRequestInterception(page: Page): Promise<void> {
  await page.route(`${PDOK_TILE_ORIGIN}/**`, (route) => route.abort('internetdisconnected'));
}

export { expect } from '@playwright/test';
export type { BrowserContext, Locator, Page, Route } from '@playwright/test';
