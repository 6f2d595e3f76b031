import type { components as A } from '../../openapi/generated/account';
import type { components as T } from '../../openapi/generated/ticketing';

/**
 * The shared error body of both APIs (`components.schemas.Error` of openapi/ticketing.yaml and
 * openapi/account.yaml, product §8). Both files declare the same shape; a body of this type satisfies each.
 */
export type ErrorBody = T['schemas']['Error'] & A['schemas']['Error'];

/** HTTP status codes the reference server uses for errors. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 405 | 409 | 410 | 415 | 428 | 429 | 500 | 501;

/**
 * An expected failure of an operation: thrown by handlers, turned into an {@link ErrorBody} response by the app's
 * error handler. `code` is machine-readable (e.g. `PriorityRequired`); `description` is the English user message;
 * `headers` go on the response (e.g. `Retry-After` in seconds with a 429).
 */
export class ApiError extends Error {
  constructor(
    readonly status: ErrorStatus,
    readonly code: string,
    readonly description: string,
    readonly detail?: string,
    readonly headers?: Record<string, string>,
  ) {
    super(`${status} ${code}: ${description}`);
    this.name = 'ApiError';
  }

  /** Values of the `{name}` placeholders in the code's translations (server/lib/messages.ts). */
  params: Readonly<Record<string, string | number>> = {};

  /** Sets {@link params} (e.g. `{ maxDaysAhead: 60 }`); returns the error, for `throw new ApiError(…).withParams(…)`. */
  withParams(params: Readonly<Record<string, string | number>>): this {
    this.params = params;
    return this;
  }
}

/** Builds the wire body for an error: `{ errors: [{ code, description }], message, status, detail? }`. */
export function errorBody(status: number, code: string, description: string, detail?: string): ErrorBody {
  const body: ErrorBody = { errors: [{ code, description }], message: description, status };
  if (detail !== undefined) body.detail = detail;
  return body;
}

/**
 * Answer for a request whose client went away before its operation ran (nginx's 499): nothing was done, and
 * nobody reads it, so it is not checked against the specs.
 */
export function clientClosedResponse(): Response {
  return Response.json(
    errorBody(499, 'ClientClosedRequest', 'The client closed the request; nothing was done.'),
    {
      status: 499,
    },
  );
}

/** JSON `Response` with the shared error shape. */
export function errorResponse(status: number, code: string, description: string, detail?: string): Response {
  return Response.json(errorBody(status, code, description, detail), { status });
}
