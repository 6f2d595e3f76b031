import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/**
 * The repository's files the source checks read (scripts/check-issue-refs.ts, scripts/check-doc-refs.ts): tracked
 * and untracked-but-not-ignored paths (relative, `/`-separated, sorted) that `include` accepts, each with its text.
 * A path git lists but the work tree has deleted is skipped.
 */
export function* repoFiles(include: (path: string) => boolean): Generator<{ path: string; text: string }> {
  const out = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const paths = [...new Set(out.split('\0').filter((path) => path !== '' && include(path)))].sort();
  for (const path of paths) {
    let text: string;
    try {
      text = readFileSync(path, 'utf8');
    } catch {
      continue; // listed by git but deleted in the work tree
    }
    yield { path, text };
  }
}
