import { waitFor } from 'xstate';
import { afterEach, describe, expect, it } from 'vitest';
import { unwrap, ApiError } from '../../src/api/errors';
import {
  createInProcessApp,
  sendUserData,
  signInDemo,
  userDataOf,
  type InProcessApp,
} from '../support/in-process';

let app: InProcessApp;
afterEach(() => app?.close());

/** Moves the reference server's clock past the access-token lifetime (15 min default). */
function expireTokens(app: InProcessApp) {
  app.server.clock.advance(16 * 60 * 1000);
}

describe('API middleware (product §7 headers, §4 refresh once)', () => {
  it('sends the §7 headers: bearer, pass number, language, platform Web, region 20, Api-Version 2', async () => {
    const seen: Request[] = [];
    app = createInProcessApp();
    const inner = app.server.app.fetch;
    app.server.app.fetch = ((request: Request, ...rest: unknown[]) => {
      seen.push(request.clone());
      return (inner as (r: Request, ...x: unknown[]) => Response | Promise<Response>)(request, ...rest);
    }) as typeof app.server.app.fetch;
    await signInDemo(app);
    sendUserData(app.runtime.auth, {
      type: 'passNumber.select',
      passNumber: userDataOf(app.runtime.auth).data.profile!.passNumbers[0]!.passNumber,
    });
    await unwrap(app.runtime.clients.ticketing.GET('/trips/next'));
    const last = seen.at(-1)!;
    expect(last.headers.get('Authorization')).toMatch(/^Bearer \S{20,}$/);
    expect(last.headers.get('X-Pass-Number')).toBe(app.runtime.auth.getSnapshot().context.passNumber);
    expect(last.headers.get('Accept-Language')).toBe('nl-NL');
    expect(last.headers.get('X-Platform-Type')).toBe('Web');
    expect(last.headers.get('X-Region-Id')).toBe('20');
    expect(last.headers.get('Api-Version')).toBe('2');
    const login = seen.find((r) => r.url.endsWith('/api/auth/auth/login'))!;
    expect(login.headers.get('Authorization')).toMatch(/^Basic /);
    expect(login.headers.get('Api-Version')).toBeNull();
  });

  it('five concurrent requests answered 401 cause exactly one refresh, and all five are replayed', async () => {
    app = createInProcessApp();
    await signInDemo(app);
    const before = app.runtime.auth.getSnapshot().context.accessToken;
    expireTokens(app);
    app.requests.length = 0;
    const results = await Promise.all(
      Array.from({ length: 5 }, () => unwrap(app.runtime.clients.ticketing.GET('/locations/user/recent'))),
    );
    expect(results).toHaveLength(5);
    for (const r of results) expect(Array.isArray(r.data)).toBe(true);
    expect(app.requests.filter((r) => r === 'POST /api/auth/auth/refreshuser')).toHaveLength(1);
    // 5 rejected + 5 replayed
    expect(app.requests.filter((r) => r === 'GET /ticketing/locations/user/recent')).toHaveLength(10);
    const after = app.runtime.auth.getSnapshot();
    expect(after.matches({ signedIn: 'active' })).toBe(true);
    expect(after.context.accessToken).not.toBe(before);
  });

  it('a failed refresh logs out: requests fail with 401 and the stored session is cleared', async () => {
    app = createInProcessApp();
    await signInDemo(app);
    expect(app.storage.length).toBe(1);
    expireTokens(app);
    // Refresh tokens are single-use: burn the current one so the app's refresh is refused.
    const { refreshToken, username } = app.runtime.auth.getSnapshot().context;
    const burn = await app.server.app.fetch(
      new Request('http://localhost/api/auth/auth/refreshuser', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ refreshToken, username }),
      }),
    );
    expect(burn.status).toBe(200);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 3 }, () => unwrap(app.runtime.clients.ticketing.GET('/trips/next'))),
    );
    for (const o of outcomes) {
      expect(o.status).toBe('rejected');
      expect((o as PromiseRejectedResult).reason).toBeInstanceOf(ApiError);
      expect(((o as PromiseRejectedResult).reason as ApiError).status).toBe(401);
    }
    const snapshot = await waitFor(app.runtime.auth, (s) => s.matches('signedOut'));
    expect(snapshot.context.accessToken).toBeNull();
    expect(snapshot.context.passNumber).toBeNull();
    expect(app.storage.length).toBe(0);
    expect(app.requests.filter((r) => r === 'POST /api/auth/auth/refreshuser')).toHaveLength(1);
  });

  it('a wrong password is not retried and maps to login.invalidForm', async () => {
    app = createInProcessApp();
    await waitFor(app.runtime.auth, (s) => !s.matches('restoring'));
    app.runtime.auth.send({ type: 'login.submit', email: 'demo@example.com', password: 'wrong-Password1!' });
    const s = await waitFor(
      app.runtime.auth,
      (s) => s.matches({ signedOut: 'idle' }) && s.context.error !== null,
    );
    expect(s.context.error?.key).toBe('login.invalidForm');
    expect(app.requests.filter((r) => r.includes('refreshuser'))).toHaveLength(0);
  });
});
