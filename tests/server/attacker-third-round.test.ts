import { spawn } from 'node:child_process';
import { request as httpRequest, createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApp, type CreateAppOptions, type ReferenceApp } from '../../server/app';
import {
  ADDRESS_MAX_FAILURES,
  CODE_MAX_FAILURES,
  LOGIN_MAX_FAILURES,
  PASS_MAX_FAILURES,
} from '../../server/lib/attempt-limits';
import {
  clientIpOf,
  clientKeyOf,
  parseTrustedProxies,
  UNKNOWN_CLIENT,
} from '../../server/lib/client-address';
import { appOriginFrom } from '../../server/lib/app-origin';
import { DEVICE_COOKIE_MAX_AGE_S } from '../../server/lib/device-cookie';
import { BOOKINGS_PER_ACCOUNT_DAY, EXPORTS_PER_ACCOUNT } from '../../server/lib/usage-caps';
import { mailboxKey } from '../../server/lib/guest-booking-caps';
import { HashQueue } from '../../server/lib/hash-queue';
import { DEMO_EMAIL, DEMO_PASSWORD, FREE_PASSES, HISTORY_TRAVELLER_EMAIL } from '../../server/seed';
import {
  bookingRequest,
  createHarness,
  DEMO_PASS,
  expectError,
  registerAndActivate,
  twoLocations,
} from './harness';

/*
 * The reference APIs against an attacker who sends requests AT ONCE (third round), over real sockets from many
 * loopback addresses (127.0.0.0/8): every try at a secret is counted before it is checked; password hashes wait
 * in a bounded line with a lane of their own for the owner's browser; mail links never come from the request;
 * X-Forwarded-For and TRUSTED_PROXIES are read strictly; device cookies are per account and expire; the right
 * password of an unactivated account answers like a wrong one; guest bookings count mailboxes and refuse control
 * characters; deletion needs the password; an aborted upload is one log line.
 */

// Bursts of parallel requests and password hashes: slow on a busy shared machine, whatever the result.
vi.setConfig({ testTimeout: 120_000 });

const LOGIN = '/api/auth/auth/login';
const CHANGE = '/api/external/user-accounts/password/change';
const SEND_RESET = '/api/external/user-accounts/password/send-reset-token';
const RESET = '/api/external/user-accounts/password/reset';
const REGISTER = '/api/external/user-profiles';
const PASS = '/ticketing/users/passNumber';
const GUEST_BOOK = '/ticketing/trips/book-without-account';
const DAY_MS = 24 * 60 * 60_000;

interface Answer {
  status: number;
  code: string | undefined;
  body: string;
  headers: Record<string, string | string[] | undefined>;
}

/** A reference app on a real socket on 127.0.0.1 (every 127.x address reaches it); closed after each test. */
const running: { server: Server; ref: ReferenceApp }[] = [];
afterEach(async () => {
  for (const { server, ref } of running.splice(0)) {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    ref.close();
  }
});

/**
 * {@link serve} with env variables set while the server modules load (limits read their env once), e.g. a small
 * `ATTEMPT_LIMIT_ADDRESS_FAILURES` so a test need not hash 50 passwords on a busy machine.
 */
async function serveWithEnv(env: Record<string, string>, options: CreateAppOptions = {}) {
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
const SMALL_ADDRESS_LIMIT = 8;

async function serve(options: CreateAppOptions = {}, create: typeof createApp = createApp) {
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
const cookiesOf = (answer: Answer): string[] => {
  const header = answer.headers['set-cookie'];
  return (Array.isArray(header) ? header : header ? [header] : []).map((c) => c.split(';')[0]!);
};

/** Counts of each `status code` pair, e.g. `{ '401 InvalidCredentials': 5, '429 TooManyAttempts': 25 }`. */
const tally = (answers: Answer[]) => {
  const counts: Record<string, number> = {};
  for (const a of answers) {
    const key = `${a.status}${a.code ? ` ${a.code}` : ''}`;
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
};

/** A hashing line wide enough that only the attempt limits decide (the counting is what these tests check). */
const WIDE_QUEUE = { perClient: 1000, perAccount: 1000, total: 1000 };

describe('count before you verify: parallel tries', () => {
  it(`30 logins at once for one account (29 wrong, then the right one) from 30 addresses: at most ${LOGIN_MAX_FAILURES} passwords checked`, async () => {
    const { login } = await serve({ hashQueue: WIDE_QUEUE });
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        login(DEMO_EMAIL, i === 29 ? DEMO_PASSWORD : `Fout-${i}!`, `127.0.1.${i + 1}`),
      ),
    );
    const checked = answers.filter((a) => a.status === 401 || a.status === 200).length;
    expect(checked, JSON.stringify(tally(answers))).toBeLessThanOrEqual(LOGIN_MAX_FAILURES);
    expect(answers.filter((a) => a.status === 429).every((a) => a.code === 'TooManyAttempts')).toBe(true);
    // A wrong password is never let through, and the account stays locked for unknown clients.
    expect((await login(DEMO_EMAIL, DEMO_PASSWORD, '127.0.1.99')).status).toBe(429);
  });

  it('wrong logins at once from one address for as many e-mails: at most the client’s limit checked', async () => {
    // The same rule as the default 50, with a limit of 8 (ATTEMPT_LIMIT_ADDRESS_FAILURES), to hash less.
    const { login } = await serveWithEnv(
      { ATTEMPT_LIMIT_ADDRESS_FAILURES: String(SMALL_ADDRESS_LIMIT) },
      { hashQueue: WIDE_QUEUE },
    );
    const answers = await Promise.all(
      Array.from({ length: SMALL_ADDRESS_LIMIT * 4 }, (_, i) =>
        login(`onbekend-${i}@example.com`, 'Fout-1!', '127.0.2.1'),
      ),
    );
    const counts = tally(answers);
    expect(counts['401 InvalidCredentials'] ?? 0, JSON.stringify(counts)).toBeLessThanOrEqual(
      SMALL_ADDRESS_LIMIT,
    );
    expect(counts['429 TooManyRequests'] ?? 0).toBeGreaterThanOrEqual(SMALL_ADDRESS_LIMIT * 3);
    expect(ADDRESS_MAX_FAILURES).toBe(50);
  });

  it(`a stolen token: 20 wrong current passwords and the right one at once change nothing beyond ${LOGIN_MAX_FAILURES} checks`, async () => {
    const { send, login } = await serve({ hashQueue: WIDE_QUEUE });
    const session = JSON.parse((await login(DEMO_EMAIL, DEMO_PASSWORD)).body) as {
      Data: { user: { sessionTokens: { accessToken: string } } };
    };
    const token = session.Data.user.sessionTokens.accessToken;
    const answers = await Promise.all(
      Array.from({ length: 21 }, (_, i) =>
        send('POST', CHANGE, {
          from: `127.0.3.${i + 1}`,
          headers: { Authorization: `Bearer ${token}` },
          body: {
            email: DEMO_EMAIL,
            oldPassword: i === 20 ? DEMO_PASSWORD : `Fout-${i}!`,
            password: 'Overgenomen-2026!',
          },
        }),
      ),
    );
    const checked = answers.filter(
      (a) => a.status === 200 || (a.status === 400 && a.code === 'InvalidCredentials'),
    ).length;
    expect(checked, JSON.stringify(tally(answers))).toBeLessThanOrEqual(LOGIN_MAX_FAILURES);
  });

  it(`20 wrong reset codes and the right one at once: at most ${CODE_MAX_FAILURES} codes checked, then the code is spent`, async () => {
    const { send, ref } = await serve();
    await send('POST', SEND_RESET, { body: { email: DEMO_EMAIL } });
    const right = ref.db
      .prepare<[], { code: string }>("SELECT code FROM outbox WHERE kind = 'passwordReset' ORDER BY id DESC")
      .get()!.code;
    const answers = await Promise.all(
      Array.from({ length: 21 }, (_, i) => {
        const wrong = String(100000 + i);
        return send('POST', RESET, {
          from: `127.0.4.${i + 1}`,
          body: {
            email: DEMO_EMAIL,
            token: i === 20 ? right : wrong === right ? '999999' : wrong,
            password: 'Nieuw-2026!x',
          },
        });
      }),
    );
    const checked = answers.filter(
      (a) => a.status === 200 || a.code === 'InvalidToken' || a.code === 'TokenExpired',
    ).length;
    expect(checked, JSON.stringify(tally(answers))).toBeLessThanOrEqual(CODE_MAX_FAILURES);
    expect(answers.filter((a) => a.status === 400 && a.code === 'CodeSpent').length).toBeGreaterThan(0);
  });

  it(`20 wrong dates of birth at once for one pass: at most ${PASS_MAX_FAILURES} compared, the rest 429 PassNumberLocked`, async () => {
    const { send } = await serve();
    const pass = FREE_PASSES[0];
    const tokenOf = async (from: string) => {
      const res = await send('POST', LOGIN, {
        from,
        headers: {
          Authorization: `Basic ${Buffer.from(`${DEMO_EMAIL}:${DEMO_PASSWORD}`).toString('base64')}`,
        },
      });
      return (JSON.parse(res.body) as { Data: { user: { sessionTokens: { accessToken: string } } } }).Data
        .user.sessionTokens.accessToken;
    };
    const token = await tokenOf('127.0.5.1');
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        send('PATCH', PASS, {
          from: `127.0.5.${i + 2}`,
          headers: { Authorization: `Bearer ${token}` },
          body: { passNumber: pass.passNumber, dateOfBirth: `${String(i + 1).padStart(2, '0')}-01-1900` },
        }),
      ),
    );
    const counts = tally(answers);
    expect(counts['400 InvalidPassNumber'] ?? 0, JSON.stringify(counts)).toBeLessThanOrEqual(
      PASS_MAX_FAILURES,
    );
    expect(
      (counts['400 InvalidPassNumber'] ?? 0) + (counts['429 PassNumberLocked'] ?? 0),
      JSON.stringify(counts),
    ).toBe(20);
  });
});

describe('the bounded hashing line', () => {
  const gate = () => {
    let open!: () => void;
    const promise = new Promise<void>((resolve) => (open = resolve));
    return { promise, open };
  };

  it('admits at most 2 per client and 4 per account in the shared lane, and a total per lane', () => {
    const queue = new HashQueue({ concurrency: 1, perClient: 2, perAccount: 4, total: 6 });
    expect(queue.admit({ client: 'a', account: 'x@example.com' })).toBe(true);
    expect(queue.admit({ client: 'a', account: 'y@example.com' })).toBe(true);
    expect(queue.admit({ client: 'a', account: 'z@example.com' })).toBe(false);
    for (const client of ['b', 'c']) expect(queue.admit({ client, account: 'X@example.com' })).toBe(true);
    expect(queue.admit({ client: 'd', account: 'x@example.com ' })).toBe(true);
    expect(queue.admit({ client: 'e', account: 'x@example.com' })).toBe(false);
    expect(queue.admit({ client: 'f' })).toBe(true);
    expect(queue.admit({ client: 'g' })).toBe(false); // the lane's total of 6
    // The owner's lane has its own bounds: a full shared lane does not keep the owner out.
    expect(queue.admit({ client: 'a', account: 'x@example.com', owner: true })).toBe(true);
    queue.release({ client: 'a', account: 'x@example.com' });
    expect(queue.admit({ client: 'g' })).toBe(true);
    expect(queue.admit({ client: 'h' })).toBe(false);
    expect(queue.size).toBe(7);
  });

  it('serves the owner lane first: an owner who arrives last hashes next', async () => {
    const queue = new HashQueue({ concurrency: 1, perClient: 10, perAccount: 10, total: 10 });
    const order: string[] = [];
    const first = gate();
    const running = queue.hash({ client: 'a' }, async () => {
      order.push('stranger-1');
      await first.promise;
    });
    const waiting = [
      queue.hash({ client: 'a' }, async () => void order.push('stranger-2')),
      queue.hash({ client: 'b' }, async () => void order.push('stranger-3')),
      queue.hash(
        { client: 'c', account: 'o@example.com', owner: true },
        async () => void order.push('owner'),
      ),
    ];
    first.open();
    await Promise.all([running, ...waiting]);
    expect(order).toEqual(['stranger-1', 'owner', 'stranger-2', 'stranger-3']);
    expect(queue.size).toBe(0);
  });

  it('300 wrong logins at once from one address: all but a few refused at once, and the owner’s browser logs in (completed successes only)', async () => {
    const { login } = await serve();
    const first = await login(HISTORY_TRAVELLER_EMAIL, DEMO_PASSWORD, '127.0.6.1');
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const cookie = cookiesOf(first).join('; ');
    const burst = Promise.all(
      Array.from({ length: 300 }, (_, i) => login(HISTORY_TRAVELLER_EMAIL, `Fout-${i}!`, '127.0.6.2')),
    );
    const owner = await login(HISTORY_TRAVELLER_EMAIL, DEMO_PASSWORD, '127.0.6.1', cookie);
    const answers = await burst;
    expect(owner.status, owner.body).toBe(200);
    const counts = tally(answers);
    expect(counts['401 InvalidCredentials'] ?? 0, JSON.stringify(counts)).toBeLessThanOrEqual(
      LOGIN_MAX_FAILURES,
    );
    expect(answers.filter((a) => a.status === 429).length).toBeGreaterThanOrEqual(300 - LOGIN_MAX_FAILURES);
    // A refusal of the full line comes at once, with Retry-After.
    const busy = answers.find((a) => a.code === 'TooManyRequests');
    expect(busy?.headers['retry-after']).toBe('1');
  });
});

describe('mail links never come from the request', () => {
  it('a production app without APP_ORIGIN refuses to start, naming it; a malformed one too', () => {
    expect(() => appOriginFrom(undefined, true)).toThrow(/APP_ORIGIN/);
    expect(() => appOriginFrom('', true)).toThrow(/APP_ORIGIN/);
    expect(() => appOriginFrom('regiotaxi.example', true)).toThrow(/APP_ORIGIN/);
    expect(() => appOriginFrom('https://regiotaxi.example/trip', true)).toThrow(/APP_ORIGIN/);
    expect(appOriginFrom('https://regiotaxi.example/', true)).toBe('https://regiotaxi.example');
    expect(() => createApp({ dbPath: ':memory:', production: true, appOrigin: '', log: () => {} })).toThrow(
      /APP_ORIGIN/,
    );
  });

  it('a guest booking sent with a forged Host header mails a link to APP_ORIGIN', async () => {
    const { send, ref } = await serve({ appOrigin: 'https://regiotaxi.example' });
    const h = createHarness();
    const { from, to } = await twoLocations(h);
    const res = await send('POST', GUEST_BOOK, {
      headers: { Host: 'regiotaxi-login.evil.example' },
      body: bookingRequest(h, from, to, 3, {
        email: 'gast@example.com',
        firstName: 'Gerda',
        lastName: 'Gast',
      }),
    });
    expect(res.status, res.body).toBe(200);
    const mail = ref.db
      .prepare<[], { details: string }>(
        "SELECT details_json AS details FROM outbox WHERE kind = 'bookingConfirmation'",
      )
      .get();
    expect(mail?.details).toMatch(/https:\/\/regiotaxi\.example\/trip\//);
    expect(mail?.details).not.toMatch(/evil/);
  });

  const start = (env: Record<string, string | undefined>) =>
    new Promise<{ code: number | null; output: string }>((resolve) => {
      const child = spawn(process.execPath, ['--import', 'tsx', 'server/start.ts', '--preview'], {
        env: { PATH: process.env.PATH, HOME: process.env.HOME, DB_PATH: ':memory:', PORT: '5699', ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout.on('data', (d) => (output += String(d)));
      child.stderr.on('data', (d) => (output += String(d)));
      const timer = setTimeout(() => child.kill('SIGTERM'), 90_000);
      child.on('exit', (code) => {
        clearTimeout(timer);
        resolve({ code, output });
      });
    });

  it('a production start without APP_ORIGIN, or with a malformed TRUSTED_PROXIES, stops with one line naming it', async () => {
    const noOrigin = await start({ NODE_ENV: 'production' });
    expect(noOrigin.code).toBe(1);
    expect(noOrigin.output).toMatch(/^APP_ORIGIN is not set/);
    expect(noOrigin.output.trim().split('\n')).toHaveLength(1);
    const badProxy = await start({
      NODE_ENV: 'production',
      APP_ORIGIN: 'https://regiotaxi.example',
      TRUSTED_PROXIES: '10.0.0.0/',
    });
    expect(badProxy.code).toBe(1);
    expect(badProxy.output.trim()).toBe('TRUSTED_PROXIES: "10.0.0.0/" is not an IP address or CIDR block');
  }, 200_000);
});

describe('proxies, parsed strictly', () => {
  it('walks X-Forwarded-For from the right; understands ip:port, [v6]:port and unknown', () => {
    const trusted = parseTrustedProxies('10.0.0.0/8, ::1');
    expect(clientIpOf('10.0.0.1', '6.6.6.6, 203.0.113.9:5555', trusted)).toBe('203.0.113.9');
    expect(clientIpOf('10.0.0.1', '6.6.6.6, [2001:db8::7]:443', trusted)).toBe('2001:db8::7');
    expect(clientIpOf('10.0.0.1', '6.6.6.6, unknown', trusted)).toBe(UNKNOWN_CLIENT);
    expect(clientIpOf('10.0.0.1', '6.6.6.6, 203.0.113.9:5555, 10.0.0.2', trusted)).toBe('203.0.113.9');
    expect(clientIpOf('10.0.0.1', '10.0.0.3, 10.0.0.2', trusted)).toBe('10.0.0.3');
    expect(clientIpOf('192.0.2.1', '6.6.6.6', trusted)).toBe('192.0.2.1');
  });

  it('refuses a malformed TRUSTED_PROXIES entry by name, never reading it as /0', () => {
    for (const entry of [
      '10.0.0.0/',
      '/-0',
      '10.0.0.0/-0',
      '10.0.0.0/8/8',
      '10.0.0.0/33',
      '::1/129',
      'proxy',
      '1.2.3.4/0x8',
    ])
      expect(() => parseTrustedProxies(entry), entry).toThrow(`TRUSTED_PROXIES: "${entry}"`);
    expect(parseTrustedProxies('10.0.0.0/8')?.check('10.1.2.3')).toBe(true);
    expect(parseTrustedProxies('10.0.0.0/8')?.check('11.1.2.3')).toBe(false);
  });

  it('keys NAT64 by its embedded IPv4 address and 6to4 per /48', () => {
    expect(clientKeyOf('64:ff9b::c000:207')).toBe('192.0.2.7');
    expect(clientKeyOf('64:ff9b::192.0.2.8')).toBe('192.0.2.8');
    expect(clientKeyOf('2002:c000:207:1::5')).toBe('2002:c000:207::/48');
    expect(clientKeyOf('2002:c000:207:ffff::5')).toBe('2002:c000:207::/48');
    expect(clientKeyOf('2001:db8:1:2::9')).toBe('2001:db8:1:2::/64');
  });

  it('behind a proxy that appends ip:port, the attacker’s own entry is ignored: the client’s limit holds', async () => {
    const { send } = await serveWithEnv(
      { ATTEMPT_LIMIT_ADDRESS_FAILURES: String(SMALL_ADDRESS_LIMIT) },
      { trustedProxies: '127.0.0.1' },
    );
    const statuses: number[] = [];
    for (let i = 0; i < SMALL_ADDRESS_LIMIT + 4; i += 1) {
      const res = await send('POST', LOGIN, {
        headers: {
          Authorization: `Basic ${Buffer.from(`onbekend-${i}@example.com:Fout-1!`).toString('base64')}`,
          'X-Forwarded-For': `198.51.100.${i}, 203.0.113.9:${40000 + i}`,
        },
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, SMALL_ADDRESS_LIMIT).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(SMALL_ADDRESS_LIMIT).every((s) => s === 429)).toBe(true);
  });
});

describe('device cookies per account, with an expiry', () => {
  it('a browser used for two accounts keeps both protected from a stranger’s lockout', async () => {
    const h = createHarness();
    await registerAndActivate(h, 'tweede@example.com');
    const loginWith = (email: string, password: string, cookie?: string) =>
      h.call('POST', LOGIN, { basic: { email, password }, headers: cookie ? { Cookie: cookie } : {} });
    const a = (await loginWith(DEMO_EMAIL, DEMO_PASSWORD)).headers.get('set-cookie')!.split(';')[0]!;
    const b = (await loginWith('tweede@example.com', 'Lente-2026!', a)).headers
      .get('set-cookie')!
      .split(';')[0]!;
    expect(a.split('=')[0]).not.toBe(b.split('=')[0]);
    const browser = `${a}; ${b}`;
    for (let i = 0; i < LOGIN_MAX_FAILURES; i += 1) {
      await loginWith(DEMO_EMAIL, `Fout-${i}!`);
      await loginWith('tweede@example.com', `Fout-${i}!`);
    }
    expectError(await loginWith(DEMO_EMAIL, DEMO_PASSWORD), 429, 'TooManyAttempts');
    expectError(await loginWith('tweede@example.com', 'Lente-2026!'), 429, 'TooManyAttempts');
    expect((await loginWith(DEMO_EMAIL, DEMO_PASSWORD, browser)).status).toBe(200);
    expect((await loginWith('tweede@example.com', 'Lente-2026!', browser)).status).toBe(200);
  });

  it('is honoured for 180 days from its issue, renewed by each login; a copied old cookie no longer helps', async () => {
    const h = createHarness();
    const loginWith = (password: string, cookie?: string) =>
      h.call('POST', LOGIN, {
        basic: { email: DEMO_EMAIL, password },
        headers: cookie ? { Cookie: cookie } : {},
      });
    const old = (await loginWith(DEMO_PASSWORD)).headers.get('set-cookie')!;
    expect(DEVICE_COOKIE_MAX_AGE_S).toBe(180 * 24 * 60 * 60);
    expect(old).toContain(`Max-Age=${DEVICE_COOKIE_MAX_AGE_S}`);
    const oldPair = old.split(';')[0]!;
    h.ref.clock.advance(100 * DAY_MS);
    const renewed = (await loginWith(DEMO_PASSWORD, oldPair)).headers.get('set-cookie')!.split(';')[0]!;
    expect(renewed).not.toBe(oldPair);
    h.ref.clock.advance(90 * DAY_MS); // 190 days after the first cookie, 90 after the renewal
    for (let i = 0; i < LOGIN_MAX_FAILURES; i += 1) await loginWith(`Fout-${i}!`);
    expectError(await loginWith(DEMO_PASSWORD, oldPair), 429, 'TooManyAttempts');
    expect((await loginWith(DEMO_PASSWORD, renewed)).status).toBe(200);
  });
});

describe('no oracle after registration', () => {
  it('the right password of an unactivated account answers like a wrong one, and mails a fresh activation code', async () => {
    const h = createHarness();
    const email = 'nieuw@example.com';
    const registered = await h.call('POST', REGISTER, {
      body: {
        email,
        password: 'Lente-2026!',
        firstName: 'Nieuw',
        surname: 'Lid',
        phone: '0612345678',
        newsletter: false,
        terms: true,
        language: 'en-US',
        regionId: 20,
      },
    });
    expect(registered.status).toBe(201);
    const codes = async () =>
      ((await h.call('GET', `/dev/outbox?to=${email}`)).body as { kind: string }[]).filter(
        (m) => m.kind === 'activation',
      ).length;
    expect(await codes()).toBe(1);
    const right = await h.call('POST', LOGIN, { basic: { email, password: 'Lente-2026!' } });
    const wrong = await h.call('POST', LOGIN, { basic: { email, password: 'Zomer-2026!' } });
    expect(right.status).toBe(401);
    expect(right.body).toEqual(wrong.body);
    expect(await codes()).toBe(2);
  });
});

describe('guests and text', () => {
  it('counts one mailbox per key: case, +tag, gmail dots and googlemail ignored (the mail goes as typed)', async () => {
    expect(mailboxKey(' Na.Me+reis@GoogleMail.com ')).toBe('name@gmail.com');
    expect(mailboxKey('na.me@gmail.com')).toBe('name@gmail.com');
    expect(mailboxKey('na.me+1@example.com')).toBe('na.me@example.com');
    const h = createHarness();
    const { from, to } = await twoLocations(h);
    const book = (email: string, hoursAhead: number) =>
      h.call('POST', GUEST_BOOK, {
        body: bookingRequest(h, from, to, hoursAhead, { email, firstName: 'Gerda', lastName: 'Gast' }),
      });
    expect((await book('name@gmail.com', 3)).status).toBe(200);
    expect((await book('name+1@gmail.com', 4)).status).toBe(200);
    expect((await book('na.me@googlemail.com', 5)).status).toBe(200);
    expectError(await book('N.A.M.E+2@gmail.com', 6), 429, 'TooManyGuestBookings');
    const sent = (await h.call('GET', '/dev/outbox?to=na.me%40googlemail.com')).body as { to: string }[];
    expect(sent.map((m) => m.to)).toContain('na.me@googlemail.com');
  });

  it('refuses line breaks, NUL and direction overrides in names, driver comment and phone; the mail shows the name on its own line', async () => {
    const h = createHarness();
    const { from, to } = await twoLocations(h);
    const guest = { email: 'gast@example.com', firstName: 'Gerda', lastName: 'Gast' };
    const cases: Record<string, unknown>[] = [
      { ...guest, firstName: 'Gerda\nKlik hier: https://evil.example' },
      { ...guest, lastName: 'Gast\u0000' },
      { ...guest, lastName: '\u202eGast' },
      { ...guest, preferences: { phoneNumber: null, driverComment: 'Bel aan\r\nBetaal vooraf' } },
      { ...guest, preferences: { phoneNumber: '0612345678\n', driverComment: null } },
    ];
    for (const extra of cases)
      expectError(
        await h.call('POST', GUEST_BOOK, { body: bookingRequest(h, from, to, 3, extra) }),
        400,
        'InvalidText',
      );
    expect(((await h.call('GET', '/dev/outbox?to=gast%40example.com')).body as unknown[]).length).toBe(0);
    const long = 'Gerda'.repeat(15);
    const ok = await h.call('POST', GUEST_BOOK, {
      body: bookingRequest(h, from, to, 3, { ...guest, firstName: long }),
    });
    expect(ok.status).toBe(200);
    const [mail] = (await h.call('GET', '/dev/outbox?to=gast%40example.com')).body as { text: string }[];
    const lines = mail!.text.split('\n');
    const nameLine = lines.find((l) => l.startsWith('Gerda'))!;
    expect([...nameLine].length).toBeLessThanOrEqual(40);
    expect(nameLine.endsWith('…')).toBe(true);
    expect(lines[0]).toBe('Dear traveller,');
  });
});

describe('an aborted upload', () => {
  it('is logged in one line as 499, without a stack trace', async () => {
    const { port, logs } = await serve();
    await new Promise<void>((resolve) => {
      const req = httpRequest({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: REGISTER,
        agent: false,
        headers: { 'Content-Type': 'application/json', 'Content-Length': '5000', 'X-Platform-Type': 'Web' },
      });
      req.on('error', () => resolve());
      req.write('{"email": "a');
      setTimeout(() => {
        req.destroy();
        setTimeout(resolve, 300);
      }, 200);
    });
    await new Promise((r) => setTimeout(r, 300));
    const aborted = logs.filter((l) => /abort|499|terminated|unhandled/i.test(l));
    expect(aborted, logs.join('\n')).toHaveLength(1);
    expect(aborted[0]).toMatch(/499/);
    expect(aborted[0]).not.toMatch(/\n|\s+at /);
  });
});

describe('exports that cannot freeze the server, and a daily booking cap', () => {
  const EXPORT = '/ticketing/trips/export';
  /** Copies one of the demo traveller's seeded trips `n` times, departing a minute apart from `startMs`. */
  let copied = 0;
  const copyTrips = (ref: ReferenceApp, n: number, startMs: number) => {
    const columns = ref.db
      .prepare<[], { name: string }>('PRAGMA table_info(trips)')
      .all()
      .map((c) => c.name)
      .filter(
        (name) =>
          !['id', 'external_trip_id', 'departure_at', 'idempotency_key', 'payment_token'].includes(name),
      );
    const insert = ref.db.prepare(
      `INSERT INTO trips (external_trip_id, departure_at, ${columns.join(', ')})
       SELECT ?, ?, ${columns.join(', ')} FROM trips WHERE external_trip_id = 'RT-DEMO0001'`,
    );
    ref.db.transaction(() => {
      for (let i = 0; i < n; i += 1)
        insert.run(`RT-COPY${String((copied += 1)).padStart(5, '0')}`, startMs + i * 60_000);
    })();
  };

  it('refuses a period over 366 days and over 500 trips with 400 and the reason; renders in turns', async () => {
    const h = createHarness();
    const { accessToken: token } = await h.login();
    const range = (from: string, to: string) =>
      `${EXPORT}?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`;
    expectError(
      await h.call('GET', range('2025-01-01T00:00:00Z', '2026-01-03T00:00:00Z'), { token }),
      400,
      'ExportRangeTooLong',
    );
    // A leap year is allowed.
    expect(
      (await h.call('GET', range('2027-12-31T23:00:00Z', '2028-12-31T23:00:00Z'), { token })).status,
    ).toBe(200);
    const start = Date.parse('2027-03-01T08:00:00Z');
    copyTrips(h.ref, 400, start);
    // 400 trips: other work runs while the PDF is drawn (it yields every 10 rows).
    let turns = 0;
    let spinning = true;
    const spin = () => {
      turns += 1;
      if (spinning) setImmediate(spin);
    };
    setImmediate(spin);
    const pdf = await h.call('GET', range('2027-03-01T00:00:00Z', '2027-03-02T00:00:00Z'), { token });
    spinning = false;
    expect(pdf.status).toBe(200);
    expect(turns).toBeGreaterThanOrEqual(30);
    copyTrips(h.ref, 101, start + 400 * 60_000);
    const refused = await h.call('GET', range('2027-03-01T00:00:00Z', '2027-03-02T00:00:00Z'), { token });
    expectError(refused, 400, 'ExportTooManyTrips');
    expect(refused.body.errors[0].description).toMatch(/500/);
  });

  it('allows 10 exports per account in 10 minutes, then 429 TooManyExports with Retry-After', async () => {
    const h = createHarness();
    const { accessToken: token } = await h.login();
    const url = `${EXPORT}?from=2026-01-01T00:00:00Z&to=2026-01-02T00:00:00Z`;
    expect(EXPORTS_PER_ACCOUNT).toBe(10);
    for (let i = 0; i < EXPORTS_PER_ACCOUNT; i += 1)
      expect((await h.call('GET', url, { token })).status).toBe(200);
    const refused = await h.call('GET', url, { token });
    expectError(refused, 429, 'TooManyExports');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    h.ref.clock.advance(10 * 60_000);
    expect((await h.call('GET', url, { token })).status).toBe(200);
  });

  it('caps new bookings at 50 per account a day (429 TooManyBookings); refusals and replays do not count', async () => {
    const h = createHarness();
    const { accessToken: token } = await h.login();
    const { from, to } = await twoLocations(h);
    // A budget no cap of km stops first: the cap on bookings is what this test meets.
    h.ref.db.prepare('UPDATE pass_registry SET remaining_km = 100000 WHERE pass_number = ?').run(DEMO_PASS);
    const book = (i: number, key?: string, body = bookingRequest(h, from, to, 3 + i * 0.5)) =>
      h.call('POST', '/ticketing/trips/book', {
        token,
        passNumber: DEMO_PASS,
        body,
        headers: key ? { 'Idempotency-Key': key } : {},
      });
    // A refused booking (in the past) and a replay are not counted.
    expectError(
      await h.call('POST', '/ticketing/trips/book', {
        token,
        passNumber: DEMO_PASS,
        body: bookingRequest(h, from, to, -2),
      }),
      400,
    );
    const once = bookingRequest(h, from, to, 3);
    const first = await book(0, 'cap-key-1', once);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect((await book(0, 'cap-key-1', once)).status).toBe(200);
    expect(BOOKINGS_PER_ACCOUNT_DAY).toBe(50);
    for (let i = 1; i < BOOKINGS_PER_ACCOUNT_DAY; i += 1) expect((await book(i)).status, String(i)).toBe(200);
    const refused = await book(BOOKINGS_PER_ACCOUNT_DAY);
    expectError(refused, 429, 'TooManyBookings');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
