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
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { CHROMIUM_ARGS } from '../scripts/lib/chromium';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  CHROME_PATH,
  DIST,
  KB,
  LATENCY_MS,
  ORIGIN,
  ROOT,
  SESSION_KEY,
  TRAVELLER,
  build,
  gzipSize,
  homeReady,
  isApi,
  kb,
  markReleaseNotesViewed,
  record,
  results,
  rows,
  signedInContext,
  since,
  startServer,
} from './lib/common';
import { measureLighthouse } from './lib/lighthouse';

// ─── 1. bundle sizes ───────────────────────────────────────────────────────────────────────────────────────────

/** /login's JS budget: 1.05 × 112 KB, the floor of the libraries every page runs (React DOM, React Router, XState…). */
const LOGIN_JS_BUDGET_KB = 117.6;
/** /login's requests: the document, its JS, its CSS and the icon, well under a phone's parallel connections. */
const LOGIN_REQUEST_BUDGET = 10;
/** What reaching /home may add to /login's JS (signed-in shell, home page, its strings and checks). */
const HOME_MORE_BUDGET_KB = 20;
/** The service worker's precache: the shell and the offline views, a first visit on a phone's data plan. */
const PRECACHE_BUDGET_KB = 200;

async function measureBundle(browser: Browser) {
  const assets = join(DIST, 'assets');
  const files = readdirSync(assets).filter((f) => f.endsWith('.js'));
  const size = new Map(files.map((f) => [f, gzipSize(readFileSync(join(assets, f)))]));
  const html = readFileSync(join(DIST, 'index.html'), 'utf8');
  const entry = /<script[^>]+src="\/assets\/([^"]+\.js)"/.exec(html)?.[1];
  const total = [...size.values()].reduce((a, b) => a + b, 0);
  const lazy = [...size.entries()].filter(([f]) => f !== entry).sort((a, b) => b[1] - a[1]);
  const [largestName, largest] = lazy[0] ?? ['-', 0];

  /** The JS a page fetched until it was ready and the network idle, and how many requests it made in all. */
  const loadedJs = async (context: BrowserContext, path: string, ready: (page: Page) => Promise<void>) => {
    const page = await context.newPage();
    const seen = new Set<string>();
    let requests = 0;
    page.on('request', () => {
      requests += 1;
    });
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js'))
        seen.add(url.pathname.slice(8));
    });
    await page.goto(`${ORIGIN}${path}`);
    await ready(page);
    await page.waitForLoadState('networkidle');
    await page.close();
    const names = [...seen];
    return { bytes: names.reduce((a, f) => a + (size.get(f) ?? 0), 0), files: names, requests };
  };

  const anonymous = await browser.newContext({ locale: 'nl-NL' });
  const login = await loadedJs(anonymous, '/login', (p) =>
    p.getByRole('button', { name: 'Inloggen' }).waitFor(),
  );
  await anonymous.close();
  const signedIn = await signedInContext(browser);
  const home = await loadedJs(signedIn, '/home', homeReady);
  await signedIn.close();

  // Per file, largest first: what /login loads, and what /home loads beyond it (where to look when a row fails).
  const listFiles = (title: string, names: string[]) => {
    console.log(title);
    for (const name of [...names].sort((a, b) => (size.get(b) ?? 0) - (size.get(a) ?? 0)))
      console.log(`  ${kb(size.get(name) ?? 0).padStart(8)}  ${name}`);
  };
  listFiles('/login JS files (gzip):', login.files);
  listFiles(
    '/home JS files beyond /login (gzip):',
    home.files.filter((name) => !login.files.includes(name)),
  );
  const loginBudget = LOGIN_JS_BUDGET_KB * KB;
  record(
    'bundle',
    `/login initial JS (gzip), ${login.files.length} files`,
    kb(login.bytes),
    `≤ ${LOGIN_JS_BUDGET_KB} KB`,
    login.bytes <= loginBudget,
  );
  record(
    'bundle',
    '/login requests (document, JS, CSS, icon, API)',
    String(login.requests),
    `≤ ${LOGIN_REQUEST_BUDGET}`,
    login.requests <= LOGIN_REQUEST_BUDGET,
  );
  // What the preview server really sends: the build's brotli copies (vite.config.ts), when present.
  const brotli = (names: string[]) =>
    names.reduce((a, f) => {
      const br = join(assets, `${f}.br`);
      return a + (existsSync(br) ? statSync(br).size : (size.get(f) ?? 0));
    }, 0);
  record('bundle', '/login initial JS sent (brotli)', kb(brotli(login.files)), '(report)');
  const homeMore = home.bytes - login.bytes;
  record('bundle', `/home initial JS (gzip), ${home.files.length} files`, kb(home.bytes), '(report)');
  record(
    'bundle',
    '/home JS more than /login',
    `+${kb(homeMore)}`,
    `≤ +${HOME_MORE_BUDGET_KB} KB`,
    homeMore <= HOME_MORE_BUDGET_KB * KB,
  );
  // Reported, not budgeted: a first visit downloads the precache (below), not every chunk; the lazy map and form
  // chunks load only on the pages that use them.
  record('bundle', `largest lazy chunk (${largestName})`, kb(largest), '(report)');
  record('bundle', `total JS, ${files.length} files (gzip)`, kb(total), '(report)');
  const precache = measurePrecache();
  record(
    'bundle',
    `service worker precache, ${precache.entries} files (raw ${kb(precache.rawBytes)})`,
    kb(precache.gzipBytes),
    `≤ ${PRECACHE_BUDGET_KB} KB`,
    precache.gzipBytes <= PRECACHE_BUDGET_KB * KB,
  );
  results.bundle = {
    loginInitialBytes: login.bytes,
    loginFiles: login.files,
    loginRequests: login.requests,
    loginBrotliBytes: brotli(login.files),
    homeInitialBytes: home.bytes,
    homeMoreThanLoginBytes: homeMore,
    homeFiles: home.files,
    homeRequests: home.requests,
    largestLazyChunk: { file: largestName, bytes: largest },
    lazyChunks: Object.fromEntries(lazy),
    entry,
    totalBytes: total,
    precache,
  };
}

/**
 * The service worker's precache (what a first signed-in visit downloads in the background): the entries of the
 * built sw.js (`{url:"…",revision:…}`), each file's raw size and gzip -9 size (what the server sends for text; the
 * PNG icons are sent as they are, gzip of them is about their size).
 */
export function measurePrecache(dist = DIST) {
  const sw = readFileSync(join(dist, 'sw.js'), 'utf8');
  const urls = [...new Set([...sw.matchAll(/\burl:"([^"]+)"/g)].map((m) => m[1]!))];
  let rawBytes = 0;
  let gzipBytes = 0;
  for (const url of urls) {
    const bytes = readFileSync(join(dist, url));
    rawBytes += bytes.length;
    gzipBytes += Math.min(bytes.length, gzipSize(bytes));
  }
  return { entries: urls.length, rawBytes, gzipBytes, urls };
}

// ─── 3. critical path login → home ────────────────────────────────────────────────────────────────────────────

/**
 * Longest chain of API requests where each starts after the previous one ended: the number of sequential
 * round trips (requests that overlap in time count as one parallel batch).
 */
export function sequentialRoundTrips(requests: Array<{ start: number; end: number }>): number {
  const sorted = [...requests].sort((a, b) => a.end - b.end);
  const depth: number[] = [];
  sorted.forEach((r, i) => {
    let best = 0;
    for (let j = 0; j < i; j += 1) {
      if (sorted[j]!.end <= r.start) best = Math.max(best, depth[j]!);
    }
    depth[i] = best + 1;
  });
  return Math.max(0, ...depth);
}

/**
 * Login → /home critical path with {@link LATENCY_MS} added to every API call (performance budget: 2 sequential round
 * trips — login, then one parallel batch — and under 2 × latency + 300 ms until budget and next trip show).
 * Headline: the FIRST login on a device (fresh browser context: no session, no remembered pass number), of the
 * traveller with exactly one pass number (the batch asks GET /users/budget without X-Pass-Number; the server answers
 * the only pass's budget). Second row: the returning traveller (session removed as when it expires; the device
 * remembers the pass number). Times in ms from the click on "Inloggen".
 */
async function measureCriticalPath(browser: Browser) {
  const context = await browser.newContext({ locale: 'nl-NL', timezoneId: 'Europe/Amsterdam' });
  const page = await context.newPage();
  await page.route(
    (url) => isApi(url.href),
    async (route) => {
      await new Promise((r) => setTimeout(r, LATENCY_MS));
      await route.continue();
    },
  );
  const requests: Array<{ url: string; start: number; end: number }> = [];
  let recording = false;
  const starts = new Map<object, number>();
  page.on('request', (req) => {
    if (recording && isApi(req.url())) starts.set(req, performance.now());
  });
  const finish = (req: { url(): string }) => {
    const start = starts.get(req);
    if (start !== undefined) requests.push({ url: req.url(), start, end: performance.now() });
  };
  page.on('requestfinished', finish);
  page.on('requestfailed', finish);

  // One login from /login to budget + next trip on screen; requests recorded from the click on.
  const loginOnce = async () => {
    requests.length = 0;
    starts.clear();
    await page.goto(`${ORIGIN}/login`);
    await page.getByLabel('E-mailadres').fill(TRAVELLER.email);
    await page.getByLabel('Wachtwoord').fill(TRAVELLER.password);
    // Let the page settle (region etc. were fetched on /login already) before the clock starts.
    await page.waitForLoadState('networkidle');
    // The wall time is taken in the page: from the click event to the frame where both the budget and the next
    // trip are in the DOM (a MutationObserver), so Playwright's own click and polling overhead is not counted.
    // (A string: tsx's transform of a function would reference its own helpers, absent in the page; `void`, so
    // evaluate does not wait for the promise.)
    await page.evaluate(`void (window.__criticalPathMs = new Promise((resolve) => {
      let clickedAt;
      document.addEventListener('click', () => { clickedAt ??= performance.now(); }, { capture: true });
      const observer = new MutationObserver(() => {
        const text = document.body.textContent ?? "";
        if (clickedAt === undefined || !text.includes('Resterende kilometers') || !text.includes('Wanneer')) return;
        observer.disconnect();
        resolve(performance.now() - clickedAt);
      });
      observer.observe(document, { subtree: true, childList: true, characterData: true });
    }))`);
    recording = true;
    const t0 = performance.now();
    await page.getByRole('button', { name: 'Inloggen' }).click();
    await homeReady(page);
    const harnessWall = performance.now() - t0;
    const wall = (await page.evaluate('window.__criticalPathMs')) as number;
    recording = false;
    // The round trips the budget and the next trip waited for: requests sent after the click that ended by the
    // time both had arrived (later ones, e.g. the release notes, are not on this path).
    const afterClick = requests.filter((r) => r.start >= t0 && r.end <= t0 + harnessWall);
    const dataEnd = Math.max(
      ...afterClick
        .filter((r) => /\/(users\/budget|trips\/next)$/.test(new URL(r.url).pathname))
        .map((r) => r.end),
    );
    const before = afterClick.filter((r) => r.end <= dataEnd);
    return { t0, wall, harnessWall, before, trips: sequentialRoundTrips(before) };
  };
  // First login on this device: a fresh context, nothing remembered.
  const first = await loginOnce();
  await page.waitForLoadState('networkidle');
  // The session ends (its storage entry removed, as when it expires); the device keeps the last chosen pass number.
  await page.evaluate((key) => localStorage.removeItem(key), SESSION_KEY);
  const returning = await loginOnce();
  await context.close();

  const budgetMs = 2 * LATENCY_MS + 300;
  const group = 'critical path (300 ms/API call)';
  /** The API requests of one login: path, start and end in ms from the click. */
  const timeline = (run: typeof first) =>
    run.before.map((r) => ({
      path: new URL(r.url).pathname,
      startMs: Math.round(r.start - run.t0),
      endMs: Math.round(r.end - run.t0),
    }));
  record(
    group,
    'first login on a device: sequential API round trips',
    String(first.trips),
    '2',
    first.trips === 2,
  );
  record(
    group,
    'first login on a device: login → budget + next trip',
    `${Math.round(first.wall)} ms`,
    `< ${budgetMs} ms`,
    first.wall < budgetMs,
  );
  record(
    group,
    'returning traveller (remembered pass number): round trips, time',
    `${returning.trips}, ${Math.round(returning.wall)} ms`,
  );
  results.criticalPath = {
    latencyMs: LATENCY_MS,
    measured:
      'first login on a device: fresh browser context, nothing remembered (traveller with one pass number)',
    sequentialRoundTrips: first.trips,
    wallMs: Math.round(first.wall),
    // The same, seen from Playwright (its click dispatch and polling included).
    harnessWallMs: Math.round(first.harnessWall),
    requests: timeline(first),
    returning: {
      sequentialRoundTrips: returning.trips,
      wallMs: Math.round(returning.wall),
      requests: timeline(returning),
    },
  };
}

// ─── 4. location search ────────────────────────────────────────────────────────────────────────────────────────

async function measureLocationSearch(browser: Browser) {
  const context = await signedInContext(browser);
  const page = await context.newPage();
  const searches: string[] = [];
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (url.pathname === '/ticketing/locations') searches.push(url.search);
  });
  await page.goto(`${ORIGIN}/book-trip`);
  const input = page.getByRole('combobox', { name: 'Naar' });
  await input.waitFor({ timeout: 30_000 });
  await input.click();
  await input.pressSequentially('Amsterdam Centraal', { delay: 80 });
  await page.waitForTimeout(1500);
  await page.waitForLoadState('networkidle');
  await context.close();
  record(
    'location search',
    'requests for "Amsterdam Centraal" (80 ms/key)',
    String(searches.length),
    '1',
    searches.length === 1,
  );
  results.locationSearch = { requests: searches.length, queries: searches };
}

// ─── 5. an hour on /home ───────────────────────────────────────────────────────────────────────────────────────

async function measureHour(browser: Browser) {
  const context = await signedInContext(browser);
  const page = await context.newPage();
  await page.clock.install();
  const polls: number[] = [];
  page.on('request', (req) => {
    if (new URL(req.url()).pathname === '/ticketing/trips/next') polls.push(Date.now());
  });
  await page.goto(`${ORIGIN}/home`);
  await homeReady(page);
  await page.waitForLoadState('networkidle');
  const cdp = await context.newCDPSession(page);
  const heap = async () => {
    await cdp.send('HeapProfiler.collectGarbage');
    await cdp.send('HeapProfiler.collectGarbage');
    return (await cdp.send('Runtime.getHeapUsage')).usedSize;
  };
  const heapBefore = await heap();
  const pollsBefore = polls.length;
  // 30-second steps, each followed by a moment of real time for the poll's answer to arrive.
  for (let minute = 0; minute < 120; minute += 1) {
    await page.clock.runFor(30_000);
    await page.waitForTimeout(40);
  }
  await page.waitForLoadState('networkidle');
  const sent = polls.length - pollsBefore;
  const heapAfter = await heap();
  const growth = heapAfter - heapBefore;
  await context.close();
  record('/home, 60 simulated min', 'next-trip requests', String(sent), '120', sent === 120);
  record(
    '/home, 60 simulated min',
    'JS heap growth after GC',
    `${(growth / KB / KB).toFixed(2)} MB`,
    '< 2 MB',
    growth < 2 * KB * KB,
  );
  results.hourOnHome = {
    nextTripRequests: sent,
    heapBeforeBytes: heapBefore,
    heapAfterBytes: heapAfter,
    growthBytes: growth,
  };
}

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
