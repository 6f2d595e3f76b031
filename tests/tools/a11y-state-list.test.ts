import { readFileSync, readdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SCANNED_STATES, SCANS_BEFORE_THE_LANE, UNSCANNED, scanCount } from '../e2e/support/a11y-state-list';

/**
 * The axe state list (tests/e2e/support/a11y-state-list.ts) against the code: it names every state the browser
 * tests scan, every route of the router and every module that opens a dialog, and its scans never fall below the
 * count it started with.
 */
const ROOT = resolve(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(join(ROOT, file), 'utf8');

/** Files under `dir` (repository-relative) whose names match `pattern`. */
function filesUnder(dir: string, pattern: RegExp): string[] {
  return (readdirSync(join(ROOT, dir), { recursive: true }) as string[])
    .map((f) => join(dir, f))
    .filter((f) => pattern.test(f));
}

/**
 * The routes of src/app/routes.tsx: each row of its page tables (`'<path>': retrying(`), each direct
 * `pageRoute('<path>'` and the catch-all `path: '*'`.
 */
function routerPaths(): string[] {
  const source = read('src/app/routes.tsx');
  const paths = [
    ...[...source.matchAll(/^\s*'(\/[^']*)':\s*retrying\(/gm)].map((m) => m[1]!),
    ...[...source.matchAll(/pageRoute\(\s*'([^']+)'/g)].map((m) => m[1]!),
  ];
  if (/path: '\*'/.test(source)) paths.push('*');
  return paths;
}

/** The modules under src/ that open a dialog (the app's Dialog, ConfirmDialog, LazyDialog or Radix's own). */
function dialogModules(): string[] {
  return filesUnder('src', /\.tsx$/)
    .filter((f) => !f.startsWith(join('src', 'components', 'dialog')))
    .filter((f) => /<(Dialog|ConfirmDialog|LazyDialog|RadixDialog\.Root)\b/.test(read(f)));
}

/**
 * Every axe call of the browser tests: its file and the static start of its scan name (up to the first `${`),
 * from `scan(page, '…')`, `scan(page, name('…'))`, `scanBothLanguages(page, '…'` and a bare
 * `axeBuilder(page).analyze()` (the whole call as its text). The definitions in support/axe.ts and the wrapper in
 * support/guest-booking.ts (its callers are listed) are left out.
 */
function scanCalls(): { file: string; scan: string }[] {
  const wrappers = ['tests/e2e/support/axe.ts', 'tests/e2e/support/guest-booking.ts'];
  const calls: { file: string; scan: string }[] = [];
  for (const file of filesUnder(join('tests', 'e2e'), /\.ts$/)) {
    if (wrappers.includes(file) || file.endsWith('a11y-state-list.ts')) continue;
    const source = read(file);
    for (const m of source.matchAll(
      /\b(?:scan|scanBothLanguages)\(\s*\w+,\s*(?:name\()?(['`])((?:(?!\1|\$\{)[\s\S])*)/g,
    ))
      calls.push({ file, scan: m[2]! });
    for (const m of source.matchAll(/axeBuilder\(page\)\.analyze\(\)/g)) calls.push({ file, scan: m[0] });
  }
  return calls;
}

describe('the axe state list', () => {
  it('finds each entry’s scan in its file', () => {
    const missing = SCANNED_STATES.filter((s) => !read(s.file).includes(s.scan)).map(
      (s) => `${s.file}: ${s.scan}`,
    );
    expect(missing).toEqual([]);
  });

  it('has an entry for every axe scan of the browser tests', () => {
    const calls = scanCalls();
    expect(calls.length).toBeGreaterThan(40);
    const listed = new Set(SCANNED_STATES.map((s) => `${s.file}: ${s.scan}`));
    expect(calls.map((c) => `${c.file}: ${c.scan}`).filter((c) => !listed.has(c))).toEqual([]);
  });

  it('names every route of the router, scanned or with the reason it is not', () => {
    const paths = routerPaths();
    expect(paths).toEqual(expect.arrayContaining(['/', '/login', '/home', '/book-trip', '*']));
    const scanned = new Set(SCANNED_STATES.map((s) => s.route));
    expect(paths.filter((p) => !scanned.has(p) && !(p in UNSCANNED))).toEqual([]);
    // Every entry's route is one of the router's.
    expect(SCANNED_STATES.map((s) => s.route).filter((r) => !paths.includes(r))).toEqual([]);
  });

  it('names every module that opens a dialog, scanned or with the reason it is not', () => {
    const modules = dialogModules().map((f) => relative('.', f));
    expect(modules.length).toBeGreaterThan(5);
    const scanned = new Set(SCANNED_STATES.flatMap((s) => (s.dialog ? [s.dialog] : [])));
    expect(modules.filter((m) => !scanned.has(m) && !(m in UNSCANNED))).toEqual([]);
    // Every entry's dialog module exists and opens a dialog.
    expect([...scanned].filter((m) => !modules.includes(m))).toEqual([]);
  });

  it('keeps at least the scans the browser tests ran before the axe lane', () => {
    const count = scanCount();
    console.log(`axe states: ${SCANNED_STATES.length} entries, ${count} scans (states × languages × widths)`);
    expect(count).toBeGreaterThanOrEqual(SCANS_BEFORE_THE_LANE);
  });
});
