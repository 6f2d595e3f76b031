import { readFileSync } from 'node:fs';
import type { Context, Env, Hono } from 'hono';
import type { ErrorObject, ValidateFunction } from 'ajv';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { parse as parseYaml } from 'yaml';
import { formats } from '../../common/validator-runtime';
import { ApiError, clientClosedResponse, errorBody } from './api-error';

/* ------------------------------------------------------------------------------------------------------------
 * Generic OpenAPI 3.1 request/response validation and dispatch for Hono.
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
   * can do it inside its database transaction (issue 16 item 6: a booking whose answer would break the spec
   * writes nothing). In `'fail'` mode a mismatch throws ApiError 500 `ResponseValidationFailed` (logged); in
   * `'log'` mode it does nothing (the answer is checked and logged after the handler, as every answer is).
   */
  checkResult(result: { status: number; body: unknown }): void;
}

/** What a handler returns: a JSON result validated against the spec, or a ready `Response` (e.g. a PDF). */
export type HandlerResult = Response | { status: number; body: unknown; headers?: Record<string, string> };

/** A compiled operation of a spec. */
export interface CompiledOperation {
  operationId: string;
  method: string;
  /** Spec path template, e.g. `/trips/{id}`. */
  path: string;
  security: SecurityMode;
  match(pathname: string): Record<string, string> | null;
  paramCount: number;
  validateParams: ValidateFunction;
  paramDefaults: { in: 'path' | 'query' | 'header'; name: string; value: unknown }[];
  /** Declared header parameter names (as spelled in the spec). */
  headerNames: string[];
  body: { required: boolean; validate: ValidateFunction } | null;
  /** status code ("200", "default") → content type → validator (null for non-JSON content). */
  responses: Map<string, Map<string, ValidateFunction | null>>;
}

/** A loaded, compiled OpenAPI document. */
export interface CompiledSpec {
  title: string;
  operations: CompiledOperation[];
  document: JsonObject;
}

const specCache = new Map<string, CompiledSpec>();

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
 * Loads and compiles an OpenAPI 3.1 YAML file (memoised per absolute file path).
 * @throws when the file is missing or a schema does not compile.
 */
export function loadSpec(file: string): CompiledSpec {
  const cached = specCache.get(file);
  if (cached) return cached;
  const document = parseYaml(readFileSync(file, 'utf8')) as JsonObject;
  const id = `https://reference.local/${encodeURIComponent(file)}`;
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
  const ajvParams = new Ajv2020({ strict: false, allErrors: true, validateSchema: false, coerceTypes: true });
  for (const instance of [ajv, ajvParams]) {
    addFormats(instance);
    // The one e-mail rule (the forms and the client's response validators use it too); same as ajv-formats' full.
    instance.addFormat('email', formats.email);
    instance.addFormat('binary', true);
    instance.addSchema({ ...document, $id: id });
  }
  const ref = (pointer: string) => ({ $ref: `${id}#${pointer}` });

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
      const validateParams = ajvParams.compile({
        type: 'object',
        properties: Object.fromEntries(
          Object.entries(groups).map(([k, g]) => [
            k,
            { type: 'object', properties: g.properties, required: g.required },
          ]),
        ),
      });

      let body: CompiledOperation['body'] = null;
      if (op.requestBody) {
        const rbPointer = resolvePointer(document, `${opPointer}/requestBody`);
        const rb = asObject(pointerGet(document, rbPointer)) ?? {};
        const content = asObject(rb.content) ?? {};
        if (content['application/json']) {
          body = {
            required: rb.required === true,
            validate: ajv.compile(
              ref(`${rbPointer}/content/${escapePointerSegment('application/json')}/schema`),
            ),
          };
        }
      }

      const responses = new Map<string, Map<string, ValidateFunction | null>>();
      for (const status of Object.keys(asObject(op.responses) ?? {})) {
        const resPointer = resolvePointer(document, `${opPointer}/responses/${escapePointerSegment(status)}`);
        const res = asObject(pointerGet(document, resPointer)) ?? {};
        const byType = new Map<string, ValidateFunction | null>();
        for (const [type, media] of Object.entries(asObject(res.content) ?? {})) {
          const hasSchema = Boolean(asObject(media)?.schema);
          byType.set(
            type,
            type.includes('json') && hasSchema
              ? ajv.compile(ref(`${resPointer}/content/${escapePointerSegment(type)}/schema`))
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

/** Options of {@link mountSpec}. */
export interface MountOptions<E extends Env> {
  /** URL prefix the spec's paths live under (`/ticketing`, or `''`); stripped before matching. */
  basePath: string;
  /** Hono pattern of the catch-all route; default `${basePath}/*`. */
  mountPattern?: string;
  /**
   * Authorises the request for the operation's {@link SecurityMode}; returns an error `Response` to stop, or
   * nothing to continue (it may set context variables such as the user).
   */
  authorize: (
    c: Context<E>,
    mode: SecurityMode,
    operation: CompiledOperation,
  ) => Promise<Response | void> | Response | void;
  /** `'fail'`: a response that breaks the spec becomes a loud 500 (tests/dev); `'log'`: only logged (production). */
  responseMismatch: 'fail' | 'log';
  /** Log sink (one line per call). */
  log: (line: string) => void;
  /**
   * Translates the description of an error thrown as `ApiError` (e.g. by Accept-Language), filling in its
   * `params`; default: unchanged.
   */
  localize?: (
    c: Context<E>,
    code: string,
    description: string,
    params?: Readonly<Record<string, string | number>>,
  ) => string;
  /**
   * Optional wrapper around each matched operation (dev chaos mode): `run` authorises, validates and runs it and
   * never throws. The wrapper may delay, answer instead of running it, or replace its answer; whatever it
   * returns is checked against the spec like any answer.
   */
  intercept?: (
    c: Context<E>,
    operation: CompiledOperation,
    run: () => Promise<Response>,
  ) => Promise<Response>;
}

/** Largest accepted JSON request body, bytes (the largest valid one, a booking request, is about 2 KB). */
const MAX_BODY_BYTES = 64 * 1024;

const bodyTooLarge = () =>
  new ApiError(400, 'BodyTooLarge', `The request body is larger than ${MAX_BODY_BYTES} bytes.`);

function json(status: number, body: unknown, headers?: Record<string, string>): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
  });
}

/**
 * Registers one catch-all route under `basePath` that matches requests to the spec's operations and dispatches
 * them to `handlers[operationId]`. Unknown paths get 404, known paths with another method 405, invalid input 400
 * (nothing reaches the handler), all in the shared Error shape. `ApiError`s thrown by handlers become error
 * responses; any other exception is a 500. Every response is checked against the operation's declared responses.
 * @throws at mount time when an operation has no handler.
 */
export function mountSpec<E extends Env>(
  app: Hono<E>,
  spec: CompiledSpec,
  handlers: Record<string, (c: Context<E>, input: OperationInput) => HandlerResult | Promise<HandlerResult>>,
  options: MountOptions<E>,
): void {
  const missing = spec.operations.filter((op) => !handlers[op.operationId]).map((op) => op.operationId);
  if (missing.length > 0) throw new Error(`${spec.title}: no handler for ${missing.join(', ')}`);

  const checkResponse = async (op: CompiledOperation, response: Response): Promise<Response> => {
    const declared = op.responses.get(String(response.status)) ?? op.responses.get('default');
    const type = (response.headers.get('content-type') ?? '').split(';')[0]?.trim() ?? '';
    let problem: string | null = null;
    if (!declared) problem = `status ${response.status} is not declared`;
    else if (declared.size > 0 && !declared.has(type)) problem = `content type "${type}" is not declared`;
    else {
      const validate = declared.get(type);
      if (validate) {
        const data: unknown = await response
          .clone()
          .json()
          .catch(() => undefined);
        if (!validate(data)) problem = formatAjvErrors(validate.errors, 'response/');
      }
    }
    if (!problem) return response;
    const line = `[openapi] RESPONSE DOES NOT MATCH SPEC: ${op.method} ${op.path} (${op.operationId}) → ${response.status}: ${problem}`;
    options.log(line);
    if (options.responseMismatch === 'log') return response;
    return json(
      500,
      errorBody(
        500,
        'ResponseValidationFailed',
        'The server produced a response that breaks its API specification.',
        line,
      ),
    );
  };

  const checkResult = (op: CompiledOperation, result: { status: number; body: unknown }): void => {
    if (options.responseMismatch === 'log') return;
    const declared = op.responses.get(String(result.status)) ?? op.responses.get('default');
    const validate = declared?.get('application/json');
    let problem: string | null = null;
    if (!declared) problem = `status ${result.status} is not declared`;
    // The JSON text is what goes out: keys holding undefined are dropped, dates become strings.
    else if (validate && !validate(JSON.parse(JSON.stringify(result.body)) as unknown))
      problem = formatAjvErrors(validate.errors, 'response/');
    if (!problem) return;
    const line = `[openapi] RESPONSE DOES NOT MATCH SPEC: ${op.method} ${op.path} (${op.operationId}) → ${result.status}: ${problem}`;
    options.log(line);
    throw new ApiError(
      500,
      'ResponseValidationFailed',
      'The server produced a response that breaks its API specification.',
      line,
    );
  };

  app.all(options.mountPattern ?? `${options.basePath}/*`, async (c) => {
    const pathname = c.req.path.slice(options.basePath.length) || '/';
    let operation: CompiledOperation | undefined;
    let pathParams: Record<string, string> = {};
    let pathMatched = false;
    for (const op of spec.operations) {
      const params = op.match(pathname);
      if (!params) continue;
      pathMatched = true;
      if (op.method === c.req.method) {
        operation = op;
        pathParams = params;
        break;
      }
    }
    if (!operation) {
      return pathMatched
        ? json(405, errorBody(405, 'MethodNotAllowed', `${c.req.method} is not allowed on ${c.req.path}.`))
        : json(404, errorBody(404, 'NotFound', `No operation at ${c.req.method} ${c.req.path}.`));
    }
    const op = operation;

    const run = async (): Promise<Response> => {
      const denied = await options.authorize(c, op.security, op);
      if (denied) return denied;

      const url = new URL(c.req.url);
      const query: Record<string, unknown> = {};
      for (const [key, value] of url.searchParams) if (!(key in query)) query[key] = value;
      const headerMap = c.req.header();
      const headers: Record<string, unknown> = {};
      for (const name of op.headerNames) {
        const value = headerMap[name.toLowerCase()];
        if (value !== undefined) headers[name] = value;
      }
      const params = { path: { ...pathParams }, query, header: headers };
      if (!op.validateParams(params)) {
        throw new ApiError(
          400,
          'InvalidParameters',
          'The request has invalid parameters.',
          formatAjvErrors(op.validateParams.errors),
        );
      }
      for (const d of op.paramDefaults) {
        const group = params[d.in] as Record<string, unknown>;
        if (group[d.name] === undefined) group[d.name] = d.value;
      }

      let body: unknown = undefined;
      if (op.body) {
        const declaredLength = Number(c.req.header('content-length') ?? 0);
        if (declaredLength > MAX_BODY_BYTES) throw bodyTooLarge();
        const text = await c.req.text();
        if (Buffer.byteLength(text) > MAX_BODY_BYTES) throw bodyTooLarge();
        if (text.trim() === '') {
          if (op.body.required) throw new ApiError(400, 'BodyRequired', 'A JSON request body is required.');
        } else {
          const type = c.req.header('content-type') ?? '';
          if (!/json/i.test(type)) {
            throw new ApiError(400, 'UnsupportedContentType', 'The request body must be application/json.');
          }
          try {
            body = JSON.parse(text) as unknown;
          } catch {
            throw new ApiError(400, 'InvalidJson', 'The request body is not valid JSON.');
          }
          if (!op.body.validate(body)) {
            throw new ApiError(
              400,
              'InvalidBody',
              'The request body is invalid.',
              formatAjvErrors(op.body.validate.errors, 'body/'),
            );
          }
        }
      }

      const handler = handlers[op.operationId];
      if (!handler) throw new Error(`no handler for ${op.operationId}`);
      // A client that went away gets nothing done: an aborted booking is either completed once or not at all.
      if (c.req.raw.signal?.aborted) return clientClosedResponse();
      const result = await handler(c, {
        path: params.path,
        query: params.query,
        headers: params.header,
        body,
        checkResult: (r) => checkResult(op, r),
      });
      return result instanceof Response ? result : json(result.status, result.body, result.headers);
    };

    const execute = async (): Promise<Response> => {
      try {
        return await run();
      } catch (error) {
        if (error instanceof ApiError) {
          const description =
            options.localize?.(c, error.code, error.description, error.params) ?? error.description;
          return json(
            error.status,
            errorBody(error.status, error.code, description, error.detail),
            error.headers,
          );
        }
        options.log(
          `[server] ${op.operationId} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
        );
        return json(
          500,
          errorBody(500, 'InternalServerError', 'An unexpected error occurred, please try again later.'),
        );
      }
    };
    const response = options.intercept ? await options.intercept(c, op, execute) : await execute();
    // Nobody reads the answer to a request whose client went away; it is not part of the contract.
    if (response.status === 499) return response;
    return checkResponse(op, response);
  });
}
