/** Critical-path part of the bench (bench/run.ts): login → /home with latency added to every API call. */
import type { Browser } from '@playwright/test';
import { LATENCY_MS, ORIGIN, SESSION_KEY, TRAVELLER, homeReady, isApi, record, results } from './common';

/**
 * Longest chain of API requests where each starts after the previous one ended: the number of sequential
 * round trips (requests that overlap in time count as one parallel batch).
 */
function sequentialRoundTrips(requests: Array<{ start: number; end: number }>): number {
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
export async function measureCriticalPath(browser: Browser) {
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
