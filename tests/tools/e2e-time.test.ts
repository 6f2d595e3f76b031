import { describe, expect, it } from 'vitest';
import {
  addTest,
  emptySummary,
  formatSpend,
  kindOf,
  spendTitle,
  type StepTree,
} from '../../scripts/lib/e2e-time';

/** A step of `ms` milliseconds with `steps` inside. */
const step = (title: string, ms: number, steps: StepTree[] = []): StepTree => ({
  title,
  duration: ms,
  steps,
});

describe('where the browser tests’ time goes (scripts/lib/e2e-time.ts)', () => {
  it('reads the kind back from a tagged title and none from an untagged one', () => {
    expect(kindOf(spendTitle('login (UI)', 'a@example.com'))).toBe('login (UI)');
    expect(kindOf(spendTitle('axe', 'home'))).toBe('axe');
    expect(kindOf('Before Hooks')).toBeNull();
    expect(kindOf('axe scan without the tag')).toBeNull();
  });

  it('splits a test into its tagged steps and the rest, nested steps of another kind apart', () => {
    const summary = emptySummary();
    addTest(
      summary,
      10_000,
      [
        step('Before Hooks', 1_500, [step(spendTitle('reset', 'database'), 1_000)]),
        step(spendTitle('set-up (UI)', 'open the booking form'), 3_000, [
          step(spendTitle('set-up (API)', 'login'), 1_200),
          step('page.click', 500),
        ]),
        step(spendTitle('axe', 'home'), 2_000, [step(spendTitle('axe', 'inner'), 1_000)]),
      ],
      'tests/e2e/booking.spec.ts',
    );
    expect(summary.seconds).toEqual({
      'login (UI)': 0,
      'set-up (UI)': 1.8,
      'set-up (API)': 1.2,
      reset: 1,
      axe: 2,
      rest: 4,
    });
    expect(summary.counts).toMatchObject({ 'set-up (UI)': 1, 'set-up (API)': 1, reset: 1, axe: 1 });
    expect(summary.tests).toBe(1);
    expect(summary.modelPaths).toEqual({ tests: 0, seconds: 0 });
  });

  it('counts the model-path files’ tests apart and prints every kind', () => {
    const summary = emptySummary();
    addTest(
      summary,
      4_000,
      [step(spendTitle('login (UI)', 'demo'), 1_000)],
      'tests/e2e/model-paths-auth.spec.ts',
    );
    addTest(summary, 2_000, [], 'tests/e2e/trips.spec.ts');
    expect(summary.modelPaths).toEqual({ tests: 1, seconds: 4 });
    const lines = formatSpend(summary);
    expect(lines[0]).toBe('browser test time by kind (2 tests, 6.0 s over the workers):');
    expect(lines.find((l) => l.includes('login (UI)'))).toMatch(/1\.0 s +17 % +1 step\(s\)/);
    expect(lines.find((l) => l.includes('rest'))).toMatch(/5\.0 s +83 %/);
    expect(lines.at(-1)).toBe('  browser model paths: 1 test(s), 4.0 s');
  });
});
