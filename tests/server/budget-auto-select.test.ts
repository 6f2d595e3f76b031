import { describe, expect, it } from 'vitest';
import {
  DEMO_PASS,
  DEMO_PASS_2,
  createHarness,
  expectError,
  registerAndActivate,
  seededRemainingKm,
} from './harness';

/* GET /users/budget without X-Pass-Number (product §4.5 "exactly one is auto-selected"; the app asks for the
 * budget in the same batch as the profile): a user with exactly one pass number gets that pass's budget, with none
 * or several the answer stays `{ data: null }`. Over HTTP against the in-process reference server; every
 * response is validated against openapi/ticketing.yaml by the harness. */

/** reiziger@example.com has exactly one pass number (server/seed.ts). */
const ONE_PASS = { email: 'reiziger@example.com', password: 'Welkom-2026!', passNumber: '2001000109' };

describe('GET /users/budget without X-Pass-Number', () => {
  it("answers the only pass number's budget for a traveller with exactly one", async () => {
    const h = createHarness();
    const { accessToken } = await h.login(ONE_PASS.email, ONE_PASS.password);
    const profile = await h.call('GET', '/ticketing/users', { token: accessToken });
    expect(profile.body.data.passNumbers.map((p: { passNumber: string }) => p.passNumber)).toEqual([
      ONE_PASS.passNumber,
    ]);
    const implicit = await h.call('GET', '/ticketing/users/budget', { token: accessToken });
    expect(implicit.status).toBe(200);
    expect(implicit.body.data).toMatchObject({
      passNumber: ONE_PASS.passNumber,
      remaining: seededRemainingKm(ONE_PASS.passNumber),
    });
    const explicit = await h.call('GET', '/ticketing/users/budget', {
      token: accessToken,
      passNumber: ONE_PASS.passNumber,
    });
    expect(explicit.body).toEqual(implicit.body);
  });

  it('answers null for a traveller with several pass numbers, and the remaining one after deleting the other', async () => {
    const h = createHarness();
    const { accessToken: token } = await h.login();
    expect((await h.call('GET', '/ticketing/users/budget', { token })).body).toEqual({ data: null });
    // With the header the choice is the traveller's, as before.
    expect(
      (await h.call('GET', '/ticketing/users/budget', { token, passNumber: DEMO_PASS_2 })).body.data,
    ).toMatchObject({ passNumber: DEMO_PASS_2 });
    const removed = await h.call('DELETE', `/ticketing/users/passnumber/${DEMO_PASS_2}`, { token });
    expect(removed.status).toBe(200);
    expect((await h.call('GET', '/ticketing/users/budget', { token })).body.data).toMatchObject({
      passNumber: DEMO_PASS,
      remaining: seededRemainingKm(DEMO_PASS),
    });
  });

  it('answers null for a traveller without pass numbers', async () => {
    const h = createHarness();
    const { accessToken: token } = await registerAndActivate(h, 'zonder-pas@example.com');
    const res = await h.call('GET', '/ticketing/users/budget', { token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: null });
  });

  it("still refuses another traveller's pass number (403) and needs a bearer token (401)", async () => {
    const h = createHarness();
    const { accessToken: token } = await h.login(ONE_PASS.email, ONE_PASS.password);
    expectError(
      await h.call('GET', '/ticketing/users/budget', { token, passNumber: DEMO_PASS }),
      403,
      'PassNumberNotOwned',
    );
    expectError(await h.call('GET', '/ticketing/users/budget'), 401);
  });
});
