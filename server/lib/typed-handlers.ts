import type { Context, Env } from 'hono';

/* Type helpers that tie route handlers to the generated OpenAPI operation types, so a handler that returns a
 * body the spec does not allow, or an operationId without a handler, fails `tsc`. Runtime validation
 * (openapi-validator.ts) checks the same at run time. */

type Responses<O> = O extends { responses: infer R } ? R : never;
type JsonContent<R> = R extends { content: { 'application/json': infer B } } ? B : never;
type Parameters<O> = O extends { parameters: infer P } ? P : never;
type Group<P, K extends string> = K extends keyof P
  ? [NonNullable<P[K]>] extends [never]
    ? Record<string, never>
    : NonNullable<P[K]>
  : Record<string, never>;
type BodyOf<O> = O extends { requestBody: { content: { 'application/json': infer B } } }
  ? B
  : O extends { requestBody?: { content: { 'application/json': infer B } } }
    ? B | undefined
    : undefined;

/** A successful (2xx) JSON result of operation `O`: status and the body the spec declares for it. */
type SuccessResult<O> = {
  [S in keyof Responses<O>]: S extends 200 | 201
    ? { status: S; body: JsonContent<Responses<O>[S]>; headers?: Record<string, string> }
    : never;
}[keyof Responses<O>];

/** The validated input of operation `O` (parameters coerced to their schema types, defaults applied). */
interface TypedInput<O> {
  path: Group<Parameters<O>, 'path'>;
  query: Group<Parameters<O>, 'query'>;
  headers: Group<Parameters<O>, 'header'>;
  body: BodyOf<O>;
  /**
   * Checks a result against the spec before returning it, e.g. inside a database transaction so that an answer
   * that would break the spec rolls the write back (see `OperationInput.checkResult` in openapi-validator.ts).
   * @throws ApiError 500 ResponseValidationFailed (in tests and development) when it does not match.
   */
  checkResult: (result: SuccessResult<O>) => void;
}

/** One handler per operationId of a generated `operations` interface. */
export type TypedHandlers<Ops, E extends Env> = {
  [K in keyof Ops]: (
    c: Context<E>,
    input: TypedInput<Ops[K]>,
  ) => SuccessResult<Ops[K]> | Response | Promise<SuccessResult<Ops[K]> | Response>;
};

/** `{ status: 200, body }` with the literal status type. */
export function ok<B>(body: B): { status: 200; body: B } {
  return { status: 200, body };
}
