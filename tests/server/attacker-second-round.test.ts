import { scryptSync } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { describe, expect, it, vi } from 'vitest';
import { createApp } from '../../server/app';
import {
  ADDRESS_MAX_FAILURES,
  CODE_MAX_FAILURES,
  LOGIN_MAX_FAILURES,
  LOGIN_SUCCESS_ACCOUNT_MAX,
} from '../../server/lib/attempt-limits';
import { clientIpOf, clientKeyOf, parseTrustedProxies } from '../../server/lib/client-address';
import { verifyPassword } from '../../server/lib/passwords';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../server/seed';
import { createHarness, expectError, registerAndActivate, type CallResult, type Harness } from './harness';

/*
 * The reference APIs against a determined attacker, second round: checktoken needs the e-mail and answers every
 * refusal alike; client limits count networks (IPv4 address, IPv6 /64) and trust X-Forwarded-For only from
 * TRUSTED_PROXIES; device cookies keep a stranger from locking the owner's browser out; bodies are limited while
 * they stream; passwords hash off the event loop and successful logins are limited; logout ends the session on
 * the server; registration tells nothing about existing accounts and is capped; the pass-number lock is per pass;
 * free text is NFC without control, bidi or zero-width characters; follow, asset and API headers.
 */

const CHECK = '/api/userprofile/userprofile/checktoken';
const SEND_RESET = '/api/external/user-accounts/password/send-reset-token';
const RESET = '/api/external/user-accounts/password/reset';
const LOGIN = '/api/auth/auth/login';
const REGISTER = '/api/external/user-profiles';
const MINUTE_MS = 60_000;
const REFUSED_EN = 'This code is invalid or has expired. Please request a new code.';

async function latestCode(h: Harness, email: string, kind: string): Promise<string> {
  const outbox = (await h.call('GET', `/dev/outbox?to=${encodeURIComponent(email)}`)).body as {
    kind: string;
    code: string;
  }[];
  const code = outbox.find((m) => m.kind === kind)?.code;
  expect(code).toMatch(/^\d{6}$/);
  return code!;
}

/** A 6-digit code other than `right`. */
const wrongCode = (i: number, right: string) => {
  const value = String(i).padStart(6, '0');
  return value === right ? '999999' : value;
};

/** Serves `fetch` on a real socket on 127.0.0.1 (as `npm start` does), for the tests that need a remote address. */
async function listen(fetch: (request: Request) => Response | Promise<Response>) {
  const server: Server = createServer(getRequestListener(fetch));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('checktoken', () => {
  it('requires the e-mail: 400 without it', async () => {
    const h = createHarness();
    await h.call('POST', SEND_RESET, { body: { email: DEMO_EMAIL } });
    const right = await latestCode(h, DEMO_EMAIL, 'passwordReset');
    expectError(await h.call('POST', CHECK, { body: { token: right } }), 400, 'InvalidBody');
  });

  it('answers expired, spent, wrong and unknown-e-mail codes with one text (in the request’s language)', async () => {
    const h = createHarness();
    const check = async (email: string, token: string, language = 'en-US') =>
      (await h.call('POST', CHECK, { headers: { 'Accept-Language': language }, body: { email, token } })).body
        .Data.errorMessage as string | null;
    await h.call('POST', SEND_RESET, { body: { email: DEMO_EMAIL } });
    const right = await latestCode(h, DEMO_EMAIL, 'passwordReset');
    expect(await check(DEMO_EMAIL, right)).toBeNull();
    const wrong = await check(DEMO_EMAIL, wrongCode(1, right));
    const unknown = await check('niemand@example.com', right);
    h.ref.clock.advance(16 * MINUTE_MS);
    const expired = await check(DEMO_EMAIL, right);
    await h.call('POST', SEND_RESET, { body: { email: DEMO_EMAIL } });
    const fresh = await latestCode(h, DEMO_EMAIL, 'passwordReset');
    for (let i = 0; i < CODE_MAX_FAILURES; i += 1) await check(DEMO_EMAIL, wrongCode(i, fresh));
    const spent = await check(DEMO_EMAIL, fresh);
    expect({ wrong, unknown, expired, spent }).toEqual({
      wrong: REFUSED_EN,
      unknown: REFUSED_EN,
      expired: REFUSED_EN,
      spent: REFUSED_EN,
    });
    expect(await check('niemand@example.com', right, 'nl-NL')).toBe(
      'Deze code is ongeldig of verlopen. Vraag een nieuwe code aan.',
    );
  });

  it('counts its wrong guesses toward the e-mail’s code exactly as reset does: 5 there spend it for reset', async () => {
    const h = createHarness();
    await h.call('POST', SEND_RESET, { body: { email: DEMO_EMAIL } });
    const right = await latestCode(h, DEMO_EMAIL, 'passwordReset');
    for (let i = 0; i < CODE_MAX_FAILURES; i += 1)
      await h.call('POST', CHECK, { body: { email: DEMO_EMAIL, token: wrongCode(i, right) } });
    expectError(
      await h.call('POST', RESET, { body: { email: DEMO_EMAIL, token: right, password: 'Winter-2028#' } }),
      400,
      'CodeSpent',
    );
  });
});

describe('per-client limits by network', () => {
  it('keys IPv4 per address and IPv6 per /64; X-Forwarded-For only from a trusted proxy', () => {
    expect(clientKeyOf('127.0.0.1')).not.toBe(clientKeyOf('127.0.0.2'));
    expect(clientKeyOf('::ffff:198.51.100.7')).toBe('198.51.100.7');
    expect(clientKeyOf('2001:db8:1:2::1')).toBe(clientKeyOf('2001:db8:1:2:ffff:ffff:ffff:fffe'));
    expect(clientKeyOf('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(clientKeyOf('2001:db8:1:3::1')).not.toBe(clientKeyOf('2001:db8:1:2::1'));
    const trusted = parseTrustedProxies('10.0.0.0/8, ::1');
    expect(clientIpOf('10.1.2.3', '203.0.113.9', trusted)).toBe('203.0.113.9');
    // The client may prepend anything: the rightmost entry that is not a trusted proxy counts.
    expect(clientIpOf('10.1.2.3', '1.1.1.1, 203.0.113.9, 10.0.0.7', trusted)).toBe('203.0.113.9');
    expect(clientIpOf('192.0.2.50', '203.0.113.9', trusted)).toBe('192.0.2.50');
    expect(clientIpOf('10.1.2.3', '203.0.113.9', null)).toBe('10.1.2.3');
    expect(() => parseTrustedProxies('10.0.0.0/33')).toThrow(/TRUSTED_PROXIES/);
  });

  it('blocks a whole IPv6 /64 behind a trusted proxy, never a neighbouring /64 or another IPv4 address', async () => {
    const ref = createApp({ dbPath: ':memory:', log: () => {}, trustedProxies: '127.0.0.1/32' });
    const server = await listen(ref.app.fetch);
    try {
      const guess = (client: string) =>
        fetch(`${server.url}${CHECK}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': client },
          body: JSON.stringify({ email: DEMO_EMAIL, token: '000000' }),
        });
      for (let i = 0; i < ADDRESS_MAX_FAILURES; i += 1) {
        const res = await guess(`2001:db8:1:2::${(i + 1).toString(16)}`);
        expect(res.status).toBe(200);
      }
      expect((await guess('2001:db8:1:2:abcd::99')).status).toBe(429);
      expect((await guess('2001:db8:1:3::1')).status).toBe(200);
      expect((await guess('198.51.100.7')).status).toBe(200);
    } finally {
      await server.close();
      ref.close();
    }
  });

  it('ignores X-Forwarded-For from a client that is not a trusted proxy (the default)', async () => {
    const ref = createApp({ dbPath: ':memory:', log: () => {}, trustedProxies: '' });
    const server = await listen(ref.app.fetch);
    try {
      for (let i = 0; i < ADDRESS_MAX_FAILURES; i += 1) {
        await fetch(`${server.url}${CHECK}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `203.0.113.${i + 1}` },
          body: JSON.stringify({ email: DEMO_EMAIL, token: '000000' }),
        });
      }
      const keys = ref.db
        .prepare<[], { key: string }>("SELECT key FROM rate_limits WHERE key LIKE 'address:%'")
        .all()
        .map((r) => r.key);
      expect(keys).toEqual(['address:127.0.0.1']);
    } finally {
      await server.close();
      ref.close();
    }
  });
});

describe('device cookies: no lockout by a stranger', () => {
  const login = (h: Harness, password: string, cookie?: string) =>
    h.call('POST', LOGIN, {
      basic: { email: DEMO_EMAIL, password },
      headers: cookie ? { Cookie: cookie } : {},
    });
  const deviceCookieOf = (res: CallResult) => {
    const header = res.headers.get('set-cookie') ?? '';
    expect(header).toMatch(/^rt_device_[0-9a-f]{16}=/);
    return { header, pair: header.split(';')[0]! };
  };

  it('a successful login sets a signed, HttpOnly, SameSite=Strict device cookie (Secure in production)', async () => {
    const h = createHarness();
    const { header } = deviceCookieOf(await login(h, DEMO_PASSWORD));
    expect(header).toMatch(/HttpOnly/);
    expect(header).toMatch(/SameSite=Strict/);
    expect(header).toMatch(/Path=\/api/);
    expect(header).not.toMatch(/Secure/);
    const production = createHarness({ production: true });
    expect(deviceCookieOf(await login(production, DEMO_PASSWORD)).header).toMatch(/; Secure/);
  });

  it('a stranger’s failures lock unknown clients only; the owner’s browser logs in and keeps its own count', async () => {
    const h = createHarness();
    const { pair: owner } = deviceCookieOf(await login(h, DEMO_PASSWORD));
    for (let i = 0; i < 20; i += 1) await login(h, `Fout-${i}!`);
    // The stranger (no cookie, or a forged one) stays locked, even with the right password.
    expectError(await login(h, DEMO_PASSWORD), 429, 'TooManyAttempts');
    const forged = `${owner.slice(0, -3)}abc`;
    expectError(await login(h, DEMO_PASSWORD, forged), 429, 'TooManyAttempts');
    // The owner's browser is not locked…
    expect((await login(h, DEMO_PASSWORD, owner)).status).toBe(200);
    // …and its own typos lock only itself.
    for (let i = 0; i < LOGIN_MAX_FAILURES; i += 1)
      expectError(await login(h, `Typo-${i}!`, owner), 401, 'InvalidCredentials');
    expectError(await login(h, DEMO_PASSWORD, owner), 429, 'TooManyAttempts');
  });
});

describe('bodies and CPU', () => {
  it('refuses a chunked body over 64 KB while it streams, before authentication: 413 in the Error shape', async () => {
    const h = createHarness();
    let pulled = 0;
    const chunk = new Uint8Array(64 * 1024).fill(0x20);
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += chunk.length;
        if (pulled > 20 * 1024 * 1024) controller.close();
        else controller.enqueue(chunk);
      },
    });
    // PATCH /users needs a token: the size is judged first.
    const res = await h.ref.app.fetch(
      new Request('http://localhost/ticketing/users', {
        method: 'PATCH',
        headers: { 'Content-Type': 'application/json', 'Api-Version': '2' },
        body,
        duplex: 'half',
      } as RequestInit),
    );
    expect(res.status).toBe(413);
    const error = (await res.json()) as { errors: { code: string }[]; status: number };
    expect(error.errors[0]!.code).toBe('PayloadTooLarge');
    expect(error.status).toBe(413);
    expect(pulled).toBeLessThan(1024 * 1024);
    const declared = await h.call('POST', REGISTER, { rawBody: `{"x":"${'a'.repeat(70_000)}"}` });
    expectError(declared, 413, 'PayloadTooLarge');
  });

  it('hashes passwords off the event loop: timers keep running during 2 parallel logins', async () => {
    const h = createHarness();
    let turns = 0;
    let running = true;
    const spin = () => {
      turns += 1;
      if (running) setImmediate(spin);
    };
    setImmediate(spin);
    // Two at once: the most one client may have in the hashing line (server/lib/hash-queue.ts).
    const results = await Promise.all(
      [0, 1].map(() => h.call('POST', LOGIN, { basic: { email: DEMO_EMAIL, password: DEMO_PASSWORD } })),
    );
    running = false;
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    expect(turns).toBeGreaterThan(20);
  });

  it('verifies hashes stored before hashing became asynchronous (same format and cost)', async () => {
    const salt = Buffer.from('0123456789abcdef');
    const hash = scryptSync('Oud-wachtwoord-1!', salt, 32, { N: 16384, r: 8, p: 1 });
    const stored = `scrypt$${salt.toString('base64')}$${hash.toString('base64')}`;
    expect(await verifyPassword('Oud-wachtwoord-1!', stored)).toBe(true);
    expect(await verifyPassword('Oud-wachtwoord-2!', stored)).toBe(false);
  });

  it(`limits successful logins per account: the ${LOGIN_SUCCESS_ACCOUNT_MAX + 1}st within 15 minutes is 429 TooManyLogins`, async () => {
    const h = createHarness();
    for (let i = 0; i < LOGIN_SUCCESS_ACCOUNT_MAX; i += 1) await h.login();
    const refused = await h.call('POST', LOGIN, { basic: { email: DEMO_EMAIL, password: DEMO_PASSWORD } });
    expectError(refused, 429, 'TooManyLogins');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    await registerAndActivate(h, 'ander@example.com'); // another account logs in from the same client
    h.ref.clock.advance(15 * MINUTE_MS);
    await h.login();
  });

  it('limits successful logins per client (generous; LOGIN_SUCCESS_CLIENT_MAX)', async () => {
    vi.resetModules();
    vi.stubEnv('LOGIN_SUCCESS_CLIENT_MAX', '3');
    try {
      const { createApp: createLimitedApp } = await import('../../server/app');
      const ref = createLimitedApp({ dbPath: ':memory:', log: () => {} });
      const login = () =>
        ref.app.fetch(
          new Request(`http://localhost${LOGIN}`, {
            method: 'POST',
            headers: {
              Authorization: `Basic ${Buffer.from(`${DEMO_EMAIL}:${DEMO_PASSWORD}`).toString('base64')}`,
            },
          }),
        );
      for (let i = 0; i < 3; i += 1) expect((await login()).status).toBe(200);
      const refused = await login();
      expect(refused.status).toBe(429);
      expect(((await refused.json()) as { errors: { code: string }[] }).errors[0]!.code).toBe(
        'TooManyLogins',
      );
      ref.close();
    } finally {
      vi.unstubAllEnvs();
      vi.resetModules();
    }
  });
});
