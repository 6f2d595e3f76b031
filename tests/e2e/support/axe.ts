import AxeBuilder from '@axe-core/playwright';
import { expect, keepRequestInterception, test, type Page } from './test';
import { appendFileSync, existsSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { enUS } from '../../../src/i18n/en-US';
import { nlNL, type Dictionary } from '../../../src/i18n/nl-NL';
import { apiLogin, openSignedIn, type ApiSession } from './app';
import { resetAll } from './booking';
import { settlePage, waitForMotion } from './settle';
import { spend } from './spend';

/*
 * axe-core scans for the browser accessibility specs (tests/e2e/a11y*.spec.ts):
 * the WCAG 2.2 AA tag set, a printed line per scan, and a run-wide record in one summary file (one JSON line per
 * scan, from every worker), which the global teardown prints as the run's table. Also the specs' common setup:
 * languages, viewports, the language/release-notes init script, log-in (through the form or the API).
 */

/** The languages the a11y specs scan in. */
export type LocaleName = 'nl-NL' | 'en-US';

/** Each language's dictionary, for finding elements by their translated names. */
export const DICTS: Record<LocaleName, Dictionary> = { 'nl-NL': nlNL, 'en-US': enUS };

/** The widths the a11y specs scan at (CSS px): desktop and a phone. */
export const VIEWPORTS = [
  { name: '1280', width: 1280, height: 900 },
  { name: '375', width: 375, height: 812 },
] as const;

/** This build's version: stored as localStorage `appVersion` it marks the release notes as seen. */
const APP_VERSION = '4.1.0';

/** Riet (server/seed.ts): one pass number (no selection dialog), an unrated completed trip and upcoming trips. */
export const RIET = { email: 'reiziger@example.com', password: 'Welkom-2026!', pass: '2001000109' } as const;

/** The language {@link prepare} chose for each page: the account of a log-in gets the same one. */
const pageLocales = new WeakMap<Page, LocaleName>();

/**
 * Stores `locale` as the account's language (POST changelanguage through the API), so the log-in that follows
 * shows the page's language: after login the account's language wins over the device's. Each
 * scan sets it for its own log-in, so nl and en scans of one worker's server never depend on their order. Returns
 * the API session it signed in with, for {@link openSignedInAndSettle} to plant in the page (one scrypt-hashed
 * sign-in on the server instead of two).
 */
async function setAccountLanguage(
  baseURL: string,
  who: { email: string; password: string },
  locale: LocaleName,
): Promise<ApiSession> {
  return spend('set-up (API)', `${who.email} speaks ${locale}`, async () => {
    const session = await apiLogin(baseURL, who);
    const { accessToken } = session;
    const res = await fetch(`${baseURL}/api/userprofile/userprofile/changelanguage`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${accessToken}`,
        'Content-Type': 'application/json',
        'X-Platform-Type': 'Web',
        'X-Region-Id': '20',
      },
      body: JSON.stringify({ language: locale }),
    });
    expect(res.status, `changelanguage ${locale} for ${who.email}`).toBe(200);
    return session;
  });
}

/**
 * Sets the language (localStorage `lang`) before every page load and, unless `releaseNotes` is asked for, marks
 * this version's release notes as seen so their dialog does not cover the page.
 */
export async function prepare(page: Page, locale: LocaleName, opts: { releaseNotes?: boolean } = {}) {
  pageLocales.set(page, locale);
  await page.addInitScript(
    ([lang, version, keepNotes]) => {
      window.localStorage.setItem('lang', lang);
      if (!keepNotes) window.localStorage.setItem('appVersion', version);
    },
    [locale, APP_VERSION, opts.releaseNotes ? '1' : ''] as const,
  );
}

/**
 * Logs in through /login in the page's language (`t`) as `who` (default Riet), waits for /home, then lets the
 * session settle (stored tokens, first requests): a page.goto in the middle of it once landed on /login.
 */
export async function logIn(
  page: Page,
  baseURL: string,
  t: Dictionary,
  who: { email: string; password: string } = RIET,
) {
  const locale = pageLocales.get(page);
  await spend('login (UI)', who.email, async () => {
    if (locale) await setAccountLanguage(baseURL, who, locale);
    await page.goto(`${baseURL}/login`);
    await page.getByLabel(t.login.email).fill(who.email);
    await page.getByLabel(t.login.password, { exact: true }).fill(who.password);
    await page.getByRole('button', { name: t.login.submit, exact: true }).click();
    await expect(page).toHaveURL(/\/home$/);
    await settle(page);
  });
}

/**
 * Opens `path` signed in as `who` (default Riet) through the API ({@link openSignedIn}: no /login form), then lets
 * the page settle. For the scans of what comes after logging in; the form itself is scanned on its own.
 */
export async function openSignedInAndSettle(
  page: Page,
  baseURL: string,
  path: string,
  who: { email: string; password: string } = RIET,
) {
  const locale = pageLocales.get(page);
  const session = locale ? await setAccountLanguage(baseURL, who, locale) : undefined;
  await openSignedIn(page, baseURL, path, who, 'pass' in who ? (who.pass as string) : null, session);
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await settle(page);
}

/**
 * The common frame of the accessibility spec files (call once at a file's top level, or in its describe function):
 * no trace recording (other engineers' runs share test-results/ and may clear it mid-run; failures still print
 * every violation), the file's tests in parallel across the workers (each stands alone: its own page, log-in and
 * state), the server's database and clock back to the seed before the file's tests in each worker, and
 * `prefers-reduced-motion: reduce` in every page.
 */
export function configureA11ySpec(): void {
  test.use({ trace: 'off' });
  test.describe.configure({ mode: 'parallel' });
  test.beforeAll(async ({ baseURL }) => {
    await fetch(`${baseURL}/dev/clock`, { method: 'DELETE' });
    await resetAll(baseURL!);
  });
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
  });
}

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];

/**
 * An axe run of the page as it is, with the WCAG 2.2 AA tags, in axe's legacy mode: `axe.run` in the page itself.
 * The default mode (`runPartial` in every frame, then `finishRun` in a blank page it opens, with axe injected
 * again there) exists for cross-origin iframes, and the app has none (the release notes' sanitizer drops them;
 * the maps are tiles and SVG). Measured on four signed-in pages, same rules passed, incomplete and violated
 * either way; 1.8–2.4 s a scan in the default mode against 1.0–1.2 s in legacy mode on a quiet 2-core box.
 * `resultTypes: ['violations']`: axe lists every failing node as before, but for the passed, incomplete and
 * inapplicable rules it keeps one node each instead of building a selector and an HTML snippet for every node
 * checked (axe's documented performance option); the verdicts and the count of rules passed are the same. Nine
 * signed-in scans, one worker, quiet box: the axe steps 5.2–5.7 → 4.8–4.9 s, the file 16.7–17.1 → 15.9–16.3 CPU-s.
 */
export function axeBuilder(page: Page): AxeBuilder {
  return new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(AXE_TAGS)
    .setLegacyMode(true);
}

/**
 * The run's summary file (written by {@link scan} in every worker; printed and removed by {@link printScanSummary}
 * at the end of the run). The global setup names it in A11Y_SUMMARY_FILE, which the workers inherit.
 */
const SUMMARY_FILE = process.env.A11Y_SUMMARY_FILE ?? join(tmpdir(), `a11y-summary-${process.ppid}.jsonl`);

/** One scan: its name, path, how many axe rules passed and its violations. */
export interface ScanRecord {
  scan: string;
  url: string;
  passes: number;
  violations: { id: string; impact: string; nodes: number; targets: string[] }[];
}

/**
 * Lets lazy chunks, data requests and open/close transitions settle before a scan (tests/e2e/support/settle.ts):
 * no request in flight for 350 ms (React's Suspense reveal throttle is 300 ms; long polls and held requests aside;
 * at most 5 s), no busy markers (`aria-busy="true"`, progress bars; at most 10 s), the main thread idle, and every
 * finite CSS animation/transition finished; again if that work sent another request. It waits for those
 * conditions instead of Playwright's 'networkidle' (500 ms without any request: never reached on a page that polls
 * the API often, such as the live map on /home, where it took its whole 5 s) followed by a fixed 350 ms.
 */
export async function settle(page: Page) {
  await settlePage(page);
}

/** One indented line per violation (rule, impact, node count, the first four targets) for the printed reports. */
function formatViolations(violations: ScanRecord['violations']): string {
  return violations
    .map((v) => `    - ${v.id} [${v.impact}] ${v.nodes} node(s): ${v.targets.slice(0, 4).join(' | ')}`)
    .join('\n');
}

/** Every scan recorded in {@link SUMMARY_FILE} so far in this run (none when the file does not exist). */
function readScanRecords(): ScanRecord[] {
  if (!existsSync(SUMMARY_FILE)) return [];
  return readFileSync(SUMMARY_FILE, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as ScanRecord);
}

/**
 * Runs axe (WCAG 2.2 AA tags) on the page as it is, prints one line, appends the record to {@link SUMMARY_FILE}
 * and fails on any violation. `settleFirst: false` only lets open/close transitions finish ({@link waitForMotion})
 * and scans (a state held open by a gated request, where waiting for the network would wait for nothing).
 */
export async function scan(
  page: Page,
  name: string,
  opts: { settleFirst?: boolean } = {},
): Promise<ScanRecord> {
  return spend('axe', name, () => scanNow(page, name, opts));
}

/** {@link scan}'s work, in its `axe` step. */
async function scanNow(page: Page, name: string, opts: { settleFirst?: boolean }): Promise<ScanRecord> {
  if (opts.settleFirst ?? true) await settle(page);
  else await waitForMotion(page);
  const results = await axeBuilder(page).analyze();
  const entry: ScanRecord = {
    scan: name,
    url: new URL(page.url()).pathname,
    passes: results.passes.length,
    violations: results.violations.map((v) => ({
      id: v.id,
      impact: v.impact ?? 'unknown',
      nodes: v.nodes.length,
      targets: v.nodes.map((n) => n.target.join(' ')),
    })),
  };
  appendFileSync(SUMMARY_FILE, `${JSON.stringify(entry)}\n`);
  console.log(
    entry.violations.length === 0
      ? `[a11y] ${name} (${entry.url}): 0 violations (${entry.passes} rules passed)`
      : `[a11y] ${name} (${entry.url}): ${entry.violations.length} violation(s)\n` +
          formatViolations(entry.violations),
  );
  expect(
    results.violations.map((v) => ({
      rule: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => `${n.target.join(' ')} — ${n.failureSummary ?? ''}`),
    })),
    `axe violations on ${name}`,
  ).toEqual([]);
  return entry;
}

/**
 * Holds the next request matching `pattern` until the returned `release()` is called, so a waiting state (the
 * booking backdrop) stays on screen for as long as a test needs.
 */
export async function holdRequests(page: Page, pattern: string | RegExp): Promise<() => Promise<void>> {
  let open!: () => void;
  let handled!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  const done = new Promise<void>((resolve) => (handled = resolve));
  await keepRequestInterception(page);
  await page.route(
    pattern,
    async (route) => {
      await gate;
      await route.continue();
      handled();
    },
    { times: 1 },
  );
  return async () => {
    open();
    await done;
  };
}

/**
 * Prints the whole run's axe table (every page/state scanned by a11y.spec.ts and a11y-states.spec.ts, in every
 * worker: how many, how many clean, the range of rule passes, and each scan with violations), then removes the
 * summary file. Called by the global teardown, after the last test of every worker.
 */
export function printScanSummary(): void {
  const rows = readScanRecords();
  rmSync(SUMMARY_FILE, { force: true });
  if (rows.length === 0) return;
  const failing = rows.filter((r) => r.violations.length > 0);
  const lines = [
    '',
    `================ axe summary (${AXE_TAGS.join(', ')}) ================`,
    `pages/states scanned: ${rows.length}; clean: ${rows.length - failing.length}; with violations: ${failing.length}; ` +
      `axe rule passes per scan: ${Math.min(...rows.map((r) => r.passes))}–${Math.max(...rows.map((r) => r.passes))}`,
    ...failing.map((r) => `  ✗ ${r.scan} (${r.url})\n${formatViolations(r.violations)}`),
    '====================================================================================',
  ];
  console.log(lines.join('\n'));
}
