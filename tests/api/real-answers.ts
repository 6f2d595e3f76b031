import { expect } from 'vitest';
import type { InProcessApp } from '../support/in-process';

/*
 * Real 2xx answers of the reference server and one-place changes of them, for the client-boundary tests
 * (malformed-responses.test.ts, validator-verdicts.test.ts).
 */

/**
 * The bodies of real (successful) calls of a signed-in demo traveller (`signInDemo`), keyed `METHOD /schema/path`;
 * the operations that answer a trip (details, cancel, feedback, book) reuse the first trip of the history, and the
 * login answer is written out (its tokens are not the point).
 */
export async function recordRealAnswers(ref: InProcessApp): Promise<Map<string, unknown>> {
  const recorded = new Map<string, unknown>();
  const { ticketing, account } = ref.runtime.clients;
  const record = async (operation: string, call: () => Promise<{ data?: unknown; response: Response }>) => {
    const { data, response } = await call();
    expect(response.ok, operation).toBe(true);
    recorded.set(operation, data);
  };
  await record('GET /users', () => ticketing.GET('/users'));
  await record('GET /users/budget', () =>
    ticketing.GET('/users/budget', { params: { header: { 'X-Pass-Number': '2001000101' } } }),
  );
  await record('GET /regions', () => ticketing.GET('/regions'));
  await record('GET /regions/public', () => ticketing.GET('/regions/public'));
  await record('GET /locations', () =>
    ticketing.GET('/locations', { params: { query: { searchValue: 'Damrak' } } }),
  );
  await record('GET /locations/user/recent', () => ticketing.GET('/locations/user/recent'));
  await record('GET /api/auth/auth/getpasswordpolicy', () => account.GET('/api/auth/auth/getpasswordpolicy'));
  await record('GET /trips/history', () =>
    ticketing.GET('/trips/history', { params: { query: { from: '2020-01-01', to: '2040-01-01' } } }),
  );
  await record('GET /trips/next', () => ticketing.GET('/trips/next'));
  const trip = (recorded.get('GET /trips/history') as { items: unknown[] }).items[0];
  expect(trip).toBeDefined();
  for (const op of ['GET /trips/{id}', 'DELETE /trips/cancel/{id}', 'POST /trips/{id}/feedback'])
    recorded.set(op, { data: trip });
  recorded.set('POST /trips/book', { data: { success: true, trip, paymentUrl: null } });
  recorded.set('POST /api/auth/auth/login', {
    Data: {
      user: {
        username: 'demo@example.com',
        sessionTokens: { accessToken: 'a', refreshToken: 'r', expiresIn: 900 },
      },
    },
  });
  return recorded;
}

/** Every JSON path into `value` (object keys, the first three indexes of an array), the root included. */
export function paths(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  if (value === null || typeof value !== 'object') return [prefix];
  const entries = Array.isArray(value)
    ? value.slice(0, 3).map((v, i) => [i, v] as const)
    : Object.entries(value);
  return [prefix, ...entries.flatMap(([k, v]) => paths(v, [...prefix, k]))];
}

/** `body` with the value at `path` deleted (`replacement` undefined) or replaced. */
export function mutate(body: unknown, path: (string | number)[], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const copy = structuredClone(body) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  const last = path[path.length - 1]!;
  if (replacement === undefined) {
    if (Array.isArray(node)) node.splice(Number(last), 1);
    else delete node[last];
  } else node[last] = replacement;
  return copy;
}
