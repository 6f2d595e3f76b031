import { describe, expect, it } from 'vitest';
import { createHarness, expectError, registerAndActivate } from './harness';

/*
 * The reference server stores a deletion request, so the app can say on later visits that it is
 * pending: request-delete answers the recorded instant, and GET /ticketing/users carries `deletionRequestedAt`
 * (null until a request is made). A repeated request keeps the first one's time; the account keeps working. The
 * request needs the current password: an access token alone cannot ask for the deletion.
 */

const EMAIL = 'weg@example.com';
const REQUEST = '/api/external/user-accounts/request-delete';

describe('account deletion request', () => {
  it('is stored and shown in GET /users until the operator deletes the account', async () => {
    const h = createHarness();
    const { accessToken: token } = await registerAndActivate(h, EMAIL);
    const before = await h.call('GET', '/ticketing/users', { token });
    expect(before.status).toBe(200);
    expect(before.body.data.deletionRequestedAt).toBeNull();

    const first = await h.call('POST', REQUEST, { token, body: { email: EMAIL, password: 'Lente-2026!' } });
    expect(first.status).toBe(200);
    const at = first.body.Data.deletionRequestedAt as string;
    expect(first.body.Data.success).toBe(true);
    expect(Number.isNaN(Date.parse(at))).toBe(false);

    h.ref.clock.advance(2 * 60_000); // within the access token's life
    const again = await h.call('POST', REQUEST, { token, body: { email: EMAIL, password: 'Lente-2026!' } });
    expect(again.status).toBe(200);
    expect(again.body.Data.deletionRequestedAt).toBe(at);

    const after = await h.call('GET', '/ticketing/users', { token });
    expect(after.status).toBe(200);
    expect(after.body.data.deletionRequestedAt).toBe(at);
  });

  it('needs the current password: without it 400 InvalidBody, a wrong one 400 InvalidCredentials, nothing recorded', async () => {
    const h = createHarness();
    const { accessToken: token } = await registerAndActivate(h, EMAIL);
    expectError(await h.call('POST', REQUEST, { token, body: { email: EMAIL } }), 400, 'InvalidBody');
    expectError(
      await h.call('POST', REQUEST, { token, body: { email: EMAIL, password: 'Zomer-2026!' } }),
      400,
      'InvalidCredentials',
    );
    const after = await h.call('GET', '/ticketing/users', { token });
    expect(after.body.data.deletionRequestedAt).toBeNull();
    // Its wrong tries share the login's limit: the 5th locks, then even the right password is refused.
    for (let i = 0; i < 4; i += 1)
      await h.call('POST', REQUEST, { token, body: { email: EMAIL, password: `Fout-${i}!` } });
    expectError(
      await h.call('POST', REQUEST, { token, body: { email: EMAIL, password: 'Lente-2026!' } }),
      429,
      'TooManyAttempts',
    );
    expect((await h.call('GET', '/ticketing/users', { token })).body.data.deletionRequestedAt).toBeNull();
  });
});
