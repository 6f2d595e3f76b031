import type { CompiledOperation, CompiledSpec } from '../../server/lib/openapi-validator';
import {
  randomJson,
  deref,
  allowedTypes,
  stringMutations,
  numberMutations,
  mutate,
  rawBodies,
  type Schema,
  type NodeMutation,
} from './fuzz-mutations';

/* Schema-driven generator of bad requests for the fuzz test. From an operation's OpenAPI
 * parameters and request-body schema and one VALID baseline request it derives requests that each break the
 * schema in one place: wrong types, missing required fields, strings beyond maxLength (ASCII, emoji, 10,000
 * characters), below minLength, pattern/enum/format violations (XSS, emoji, RTL, SQL-ish text, impossible
 * dates), numbers beyond maximum/minimum (huge, negative), non-integers, arrays where objects go, unknown
 * properties (incl. __proto__), too few/many array items — plus malformed JSON, empty and oversized bodies,
 * wrong content types and seeded random garbage (the values and mutations: fuzz-mutations.ts). Values come from
 * a seeded PRNG so a run is reproducible. */

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
