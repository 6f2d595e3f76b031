/**
 * Browsing parts of the bench (bench/run.ts): location search requests while typing, and an hour on /home (next-trip
 * polls and heap growth).
 */
import type { Browser } from '@playwright/test';
import { KB, ORIGIN, homeReady, record, results, signedInContext } from './common';

/**
 * Location search: the /ticketing/locations requests sent while "Amsterdam Centraal" is typed into "Naar" at 80 ms
 * per key (budget: one, the debounced search). Records its row and `results.locationSearch`.
 */
export async function measureLocationSearch(browser: Browser) {
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

/**
 * An hour on /home under Playwright's fake clock (120 steps of 30 s): the next-trip polls sent (budget 120) and the
 * JS heap growth after forced GC (budget < 2 MB). Records both rows and `results.hourOnHome`.
 */
export async function measureHour(browser: Browser) {
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
