import { spawn } from 'node:child_process';
import { describe, expect, it, vi } from 'vitest';
import { createApp } from '../../server/app';
import {
  ADDRESS_MAX_FAILURES,
  CODE_MAX_FAILURES,
  LOGIN_MAX_FAILURES,
  PASS_MAX_FAILURES,
} from '../../server/lib/attempt-limits';
import { appOriginFrom } from '../../server/lib/app-origin';
import { HashQueue } from '../../server/lib/hash-queue';
import { DEMO_EMAIL, DEMO_PASSWORD, FREE_PASSES, HISTORY_TRAVELLER_EMAIL } from '../../server/seed';
import { bookingRequest, createHarness, twoLocations } from './harness';
import {
  LOGIN,
  CHANGE,
  SEND_RESET,
  RESET,
  PASS,
  GUEST_BOOK,
  serveWithEnv,
  SMALL_ADDRESS_LIMIT,
  serve,
  cookiesOf,
  tally,
  WIDE_QUEUE,
  closeServersAfterEach,
} from './attacker-third-round-support';

/*
 * The reference APIs against an attacker who sends requests AT ONCE (third round), over real sockets from many
 * loopback addresses (127.0.0.0/8): every try at a secret is counted before it is checked; password hashes wait
 * in a bounded line with a lane of their own for the owner's browser; mail links never come from the request.
 * Proxies, device cookies, guests, uploads and exports: attacker-third-round-input.test.ts.
 */

// Bursts of parallel requests and password hashes: slow on a busy shared machine, whatever the result.
vi.setConfig({ testTimeout: 120_000 });
closeServersAfterEach();

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
