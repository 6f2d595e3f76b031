import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { appendFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/*
 * axe-core scans for the browser accessibility specs (issue 8): the WCAG 2.2 AA tag set, a printed line per scan,
 * and a run-wide record in the same summary file as tests/e2e/a11y.spec.ts (one JSON line per scan, keyed by the
 * Playwright runner's pid), so that spec's last test prints the count of every page/state scanned in the run.
 */

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];

/** The run's summary file (shared with a11y.spec.ts; removed by its summary test). */
export const SUMMARY_FILE = join(tmpdir(), `a11y-summary-${process.ppid}.jsonl`);

/** One scan: its name, path, how many axe rules passed and its violations. */
export interface ScanRecord {
  scan: string;
  url: string;
  passes: number;
  violations: { id: string; impact: string; nodes: number; targets: string[] }[];
}

/** Lets data requests and open/close transitions settle (no busy markers, then 350 ms) before a scan. */
export async function settle(page: Page) {
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
  await page.waitForTimeout(350);
}

/**
 * Runs axe (WCAG 2.2 AA tags) on the page as it is, prints one line, appends the record to {@link SUMMARY_FILE}
 * and fails on any violation. `settleFirst: false` scans at once (a state held open by a gated request, where
 * waiting for network idle would wait for nothing).
 */
export async function scan(
  page: Page,
  name: string,
  opts: { settleFirst?: boolean } = {},
): Promise<ScanRecord> {
  if (opts.settleFirst ?? true) await settle(page);
  else await page.waitForTimeout(350);
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
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
          entry.violations
            .map(
              (v) => `    - ${v.id} [${v.impact}] ${v.nodes} node(s): ${v.targets.slice(0, 4).join(' | ')}`,
            )
            .join('\n'),
  );
  expect(
    results.violations.map((v) => ({
      rule: v.id,
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
