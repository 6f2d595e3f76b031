import { describe, expect, it } from 'vitest';
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { getStateNodes } from 'xstate/graph';
import { loadMachines } from '../../scripts/lib/machines';

// Every machine is importable into Stately Studio and the Stately VS Code editor as written — a
// static `setup({...}).createMachine({...})` config whose actions, guards, actors and delays are referenced by
// name. This walks each machine's state tree (`machine.root`) and lists anything written inline in the config.

/** Guard combinators (`and`, `or`, `not`) are fine when every guard they combine is named. */
function guardProblems(guard: unknown, where: string): string[] {
  if (guard === undefined || typeof guard === 'string') return [];
  if (typeof guard === 'object' && guard !== null && typeof (guard as { type?: unknown }).type === 'string') {
    return [];
  }
  if (typeof guard === 'function') {
    const fn = guard as { name?: string; guards?: unknown[]; check?: unknown };
    if (['and', 'or', 'not'].includes(fn.name ?? '') && Array.isArray(fn.guards)) {
      return fn.guards.flatMap((g) => guardProblems(g, where));
    }
  }
  return [`${where}: inline guard`];
}

/** XState's own timer actions for `after` (a delayed `raise` on entry, its `cancel` on exit). */
function isAfterTimer(a: unknown): boolean {
  const fn = a as { type?: string; event?: { type?: unknown }; sendId?: unknown };
  const id = fn.type === 'xstate.raise' ? fn.event?.type : fn.type === 'xstate.cancel' ? fn.sendId : null;
  return typeof id === 'string' && id.startsWith('xstate.after.');
}

/** Actions must be a name or `{ type: name, params }`; a function (even `assign(...)`) is inline. */
function actionProblems(actions: readonly unknown[], where: string): string[] {
  return actions.flatMap((a) => {
    if (typeof a === 'string' || isAfterTimer(a)) return [];
    if (typeof a === 'object' && a !== null && typeof (a as { type?: unknown }).type === 'string') return [];
    const label =
      typeof a === 'function' ? ((a as { type?: string }).type ?? a.name) || 'anonymous' : typeof a;
    return [`${where}: inline action (${label})`];
  });
}

/** Everything written inline in `machine`'s config, as `#state.id where: what`. */
function inlineImplementations(machine: AnyStateMachine): string[] {
  const nodes: AnyStateNode[] = [machine.root, ...getStateNodes(machine.root)];
  return nodes.flatMap((node) => {
    const at = `#${node.id}`;
    const problems = [
      ...actionProblems(node.entry, `${at} entry`),
      ...actionProblems(node.exit, `${at} exit`),
    ];
    for (const [event, candidates] of node.transitions) {
      for (const t of candidates) {
        problems.push(...actionProblems(t.actions, `${at} on ${event}`));
        problems.push(...guardProblems(t.guard, `${at} on ${event}`));
      }
    }
    for (const t of node.always ?? []) {
      problems.push(...actionProblems(t.actions, `${at} always`));
      problems.push(...guardProblems(t.guard, `${at} always`));
    }
    for (const { delay } of node.after) {
      if (typeof delay !== 'string')
        problems.push(`${at} after: inline delay (${typeof delay} ${String(delay)})`);
    }
    for (const inv of node.invoke) {
      if (typeof inv.src !== 'string') problems.push(`${at} invoke ${inv.id}: inline actor logic`);
    }
    return problems;
  });
}

describe('machines are importable into Stately Studio as written', async () => {
  const machines = await loadMachines();

  it('finds the machines', () => {
    expect(machines.length).toBeGreaterThan(2);
  });

  it.each(machines.map((m) => [`${m.file} ${m.exportName}`, m.machine] as const))(
    '%s names every action, guard, actor and delay',
    (_, machine) => {
      expect(inlineImplementations(machine)).toEqual([]);
    },
  );
});
