import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { PASS_LOCK_S, PASS_MAX_FAILURES, REGISTRATION_CLIENT_MAX } from '../../server/lib/attempt-limits';
import { mountBuiltApp } from '../../server/static-app';
import { DEMO_EMAIL, FREE_PASSES } from '../../server/seed';
import { createHarness, expectError, registerAndActivate, twoLocations, type Harness } from './harness';

// The second half of tests/server/attacker-second-round.test.ts (its set-up repeated), so that no file passes 450 lines.

/*
 * The reference APIs against a determined attacker, second round: checktoken needs the e-mail and answers every
 * refusal alike; client limits count networks (IPv4 address, IPv6 /64) and trust X-Forwarded-For only from
 * TRUSTED_PROXIES; device cookies keep a stranger from locking the owner's browser out; bodies are limited while
 * they stream; passwords hash off the event loop and successful logins are limited; logout ends the session on
 * the server; registration tells nothing about existing accounts and is capped; the pass-number lock is per pass;
 * free text is NFC without control, bidi or zero-width characters; follow, asset and API headers.
 */

const LOGOUT = '/api/auth/auth/logout';
const REFRESH = '/api/auth/auth/refreshuser';
const REGISTER = '/api/external/user-profiles';
const PASS = '/ticketing/users/passNumber';
const PLACES = '/ticketing/users/saved-places';
const MINUTE_MS = 60_000;

const registration = (email: string, extra: Record<string, unknown> = {}) => ({
  email,
  password: 'Lente-2026!',
  firstName: 'Nieuw',
  surname: 'Lid',
  phone: '0612345678',
  newsletter: false,
  terms: true,
  language: 'en-US',
  regionId: 20,
  ...extra,
});

describe('logout on the server', () => {
  it('revokes the refresh-token family: the refresh token (and access token) answer 401 afterwards', async () => {
    const h = createHarness();
    const first = await h.login();
    const refreshed = await h.call('POST', REFRESH, {
      body: { refreshToken: first.refreshToken, username: DEMO_EMAIL },
    });
    const tokens = refreshed.body.Data.user.sessionTokens as { accessToken: string; refreshToken: string };
    const other = await h.login(); // another device of the same traveller
    const out = await h.call('POST', LOGOUT, {
      body: { refreshToken: tokens.refreshToken, username: DEMO_EMAIL },
    });
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ Data: { success: true } });
    expectError(
      await h.call('POST', REFRESH, { body: { refreshToken: tokens.refreshToken, username: DEMO_EMAIL } }),
      401,
    );
    expectError(await h.call('GET', '/ticketing/users', { token: tokens.accessToken }), 401);
    expect((await h.call('GET', '/ticketing/users', { token: other.accessToken })).status).toBe(200);
    // An unknown token, or one named with another username, answers alike and revokes nothing.
    const unknown = await h.call('POST', LOGOUT, {
      body: { refreshToken: 'x'.repeat(43), username: DEMO_EMAIL },
    });
    expect(unknown.body).toEqual({ Data: { success: true } });
    const foreign = await h.call('POST', LOGOUT, {
      body: { refreshToken: other.refreshToken, username: 'iemand@example.com' },
    });
    expect(foreign.status).toBe(200);
    expect((await h.call('GET', '/ticketing/users', { token: other.accessToken })).status).toBe(200);
  });
});

describe('registration', () => {
  it('answers an e-mail that has an account exactly like a new one, and mails its owner instead', async () => {
    const h = createHarness();
    const fresh = await h.call('POST', REGISTER, { body: registration('nieuw@example.com') });
    const taken = await h.call('POST', REGISTER, { body: registration(DEMO_EMAIL.toUpperCase()) });
    expect(taken.status).toBe(201);
    expect(taken.body).toEqual(fresh.body);
    const outbox = (await h.call('GET', `/dev/outbox?to=${encodeURIComponent(DEMO_EMAIL)}`)).body as {
      kind: string;
    }[];
    expect(outbox.map((m) => m.kind)).toEqual(['registrationAttempt']);
    expect(h.logs.join('\n')).toContain('Someone tried to register with your e-mail address');
    await h.login(); // the account is unchanged
  });

  it(`caps registrations per client: the ${REGISTRATION_CLIENT_MAX + 1}th within an hour is 429 with Retry-After`, async () => {
    const h = createHarness();
    for (let i = 0; i < REGISTRATION_CLIENT_MAX; i += 1)
      expect((await h.call('POST', REGISTER, { body: registration(`lid${i}@example.com`) })).status).toBe(
        201,
      );
    const refused = await h.call('POST', REGISTER, { body: registration('nog-een@example.com') });
    expectError(refused, 429, 'TooManyRegistrations');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    const sent = (await h.call('GET', '/dev/outbox?to=nog-een@example.com')).body as unknown[];
    expect(sent).toEqual([]);
    h.ref.clock.advance(61 * MINUTE_MS);
    expect((await h.call('POST', REGISTER, { body: registration('nog-een@example.com') })).status).toBe(201);
  });
});

describe('pass numbers', () => {
  it('locks a pass for 24 h at the 5th refused try from any accounts together', async () => {
    const h = createHarness();
    const pass = FREE_PASSES[0];
    const [y, m, d] = pass.dateOfBirth.split('-');
    const right = `${d}-${m}-${y}`;
    const a = await registerAndActivate(h, 'raad-a@example.com');
    const b = await registerAndActivate(h, 'raad-b@example.com');
    const attempt = (token: string, dateOfBirth: string) =>
      h.call('PATCH', PASS, { token, body: { passNumber: pass.passNumber, dateOfBirth } });
    for (let i = 0; i < 3; i += 1) expectError(await attempt(a.accessToken, `0${i + 1}-01-1900`), 400);
    expectError(await attempt(b.accessToken, '05-01-1900'), 400, 'InvalidPassNumber');
    expectError(await attempt(b.accessToken, '06-01-1900'), 429, 'PassNumberLocked');
    const locked = await attempt(a.accessToken, right);
    expectError(locked, 429, 'PassNumberLocked');
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(PASS_LOCK_S - 60);
    const c = await registerAndActivate(h, 'raad-c@example.com');
    expectError(await attempt(c.accessToken, right), 429, 'PassNumberLocked');
    expect(PASS_MAX_FAILURES).toBe(5);
  });
});

describe('free text', () => {
  const place = async (h: Harness, token: string, name: string) => {
    const { from } = await twoLocations(h, token);
    return h.call('POST', PLACES, { token, body: { name, location: from } });
  };

  it.each([
    ['NUL', 'Thuis\u0000'],
    ['BEL', 'Thu\u0007is'],
    ['CR/LF', 'Thuis\r\nBoven'],
    ['C1', 'Thuis\u0085'],
    ['a right-to-left override', '\u202eThuis'],
    ['an isolate', 'Th\u2067uis'],
    ['a zero-width space', 'Thu\u200bis'],
    ['a zero-width joiner', 'Thu\u200dis'],
    ['a BOM', '\ufeffThuis'],
  ])('refuses a saved-place name with %s: 400 InvalidText, nothing saved', async (_label, name) => {
    const h = createHarness();
    const { accessToken } = await h.login();
    const res = await place(h, accessToken, name);
    expectError(res, 400, 'InvalidText');
    expect(res.body.detail).toMatch(/name/);
    expect((await h.call('GET', PLACES, { token: accessToken })).body.data).toEqual([]);
  });

  it('stores names in NFC; refuses control characters in aliases and profile names with a clear message', async () => {
    const h = createHarness();
    const { accessToken } = await h.login();
    const decomposed = 'Cafe\u0301 de Hoek';
    const saved = await place(h, accessToken, decomposed);
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    expect(saved.body.data.name).toBe('Café de Hoek');
    expect(saved.body.data.name).toBe(decomposed.normalize('NFC'));
    const profile = await h.call('PATCH', '/ticketing/users', {
      token: accessToken,
      body: { firstName: 'Jan\nJansen' },
    });
    expectError(profile, 400, 'InvalidText');
    expect(profile.body.errors[0].description).toMatch(/not allowed/);
    const dutch = await h.call('PATCH', '/ticketing/users', {
      token: accessToken,
      headers: { 'Accept-Language': 'nl-NL' },
      body: { firstName: 'Jan\u202e' },
    });
    expect(dutch.body.errors[0].description).toMatch(/niet zijn toegestaan/);
    const registered = await h.call('POST', REGISTER, {
      body: registration('stuur@example.com', { surname: 'Lid\u0000' }),
    });
    expectError(registered, 400, 'InvalidText');
  });
});

describe('free text that may span lines', () => {
  it('strips control, bidi and zero-width characters from trip feedback (line breaks become spaces)', async () => {
    const h = createHarness();
    const { accessToken } = await h.login();
    const id = 'RT-DEMO0002'; // completed, not rated yet (server/seed.ts)
    const res = await h.call('POST', `/ticketing/trips/${id}/feedback`, {
      token: accessToken,
      body: {
        externalTripId: id,
        tripFeedback: {
          rating: 4,
          feedback: 'Prima\r\nrit,\u200b vriendelijke\u202e chauffeur\u0000. Cafe\u0301',
          platformType: 'Web',
          appVersion: '1',
        },
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.feedback.feedback).toBe('Prima rit, vriendelijke chauffeur. Café');
  });
});

describe('headers', () => {
  it('answers a follow link that does not work with Cache-Control: no-store', async () => {
    const h = createHarness();
    const res = await h.call('GET', `/ticketing/follow/${'A'.repeat(43)}`);
    expect(res.status).toBe(404);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('sends X-Content-Type-Options: nosniff with every API answer (success, error, 413)', async () => {
    const h = createHarness();
    const answers = [
      await h.call('GET', '/ticketing/regions/public'),
      await h.call('GET', '/ticketing/users'),
      await h.call('GET', '/api/auth/auth/getpasswordpolicy'),
      await h.call('GET', '/ticketing/nothing-here'),
      await h.call('POST', REGISTER, { rawBody: 'x'.repeat(70_000) }),
    ];
    expect(answers.map((r) => [r.status, r.headers.get('x-content-type-options')])).toEqual([
      [200, 'nosniff'],
      [401, 'nosniff'],
      [200, 'nosniff'],
      [404, 'nosniff'],
      [413, 'nosniff'],
    ]);
  });

  it('answers a missing /assets/ file 404 with no-store, never index.html', async () => {
    const dist = `.data/assets-404-test-${process.pid}`;
    mkdirSync(join(dist, 'assets'), { recursive: true });
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>app</title>');
    writeFileSync(join(dist, 'assets', 'app-abc123.js'), 'export {};\n');
    const ref = createApp({
      dbPath: ':memory:',
      production: true,
      appOrigin: 'http://localhost',
      log: () => {},
    });
    mountBuiltApp(ref.app, dist);
    try {
      const missing = await ref.app.fetch(new Request('http://localhost/assets/app-old999.js'));
      expect(missing.status).toBe(404);
      expect(missing.headers.get('cache-control')).toBe('no-store');
      expect(await missing.text()).not.toContain('<!doctype html>');
      const present = await ref.app.fetch(new Request('http://localhost/assets/app-abc123.js'));
      expect(present.status).toBe(200);
      expect(present.headers.get('cache-control')).toMatch(/immutable/);
      const route = await ref.app.fetch(new Request('http://localhost/follow/abc'));
      expect(route.status).toBe(200);
    } finally {
      ref.close();
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
