import type { Middleware } from 'openapi-fetch';
import type * as ResponseSchemas from './response-schemas';

/**
 * Issue 9 item 4: response validation at the client boundary. A 2xx answer of an operation the app reads must be
 * JSON of the documented shape; anything else (HTML from a proxy, an empty or truncated body, wrong types,
 * missing fields, a 204) is replaced by a synthetic 502 error answer, which {@link unwrap} turns into the §8
 * {@link ApiError} (`error.unexpected`, code {@link MALFORMED_RESPONSE_CODE}). Machines and views therefore only
 * ever see valid data or the normalised error.
 *
 * The login and refresh answers are checked by hand here (the login path's initial bundle stays small); every
 * other operation's shape check (plain predicates, no schema library) lives in ./response-schemas.ts, loaded on
 * the first response that needs it.
 */

/** `errors[0].code` of the §8 error a malformed answer becomes. */
export const MALFORMED_RESPONSE_CODE = 'MalformedResponse';

/** Status of the synthetic answer standing in for a malformed one (a bad answer from upstream). */
const MALFORMED_RESPONSE_STATUS = 502;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** Hand check of the §4 `LoginResponse` (login and refresh): `Data.user.{username, sessionTokens}`. */
function isLoginResponse(body: unknown): boolean {
  if (!isRecord(body) || !isRecord(body.Data) || !isRecord(body.Data.user)) return false;
  const { username, sessionTokens: tokens } = body.Data.user;
  return (
    typeof username === 'string' &&
    isRecord(tokens) &&
    typeof tokens.accessToken === 'string' &&
    tokens.accessToken !== '' &&
    typeof tokens.refreshToken === 'string' &&
    tokens.refreshToken !== '' &&
    typeof tokens.expiresIn === 'number' &&
    Number.isFinite(tokens.expiresIn)
  );
}

/** Checks that need no schema module. */
const HAND_CHECKS: Record<string, (body: unknown) => boolean> = {
  'POST /api/auth/auth/login': isLoginResponse,
  'POST /api/auth/auth/refreshuser': isLoginResponse,
};

/** Operations whose 2xx answer is not JSON and is not checked here (the PDF export is read as a blob). */
const UNCHECKED = new Set(['GET /trips/export']);

type SchemaModule = typeof ResponseSchemas;
let schemas: Promise<SchemaModule> | null = null;
/** The lazily loaded schema module (one import per page). */
function loadSchemas(): Promise<SchemaModule> {
  schemas ??= import('./response-schemas');
  return schemas;
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
      // Issue 10: start loading the schema module with the first request that will need it, so it arrives while
      // the request is in flight instead of after the answer (one latency off the login → /home path).
      const operation = `${request.method} ${schemaPath}`;
      if (!HAND_CHECKS[operation] && !UNCHECKED.has(operation)) loadSchemas().catch(() => undefined);
      return undefined;
    },
    async onResponse({ request, response, schemaPath }) {
      if (!response.ok) return undefined;
      const operation = `${request.method} ${schemaPath}`;
      if (UNCHECKED.has(operation)) return undefined;
      const check =
        HAND_CHECKS[operation] ??
        (await loadSchemas().then(
          (m) =>
            m.RESPONSE_SCHEMAS[operation] ? (body: unknown) => m.isValidResponse(operation, body) : null,
          () => null,
        ));
      if (!check) return undefined;
      if (!/[/+]json\b/i.test(response.headers.get('content-type') ?? '')) return malformed(response);
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
