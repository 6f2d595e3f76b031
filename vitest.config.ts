import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

/** Test files outside the browser tests (tests/e2e runs in Playwright). */
const TEST_FILES = (readdirSync('tests', { recursive: true }) as string[])
  .map((file) => join('tests', file))
  .filter((file) => /\.test\.tsx?$/.test(file) && !file.startsWith(join('tests', 'e2e')));

/**
 * Node-environment files that still need a module graph of their own: the boot prefetch's state lives in its
 * module, and its test expects a fresh one.
 */
const NODE_ISOLATED = ['tests/api/prefetch.test.ts'];

/**
 * The files that run in Node without jsdom (machines, rules, API clients, the reference server) and share their
 * worker's modules: those that do not ask for `@vitest-environment jsdom`, minus {@link NODE_ISOLATED}.
 */
const NODE_SHARED = TEST_FILES.filter(
  (file) =>
    !NODE_ISOLATED.includes(file) && !readFileSync(file, 'utf8').includes('@vitest-environment jsdom'),
);

/**
 * Unit, machine, feature and server tests (jsdom where a file asks for it); `npm run test:unit` leaves out the
 * model tests (tests/model, `npm run test:model`). Browser tests run in Playwright.
 *
 * Two projects. `node` runs the Node-environment files with `isolate: false`: a worker evaluates the reference
 * server, XState and the machines once and its files reuse them, instead of once per file (those 84 files: 134 →
 * 69 s of CPU). `dom` runs the jsdom files (and {@link NODE_ISOLATED}) isolated, a fresh module graph per file:
 * React, Radix (scroll locks, `aria-hidden` stacks), the theme and the i18n state keep module-level state that
 * one file must not hand the next (tried: shared modules there left a dialog's scroll lock on the next file's
 * body).
 *
 * Three forked workers: Vitest's default on 2 cores is ONE worker (cores − 1); the files are mostly
 * CPU-bound jsdom renders with some waiting on timers and held requests, so three share the two cores best
 * (unit files: 1 worker 250 s, 2 workers 126 s, 3 workers 111 s). VITEST_MAX_WORKERS overrides.
 */
export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  test: {
    globals: true,
    environment: 'node',
    setupFiles: ['tests/support/setup.ts'],
    testTimeout: 20_000,
    // jsdom cannot lay out a Leaflet map: the keyless live map is the schematic one here (the street map over
    // the PDOK basemap is tested in Chromium, tests/e2e/live-map-basemap.spec.ts).
    env: { VITE_MAP_BASEMAP: 'none' },
    pool: 'forks',
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS ?? 3),
    projects: [
      { extends: true, test: { name: 'node', isolate: false, include: NODE_SHARED } },
      {
        extends: true,
        test: {
          name: 'dom',
          include: ['tests/**/*.test.{ts,tsx}'],
          exclude: ['tests/e2e/**', 'node_modules/**', ...NODE_SHARED],
        },
      },
    ],
  },
});
