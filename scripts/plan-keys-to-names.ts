/**
 * `npx tsx scripts/plan-keys-to-names.ts [--check] [file …]`: rewrites old position keys of model transitions
 * (`<source>:<event>#<index>`, e.g. `signedOut.idle:login.submit#0`) into the name keys the model uses
 * (`<source>:<event>[ [guard]][ → target, …]`, scripts/lib/statechart-model.ts), in plans, model tests and the
 * browser model paths. For a branch that still writes plan keys by position (merged from before the name keys).
 *
 * The mapping is computed from the machines of tests/model/plans.ts as they are now: a candidate's position is its
 * index among the candidates of its source state and event (`ModelTransition.index`), so run it on the charts the
 * keys were written for (before reordering any candidates). A key in `tests/model/<plan>.plan.ts` or
 * `<plan>.model.test.tsx` is looked up in that plan's machine; a key elsewhere in every machine, and rewritten when
 * the machines that have it agree on its name. A key no machine has, or that several machines name differently, is
 * left as it is and listed on stderr.
 *
 * Files: by default every `.ts`/`.tsx` file under tests/model and tests/e2e. Prints `<file>: n keys` per changed
 * file; run `npx prettier --write` on them afterwards (name keys are longer). `--check` writes nothing and exits 1
 * when a position key is left (rewritable or not).
 */
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { listTransitions } from './lib/statechart-model';
import { PLANS } from '../tests/model/plans';

/** A position key as it is written in source and docs: `<state path or (root)>:<event>#<index>`. */
const POSITION_KEY = /(?<![\w.)-])((?:\(root\)|[\w-]+(?:\.[\w-]+)*):[\w.*-]+#\d+)(?!\d)/g;

/** Plan name → (position key → name key), from the machines as they are now. */
function keyMaps(): Map<string, Map<string, string>> {
  const maps = new Map<string, Map<string, string>>();
  for (const plan of PLANS) {
    const map = new Map<string, string>();
    for (const t of listTransitions(plan.machine)) map.set(`${t.source}:${t.modelEvent}#${t.index}`, t.key);
    maps.set(plan.name, map);
  }
  return maps;
}

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (/\.tsx?$/.test(entry.name)) yield path;
  }
}

/** The plan a file belongs to by its name (`auth.plan.ts`, `auth.model.test.tsx` → `auth`), or null. */
function planOf(path: string): string | null {
  return /^(.+)\.(?:plan\.ts|model\.test\.tsx)$/.exec(basename(path))?.[1] ?? null;
}

/**
 * The name key for `position` in `path`: from the file's own plan when it has one, else the one name every
 * machine that has the key agrees on; null when unknown or ambiguous.
 */
function nameFor(maps: Map<string, Map<string, string>>, path: string, position: string): string | null {
  const own = planOf(path);
  if (own && maps.has(own)) return maps.get(own)!.get(position) ?? null;
  const names = new Set([...maps.values()].flatMap((m) => (m.has(position) ? [m.get(position)!] : [])));
  return names.size === 1 ? [...names][0]! : null;
}

const args = process.argv.slice(2);
const check = args.includes('--check');
const given = args.filter((a) => !a.startsWith('--'));
const files = given.length ? given : [...sourceFiles('tests/model'), ...sourceFiles('tests/e2e')];
const maps = keyMaps();
let left = 0;
let rewritten = 0;
for (const path of files) {
  const text = readFileSync(path, 'utf8');
  let count = 0;
  const next = text.replace(POSITION_KEY, (position: string) => {
    const name = nameFor(maps, path, position);
    if (name === null) {
      left++;
      console.error(`${path}: no single name for ${position}; left as it is`);
      return position;
    }
    count++;
    return name;
  });
  if (count === 0) continue;
  rewritten += count;
  if (check) {
    console.error(`${path}: ${count} position keys`);
  } else {
    writeFileSync(path, next);
    console.log(`${path}: ${count} keys`);
  }
}
if (check && rewritten + left > 0) process.exit(1);
if (left > 0) process.exitCode = 1;
