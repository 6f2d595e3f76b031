/**
 * `npm run bench`: builds the production app into .data/bench-dist, serves it with the reference
 * server in production mode (no /dev endpoints), measures the performance budget in Debian's Chromium and prints
 * one table with PASS/FAIL per target; the figures also go to bench/results.json.
 *
 * Measurements (sizes in KB = 1024 bytes of gzip level 9 output, times in ms):
 * - bundle: initial JS of /login and /home (every JS response Chromium received until the page was ready and
 *   the network idle), /login's requests, what /home adds, the largest lazy chunk, all built JS and the service
 *   worker's precache (raw and gzip);
 * - Lighthouse 12 (default mobile preset, simulated throttling) for /login, signed-in /home and /book-trip, the
 *   median of BENCH_LH_RUNS (default 3) runs per page (BENCH_LH_PAGES=/home,/book-trip to measure some pages);
 * - login → /home critical path with 300 ms added to every API call (Playwright `page.route`);
 * - location search requests while typing "Amsterdam Centraal" at 80 ms per key;
 * - /home for 60 simulated minutes (Playwright `page.clock`): next-trip polls and heap growth after forced GC.
 *
 * Not part of `npm test`, and no timed test: it prints figures; it exits with status 1 when a figure misses its
 * budget (a FAIL row), so a build that slipped is noticed. Env: CHROME_PATH (default
 * /usr/bin/chromium), BENCH_PORT (default 5186; other ports get their own database), BENCH_DIST (build folder,
 * default .data/bench-dist), BENCH_SKIP_BUILD=1 to reuse the last build, BENCH_ONLY to run some parts
 * (bundle,critical,location,hour,lighthouse) and BENCH_LHR_DIR to keep each full Lighthouse report as JSON.
 */
import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM_ARGS } from '../scripts/lib/chromium';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { measureHour, measureLocationSearch } from './lib/browsing';
import { measureBundle } from './lib/bundle';
import {
  CHROME_PATH,
  ROOT,
  build,
  markReleaseNotesViewed,
  results,
  rows,
  since,
  startServer,
} from './lib/common';
import { measureCriticalPath } from './lib/critical-path';
import { measureLighthouse } from './lib/lighthouse';

// ─── main ──────────────────────────────────────────────────────────────────────────────────────────────────────

function printTable() {
  const header = ['measurement', 'figure', 'target', ''];
  const lines = rows.map((r) => [
    `${r.group}: ${r.metric}`,
    r.value,
    r.target,
    r.pass === null ? '' : r.pass ? 'PASS' : 'FAIL',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const fmt = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join('  ');
  console.log(`\n${fmt(header)}\n${widths.map((w) => '─'.repeat(w)).join('  ')}`);
  for (const l of lines) console.log(fmt(l));
}

/**
 * BENCH_ONLY=bundle,critical,location,hour,lighthouse runs a subset (for iterating on one figure); the full
 * run, with every target, is the default.
 */
function wanted(part: string): boolean {
  const only = process.env.BENCH_ONLY?.split(',').map((p) => p.trim());
  return !only || only.includes(part);
}

async function main() {
  const t0 = performance.now();
  build();
  const server = await startServer();
  let browser: Browser | undefined;
  try {
    await markReleaseNotesViewed();
    browser = await chromium.launch({ executablePath: CHROME_PATH, args: [...CHROMIUM_ARGS] });
    if (wanted('bundle')) await measureBundle(browser);
    if (wanted('critical')) await measureCriticalPath(browser);
    if (wanted('location')) await measureLocationSearch(browser);
    if (wanted('hour')) await measureHour(browser);
    await browser.close();
    browser = undefined;
    if (wanted('lighthouse')) await measureLighthouse();
  } finally {
    await browser?.close();
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
  }
  const failed = rows.filter((r) => r.pass === false).length;
  const passed = rows.filter((r) => r.pass === true).length;
  printTable();
  const seconds = Math.round(since(t0) / 1000);
  console.log(`\n${passed} PASS, ${failed} FAIL — bench took ${seconds} s`);
  if (failed > 0) process.exitCode = 1;
  results.summary = { passed, failed, seconds, date: new Date().toISOString() };
  results.table = rows;
  // A partial run (BENCH_ONLY) prints its figures but keeps bench/results.json the record of the last full run.
  if (process.env.BENCH_ONLY) console.log('BENCH_ONLY set: bench/results.json not written');
  else writeFileSync(join(ROOT, 'bench/results.json'), `${JSON.stringify(results, null, 2)}\n`);
}

await main();
