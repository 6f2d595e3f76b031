import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import {
  DICTIONARY_SECTIONS,
  ROUTE_SECTIONS,
  SIGNED_IN_SECTIONS,
  type DictionarySectionName,
} from '../../common/dictionary-sections';
import { BARRELS, valueExports } from '../../scripts/lib/wing-imports-plugin';
import { ROUTE_PAGES } from '../../server/lib/route-preload';
import { dictionaryLoaders } from '../../src/i18n/i18n';
import { nlNL } from '../../src/i18n/nl-NL';

/*
 * Each page loads only the dictionary sections its route names (common/dictionary-sections.ts); the entry chunk
 * carries nl-NL's core. So every key that a module can show must be in a section loaded wherever that module
 * runs. This test follows the imports from each root — the entry (src/main.tsx), each route's page, the signed-in
 * shell — static and dynamic (a part loaded on demand shows on the same page), stopping at the other pages, and
 * checks each key it finds against the sections loaded there: core, the route's, and those a
 * `withDictionarySections([...], () => import(...))` adds for what it loads.
 */
const ROOT = join(import.meta.dirname, '..', '..');
const SHELL = 'src/app/signed-in-layout.tsx';
const WING_INDEXES = new Set(BARRELS.map((barrel) => join(ROOT, barrel, 'index.ts')));
const PAGES = new Set([...Object.values(ROUTE_PAGES), SHELL]);

/** Resolves a relative import to a source file, or undefined (packages, assets, virtual modules). */
function resolveImport(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.') || specifier.includes('?')) return undefined;
  const base = resolve(dirname(from), specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')];
  return candidates.find((file) => /\.tsx?$/.test(file) && existsSync(file));
}

/**
 * For a value import through an index the build sees through (the wings' and the components', BARRELS), the files that declare the
 * imported names: the build imports those instead of the index (scripts/lib/wing-imports-plugin.ts), so a page
 * carries only the wing modules it uses. Undefined for any other import.
 */
function wingDeclarations(
  target: string | undefined,
  clause: ts.ImportClause | undefined,
): string[] | undefined {
  if (
    !target ||
    !WING_INDEXES.has(target) ||
    !clause?.namedBindings ||
    !ts.isNamedImports(clause.namedBindings)
  )
    return undefined;
  const declared = valueExports(target);
  return clause.namedBindings.elements
    .filter((element) => !element.isTypeOnly)
    .map((element) => declared.get((element.propertyName ?? element.name).text))
    .filter((module): module is string => module !== undefined);
}

/** Whether `path` names a string in nl-NL (a translation key). */
function isKey(path: string): boolean {
  let node: unknown = nlNL;
  for (const part of path.split('.')) {
    if (node === null || typeof node !== 'object' || !(part in node)) return false;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string';
}

const groups = new Set(Object.keys(nlNL));

/**
 * Statechart event names can look like keys (`passNumber.select`): a string in a type, used as a property name
 * (`on: { 'passNumber.select': … }`), as an event's `type` or passed to `assertEvent` is an event, not a text.
 */
function isEventName(node: ts.StringLiteral | ts.NoSubstitutionTemplateLiteral): boolean {
  const parent = node.parent;
  return (
    ts.isLiteralTypeNode(parent) ||
    (ts.isPropertyAssignment(parent) &&
      (parent.name === node || (ts.isIdentifier(parent.name) && parent.name.text === 'type'))) ||
    (ts.isCallExpression(parent) && parent.expression.getText() === 'assertEvent')
  );
}

/** The string-literal sections of a `withDictionarySections([...], …)` call, or undefined for other nodes. */
function addedSections(node: ts.Node): string[] | undefined {
  if (!ts.isCallExpression(node) || !node.expression.getText().endsWith('withDictionarySections')) return;
  const list = node.arguments[0];
  if (!list || !ts.isArrayLiteralExpression(list)) return;
  return list.elements.filter(ts.isStringLiteral).map((element) => element.text);
}

/** A key (or a template literal's key prefix, ending in `.`) that a module shows, and the sections loaded there. */
interface Use {
  file: string;
  key: string;
  sections: ReadonlySet<string>;
}

/**
 * The keys reachable from `root` with `sections` loaded (core included), following static and dynamic imports;
 * a dynamic import inside `withDictionarySections` carries its sections on; other pages and the shell are not
 * entered.
 */
function usesFrom(root: string, sections: readonly string[]): Use[] {
  const uses: Use[] = [];
  const visited = new Set<string>();
  const queue: Array<{ file: string; sections: ReadonlySet<string> }> = [
    { file: join(ROOT, root), sections: new Set(['core', ...sections]) },
  ];
  while (queue.length > 0) {
    const { file, sections: loaded } = queue.pop()!;
    const id = `${file}|${[...loaded].sort().join()}`;
    if (visited.has(id)) continue;
    visited.add(id);
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const follow = (specifier: string, withSections: ReadonlySet<string>) => {
      const target = resolveImport(file, specifier);
      if (target && !PAGES.has(relative(ROOT, target))) queue.push({ file: target, sections: withSections });
    };
    const visit = (node: ts.Node, current: ReadonlySet<string>) => {
      const added = addedSections(node);
      const here = added ? new Set([...current, ...added]) : current;
      if (ts.isImportDeclaration(node) && !node.importClause?.isTypeOnly) {
        const specifier = (node.moduleSpecifier as ts.StringLiteral).text;
        const declared = wingDeclarations(resolveImport(file, specifier), node.importClause);
        if (declared) for (const module of declared) queue.push({ file: module, sections: loaded });
        else follow(specifier, loaded);
      } else if (
        ts.isExportDeclaration(node) &&
        !node.isTypeOnly &&
        node.moduleSpecifier &&
        ts.isStringLiteral(node.moduleSpecifier)
      ) {
        follow(node.moduleSpecifier.text, loaded);
      } else if (
        ts.isCallExpression(node) &&
        node.expression.kind === ts.SyntaxKind.ImportKeyword &&
        node.arguments[0] &&
        ts.isStringLiteral(node.arguments[0])
      ) {
        follow(node.arguments[0].text, here);
      } else if (
        (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) &&
        isKey(node.text) &&
        !isEventName(node)
      ) {
        uses.push({ file: relative(ROOT, file), key: node.text, sections: loaded });
      } else if (ts.isTemplateExpression(node)) {
        const head = node.head.text;
        if (head.includes('.') && groups.has(head.split('.')[0] ?? ''))
          uses.push({ file: relative(ROOT, file), key: head, sections: loaded });
      }
      ts.forEachChild(node, (child) => visit(child, here));
    };
    visit(source, loaded);
  }
  return uses;
}

/** Group name → the section that holds it (from the nl-NL section modules themselves). */
const sectionOfGroup = new Map<string, DictionarySectionName>();
const sectionGroups = new Map<DictionarySectionName, string[]>();
for (const section of DICTIONARY_SECTIONS) {
  const groupNames = Object.keys((await dictionaryLoaders['nl-NL'][section]()).section);
  sectionGroups.set(section, groupNames);
  for (const group of groupNames) sectionOfGroup.set(group, section);
}

/** The uses whose group is in no section loaded there, as `file: key (section)` lines. */
function outside(uses: Use[]): string[] {
  const lines = uses
    .filter(({ key, sections }) => !sections.has(sectionOfGroup.get(key.split('.')[0] ?? '') ?? ''))
    .map(({ file, key }) => `${file}: ${key} (${sectionOfGroup.get(key.split('.')[0] ?? '')})`);
  return [...new Set(lines)];
}

describe('dictionary sections', () => {
  it('splits each dictionary into disjoint sections that together are all of it, the same groups in both languages', async () => {
    const all = [...sectionGroups.values()].flat();
    expect(all.sort()).toEqual(Object.keys(nlNL).sort());
    expect(new Set(all).size).toBe(all.length);
    for (const section of DICTIONARY_SECTIONS) {
      const { section: english } = await dictionaryLoaders['en-US'][section]();
      expect(Object.keys(english).sort(), section).toEqual([...(sectionGroups.get(section) ?? [])].sort());
    }
  });

  it('finds the keys of the login path, the shell and a page (the scan works)', () => {
    expect(usesFrom(ROUTE_PAGES['/login']!, []).map((use) => use.key)).toContain('login.submit');
    expect(usesFrom(SHELL, SIGNED_IN_SECTIONS).map((use) => use.key)).toContain('nav.myTrips');
    // /home without its sections: its own keys are reported; the trip details' booking strings are not (the
    // dialog loads them with its chunk).
    const bare = outside(usesFrom(ROUTE_PAGES['/home']!, []));
    expect(bare).toContain('src/app/pages/home-page.tsx: home.title (home)');
    expect(bare.filter((line) => line.includes('bookTrip.'))).toEqual([]);
  });

  it('has every key the entry chunk and what it loads on demand can show in core', () => {
    expect(outside(usesFrom('src/main.tsx', []))).toEqual([]);
  });

  it('has every key the signed-in shell can show in the sections it loads', () => {
    expect(outside(usesFrom(SHELL, SIGNED_IN_SECTIONS))).toEqual([]);
  });

  it.each(Object.entries(ROUTE_PAGES))('has every key %s can show in the sections it loads', (path, page) => {
    expect(outside(usesFrom(page, ROUTE_SECTIONS[path] ?? []))).toEqual([]);
  });

  it('gives every signed-in route the shell sections too', () => {
    for (const path of ['/home', '/book-trip', '/my-trips', '/profile'])
      expect(
        SIGNED_IN_SECTIONS.filter((section) => !ROUTE_SECTIONS[path]?.includes(section)),
        path,
      ).toEqual([]);
  });

  it('keeps /login to the core section, which is in the entry chunk', () => {
    expect(ROUTE_SECTIONS['/login']).toEqual([]);
  });
});
