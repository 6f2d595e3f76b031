import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/lib/chromium';

/**
 * Browser tests in Debian's Chromium (/usr/bin/chromium; Playwright's own browser download is not available
 * here). The web server is `npm start`'s server on its own port with its own database file, reset by the tests
 * through /dev/reset. One worker: tests share the server and its clock.
 */
const port = Number(process.env.E2E_PORT ?? 5180);
export const baseURL = `http://localhost:${port}`;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  // One retry on CI absorbs a rare dev-server hiccup (e.g. a dependency re-optimisation reload); a real failure fails twice.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL,
    locale: 'nl-NL',
    timezoneId: 'Europe/Amsterdam',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_ARGS],
    },
  },
  webServer: {
    command: 'npx tsx server/start.ts',
    url: baseURL,
    timeout: 120_000,
    reuseExistingServer: !process.env.CI,
    env: { PORT: String(port), DB_PATH: `.data/e2e-${port}.sqlite`, TOKEN_TTL_SECONDS: '900' },
  },
});
