import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium';
import { bookingConfirmationStep, bookingSteps } from './screenshots/steps-booking';
import { carersSteps } from './screenshots/steps-carers';
import { changeSteps } from './screenshots/steps-change';
import { placesSteps } from './screenshots/steps-places';
import { actingSteps } from './screenshots/steps-acting';
import { liveMapSteps, tripSteps } from './screenshots/steps-trips';
import { newContext, OUT_DIR, resetAt } from './screenshots/setup';
import type { Shared, Step } from './screenshots/page';
import { startServer } from '../tests/e2e/support/servers';

/*
 * `npm run screens`: the screenshots of docs/features.md in docs/screens/, taken in
 * Debian's Chromium through the real app. Like the browser tests (tests/e2e/support/global-setup.ts), it builds the
 * app (`vite build` into SCREENS_DIST, default <tmp>/regiotaxi-screens-dist; `SCREENS_BUILD=0` reuses a build that
 * is there, e.g. `SCREENS_DIST=.data/e2e-dist SCREENS_BUILD=0`), serves it with `server/start.ts --dist` on a free
 * port with a fresh database of its own, moves the server clock to a fixed instant and reseeds, so the seeded trips
 * and every date on the pages are the same on each run (the browser's clock starts at the same instant). Riet
 * (reiziger@example.com, seeded) is signed in through the API as the e2e specs do (`openSignedIn`), in en-US, at
 * 1280×800; carets are hidden and animations stopped. Each screenshot is a step of its own: a failing step is
 * reported and the others still run, and the script then exits 1. `SCREENS_ONLY=<name>,<name>` takes only those
 * steps (the follow page needs the share-trip step before it); `SCREENS_PORT` fixes the server's port.
 */

const DIST = process.env.SCREENS_DIST ?? join(tmpdir(), 'regiotaxi-screens-dist');
const REUSE_BUILD = process.env.SCREENS_BUILD === '0';
/** The steps to take (`SCREENS_ONLY`, comma-separated names), or null for all. */
const ONLY = process.env.SCREENS_ONLY
  ? new Set(process.env.SCREENS_ONLY.split(',').map((n) => n.trim()))
  : null;

/** A port nobody listens on (the OS picks it). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** `vite build` into {@link DIST}, unless SCREENS_BUILD=0 and a build is there. */
function build(): void {
  if (REUSE_BUILD && existsSync(join(DIST, 'index.html'))) {
    console.log(`[screens] reusing the build in ${DIST} (SCREENS_BUILD=0)`);
    return;
  }
  const started = Date.now();
  execFileSync(
    process.execPath,
    ['node_modules/vite/bin/vite.js', 'build', '--outDir', DIST, '--emptyOutDir', '--logLevel', 'warn'],
    { stdio: 'inherit' },
  );
  console.log(`[screens] built the app into ${DIST} in ${seconds(started)} s`);
}

/** Seconds since `since` (epoch ms), one decimal. */
function seconds(since: number): string {
  return ((Date.now() - since) / 1000).toFixed(1);
}

/** Every step in the order taken (later steps rely on earlier ones: see each list). */
const STEPS: Step[] = [
  ...placesSteps,
  ...tripSteps,
  ...bookingSteps,
  ...liveMapSteps,
  bookingConfirmationStep,
  ...changeSteps,
  ...carersSteps,
  ...actingSteps,
];

async function main(): Promise<void> {
  const started = Date.now();
  build();
  mkdirSync(OUT_DIR, { recursive: true });
  const dataDir = mkdtempSync(join(tmpdir(), 'regiotaxi-screens-'));
  // The reference server with the /dev endpoints, serving DIST, as the e2e tests start it.
  const server = await startServer({
    port: Number(process.env.SCREENS_PORT) || (await freePort()),
    dbPath: join(dataDir, 'screens.sqlite'),
    dist: DIST,
  });
  let browser: Browser | undefined;
  const failed: string[] = [];
  try {
    await resetAt(server.url);
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
    const context = await newContext(browser, server.url, true);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
    const shared: Shared = { base: server.url, browser, page: await context.newPage() };
    for (const [name, run] of STEPS) {
      if (ONLY && !ONLY.has(name)) continue;
      const stepStarted = Date.now();
      try {
        await run(shared);
        const kb = (statSync(join(OUT_DIR, `${name}.png`)).size / 1024).toFixed(0);
        console.log(`[screens] ${OUT_DIR}/${name}.png (${kb} KB, ${seconds(stepStarted)} s)`);
      } catch (error) {
        failed.push(name);
        console.error(`[screens] FAILED ${name}.png:`, error instanceof Error ? error.message : error);
      }
    }
  } finally {
    await browser?.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(`[screens] done in ${seconds(started)} s`);
  if (failed.length > 0) {
    console.error(`[screens] ${failed.length} failed: ${failed.join(', ')}`);
    process.exitCode = 1;
  }
}

await main();
