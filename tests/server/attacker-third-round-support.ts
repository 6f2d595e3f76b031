import { request as httpRequest, createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { afterEach, vi } from 'vitest';
import { createApp, type CreateAppOptions, type ReferenceApp } from '../../server/app';

/*
 * Shared parts of the third-round attacker tests (attacker-third-round.test.ts, attacker-third-round-input.test.ts):
 * the paths, reference apps on real sockets (`serve`, `serveWithEnv`, closed by `closeServersAfterEach`), and
 * helpers to read the answers. The reference APIs face an attacker who sends requests AT ONCE, over real sockets
 * from many loopback addresses (127.0.0.0/8).
 */

export const LOGIN = '/api/auth/auth/login';
export const CHANGE = '/api/external/user-accounts/password/change';
export const SEND_RESET = '/api/external/user-accounts/password/send-reset-token';
export const RESET = '/api/external/user-accounts/password/reset';
export const REGISTER = '/api/external/user-profiles';
export const PASS = '/ticketing/users/passNumber';
export const GUEST_BOOK = '/ticketing/trips/book-without-account';
export const DAY_MS = 24 * 60 * 60_000;

export interface Answer {
  status: number;
  code: string | undefined;
  body: string;
  headers: Record<string, string | string[] | undefined>;
}

/** The reference apps {@link serve} started: each on a real socket on 127.0.0.1 (every 127.x address reaches it). */
const running: { server: Server; ref: ReferenceApp }[] = [];

/**
 * Closes every app {@link serve} started after each test of the calling file. A function, not a top-level hook:
 * node-project files share their worker's modules (vitest.config.ts), so a hook in this module would register
 * for the first file that imports it only.
 */
export function closeServersAfterEach() {
  afterEach(async () => {
    for (const { server, ref } of running.splice(0)) {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      ref.close();
    }
  });
}

/**
 * {@link serve} with env variables set while the server modules load (limits read their env once), e.g. a small
 * `ATTEMPT_LIMIT_ADDRESS_FAILURES` so a test need not hash 50 passwords on a busy machine.
 */
export async function serveWithEnv(env: Record<string, string>, options: CreateAppOptions = {}) {
  vi.resetModules();
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  try {
    const fresh = await import('../../server/app');
    return await serve(options, fresh.createApp);
  } finally {
    vi.unstubAllEnvs();
    vi.resetModules();
  }
}

/** The per-client refusal limit of {@link serveWithEnv} apps. */
export const SMALL_ADDRESS_LIMIT = 8;

export async function serve(options: CreateAppOptions = {}, create: typeof createApp = createApp) {
  const logs: string[] = [];
  const ref = create({
    dbPath: ':memory:',
    log: (line) => logs.push(line),
    appOrigin: 'http://localhost',
    ...options,
  });
  const server = createServer(getRequestListener(ref.app.fetch));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  running.push({ server, ref });
  const { port } = server.address() as AddressInfo;

  /** One request on a connection of its own from `from` (a loopback address). */
  const send = (
    method: string,
    path: string,
    options: { from?: string; headers?: Record<string, string>; body?: unknown } = {},
  ): Promise<Answer> =>
    new Promise((resolve, reject) => {
      const body = options.body === undefined ? undefined : JSON.stringify(options.body);
      const req = httpRequest(
        {
          host: '127.0.0.1',
          port,
          method,
          path,
          agent: false,
          localAddress: options.from ?? '127.0.0.1',
          headers: {
            'X-Platform-Type': 'Web',
            'X-Region-Id': '20',
            'Accept-Language': 'en-US',
            ...(path.startsWith('/ticketing') ? { 'Api-Version': '2' } : {}),
            ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
            ...options.headers,
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            let code: string | undefined;
            try {
              code = (JSON.parse(text) as { errors?: { code?: string }[] }).errors?.[0]?.code;
            } catch {
              code = undefined;
            }
            resolve({ status: res.statusCode ?? 0, code, body: text, headers: res.headers });
          });
        },
      );
      req.on('error', reject);
      req.end(body);
    });

  const basic = (email: string, password: string) => ({
    Authorization: `Basic ${Buffer.from(`${email}:${password}`).toString('base64')}`,
  });
  const login = (email: string, password: string, from = '127.0.0.1', cookie?: string) =>
    send('POST', LOGIN, {
      from,
      headers: { ...basic(email, password), ...(cookie ? { Cookie: cookie } : {}) },
    });
  return { ref, logs, port, send, login };
}

/** `name=value` pairs of a response's Set-Cookie headers. */
export const cookiesOf = (answer: Answer): string[] => {
  const header = answer.headers['set-cookie'];
  return (Array.isArray(header) ? header : header ? [header] : []).map((c) => c.split(';')[0]!);
};

/** Counts of each `status code` pair, e.g. `{ '401 InvalidCredentials': 5, '429 TooManyAttempts': 25 }`. */
export const tally = (answers: Answer[]) => {
  const counts: Record<string, number> = {};
  for (const a of answers) {
    const key = `${a.status}${a.code ? ` ${a.code}` : ''}`;
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
};

/** A hashing line wide enough that only the attempt limits decide (the counting is what these tests check). */
export const WIDE_QUEUE = { perClient: 1000, perAccount: 1000, total: 1000 };
