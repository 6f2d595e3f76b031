import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { format as prettierFormat, resolveConfig } from 'prettier';
import { parse as parseYaml } from 'yaml';

/*
 * The field limits and patterns of openapi/{account,ticketing}.yaml (the one schema source) as
 * typed constants, openapi/generated/field-rules.ts, so forms, machines and the server read them instead of
 * copying numbers and regular expressions out of the YAML. Run by `npm run gen:api`;
 * tests/server/generated-types.test.ts fails when the committed file differs from a fresh generation.
 *
 * Shape (the length, bound, pattern and item-count keywords the YAML states, nothing else; a schema, property or
 * parameter without one is left out; `format`s such as `email` are implemented once, in
 * common/validator-runtime.ts, which the server, the client's response validators and the forms share):
 * - one export per component schema, named as the schema: `RegistrationPayload.email.maxLength`,
 *   `PassNumberValue.pattern`. A property's entry holds its own keywords (a `$ref` to a scalar schema such as
 *   PassNumberValue is inlined; a `$ref` to an object schema is not: read that schema's export), an inline
 *   object's properties by name, an array's `items`; `oneOf`/`anyOf` of one schema and `null` is that schema.
 * - `parameters`: the component parameters by name (`parameters.XPassNumber.pattern`);
 * - `operations`: by operationId, the constrained inline parameters (`operations.searchLocations.parameters
 *   .searchValue.minLength`) and inline JSON request body (`operations.refreshUser.body.refreshToken.maxLength`).
 * A `pattern` comes with `regExp`, the same pattern compiled as JSON Schema (ajv) compiles it (flag `u`).
 * - the integer enums: one `as const` object per component schema with `type: integer` and an `enum`, named as
 *   the schema in SCREAMING_SNAKE_CASE, mapping the names its `x-enum-varnames` gives (in `enum` order) to the
 *   values: `PlanningMode` → `PLANNING_MODE = { ByDeparture: 1, ByArrival: 2 }`, so code writes
 *   `PLANNING_MODE.ByArrival`, never a bare `2`. An integer enum without one valid name per value, or an integer
 *   enum that is not a component schema (it would have no name), fails the generation.
 * A name both specs define (Error, XPassNumber, …) appears once, and must have the same rules in both.
 *
 * One export per schema (not one object) so a bundle keeps only the schemas its code reads: importers write
 * `import * as FIELD_RULES from '…/openapi/generated/field-rules'`.
 */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };
/** A generated rule tree: constraint keywords and nested entries; `regExp` holds a RegExp. */
type Rules = { [key: string]: number | string | RegExp | Rules };

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SPECS = ['account', 'ticketing'] as const;
const OUTPUT = 'openapi/generated/field-rules.ts';
const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;
/** The JSON Schema keywords copied into the rules, in output order. */
const KEYWORDS = [
  'minLength',
  'maxLength',
  'pattern',
  'minimum',
  'exclusiveMinimum',
  'maximum',
  'exclusiveMaximum',
  'minItems',
  'maxItems',
] as const;
/** Keys of a rule entry that are not property names (a property with one of these names would be ambiguous). */
const RESERVED = new Set<string>([...KEYWORDS, 'regExp', 'items']);

const isObject = (node: Json | undefined): node is JsonObject =>
  node !== null && typeof node === 'object' && !Array.isArray(node);

/** Follows a document-local `$ref` chain to the node it names. */
function deref(doc: JsonObject, node: Json | undefined): Json | undefined {
  for (let hops = 0; isObject(node) && typeof node.$ref === 'string' && hops < 10; hops += 1) {
    let target: Json | undefined = doc;
    for (const raw of node.$ref.replace(/^#\//, '').split('/'))
      target = isObject(target) ? target[raw.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined;
    if (target === undefined) throw new Error(`unresolved $ref ${node.$ref}`);
    node = target;
  }
  return node;
}

/** True for a schema describing objects or arrays (its rules are exported under its own name, not inlined). */
function isStructured(schema: JsonObject): boolean {
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  return isObject(schema.properties) || types.includes('object') || types.includes('array');
}

/**
 * The rules of `node`, or undefined when it states none. `nested`: `node` is a property, item or parameter
 * schema, so a `$ref` to a structured component is not followed (that component has its own export).
 */
function rulesOf(doc: JsonObject, node: Json | undefined, where: string, nested: boolean): Rules | undefined {
  if (isObject(node) && typeof node.$ref === 'string') {
    const target = deref(doc, node);
    if (!isObject(target) || (nested && isStructured(target))) return undefined;
    node = target;
  }
  if (!isObject(node)) return undefined;
  for (const combinator of ['oneOf', 'anyOf'] as const) {
    const branches = node[combinator];
    if (!Array.isArray(branches)) continue;
    const real = branches.filter((b) => !(isObject(b) && b.type === 'null' && Object.keys(b).length === 1));
    if (real.length === 1) return rulesOf(doc, real[0], where, nested);
    // Alternatives with rules of their own would need a shape of their own; none of the specs has one.
    if (real.some((b) => rulesOf(doc, b, where, nested)))
      throw new Error(`${where}: ${combinator} with rules`);
    return undefined;
  }
  if (node.allOf !== undefined) throw new Error(`${where}: allOf is not supported`);
  const rules: Rules = {};
  for (const keyword of KEYWORDS) {
    const value = node[keyword];
    if (value === undefined) continue;
    if (typeof value !== 'number' && typeof value !== 'string')
      throw new Error(`${where}: ${keyword} is not a number or string`);
    rules[keyword] = value;
    if (keyword === 'pattern') rules.regExp = new RegExp(String(value), 'u');
  }
  if (isObject(node.properties)) {
    for (const [name, property] of Object.entries(node.properties)) {
      const child = rulesOf(doc, property, `${where}.${name}`, true);
      if (!child) continue;
      if (RESERVED.has(name)) throw new Error(`${where}: a property named "${name}" clashes with a rule key`);
      rules[name] = child;
    }
  }
  const items = rulesOf(doc, node.items, `${where}.items`, true);
  if (items) rules.items = items;
  return Object.keys(rules).length > 0 ? rules : undefined;
}

/** What one spec contributes: its component schemas, component parameters and operations with rules. */
interface SpecRules {
  schemas: Map<string, Rules>;
  parameters: Map<string, Rules>;
  operations: Map<string, Rules>;
  /** Integer enums by schema name (`PlanningMode`): value name → value. */
  enums: Map<string, Rules>;
}

/** `PlanningMode` → `PLANNING_MODE`. */
const screamingSnake = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toUpperCase();

/** True for a schema node that is an integer enum (`type: integer`, or `[integer, 'null']`, with `enum`). */
function isIntegerEnum(node: JsonObject): boolean {
  const types = Array.isArray(node.type) ? node.type : [node.type];
  return Array.isArray(node.enum) && types.includes('integer');
}

/**
 * The integer enums of `doc`, by schema name: each must be a component schema whose `x-enum-varnames` names every
 * value (identifiers, distinct). An integer enum anywhere else (an inline property or parameter) has no name to
 * generate, so it fails: give it a component schema of its own.
 */
function enumsOf(doc: JsonObject, spec: string): Map<string, Rules> {
  const components = isObject(doc.components) ? doc.components : {};
  const schemas = isObject(components.schemas) ? components.schemas : {};
  const named = new Set<Json>();
  const enums = new Map<string, Rules>();
  for (const [name, schema] of Object.entries(schemas)) {
    if (!isObject(schema) || !isIntegerEnum(schema)) continue;
    named.add(schema);
    const where = `${spec}.yaml ${name}`;
    const values = (schema.enum as Json[]).filter((value) => value !== null);
    const names = schema['x-enum-varnames'];
    if (!Array.isArray(names) || names.length !== values.length)
      throw new Error(`${where}: an integer enum needs x-enum-varnames, one name per value`);
    const entry: Rules = {};
    values.forEach((value, i) => {
      const key = names[i];
      if (typeof key !== 'string' || !/^[A-Za-z_$][\w$]*$/.test(key) || RESERVED.has(key) || key in entry)
        throw new Error(`${where}: x-enum-varnames[${i}] is not a distinct identifier`);
      if (typeof value !== 'number' || !Number.isInteger(value))
        throw new Error(`${where}: enum value ${JSON.stringify(value)} is not an integer`);
      entry[key] = value;
    });
    enums.set(name, entry);
  }
  const visit = (node: Json | undefined, path: string): void => {
    if (Array.isArray(node)) node.forEach((child, i) => visit(child, `${path}/${i}`));
    if (!isObject(node)) return;
    if (isIntegerEnum(node) && !named.has(node))
      throw new Error(
        `${spec}.yaml ${path}: an integer enum must be a component schema (with x-enum-varnames)`,
      );
    for (const [key, child] of Object.entries(node)) visit(child, `${path}/${key}`);
  };
  visit(doc, '#');
  return enums;
}

function specRules(doc: JsonObject, spec: string): SpecRules {
  const components = isObject(doc.components) ? doc.components : {};
  const schemas = new Map<string, Rules>();
  for (const [name, schema] of Object.entries(isObject(components.schemas) ? components.schemas : {})) {
    const rules = rulesOf(doc, schema, `${spec}.yaml ${name}`, false);
    if (rules) schemas.set(name, rules);
  }
  const parameters = new Map<string, Rules>();
  for (const [name, parameter] of Object.entries(
    isObject(components.parameters) ? components.parameters : {},
  )) {
    const rules = isObject(parameter)
      ? rulesOf(doc, parameter.schema, `${spec}.yaml ${name}`, true)
      : undefined;
    if (rules) parameters.set(name, rules);
  }
  const operations = new Map<string, Rules>();
  for (const [path, item] of Object.entries(isObject(doc.paths) ? doc.paths : {})) {
    if (!isObject(item)) continue;
    for (const method of METHODS) {
      const op = item[method];
      if (!isObject(op)) continue;
      const where = `${spec}.yaml ${method.toUpperCase()} ${path}`;
      if (typeof op.operationId !== 'string') throw new Error(`${where}: no operationId`);
      const entry: Rules = {};
      const inline: Rules = {};
      const declared = [...(Array.isArray(item.parameters) ? item.parameters : [])];
      if (Array.isArray(op.parameters)) declared.push(...op.parameters);
      // Component parameters (`$ref`) are exported under `parameters`; only inline ones are the operation's own.
      for (const parameter of declared) {
        if (!isObject(parameter) || parameter.$ref !== undefined || typeof parameter.name !== 'string')
          continue;
        const rules = rulesOf(doc, parameter.schema, `${where} ${parameter.name}`, true);
        if (rules) inline[parameter.name] = rules;
      }
      if (Object.keys(inline).length > 0) entry.parameters = inline;
      const body = deref(doc, op.requestBody);
      const content = isObject(body) && isObject(body.content) ? body.content : {};
      const media = content['application/json'];
      const bodyRules = isObject(media) ? rulesOf(doc, media.schema, `${where} body`, true) : undefined;
      if (bodyRules) entry.body = bodyRules;
      if (Object.keys(entry).length > 0) operations.set(op.operationId, entry);
    }
  }
  return { schemas, parameters, operations, enums: enumsOf(doc, spec) };
}

/** `value` as TypeScript source (RegExps as literals; keys quoted only where needed). */
function source(value: number | string | RegExp | Rules): string {
  if (value instanceof RegExp) return `/${value.source}/${value.flags}`;
  if (typeof value !== 'object') return JSON.stringify(value);
  const entries = Object.entries(value).map(
    ([key, v]) => `${/^[A-Za-z_$][\w$]*$/.test(key) ? key : JSON.stringify(key)}: ${source(v)}`,
  );
  return `{ ${entries.join(', ')} }`;
}

/** Merges the specs' maps by name (sorted); a name defined in both must have the same rules in both. */
function merged(
  kind: string,
  maps: [string, Map<string, Rules>][],
): Map<string, { rules: Rules; specs: string[] }> {
  const out = new Map<string, { rules: Rules; specs: string[] }>();
  for (const [spec, map] of maps) {
    for (const [name, rules] of map) {
      const seen = out.get(name);
      if (!seen) out.set(name, { rules, specs: [spec] });
      else if (source(seen.rules) !== source(rules))
        throw new Error(`${kind} ${name}: the rules in ${seen.specs.join(', ')} and ${spec}.yaml differ`);
      else seen.specs.push(spec);
    }
  }
  return new Map([...out].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

const from = (specs: string[]) => specs.map((s) => `openapi/${s}.yaml`).join(', ');

/** The TypeScript module of `all` (unformatted). */
function moduleCode(all: [string, SpecRules][]): string {
  const schemas = merged(
    'schema',
    all.map(([spec, r]) => [`${spec}.yaml`, r.schemas]),
  );
  const parameters = merged(
    'parameter',
    all.map(([spec, r]) => [`${spec}.yaml`, r.parameters]),
  );
  const operations = merged(
    'operation',
    all.map(([spec, r]) => [`${spec}.yaml`, r.operations]),
  );
  const enums = merged(
    'enum',
    all.map(([spec, r]) => [`${spec}.yaml`, r.enums]),
  );
  const exported = [...schemas.keys(), ...[...enums.keys()].map(screamingSnake)];
  for (const name of exported)
    if (
      name === 'parameters' ||
      name === 'operations' ||
      exported.indexOf(name) !== exported.lastIndexOf(name)
    )
      throw new Error(`${name}: clashes with an export`);
  const group = (entries: Map<string, { rules: Rules; specs: string[] }>) =>
    `{\n${[...entries].map(([name, { rules, specs }]) => `  /** ${from(specs.map((s) => s.replace(/\.yaml$/, '')))} */\n  ${name}: ${source(rules)},`).join('\n')}\n}`;
  return [
    `// Generated by scripts/gen-field-rules.ts from openapi/*.yaml (npm run gen:api). Do not edit.`,
    `/**`,
    ` * The field limits and patterns of the OpenAPI specs (JSON Schema keywords as written; \`regExp\` is \`pattern\``,
    ` * compiled with flag \`u\`, as ajv compiles it), and the integer enums' values by name (\`PLANNING_MODE.ByArrival\`).`,
    ` * Import as a namespace so a bundle keeps only what it reads:`,
    ` * \`import * as FIELD_RULES from '…/openapi/generated/field-rules'\`, then \`FIELD_RULES.RegistrationPayload.email.maxLength\`.`,
    ` * @packageDocumentation`,
    ` */`,
    '',
    ...[...schemas].map(
      ([name, { rules, specs }]) =>
        `/** Schema \`${name}\` (${from(specs.map((s) => s.replace(/\.yaml$/, '')))}). */\nexport const ${name} = ${source(rules)} as const;\n`,
    ),
    ...[...enums].map(
      ([name, { rules, specs }]) =>
        `/** The values of the integer enum \`${name}\` by their \`x-enum-varnames\` (${from(specs.map((s) => s.replace(/\.yaml$/, '')))}). */\nexport const ${screamingSnake(name)} = ${source(rules)} as const;\n`,
    ),
    `/** Component parameters by name. */`,
    `export const parameters = ${group(parameters)} as const;`,
    '',
    `/** Inline parameters and JSON request bodies of operations, by operationId. */`,
    `export const operations = ${group(operations)} as const;`,
    '',
  ].join('\n');
}

/** Generated file (relative to the repo root) → its content. */
export async function generateFieldRules(root = ROOT): Promise<Map<string, string>> {
  const all: [string, SpecRules][] = SPECS.map((spec) => {
    const doc = parseYaml(readFileSync(resolve(root, `openapi/${spec}.yaml`), 'utf8')) as JsonObject;
    return [spec, specRules(doc, spec)];
  });
  const prettier = { ...(await resolveConfig(resolve(root, 'package.json'))), parser: 'typescript' as const };
  return new Map([[OUTPUT, await prettierFormat(moduleCode(all), prettier)]]);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  for (const [file, content] of await generateFieldRules()) {
    mkdirSync(dirname(resolve(ROOT, file)), { recursive: true });
    writeFileSync(resolve(ROOT, file), content);
    console.log(`wrote ${file} (${content.length} bytes)`);
  }
}
