import type { FullResult, Reporter, Suite, TestCase, TestResult, TestStep } from '@playwright/test/reporter';
import { writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { addTest, emptySummary, formatSpend, type StepTree } from '../../../scripts/lib/e2e-time';

/**
 * A Playwright reporter that splits the browser tests' time into UI logins, UI set-up, API set-up, database
 * resets, axe scans and the rest (scripts/lib/e2e-time.ts), from the `test.step`s the helpers of
 * tests/e2e/support tag with their kind (`spend` in tests/e2e/support/spend.ts), hooks and fixtures included.
 * Prints the table at the end of the run and, when `E2E_TIME_REPORT` names a file, writes the summary there as
 * JSON (scripts/test-all.sh does; scripts/test-report.ts prints it again at the end of `npm test`).
 */
export default class TimeReporter implements Reporter {
  private readonly summary = emptySummary();

  printsToStdio(): boolean {
    return false;
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    addTest(this.summary, result.duration, result.steps.map(toTree), specFile(test));
  }

  onEnd(_result: FullResult): void {
    if (this.summary.tests === 0) return;
    console.log(`\n${formatSpend(this.summary).join('\n')}`);
    const file = process.env.E2E_TIME_REPORT;
    if (file) writeFileSync(file, JSON.stringify(this.summary));
  }
}

/**
 * The spec file a test belongs to (repository-relative): its file suite's, not `test.location`, which names the
 * support file that declares tests for several specs (tests/e2e/support/model-paths.ts, a11y-scans.ts).
 */
function specFile(test: TestCase): string {
  let suite: Suite | undefined = test.parent;
  while (suite && suite.type !== 'file') suite = suite.parent;
  return relative(process.cwd(), suite?.location?.file ?? test.location.file);
}

/** Playwright's step as the plain tree scripts/lib/e2e-time.ts reads. */
function toTree(step: TestStep): StepTree {
  return { title: step.title, duration: step.duration, steps: step.steps.map(toTree) };
}
