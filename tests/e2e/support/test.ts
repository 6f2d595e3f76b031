import { test as base } from '@playwright/test';
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
    // The PDOK basemap's host is out of reach from the test machines, and a spec must not depend on it: its
    // tiles fail at once (the live map then draws its schematic map) unless a spec serves tiles itself.
    await page.route(`${PDOK_TILE_ORIGIN}/**`, (route) => route.abort('internetdisconnected'));
    trackRequests(page);
    await use(page);
  },
});

export { expect } from '@playwright/test';
export type { BrowserContext, Locator, Page, Route } from '@playwright/test';
