import { describe, expect, it } from 'vitest';
import {
  ADDRESS_BLOCK_S,
  ADDRESS_MAX_FAILURES,
  CODE_MAX_FAILURES,
  CODE_MAX_SENDS,
  PASS_LOCK_S,
  PASS_MAX_FAILURES,
} from '../../server/lib/attempt-limits';
import { DEMO_EMAIL, DEMO_PASSWORD, FREE_PASSES } from '../../server/seed';
import { createHarness, expectError, registerAndActivate, type CallResult, type Harness } from './harness';
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

/*
 * Attempt limits on every typed secret, and no oracle (activate: an unknown e-mail answers like a
 * wrong code). Each guessing test is a blind loop of at least 200 guesses that never succeeds, even where the loop
 * hits the right secret. Limits: server/lib/attempt-limits.ts.
 */

const RENEW = '/api/external/user-accounts/activation-token/renew';
/** checktoken's one answer to every refused code (wrong, expired, spent, unknown e-mail). */
const CHECK_REFUSED = 'This code is invalid or has expired. Please request a new code.';

function activatedAt(h: Harness, email: string): number | null {
  return h.ref.db
    .prepare<[string], { activated_at: number | null }>('SELECT activated_at FROM users WHERE email = ?')
    .get(email)!.activated_at;
}

describe('activation codes', () => {
  it('5 wrong codes spend the code: even the right one is refused (400 CodeSpent) until a new code is sent', async () => {
    const h = createHarness();
    await register(h, 'vijf@example.com');
    const right = await latestCode(h, 'vijf@example.com', 'activation');
    const activate = (token: string) =>
      h.call('POST', ACTIVATE, { body: { email: 'vijf@example.com', token } });
    for (let i = 0; i < CODE_MAX_FAILURES - 1; i += 1)
      expectError(await activate(guess(i, right)), 400, 'InvalidToken');
    const fifth = await activate(guess(CODE_MAX_FAILURES, right));
    expectError(fifth, 400, 'CodeSpent');
    expect(fifth.body.errors[0].description).toBe('Too many wrong codes. Please request a new code.');
    expectError(await activate(right), 400, 'CodeSpent');
    expect(activatedAt(h, 'vijf@example.com')).toBeNull();
    // A new code: the old one stays dead, the new one works at once.
    expect((await h.call('POST', RENEW, { body: { email: 'vijf@example.com' } })).status).toBe(200);
    const fresh = await latestCode(h, 'vijf@example.com', 'activation');
    if (fresh !== right) expectError(await activate(right), 400, 'InvalidToken');
    expect((await activate(fresh)).status).toBe(200);
  });

  it('answers CodeSpent in Dutch to a Dutch client', async () => {
    const h = createHarness();
    await register(h, 'nl@example.com');
    let last: CallResult | undefined;
    for (let i = 0; i < CODE_MAX_FAILURES; i += 1)
      last = await h.call('POST', ACTIVATE, {
        headers: { 'Accept-Language': 'nl-NL' },
        body: {
          email: 'nl@example.com',
          token: guess(i, await latestCode(h, 'nl@example.com', 'activation')),
        },
      });
    expectError(last!, 400, 'CodeSpent');
    expect(last!.body.errors[0].description).toBe(
      'Te vaak een verkeerde code ingevuld. Vraag een nieuwe code aan.',
    );
  });

  it(`a blind loop of ${GUESSES} codes never activates, even when it hits the right code; the address then gets 429`, async () => {
    const h = createHarness();
    await register(h, 'raden@example.com');
    const right = await latestCode(h, 'raden@example.com', 'activation');
    const answers: string[] = [];
    for (let i = 0; i < GUESSES; i += 1) {
      const token = i === 100 || i === GUESSES - 1 ? right : guess(i, right);
      const res = await h.call('POST', ACTIVATE, { body: { email: 'raden@example.com', token } });
      answers.push(codeOf(res));
      if (res.status === 429) expectRetryAfter(res, 'TooManyRequests', ADDRESS_BLOCK_S);
    }
    expect(answers).not.toContain('OK');
    expect(answers.slice(0, CODE_MAX_FAILURES - 1)).toEqual(
      Array(CODE_MAX_FAILURES - 1).fill('400 InvalidToken'),
    );
    expect(answers.slice(CODE_MAX_FAILURES - 1, ADDRESS_MAX_FAILURES)).toEqual(
      Array(ADDRESS_MAX_FAILURES - CODE_MAX_FAILURES + 1).fill('400 CodeSpent'),
    );
    expect(answers.slice(ADDRESS_MAX_FAILURES)).toEqual(
      Array(GUESSES - ADDRESS_MAX_FAILURES).fill('429 TooManyRequests'),
    );
    expect(activatedAt(h, 'raden@example.com')).toBeNull();
  });

  it('answers an unknown e-mail, an active account and a wrong code identically, try by try (no oracle)', async () => {
    const h = createHarness();
    await register(h, 'echt@example.com');
    const right = await latestCode(h, 'echt@example.com', 'activation');
    const sequence = async (email: string) => {
      const out: string[] = [];
      for (let i = 0; i < CODE_MAX_FAILURES + 2; i += 1) {
        const res = await h.call('POST', ACTIVATE, { body: { email, token: guess(i, right) } });
        out.push(`${res.status} ${JSON.stringify(res.body)}`);
      }
      return out;
    };
    const wrongCode = await sequence('echt@example.com');
    const unknown = await sequence('onbekend@example.com');
    const active = await sequence(DEMO_EMAIL);
    expect(unknown).toEqual(wrongCode);
    expect(active).toEqual(wrongCode);
    expect(wrongCode[0]).toMatch(/^400 .*"InvalidToken"/);
    expect(wrongCode.at(-1)).toMatch(/^400 .*"CodeSpent"/);
    // Renewing answers alike too, and restarts the tries for every address alike.
    for (const email of ['echt@example.com', 'onbekend@example.com', DEMO_EMAIL])
      expect((await h.call('POST', RENEW, { body: { email } })).body).toEqual({ Data: { success: true } });
    const first = await h.call('POST', ACTIVATE, {
      body: { email: 'onbekend@example.com', token: '000000' },
    });
    expectError(first, 400, 'InvalidToken');
  });

  it(`honours at most ${CODE_MAX_SENDS} new codes per e-mail per hour, answering success to every request`, async () => {
    const h = createHarness();
    await register(h, 'veel@example.com');
    const sent = () =>
      h.ref.db
        .prepare<[], { n: number }>("SELECT COUNT(*) AS n FROM outbox WHERE to_email = 'veel@example.com'")
        .get()!.n;
    for (let i = 0; i < CODE_MAX_SENDS + 3; i += 1)
      expect((await h.call('POST', RENEW, { body: { email: 'veel@example.com' } })).status).toBe(200);
    expect(sent()).toBe(1 + CODE_MAX_SENDS); // the registration's code and 5 renewals
    h.ref.clock.advance(61 * MINUTE_MS);
    await h.call('POST', RENEW, { body: { email: 'veel@example.com' } });
    expect(sent()).toBe(2 + CODE_MAX_SENDS);
  });
});

describe('password-reset codes', () => {
  it('wrong tries at checktoken and at reset count together; the 5th spends the code until a new one is sent', async () => {
    const h = createHarness();
    await h.call('POST', SEND_RESET, { body: { email: DEMO_EMAIL } });
    const right = await latestCode(h, DEMO_EMAIL, 'passwordReset');
    const check = (token: string) => h.call('POST', CHECK, { body: { email: DEMO_EMAIL, token } });
    const reset = (token: string) =>
      h.call('POST', RESET, { body: { email: DEMO_EMAIL, token, password: NEW_PASSWORD } });
    expect((await check(right)).body.Data.errorMessage).toBeNull();
    for (let i = 0; i < 2; i += 1)
      expect((await check(guess(i, right))).body.Data.errorMessage).toBe(CHECK_REFUSED);
    for (let i = 2; i < CODE_MAX_FAILURES - 1; i += 1)
      expectError(await reset(guess(i, right)), 400, 'InvalidToken');
    expectError(await reset(guess(CODE_MAX_FAILURES, right)), 400, 'CodeSpent');
    expect((await check(right)).body.Data.errorMessage).toBe(CHECK_REFUSED);
    const dutch = await h.call('POST', CHECK, {
      headers: { 'Accept-Language': 'nl-NL' },
      body: { email: DEMO_EMAIL, token: right },
    });
    expect(dutch.body.Data.errorMessage).toBe(
      'Deze code is ongeldig of verlopen. Vraag een nieuwe code aan.',
    );
    expectError(await reset(right), 400, 'CodeSpent');
    await h.login(DEMO_EMAIL, DEMO_PASSWORD); // the password did not change
    await h.call('POST', SEND_RESET, { body: { email: DEMO_EMAIL } });
    const fresh = await latestCode(h, DEMO_EMAIL, 'passwordReset');
    expect((await check(fresh)).body.Data.errorMessage).toBeNull();
    expect((await reset(fresh)).status).toBe(200);
    await h.login(DEMO_EMAIL, NEW_PASSWORD);
  });

  it(`a blind loop of ${GUESSES} codes via checktoken never validates, even when it hits the right code`, async () => {
    const h = createHarness();
    await h.call('POST', SEND_RESET, { body: { email: DEMO_EMAIL } });
    const right = await latestCode(h, DEMO_EMAIL, 'passwordReset');
    const answers: string[] = [];
    for (let i = 0; i < GUESSES; i += 1) {
      const token = i % 50 === 49 ? right : guess(i, right);
      const res = await h.call('POST', CHECK, { body: { email: DEMO_EMAIL, token } });
      answers.push(res.status === 200 ? String(res.body.Data.errorMessage) : codeOf(res));
      if (res.status === 429) expectRetryAfter(res, 'TooManyRequests', ADDRESS_BLOCK_S);
    }
    expect(answers).not.toContain('null');
    // Wrong, spent and right-but-spent codes answer alike.
    expect(new Set(answers.slice(0, ADDRESS_MAX_FAILURES))).toEqual(new Set([CHECK_REFUSED]));
    expect(new Set(answers.slice(ADDRESS_MAX_FAILURES))).toEqual(new Set(['429 TooManyRequests']));
  });

  it(`a blind loop of ${GUESSES} codes via reset never changes the password, even when it hits the right code`, async () => {
    const h = createHarness();
    await h.call('POST', SEND_RESET, { body: { email: DEMO_EMAIL } });
    const right = await latestCode(h, DEMO_EMAIL, 'passwordReset');
    const answers: string[] = [];
    for (let i = 0; i < GUESSES; i += 1) {
      const token = i % 40 === 39 ? right : guess(i, right);
      const res = await h.call('POST', RESET, {
        body: { email: DEMO_EMAIL, token, password: NEW_PASSWORD },
      });
      answers.push(codeOf(res));
    }
    expect(answers).not.toContain('OK');
    expect(new Set(answers)).toEqual(new Set(['400 InvalidToken', '400 CodeSpent', '429 TooManyRequests']));
    // Once the address block is over, the old password still opens the account and the new one does not.
    h.ref.clock.advance(ADDRESS_BLOCK_S * 1000);
    expect(
      (await h.call('POST', LOGIN, { basic: { email: DEMO_EMAIL, password: NEW_PASSWORD } })).status,
    ).toBe(401);
    await h.login(DEMO_EMAIL, DEMO_PASSWORD);
  });
});

describe('pass number + date of birth', () => {
  const FREE = FREE_PASSES[0]; // date of birth 1990-07-21
  const dmy = (iso: string) => iso.split('-').reverse().join('-');
  const dateGuess = (i: number) =>
    dmy(new Date(Date.UTC(1930, 0, 1) + i * 86_400_000).toISOString().slice(0, 10));

  it(`a blind loop of ${GUESSES} dates of birth for a free pass never links it, even with the right date; the pass is locked for 24 h`, async () => {
    const h = createHarness();
    const { accessToken } = await registerAndActivate(h, 'pasraden@example.com');
    await registerAndActivate(h, 'pasander@example.com');
    const attempt = (token: string, dateOfBirth: string) =>
      h.call('PATCH', PASS, { token, body: { passNumber: FREE.passNumber, dateOfBirth } });
    const answers: string[] = [];
    for (let i = 0; i < GUESSES; i += 1) {
      const res = await attempt(accessToken, i % 25 === 24 ? dmy(FREE.dateOfBirth) : dateGuess(i));
      answers.push(codeOf(res));
      if (res.status === 429 && res.body.errors[0].code === 'PassNumberLocked') {
        expectRetryAfter(res, 'PassNumberLocked', PASS_LOCK_S);
        expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(PASS_LOCK_S - 60);
      }
    }
    expect(answers).not.toContain('OK');
    expect(answers.slice(0, PASS_MAX_FAILURES - 1)).toEqual(
      Array(PASS_MAX_FAILURES - 1).fill('400 InvalidPassNumber'),
    );
    expect(answers.slice(PASS_MAX_FAILURES - 1, ADDRESS_MAX_FAILURES)).toEqual(
      Array(ADDRESS_MAX_FAILURES - PASS_MAX_FAILURES + 1).fill('429 PassNumberLocked'),
    );
    expect(new Set(answers.slice(ADDRESS_MAX_FAILURES))).toEqual(new Set(['429 TooManyRequests']));
    const owner = h.ref.db
      .prepare<[string], { owner_user_id: number | null }>(
        'SELECT owner_user_id FROM pass_registry WHERE pass_number = ?',
      )
      .get(FREE.passNumber)!.owner_user_id;
    expect(owner).toBeNull();

    // After the address block: still locked (23 h 59 min later too), and for every other account alike.
    h.ref.clock.advance(ADDRESS_BLOCK_S * 1000);
    const afterBlock = await h.login('pasraden@example.com', 'Lente-2026!');
    expectRetryAfter(
      await attempt(afterBlock.accessToken, dmy(FREE.dateOfBirth)),
      'PassNumberLocked',
      PASS_LOCK_S,
    );
    h.ref.clock.advance(PASS_LOCK_S * 1000 - ADDRESS_BLOCK_S * 1000 - 2 * MINUTE_MS);
    const fresh = await h.login('pasraden@example.com', 'Lente-2026!');
    expectRetryAfter(await attempt(fresh.accessToken, dmy(FREE.dateOfBirth)), 'PassNumberLocked', 120);
    const otherFresh = await h.login('pasander@example.com', 'Lente-2026!');
    expectRetryAfter(await attempt(otherFresh.accessToken, dmy(FREE.dateOfBirth)), 'PassNumberLocked', 120);
  });

  it('the lock ends 24 h after the 5th wrong date; the right date then links the pass', async () => {
    const h = createHarness();
    const { accessToken } = await registerAndActivate(h, 'geduld@example.com');
    const attempt = (token: string, dateOfBirth: string) =>
      h.call('PATCH', PASS, { token, body: { passNumber: FREE.passNumber, dateOfBirth } });
    for (let i = 0; i < PASS_MAX_FAILURES - 1; i += 1)
      expectError(await attempt(accessToken, dateGuess(i)), 400, 'InvalidPassNumber');
    expectRetryAfter(await attempt(accessToken, dateGuess(9)), 'PassNumberLocked', PASS_LOCK_S);
    h.ref.clock.advance(PASS_LOCK_S * 1000 - MINUTE_MS);
    const again = await h.login('geduld@example.com', 'Lente-2026!');
    expectRetryAfter(await attempt(again.accessToken, dmy(FREE.dateOfBirth)), 'PassNumberLocked', 60);
    h.ref.clock.advance(MINUTE_MS);
    const res = await attempt(again.accessToken, dmy(FREE.dateOfBirth));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  });
});
