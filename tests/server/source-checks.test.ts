import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { findCycles, importsOf, resolveSpecifier } from '../../scripts/check-import-cycles';
import { findDocRefs, isDocRefChecked, productSections } from '../../scripts/check-doc-refs';
import { findIssueRefs, isChecked } from '../../scripts/check-issue-refs';
import { isLengthChecked, lineCount, MAX_FILE_LINES, overLong } from '../../scripts/check-file-length';

/* The four checks `npm run lint` adds to ESLint: comments, test names and docs say the reason, not a tracker
 * number (scripts/check-issue-refs.ts); nothing points outside the repository and every product citation names a
 * section of docs/product.md (scripts/check-doc-refs.ts); no import circle, type-only imports included
 * (scripts/check-import-cycles.ts); no hand-written source file over 450 lines (scripts/check-file-length.ts). */

/** Builds a tracker reference at run time, so this file does not itself contain one. */
const ref = (word: string, number: string) => `${word} ${number}`;

describe('tracker-number references', () => {
  it('flags a tracker word followed by a number, in comments, test names and prose, at its line and column', () => {
    const text = [
      `// Dialogs load on demand (${ref('issue', '10')}).`,
      `it('books a trip, ${ref('Issue', '12')} item 3', () => {});`,
      `### Repeating trips (${ref('issues', '16')}–19)`,
      `see ${ref('ticket', '#4')} and ${ref('PR', '7')}`,
      `* issue-${'8'}`,
    ].join('\n');
    expect(findIssueRefs(text).map(({ line, column, match }) => [line, column, match])).toEqual([
      [1, 28, ref('issue', '10')],
      [2, 19, ref('Issue', '12')],
      [3, 22, ref('issues', '16')],
      [4, 5, ref('ticket', '#4')],
      [4, 19, ref('PR', '7')],
      [5, 3, `issue-${'8'}`],
    ]);
  });

  it('flags a bare hash number that cannot be a colour', () => {
    expect(findIssueRefs(`fixed in #${'28'}`).map((r) => r.match)).toEqual(['#28']);
    expect(findIssueRefs(`(#${'5'})`).map((r) => r.match)).toEqual(['#5']);
  });

  it('accepts product section references, issue links by address, colours, HTML character references and plain words', () => {
    const text = [
      '// product §4: the pickup is at least 60 minutes ahead; see product §7.2.',
      '// https://github.com/statelyai/xstate/issues/4567 (a known upstream bug)',
      "const border = '#767676'; const shadow = '0 0 0 2px #000000'; color: #333;",
      '<p>don&#39;t</p> <a href="page#12">',
      '// An issue of the API: the 5 issues we found; Ticketing API 2.0; press 3 times.',
    ].join('\n');
    expect(findIssueRefs(text)).toEqual([]);
  });

  it('checks source, test and doc files, not the lock file or node_modules', () => {
    expect(
      ['src/a.tsx', 'tests/b.test.ts', 'README.md', 'openapi/x.yaml', 'scripts/t.sh'].every(isChecked),
    ).toBe(true);
    expect(['package-lock.json', 'node_modules/x/README.md', 'docs/screens/a.png'].some(isChecked)).toBe(
      false,
    );
  });
});

describe('references outside the repository and product citations', () => {
  /** Built at run time, so this file does not itself contain what the check refuses. */
  const up = ['..', 'shared'].join('/');
  const work = ['', 'work', 'shared'].join('/');
  const ext = ['SP', 'EC'].join('');
  const doc = [
    '# The product',
    '',
    '## 1. What it does',
    '',
    '## 2. Screens',
    '',
    '### 2.3 Live map card',
    '',
  ].join('\n');
  const sections = productSections(doc);

  it('reads the numbered headings of the product doc as its sections', () => {
    expect([...sections].sort()).toEqual(['1', '2', '2.3']);
    expect(productSections(readFileSync('docs/product.md', 'utf8')).has('4')).toBe(true);
  });

  it('flags a path into the sibling shared folder, relative or absolute, at its line and column', () => {
    const text = [`The conventions are in \`${up}/CONVENTIONS.md\`.`, `bash ${work}/tools/x`].join('\n');
    expect(findDocRefs(text, sections).map(({ line, column, match }) => [line, column, match])).toEqual([
      [1, 25, up],
      [2, 6, work],
    ]);
  });

  it('flags a citation of the external specification, by section or by file name', () => {
    const text = [`// ${ext} §4: cancel until 60 minutes before`, `beyond ${ext}.md: saved places`].join(
      '\n',
    );
    expect(findDocRefs(text, sections).map((r) => r.match)).toEqual([`${ext} §`, `${ext}.md`]);
  });

  it('flags a product citation of a section the doc does not have, and accepts those it has', () => {
    const text = '// product §2.3 and product §2, see product §1. Not product §2.4 nor product §7.';
    expect(findDocRefs(text, sections).map((r) => r.match)).toEqual(['product §2.4', 'product §7']);
  });

  it('accepts other uses of the words: the shared lane, a spec file, a folder named shared inside the repo', () => {
    const text = "const lane = 'shared'; const SPEC_FILES = {}; see tests/e2e/x.spec.ts and src/shared/y.ts";
    expect(findDocRefs(text, sections)).toEqual([]);
  });

  it('checks source, docs, JSON and the CI scripts, not the lock file', () => {
    expect(
      ['src/a.ts', 'README.md', 'package.json', '.ci/run', 'scripts/ci-ratio.sh'].every(isDocRefChecked),
    ).toBe(true);
    expect(['package-lock.json', 'node_modules/x/a.json', 'docs/screens/a.png'].some(isDocRefChecked)).toBe(
      false,
    );
  });
});

describe('import circles', () => {
  const files = new Set(['src/a.ts', 'src/b.tsx', 'src/c.ts', 'src/d/index.ts', 'src/e.css.ts']);
  const exists = (path: string) => files.has(path);

  it('resolves relative specifiers like the bundler and ignores packages', () => {
    expect(resolveSpecifier('src/a.ts', './b', exists)).toBe('src/b.tsx');
    expect(resolveSpecifier('src/a.ts', './d', exists)).toBe('src/d/index.ts');
    expect(resolveSpecifier('src/a.ts', './e.css', exists)).toBe('src/e.css.ts');
    expect(resolveSpecifier('src/b.tsx', './c.js', exists)).toBe('src/c.ts');
    expect(resolveSpecifier('src/a.ts', 'react', exists)).toBeNull();
  });

  it('counts type-only and dynamic imports, so a type-only circle is found', () => {
    const a = "import type { B } from './b';\nexport type A = { b: B };\n";
    const b =
      "import { lazy } from 'react';\n\nconst C = lazy(() => import('./a'));\nexport type B = string;\n";
    const graph = new Map([
      ['src/a.ts', importsOf('src/a.ts', a, exists)],
      ['src/b.tsx', importsOf('src/b.tsx', b, exists)],
      ['src/c.ts', importsOf('src/c.ts', "import { x } from './a';\n", exists)],
    ]);
    expect(graph.get('src/a.ts')).toEqual([{ to: 'src/b.tsx', line: 1 }]);
    expect(graph.get('src/b.tsx')).toEqual([{ to: 'src/a.ts', line: 3 }]);
    expect(findCycles(graph)).toEqual([['src/a.ts', 'src/b.tsx']]);
  });

  it('finds no circle in a graph without one', () => {
    const graph = new Map([
      ['src/a.ts', [{ to: 'src/b.tsx', line: 1 }]],
      ['src/b.tsx', [{ to: 'src/c.ts', line: 1 }]],
      ['src/c.ts', []],
    ]);
    expect(findCycles(graph)).toEqual([]);
  });
});

describe('file length', () => {
  const lines = (n: number) => Array.from({ length: n }, (_, i) => `const a${i} = ${i};`).join('\n') + '\n';

  it('counts lines as an editor numbers them', () => {
    expect(lineCount('')).toBe(0);
    expect(lineCount('a')).toBe(1);
    expect(lineCount('a\n')).toBe(1);
    expect(lineCount('a\nb')).toBe(2);
    expect(lineCount('a\n\nb\n')).toBe(3);
  });

  it('flags a file over 450 lines, longest first, and accepts one of exactly 450', () => {
    expect(MAX_FILE_LINES).toBe(450);
    const files = [
      { path: 'src/ok.ts', text: lines(450) },
      { path: 'server/long.ts', text: lines(451) },
      { path: 'machines/longer.ts', text: lines(600) },
    ];
    expect(overLong(files)).toEqual([
      { path: 'machines/longer.ts', lines: 600 },
      { path: 'server/long.ts', lines: 451 },
    ]);
  });

  it('checks hand-written TypeScript, JavaScript and style files, not generated output or docs', () => {
    expect(
      [
        'src/a.tsx',
        'machines/b.ts',
        'src/c.css.ts',
        'scripts/d.mjs',
        'server/e.js',
        'eslint.config.cjs',
        'tests/f.test.ts',
      ].every(isLengthChecked),
    ).toBe(true);
    expect(
      [
        'openapi/generated/ticketing.d.ts',
        'src/api/generated/response-validators.js',
        'docs/test-plans/booking.md',
        'docs/machines/booking.md',
        'README.md',
        'package-lock.json',
        'node_modules/x/index.js',
      ].some(isLengthChecked),
    ).toBe(false);
  });
});
