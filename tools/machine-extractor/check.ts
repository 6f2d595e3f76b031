/**
 * Stately's own parser as a test (run by `npm test`, scripts/test-all.sh; alone: `npx tsx
 * tools/machine-extractor/check.ts`): every chart (machines/*.machine.ts and the wings' machines/<wing>/*.machine.ts) must paste whole into Stately Studio.
 * For each chart it compares the states and transitions `@xstate/machine-extractor` (the parser behind the
 * Studio's import and the VS Code extension) reads from the source with those of the running machine
 * (tools/machine-extractor/chart-shape.ts says how both are read), and prints one line per chart: `whole`, or what
 * is missing (and what the parser reads that the machine does not have).
 *
 * The parser's peer is XState 4, so it lives in this folder's own package.json, apart from the app's
 * dependencies; the check installs it (`npm ci --prefix tools/machine-extractor`) when it is missing or not the
 * locked version. Exit 1 when any chart is not read whole, when a chart file exports no machine, or when the
 * self-test below fails (the check must be able to fail).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chartFiles, loadMachines } from '../../scripts/lib/machines';
import {
  compareShapes,
  isWhole,
  shapeOfExtracted,
  shapeOfMachine,
  type ExtractedStateConfig,
  type RunningStateNode,
  type ShapeDiff,
} from './chart-shape';

const TOOL_DIR = dirname(fileURLToPath(import.meta.url));
const ROOT = resolve(TOOL_DIR, '../..');

/** The part of the parser's API used here. */
interface Extractor {
  extractMachinesFromFile(source: string): {
    machines: ({ toConfig(): (ExtractedStateConfig & { id?: string }) | undefined } | undefined)[];
  } | null;
}

/** Installs the parser from this folder's lock file when it is missing or not the locked version. */
function ensureInstalled(): void {
  const lock = JSON.parse(readFileSync(resolve(TOOL_DIR, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, { version?: string }>;
  };
  const wanted = lock.packages['node_modules/@xstate/machine-extractor']?.version;
  const installed = resolve(TOOL_DIR, 'node_modules/@xstate/machine-extractor/package.json');
  const version = existsSync(installed)
    ? (JSON.parse(readFileSync(installed, 'utf8')) as { version: string }).version
    : undefined;
  if (version !== undefined && version === wanted) return;
  console.log(
    `machine-extractor: installing @xstate/machine-extractor ${wanted ?? ''} (npm ci in ${TOOL_DIR})`,
  );
  execFileSync('npm', ['ci', '--prefix', TOOL_DIR, '--no-audit', '--no-fund', '--loglevel=error'], {
    stdio: 'inherit',
  });
}

function loadExtractor(): Extractor {
  return createRequire(resolve(TOOL_DIR, 'package.json'))('@xstate/machine-extractor') as Extractor;
}

/**
 * Runs `work` with the console muted: the parser logs every action `params` it cannot turn into JSON (a function,
 * an identifier), which says nothing about states and transitions.
 */
function quietly<T>(work: () => T): T {
  const saved = { log: console.log, warn: console.warn, error: console.error };
  console.log = console.warn = console.error = () => {};
  try {
    return work();
  } finally {
    Object.assign(console, saved);
  }
}

/** The shape diff of every machine in `source` against `running` (matched by machine id). */
function diffSource(
  extractor: Extractor,
  source: string,
  running: { id: string; root: RunningStateNode }[],
): { id: string; diff: ShapeDiff }[] {
  const extracted = quietly(() =>
    (extractor.extractMachinesFromFile(source)?.machines ?? [])
      .map((m) => m?.toConfig())
      .filter((c): c is ExtractedStateConfig & { id?: string } => c !== undefined),
  );
  return running.map((machine, i) => {
    const config = extracted.find((c) => c.id === machine.id) ?? extracted[i] ?? {};
    return {
      id: machine.id,
      diff: compareShapes(shapeOfMachine(machine.root), shapeOfExtracted(config, machine.id)),
    };
  });
}

function describe(diff: ShapeDiff): string[] {
  const out: string[] = [];
  const list = (label: string, items: string[]) => {
    if (items.length) out.push(`    ${label} (${items.length}):`, ...items.map((x) => `      ${x}`));
  };
  list('states missing', diff.missingStates);
  list('transitions missing', diff.missingTransitions);
  list('states read that the machine lacks', diff.extraStates);
  list('transitions read that the machine lacks', diff.extraTransitions);
  return out;
}

/**
 * Self-test: a chart with a transition built by a function call must come out not whole (a check that cannot
 * fail proves nothing), and the same chart written out must come out whole.
 */
function selfTest(extractor: Extractor): string | null {
  const running: RunningStateNode = (() => {
    const node = (path: string[], id: string): RunningStateNode => ({
      path,
      id,
      states: {},
      transitions: new Map(),
      after: [],
      invoke: [],
    });
    const root = node([], 'probe');
    const idle = node(['idle'], 'probe.idle');
    const busy = node(['busy'], 'probe.busy');
    root.states = { idle, busy };
    idle.transitions.set('go', [{ target: [busy] }]);
    return root;
  })();
  const built = `setup({}).createMachine({ id: 'probe', initial: 'idle', states: { idle: { on: { go: to('busy') } }, busy: {} } });`;
  const plain = `setup({}).createMachine({ id: 'probe', initial: 'idle', states: { idle: { on: { go: { target: 'busy' } } }, busy: {} } });`;
  const [builtDiff] = diffSource(extractor, built, [{ id: 'probe', root: running }]);
  const [plainDiff] = diffSource(extractor, plain, [{ id: 'probe', root: running }]);
  if (!builtDiff || isWhole(builtDiff.diff)) return 'a transition built by a call was read whole';
  if (!plainDiff || !isWhole(plainDiff.diff)) return 'a plain transition was not read whole';
  return null;
}

async function main(): Promise<number> {
  ensureInstalled();
  const extractor = loadExtractor();
  const selfFailure = selfTest(extractor);
  if (selfFailure) {
    console.error(`machine-extractor: self-test failed: ${selfFailure}`);
    return 1;
  }

  const found = await loadMachines(ROOT);
  const byFile = new Map<string, typeof found>();
  for (const m of found) byFile.set(m.name, [...(byFile.get(m.name) ?? []), m]);

  const failures: string[] = [];
  const lines: string[][] = [];
  let whole = 0;
  for (const [name, machines] of byFile) {
    const source = readFileSync(resolve(ROOT, machines[0]!.file), 'utf8');
    const results = diffSource(
      extractor,
      source,
      machines.map((m) => ({ id: m.machine.id, root: m.machine.root as unknown as RunningStateNode })),
    );
    const fileWhole = results.every((r) => isWhole(r.diff));
    if (fileWhole) whole += 1;
    const text: string[] = [];
    for (const { id, diff } of results) {
      const shape = shapeOfMachine(
        machines.find((m) => m.machine.id === id)!.machine.root as unknown as RunningStateNode,
      );
      const size = `${shape.states.length} states, ${shape.transitions.length} transitions`;
      if (isWhole(diff)) {
        text.push(`  whole    ${name} (${size})`);
      } else {
        text.push(
          `  MISSING  ${name}: ${diff.missingStates.length} states, ${diff.missingTransitions.length} transitions lost (of ${size})`,
          ...describe(diff),
        );
      }
    }
    if (!fileWhole) failures.push(`${name} is not read whole`);
    lines.push(text);
  }

  const withMachine = new Set(found.map((m) => m.file));
  for (const file of chartFiles(ROOT)) {
    if (!withMachine.has(file)) failures.push(`${file} exports no machine to compare with`);
  }

  console.log("machine-extractor: Stately's parser against the running charts");
  for (const text of lines) console.log(text.join('\n'));
  console.log(`machine-extractor: ${whole} of ${byFile.size} charts read whole`);
  for (const f of failures) console.error(`machine-extractor: ${f}`);
  return failures.length ? 1 : 0;
}

void main().then((code) => {
  process.exitCode = code;
});
