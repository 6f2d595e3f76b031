import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/* No user-facing text is written into a view; every string comes from the i18n dictionaries
 * through `t(...)` (src/i18n). Scans every src/**\/*.tsx with the TypeScript compiler API for
 *  - JSX text containing a letter or digit (e.g. `<p>Opslaan</p>`),
 *  - string literals (also in `{'…'}`, template literals and conditionals) as JSX children,
 *  - string literals in user-facing attributes (aria-label, title, placeholder, alt, label, …).
 * Only true non-text is allowed: punctuation and symbols without letters or digits (e.g. '·', '⇅', '–'). */

const ROOT = join(import.meta.dirname, '..', '..');
const SRC = join(ROOT, 'src');

/** Attributes whose value is read or shown to the user. */
const USER_FACING_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
  'aria-placeholder',
  'title',
  'placeholder',
  'alt',
  'label',
  'hint',
  'error',
  'message',
  'description',
  'content',
  'heading',
]);

/** Text with a letter or a digit is language (or a number that needs Intl); anything else is a symbol. */
const isText = (value: string) => /[\p{L}\p{N}]/u.test(value);

function tsxFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return tsxFiles(path);
    return entry.name.endsWith('.tsx') ? [path] : [];
  });
}

/** String literals an expression can evaluate to directly (not inside calls such as `t('key')`). */
function directStrings(node: ts.Expression): ts.Node[] {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node];
  if (ts.isTemplateExpression(node)) {
    const parts = [node.head.text, ...node.templateSpans.map((s) => s.literal.text)];
    return parts.some(isText) ? [node] : [];
  }
  if (ts.isParenthesizedExpression(node)) return directStrings(node.expression);
  if (ts.isConditionalExpression(node))
    return [...directStrings(node.whenTrue), ...directStrings(node.whenFalse)];
  if (
    ts.isBinaryExpression(node) &&
    [
      ts.SyntaxKind.BarBarToken,
      ts.SyntaxKind.QuestionQuestionToken,
      ts.SyntaxKind.AmpersandAmpersandToken,
      ts.SyntaxKind.PlusToken,
    ].includes(node.operatorToken.kind)
  )
    return [...directStrings(node.left), ...directStrings(node.right)];
  return [];
}

/** Every literal user-facing text in one .tsx source, as `file:line: text`. */
export function literalTexts(fileName: string, source: string): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const report = (node: ts.Node, value: string, text: string = value) => {
    if (!isText(value)) return;
    const { line } = file.getLineAndCharacterOfPosition(node.getStart(file));
    found.push(`${fileName}:${line + 1}: ${text.trim().replace(/\s+/g, ' ')}`);
  };
  /** The string a literal stands for (escapes decoded: '\u00a0' is a space, not text). */
  const valueOf = (node: ts.Node): string =>
    ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)
      ? node.text
      : ts.isTemplateExpression(node)
        ? [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' ')
        : node.getText(file);
  const visit = (node: ts.Node): void => {
    if (ts.isJsxText(node)) report(node, node.text);
    if (
      ts.isJsxExpression(node) &&
      node.expression &&
      (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))
    )
      directStrings(node.expression).forEach((s) => report(s, valueOf(s), s.getText(file)));
    if (ts.isJsxAttribute(node) && node.initializer && USER_FACING_ATTRIBUTES.has(node.name.getText(file))) {
      const init = node.initializer;
      if (ts.isStringLiteral(init)) report(init, init.text);
      else if (ts.isJsxExpression(init) && init.expression)
        directStrings(init.expression).forEach((s) => report(s, valueOf(s), s.getText(file)));
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

describe('no literal user-facing text in views', () => {
  it('finds literal text, text expressions and user-facing attributes (the scanner itself)', () => {
    const sample = [
      'const a = <p>Opslaan</p>;',
      'const b = <button aria-label="Sluiten">{\'Klaar\'}</button>;',
      "const c = <img alt={ok ? 'Logo' : t('x')} />;",
      'const d = <input placeholder={`Zoek ${q}`} />;',
      'const e = <span aria-hidden="true">⇅ · – {\'€\'}</span>;',
      "const f = <p title={t('x')}>{t('y')} {name}</p>;",
      'const g = <Field label="E-mail" className="wide" data-x="Opslaan" />;',
      'const h = <p>{count} 12</p>;',
    ].join('\n');
    expect(literalTexts('sample.tsx', sample).map((s) => s.replace(/^sample\.tsx:/, ''))).toEqual([
      '1: Opslaan',
      '2: Sluiten',
      "2: 'Klaar'",
      "3: 'Logo'",
      '4: `Zoek ${q}`',
      '7: E-mail',
      '8: 12',
    ]);
  });

  it('has none in src/**/*.tsx', () => {
    const files = tsxFiles(SRC);
    expect(files.length).toBeGreaterThan(30);
    const found = files.flatMap((path) => literalTexts(relative(ROOT, path), readFileSync(path, 'utf8')));
    expect(found).toEqual([]);
  });
});
