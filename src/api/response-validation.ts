import type { Middleware } from 'openapi-fetch';
import type { ResponseValidator } from './generated/response-validators.js';

/**
 * Response validation at the client boundary. A 2xx answer of an operation the app reads must be
 * JSON of the documented shape; anything else (HTML from a proxy, an empty or truncated body, wrong types,
 * missing fields, a 204) is replaced by a synthetic 502 error answer, which {@link unwrap} turns into the §8
 * {@link ApiError} (`error.unexpected`, code {@link MALFORMED_RESPONSE_CODE}). Machines and views therefore only
 * ever see valid data or the normalised error.
 *
 * The checks are generated from openapi/{ticketing,account}.yaml (scripts/gen-validators.ts →
 * ./generated/response-validators-start.js and ./generated/response-validators.js, ajv standalone code: no
 * `new Function`, so the CSP needs no 'unsafe-eval'). Every operation with a JSON 2xx answer is checked against
 * its spec schema, except that undeclared keys are tolerated. Both modules are lazy chunks; the /login entry chunk
 * holds no validator code. The first request starts loading the start module (the checks of a signed-in page's
 * first load, `START_OPERATIONS`: all that /home opened with a stored session needs); a request for any other
 * operation (a login among them) then starts loading the other module too, so each arrives while the request is in
 * flight.
 */

/** `errors[0].code` of the §8 error a malformed answer becomes. */
export const MALFORMED_RESPONSE_CODE = 'MalformedResponse';

/** Status of the synthetic answer standing in for a malformed one (a bad answer from upstream). */
const MALFORMED_RESPONSE_STATUS = 502;

type Validators = Readonly<Record<string, ResponseValidator>>;

/**
 * A lazily imported validator table: one import per page, shared by every request; a failed load is retried by
 * the next request that needs it.
 */
function lazyValidators(load: () => Promise<{ RESPONSE_VALIDATORS: Validators }>): () => Promise<Validators> {
  let loaded: Promise<Validators> | null = null;
  return () =>
    (loaded ??= load().then(
      (m) => m.RESPONSE_VALIDATORS,
      (error: unknown) => {
        loaded = null;
        throw error;
      },
    ));
}

/** The checks of a signed-in page's first requests. */
const startValidators = lazyValidators(() => import('./generated/response-validators-start.js'));
/** Every other operation's check. */
const otherValidators = lazyValidators(() => import('./generated/response-validators.js'));

/**
 * The generated check of `operation` (`METHOD /schema/path`)'s JSON 2xx body; undefined when it has none.
 * Rejects when a module it needs cannot be loaded.
 */
async function responseValidator(operation: string): Promise<ResponseValidator | undefined> {
  return (await startValidators())[operation] ?? (await otherValidators())[operation];
}

/** The synthetic §8 error answer standing in for a malformed 2xx answer. */
function malformed(response: Response): Response {
  const headers = new Headers({ 'content-type': 'application/json' });
  const date = response.headers.get('date');
  if (date) headers.set('date', date);
  return new Response(JSON.stringify({ errors: [{ code: MALFORMED_RESPONSE_CODE, description: '' }] }), {
    status: MALFORMED_RESPONSE_STATUS,
    headers,
  });
}

/**
 * openapi-fetch middleware validating 2xx answers (see the module comment). Install it BEFORE the session
 * middleware: openapi-fetch runs `onResponse` in reverse order, so it then sees the final answer, including a
 * request replayed after a token refresh.
 */
export function createResponseValidationMiddleware(): Middleware {
  return {
    onRequest({ request, schemaPath }) {
      // Start loading the checks with the request, so they arrive while it is in flight instead of after the
      // answer: the start module first, and the other one as soon as it is clear that the start module has no
      // check for this operation.
      responseValidator(`${request.method} ${schemaPath}`).catch(() => undefined);
      return undefined;
    },
    async onResponse({ request, response, schemaPath }) {
      if (!response.ok) return undefined;
      const json = /[/+]json\b/i.test(response.headers.get('content-type') ?? '');
      // Validators that cannot be loaded (the chunk failed) cannot vouch for a JSON answer.
      const check = await responseValidator(`${request.method} ${schemaPath}`).then(
        (validate) => validate ?? null,
        () => (json ? () => false : null),
      );
      // Operations without a JSON 2xx answer in the spec (the PDF export) are not checked.
      if (!check) return undefined;
      if (!json) return malformed(response);
      let body: unknown;
      try {
        body = JSON.parse(await response.clone().text());
      } catch {
        return malformed(response);
      }
      return check(body) ? undefined : malformed(response);
    },
  };
}
