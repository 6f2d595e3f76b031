import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_EMAIL } from '../../server/seed';
import { OPERATION_IDS, createHarness, expectError, type Harness } from './harness';

/* Contract tests of the Account API (openapi/account.yaml): for every operation a happy path whose response
 * validates against the spec (driving the real register → activate → login → reset flows, codes read from the
 * dev outbox), and a malformed request that gets 400 with the Error shape. Tests share one server, in order. */

const NEW_USER = {
  email: 'nieuw@example.com',
  password: 'Zomer-2026!',
  firstName: 'Nina',
  surname: 'Nieuw',
  phone: '0611122233',
  newsletter: false,
  terms: true,
  language: 'nl-NL',
  regionId: 20,
};

describe('Account API contract', () => {
  let h: Harness;
  let demoToken: string;

  const latestCode = async (email: string, kind: 'activation' | 'passwordReset') => {
    const res = await h.call('GET', `/dev/outbox?to=${encodeURIComponent(email)}`);
    const message = (res.body as { kind: string; code: string }[]).find((m) => m.kind === kind);
    expect(message, `no ${kind} code for ${email}`).toBeDefined();
    return message!.code;
  };

  beforeAll(async () => {
    h = createHarness();
    demoToken = (await h.login()).accessToken;
  });

  it('login returns session tokens for the demo traveller', async () => {
    const res = await h.call('POST', '/api/auth/auth/login', {
      basic: { email: 'demo@example.com', password: 'Welkom-2026!' },
    });
    expect(res.status).toBe(200);
    expect(res.body.Data.user.username).toBe('demo@example.com');
    expect(res.body.Data.user.sessionTokens.accessToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(res.body.Data.user.sessionTokens.expiresIn).toBe(900);
  });
  it('login rejects a bad X-Platform-Type with 400', async () => {
    expectError(
      await h.call('POST', '/api/auth/auth/login', {
        basic: { email: 'demo@example.com', password: 'Welkom-2026!' },
        headers: { 'X-Platform-Type': 'Desktop' },
      }),
      400,
    );
  });
  it('login with a wrong password is 401 InvalidCredentials', async () => {
    expectError(
      await h.call('POST', '/api/auth/auth/login', {
        basic: { email: 'demo@example.com', password: 'wrong' },
      }),
      401,
      'InvalidCredentials',
    );
  });

  it('refreshUser exchanges the refresh token', async () => {
    const tokens = await h.login();
    const res = await h.call('POST', '/api/auth/auth/refreshuser', {
      body: { refreshToken: tokens.refreshToken, username: 'demo@example.com' },
    });
    expect(res.status).toBe(200);
    expect(res.body.Data.user.sessionTokens.refreshToken).not.toBe(tokens.refreshToken);
  });
  it('refreshUser rejects a body without username with 400', async () => {
    expectError(
      await h.call('POST', '/api/auth/auth/refreshuser', { body: { refreshToken: 'abc' } }),
      400,
      'InvalidBody',
    );
  });

  it('getPasswordPolicy returns the policy', async () => {
    const res = await h.call('GET', '/api/auth/auth/getpasswordpolicy');
    expect(res.status).toBe(200);
    expect(res.body.Data).toEqual({
      minimumLength: 8,
      requireLowercase: true,
      requireUppercase: true,
      requireNumbers: true,
      requireSymbols: true,
      maximumConsecutiveCharacters: 3,
    });
  });
  it('getPasswordPolicy rejects a bad X-Region-Id with 400', async () => {
    expectError(
      await h.call('GET', '/api/auth/auth/getpasswordpolicy', { headers: { 'X-Region-Id': 'x' } }),
      400,
    );
  });

  it('registerUser creates an inactive account and sends an activation code', async () => {
    const res = await h.call('POST', '/api/external/user-profiles', { body: NEW_USER });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ Data: { success: true } });
    expect(await latestCode(NEW_USER.email, 'activation')).toMatch(/^\d{6}$/);
    // The right password of an unactivated account answers like a wrong one (no account oracle).
    expectError(
      await h.call('POST', '/api/auth/auth/login', {
        basic: { email: NEW_USER.email, password: NEW_USER.password },
      }),
      401,
      'InvalidCredentials',
    );
  });
  it('registerUser rejects a short phone with 400', async () => {
    expectError(
      await h.call('POST', '/api/external/user-profiles', {
        body: { ...NEW_USER, email: 'x@example.com', phone: '06123' },
      }),
      400,
      'InvalidBody',
    );
  });
  it('registerUser answers an existing email like a new one (201, never 409 UserAlreadyExists)', async () => {
    const res = await h.call('POST', '/api/external/user-profiles', { body: NEW_USER });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ Data: { success: true } });
  });
  it('registerUser refuses a password that breaks the policy', async () => {
    expectError(
      await h.call('POST', '/api/external/user-profiles', {
        body: { ...NEW_USER, email: 'weak@example.com', password: 'aaaaBBBB1!' },
      }),
      400,
      'PasswordPolicy',
    );
  });

  it('renewActivationToken sends a new code and the old one stops working', async () => {
    const old = await latestCode(NEW_USER.email, 'activation');
    const res = await h.call('POST', '/api/external/user-accounts/activation-token/renew', {
      body: { email: NEW_USER.email },
    });
    expect(res.status).toBe(200);
    const fresh = await latestCode(NEW_USER.email, 'activation');
    if (fresh !== old) {
      expectError(
        await h.call('POST', '/api/external/user-accounts/activate', {
          body: { email: NEW_USER.email, token: old },
        }),
        400,
        'InvalidToken',
      );
    }
  });
  it('renewActivationToken rejects an invalid email with 400', async () => {
    expectError(
      await h.call('POST', '/api/external/user-accounts/activation-token/renew', { body: { email: 'nope' } }),
      400,
    );
  });

  it('activateAccount activates with the code; then login works', async () => {
    const code = await latestCode(NEW_USER.email, 'activation');
    const res = await h.call('POST', '/api/external/user-accounts/activate', {
      body: { email: NEW_USER.email, token: code },
    });
    expect(res.status).toBe(200);
    await h.login(NEW_USER.email, NEW_USER.password);
  });
  it('activateAccount rejects a non-numeric code with 400', async () => {
    expectError(
      await h.call('POST', '/api/external/user-accounts/activate', {
        body: { email: NEW_USER.email, token: '12ab56' },
      }),
      400,
      'InvalidBody',
    );
  });

  it('getCurrentUserProfile returns the profile', async () => {
    const res = await h.call('GET', '/api/external/user-profiles/current', { token: demoToken });
    expect(res.status).toBe(200);
    expect(res.body.Data).toMatchObject({
      email: 'demo@example.com',
      firstName: 'Demo',
      surname: 'Reiziger',
      language: 'nl-NL',
      address: { postCode: '1013 AE' },
    });
    expect(res.body.Data.passNumbers).toEqual([
      { passNumber: '2001000101', alias: 'Eigen pas' },
      { passNumber: '2001000102', alias: 'Begeleider' },
    ]);
  });
  it('getCurrentUserProfile rejects a bad X-Platform-Type with 400', async () => {
    expectError(
      await h.call('GET', '/api/external/user-profiles/current', {
        token: demoToken,
        headers: { 'X-Platform-Type': 'Fax' },
      }),
      400,
    );
  });

  it('sendPasswordResetToken sends a reset code', async () => {
    const res = await h.call('POST', '/api/external/user-accounts/password/send-reset-token', {
      body: { email: NEW_USER.email },
    });
    expect(res.status).toBe(200);
    expect(await latestCode(NEW_USER.email, 'passwordReset')).toMatch(/^\d{6}$/);
  });
  it('sendPasswordResetToken rejects an empty body with 400', async () => {
    expectError(
      await h.call('POST', '/api/external/user-accounts/password/send-reset-token', { body: {} }),
      400,
    );
  });

  it('checkToken answers null for a valid code and a message for a wrong one', async () => {
    const code = await latestCode(NEW_USER.email, 'passwordReset');
    const res = await h.call('POST', '/api/userprofile/userprofile/checktoken', {
      body: { token: code, email: NEW_USER.email },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ Data: { errorMessage: null } });
    const wrong = await h.call('POST', '/api/userprofile/userprofile/checktoken', {
      body: { token: code === '000000' ? '111111' : '000000', email: NEW_USER.email },
    });
    expect(wrong.body.Data.errorMessage).toBe(
      'This code is invalid or has expired. Please request a new code.',
    );
  });
  it('checkToken rejects a body without token with 400', async () => {
    expectError(
      await h.call('POST', '/api/userprofile/userprofile/checktoken', { body: { email: NEW_USER.email } }),
      400,
    );
  });

  it('resetPassword sets a new password with the code', async () => {
    const code = await latestCode(NEW_USER.email, 'passwordReset');
    const res = await h.call('POST', '/api/external/user-accounts/password/reset', {
      body: { email: NEW_USER.email, password: 'Herfst-2026?', token: code },
    });
    expect(res.status).toBe(200);
    await h.login(NEW_USER.email, 'Herfst-2026?');
    const again = await h.call('POST', '/api/external/user-accounts/password/reset', {
      body: { email: NEW_USER.email, password: 'Herfst-2027?', token: code },
    });
    expectError(again, 400, 'InvalidToken');
  });
  it('resetPassword rejects a 5-digit code with 400', async () => {
    expectError(
      await h.call('POST', '/api/external/user-accounts/password/reset', {
        body: { email: NEW_USER.email, password: 'Herfst-2026?', token: '12345' },
      }),
      400,
      'InvalidBody',
    );
  });

  it('changePassword changes the password of the signed-in user', async () => {
    const { accessToken } = await h.login(NEW_USER.email, 'Herfst-2026?');
    const res = await h.call('POST', '/api/external/user-accounts/password/change', {
      token: accessToken,
      body: { email: NEW_USER.email, oldPassword: 'Herfst-2026?', password: 'Winter-2026#' },
    });
    expect(res.status).toBe(200);
    await h.login(NEW_USER.email, 'Winter-2026#');
  });
  it('changePassword rejects a body without password with 400', async () => {
    expectError(
      await h.call('POST', '/api/external/user-accounts/password/change', {
        token: demoToken,
        body: { email: 'demo@example.com' },
      }),
      400,
    );
  });

  it('changeLanguage stores the language', async () => {
    const res = await h.call('POST', '/api/userprofile/userprofile/changelanguage', {
      token: demoToken,
      body: { language: 'en-US' },
    });
    expect(res.status).toBe(200);
    const profile = await h.call('GET', '/api/external/user-profiles/current', { token: demoToken });
    expect(profile.body.Data.language).toBe('en-US');
  });
  it('changeLanguage rejects fr-FR with 400', async () => {
    expectError(
      await h.call('POST', '/api/userprofile/userprofile/changelanguage', {
        token: demoToken,
        body: { language: 'fr-FR' },
      }),
      400,
      'InvalidBody',
    );
  });

  it('getReleaseNotes returns both seeded notes, the newest with a list and a link', async () => {
    const res = await h.call('GET', '/api/external/release-notes', { token: demoToken });
    expect(res.status).toBe(200);
    expect(res.body.Data.map((n: { version: string }) => n.version)).toEqual(['4.1.0', '4.0.0']);
    expect(res.body.Data[0].body).toMatch(/<ul>.*<li>.*<a href="https:\/\//s);
  });
  it('getReleaseNotes rejects a bad header with 400', async () => {
    expectError(
      await h.call('GET', '/api/external/release-notes', {
        token: demoToken,
        headers: { 'X-Region-Id': '2 0' },
      }),
      400,
    );
  });

  it('markReleaseNotesViewed hides the marked notes', async () => {
    const res = await h.call('POST', '/api/external/release-notes/bulk/mark-as-viewed', {
      token: demoToken,
      body: { ids: [2] },
    });
    expect(res.status).toBe(200);
    const notes = await h.call('GET', '/api/external/release-notes', { token: demoToken });
    expect(notes.body.Data.map((n: { id: number }) => n.id)).toEqual([1]);
  });
  it('markReleaseNotesViewed rejects an empty id list with 400', async () => {
    expectError(
      await h.call('POST', '/api/external/release-notes/bulk/mark-as-viewed', {
        token: demoToken,
        body: { ids: [] },
      }),
      400,
      'InvalidBody',
    );
  });

  it('requestAccountDeletion records the request for the own email', async () => {
    const { accessToken } = await h.login(NEW_USER.email, 'Winter-2026#');
    const res = await h.call('POST', '/api/external/user-accounts/request-delete', {
      token: accessToken,
      body: { email: NEW_USER.email, password: 'Winter-2026#' },
    });
    expect(res.status).toBe(200);
    expectError(
      await h.call('POST', '/api/external/user-accounts/request-delete', {
        token: accessToken,
        body: { email: 'demo@example.com', password: 'Winter-2026#' },
      }),
      403,
      'EmailMismatch',
    );
  });
  it('requestAccountDeletion rejects an invalid email with 400', async () => {
    expectError(
      await h.call('POST', '/api/external/user-accounts/request-delete', {
        token: demoToken,
        body: { email: 'demo', password: 'x' },
      }),
      400,
    );
  });

  it('logout answers success and refuses a body without refresh token with 400', async () => {
    const { refreshToken } = await h.login();
    const res = await h.call('POST', '/api/auth/auth/logout', {
      body: { refreshToken, username: DEMO_EMAIL },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ Data: { success: true } });
    expectError(await h.call('POST', '/api/auth/auth/logout', { body: { username: DEMO_EMAIL } }), 400);
  });

  it('exercised every Account operation with a 2xx and a 400', () => {
    const missing = OPERATION_IDS.account.filter((id) => {
      const statuses = [...(h.seen.get(id) ?? [])];
      return !statuses.some((s) => s >= 200 && s < 300) || !statuses.includes(400);
    });
    expect(missing).toEqual([]);
    expect(OPERATION_IDS.account).toHaveLength(16);
  });
});
