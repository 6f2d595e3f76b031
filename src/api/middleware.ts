import type { Middleware } from 'openapi-fetch';
import { isActingForOperation } from './acting-for';

/**
 * What the API middleware needs to know about the signed-in session. The app implements it over the auth
 * actor (src/app/session-port.ts); tests may implement it over a real auth actor too.
 */
export interface SessionPort {
  /** Current bearer access token, or null when signed out. */
  accessToken(): string | null;
  /** The pass number selected for this login session (product §4), sent as `X-Pass-Number`; null when none. */
  passNumber(): string | null;
  /** UI language, sent as `Accept-Language` (`nl-NL` | `en-US`). */
  locale(): string;
  /**
   * The username of the traveller this tab acts for (product §10.12), sent as `X-Acting-For` on the operations a
   * carer makes for a traveller (src/api/acting-for.ts); null or absent: the account itself.
   */
  actingFor?(): string | null;
  /**
   * Called when a request made for `username` was refused with 403 `NotActingForTraveller`: the traveller no longer
   * shares trips (the tab goes back to myself, with the message).
   */
  actingForRefused?(username: string): void;
  /**
   * Called when a bearer request got 401. Resolves to the access token to retry with, or null when the
   * refresh failed (the session is then signed out). Concurrent calls must share one refresh (product §4).
   */
  renew(rejectedToken: string): Promise<string | null>;
}

/** Fixed product §7 headers. `Api-Version` is only sent to the Ticketing API. */
const PLATFORM_HEADERS = { 'X-Platform-Type': 'Web', 'X-Region-Id': '20' } as const;

/** product §7 `Api-Version` header of every Ticketing API request. */
export const TICKETING_API_VERSION = '2';

/** What {@link sessionHeaders} puts on a request. */
export interface SessionHeaderValues {
  /** Bearer token; null: no `Authorization` (signed out, or login/refresh). */
  accessToken: string | null;
  /** Selected pass number (product §4); null: no `X-Pass-Number`. */
  passNumber: string | null;
  /** The traveller's username the request is made for (product §10.12); null or absent: no `X-Acting-For`. */
  actingFor?: string | null | undefined;
  /** UI language (`nl-NL` | `en-US`). */
  locale: string;
  /** `Api-Version` (Ticketing only, {@link TICKETING_API_VERSION}); absent: none. */
  apiVersion?: string | undefined;
}

/**
 * The product §7 session headers of an API request: `Authorization: Bearer …`, `X-Pass-Number`, `Accept-Language`,
 * {@link PLATFORM_HEADERS} and `Api-Version`, leaving out the absent ones. Used by the middleware below and by the
 * boot script's prefetch (src/boot/user-data-prefetch.ts), so both send identical requests.
 */
export function sessionHeaders(values: SessionHeaderValues): Record<string, string> {
  return {
    ...(values.accessToken ? { Authorization: `Bearer ${values.accessToken}` } : {}),
    ...(values.passNumber ? { 'X-Pass-Number': values.passNumber } : {}),
    ...(values.actingFor ? { 'X-Acting-For': values.actingFor } : {}),
    'Accept-Language': values.locale,
    ...PLATFORM_HEADERS,
    ...(values.apiVersion ? { 'Api-Version': values.apiVersion } : {}),
  };
}

/**
 * openapi-fetch middleware implementing product §7 headers and the §4 401 rule.
 *
 * onRequest: adds bearer token, pass number, Accept-Language, platform type Web, region 20, (Ticketing)
 * `Api-Version: 2` and, while the tab acts for a traveller, `X-Acting-For` on the operations made for them
 * (product §10.12, src/api/acting-for.ts); keeps a clone of the request so it can be replayed.
 * onResponse: a 401 on a request that carried a bearer token asks the session to renew once (concurrent 401s
 * wait on the same refresh) and replays the request with the new token; when renewal fails the original 401
 * is returned (the session has signed out). Requests without a bearer (login, refresh: `anonymousPaths`) are
 * never replayed. A 403 `NotActingForTraveller` on a request that carried `X-Acting-For` tells the session
 * (`actingForRefused`): the traveller no longer shares trips; the answer itself goes on to the caller.
 */
export function createSessionMiddleware(
  session: SessionPort,
  opts: { apiVersion?: string; anonymousPaths?: readonly string[] } = {},
): Middleware {
  const replayable = new Map<string, Request>();
  /** Ids of the account's own requests made while acting for a traveller: a replay adds no pass number either. */
  const withoutPass = new Set<string>();
  const anonymous = new Set(opts.anonymousPaths ?? []);
  return {
    onRequest({ request, id, schemaPath }) {
      // Login and refresh carry their own credentials; a bearer there would make a 401 wait on itself.
      const acting = session.actingFor?.() ?? null;
      const forTraveller = acting !== null && isActingForOperation(request.method, schemaPath);
      const headers = sessionHeaders({
        accessToken: anonymous.has(schemaPath) ? null : session.accessToken(),
        // While the tab acts for a traveller its pass number is the traveller's: the account's own operations (the
        // list of travellers it cares for, among them) go without it, or the server refuses a pass not theirs.
        passNumber: acting !== null && !forTraveller ? null : session.passNumber(),
        actingFor: forTraveller ? acting : null,
        locale: session.locale(),
        apiVersion: opts.apiVersion,
      });
      for (const [name, value] of Object.entries(headers)) {
        // Login sends its own Basic credentials; never overwrite an explicit Authorization header.
        if (name === 'Authorization' && request.headers.has('Authorization')) continue;
        request.headers.set(name, value);
      }
      if (acting !== null && !forTraveller) withoutPass.add(id);
      if (request.headers.get('Authorization')?.startsWith('Bearer ')) replayable.set(id, request.clone());
      return request;
    },
    async onResponse({ request, response, id, options }) {
      const original = replayable.get(id);
      replayable.delete(id);
      const ownWhileActing = withoutPass.delete(id);
      const actingFor = request.headers.get('X-Acting-For');
      if (response.status === 403 && actingFor && (await errorCodeOf(response)) === 'NotActingForTraveller')
        session.actingForRefused?.(actingFor);
      if (response.status !== 401 || !original) return undefined;
      const rejected = original.headers.get('Authorization')?.slice('Bearer '.length) ?? '';
      const renewed = await session.renew(rejected);
      if (!renewed) return undefined;
      const retry = new Request(original, { headers: new Headers(original.headers) });
      retry.headers.set('Authorization', `Bearer ${renewed}`);
      const passNumber = session.passNumber();
      if (passNumber && !ownWhileActing) retry.headers.set('X-Pass-Number', passNumber);
      return options.fetch(retry);
    },
    onError({ id }) {
      replayable.delete(id);
      withoutPass.delete(id);
      return undefined;
    },
  };
}

/** The product §8 error code of an error answer (`errors[0].code`), read from a clone; undefined when none. */
async function errorCodeOf(response: Response): Promise<string | undefined> {
  try {
    const body = (await response.clone().json()) as { errors?: { code?: unknown }[] };
    const code = body.errors?.[0]?.code;
    return typeof code === 'string' ? code : undefined;
  } catch {
    return undefined;
  }
}
