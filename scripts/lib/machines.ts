import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { AnyStateMachine } from 'xstate';

/** A machine exported by machines/<name>.machine.ts. */
export interface FoundMachine {
  /** File stem: `booking` for machines/booking.machine.ts. */
  name: string;
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

/** Every state machine exported by machines/*.machine.ts, sorted by file; picks up new machines by itself. */
export async function loadMachines(root = process.cwd()): Promise<FoundMachine[]> {
  const dir = resolve(root, 'machines');
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.machine.ts'))
    .sort();
  const found: FoundMachine[] = [];
  for (const file of files) {
    const mod = (await import(resolve(dir, file))) as Record<string, unknown>;
    for (const [exportName, value] of Object.entries(mod).sort(([a], [b]) => a.localeCompare(b))) {
      if (isMachine(value)) {
        found.push({
          name: file.replace(/\.machine\.ts$/, ''),
          file: `machines/${file}`,
          exportName,
          machine: value,
        });
      }
    }
  }
  return found;
}
