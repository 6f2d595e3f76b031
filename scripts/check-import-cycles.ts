import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/**
 * Part of `npm run lint`: fails (exit 1) on any import circle between the project's own TypeScript files,
 * type-only imports (`import type`, `import { type X }`) and dynamic `import()` included. ESLint's
 * `import-x/no-cycle` catches circles of value imports as you type, but it always skips type-only imports
 * (eslint-plugin-import-x 4.x has no option to include them); a type-only circle still ties two modules into
 * one unit that cannot be understood, moved or split apart, so the shared type belongs in the module both use.
 *
 * Reads every `.ts`/`.tsx` file git knows (tracked, or new and not ignored), outside `node_modules` and
 * generated `.d.ts` files; follows relative specifiers only (`./x`, `../x`, resolved like Vite: `x.ts`,
 * `x.tsx`, `x.d.ts`, `x/index.ts(x)`, and `x.js` written for `x.ts`). Prints each circle as its files, each
 * with the `file:line` of the import that leads to the next.
 */

/** One import edge: the importing file's line (1-based) that names the imported file. */
interface Edge {
  to: string;
  line: number;
}

const EXTENSIONS = ['.ts', '.tsx', '.d.ts', '/index.ts', '/index.tsx'];

/** The project file a relative `specifier` in `from` names, or null (a package, or no such file). */
export function resolveSpecifier(
  from: string,
  specifier: string,
  exists: (path: string) => boolean,
): string | null {
  if (!specifier.startsWith('./') && !specifier.startsWith('../')) return null;
  const base = normalize(join(dirname(from), specifier));
  const candidates = [base, ...EXTENSIONS.map((ext) => base + ext)];
  if (/\.[cm]?js$/.test(base))
    candidates.push(base.replace(/\.([cm]?)js$/, '.$1ts'), base.replace(/\.js$/, '.tsx'));
  return candidates.find((path) => /\.tsx?$/.test(path) && exists(path)) ?? null;
}

/** The import edges of one file's source (static, type-only, re-exports and dynamic `import()`). */
export function importsOf(path: string, source: string, exists: (path: string) => boolean): Edge[] {
  const info = ts.preProcessFile(source, true, true);
  const edges: Edge[] = [];
  for (const ref of info.importedFiles) {
    const to = resolveSpecifier(path, ref.fileName, exists);
    if (to === null || to === path) continue;
    edges.push({ to, line: source.slice(0, ref.pos).split('\n').length });
  }
  return edges;
}

/** The circles of `graph`: its strongly connected components of more than one file (Tarjan), each sorted. */
export function findCycles(graph: Map<string, Edge[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (node: string): void => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const { to } of graph.get(node) ?? []) {
      if (!graph.has(to)) continue;
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node)!, low.get(to)!));
      } else if (onStack.has(to)) {
        low.set(node, Math.min(low.get(node)!, index.get(to)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) cycles.push(component.sort());
    }
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return cycles.sort((a, b) => a[0]!.localeCompare(b[0]!));
}

function main(): void {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
    .split('\0')
    .filter((path) => /\.tsx?$/.test(path) && !path.endsWith('.d.ts') && !path.includes('node_modules/'));
  const files = new Set(listed.filter((path) => existsSync(path)));
  const exists = (path: string) => files.has(path);
  const graph = new Map<string, Edge[]>();
  for (const path of files) graph.set(path, importsOf(path, readFileSync(path, 'utf8'), exists));
  const cycles = findCycles(graph);
  for (const cycle of cycles) {
    console.log('Import circle (type-only imports count):');
    const members = new Set(cycle);
    for (const file of cycle) {
      for (const edge of graph.get(file) ?? []) {
        if (members.has(edge.to)) console.log(`  ${file}:${edge.line}  imports ${edge.to}`);
      }
    }
  }
  if (cycles.length > 0) {
    console.error(
      `\n${cycles.length} import circle(s): move the shared code or type to the module both depend on.`,
    );
    process.exit(1);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
