import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { AnyStateMachine } from 'xstate';

/** A machine exported by a chart file, machines/<name>.machine.ts or machines/<wing>/<name>.machine.ts. */
export interface FoundMachine {
  /**
   * The chart's name in the docs and QA plans: its config `id` in kebab case (`booking-series` for `bookingSeries`
   * in machines/booking/series.machine.ts), so it does not change when a file moves between wings.
   */
  name: string;
  /** Repository-relative path of the chart file, e.g. `machines/booking/series.machine.ts`. */
  file: string;
  exportName: string;
  machine: AnyStateMachine;
}

function isMachine(value: unknown): value is AnyStateMachine {
  return (
    typeof value === 'object' &&
    value !== null &&
    'root' in value &&
    'config' in value &&
    typeof (value as { transition?: unknown }).transition === 'function'
  );
}

/** `bookingSeries` → `booking-series`. */
function kebabCase(id: string): string {
  return id.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

/**
 * Repository-relative paths of every chart file: machines/*.machine.ts and the wings' machines/<wing>/*.machine.ts
 * (booking, account, trip; docs/architecture.md), sorted.
 */
export function chartFiles(root = process.cwd()): string[] {
  return readdirSync(resolve(root, 'machines'), { recursive: true, encoding: 'utf8' })
    .map((file) => `machines/${file.split('\\').join('/')}`)
    .filter((file) => file.endsWith('.machine.ts'))
    .sort();
}

/**
 * Every state machine exported by a chart file ({@link chartFiles}), sorted by file; picks up new machines by
 * itself. Throws when two charts share a name (their `id`s in kebab case), since docs and plans are keyed by it.
 */
export async function loadMachines(root = process.cwd()): Promise<FoundMachine[]> {
  const found: FoundMachine[] = [];
  for (const file of chartFiles(root)) {
    const mod = (await import(resolve(root, file))) as Record<string, unknown>;
    for (const [exportName, value] of Object.entries(mod).sort(([a], [b]) => a.localeCompare(b))) {
      if (isMachine(value)) found.push({ name: kebabCase(value.id), file, exportName, machine: value });
    }
  }
  const names = found.map((m) => m.name);
  const twice = names.filter((name, i) => names.indexOf(name) !== i);
  if (twice.length) throw new Error(`two charts are named ${twice.join(', ')}: give each chart its own id`);
  return found;
}
