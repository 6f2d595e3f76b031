/**
 * Post-processing of ajv's standalone code for the client's response checks (scripts/gen-validators.ts): each step
 * takes the module's code and returns it smaller, with the same verdicts (tests/api/validator-verdicts.test.ts holds
 * them to ajv's own). Each step fails loudly on a construct it does not know rather than guess.
 */
import ts from 'typescript';

/**
 * `code` with every ajv error object (`{ instancePath, schemaPath, keyword, params }`) emptied: the middleware
 * only needs the verdict, and the error objects are most of ajv's output (the validators still fail where they
 * failed, and `validate.errors` is still set, to a list of `{}`).
 */
export function withoutErrorDetails(code: string): string {
  const file = ts.createSourceFile('v.js', code, ts.ScriptTarget.ES2022, false, ts.ScriptKind.JS);
  const spans: [number, number][] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isObjectLiteralExpression(node)) {
      const names = node.properties.map((p) => (p.name && ts.isIdentifier(p.name) ? p.name.text : ''));
      if (names.includes('schemaPath') && names.includes('keyword')) {
        spans.push([node.getStart(file), node.getEnd()]);
        return;
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  for (const [start, end] of spans.reverse()) code = `${code.slice(0, start)}{}${code.slice(end)}`;
  return code;
}

/**
 * `code` without the error-location arguments ajv threads through its functions (`{ instancePath, parentData,
 * parentDataProperty, rootData }`, a second parameter of every validator and a second argument of every call of
 * one): they only fill the error objects {@link withoutErrorDetails} empties, so dropping them changes no verdict
 * (5–8 % of the gzip size). Fails when any of those names is still used afterwards (a keyword reading them).
 */
export function withoutPathArguments(name: string, code: string): string {
  const file = ts.createSourceFile('v.js', code, ts.ScriptTarget.ES2022, true, ts.ScriptKind.JS);
  const spans: [number, number][] = [];
  const visit = (node: ts.Node): void => {
    const [first, second] = ts.isFunctionDeclaration(node) ? node.parameters : [];
    if (first && second && ts.isObjectBindingPattern(second.name))
      spans.push([first.getEnd(), second.getEnd()]);
    if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      /^validate\d+$/.test(node.expression.text) &&
      node.arguments.length === 2 &&
      ts.isObjectLiteralExpression(node.arguments[1]!)
    )
      spans.push([node.arguments[0]!.getEnd(), node.arguments[1]!.getEnd()]);
    ts.forEachChild(node, visit);
  };
  visit(file);
  for (const [start, end] of spans.sort((a, b) => b[0] - a[0]))
    code = `${code.slice(0, start)}${code.slice(end)}`;
  if (/\b(instancePath|parentData|parentDataProperty|rootData)\b/.test(code))
    throw new Error(`${name}: the generated code still reads an error-location argument`);
  return code;
}

/**
 * `code` without ajv's error lists (`vErrors`, `validate.errors`): the middleware reads only the verdict, and
 * after {@link withoutErrorDetails} each entry is an empty `{}`. A validator's verdict is its `errors` counter:
 * ajv compares it only with a count it saved before a subschema (`_errs0 === errors`) and resets it to such a
 * count after a passing `anyOf` branch, so counting one per failed call or keyword instead of the callee's list
 * length gives the same verdicts (tests/api/validator-verdicts.test.ts holds them to ajv's own, with its lists).
 * A fifth of the gzip size: in the build, the start module 5.0 → 4.0 KB, the other 9.2 → 7.2 KB.
 * Fails when any trace of the lists is left afterwards (a construct this does not know).
 */
export function withoutErrorLists(name: string, code: string): string {
  const out = code
    // A failed check of a referenced schema: one more error.
    .replace(
      /vErrors\s*=\s*vErrors\s*===\s*null\s*\?\s*(validate\d+)\.errors\s*:\s*vErrors\.concat\(\1\.errors\);\s*errors\s*=\s*vErrors\.length;/g,
      'errors++;',
    )
    // A failed keyword inside anyOf/oneOf: its (empty) entry is pushed, then `errors++` follows.
    .replace(
      /const (err\d+)\s*=\s*\{\};\s*if\s*\(vErrors\s*===\s*null\)\s*\{\s*vErrors\s*=\s*\[\1\];\s*\}\s*else\s*\{\s*vErrors\.push\(\1\);\s*\}/g,
      '',
    )
    // The list cut back after a passing anyOf branch (`errors` itself is reset just before).
    .replace(
      /if\s*\(vErrors\s*!==\s*null\)\s*\{\s*if\s*\((_errs\d+)\)\s*\{\s*vErrors\.length\s*=\s*\1;\s*\}\s*else\s*\{\s*vErrors\s*=\s*null;\s*\}\s*\}/g,
      '',
    )
    // A failing return and the final one.
    .replace(/validate\d+\.errors\s*=\s*(\[\{\}\]|vErrors|null);\s*/g, '')
    .replace(/let vErrors\s*=\s*null;/g, '');
  if (/\bvErrors\b|\.errors\b/.test(out))
    throw new Error(`${name}: an ajv error list is left in the generated code`);
  return out;
}

/**
 * `code` with each validator that never lowers its `errors` counter returning `false` at its first failure instead
 * of counting it (`errors++` → `return false`). Outside `anyOf`/`oneOf` the counter only grows and the verdict is
 * `errors === 0`, so the first failure decides it and what ajv checks after it cannot change it; a function with an
 * `anyOf`/`oneOf` (which resets the counter after a passing branch: `errors = _errs0`) is left as it is. Then no
 * function of the first kind ever changes its counter, so the counter and the counts saved from it go, and every
 * comparison with them (`var valid0 = _errs0 === errors`, `if (errors === 0)`) is `true`, which the minifier folds
 * away with the branches it guards. A function using the counter in a way this does not know is left as it is. tests/api/validator-verdicts.test.ts holds the verdicts to ajv's own.
 */
export function withEarlyReturns(code: string): string {
  const source = ts.createSourceFile('checks.js', code, ts.ScriptTarget.Latest, false, ts.ScriptKind.JS);
  let out = '';
  let at = 0;
  for (const statement of source.statements) {
    if (!ts.isFunctionDeclaration(statement) || !statement.body) continue;
    const start = statement.getStart(source);
    const end = statement.getEnd();
    const text = code.slice(start, end);
    if (/\berrors\s*=\s*_errs\d+/.test(text)) continue;
    const early = text
      .replace(/\berrors\+\+;/g, 'return false;')
      // The counter is 0 throughout now: every comparison with it holds.
      .replace(/let errors = 0;/, '')
      .replace(/const _errs\d+ = errors;/g, '')
      .replace(/\b_errs\d+ === errors\b|\berrors === (_errs\d+|0)\b/g, 'true');
    // A use of the counter this does not know: leave the function as ajv wrote it.
    if (/\berrors\b|\b_errs\d+\b/.test(early)) continue;
    out += code.slice(at, start) + early;
    at = end;
  }
  return out + code.slice(at);
}
