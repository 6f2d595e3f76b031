import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { formatSpend, type SpendSummary } from './lib/e2e-time';

/*
 * The end of `npm test` (scripts/test-all.sh): from the runners' JSON reports in the folder given as the
 * only argument (vitest.json from the one Vitest run of the unit and model tests — or unit.json and model.json
 * from separate runs — and e2e.json from Playwright), prints each runner's 10 slowest test files (the Vitest
 * report split into unit and model: tests/model/), every browser test that needed a retry (a flake to fix), and a warning line for every test file that
 * took over 60 s, where the browser tests' time went (e2e-time.json, from tests/e2e/support/time-reporter.ts: UI
 * logins, UI and API set-up, resets, axe scans, the rest, with the counts of logins by UI, axe scans and browser model
 * paths), the CPU-seconds of each phase (cpu.txt, written by scripts/cpu-cgroup.sh), and last the run's plain total
 * over every runner ("tests: N passed, N failed, N skipped").
 * Never fails: timings on a shared 2-core machine are noisy, so this is a visible guard, not a gate.
 */

/** A test file's wall time in seconds. */
interface FileTime {
  file: string;
  seconds: number;
}

/** Over this many seconds a test file gets a warning line. */
const SLOW_FILE_SECONDS = 60;
const SHOWN = 10;

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  testResults: { name: string; startTime: number; endTime: number }[];
}

/** Tests counted over every runner's report. */
const counts = { passed: 0, failed: 0, skipped: 0 };

/** Vitest's JSON reporter: each file's start and end (ms since the epoch). */
function vitestFiles(path: string): FileTime[] {
  const report = JSON.parse(readFileSync(path, 'utf8')) as VitestReport;
  counts.passed += report.numPassedTests;
  counts.failed += report.numFailedTests;
  counts.skipped += report.numPendingTests + report.numTodoTests;
  return report.testResults.map((r) => ({
    file: relative(process.cwd(), r.name),
    seconds: (r.endTime - r.startTime) / 1000,
  }));
}

interface PlaywrightSuite {
  file: string;
  title: string;
  specs?: { title: string; tests: { results: { duration: number; retry: number; status: string }[] }[] }[];
  suites?: PlaywrightSuite[];
}

/**
 * Playwright's JSON reporter: a file's time is the sum of its tests' run durations (hooks and fixtures included,
 * retries too): what the file costs the run's workers, also when its tests run in parallel across them.
 * `retried` lists the tests run again.
 */
function playwrightFiles(path: string): { files: FileTime[]; retried: string[] } {
  const report = JSON.parse(readFileSync(path, 'utf8')) as {
    suites: PlaywrightSuite[];
    stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  };
  counts.passed += report.stats.expected + report.stats.flaky;
  counts.failed += report.stats.unexpected;
  counts.skipped += report.stats.skipped;
  const totals = new Map<string, number>();
  const retried: string[] = [];
  const walk = (suite: PlaywrightSuite, file: string, titles: string[]) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests) {
        for (const result of test.results) totals.set(file, (totals.get(file) ?? 0) + result.duration / 1000);
        if (test.results.some((r) => r.retry > 0))
          retried.push(`${file} › ${[...titles, spec.title].join(' › ')}`);
      }
    for (const child of suite.suites ?? []) walk(child, file, [...titles, child.title]);
  };
  for (const suite of report.suites) walk(suite, join('tests/e2e', suite.file), []);
  return { files: [...totals].map(([file, seconds]) => ({ file, seconds })), retried };
}

function printSlowest(runner: string, files: FileTime[]): void {
  const slowest = [...files].sort((a, b) => b.seconds - a.seconds).slice(0, SHOWN);
  console.log(`\nslowest ${runner} test files (${files.length} in all):`);
  for (const { file, seconds } of slowest) console.log(`  ${seconds.toFixed(1).padStart(7)} s  ${file}`);
}

const dir = process.argv[2] ?? '.data/reports';
const warnings: FileTime[] = [];
/** The model tests' folder: in the one Vitest run's report, its files are the model runner's. */
const isModelFile = (f: FileTime) => f.file.startsWith('tests/model/');
const vitestRunners: { runner: string; files: FileTime[] }[] = [];
if (existsSync(join(dir, 'vitest.json'))) {
  const files = vitestFiles(join(dir, 'vitest.json'));
  vitestRunners.push(
    { runner: 'unit (Vitest)', files: files.filter((f) => !isModelFile(f)) },
    { runner: 'model (Vitest)', files: files.filter(isModelFile) },
  );
}
for (const [runner, name] of [
  ['unit (Vitest)', 'unit.json'],
  ['model (Vitest)', 'model.json'],
] as const)
  if (existsSync(join(dir, name))) vitestRunners.push({ runner, files: vitestFiles(join(dir, name)) });
for (const { runner, files } of vitestRunners) {
  printSlowest(runner, files);
  warnings.push(...files.filter((f) => f.seconds > SLOW_FILE_SECONDS));
}
const e2ePath = join(dir, 'e2e.json');
if (existsSync(e2ePath)) {
  const { files, retried } = playwrightFiles(e2ePath);
  printSlowest('e2e (Playwright)', files);
  warnings.push(...files.filter((f) => f.seconds > SLOW_FILE_SECONDS));
  console.log(
    retried.length ? `\nretried browser tests (flaky): ${retried.length}` : '\nretried browser tests: 0',
  );
  for (const title of retried) console.log(`  ${title}`);
}
const timePath = join(dir, 'e2e-time.json');
if (existsSync(timePath)) {
  console.log('');
  for (const line of formatSpend(JSON.parse(readFileSync(timePath, 'utf8')) as SpendSummary))
    console.log(line);
}
const cpuPath = join(dir, 'cpu.txt');
if (existsSync(cpuPath)) {
  console.log('\nCPU by phase (every process of the phase, counted in a cgroup by scripts/cpu-cgroup.sh):');
  for (const line of readFileSync(cpuPath, 'utf8').split('\n').filter(Boolean)) console.log(`  ${line}`);
}
console.log('');
for (const { file, seconds } of warnings)
  console.log(
    `warning: ${file} took ${seconds.toFixed(1)} s (over ${SLOW_FILE_SECONDS} s): split it or speed it up`,
  );
console.log(`tests: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
printCpuRatio(join(dir, 'cpu-loop.txt'));

/**
 * The run's wall time as a multiple of the fixed CPU loop scripts/test-all.sh timed at its start (file: "<loop
 * seconds> <run start, epoch seconds>"), the figure scripts/ci-ratio.sh gives for a clean-clone `.ci/run`:
 * this kind of machine runs 2-4x faster or slower from day to day, so the ratio, not the seconds, is the figure to
 * compare; the goal is set on the CPU-seconds' ratio, printed last by scripts/cpu-cgroup.sh (docs/testing.md).
 * Prints nothing when the file is missing (a report of an older run).
 */
function printCpuRatio(path: string): void {
  if (!existsSync(path)) return;
  const [loop, start] = readFileSync(path, 'utf8').trim().split(/\s+/).map(Number);
  if (!loop || !start) return;
  const seconds = Date.now() / 1000 - start;
  console.log(
    `cpu loop ${loop.toFixed(1)} s; run so far ${seconds.toFixed(0)} s; wall ratio ${(seconds / loop).toFixed(0)}`,
  );
}
