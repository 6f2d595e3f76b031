/* The values and mutations of the fuzz test's request generator (fuzz-generator.ts): a seeded PRNG, hostile and
 * random strings, random JSON, and the ways a value can break its OpenAPI schema in one place (wrong types,
 * lengths, patterns, formats, ranges, unknown properties, array sizes), plus raw bodies that are not JSON at all. */

// Spec documents are plain parsed YAML.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Schema = Record<string, any>;
type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

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

export function randomJson(random: () => number, depth = 0): Json {
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

export function deref(doc: Schema, schema: Schema | undefined): Schema {
  let s = schema ?? {};
  for (let hops = 0; typeof s.$ref === 'string' && hops < 20; hops += 1) s = resolveRef(doc, s.$ref);
  return s;
}

type JsonType = 'string' | 'number' | 'integer' | 'boolean' | 'null' | 'object' | 'array';

/** The JSON types a schema accepts (a union over oneOf/anyOf branches); all when it does not say. */
export function allowedTypes(doc: Schema, schema: Schema): Set<JsonType> {
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
export interface NodeMutation {
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
export function stringMutations(s: Schema, random: () => number): NodeMutation[] {
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

export function numberMutations(s: Schema, types: Set<JsonType>): NodeMutation[] {
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
export function mutate(
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
export function rawBodies(random: () => number): { label: string; rawBody: string; contentType?: string }[] {
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
