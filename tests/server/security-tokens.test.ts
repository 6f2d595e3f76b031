import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { verifyPassword } from '../../server/lib/passwords';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../server/seed';
import {
  DEMO_PASS,
  bookingRequest,
  createHarness,
  expectError,
  registerAndActivate,
  type Harness,
} from './harness';

// The second half of tests/server/security.test.ts (its set-up repeated), so that no file passes 450 lines.

/* Security of the reference server: one traveller can never read, change, pay or export
 * another's trips or use their pass numbers; login is throttled; tokens are 256-bit random, expire, rotate, and a
 * reused refresh token revokes its whole family; passwords are scrypt-hashed (no plaintext in the database
 * file); no token or password reaches a log line; /dev does not exist in production. */

async function locations(h: Harness, token: string) {
  const find = async (q: string) =>
    (await h.call('GET', `/ticketing/locations?searchValue=${encodeURIComponent(q)}`, { token })).body
      .data[0];
  return {
    home: await find('Westerdoksdijk 40A'),
    silodam: await find('Silodam 100'),
    almere: await find('Oostvaardersdiep'),
  };
}

describe('tokens', () => {
  it('are 256-bit random base64url strings (43 characters), all distinct', async () => {
    const h = createHarness();
    const tokens: string[] = [];
    for (let i = 0; i < 6; i += 1) {
      const session = await h.login();
      tokens.push(session.accessToken, session.refreshToken);
    }
    const refreshed = await h.call('POST', '/api/auth/auth/refreshuser', {
      body: { refreshToken: tokens[1], username: DEMO_EMAIL },
    });
    tokens.push(
      refreshed.body.Data.user.sessionTokens.accessToken,
      refreshed.body.Data.user.sessionTokens.refreshToken,
    );
    for (const token of tokens) {
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    }
    expect(new Set(tokens).size).toBe(tokens.length);
  });

  it('expire after the configured lifetime', async () => {
    const h = createHarness({ tokenTtlSeconds: 120 });
    const { accessToken, expiresIn } = await h.login();
    expect(expiresIn).toBe(120);
    h.ref.clock.advance(119_000);
    expect((await h.call('GET', '/ticketing/users', { token: accessToken })).status).toBe(200);
    h.ref.clock.advance(1_000);
    expectError(await h.call('GET', '/ticketing/users', { token: accessToken }), 401, 'InvalidAccessToken');
    expectError(await h.call('GET', '/api/external/user-profiles/current', { token: accessToken }), 401);
  });

  it('are not interchangeable: a refresh token is no access token and the other way round', async () => {
    const h = createHarness();
    const { accessToken, refreshToken } = await h.login();
    expectError(await h.call('GET', '/ticketing/users', { token: refreshToken }), 401, 'InvalidAccessToken');
    expectError(
      await h.call('POST', '/api/auth/auth/refreshuser', {
        body: { refreshToken: accessToken, username: DEMO_EMAIL },
      }),
      401,
      'InvalidRefreshToken',
    );
  });

  it('rotate on refresh; a reused refresh token is refused and revokes every session of its login, not others', async () => {
    const h = createHarness();
    const first = await h.login();
    const otherDevice = await h.login();
    const refresh = (refreshToken: string, username = DEMO_EMAIL) =>
      h.call('POST', '/api/auth/auth/refreshuser', { body: { refreshToken, username } });

    // Someone else's username does not use the token up.
    expectError(await refresh(first.refreshToken, 'bravo@example.com'), 401, 'InvalidRefreshToken');
    const rotated = await refresh(first.refreshToken);
    expect(rotated.status).toBe(200);
    const second = rotated.body.Data.user.sessionTokens;
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect((await h.call('GET', '/ticketing/users', { token: second.accessToken })).status).toBe(200);

    // The first refresh token again: refused, and the whole family (also the rotated session) is revoked.
    expectError(await refresh(first.refreshToken), 401, 'InvalidRefreshToken');
    expectError(
      await h.call('GET', '/ticketing/users', { token: second.accessToken }),
      401,
      'InvalidAccessToken',
    );
    expectError(
      await h.call('GET', '/ticketing/users', { token: first.accessToken }),
      401,
      'InvalidAccessToken',
    );
    expectError(await refresh(second.refreshToken), 401, 'InvalidRefreshToken');
    expect(h.logs.some((l) => l.includes('reused refresh token'))).toBe(true);

    // The other login is another family and keeps working.
    expect((await h.call('GET', '/ticketing/users', { token: otherDevice.accessToken })).status).toBe(200);
    expect((await refresh(otherDevice.refreshToken)).status).toBe(200);
  });

  it('are all revoked by a password reset', async () => {
    const h = createHarness();
    const session = await h.login();
    await h.call('POST', '/api/external/user-accounts/password/send-reset-token', {
      body: { email: DEMO_EMAIL },
    });
    const code = (await h.call('GET', `/dev/outbox?to=${DEMO_EMAIL}`)).body[0].code;
    expect(
      (
        await h.call('POST', '/api/external/user-accounts/password/reset', {
          body: { email: DEMO_EMAIL, password: 'Nieuw-2026!', token: code },
        })
      ).status,
    ).toBe(200);
    expectError(await h.call('GET', '/ticketing/users', { token: session.accessToken }), 401);
    expectError(
      await h.call('POST', '/api/auth/auth/refreshuser', {
        body: { refreshToken: session.refreshToken, username: DEMO_EMAIL },
      }),
      401,
    );
  });
});

describe('secrets at rest and in logs', () => {
  it('keeps only scrypt hashes of passwords and digests of tokens in the database file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'reference-security-'));
    const dbPath = join(dir, 'reference.sqlite');
    try {
      const h = createHarness({ dbPath });
      const secrets: string[] = [DEMO_PASSWORD, 'Lente-2026!', 'Zomer-2027?'];
      const b = await registerAndActivate(h, 'bravo@example.com', 'Lente-2026!');
      const demo = await h.login();
      const changed = await h.call('POST', '/api/external/user-accounts/password/change', {
        token: b.accessToken,
        body: { email: 'bravo@example.com', oldPassword: 'Lente-2026!', password: 'Zomer-2027?' },
      });
      expect(changed.status).toBe(200);
      const refreshed = await h.call('POST', '/api/auth/auth/refreshuser', {
        body: { refreshToken: demo.refreshToken, username: DEMO_EMAIL },
      });
      secrets.push(
        b.accessToken,
        b.refreshToken,
        demo.accessToken,
        demo.refreshToken,
        refreshed.body.Data.user.sessionTokens.accessToken,
        refreshed.body.Data.user.sessionTokens.refreshToken,
      );
      const hashes = h.ref.db.prepare('SELECT email, password_hash FROM users').all() as {
        email: string;
        password_hash: string;
      }[];
      for (const { password_hash } of hashes) {
        const [scheme, salt, hash] = password_hash.split('$');
        expect(scheme).toBe('scrypt');
        expect(Buffer.from(salt!, 'base64')).toHaveLength(16);
        expect(Buffer.from(hash!, 'base64')).toHaveLength(32);
      }
      const bravo = hashes.find((u) => u.email === 'bravo@example.com')!;
      expect(await verifyPassword('Zomer-2027?', bravo.password_hash)).toBe(true);
      h.ref.close();

      const files = [dbPath, `${dbPath}-wal`, `${dbPath}-shm`].filter(existsSync);
      const bytes = Buffer.concat(files.map((f) => readFileSync(f)));
      expect(bytes.length).toBeGreaterThan(10_000);
      for (const secret of secrets) {
        expect(
          bytes.includes(Buffer.from(secret, 'utf8')),
          `"${secret.slice(0, 6)}…" in the database file`,
        ).toBe(false);
        expect(bytes.includes(Buffer.from(secret, 'utf16le'))).toBe(false);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('never writes a password, token or credential header into the log during a full flow', async () => {
    const h = createHarness();
    const secrets: string[] = [DEMO_PASSWORD, 'Lente-2026!', 'Nieuw-2026!', 'wrong-password-1'];
    const basic = (email: string, password: string) => Buffer.from(`${email}:${password}`).toString('base64');
    secrets.push(basic(DEMO_EMAIL, DEMO_PASSWORD), basic(DEMO_EMAIL, 'wrong-password-1'));

    const b = await registerAndActivate(h, 'bravo@example.com', 'Lente-2026!');
    secrets.push(b.accessToken, b.refreshToken);
    for (let i = 0; i < 6; i += 1)
      await h.call('POST', '/api/auth/auth/login', {
        basic: { email: DEMO_EMAIL, password: 'wrong-password-1' },
      });
    h.ref.clock.advance(61_000);
    const a = await h.login();
    secrets.push(a.accessToken, a.refreshToken);
    const { home, silodam } = await locations(h, a.accessToken);
    await h.call('POST', '/dev/chaos', { body: { errorRate: 0.5, unauthorizedRate: 0.3, seed: 3 } });
    for (let i = 0; i < 6; i += 1)
      await h.call('POST', '/ticketing/trips/book', {
        token: a.accessToken,
        passNumber: DEMO_PASS,
        headers: { 'Idempotency-Key': `log-${i}` },
        body: bookingRequest(h, home, silodam, 3 + i),
      });
    await h.call('DELETE', '/dev/chaos');
    const rotated = await h.call('POST', '/api/auth/auth/refreshuser', {
      body: { refreshToken: a.refreshToken, username: DEMO_EMAIL },
    });
    secrets.push(
      rotated.body.Data.user.sessionTokens.accessToken,
      rotated.body.Data.user.sessionTokens.refreshToken,
    );
    // Reuse (logged as such, without the token).
    await h.call('POST', '/api/auth/auth/refreshuser', {
      body: { refreshToken: a.refreshToken, username: DEMO_EMAIL },
    });
    await h.call('POST', '/api/external/user-accounts/password/change', {
      token: b.accessToken,
      body: { email: 'bravo@example.com', oldPassword: 'Lente-2026!', password: 'Nieuw-2026!' },
    });
    await h.call('POST', '/api/external/user-accounts/password/send-reset-token', {
      body: { email: DEMO_EMAIL },
    });
    const code = (await h.call('GET', `/dev/outbox?to=${DEMO_EMAIL}`)).body[0].code;
    await h.call('POST', '/api/external/user-accounts/password/reset', {
      body: { email: DEMO_EMAIL, password: 'Nieuw-2026!', token: code },
    });
    await h.call('POST', '/api/external/user-accounts/request-delete', {
      token: b.accessToken,
      body: { email: 'bravo@example.com', password: 'Nieuw-2026!' },
    });
    // An expired token.
    h.ref.clock.advance(16 * 60_000);
    await h.call('GET', '/ticketing/users', { token: b.accessToken });

    const log = h.logs.join('\n');
    expect(h.logs.some((l) => l.startsWith('[chaos]'))).toBe(true);
    expect(h.logs.some((l) => l.startsWith('[auth]'))).toBe(true);
    for (const secret of secrets)
      expect(log, `a secret "${secret.slice(0, 6)}…" was logged`).not.toContain(secret);
    expect(log).not.toMatch(/Bearer|Basic [A-Za-z0-9+/=]{8}/);
  });
});

describe('production', () => {
  it('has no /dev routes at all (404), including chaos mode', async () => {
    const h = createHarness({ production: true });
    const paths: [string, string][] = [
      ['GET', '/dev/outbox'],
      ['POST', '/dev/reset'],
      ['GET', '/dev/pass-numbers'],
      ['GET', '/dev/clock'],
      ['POST', '/dev/clock'],
      ['DELETE', '/dev/clock'],
      ['GET', '/dev/chaos'],
      ['POST', '/dev/chaos'],
      ['DELETE', '/dev/chaos'],
      ['GET', '/dev/region'],
      ['GET', '/dev/anything'],
    ];
    for (const [method, path] of paths) {
      const body = method === 'POST' ? JSON.stringify({ errorRate: 1 }) : undefined;
      const res = await h.ref.app.fetch(
        new Request(`http://localhost${path}`, {
          method,
          body,
          headers: { 'Content-Type': 'application/json' },
        }),
      );
      expect(res.status, `${method} ${path}`).toBe(404);
    }
    expect((await h.call('GET', '/ticketing/regions/public')).status).toBe(200);
    expect((await h.login()).accessToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});
