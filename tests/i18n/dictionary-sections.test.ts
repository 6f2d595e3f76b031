import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { nlNL } from '../../src/i18n/nl-NL';
import { CORE_GROUPS, pickSection } from '../../common/dictionary-sections';

/*
 * The entry chunk carries only the core section of the dictionary (common/dictionary-sections.ts); every
 * route but /login loads the rest before it renders. So every key that the login path can show must be in a
 * core group. The login path = the modules statically imported from src/main.tsx (the entry chunk) and from the
 * /login page, plus what /login loads on demand without a route change (the toaster, the contact dialog).
 */
const ROOT = join(import.meta.dirname, '..', '..');
const LOGIN_PATH_ROOTS = [
  'src/main.tsx',
  'src/features/login/login-page.tsx',
  'src/components/toast/toaster.tsx',
  'src/components/page-footer/contact-dialog.tsx',
];

/** Resolves a relative import to a source file, or undefined (packages, assets, `?section=` modules). */
function resolveImport(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.') || specifier.includes('?')) return undefined;
  const base = resolve(dirname(from), specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')];
  return candidates.find((file) => /\.tsx?$/.test(file) && existsSync(file));
}

/** Static, non-type imports and re-exports of a module (dynamic `import()` is another chunk). */
function staticImports(source: ts.SourceFile): string[] {
  const out: string[] = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement) && !statement.importClause?.isTypeOnly) {
      out.push((statement.moduleSpecifier as ts.StringLiteral).text);
    } else if (
      ts.isExportDeclaration(statement) &&
      !statement.isTypeOnly &&
      statement.moduleSpecifier &&
      ts.isStringLiteral(statement.moduleSpecifier)
    ) {
      out.push(statement.moduleSpecifier.text);
    }
  }
  return out;
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
 * Statechart event names can look like keys (`passNumber.select`): a string in a type, used as a property
 * name (`on: { 'passNumber.select': … }`) or passed to `assertEvent` is an event, not a text.
 */
function isEventName(node: ts.StringLiteral | ts.NoSubstitutionTemplateLiteral): boolean {
  const parent = node.parent;
  return (
    ts.isLiteralTypeNode(parent) ||
    (ts.isPropertyAssignment(parent) && parent.name === node) ||
    (ts.isCallExpression(parent) && parent.expression.getText() === 'assertEvent')
  );
}

/** The keys (and key prefixes of template literals, ending in `.`) used by the login path, by file. */
function loginPathKeys(): Map<string, string[]> {
  const seen = new Set<string>();
  const queue = LOGIN_PATH_ROOTS.map((file) => join(ROOT, file));
  const found = new Map<string, string[]>();
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    for (const specifier of staticImports(source)) {
      const target = resolveImport(file, specifier);
      if (target && !seen.has(target)) queue.push(target);
    }
    const keys: string[] = [];
    const visit = (node: ts.Node) => {
      if (
        (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) &&
        isKey(node.text) &&
        !isEventName(node)
      ) {
        keys.push(node.text);
      } else if (ts.isTemplateExpression(node)) {
        const head = node.head.text;
        if (head.includes('.') && groups.has(head.split('.')[0] ?? '')) keys.push(head);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
    if (keys.length > 0) found.set(relative(ROOT, file), keys);
  }
  return found;
}

describe('dictionary sections', () => {
  const used = loginPathKeys();

  it('finds the login path and its keys (the scan works)', () => {
    expect(used.get(join('src', 'features', 'login', 'login-page.tsx'))).toContain('login.submit');
    expect([...used.keys()].some((file) => file.startsWith(join('src', 'app')))).toBe(true);
  });

  it('has every key the login path uses in a core group', () => {
    const outside = [...used].flatMap(([file, keys]) =>
      keys.filter((key) => !CORE_GROUPS.includes(key.split('.')[0] ?? '')).map((key) => `${file}: ${key}`),
    );
    expect(outside).toEqual([]);
  });

  it('names only groups that exist, and splits a dictionary into two disjoint halves', () => {
    expect(CORE_GROUPS.filter((group) => !groups.has(group))).toEqual([]);
    const core = pickSection(nlNL, 'core');
    const rest = pickSection(nlNL, 'rest');
    expect(Object.keys(core).sort()).toEqual([...CORE_GROUPS].sort());
    expect(Object.keys(rest).filter((group) => group in core)).toEqual([]);
    expect({ ...core, ...rest }).toEqual(nlNL);
  });
});
