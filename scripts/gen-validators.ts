import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import Ajv, { _ } from 'ajv';
import standaloneCode from 'ajv/dist/standalone';
import { format as prettierFormat, resolveConfig } from 'prettier';
import { parse as parseYaml } from 'yaml';
import { formats } from '../common/validator-runtime';
import {
  withEarlyReturns,
  withoutErrorDetails,
  withoutErrorLists,
  withoutPathArguments,
} from './lib/validator-code';

/*
 * The client's response validators, generated from openapi/{ticketing,account}.yaml (the one
 * schema source) as two ajv standalone ES modules, src/api/generated/response-validators-start.js (the
 * {@link START_OPERATIONS} a signed-in page's first load needs) and response-validators.js (every other operation),
 * each with its .d.ts: plain functions, no `new Function`/`eval` at run time (the production CSP has no
 * 'unsafe-eval'), one export per operation plus the `METHOD /path` lookup table the middleware
 * (src/api/response-validation.ts) uses. The modules are loaded lazily, starting with the first request that needs
 * them, so no validator code is in the /login entry.
 *
 * Run by `npm run gen:api`; tests/api/generated-validators.test.ts fails when the committed files differ from a
 * fresh generation. Same ajv and format semantics as the server (server/lib/openapi-validator.ts), with one
 * deliberate difference: `additionalProperties: false` is not enforced on answers (a tolerant reader — a backend
 * adding a field must not break the app); everything the spec declares (required keys, types, enums, patterns,
 * formats, bounds) is. The code is generated with ajv's draft-07 class, not its 2020-12 class as on the server:
 * the specs use only keywords both drafts define alike (ajv applies `$ref`'s sibling keywords in both), and the
 * 2020-12 class writes evaluation bookkeeping into every function (`evaluated`, `dynamicAnchors`) that these
 * schemas never need: 12.3 → 10.3 KB gzip for all 48 checks (esbuild --minify), the same verdicts
 * (tests/api/generated-validators.test.ts, tests/api/malformed-responses.test.ts). Any 2020-12-only keyword
 * (`prefixItems`, `$defs`, `unevaluated*`, `dependent*`, `$dynamicRef`) makes the generation fail.
 */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SPECS = ['ticketing', 'account'] as const;
const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;
/** Schema annotations that never affect validation (dropped so no schema text ends up in the bundle). */
const ANNOTATIONS = new Set([
  'description',
  'summary',
  'title',
  'example',
  'examples',
  'deprecated',
  'externalDocs',
  // The names of an integer enum's values (openapi/generated/field-rules.ts), not a constraint.
  'x-enum-varnames',
]);
/** Keywords whose value maps names to subschemas (their keys are data names, not keywords). */
const SCHEMA_MAPS = new Set(['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas']);
/** Imports the generated code may need, by the `require(…)` ajv writes → the ES import replacing it. */
const RUNTIME: Record<string, { name: string; from: string }> = {
  '#formats': { name: 'formats', from: '../../../common/validator-runtime' },
  'ajv/dist/runtime/ucs2length': { name: 'ucs2length', from: '../../../common/validator-runtime' },
};

const isObject = (node: Json | undefined): node is JsonObject =>
  node !== null && typeof node === 'object' && !Array.isArray(node);

/**
 * Keywords that only JSON Schema 2020-12 (or 2019-09) defines: the checks are generated with ajv's draft-07 class
 * (see the module comment), which would silently ignore them (`strict: false`), so a spec using one fails the
 * generation instead.
 */
const DRAFT_2020_ONLY = new Set([
  'prefixItems',
  '$defs',
  'unevaluatedProperties',
  'unevaluatedItems',
  'dependentRequired',
  'dependentSchemas',
  'minContains',
  'maxContains',
  '$dynamicRef',
  '$dynamicAnchor',
  '$anchor',
]);

/** A copy of `schema` for the client: no annotations, no `additionalProperties: false`. */
function clientSchema(schema: Json): Json {
  if (Array.isArray(schema)) return schema.map(clientSchema);
  if (!isObject(schema)) return schema;
  const out: JsonObject = {};
  for (const [key, value] of Object.entries(schema)) {
    if (DRAFT_2020_ONLY.has(key))
      throw new Error(
        `"${key}" is JSON Schema 2020-12 only; the client's checks are draft-07 (see the module comment)`,
      );
    if (ANNOTATIONS.has(key) || (key === 'additionalProperties' && value === false)) continue;
    if (key === 'enum' || key === 'const') out[key] = value;
    else if (SCHEMA_MAPS.has(key) && isObject(value))
      out[key] = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, clientSchema(v)]));
    else out[key] = clientSchema(value);
  }
  return out;
}

/** Follows a document-local `$ref` (e.g. `#/components/responses/X`) to the node it names. */
function deref(doc: JsonObject, node: Json | undefined): Json | undefined {
  for (let hops = 0; isObject(node) && typeof node.$ref === 'string' && hops < 10; hops += 1) {
    let target: Json | undefined = doc;
    for (const raw of node.$ref.replace(/^#\//, '').split('/'))
      target = isObject(target) ? target[raw.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined;
    node = target;
  }
  return node;
}

interface Operation {
  /** `METHOD /schema/path`, the key the middleware looks validators up by. */
  key: string;
  /** Export name, from the operationId. */
  exportName: string;
  schema: Json;
}

/** Every operation of `doc` with a JSON 2xx answer, with that answer's schema (prepared by {@link clientSchema}). */
function operationsOf(doc: JsonObject): Operation[] {
  const result: Operation[] = [];
  for (const [path, item] of Object.entries(isObject(doc.paths) ? doc.paths : {})) {
    if (!isObject(item)) continue;
    for (const method of METHODS) {
      const op = item[method];
      if (!isObject(op) || !isObject(op.responses)) continue;
      const key = `${method.toUpperCase()} ${path}`;
      const ok = Object.entries(op.responses).filter(([status]) => /^2(\d\d|XX)$/.test(status));
      if (ok.length > 1) throw new Error(`${key}: more than one 2xx answer; the middleware expects one`);
      const response = deref(doc, ok[0]?.[1]);
      const content = isObject(response) && isObject(response.content) ? response.content : {};
      const media = content['application/json'];
      if (!isObject(media) || media.schema === undefined) continue;
      if (typeof op.operationId !== 'string') throw new Error(`${key}: no operationId`);
      const id = op.operationId;
      result.push({
        key,
        exportName: `validate${id[0]!.toUpperCase()}${id.slice(1)}`,
        schema: clientSchema(media.schema),
      });
    }
  }
  return result;
}

/** Keywords that apply to an instance of any type: a schema with one cannot simply also allow `null`. */
const ANY_TYPE_KEYWORDS = new Set(['oneOf', 'anyOf', 'allOf', 'not', 'if', 'then', 'else', '$ref', 'const']);

/**
 * The components and operations with every nullable reference — `oneOf: [{ $ref: X }, { type: 'null' }]`, the specs'
 * way to say "X or null" — pointing at a component `XOrNull` instead: X's schema with `null` added to its `type`
 * (and to its `enum`). Every other keyword X may have (`properties`, `required`, `items`, `pattern`, `format`,
 * bounds) applies to its own types only, so `XOrNull` accepts exactly null and what X accepts; X with a keyword
 * that applies to every type ({@link ANY_TYPE_KEYWORDS}) keeps its `oneOf`. ajv writes a `oneOf` as branches that
 * reset the error counter, which keeps the whole validator from {@link withEarlyReturns}; the generated code
 * only (the reference checks, tests/api/validator-verdicts.test.ts, keep the specs' `oneOf`).
 */
function withNullableRefs(
  components: Map<string, Json>,
  operations: Operation[],
): { components: Map<string, Json>; operations: Operation[] } {
  const added = new Map<string, JsonObject>([...components.keys()].map((spec) => [spec, {}]));
  const rewrite = (node: Json, spec: string): Json => {
    if (Array.isArray(node)) return node.map((item) => rewrite(item, spec));
    if (!isObject(node)) return node;
    const branches = Array.isArray(node.oneOf) && Object.keys(node).length === 1 ? node.oneOf : null;
    const ref =
      branches?.length === 2 ? branches.find((b) => isObject(b) && typeof b.$ref === 'string') : null;
    const isNull = (b: Json) => isObject(b) && b.type === 'null' && Object.keys(b).length === 1;
    const match =
      isObject(ref) && branches!.some(isNull)
        ? /^((\w+)\.json)?#\/components\/schemas\/(\w+)$/.exec(String(ref.$ref))
        : null;
    if (match) {
      const target = match[2] ?? spec;
      const name = match[3]!;
      const schemas = components.get(target);
      const x = isObject(schemas) ? schemas[name] : undefined;
      if (isObject(x) && x.type !== undefined && !Object.keys(x).some((k) => ANY_TYPE_KEYWORDS.has(k))) {
        const types = Array.isArray(x.type) ? x.type : [x.type];
        added.get(target)![`${name}OrNull`] ??= {
          ...(rewrite(x, target) as JsonObject),
          type: [...types.filter((t) => t !== 'null'), 'null'],
          ...(Array.isArray(x.enum) ? { enum: [...x.enum.filter((v) => v !== null), null] } : {}),
        };
        return { $ref: `${match[1] ?? ''}#/components/schemas/${name}OrNull` };
      }
    }
    return Object.fromEntries(
      Object.entries(node).map(([key, value]) => [
        key,
        key === 'enum' || key === 'const' ? value : rewrite(value, spec),
      ]),
    );
  };
  const specOf = (op: Operation) => /"(\w+)\.json#/.exec(JSON.stringify(op.schema))?.[1] ?? SPECS[0];
  const rewritten = new Map([...components].map(([spec, schemas]) => [spec, rewrite(schemas, spec)]));
  const ops = operations.map((op) => ({ ...op, schema: rewrite(op.schema, specOf(op)) }));
  for (const [spec, schemas] of rewritten)
    rewritten.set(spec, { ...(schemas as JsonObject), ...added.get(spec)! });
  return { components: rewritten, operations: ops };
}

/** ajv standalone ES module code validating `operations` (one export each, plus the lookup table). */
function moduleCode(name: string, components: Map<string, Json>, operations: Operation[]): string {
  const ajv = new Ajv({
    strict: false,
    allErrors: false,
    validateSchema: false,
    inlineRefs: false,
    messages: false,
    code: { source: true, esm: true, lines: true, formats: _`require("#formats")` },
    logger: {
      log: () => undefined,
      warn: (message: unknown) => {
        throw new Error(`${name}: ${String(message)}`);
      },
      error: (message: unknown) => {
        throw new Error(`${name}: ${String(message)}`);
      },
    },
  });
  for (const [format, check] of Object.entries(formats)) ajv.addFormat(format, check);
  for (const [spec, schemas] of components) ajv.addSchema({ $id: `${spec}.json`, components: { schemas } });
  const exports: Record<string, string> = {};
  /** Export name → the earlier export with the same validator (ajv would emit its code twice). */
  const aliases = new Map<string, string>();
  const byRef = new Map<string, string>();
  for (const op of operations) {
    // An answer that is just a component reference shares that component's validator.
    const ref = isObject(op.schema) && Object.keys(op.schema).length === 1 ? op.schema.$ref : undefined;
    if (typeof ref !== 'string') {
      ajv.addSchema(op.schema as object, op.exportName);
      exports[op.exportName] = op.exportName;
    } else if (byRef.has(ref)) aliases.set(op.exportName, byRef.get(ref)!);
    else {
      byRef.set(ref, op.exportName);
      exports[op.exportName] = ref;
    }
  }
  let code = withEarlyReturns(
    withoutErrorLists(name, withoutPathArguments(name, withoutErrorDetails(standaloneCode(ajv, exports)))),
  );
  const imports = new Map<string, Set<string>>();
  code = code.replace(/require\("([^"]+)"\)(\.default)?/g, (_match, module: string) => {
    const runtime = RUNTIME[module];
    if (!runtime) throw new Error(`${name}: the generated code needs "${module}"; add it to RUNTIME`);
    imports.set(runtime.from, (imports.get(runtime.from) ?? new Set()).add(runtime.name));
    return runtime.name;
  });
  if (/\bnew Function\b|\beval\s*\(|\brequire\s*\(/.test(code)) throw new Error(`${name}: not CSP-safe`);
  const table = operations.map((op) => `  ${JSON.stringify(op.key)}: ${op.exportName},`).join('\n');
  return [
    `// Generated by scripts/gen-validators.ts from openapi/*.yaml (npm run gen:api). Do not edit.`,
    `/* eslint-disable */`,
    ...[...imports].map(([from, names]) => `import { ${[...names].sort().join(', ')} } from '${from}';`),
    code.replace(/^"use strict";/, ''),
    ...[...aliases].map(([alias, of]) => `export const ${alias} = ${of};`),
    `/** \`METHOD /schema/path\` → check of its JSON 2xx body. */`,
    `export const RESPONSE_VALIDATORS = {\n${table}\n};`,
    '',
  ].join('\n');
}

function declarations(operations: Operation[]): string {
  return [
    `// Generated by scripts/gen-validators.ts from openapi/*.yaml (npm run gen:api). Do not edit.`,
    `/** True when a JSON 2xx body has the shape the spec documents. */`,
    `export type ResponseValidator = (body: unknown) => boolean;`,
    ...operations.map(
      (op) => `/** \`${op.key}\` */\nexport declare const ${op.exportName}: ResponseValidator;`,
    ),
    `/** \`METHOD /schema/path\` → check of its JSON 2xx body. */`,
    `export declare const RESPONSE_VALIDATORS: Readonly<Record<string, ResponseValidator>>;`,
    '',
  ].join('\n');
}

/**
 * The operations whose checks are a module of their own, `response-validators-start.js`: what a signed-in page
 * asks for on its first load (the data batch — profile, budget, next trip, recent locations, region —, the
 * next-trip poll, the release notes, and a carer's travellers for the "Travelling for" chooser, product §10.12). /home
 * opened with a stored session needs only these, so it loads 3.5 KB of checks instead of all of them; every other
 * check is in `response-validators.js`, which loads when a page first asks for one of its operations
 * (src/api/response-validation.ts). The session calls (login, token refresh, logout) are among the others: a stored
 * session, the usual way into /home, makes none of them before the page is there, and a login loads the other checks
 * while its request is in flight (the pages after /home need them anyway). Each key must name an operation with a
 * JSON 2xx answer (the generation fails otherwise).
 */
export const START_OPERATIONS: readonly string[] = [
  'GET /users',
  'GET /users/budget',
  'GET /trips/next',
  'GET /locations/user/recent',
  'GET /regions',
  'GET /api/external/release-notes',
  'GET /carer/travellers',
];

/** Both specs' component schemas (by spec) and every operation with a JSON 2xx answer, prepared for the client. */
function clientChecks(root: string): { components: Map<string, Json>; operations: Operation[] } {
  const components = new Map<string, Json>();
  const operations: Operation[] = [];
  for (const spec of SPECS) {
    const doc = parseYaml(readFileSync(resolve(root, `openapi/${spec}.yaml`), 'utf8')) as JsonObject;
    const schemas =
      isObject(doc.components) && isObject(doc.components.schemas) ? doc.components.schemas : {};
    components.set(spec, clientSchema(schemas));
    for (const op of operationsOf(doc)) {
      // Component references resolve against this spec's components (added with $id `<spec>.json`).
      const schema = JSON.parse(
        JSON.stringify(op.schema).replace(/"#\/components\/schemas\//g, `"${spec}.json#/components/schemas/`),
      ) as Json;
      operations.push({ ...op, schema });
    }
  }
  return { components, operations };
}

/**
 * The same checks compiled by ajv at run time, with its error lists (`METHOD /path` → verdict): the reference the
 * generated code's verdicts are held to (tests/api/validator-verdicts.test.ts). Node only (ajv compiles with
 * `new Function`).
 */
export function referenceChecks(root = ROOT): Record<string, (body: unknown) => boolean> {
  const { components, operations } = clientChecks(root);
  const ajv = new Ajv({ strict: false, allErrors: false, validateSchema: false, inlineRefs: false });
  for (const [format, check] of Object.entries(formats)) ajv.addFormat(format, check);
  for (const [spec, schemas] of components) ajv.addSchema({ $id: `${spec}.json`, components: { schemas } });
  return Object.fromEntries(
    operations.map((op) => {
      const check = ajv.compile(op.schema as object);
      return [op.key, (body: unknown) => check(body)];
    }),
  );
}

/** Generated file (relative to the repo root) → its content. */
export async function generateResponseValidators(root = ROOT): Promise<Map<string, string>> {
  const { components, operations: all } = clientChecks(root);
  const prettier = { ...(await resolveConfig(resolve(root, 'package.json'))), parser: 'babel' as const };
  const dts = { ...prettier, parser: 'typescript' as const };
  const unknown = START_OPERATIONS.filter((key) => !all.some((op) => op.key === key));
  if (unknown.length > 0)
    throw new Error(`START_OPERATIONS without a JSON 2xx answer: ${unknown.join(', ')}`);
  const start = all.filter((op) => START_OPERATIONS.includes(op.key));
  const rest = all.filter((op) => !START_OPERATIONS.includes(op.key));
  const files = new Map<string, string>();
  for (const [file, operations] of [
    ['src/api/generated/response-validators-start', start],
    ['src/api/generated/response-validators', rest],
  ] as const) {
    const nullable = withNullableRefs(components, operations);
    files.set(
      `${file}.js`,
      await prettierFormat(moduleCode(file, nullable.components, nullable.operations), prettier),
    );
    files.set(`${file}.d.ts`, await prettierFormat(declarations(operations), dts));
  }
  return files;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  for (const [file, content] of await generateResponseValidators()) {
    mkdirSync(dirname(resolve(ROOT, file)), { recursive: true });
    writeFileSync(resolve(ROOT, file), content);
    console.log(`wrote ${file} (${content.length} bytes)`);
  }
}
