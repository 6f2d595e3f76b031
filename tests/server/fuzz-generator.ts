import type { CompiledOperation, CompiledSpec } from '../../server/lib/openapi-validator';

/* Schema-driven generator of bad requests for the fuzz test. From an operation's OpenAPI
 * parameters and request-body schema and one VALID baseline request it derives requests that each break the
 * schema in one place: wrong types, missing required fields, strings beyond maxLength (ASCII, emoji, 10,000
 * characters), below minLength, pattern/enum/format violations (XSS, emoji, RTL, SQL-ish text, impossible
 * dates), numbers beyond maximum/minimum (huge, negative), non-integers, arrays where objects go, unknown
 * properties (incl. __proto__), too few/many array items — plus malformed JSON, empty and oversized bodies,
 * wrong content types and seeded random garbage. Values come from a seeded PRNG so a run is reproducible. */

// Spec documents are plain parsed YAML.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Schema = Record<string, any>;
type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** A request to send: `url` is relative to the server origin. Exactly one of `body`/`rawBody` may be set. */
export interface FuzzCase {
  /** Where and how the request breaks the schema, e.g. `body/locationFrom/street: maxLength+1 (emoji)`. */
  label: string;
  /** Which part is broken. */
  kind: 'path' | 'query' | 'header' | 'body' | 'raw';
  url: string;
  headers: Record<string, string>;
  body?: unknown;
  rawBody?: string;
  /** Check with the operation's own validators that this case really breaks the schema (raw cases: false). */
  checkable: boolean;
  /** Random garbage that may happen to be valid (such cases are dropped, not sent). */
  mayBeValid?: boolean;
  /** The parameters as the validator sees them (for the check). */
  params: { path: Record<string, string>; query: Record<string, string>; header: Record<string, string> };
}

/** A valid request of an operation, the starting point of every mutation. */
export interface Baseline {
  path?: Record<string, string>;
  query?: Record<string, string>;
  headers?: Record<string, string>;
  body?: unknown;
}

/** Seeded PRNG (mulberry32). */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export const XSS = '<img src=x onerror=alert(1)>';
const EMOJI = '🚕';
const RTL = 'مرحبا بالعالم';
const RTL_OVERRIDE = '\u202Egnp.exe';
const SQL = "' OR 1=1; DROP TABLE trips; --";
const ZERO_WIDTH = 'a\u200Bb\u200Dc';
const CJK = '出租车';
/** Hostile strings tried against patterns, enums and formats (the ones the schema does not allow are used). */
const HOSTILE = [XSS, EMOJI + EMOJI, RTL, RTL_OVERRIDE, SQL, ZERO_WIDTH, CJK, '٢٠٠١٠٠٠١٠١', '２０', ''];
const FORMAT_VIOLATIONS: Record<string, string[]> = {
  'date-time': [
    '2026-02-30T10:00:00Z',
    '2026-13-01T10:00:00Z',
    '2026-05-01T25:61:00Z',
    '2026-05-01',
    'tomorrow',
    '1714560000000',
    XSS,
  ],
  date: ['2026-02-30', '2026-13-01', '01-05-2026', '2026-05-01T10:00:00Z', 'today', XSS],
  email: ['not-an-email', 'a@', '@example.com', `${XSS}@example.com`, `${EMOJI}@`, RTL],
};

/** Alphabets for random strings: ASCII, emoji, RTL, CJK, zero-width and markup. */
const ALPHABETS = [
  'abcXYZ019 -_.',
  '🚕🙂👩‍👩‍👧',
  'مرحبا עברית',
  '出租车予約',
  '\u200B\u200D\u202E',
  '<>"\'&/\\;{}',
];

function randomString(random: () => number, length: number): string {
  let out = '';
  while ([...out].length < length) {
    const alphabet = [...ALPHABETS[Math.floor(random() * ALPHABETS.length)]!];
    out += alphabet[Math.floor(random() * alphabet.length)]!;
  }
  return out;
}

function randomJson(random: () => number, depth = 0): Json {
  const pick = Math.floor(random() * (depth > 3 ? 5 : 7));
  switch (pick) {
    case 0:
      return null;
    case 1:
      return random() < 0.5;
    case 2:
      return [0, -1, 1e308, -1e308, 2 ** 53 + 1, 0.1, -0][Math.floor(random() * 7)]!;
    case 3:
      return randomString(random, Math.floor(random() * 40));
    case 4:
      return Math.floor(random() * 1e9) - 5e8;
    case 5:
      return Array.from({ length: Math.floor(random() * 4) }, () => randomJson(random, depth + 1));
    default: {
      const obj: Record<string, Json> = {};
      for (let i = Math.floor(random() * 4); i > 0; i -= 1)
        obj[randomString(random, 1 + Math.floor(random() * 8))] = randomJson(random, depth + 1);
      return obj;
    }
  }
}

function resolveRef(doc: Schema, ref: string): Schema {
  let node: unknown = doc;
  for (const part of ref.replace(/^#\//, '').split('/')) {
    const key = decodeURIComponent(part).replace(/~1/g, '/').replace(/~0/g, '~');
    node = (node as Schema)[key];
  }
  return node as Schema;
}

function deref(doc: Schema, schema: Schema | undefined): Schema {
  let s = schema ?? {};
  for (let hops = 0; typeof s.$ref === 'string' && hops < 20; hops += 1) s = resolveRef(doc, s.$ref);
  return s;
}

type JsonType = 'string' | 'number' | 'integer' | 'boolean' | 'null' | 'object' | 'array';

/** The JSON types a schema accepts (a union over oneOf/anyOf branches); all when it does not say. */
function allowedTypes(doc: Schema, schema: Schema): Set<JsonType> {
  const s = deref(doc, schema);
  const branches = (s.oneOf ?? s.anyOf) as Schema[] | undefined;
  if (branches) {
    const all = new Set<JsonType>();
    for (const b of branches) allowedTypes(doc, b).forEach((t) => all.add(t));
    return all;
  }
  if (s.type === undefined) {
    if (s.enum) return new Set(s.enum.map((v: unknown) => jsonType(v)));
    if (s.properties) return new Set(['object']);
    return new Set(['string', 'number', 'integer', 'boolean', 'null', 'object', 'array']);
  }
  const types = (Array.isArray(s.type) ? s.type : [s.type]) as JsonType[];
  const set = new Set(types);
  if (set.has('number')) set.add('integer');
  return set;
}

function jsonType(v: unknown): JsonType {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'array';
  if (typeof v === 'number') return Number.isInteger(v) ? 'integer' : 'number';
  return typeof v as JsonType;
}

/** The branch of a (oneOf) schema that describes an object/array value, for recursion. */
function structuralBranch(doc: Schema, schema: Schema, value: unknown): Schema {
  const s = deref(doc, schema);
  const branches = (s.oneOf ?? s.anyOf) as Schema[] | undefined;
  if (!branches) return s;
  const want = jsonType(value);
  for (const b of branches) {
    const d = deref(doc, b);
    if (allowedTypes(doc, d).has(want)) return structuralBranch(doc, d, value);
  }
  return s;
}

/** The branch of a (oneOf) schema that accepts `type` (e.g. the enum of `oneOf: [CardBrand, null]`). */
function branchFor(doc: Schema, schema: Schema, type: JsonType): Schema {
  const s = deref(doc, schema);
  const branches = (s.oneOf ?? s.anyOf) as Schema[] | undefined;
  if (!branches) return s;
  for (const b of branches) if (allowedTypes(doc, b).has(type)) return branchFor(doc, b, type);
  return s;
}

/** A mutation of one node: a label and the replacement value (`undefined` = remove the property). */
interface NodeMutation {
  label: string;
  value: unknown;
  remove?: boolean;
}

function overlong(random: () => number, maxLength: number): NodeMutation[] {
  const n = maxLength + 1;
  return [
    { label: `maxLength+1 (${n} ASCII)`, value: 'x'.repeat(n) },
    { label: `maxLength+1 (${n} emoji)`, value: EMOJI.repeat(n) },
    { label: `maxLength+1 (random unicode)`, value: randomString(random, n + Math.floor(random() * 20)) },
    { label: '10,000 characters', value: XSS.repeat(Math.ceil(10_000 / XSS.length)).slice(0, 10_000) },
  ];
}

/** Mutations of a string-valued node (body or parameter): only values the schema does not allow. */
function stringMutations(s: Schema, random: () => number): NodeMutation[] {
  const out: NodeMutation[] = [];
  if (typeof s.maxLength === 'number') out.push(...overlong(random, s.maxLength));
  if (typeof s.minLength === 'number' && s.minLength > 0)
    out.push({ label: `minLength-1`, value: 'x'.repeat(s.minLength - 1) });
  const violates = (v: string) => {
    if (s.enum) return !s.enum.includes(v);
    if (s.pattern) return !new RegExp(s.pattern, 'u').test(v);
    return false;
  };
  if (s.pattern || s.enum) {
    for (const v of HOSTILE)
      if (violates(v)) out.push({ label: `${s.enum ? 'enum' : 'pattern'} ${show(v)}`, value: v });
    if (s.enum) {
      const first = String(s.enum[0]);
      for (const v of [first.toLowerCase(), first.toUpperCase(), `${first} `, `${first}x`])
        if (violates(v)) out.push({ label: `enum near-miss ${show(v)}`, value: v });
    }
  }
  if (typeof s.format === 'string' && FORMAT_VIOLATIONS[s.format])
    for (const v of FORMAT_VIOLATIONS[s.format]!)
      out.push({ label: `format ${s.format} ${show(v)}`, value: v });
  return out;
}

function numberMutations(s: Schema, types: Set<JsonType>): NodeMutation[] {
  const out: NodeMutation[] = [];
  if (typeof s.maximum === 'number') {
    out.push({ label: `maximum+1`, value: s.maximum + 1 });
    out.push({ label: `huge 1e308`, value: 1e308 });
  }
  if (typeof s.minimum === 'number') {
    out.push({ label: `minimum-1`, value: s.minimum - 1 });
    out.push({ label: `huge negative -1e308`, value: -1e308 });
  }
  if (!types.has('number')) out.push({ label: 'non-integer 1.5', value: 1.5 });
  if (s.enum)
    for (const v of [0, -1, 3, 99]) if (!s.enum.includes(v)) out.push({ label: `enum ${v}`, value: v });
  return out;
}

function show(v: string): string {
  const text = JSON.stringify(v);
  return text.length > 24 ? `${text.slice(0, 21)}…"` : text;
}

/**
 * Every single-place schema violation of `value` under `schema`, as whole replacement values of this node.
 * Recurses into object properties and the first array item.
 */
function mutate(
  doc: Schema,
  schema: Schema,
  value: unknown,
  random: () => number,
  where: string,
): NodeMutation[] {
  const s = deref(doc, schema);
  const types = allowedTypes(doc, s);
  const out: NodeMutation[] = [];
  const typeSamples: [JsonType, unknown, string][] = [
    ['string', '12', 'string'],
    ['number', 12.5, 'number'],
    ['integer', 7, 'integer'],
    ['boolean', true, 'boolean'],
    ['null', null, 'null'],
    ['object', { value: 1 }, 'object'],
    ['array', [value ?? 1], 'array'],
  ];
  for (const [type, sample, name] of typeSamples)
    if (!types.has(type)) out.push({ label: `${where}: wrong type (${name})`, value: sample });

  if (types.has('string'))
    out.push(
      ...stringMutations(branchFor(doc, s, 'string'), random).map((m) => ({
        ...m,
        label: `${where}: ${m.label}`,
      })),
    );
  if (types.has('integer') || types.has('number'))
    out.push(
      ...numberMutations(branchFor(doc, s, types.has('number') ? 'number' : 'integer'), types).map((m) => ({
        ...m,
        label: `${where}: ${m.label}`,
      })),
    );

  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    const os = structuralBranch(doc, s, value);
    const obj = value as Record<string, unknown>;
    const required = (os.required ?? []) as string[];
    const properties = (os.properties ?? {}) as Record<string, Schema>;
    for (const key of required)
      if (key in obj) {
        const { [key]: _removed, ...rest } = obj;
        out.push({ label: `${where}/${key}: missing (required)`, value: rest });
      }
    if (os.additionalProperties === false) {
      out.push({ label: `${where}: unknown property`, value: { ...obj, unexpected: XSS } });
      out.push({ label: `${where}: __proto__ property`, value: { ...obj, ['__proto__']: { admin: true } } });
    }
    for (const [key, propSchema] of Object.entries(properties)) {
      const child = obj[key];
      const childMutations =
        key in obj
          ? mutate(doc, propSchema, child, random, `${where}/${key}`)
          : // An absent optional property, added with a wrong value.
            mutate(doc, propSchema, undefined, random, `${where}/${key}`).filter(
              (m) => m.value !== undefined,
            );
      for (const m of childMutations) out.push({ label: m.label, value: { ...obj, [key]: m.value } });
    }
  }
  if (Array.isArray(value)) {
    const as = structuralBranch(doc, s, value);
    if (typeof as.minItems === 'number' && as.minItems > 0)
      out.push({ label: `${where}: fewer than minItems`, value: value.slice(0, as.minItems - 1) });
    if (typeof as.maxItems === 'number')
      out.push({
        label: `${where}: more than maxItems`,
        value: Array.from({ length: as.maxItems + 1 }, (_, i) => value[i % Math.max(1, value.length)] ?? 1),
      });
    if (as.items && value.length > 0)
      for (const m of mutate(doc, as.items, value[0], random, `${where}/0`))
        out.push({ label: m.label, value: [m.value, ...value.slice(1)] });
  }
  return out;
}

/** Raw request bodies that are not JSON, not an object, empty or too large. */
function rawBodies(random: () => number): { label: string; rawBody: string; contentType?: string }[] {
  return [
    { label: 'malformed JSON: {', rawBody: '{' },
    { label: 'malformed JSON: truncated', rawBody: '{"a":' },
    { label: 'malformed JSON: single quotes', rawBody: "{'a':'b'}" },
    { label: 'malformed JSON: trailing comma', rawBody: '{"a":1,}' },
    { label: 'malformed JSON: NaN', rawBody: '{"a":NaN}' },
    { label: 'malformed JSON: two documents', rawBody: '{}{}' },
    { label: 'malformed JSON: HTML', rawBody: `<html><body>${XSS}</body></html>` },
    { label: 'malformed JSON: NUL byte', rawBody: '\u0000' },
    { label: 'malformed JSON: undefined', rawBody: 'undefined' },
    { label: 'empty body', rawBody: '' },
    { label: 'whitespace body', rawBody: '   \n ' },
    { label: 'JSON null', rawBody: 'null' },
    { label: 'JSON array', rawBody: '[]' },
    { label: 'JSON string', rawBody: JSON.stringify(XSS) },
    { label: 'JSON number 1e999', rawBody: '1e999' },
    { label: 'deeply nested arrays', rawBody: `${'['.repeat(5000)}${']'.repeat(5000)}` },
    { label: 'oversized body (200 KB)', rawBody: JSON.stringify({ padding: 'x'.repeat(200 * 1024) }) },
    { label: 'wrong content type text/plain', rawBody: '{}', contentType: 'text/plain' },
    {
      label: 'wrong content type form',
      rawBody: 'a=1&b=2',
      contentType: 'application/x-www-form-urlencoded',
    },
    { label: 'random garbage text', rawBody: randomString(random, 50) },
  ];
}

interface ParameterSpec {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  schema: Schema;
}

/** The operation's declared parameters (path-level and operation-level, `$ref`s resolved). */
function parametersOf(spec: CompiledSpec, op: CompiledOperation): ParameterSpec[] {
  const doc = spec.document as Schema;
  const pathItem = doc.paths[op.path] as Schema;
  const list = [
    ...((pathItem.parameters ?? []) as Schema[]),
    ...((pathItem[op.method.toLowerCase()].parameters ?? []) as Schema[]),
  ];
  return list
    .map((p) => deref(doc, p))
    .filter((p) => p.in === 'path' || p.in === 'query' || p.in === 'header')
    .map((p) => ({ name: p.name, in: p.in, required: p.required === true, schema: deref(doc, p.schema) }));
}

/** The operation's JSON request-body schema, or null. */
function bodySchemaOf(spec: CompiledSpec, op: CompiledOperation): Schema | null {
  const doc = spec.document as Schema;
  const rb = deref(doc, (doc.paths[op.path] as Schema)[op.method.toLowerCase()].requestBody);
  return rb?.content?.['application/json']?.schema ?? null;
}

const isByteString = (v: string) => /^[\x20-\x7e\xa0-\xff]*$/.test(v) && v.trim() === v;
/** A path segment value that survives URL parsing as one segment (no dot-segments, not empty). */
const isSegmentSafe = (v: string) => v !== '' && !/^(\.|%2e)+$/i.test(v);

/**
 * All bad requests for one operation.
 * @param prefix mount prefix of the spec (`/ticketing` or `''`).
 * @param baseline a valid request (its params and body must pass the operation's validators).
 * @param randomCases how many seeded random garbage bodies to add (body operations only).
 */
export function generateCases(
  spec: CompiledSpec,
  op: CompiledOperation,
  prefix: string,
  baseline: Baseline,
  random: () => number,
  randomCases = 8,
): FuzzCase[] {
  const doc = spec.document as Schema;
  const params = parametersOf(spec, op);
  const base = {
    path: { ...baseline.path },
    query: { ...baseline.query },
    header: { ...baseline.headers },
  };
  const build = (
    label: string,
    kind: FuzzCase['kind'],
    p: typeof base,
    body: { body?: unknown; rawBody?: string; contentType?: string },
    checkable: boolean,
  ): FuzzCase => {
    const path = op.path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(p.path[name] ?? ''));
    const search = new URLSearchParams(p.query).toString();
    const headers = { ...p.header };
    if (body.contentType) headers['Content-Type'] = body.contentType;
    return {
      label,
      kind,
      url: `${prefix}${path}${search ? `?${search}` : ''}`,
      headers,
      ...('body' in body ? { body: body.body } : {}),
      ...(body.rawBody !== undefined ? { rawBody: body.rawBody } : {}),
      checkable,
      params: p,
    };
  };
  const baseBody = baseline.body === undefined ? {} : { body: baseline.body };
  const cases: FuzzCase[] = [];

  for (const param of params) {
    const group = param.in === 'header' ? 'header' : param.in;
    const where = `${param.in} ${param.name}`;
    const values: NodeMutation[] = [];
    if (param.required && param.in !== 'path')
      values.push({ label: 'missing (required)', value: undefined, remove: true });
    const types = allowedTypes(doc, param.schema);
    if (types.has('string')) values.push(...stringMutations(param.schema, random));
    if (types.has('integer') || types.has('number')) {
      values.push({ label: 'not a number', value: 'abc' });
      values.push(
        ...numberMutations(param.schema, types).map((m) => ({ label: m.label, value: String(m.value) })),
      );
    }
    for (const m of values) {
      if (m.remove) {
        const next = { ...base, [group]: { ...base[group] } };
        delete (next[group] as Record<string, string>)[param.name];
        cases.push(build(`${where}: ${m.label}`, param.in, next, baseBody, true));
        continue;
      }
      const text = String(m.value);
      if (param.in === 'header' && !isByteString(text)) continue;
      if (param.in === 'path' && !isSegmentSafe(text)) continue;
      const next = { ...base, [group]: { ...base[group], [param.name]: text } };
      cases.push(build(`${where}: ${m.label}`, param.in, next, baseBody, true));
    }
  }

  const bodySchema = bodySchemaOf(spec, op);
  if (bodySchema && baseline.body !== undefined) {
    for (const m of mutate(doc, bodySchema, baseline.body, random, 'body'))
      cases.push(build(m.label, 'body', base, { body: m.value }, true));
    for (const raw of rawBodies(random)) {
      if (!op.body?.required && raw.rawBody.trim() === '') continue;
      cases.push(
        build(raw.label, 'raw', base, { rawBody: raw.rawBody, contentType: raw.contentType }, false),
      );
    }
    for (let i = 0; i < randomCases; i += 1)
      cases.push({
        ...build(`random JSON #${i + 1}`, 'body', base, { body: randomJson(random) }, true),
        mayBeValid: true,
      });
  }
  return cases;
}

/**
 * Request strings (parameters and body, recursively) that nothing bounds: no maxLength, enum or date format,
 * and no pattern without open-ended repetition. Each entry names where it is.
 */
export function unboundedStrings(spec: CompiledSpec, op: CompiledOperation): string[] {
  const doc = spec.document as Schema;
  const found: string[] = [];
  const seen = new Set<Schema>();
  const visit = (schema: Schema | undefined, where: string) => {
    const s = deref(doc, schema);
    if (seen.has(s)) return;
    seen.add(s);
    for (const branch of [...((s.oneOf ?? []) as Schema[]), ...((s.anyOf ?? []) as Schema[])])
      visit(branch, where);
    if (allowedTypes(doc, s).has('string') && !s.oneOf && !s.anyOf) {
      const boundedPattern = typeof s.pattern === 'string' && !/[+*]|\{\d+,\}/.test(s.pattern);
      const bounded =
        s.enum !== undefined ||
        typeof s.maxLength === 'number' ||
        s.format === 'date' ||
        s.format === 'date-time' ||
        boundedPattern;
      if (!bounded) found.push(where);
    }
    for (const [key, child] of Object.entries((s.properties ?? {}) as Record<string, Schema>))
      visit(child, `${where}/${key}`);
    if (s.items) visit(s.items, `${where}/items`);
  };
  for (const p of parametersOf(spec, op)) visit(p.schema, `${op.operationId} ${p.in} ${p.name}`);
  const body = bodySchemaOf(spec, op);
  if (body) visit(body, `${op.operationId} body`);
  return found;
}
