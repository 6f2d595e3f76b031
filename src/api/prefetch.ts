/**
 * Answers the inline boot script asked for before the app's JavaScript arrived (no request
 * waterfalls). src/boot/boot.ts starts the signed-in user's data batch (product §4) while the browser is still
 * downloading the entry chunk and leaves the pending requests on `window.__regiotaxiPrefetch`; the app's fetch
 * ({@link withPrefetchedResponses}, installed under the API clients by src/app/runtime.ts) hands each one to the
 * first identical request the app makes, instead of sending it again.
 *
 * Only an identical request gets a prefetched answer: same method (GET), URL, and the same values of
 * {@link SESSION_HEADERS} (bearer token, pass number, language, platform, region, API version). Everything above
 * the fetch — the session middleware's 401 refresh-and-replay, response validation, the server clock — sees the
 * answer exactly as if it had been fetched then. Each entry is used once and only within
 * {@link PREFETCH_MAX_AGE_MS} of being sent; a prefetch that failed (network error) is sent again for real.
 */
import { sessionHeaders } from './middleware';

/** One request the boot script sent before the app started. */
export interface PrefetchedRequest {
  /** Absolute URL, as `new Request(url).url` gives it. */
  url: string;
  /** The request's session headers ({@link SESSION_HEADERS}; absent ones left out). */
  headers: Readonly<Record<string, string>>;
  /** When it was sent (ms since the epoch, device clock). */
  sentAt: number;
  /** The answer; rejects only on a network error. */
  response: Promise<Response>;
}

/** Name of the global the boot script leaves its {@link PrefetchedRequest}s under. */
export const PREFETCH_GLOBAL = '__regiotaxiPrefetch';

declare global {
  interface Window {
    /** Requests started by the inline boot script (src/boot/boot.ts); taken once by the runtime. */
    [PREFETCH_GLOBAL]?: PrefetchedRequest[];
  }
}

/**
 * Headers whose values must match for a prefetched answer to stand in for a request (lower case): every header
 * {@link sessionHeaders} may set.
 */
const SESSION_HEADERS: readonly string[] = Object.keys(
  sessionHeaders({ accessToken: 'a', passNumber: 'p', actingFor: 'f', locale: 'l', apiVersion: 'v' }),
).map((name) => name.toLowerCase());

/** A prefetched answer older than this (ms) is not used: the app fetches afresh. */
export const PREFETCH_MAX_AGE_MS = 30_000;

/**
 * Removes and returns the boot script's requests from `target` (default `window`); `[]` when there are none
 * (signed out, tests, server side). Called once, at runtime creation.
 */
export function takePrefetchedRequests(
  target: { [PREFETCH_GLOBAL]?: PrefetchedRequest[] } | undefined = typeof window === 'undefined'
    ? undefined
    : window,
): PrefetchedRequest[] {
  const entries = target?.[PREFETCH_GLOBAL];
  if (target) delete target[PREFETCH_GLOBAL];
  return Array.isArray(entries) ? entries : [];
}

function matches(entry: PrefetchedRequest, request: Request): boolean {
  if (request.method !== 'GET' || request.url !== entry.url) return false;
  const given = new Map(Object.entries(entry.headers).map(([name, value]) => [name.toLowerCase(), value]));
  return SESSION_HEADERS.every((name) => (request.headers.get(name) ?? null) === (given.get(name) ?? null));
}

/**
 * Wraps `fetch` so that a request identical to one of `entries` (see the module comment) resolves with that
 * entry's answer (once); any other request, an entry older than {@link PREFETCH_MAX_AGE_MS} (by `now`, ms) and an
 * entry whose prefetch failed go to `fetch`. The request's abort signal is honoured: an aborted request rejects
 * with the signal's reason, as `fetch` would.
 */
export function withPrefetchedResponses(
  fetch: (request: Request) => Promise<Response>,
  entries: readonly PrefetchedRequest[],
  now: () => number = Date.now,
): (request: Request) => Promise<Response> {
  const pending = [...entries];
  return (request) => {
    const index = pending.findIndex((entry) => matches(entry, request));
    if (index < 0) return fetch(request);
    const [entry] = pending.splice(index, 1);
    if (!entry || now() - entry.sentAt > PREFETCH_MAX_AGE_MS) return fetch(request);
    const { signal } = request;
    if (signal.aborted) return Promise.reject(signal.reason);
    return new Promise<Response>((resolve, reject) => {
      const onAbort = () => reject(signal.reason);
      signal.addEventListener('abort', onAbort, { once: true });
      entry.response
        .then(resolve, () => fetch(request).then(resolve, reject))
        .finally(() => signal.removeEventListener('abort', onAbort));
    });
  };
}
