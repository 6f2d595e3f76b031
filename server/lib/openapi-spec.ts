import type { ErrorObject, ValidateFunction } from 'ajv';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { formats } from '../../common/validator-runtime';
import { addFreeTextKeyword } from './free-text';
import { readSpecDocument } from './spec-document';

/* ------------------------------------------------------------------------------------------------------------
 * Generic OpenAPI 3.1 request/response validation for Hono (dispatch: ./openapi-validator.ts).
 * The YAML in openapi/ is loaded once, compiled with Ajv (JSON Schema 2020-12), and every request under a spec's
 * base path is matched to its operation, authorised (by the operation's `security`), validated (path, query,
 * headers, JSON body), handed to the handler registered under its operationId, and the handler's response is
 * validated against the operation's declared responses. No schema is duplicated in code.
 * ---------------------------------------------------------------------------------------------------------- */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;

/** How an operation is secured, derived from its `security` (or the document's). */
export type SecurityMode = 'none' | 'optionalBearer' | 'bearer' | 'basic';

/** Validated input of one request: coerced path/query/header parameters (defaults applied) and the parsed body. */
export interface OperationInput {
  path: Record<string, unknown>;
  query: Record<string, unknown>;
  headers: Record<string, unknown>;
  body: unknown;
  /**
   * Checks a JSON result against the operation's declared responses before the handler returns it, so a handler
   * can do it inside its database transaction (a booking whose answer would break the spec
   * writes nothing). In `'fail'` mode a mismatch throws ApiError 500 `ResponseValidationFailed` (logged); in
   * `'log'` mode it does nothing (the answer is checked and logged after the handler, as every answer is).
   */
  checkResult(result: { status: number; body: unknown }): void;
}

/** What a handler returns: a JSON result validated against the spec, or a ready `Response` (e.g. a PDF). */
export type HandlerResult = Response | { status: number; body: unknown; headers?: Record<string, string> };

/**
 * A check of one value against one schema of the spec: true when it conforms; after a false, `errors` says why
 * (Ajv's error objects, for {@link formatAjvErrors}).
 */
interface Validator {
  (data: unknown): boolean;
  errors?: ErrorObject[] | null;
}

/** A compiled operation of a spec. */
export interface CompiledOperation {
  operationId: string;
  method: string;
  /** Spec path template, e.g. `/trips/{id}`. */
  path: string;
  security: SecurityMode;
  match(pathname: string): Record<string, string> | null;
  paramCount: number;
  validateParams: Validator;
  paramDefaults: { in: 'path' | 'query' | 'header'; name: string; value: unknown }[];
  /** Declared header parameter names (as spelled in the spec). */
  headerNames: string[];
  body: { required: boolean; validate: Validator } | null;
  /** status code ("200", "default") → content type → validator (null for non-JSON content). */
  responses: Map<string, Map<string, Validator | null>>;
}

/** A loaded, compiled OpenAPI document. */
export interface CompiledSpec {
  title: string;
  operations: CompiledOperation[];
  document: JsonObject;
  /**
   * Compiles every validator of the spec now; they are otherwise compiled on their first use. A server that
   * listens calls it before it does (server/start.ts), so a schema that does not compile stops the start.
   * @throws when a schema does not compile.
   */
  compileAll(): void;
}

const specCache = new Map<string, CompiledSpec>();

/**
 * A {@link Validator} whose Ajv code is compiled on its first call (`compile` runs once), registered in `pending`
 * until then. Compiling every operation's checks up front cost about 1 s of CPU per process, and a test file's
 * in-process server starts a process of its own yet calls a few of the 60-odd operations: most of it was spent on
 * checks never run.
 */
function compiledOnFirstUse(compile: () => ValidateFunction, pending: Set<() => void>): Validator {
  let compiled: ValidateFunction | undefined;
  const ensure = () => {
    compiled ??= compile();
    pending.delete(ensure);
    return compiled;
  };
  pending.add(ensure);
  const validate: Validator = (data) => {
    const check = ensure();
    const valid = check(data);
    validate.errors = check.errors ?? null;
    return valid;
  };
  validate.errors = null;
  return validate;
}

function escapePointerSegment(segment: string): string {
  return encodeURIComponent(segment.replace(/~/g, '~0').replace(/\//g, '~1'));
}

function pointerGet(doc: JsonObject, pointer: string): Json | undefined {
  let node: Json | undefined = doc;
  for (const raw of pointer.split('/').slice(1)) {
    const key = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    if (node === null || typeof node !== 'object') return undefined;
    node = Array.isArray(node) ? node[Number(key)] : node[key];
  }
  return node;
}

/** Follows OpenAPI (non-schema) `$ref`s like `#/components/parameters/X`, returning the final pointer. */
function resolvePointer(doc: JsonObject, pointer: string): string {
  for (let hops = 0; hops < 10; hops += 1) {
    const node = pointerGet(doc, pointer);
    if (
      node &&
      typeof node === 'object' &&
      !Array.isArray(node) &&
      typeof node.$ref === 'string' &&
      node.$ref.startsWith('#')
    ) {
      pointer = node.$ref
        .slice(1)
        .split('/')
        .map((s, i) => (i === 0 ? s : encodeURIComponent(s)))
        .join('/');
      continue;
    }
    return pointer;
  }
  throw new Error(`Too many $ref hops at ${pointer}`);
}

function asObject(node: Json | undefined): JsonObject | undefined {
  return node && typeof node === 'object' && !Array.isArray(node) ? node : undefined;
}

function securityMode(doc: JsonObject, op: JsonObject): SecurityMode {
  const requirements = (op.security ?? doc.security ?? []) as Json[];
  if (!Array.isArray(requirements) || requirements.length === 0) return 'none';
  const names = requirements.map((r) => Object.keys(asObject(r) ?? {}));
  const optional = names.some((n) => n.length === 0);
  if (names.some((n) => n.includes('basic'))) return 'basic';
  if (names.some((n) => n.includes('bearer'))) return optional ? 'optionalBearer' : 'bearer';
  return 'none';
}

function compilePathMatcher(template: string): (pathname: string) => Record<string, string> | null {
  const names: string[] = [];
  const source = template
    .split('/')
    .map((segment) => {
      const m = /^\{(.+)\}$/.exec(segment);
      if (m && m[1]) {
        names.push(m[1]);
        return '([^/]+)';
      }
      return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/');
  const regex = new RegExp(`^${source}/?$`);
  return (pathname) => {
    const m = regex.exec(pathname);
    if (!m) return null;
    const params: Record<string, string> = {};
    names.forEach((name, i) => {
      try {
        params[name] = decodeURIComponent(m[i + 1] ?? '');
      } catch {
        params[name] = m[i + 1] ?? '';
      }
    });
    return params;
  };
}

/**
 * Loads an OpenAPI 3.1 YAML file and prepares its operations (memoised per absolute file path): their validators
 * compile on first use, or all at once with {@link CompiledSpec.compileAll}.
 * @throws when the file is missing; a schema that does not compile throws where it is first used, or from
 * `compileAll`.
 */
export function loadSpec(file: string): CompiledSpec {
  const cached = specCache.get(file);
  if (cached) return cached;
  const document = readSpecDocument(file) as JsonObject;
  const id = `https://reference.local/${encodeURIComponent(file)}`;
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
  const ajvParams = new Ajv2020({ strict: false, allErrors: true, validateSchema: false, coerceTypes: true });
  // Request bodies only: the `x-text` keyword normalizes and checks free text in place (./free-text.ts).
  const ajvBody = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
  addFreeTextKeyword(ajvBody);
  for (const instance of [ajv, ajvParams, ajvBody]) {
    addFormats(instance);
    // The one e-mail rule (the forms and the client's response validators use it too); same as ajv-formats' full.
    instance.addFormat('email', formats.email);
    instance.addFormat('binary', true);
    instance.addSchema({ ...document, $id: id });
  }
  const ref = (pointer: string) => ({ $ref: `${id}#${pointer}` });
  const pending = new Set<() => void>();

  const operations: CompiledOperation[] = [];
  const paths = asObject(document.paths) ?? {};
  for (const [template, pathItemRaw] of Object.entries(paths)) {
    const pathItem = asObject(pathItemRaw) ?? {};
    const pathPointer = `/paths/${escapePointerSegment(template)}`;
    for (const method of METHODS) {
      const op = asObject(pathItem[method]);
      if (!op) continue;
      const opPointer = `${pathPointer}/${method}`;
      const operationId = String(op.operationId ?? `${method} ${template}`);

      const groups: Record<
        'path' | 'query' | 'header',
        { properties: Record<string, unknown>; required: string[] }
      > = {
        path: { properties: {}, required: [] },
        query: { properties: {}, required: [] },
        header: { properties: {}, required: [] },
      };
      const paramDefaults: CompiledOperation['paramDefaults'] = [];
      const collect = (listPointer: string) => {
        const list = pointerGet(document, listPointer);
        if (!Array.isArray(list)) return;
        list.forEach((_, index) => {
          const paramPointer = resolvePointer(document, `${listPointer}/${index}`);
          const param = asObject(pointerGet(document, paramPointer));
          if (!param) return;
          const where = param.in;
          if (where !== 'path' && where !== 'query' && where !== 'header') return;
          const name = String(param.name);
          groups[where].properties[name] = ref(`${paramPointer}/schema`);
          if (param.required === true) groups[where].required.push(name);
          const schema = asObject(param.schema);
          if (schema && 'default' in schema) paramDefaults.push({ in: where, name, value: schema.default });
        });
      };
      collect(`${pathPointer}/parameters`);
      collect(`${opPointer}/parameters`);
      const paramsSchema = {
        type: 'object',
        properties: Object.fromEntries(
          Object.entries(groups).map(([k, g]) => [
            k,
            { type: 'object', properties: g.properties, required: g.required },
          ]),
        ),
      };
      const validateParams = compiledOnFirstUse(() => ajvParams.compile(paramsSchema), pending);

      let body: CompiledOperation['body'] = null;
      if (op.requestBody) {
        const rbPointer = resolvePointer(document, `${opPointer}/requestBody`);
        const rb = asObject(pointerGet(document, rbPointer)) ?? {};
        const content = asObject(rb.content) ?? {};
        if (content['application/json']) {
          body = {
            required: rb.required === true,
            validate: compiledOnFirstUse(
              () =>
                ajvBody.compile(
                  ref(`${rbPointer}/content/${escapePointerSegment('application/json')}/schema`),
                ),
              pending,
            ),
          };
        }
      }

      const responses = new Map<string, Map<string, Validator | null>>();
      for (const status of Object.keys(asObject(op.responses) ?? {})) {
        const resPointer = resolvePointer(document, `${opPointer}/responses/${escapePointerSegment(status)}`);
        const res = asObject(pointerGet(document, resPointer)) ?? {};
        const byType = new Map<string, Validator | null>();
        for (const [type, media] of Object.entries(asObject(res.content) ?? {})) {
          const hasSchema = Boolean(asObject(media)?.schema);
          byType.set(
            type,
            type.includes('json') && hasSchema
              ? compiledOnFirstUse(
                  () => ajv.compile(ref(`${resPointer}/content/${escapePointerSegment(type)}/schema`)),
                  pending,
                )
              : null,
          );
        }
        responses.set(status, byType);
      }

      const match = compilePathMatcher(template);
      operations.push({
        operationId,
        method: method.toUpperCase(),
        path: template,
        security: securityMode(document, op),
        match,
        paramCount: (template.match(/\{/g) ?? []).length,
        validateParams,
        paramDefaults,
        headerNames: Object.keys(groups.header.properties),
        body,
        responses,
      });
    }
  }
  // Literal paths win over templated ones (/trips/next before /trips/{id}).
  operations.sort((a, b) => a.paramCount - b.paramCount);
  const spec: CompiledSpec = {
    title: String(asObject(document.info)?.title ?? file),
    operations,
    document,
    compileAll: () => {
      for (const ensure of [...pending]) ensure();
    },
  };
  specCache.set(file, spec);
  return spec;
}

/** Formats Ajv errors as one readable line, e.g. `body/plannedDateTime must match format "date-time"`. */
export function formatAjvErrors(errors: ErrorObject[] | null | undefined, prefix = ''): string {
  return (errors ?? [])
    .map((e) => {
      const where = `${prefix}${e.instancePath}`.replace(/^\//, '') || prefix.replace(/\/$/, '') || '(root)';
      const extra =
        e.keyword === 'additionalProperties'
          ? ` (${String((e.params as { additionalProperty?: string }).additionalProperty)})`
          : e.keyword === 'enum'
            ? ` (${((e.params as { allowedValues?: unknown[] }).allowedValues ?? []).join(', ')})`
            : '';
      return `${where} ${e.message ?? 'is invalid'}${extra}`;
    })
    .join('; ');
}
