import { describe, expect, it } from 'vitest';
import { createHarness, expectError, registerAndActivate, type Harness } from './harness';

/*
 * Changing the password needs the current one (`oldPassword` required; a wrong one is 400
 * `InvalidCredentials` and changes nothing), and a change or a reset revokes the traveller's other sessions: other
 * devices must sign in again, the device that changed the password stays signed in.
 */

const EMAIL = 'wissel@example.com';
const OLD = 'Lente-2026!';
const NEW = 'Zomer-2027?';
const CHANGE = '/api/external/user-accounts/password/change';

/** Refreshes `tokens` as the app does; the status says whether the session is still alive. */
async function refresh(h: Harness, refreshToken: string) {
  return h.call('POST', '/api/auth/auth/refreshuser', { body: { refreshToken, username: EMAIL } });
}

/** Whether an access token still opens the profile. */
async function profileStatus(h: Harness, token: string) {
  return (await h.call('GET', '/api/external/user-profiles/current', { token })).status;
}

describe('password change', () => {
  it('requires the current password: without it 400 InvalidBody, a wrong one 400 InvalidCredentials', async () => {
    const h = createHarness();
    const { accessToken } = await registerAndActivate(h, EMAIL, OLD);
    expectError(
      await h.call('POST', CHANGE, { token: accessToken, body: { email: EMAIL, password: NEW } }),
      400,
      'InvalidBody',
    );
    expectError(
      await h.call('POST', CHANGE, {
        token: accessToken,
        body: { email: EMAIL, oldPassword: 'Raden-2026!', password: NEW },
      }),
      400,
      'InvalidCredentials',
    );
    // Nothing changed: the old password still logs in, the new one does not.
    await h.login(EMAIL, OLD);
    const wrong = await h.call('POST', '/api/auth/auth/login', { basic: { email: EMAIL, password: NEW } });
    expect(wrong.status).toBe(401);
  });

  it('revokes every other session; the device that changed it stays signed in and can refresh', async () => {
    const h = createHarness();
    const mine = await registerAndActivate(h, EMAIL, OLD);
    const other = await h.login(EMAIL, OLD);
    // The other device has refreshed once already: its whole family must go.
    const otherRotated = (await refresh(h, other.refreshToken)).body.Data.user.sessionTokens as {
      accessToken: string;
      refreshToken: string;
    };
    const res = await h.call('POST', CHANGE, {
      token: mine.accessToken,
      body: { email: EMAIL, oldPassword: OLD, password: NEW },
    });
    expect(res.status).toBe(200);

    expect(await profileStatus(h, mine.accessToken)).toBe(200);
    expect((await refresh(h, mine.refreshToken)).status).toBe(200);

    expect(await profileStatus(h, other.accessToken)).toBe(401);
    expect(await profileStatus(h, otherRotated.accessToken)).toBe(401);
    expect((await refresh(h, otherRotated.refreshToken)).status).toBe(401);

    await h.login(EMAIL, NEW);
  });

  it('a reset revokes every session of the traveller', async () => {
    const h = createHarness();
    const first = await registerAndActivate(h, EMAIL, OLD);
    const second = await h.login(EMAIL, OLD);
    await h.call('POST', '/api/external/user-accounts/password/send-reset-token', { body: { email: EMAIL } });
    const code = (await h.call('GET', `/dev/outbox?to=${EMAIL}`)).body.find(
      (m: { kind: string }) => m.kind === 'passwordReset',
    ).code as string;
    const reset = await h.call('POST', '/api/external/user-accounts/password/reset', {
      body: { email: EMAIL, password: NEW, token: code },
    });
    expect(reset.status).toBe(200);
    for (const session of [first, second]) {
      expect(await profileStatus(h, session.accessToken)).toBe(401);
      expect((await refresh(h, session.refreshToken)).status).toBe(401);
    }
    await h.login(EMAIL, NEW);
  });
});
