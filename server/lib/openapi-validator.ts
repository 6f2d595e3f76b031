/* ------------------------------------------------------------------------------------------------------------
 * Dispatch for Hono over a compiled spec (./openapi-spec.ts): every request under a spec's base path is matched to
 * its operation, authorised, validated, handed to the handler registered under its operationId, and the
 * handler's response is validated against the operation's declared responses.
 * ---------------------------------------------------------------------------------------------------------- */
import type { Context, Env, Hono } from 'hono';
import { ApiError, clientClosedResponse, errorBody } from './api-error';
import {
  type SecurityMode,
  type OperationInput,
  type HandlerResult,
  type CompiledOperation,
  type CompiledSpec,
  formatAjvErrors,
} from './openapi-spec';

export {
  type SecurityMode,
  type OperationInput,
  type HandlerResult,
  type CompiledOperation,
  type CompiledSpec,
  loadSpec,
  formatAjvErrors,
} from './openapi-spec';

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
 * Whether `error` is the failure of reading a request body its client aborted (@hono/node-server rejects the
 * read with `Error: aborted`, undici with `TypeError: terminated`, Node with `ECONNRESET`).
 */
function isAbortedBody(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  return (
    error.message === 'aborted' ||
    error.message === 'terminated' ||
    error.name === 'AbortError' ||
    code === 'ECONNRESET' ||
    code === 'ERR_STREAM_PREMATURE_CLOSE'
  );
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
            const errors = op.body.validate.errors ?? [];
            // A forbidden character in free text (and nothing else wrong) gets its own code and a message a
            // person can act on.
            if (errors.length > 0 && errors.every((e) => e.keyword === 'x-text'))
              throw new ApiError(
                400,
                'InvalidText',
                'The text contains characters that are not allowed: control characters, line breaks, direction overrides or invisible characters.',
                formatAjvErrors(errors, 'body/'),
              );
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
        // A body cut off by the client (aborted upload, closed connection) is the client's doing, not a fault:
        // one line, no stack, and nobody is answered.
        if (c.req.raw.signal?.aborted || isAbortedBody(error)) {
          options.log(
            `[server] ${op.operationId} 499: the client closed the request before its body arrived`,
          );
          return clientClosedResponse();
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
