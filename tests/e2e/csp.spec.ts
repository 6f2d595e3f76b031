import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { expect, test } from './support/test';
import { choosePassNumber, closeReleaseNotes, logIn } from './support/app';
import { E2E_DIST, ownPort, startServer, type ServerProcess } from './support/servers';

/*
 * In the browser: the PRODUCTION build (the run's build, E2E_DIST, served by
 * `server/start.ts --preview` with DIST_DIR) under its Content-Security-Policy (server/lib/security-headers.ts).
 * Logging in, the pass-number and release-notes dialogs, /book-trip and /my-trips must raise no
 * `securitypolicyviolation` event: the policy allows everything the app needs and, inline, only the boot script.
 */

const PORT = ownPort(37);
// The run's production build (tests/e2e/support/global-setup.ts), served here by the real preview server.
const DIST = E2E_DIST;
const DB_PATH = `.data/e2e-csp-${PORT}.sqlite`;
const base = `http://localhost:${PORT}`;

let server: ServerProcess | null = null;

test.beforeAll(async () => {
  server = await startServer({ port: PORT, dbPath: DB_PATH, fresh: true, mode: 'preview' });
});

test.afterAll(async () => {
  await server?.stop();
});

test('the built index.html has one inline script, the boot script, which the policy allows by its hash', async ({
  request,
}) => {
  const html = readFileSync(`${DIST}/index.html`, 'utf8');
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
  const inline = scripts.filter(([, attributes]) => !/\bsrc=/.test(attributes!));
  const external = scripts.filter(([, attributes]) => /\bsrc=/.test(attributes!));
  expect(external.length).toBeGreaterThan(0);
  for (const [, , body] of external) expect(body!.trim()).toBe('');
  // The inline boot script: src/boot/boot.ts, compiled and inlined by scripts/lib/boot-script-plugin.ts.
  expect(inline).toHaveLength(1);
  expect(inline[0]![2]).toContain('__regiotaxiPrefetch');
  const hash = `'sha256-${createHash('sha256').update(inline[0]![2]!, 'utf8').digest('base64')}'`;
  const policy = (await request.get(`${base}/login`)).headers()['content-security-policy'] ?? '';
  const scriptSrc = /script-src ([^;]*)/.exec(policy)![1]!.split(' ');
  expect(scriptSrc).toContain(hash);
  expect(scriptSrc.filter((source) => source.startsWith("'sha256-"))).toEqual([hash]);
});

test('route HTML preloads that route’s chunks, served brotli-compressed and immutable', async ({
  request,
}) => {
  const home = await request.get(`${base}/home`, { headers: { 'accept-encoding': 'gzip, br' } });
  expect(home.headers()['content-encoding']).toBe('br');
  expect(home.headers()['cache-control']).toBe('no-cache');
  const links = [...(home.headers()['link'] ?? '').matchAll(/<([^>]+)>; rel=(modulepreload|preload)/g)];
  const files = links.map((m) => m[1]!);
  // The chunk with the shell and the home page (scripts/lib/signed-in-chunk.ts) and the trip basics its card shows
  // (the names carry the chunk's name before its hash).
  expect(files.some((f) => /\/assets\/signed-in-[\w-]{7}\.js$/.test(f))).toBe(true);
  expect(files.some((f) => /\/assets\/trip-basics-[\w-]+\.js$/.test(f))).toBe(true);
  for (const file of files) {
    const res = await request.get(`${base}${file}`, { headers: { 'accept-encoding': 'br' } });
    expect(res.status(), file).toBe(200);
    expect(res.headers()['cache-control'], file).toBe('public, max-age=31536000, immutable');
  }
  // The entry chunk comes first (the one index.html runs); /login preloads its own page chunk and nothing of the
  // signed-in pages.
  const html = readFileSync(`${DIST}/index.html`, 'utf8');
  const entry = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(html)![1]!;
  expect(files[0]).toBe(entry);
  const login = await request.get(`${base}/login`, { headers: { 'accept-language': 'nl-NL' } });
  expect(login.headers()['link']).toMatch(new RegExp(`^<${entry}>; rel=modulepreload`));
  expect(login.headers()['link']).toMatch(/<\/assets\/login-page-[\w-]+\.js>; rel=modulepreload/);
  expect(login.headers()['link']).not.toMatch(/\/signed-in-|trip-basics|-rest-/);
});

test('a visitor’s pages preload no signed-in chunk, and no preload list names a chunk loaded already', async ({
  request,
}) => {
  // The pages a visitor opens (product §2.1): what /home alone needs (scripts/lib/signed-in-chunk.ts) is not theirs.
  const publicPaths = ['/', '/quick-book', '/login', '/register', '/activate', '/forgot', '/change'];
  const linkPaths = ['/follow/abc', '/trip/abc', '/trip/abc/change', '/carer/accept/abc'];
  for (const path of [...publicPaths, ...linkPaths]) {
    const links = (await request.get(`${base}${path}`)).headers()['link'] ?? '';
    expect(links, path).toMatch(/rel=modulepreload/);
    expect(links, path).not.toMatch(/\/assets\/signed-in-/);
  }
  expect((await request.get(`${base}/home`)).headers()['link']).toMatch(/\/assets\/signed-in-/);
  // Preload lists (`__vite__mapDeps`) never name the entry chunk, which every other chunk runs after
  // (scripts/lib/preload-deps-plugin.ts); there are lists to check.
  const html = readFileSync(`${DIST}/index.html`, 'utf8');
  const entry = /<script[^>]+src="\/(assets\/[^"]+\.js)"/.exec(html)![1]!;
  const lists = readdirSync(`${DIST}/assets`)
    .filter((file) => file.endsWith('.js'))
    .flatMap((file) => [...readFileSync(`${DIST}/assets/${file}`, 'utf8').matchAll(/m\.f=(\[[^\]]*\])/g)])
    .map((match) => JSON.parse(match[1]!) as string[]);
  expect(lists.length).toBeGreaterThan(5);
  for (const list of lists) expect(list).not.toContain(entry);
});

test('log in, book-trip and my-trips raise no CSP violation', async ({ page }) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener('securitypolicyviolation', (e) => {
      // arktype's one-time CSP probe (`new Function("return false")` in a try/catch; it then runs jitless).
      if (
        e.effectiveDirective === 'script-src' &&
        e.blockedURI === 'eval' &&
        /^(\(function anonymous\(\s*\)\s*\{\s*)?return false(\s*\}\))?$/.test(e.sample)
      ) {
        (window as unknown as { __cspProbes: number }).__cspProbes =
          ((window as unknown as { __cspProbes?: number }).__cspProbes ?? 0) + 1;
        return;
      }
      seen.push(
        `${e.effectiveDirective} blocked ${e.blockedURI} "${e.sample}" (${e.sourceFile}:${e.lineNumber})`,
      );
    });
  });
  const consoleViolations: string[] = [];
  page.on('console', (msg) => {
    // The eval refusal is arktype's probe, counted through its violation event above.
    if (/Content Security Policy/i.test(msg.text()) && !/evaluate a string as JavaScript/.test(msg.text()))
      consoleViolations.push(msg.text());
  });
  const violations = () => page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);

  const response = await page.goto(`${base}/login`);
  const policy = response?.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("script-src 'self'");
  expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(policy).toContain("frame-ancestors 'none'");

  await logIn(page, base);
  await choosePassNumber(page);
  await closeReleaseNotes(page);
  await page.getByRole('link', { name: 'Rit boeken' }).first().click();
  await expect(page).toHaveURL(/\/book-trip$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Mijn ritten' }).first().click();
  await expect(page).toHaveURL(/\/my-trips$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await violations()).toEqual([]);

  // A full page load of a deep link runs the whole boot (session restore) under the policy too: the inline boot
  // script runs (it is allowed by its hash) and its prefetched user data answers the app's first batch, so each
  // of the five user-data requests reaches the server once.
  const userDataRequests: string[] = [];
  const onRequest = (req: { url(): string }) => {
    const path = new URL(req.url()).pathname;
    if (/^\/ticketing\/(users|users\/budget|trips\/next|locations\/user\/recent|regions)$/.test(path))
      userDataRequests.push(path);
  };
  page.on('request', onRequest);
  await page.goto(`${base}/book-trip`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('radio').first()).toBeVisible();
  page.off('request', onRequest);
  expect(userDataRequests.sort()).toEqual([
    '/ticketing/locations/user/recent',
    '/ticketing/regions',
    '/ticketing/trips/next',
    '/ticketing/users',
    '/ticketing/users/budget',
  ]);
  expect(await page.evaluate(() => '__regiotaxiPrefetch' in window)).toBe(false);
  expect(await violations()).toEqual([]);
  await page.goto(`${base}/my-trips`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await violations()).toEqual([]);
  expect(consoleViolations).toEqual([]);
  const probes = await page.evaluate(() => (window as unknown as { __cspProbes?: number }).__cspProbes ?? 0);
  test.info().annotations.push({ type: 'csp', description: `violations: 0, arktype eval probes: ${probes}` });
  console.log(`CSP: 0 violations; arktype eval probes tolerated on the last page: ${probes}`);
});
