import { expect, type Page, type Request } from '@playwright/test';

/*
 * Condition-based settling of a page before an axe scan. The scans used to wait for Playwright's
 * 'networkidle' (500 ms without a request; never reached on a page that polls the API often, such as the live
 * map, so 5 s there) and then a fixed 350 ms. Here a scan waits for what it needs: no request of the page in
 * flight for a quiet window, no busy markers, the main thread idle and every finite CSS animation/transition
 * finished.
 */

/** A page's requests in flight, kept up to date by the page's request events ({@link trackRequests}). */
interface RequestTracker {
  /** Each request in flight with the time (ms) it started. */
  inFlight: Map<Request, number>;
  /** When a request of the page last started, finished or failed (ms). */
  lastActivity: number;
  /** When a request of the page last started (ms). */
  lastStart: number;
}

const trackers = new WeakMap<Page, RequestTracker>();

/**
 * How long (ms) a page must have had no request in flight to count as quiet: longer than React's Suspense reveal
 * throttle (300 ms), which holds a lazy route's content — and the requests its mount sends, such as the week's
 * trips on /my-trips — for up to that long after the last chunk or response arrived (as Playwright's networkidle,
 * 500 ms, did).
 */
const QUIET_MS = 350;
/**
 * A request in flight longer than this (ms) is a long poll, a request a test holds open on purpose
 * (`holdRequests`) or one that will never end: from then on it no longer keeps the page from counting as quiet.
 */
const LONG_REQUEST_MS = 5_000;
/** The most (ms) {@link waitForQuietNetwork} waits; then it goes on as Playwright's networkidle timeout did. */
const NETWORK_TIMEOUT_MS = 5_000;

/**
 * Starts following `page`'s requests (idempotent). The browser tests' `page` fixture calls it when the page is
 * made (tests/e2e/support/test.ts), so the requests of the first navigation count; other pages (a second browser
 * context's) should call it before their first `goto`.
 */
export function trackRequests(page: Page): RequestTracker {
  const known = trackers.get(page);
  if (known) return known;
  const tracker: RequestTracker = { inFlight: new Map(), lastActivity: Date.now(), lastStart: 0 };
  const done = (request: Request) => {
    if (tracker.inFlight.delete(request)) tracker.lastActivity = Date.now();
  };
  page.on('request', (request) => {
    tracker.lastStart = tracker.lastActivity = Date.now();
    tracker.inFlight.set(request, tracker.lastStart);
  });
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  page.on('close', () => tracker.inFlight.clear());
  trackers.set(page, tracker);
  return tracker;
}

/**
 * Since when (ms) the page has had no request in flight (long ones aside: they stop counting
 * {@link LONG_REQUEST_MS} after they started), or null while one is.
 */
function quietSince(tracker: RequestTracker, now: number): number | null {
  let since = tracker.lastActivity;
  for (const started of tracker.inFlight.values()) {
    if (now - started < LONG_REQUEST_MS) return null;
    since = Math.max(since, started + LONG_REQUEST_MS);
  }
  return since;
}

/**
 * Waits until no request of `page` (document, lazy chunk, API call; long ones aside) has been in flight for the
 * last {@link QUIET_MS}: the data and chunks a route asked for have arrived. A page that has been quiet that long
 * already (a second settle, after the test's own checks) passes at once. Gives up quietly after
 * {@link NETWORK_TIMEOUT_MS}, as the networkidle wait it replaces did.
 */
async function waitForQuietNetwork(page: Page): Promise<void> {
  const tracker = trackRequests(page);
  const deadline = Date.now() + NETWORK_TIMEOUT_MS;
  for (;;) {
    const now = Date.now();
    const since = quietSince(tracker, now);
    if ((since !== null && now - since >= QUIET_MS) || now >= deadline) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/**
 * Waits until the page's main thread is idle (`requestIdleCallback`, at most 1 s: the responses that came in have
 * been handled, and whatever request that work starts — the trips of a week once the account is known — has been
 * sent), then two animation frames (React committed, the browser painted), then for every running CSS
 * animation/transition with a finite end (open/close transitions of dialogs, drawers, backdrops, toasts; infinite
 * ones such as spinners never end and are left out) to finish, at most 2 s, then two frames more. Replaces a fixed
 * 350 ms sleep; with `prefers-reduced-motion: reduce` (configureA11ySpec) it is a few frames. When a navigation
 * replaces the document meanwhile, it waits for the new one's load instead.
 */
export async function waitForMotion(page: Page): Promise<void> {
  await page
    .evaluate(async () => {
      const idle = () =>
        new Promise((resolve) =>
          'requestIdleCallback' in window
            ? requestIdleCallback(resolve, { timeout: 1_000 })
            : setTimeout(resolve, 50),
        );
      // rAF stops in a hidden tab: a frame wait never takes more than 250 ms.
      const frames = () =>
        Promise.race([
          new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
          new Promise((resolve) => setTimeout(resolve, 250)),
        ]);
      await idle();
      await frames();
      const finite = document.getAnimations().filter((animation) => {
        const end = animation.effect?.getComputedTiming().endTime;
        return animation.playState === 'running' && end !== undefined && Number(end) !== Infinity;
      });
      await Promise.race([
        Promise.all(finite.map((animation) => animation.finished.catch(() => undefined))),
        new Promise((resolve) => setTimeout(resolve, 2_000)),
      ]);
      await frames();
    })
    .catch(async (error: unknown) => {
      const navigated = /context was destroyed|navigat/i.test(String(error));
      if (!navigated || page.isClosed()) throw error;
      await page.waitForLoadState('load').catch(() => undefined);
    });
}

/**
 * Lets a page settle before an axe scan: lazy chunks and data requests arrived ({@link waitForQuietNetwork}), no
 * busy markers (`aria-busy="true"`, progress bars; at most 10 s), the main thread idle and open/close transitions
 * finished ({@link waitForMotion}). When handling what arrived started another request (a chunk that asks for data,
 * the trips once the account is known), it goes round again, within the network wait's 5 s.
 */
export async function settlePage(page: Page): Promise<void> {
  const tracker = trackRequests(page);
  const deadline = Date.now() + NETWORK_TIMEOUT_MS;
  for (;;) {
    await waitForQuietNetwork(page);
    const lastStart = tracker.lastStart;
    await expect(page.locator('[aria-busy="true"], [role="progressbar"]'))
      .toHaveCount(0, { timeout: 10_000 })
      .catch(() => undefined);
    await waitForMotion(page);
    if (tracker.lastStart === lastStart || Date.now() >= deadline) return;
  }
}
