/** Bundle part of the bench (bench/run.ts): built JS sizes, what /login and /home load, the precache. */
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { DIST, KB, ORIGIN, gzipSize, homeReady, kb, record, results, signedInContext } from './common';

/** /login's JS budget: 1.05 × 112 KB, the floor of the libraries every page runs (React DOM, React Router, XState…). */
const LOGIN_JS_BUDGET_KB = 117.6;
/** /login's requests: the document, its JS, its CSS and the icon, well under a phone's parallel connections. */
const LOGIN_REQUEST_BUDGET = 10;
/** What reaching /home may add to /login's JS (signed-in shell, home page, its strings and checks). */
const HOME_MORE_BUDGET_KB = 20;
/** The service worker's precache: the shell and the offline views, a first visit on a phone's data plan. */
const PRECACHE_BUDGET_KB = 200;

/**
 * Bundle sizes (KB of gzip -9 output; rows of group "bundle", see docs/performance.md): the JS /login and signed-in /home load until
 * ready and idle, /login's request count, what /home adds, the largest lazy chunk, all built JS and the service
 * worker's precache. Records one row per figure (PASS/FAIL against its budget) and `results.bundle`.
 */
export async function measureBundle(browser: Browser) {
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
function measurePrecache(dist = DIST) {
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
