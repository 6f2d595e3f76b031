import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './context';
import { errorResponse } from './api-error';
import { localizeError } from './messages';

/**
 * A JSON media type: `application/json` or a structured-syntax `+json` type such as
 * `application/merge-patch+json` (RFC 6839), with any parameters (`; charset=utf-8`). Case-insensitive.
 */
export function isJsonMediaType(contentType: string | undefined): boolean {
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  return type === 'application/json' || /^application\/[a-z0-9!#$&^_.-]+\+json$/.test(type);
}

/**
 * Strict content type: a request to the APIs that carries a body whose Content-Type is not JSON
 * is answered 415 `UnsupportedMediaType` in the Error shape (product §8), before any validator or handler runs, so
 * nothing is read as JSON that the client did not send as JSON. A request without a body (no bytes: a GET, or a
 * POST such as the login or `/dev/reset`) passes whatever its Content-Type. The body is read at most once: Hono's
 * request caches it for the validator.
 */
export function strictJsonBody(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD' || c.req.raw.body === null) return next();
    const declared = c.req.header('content-length');
    const hasBody = declared !== undefined ? Number(declared) > 0 : (await c.req.text()).length > 0;
    if (hasBody && !isJsonMediaType(c.req.header('content-type'))) {
      return errorResponse(
        415,
        'UnsupportedMediaType',
        localizeError(
          'UnsupportedMediaType',
          'The request body must be JSON, sent as Content-Type: application/json.',
          c.get('language'),
        ),
      );
    }
    return next();
  };
}
