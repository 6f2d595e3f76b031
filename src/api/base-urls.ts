/**
 * Where the two APIs live (product §7). Free of imports, so the inline boot script (src/boot/prefetch-user-data.ts,
 * which must stay tiny) asks the same URLs as the API clients (./clients.ts).
 */

function buildEnv(): Record<string, string | undefined> {
  return (import.meta as { env?: Record<string, string | undefined> }).env ?? {};
}

/** The page's origin (`http://localhost:5173` outside a browser). */
function pageOrigin(): string {
  return typeof location === 'undefined' ? 'http://localhost:5173' : location.origin;
}

/** Ticketing API base URL: `VITE_TICKETING_API_URL`, else `<origin>/ticketing` (the embedded reference API). */
export function defaultTicketingBaseUrl(): string {
  return buildEnv().VITE_TICKETING_API_URL ?? `${pageOrigin()}/ticketing`;
}

/** Account API base URL: `VITE_ACCOUNT_API_URL`, else the page origin. */
export function defaultAccountBaseUrl(): string {
  return buildEnv().VITE_ACCOUNT_API_URL ?? pageOrigin();
}
