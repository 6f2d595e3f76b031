import { existsSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import ts from 'typescript';
import type { Plugin } from 'vite';

/** The wings of machines/ (docs/architecture.md "Wings"): each is a folder behind one index.ts. */
const WINGS = ['booking', 'account', 'trip'] as const;

/**
 * The folders whose index.ts the build sees through (project-relative): the wings, and the design-system components
 * (src/components/index.ts, the surface features import from, and the two component folders with an index of
 * their own).
 */
export const BARRELS = [
  ...WINGS.map((wing) => `machines/${wing}`),
  'src/components',
  'src/components/trip-card',
  'src/components/address-combobox',
] as const;

/**
 * The value exports of a module (what survives type erasure), each mapped to the absolute path of the module that
 * declares it: own `export const|function|class|enum`, `export { a, b as c }` (own or `from` a module), and every
 * `export * from './x'` followed into x. Type-only exports (interfaces, type aliases, `export type`) are left out.
 * @param file absolute path of a .ts or .tsx module
 * @returns name → absolute .ts or .tsx path of the declaring module
 */
export function valueExports(file: string): Map<string, string> {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const found = new Map<string, string>();
  const isExported = (node: ts.Node) =>
    ts.canHaveModifiers(node) &&
    (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
  const target = (specifier: ts.Expression) => {
    const base = resolve(dirname(file), (specifier as ts.StringLiteral).text.replace(/\.tsx?$/, ''));
    return existsSync(`${base}.tsx`) ? `${base}.tsx` : `${base}.ts`;
  };
  for (const statement of source.statements) {
    if (ts.isVariableStatement(statement) && isExported(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        if (ts.isIdentifier(declaration.name)) found.set(declaration.name.text, file);
      }
    } else if (
      (ts.isFunctionDeclaration(statement) ||
        ts.isClassDeclaration(statement) ||
        ts.isEnumDeclaration(statement)) &&
      isExported(statement) &&
      statement.name
    ) {
      found.set(statement.name.text, file);
    } else if (ts.isExportDeclaration(statement) && !statement.isTypeOnly) {
      const from = statement.moduleSpecifier ? target(statement.moduleSpecifier) : undefined;
      if (!statement.exportClause && from) {
        for (const [name, module] of valueExports(from)) found.set(name, module);
      } else if (statement.exportClause && ts.isNamedExports(statement.exportClause)) {
        for (const element of statement.exportClause.elements) {
          if (element.isTypeOnly) continue;
          const declared = from ? valueExports(from).get((element.propertyName ?? element.name).text) : file;
          if (declared) found.set(element.name.text, declared);
        }
      }
    }
  }
  return found;
}

/** `import { a, b as c } from "…";` as esbuild writes it (types already erased). */
const NAMED_IMPORT = /import\s*\{([^}]*)\}\s*from\s*(["'])([^"']+)\2;?/g;

/**
 * Vite plugin (build only): rewrites `import { … } from '…/machines/<wing>'` (and `'…/components'`
 * and the component folders, {@link BARRELS}) in the app's modules into imports from the files that declare each name. Views and src/logic import a wing only
 * through its index.ts (lint), but Rollup would then keep every module the index re-exports in the chunk of the
 * first page that imports anything from it (measured: /login grew from 117 to 158 KB gzip with the booking and trip
 * charts in the entry). With the direct imports each page's chunks hold only the wing modules it uses, as before the
 * wings existed. For the components the code was already right (their index has no code of its own), but the
 * module graph named the index as every page's import: a chunk rule that follows static imports
 * (scripts/lib/signed-in-chunk.ts) then saw every page share every component.
 * @param root the repository root (where machines/ is)
 * @throws at build time when a name imported from a wing is not one of its index's value exports
 */
export function wingImports(root = process.cwd()): Plugin {
  const indexes = new Map<string, string>();
  for (const barrel of BARRELS) {
    const folder = resolve(root, barrel);
    for (const spelling of [folder, `${folder}/index`, `${folder}/index.ts`]) indexes.set(spelling, folder);
  }
  let exportsOf = new Map<string, Map<string, string>>();
  return {
    name: 'regiotaxi:wing-imports',
    apply: 'build',
    enforce: 'post',
    buildStart() {
      exportsOf = new Map(
        BARRELS.map((barrel) => [resolve(root, barrel), valueExports(resolve(root, barrel, 'index.ts'))]),
      );
    },
    transform(code, id) {
      const file = id.split('?')[0] ?? id;
      // Every module of the app, the charts too: machines/guest-entry.machine.ts imports './booking'.
      if (!/\.(tsx?|jsx?)$/.test(file) || file.includes('/node_modules/')) return null;
      let changed = false;
      const out = code.replace(
        NAMED_IMPORT,
        (statement, names: string, _quote: string, specifier: string) => {
          if (!specifier.startsWith('.')) return statement;
          const wing = indexes.get(resolve(dirname(file), specifier));
          if (!wing) return statement;
          const declared = exportsOf.get(wing)!;
          const byModule = new Map<string, string[]>();
          for (const part of names
            .split(',')
            .map((n) => n.trim())
            .filter(Boolean)) {
            const imported = part.split(/\s+as\s+/)[0]!;
            const module = declared.get(imported);
            if (!module)
              this.error(`${file}: "${imported}" is not a value export of ${relative(root, wing)}/index.ts`);
            byModule.set(module, [...(byModule.get(module) ?? []), part]);
          }
          changed = true;
          return [...byModule]
            .map(([module, parts]) => {
              let path = relative(dirname(file), module).replace(/\.tsx?$/, '');
              if (!path.startsWith('.')) path = `./${path}`;
              return `import { ${parts.join(', ')} } from ${JSON.stringify(path)};`;
            })
            .join(' ');
        },
      );
      return changed ? { code: out, map: null } : null;
    },
  };
}
