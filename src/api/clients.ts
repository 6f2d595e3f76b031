import createClient, { type Client } from 'openapi-fetch';
import type { paths as TicketingPaths } from '../../openapi/generated/ticketing';
import type { paths as AccountPaths } from '../../openapi/generated/account';
import { defaultAccountBaseUrl, defaultTicketingBaseUrl } from './base-urls';
import { createSessionMiddleware, TICKETING_API_VERSION, type SessionPort } from './middleware';
import { createResponseValidationMiddleware } from './response-validation';

/** Account API operations that never carry the bearer token (they authenticate otherwise, or not at all). */
const ACCOUNT_ANONYMOUS_PATHS = [
  '/api/auth/auth/login',
  '/api/auth/auth/refreshuser',
  '/api/auth/auth/logout',
] as const;

/**
 * Public Ticketing operations: a share link's follow page and a guest's trip link never send the visitor's own
 * session (the token is the capability).
 */
const TICKETING_ANONYMOUS_PATHS = [
  '/follow/{token}',
  '/guest-trips/{token}',
  '/guest-trips/{token}/cancel',
] as const;

type TicketingClient = Client<TicketingPaths>;
type AccountClient = Client<AccountPaths>;

/** The two typed API clients (product §7): Ticketing (versioned header 2) and Account. */
export interface ApiClients {
  ticketing: TicketingClient;
  account: AccountClient;
}

/** Options for {@link createApiClients}. */
export interface ApiClientOptions {
  session: SessionPort;
  /** Ticketing API base URL; default `VITE_TICKETING_API_URL`, else `<origin>/ticketing` (the embedded reference API). */
  ticketingBaseUrl?: string;
  /** Account API base URL; default `VITE_ACCOUNT_API_URL`, else the page origin. */
  accountBaseUrl?: string;
  /** Injectable fetch, e.g. `(req) => app.fetch(req)` to talk to the reference server in-process in tests. */
  fetch?: (request: Request) => Promise<Response>;
}

/**
 * Creates one openapi-fetch client per API with the §7 headers, the §4 refresh-once middleware and response
 * validation (2xx answers of the wrong shape become the §8 error: ./response-validation.ts).
 * Base URLs come from `VITE_TICKETING_API_URL` / `VITE_ACCOUNT_API_URL`, defaulting to the reference API on
 * the page's own origin.
 */
export function createApiClients(options: ApiClientOptions): ApiClients {
  const ticketingBaseUrl = options.ticketingBaseUrl ?? defaultTicketingBaseUrl();
  const accountBaseUrl = options.accountBaseUrl ?? defaultAccountBaseUrl();
  // Bind the global fetch lazily so test doubles installed later are honoured.
  const fetchImpl = options.fetch ?? ((request: Request) => globalThis.fetch(request));
  const ticketing = createClient<TicketingPaths>({ baseUrl: ticketingBaseUrl, fetch: fetchImpl });
  // Validation first: onResponse runs last-installed-first, so it checks the final (possibly replayed) answer.
  ticketing.use(createResponseValidationMiddleware());
  ticketing.use(
    createSessionMiddleware(options.session, {
      apiVersion: TICKETING_API_VERSION,
      anonymousPaths: TICKETING_ANONYMOUS_PATHS,
    }),
  );
  const account = createClient<AccountPaths>({ baseUrl: accountBaseUrl, fetch: fetchImpl });
  account.use(createResponseValidationMiddleware());
  account.use(createSessionMiddleware(options.session, { anonymousPaths: ACCOUNT_ANONYMOUS_PATHS }));
  return { ticketing, account };
}
