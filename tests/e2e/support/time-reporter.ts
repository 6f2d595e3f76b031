import type { FullResult, Reporter, TestCase, TestResult, TestStep } from '@playwright/test/reporter';
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
    addTest(
      this.summary,
      result.duration,
      result.steps.map(toTree),
      relative(process.cwd(), test.location.file),
    );
  }

  onEnd(_result: FullResult): void {
    if (this.summary.tests === 0) return;
    console.log(`\n${formatSpend(this.summary).join('\n')}`);
    const file = process.env.E2E_TIME_REPORT;
    if (file) writeFileSync(file, JSON.stringify(this.summary));
  }
}

/** Playwright's step as the plain tree scripts/lib/e2e-time.ts reads. */
function toTree(step: TestStep): StepTree {
  return { title: step.title, duration: step.duration, steps: step.steps.map(toTree) };
}
