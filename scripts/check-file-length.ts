import { fileURLToPath } from 'node:url';
import { repoFiles } from './lib/repo-files';

/**
 * Part of `npm run lint:source`: fails (exit 1) when a hand-written source file is longer than
 * {@link MAX_FILE_LINES} lines. A file that long does several things; split it by concern (a chart's shapes into
 * its `*-types.ts`, a server module's shared store into its own file) rather than raising the limit.
 *
 * Checked: every file git knows (tracked, or new and not ignored) whose name ends in one of
 * {@link LENGTH_CHECKED_EXTENSIONS} (`.css.ts` style files included), except generated output
 * ({@link GENERATED_PATHS}: the OpenAPI types and field rules, the response validators, the QA test plans and the
 * chart diagrams), which are rewritten by their generators and never edited by hand.
 * Prints `file: N lines (limit 450)` for each file over the limit, longest first.
 */

/** The most lines a hand-written source file may have (a trailing newline does not count as a line). */
export const MAX_FILE_LINES = 450;

/** Source file endings the limit applies to. */
export const LENGTH_CHECKED_EXTENSIONS = ['.ts', '.tsx', '.js', '.mjs', '.cjs'];

/** Generated folders: written by `npm run gen:*`, `npm run test:plans` and `npm run diagrams`, not by hand. */
export const GENERATED_PATHS = [
  /^openapi\/generated\//,
  /^src\/api\/generated\//,
  /^docs\/test-plans\//,
  /^docs\/machines\//,
  /(^|\/)node_modules\//,
];

/** Whether `path` (relative, `/`-separated) is a hand-written source file the limit applies to. */
export function isLengthChecked(path: string): boolean {
  return (
    LENGTH_CHECKED_EXTENSIONS.some((ext) => path.endsWith(ext)) &&
    !GENERATED_PATHS.some((re) => re.test(path))
  );
}

/** Lines in `text` as an editor numbers them: a final newline ends the last line rather than starting one. */
export function lineCount(text: string): number {
  if (text === '') return 0;
  return text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
}

/** The files of `files` over {@link MAX_FILE_LINES} lines, longest first, each with its line count. */
export function overLong(files: Iterable<{ path: string; text: string }>): { path: string; lines: number }[] {
  const found: { path: string; lines: number }[] = [];
  for (const { path, text } of files) {
    const lines = lineCount(text);
    if (lines > MAX_FILE_LINES) found.push({ path, lines });
  }
  return found.sort((a, b) => b.lines - a.lines || a.path.localeCompare(b.path));
}

function main(): void {
  const found = overLong(repoFiles(isLengthChecked));
  for (const { path, lines } of found) console.log(`${path}: ${lines} lines (limit ${MAX_FILE_LINES})`);
  if (found.length > 0) {
    console.error(
      `\n${found.length} source file(s) over ${MAX_FILE_LINES} lines: split each by concern (types, shared helpers, one module per responsibility) instead of raising the limit.`,
    );
    process.exit(1);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
