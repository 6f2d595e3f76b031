/*
 * Where the browser tests' time goes: UI logins, set-up through the UI, set-up through the API, database resets,
 * axe scans and the rest (docs/testing.md, "Where the browser phase's time goes"). The helpers of tests/e2e/support
 * wrap that work in `test.step`s whose titles start with a kind ({@link spendTitle}); the Playwright reporter
 * tests/e2e/support/time-reporter.ts hands each finished test's step tree to {@link addTest}, and
 * scripts/test-report.ts prints the sum ({@link formatSpend}).
 */

/** The kinds of work a browser test's time is split into; `rest` is what no tagged step covers (the behaviour). */
const SPEND_KINDS = ['login (UI)', 'set-up (UI)', 'set-up (API)', 'reset', 'axe', 'rest'] as const;
type SpendKind = (typeof SPEND_KINDS)[number];

/** The kinds a step can be tagged with (every kind but `rest`). */
export type TaggedKind = Exclude<SpendKind, 'rest'>;

/** A step's title for `kind`: `<kind>: <what>`, e.g. `login (UI): reiziger@example.com`. */
export function spendTitle(kind: TaggedKind, what: string): string {
  return `${kind}: ${what}`;
}

/** The kind a step's title names ({@link spendTitle}), or null for an untagged step. */
export function kindOf(title: string): TaggedKind | null {
  for (const kind of SPEND_KINDS) if (kind !== 'rest' && title.startsWith(`${kind}: `)) return kind;
  return null;
}

/** A step as Playwright reports it: its title, duration in ms and the steps inside it. */
export interface StepTree {
  title: string;
  duration: number;
  steps: StepTree[];
}

/** The run's sum: seconds and tagged-step counts per kind, the tests counted, and the browser model paths apart. */
export interface SpendSummary {
  /** Seconds of test time per kind (tests' durations, hooks and fixtures included, summed over the workers). */
  seconds: Record<SpendKind, number>;
  /** How many tagged steps of each kind ran (`rest`: 0). */
  counts: Record<SpendKind, number>;
  tests: number;
  /** Tests of the model-path files (tests/e2e/model-paths-*.spec.ts) and their seconds. */
  modelPaths: { tests: number; seconds: number };
}

/** An empty summary to add tests to. */
export function emptySummary(): SpendSummary {
  const zero = () => Object.fromEntries(SPEND_KINDS.map((k) => [k, 0])) as Record<SpendKind, number>;
  return { seconds: zero(), counts: zero(), tests: 0, modelPaths: { tests: 0, seconds: 0 } };
}

/**
 * Adds one finished test (its duration in ms, its top-level steps, its file) to `summary`. Each tagged step's
 * time goes to its kind minus the time of tagged steps of another kind inside it (an API sign-in inside a UI
 * set-up counts as API set-up only), untagged steps count as their parent's kind, and the test's time no tagged
 * step covers is `rest`. A tagged step inside one of the same kind is not counted again.
 */
export function addTest(summary: SpendSummary, duration: number, steps: StepTree[], file: string): void {
  const tagged: Record<SpendKind, number> = emptySummary().seconds;
  const visit = (step: StepTree, parent: SpendKind) => {
    const own = kindOf(step.title);
    const kind = own ?? parent;
    if (own && own !== parent) {
      tagged[own] += step.duration;
      if (parent !== 'rest') tagged[parent] -= step.duration;
    }
    if (own && own !== parent) summary.counts[own] += 1;
    for (const child of step.steps) visit(child, kind);
  };
  for (const step of steps) visit(step, 'rest');
  let covered = 0;
  for (const kind of SPEND_KINDS) {
    if (kind === 'rest') continue;
    summary.seconds[kind] += tagged[kind] / 1000;
    covered += tagged[kind];
  }
  summary.seconds.rest += Math.max(0, duration - covered) / 1000;
  summary.tests += 1;
  if (/(^|\/)model-paths-[^/]*\.spec\.ts$/.test(file)) {
    summary.modelPaths.tests += 1;
    summary.modelPaths.seconds += duration / 1000;
  }
}

/** The summary as printed lines: one per kind (seconds, share of the total, step count), then the model paths. */
export function formatSpend(summary: SpendSummary): string[] {
  const total = SPEND_KINDS.reduce((sum, kind) => sum + summary.seconds[kind], 0);
  const lines = [
    `browser test time by kind (${summary.tests} tests, ${total.toFixed(1)} s over the workers):`,
  ];
  for (const kind of SPEND_KINDS) {
    const seconds = summary.seconds[kind];
    const share = total > 0 ? (100 * seconds) / total : 0;
    const count = kind === 'rest' ? '' : `  ${summary.counts[kind]} step(s)`;
    lines.push(
      `  ${kind.padEnd(13)} ${seconds.toFixed(1).padStart(8)} s  ${share.toFixed(0).padStart(3)} %${count}`,
    );
  }
  lines.push(
    `  browser model paths: ${summary.modelPaths.tests} test(s), ${summary.modelPaths.seconds.toFixed(1)} s`,
  );
  return lines;
}
