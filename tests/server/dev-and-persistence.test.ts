import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import {
  DEMO_PASS,
  bookingRequest,
  createHarness,
  expectError,
  seededRemainingKm,
  twoLocations,
} from './harness';

/* Dev-only QA endpoints, production mode without them, and persistence to a SQLite file. */

describe('dev endpoints', () => {
  it('lists outbox messages newest first for an address', async () => {
    const h = createHarness();
    await h.call('POST', '/api/external/user-accounts/password/send-reset-token', {
      body: { email: 'demo@example.com' },
    });
    await h.call('POST', '/api/external/user-accounts/password/send-reset-token', {
      body: { email: 'demo@example.com' },
    });
    const res = await h.call('GET', '/dev/outbox?to=demo@example.com');
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(2);
    expect(res.body[0]).toEqual({
      to: 'demo@example.com',
      kind: 'passwordReset',
      code: expect.stringMatching(/^\d{6}$/),
      sentAt: expect.any(String),
    });
    expect(h.logs.some((l) => l.includes(res.body[0].code))).toBe(true);
  });

  it('lists unassigned pass numbers with DD-MM-YYYY birth dates', async () => {
    const h = createHarness();
    const res = await h.call('GET', '/dev/pass-numbers');
    expect(res.body).toContainEqual({ passNumber: '2001000103', dateOfBirth: '21-07-1990' });
    expect(res.body.map((p: { passNumber: string }) => p.passNumber)).not.toContain(DEMO_PASS);
  });

  it('moves the server clock and back', async () => {
    const h = createHarness();
    const set = await h.call('POST', '/dev/clock', { body: { now: '2030-01-01T12:00:00Z' } });
    expect(set.status).toBe(200);
    expect(Math.abs(Date.parse(set.body.now) - Date.parse('2030-01-01T12:00:00Z'))).toBeLessThan(5_000);
    expect(h.ref.clock.now().getUTCFullYear()).toBe(2030);
    expectError(await h.call('POST', '/dev/clock', { body: { now: 'soon' } }), 400);
    const back = await h.call('DELETE', '/dev/clock');
    expect(back.body.offsetMs).toBe(0);
  });

  it('wipes and reseeds on reset', async () => {
    const h = createHarness();
    const { accessToken } = await h.login();
    const { from, to } = await twoLocations(h, accessToken);
    const booked = await h.call('POST', '/ticketing/trips/book', {
      token: accessToken,
      passNumber: DEMO_PASS,
      body: bookingRequest(h, from, to, 3),
    });
    expect(booked.status).toBe(200);
    const reset = await h.ref.app.fetch(new Request('http://localhost/dev/reset', { method: 'POST' }));
    expect(reset.status).toBe(204);
    expectError(await h.call('GET', '/ticketing/users', { token: accessToken }), 401);
    const fresh = await h.login();
    expectError(
      await h.call('GET', `/ticketing/trips/${booked.body.data.trip.externalTripId}`, {
        token: fresh.accessToken,
      }),
      404,
    );
    expect(
      (await h.call('GET', '/ticketing/users/budget', { token: fresh.accessToken, passNumber: DEMO_PASS }))
        .body.data.remaining,
    ).toBe(seededRemainingKm());
  });

  it('has no /dev routes in production', async () => {
    const h = createHarness({ production: true });
    expect((await h.ref.app.fetch(new Request('http://localhost/dev/outbox'))).status).toBe(404);
    expect((await h.call('GET', '/ticketing/regions/public')).status).toBe(200);
  });
});

describe('persistence', () => {
  it('keeps data in the SQLite file across restarts and seeds only once', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'reference-db-'));
    const dbPath = join(dir, 'nested', 'reference.sqlite');
    try {
      const first = createApp({ dbPath, log: () => undefined });
      first.db.prepare("UPDATE users SET first_name = 'Persisted' WHERE email = 'demo@example.com'").run();
      const users = first.db.prepare('SELECT COUNT(*) AS n FROM users').get();
      first.close();
      const second = createApp({ dbPath, log: () => undefined });
      expect(
        second.db.prepare("SELECT first_name FROM users WHERE email = 'demo@example.com'").get(),
      ).toEqual({ first_name: 'Persisted' });
      expect(second.db.prepare('SELECT COUNT(*) AS n FROM users').get()).toEqual(users);
      second.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
