import { test } from '@playwright/test';
import { spendTitle, type TaggedKind } from '../../../scripts/lib/e2e-time';

/**
 * Runs `body` as a `test.step` tagged with the kind of work it is (`login (UI)`, `set-up (UI)`, `set-up (API)`,
 * `reset`, `axe`), so the time reporter (tests/e2e/support/time-reporter.ts) can say where the browser phase's
 * time goes. The step is boxed: a failure inside it points at the caller's line. Outside a test or hook (a helper
 * called from a setup script) it just runs `body`. Returns what `body` returns; errors propagate unchanged.
 */
export function spend<T>(kind: TaggedKind, what: string, body: () => Promise<T>): Promise<T> {
  if (!insideTest()) return body();
  return test.step(spendTitle(kind, what), body, { box: true });
}

/** Whether a test or hook is running in this worker (test.info() throws outside one). */
function insideTest(): boolean {
  try {
    test.info();
    return true;
  } catch {
    return false;
  }
}
