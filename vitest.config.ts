import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { dictionarySections } from './scripts/lib/dictionary-sections';

/**
 * Unit, machine, feature and server tests (jsdom where a file asks for it); `npm run test:unit` leaves out the
 * model tests (tests/model, `npm run test:model`). Browser tests run in Playwright.
 *
 * Three forked workers (issue 20): Vitest's default on 2 cores is ONE worker (cores − 1); the files are mostly
 * CPU-bound jsdom renders with some waiting on timers and held requests, so three share the two cores best
 * (unit files: 1 worker 250 s, 2 workers 126 s, 3 workers 111 s). VITEST_MAX_WORKERS overrides.
 */
export default defineConfig({
  plugins: [react(), vanillaExtractPlugin(), dictionarySections()],
  test: {
    globals: true,
    environment: 'node',
    include: ['tests/**/*.test.{ts,tsx}'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    setupFiles: ['tests/support/setup.ts'],
    testTimeout: 20_000,
    pool: 'forks',
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS ?? 3),
  },
});
