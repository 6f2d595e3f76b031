import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ADDRESS_BLOCK_S,
  ADDRESS_MAX_FAILURES,
  CODE_MAX_FAILURES,
  LOGIN_LOCKOUT_MAX_S,
  LOGIN_MAX_FAILURES,
  loginLockoutSeconds,
} from '../../server/lib/attempt-limits';
import { DEMO_EMAIL, DEMO_PASSWORD, FREE_PASSES } from '../../server/seed';
import { createHarness, expectError, type Harness } from './harness';
import {
  ACTIVATE,
  SEND_RESET,
  RESET,
  CHECK,
  LOGIN,
  PASS,
  MINUTE_MS,
  GUESSES,
  NEW_PASSWORD,
  register,
  latestCode,
  guess,
  codeOf,
  expectRetryAfter,
} from './attempt-limits-support';

// The second half of tests/server/attempt-limits.test.ts, so that no file passes 450 lines; both share
// tests/server/attempt-limits-support.ts.

/*
 * Attempt limits on every typed secret, and no oracle (activate: an unknown e-mail answers like a
 * wrong code). Each guessing test is a blind loop of at least 200 guesses that never succeeds, even where the loop
 * hits the right secret. Limits: server/lib/attempt-limits.ts.
 */

describe('login', () => {
  const attempt = (h: Harness, password: string, email = DEMO_EMAIL) =>
    h.call('POST', LOGIN, { basic: { email, password } });

  it(`a blind loop of ${GUESSES} passwords never logs in, even when it tries the right one`, async () => {
    const h = createHarness();
    const answers: string[] = [];
    for (let i = 0; i < GUESSES; i += 1) {
      const res = await attempt(h, i % 20 === 19 ? DEMO_PASSWORD : `Raad-${i}-2026!`);
      answers.push(codeOf(res));
      if (res.status === 429) expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    expect(answers).not.toContain('OK');
    expect(answers.slice(0, LOGIN_MAX_FAILURES)).toEqual(
      Array(LOGIN_MAX_FAILURES).fill('401 InvalidCredentials'),
    );
    expect(answers.slice(LOGIN_MAX_FAILURES, ADDRESS_MAX_FAILURES)).toEqual(
      Array(ADDRESS_MAX_FAILURES - LOGIN_MAX_FAILURES).fill('429 TooManyAttempts'),
    );
    expect(new Set(answers.slice(ADDRESS_MAX_FAILURES))).toEqual(new Set(['429 TooManyRequests']));
  });

  it('locks an account for 1, 2, 4, 8, then 15 minutes at most; each lockout ends on schedule and the owner gets in', async () => {
    expect([1, 2, 3, 4, 5, 6, 9].map(loginLockoutSeconds)).toEqual([60, 120, 240, 480, 900, 900, 900]);
    const h = createHarness();
    for (const n of [1, 2, 3, 4, 5, 6]) {
      for (let i = 0; i < LOGIN_MAX_FAILURES; i += 1)
        expectError(await attempt(h, `fout-${n}-${i}`), 401, 'InvalidCredentials');
      const seconds = loginLockoutSeconds(n);
      expect(expectRetryAfter(await attempt(h, DEMO_PASSWORD), 'TooManyAttempts', LOGIN_LOCKOUT_MAX_S)).toBe(
        seconds,
      );
      h.ref.clock.advance(seconds * 1000 - 1000);
      expect(expectRetryAfter(await attempt(h, DEMO_PASSWORD), 'TooManyAttempts', 1)).toBe(1);
      h.ref.clock.advance(1000);
      if (n === 6) break;
      // Open again, with 5 fresh tries (the next lockout is longer).
      expectError(await attempt(h, 'nog-steeds-fout'), 401, 'InvalidCredentials');
      for (let i = 1; i < LOGIN_MAX_FAILURES - 1; i += 1) await attempt(h, `fout-${n}-extra-${i}`);
      h.ref.clock.advance(16 * MINUTE_MS); // the failure window and the address window pass
    }
    // The right password after the 6th lockout logs in and forgets the history: the next lockout is 1 minute.
    await h.login();
    for (let i = 0; i < LOGIN_MAX_FAILURES; i += 1) await attempt(h, `daarna-${i}`);
    expect(expectRetryAfter(await attempt(h, DEMO_PASSWORD), 'TooManyAttempts', 60)).toBe(60);
  });

  it('a wrong current password at password change counts as a failed login of the account', async () => {
    const h = createHarness();
    const { accessToken } = await h.login();
    for (let i = 0; i < LOGIN_MAX_FAILURES; i += 1)
      expectError(
        await h.call('POST', '/api/external/user-accounts/password/change', {
          token: accessToken,
          body: { email: DEMO_EMAIL, oldPassword: `Raad-${i}-2026!`, password: NEW_PASSWORD },
        }),
        400,
        'InvalidCredentials',
      );
    expectRetryAfter(
      await h.call('POST', '/api/external/user-accounts/password/change', {
        token: accessToken,
        body: { email: DEMO_EMAIL, oldPassword: DEMO_PASSWORD, password: NEW_PASSWORD },
      }),
      'TooManyAttempts',
      60,
    );
    expectRetryAfter(await attempt(h, DEMO_PASSWORD), 'TooManyAttempts', 60);
  });
});

describe('per client address', () => {
  it(`${ADDRESS_MAX_FAILURES} refusals across endpoints block login, activation, reset, checktoken and pass numbers with 429 + Retry-After for 15 minutes`, async () => {
    const h = createHarness();
    const { accessToken } = await h.login();
    // Spread over many accounts (each stays under its own limits) and every endpoint.
    for (let i = 0; i < ADDRESS_MAX_FAILURES; i += 1) {
      const email = `spray-${i}@example.com`;
      const res =
        i % 4 === 0
          ? await attempt(email)
          : i % 4 === 1
            ? await h.call('POST', ACTIVATE, { body: { email, token: '123456' } })
            : i % 4 === 2
              ? await h.call('POST', RESET, { body: { email, token: '123456', password: NEW_PASSWORD } })
              : await h.call('PATCH', PASS, {
                  token: accessToken,
                  body: { passNumber: `30010${String(i).padStart(5, '0')}`, dateOfBirth: '01-01-1990' },
                });
      expect(res.status, `refusal ${i}`).toBeGreaterThanOrEqual(400);
      expect(res.status, `refusal ${i}`).toBeLessThan(429);
    }
    const blocked = [
      await attempt(DEMO_EMAIL, DEMO_PASSWORD),
      await h.call('POST', ACTIVATE, { body: { email: DEMO_EMAIL, token: '123456' } }),
      await h.call('POST', RESET, { body: { email: DEMO_EMAIL, token: '123456', password: NEW_PASSWORD } }),
      await h.call('POST', CHECK, { body: { email: DEMO_EMAIL, token: '123456' } }),
      await h.call('POST', CHECK, { body: { email: 'iemand@example.com', token: '123456' } }),
      await h.call('PATCH', PASS, {
        token: accessToken,
        body: { passNumber: FREE_PASSES[1].passNumber, dateOfBirth: '30-01-1975' },
      }),
    ];
    for (const res of blocked)
      expect(expectRetryAfter(res, 'TooManyRequests', ADDRESS_BLOCK_S)).toBeGreaterThan(ADDRESS_BLOCK_S - 60);
    const dutch = await h.call('POST', LOGIN, {
      headers: { 'Accept-Language': 'nl-NL' },
      basic: { email: DEMO_EMAIL, password: DEMO_PASSWORD },
    });
    expect(dutch.body.errors[0].description).toBe(
      'Te veel mislukte pogingen vanaf uw netwerk. Probeer het later opnieuw.',
    );
    // Other operations are not affected; the block ends after 15 minutes.
    expect((await h.call('GET', '/ticketing/users', { token: accessToken })).status).toBe(200);
    h.ref.clock.advance(ADDRESS_BLOCK_S * 1000 - 1000);
    expectRetryAfter(await attempt(DEMO_EMAIL, DEMO_PASSWORD), 'TooManyRequests', 1);
    h.ref.clock.advance(1000);
    await h.login();

    function attempt(email: string, password = 'Fout-2026!') {
      return h.call('POST', LOGIN, { basic: { email, password } });
    }
  });

  it('counts only refusals: 300 successful logins and checks from one address next to a few typos stay open', async () => {
    const h = createHarness();
    await h.call('POST', SEND_RESET, { body: { email: DEMO_EMAIL } });
    const code = await latestCode(h, DEMO_EMAIL, 'passwordReset');
    for (let i = 0; i < 300; i += 1) {
      if (i % 30 === 0)
        await h.call('POST', LOGIN, { basic: { email: `typo-${i}@example.com`, password: 'x' } });
      const res =
        // 30 logins: exactly the account's own limit of successful logins (LOGIN_SUCCESS_ACCOUNT_MAX).
        i % 10 === 0
          ? await h.call('POST', LOGIN, { basic: { email: DEMO_EMAIL, password: DEMO_PASSWORD } })
          : await h.call('POST', CHECK, { body: { email: DEMO_EMAIL, token: code } });
      expect(res.status, `request ${i}`).toBe(200);
    }
  });
});

describe('the client address', () => {
  it('is the socket’s remote address behind @hono/node-server (as in npm start), not X-Forwarded-For', async () => {
    const h = createHarness();
    const server = createServer(getRequestListener(h.ref.app.fetch));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const res = await fetch(`http://127.0.0.1:${port}${LOGIN}`, {
        method: 'POST',
        headers: {
          Authorization: `Basic ${Buffer.from('wie@example.com:fout').toString('base64')}`,
          'X-Forwarded-For': '203.0.113.9',
          'X-Platform-Type': 'Web',
          'X-Region-Id': '20',
        },
      });
      expect(res.status).toBe(401);
      const keys = h.ref.db
        .prepare<[], { key: string }>("SELECT key FROM rate_limits WHERE key LIKE 'address:%'")
        .all()
        .map((r) => r.key);
      expect(keys).toEqual(['address:127.0.0.1']);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('counters live in SQLite', () => {
  it('survive a restart on the same database file (spent code, login lockout, address count)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'attempt-limits-'));
    const dbPath = join(dir, 'reference.sqlite');
    try {
      const first = createHarness({ dbPath });
      await register(first, 'herstart@example.com');
      const right = await latestCode(first, 'herstart@example.com', 'activation');
      for (let i = 0; i < CODE_MAX_FAILURES; i += 1)
        await first.call('POST', ACTIVATE, {
          body: { email: 'herstart@example.com', token: guess(i, right) },
        });
      for (let i = 0; i < LOGIN_MAX_FAILURES; i += 1)
        await first.call('POST', LOGIN, { basic: { email: DEMO_EMAIL, password: `fout-${i}` } });
      // 10 refusals so far; 38 more on other accounts leave the address two short of its block.
      for (let i = 0; i < ADDRESS_MAX_FAILURES - 12; i += 1)
        await first.call('POST', LOGIN, { basic: { email: `n${i}@example.com`, password: 'x' } });
      first.ref.close();

      const second = createHarness({ dbPath });
      // The 49th refusal, the 50th (which blocks the address), then the block.
      expectError(
        await second.call('POST', ACTIVATE, { body: { email: 'herstart@example.com', token: right } }),
        400,
        'CodeSpent',
      );
      expectRetryAfter(
        await second.call('POST', LOGIN, { basic: { email: DEMO_EMAIL, password: DEMO_PASSWORD } }),
        'TooManyAttempts',
        60,
      );
      expectRetryAfter(
        await second.call('POST', LOGIN, { basic: { email: 'x@example.com', password: 'x' } }),
        'TooManyRequests',
        ADDRESS_BLOCK_S,
      );
      second.ref.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('POST /dev/reset clears every counter', async () => {
    const h = createHarness();
    for (let i = 0; i < ADDRESS_MAX_FAILURES; i += 1)
      await h.call('POST', LOGIN, { basic: { email: DEMO_EMAIL, password: `fout-${i}` } });
    expectError(await h.call('POST', LOGIN, { basic: { email: DEMO_EMAIL, password: DEMO_PASSWORD } }), 429);
    expect((await h.call('POST', '/dev/reset')).status).toBe(204);
    await h.login();
  });
});
