import { test as base } from '@playwright/test';
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

export { expect } from '@playwright/test';
export type { BrowserContext, Locator, Page, Route } from '@playwright/test';
