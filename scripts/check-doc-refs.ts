import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { repoFiles } from './lib/repo-files';
import { isChecked } from './check-issue-refs';

/**
 * Part of `npm run lint:source`: fails (exit 1) when a tracked file points at something whoever inherits the
 * repository does not have, or cites the product doc wrongly:
 * - a path outside the repository: the sibling folder `shared` of the work tree (relative, as `..` then `shared`,
 *   or absolute under `/work`), where the external specification, conventions and tools once lived;
 * - a citation of that external specification (the upper-case word for it followed by `§`, or its file name):
 *   code, tests and docs cite docs/product.md as "product §n" or "product §n.m";
 * - a "product §n" or "product §n.m" citation whose section is not a heading of docs/product.md
 *   (`## n. …` or `### n.m …`).
 *
 * Checked: the files `check-issue-refs.ts` checks (source, tests, docs, scripts, YAML, HTML), plus JSON files
 * (not the lock file) and the extension-less scripts under `.ci/`. Prints `file:line:column  text` for each hit.
 */

/** The product doc whose numbered headings the citations must name. */
export const PRODUCT_DOC = 'docs/product.md';

/** One finding: 1-based line and column, the matched text and why it is refused. */
export interface DocRef {
  line: number;
  column: number;
  match: string;
  reason: string;
}

/** A path into the sibling `shared` folder, relative or under /work (spelled in parts so this file passes). */
const OUTSIDE = new RegExp(`(?:\\.\\.|/work)/${'sha'}red(?![\\w-])`, 'g');
/** The external specification cited by name: its upper-case word before `§`, or its file name. */
const EXTERNAL_SPEC = new RegExp(`\\b${'SP'}EC(?:\\.md)?\\s*§|\\b${'SP'}EC\\.md\\b`, 'g');
/** A citation of the product doc: `product §4` or `product §2.3` (a trailing full stop is not part of it). */
const PRODUCT_CITATION = /\bproduct §(\d+(?:\.\d+)*)/g;

/** The section numbers docs/product.md defines: `## 4. …` gives "4", `### 2.3 …` gives "2.3". */
export function productSections(markdown: string): Set<string> {
  const sections = new Set<string>();
  for (const m of markdown.matchAll(/^#{2,4} (\d+(?:\.\d+)*)\.?\s/gm)) sections.add(m[1]!);
  return sections;
}

/** The refused references in `text`, in order; `sections` are those of {@link productSections}. */
export function findDocRefs(text: string, sections: ReadonlySet<string>): DocRef[] {
  const refs: DocRef[] = [];
  text.split('\n').forEach((lineText, index) => {
    const line = index + 1;
    for (const m of lineText.matchAll(OUTSIDE))
      refs.push({ line, column: m.index + 1, match: m[0], reason: 'a path outside the repository' });
    for (const m of lineText.matchAll(EXTERNAL_SPEC))
      refs.push({ line, column: m.index + 1, match: m[0], reason: `cite ${PRODUCT_DOC} as "product §n"` });
    for (const m of lineText.matchAll(PRODUCT_CITATION)) {
      if (!sections.has(m[1]!))
        refs.push({ line, column: m.index + 1, match: m[0], reason: `no such section in ${PRODUCT_DOC}` });
    }
  });
  return refs.sort((a, b) => a.line - b.line || a.column - b.column);
}

/** Whether `path` (relative, `/`-separated) is checked: the issue-reference files, JSON, `.ci/` scripts. */
export function isDocRefChecked(path: string): boolean {
  if (path.endsWith('package-lock.json') || path.includes('node_modules/')) return false;
  return isChecked(path) || path.endsWith('.json') || /^\.ci\/[^/.]+$/.test(path);
}

function main(): void {
  const sections = productSections(readFileSync(PRODUCT_DOC, 'utf8'));
  let hits = 0;
  for (const { path, text } of repoFiles(isDocRefChecked)) {
    const lines = text.split('\n');
    for (const ref of findDocRefs(text, sections)) {
      hits += 1;
      console.log(`${path}:${ref.line}:${ref.column}  ${ref.reason}: ${lines[ref.line - 1]?.trim()}`);
    }
  }
  if (hits > 0) {
    console.error(
      `\n${hits} reference(s) to outside the repository or to a missing product section: cite ${PRODUCT_DOC} ("product §n.m") and keep what the code relies on inside the repository.`,
    );
    process.exit(1);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
