import { defineConfig } from '@playwright/test';
import { PDOK_TILE_ORIGIN } from './common/map-tiles';
import { CHROMIUM_ARGS, CHROMIUM_PATH, E2E_CHROMIUM_PATH } from './scripts/lib/chromium';
import { E2E_WORKERS, workerPort } from './tests/e2e/support/servers';

/**
 * Browser tests in Debian's Chromium (/usr/bin/chromium; Playwright's own browser download is not available
 * here), against the production build of the app: the global setup builds it once (E2E_DIST) and starts
 * one `server/start.ts --dist` per worker, each with its own database, so the workers never share a server or its
 * clock. Specs import `test` from tests/e2e/support/test.ts, whose `baseURL` is their worker's server.
 */
export const baseURL = `http://localhost:${workerPort(0)}`;

/**
 * The PDOK basemap's host (out of reach from the test machines, and no spec may depend on it) does not resolve in
 * the test browsers: its tiles fail at once and the live map draws its schematic map, unless a spec serves tiles
 * itself with `page.route` (tests/e2e/support/tiles.ts; routing answers before any name lookup). A resolver rule
 * instead of a `page.route` in every test: any route makes Playwright pause every request of the page for its
 * handlers and turns the page's HTTP cache off, which cost 18 % of Chromium's CPU time over two page loads.
 */
const NO_BASEMAP_HOST = `--host-resolver-rules=MAP ${new URL(PDOK_TILE_ORIGIN).hostname} ~NOTFOUND`;

/**
 * The specs that need the full browser's notification permissions: in the headless shell `Notification.permission`
 * starts 'denied' and `requestPermission()` answers 'default' even when the context grants the permission, where
 * Chromium asks (and, without a grant, answers 'denied'), as a traveller's browser does.
 */
const FULL_BROWSER_SPECS = /near-notice.*\.spec\.ts$/;

/** Both browsers' flags: a project's `launchOptions` replaces the shared one whole, so each names them. */
const BROWSER_ARGS = [...CHROMIUM_ARGS, NO_BASEMAP_HOST];

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/support/global-setup.ts',
  fullyParallel: false,
  workers: E2E_WORKERS,
  // No retries, on CI either: a test that passes only the second time is a flake to fix, and a retry hides it and
  // costs the run its CPU twice (scripts/test-report.ts still lists any retried test).
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // The JSON report feeds scripts/test-report.ts (slowest files, retries) when `npm test` asks for it. The time
  // reporter prints where the tests' time went (UI logins, UI and API set-up, resets, axe scans, the rest) from the
  // steps the support helpers tag (tests/e2e/support/spend.ts), and keeps it in E2E_TIME_REPORT when set.
  reporter: process.env.E2E_REPORT
    ? [['list'], ['json', { outputFile: process.env.E2E_REPORT }], ['./tests/e2e/support/time-reporter.ts']]
    : [['list'], ['./tests/e2e/support/time-reporter.ts']],
  use: {
    baseURL,
    locale: 'nl-NL',
    timezoneId: 'Europe/Amsterdam',
    trace: 'retain-on-failure',
    // The production build installs a service worker; once it controls a page it serves the app's files itself,
    // out of `page.route`'s reach. Specs run without it unless they test it (tests/e2e/offline.spec.ts).
    serviceWorkers: 'block',
  },
  // Every spec in Debian's headless shell (scripts/lib/chromium.ts, a third less CPU), the notification specs in the
  // full Chromium. The two never share a worker; each worker still has its parallelIndex's server.
  projects: [
    {
      name: 'headless-shell',
      testIgnore: FULL_BROWSER_SPECS,
      use: { launchOptions: { executablePath: E2E_CHROMIUM_PATH, args: BROWSER_ARGS } },
    },
    {
      name: 'chromium',
      testMatch: FULL_BROWSER_SPECS,
      use: { launchOptions: { executablePath: CHROMIUM_PATH, args: BROWSER_ARGS } },
    },
  ],
});
