import { fileURLToPath } from 'node:url';
import { repoFiles } from './lib/repo-files';

/**
 * Part of `npm run lint`: fails (exit 1) when a source, test or doc file cites a tracker number instead of the
 * reason behind it. The tracker is not part of the repository, so to whoever inherits the code such a number
 * says nothing: a comment, docstring, test name or doc states the rule, constraint or reason, and the number
 * stays in the commit message (commit messages are not checked).
 *
 * Flagged, case-insensitive: the word "issue", "ticket" or "PR" followed by a number (`issue N`, `Issues N–M`,
 * `ticket #N`, `issue-N`, with N in digits), and a bare `#N` of one, two, five or more digits.
 * Accepted: `product §4` references (docs/product.md is in the repository); web addresses such as
 * `https://github.com/<owner>/<repo>/issues/<n>` (a third-party library's known bug cited by its full address
 * resolves for any reader; the slash keeps it out of the pattern); CSS colours (`#000`, `#0a0a0a`: a `#` with 3,
 * 4, 6 or 8 digits is read as a colour, so a three- or four-digit tracker number written as `#123` passes);
 * HTML character references (`&#39;`).
 *
 * Checked: every file git knows (tracked, or new and not ignored) whose name ends in one of
 * {@link CHECKED_EXTENSIONS}, except {@link SKIPPED_FILES}. Prints `file:line:column  text` for each hit.
 */

/** Text files that hold comments, test names or prose. */
export const CHECKED_EXTENSIONS = [
  '.ts',
  '.tsx',
  '.js',
  '.mjs',
  '.cjs',
  '.md',
  '.yaml',
  '.yml',
  '.sh',
  '.html',
];

/** Generated or third-party text the project does not write by hand. */
export const SKIPPED_FILES = [/(^|\/)package-lock\.json$/, /(^|\/)node_modules\//];

/** `issue N`, `Issues N–M`, `issue #N`, `ticket-N`, `PR N`: a tracker word, then a number. */
const TRACKER_WORD = /\b(?:issues?|tickets?|PRs?)[\s_-]*(?:#|no\.?\s*|number\s*)?\d+/gi;
/** `#N` after a space, a bracket or a line start (not an HTML character reference, `page#N`, `/#N`, a quoted colour). */
const HASH_NUMBER = /(?<![\w&#/'"`:-])#(\d+)(?![\w-])/g;

/** One reference found: 1-based line and column, and the matched text. */
export interface IssueRef {
  line: number;
  column: number;
  match: string;
}

/** The tracker-number references in `text`, in order. */
export function findIssueRefs(text: string): IssueRef[] {
  const refs: IssueRef[] = [];
  text.split('\n').forEach((lineText, index) => {
    const words = [...lineText.matchAll(TRACKER_WORD)];
    for (const m of words) refs.push({ line: index + 1, column: m.index + 1, match: m[0] });
    for (const m of lineText.matchAll(HASH_NUMBER)) {
      const digits = m[1]?.length ?? 0;
      const inWord = words.some((w) => m.index >= w.index && m.index < w.index + w[0].length);
      if (inWord || [3, 4, 6, 8].includes(digits)) continue;
      refs.push({ line: index + 1, column: m.index + 1, match: m[0] });
    }
  });
  return refs.sort((a, b) => a.line - b.line || a.column - b.column);
}

/** Whether `path` (relative, `/`-separated) is one of the checked files. */
export function isChecked(path: string): boolean {
  return CHECKED_EXTENSIONS.some((ext) => path.endsWith(ext)) && !SKIPPED_FILES.some((re) => re.test(path));
}

function main(): void {
  let hits = 0;
  for (const { path, text } of repoFiles(isChecked)) {
    const lines = text.split('\n');
    for (const ref of findIssueRefs(text)) {
      hits += 1;
      console.log(`${path}:${ref.line}:${ref.column}  ${lines[ref.line - 1]?.trim()}`);
    }
  }
  if (hits > 0) {
    console.error(
      `\n${hits} tracker-number reference(s): say the rule, constraint or reason instead (the number belongs in the commit message).`,
    );
    process.exit(1);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
