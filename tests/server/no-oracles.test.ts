import { describe, expect, it } from 'vitest';
import { DEMO_PASSES } from '../../server/seed';
import { createHarness, registerAndActivate } from './harness';

/*
 * No oracles: PATCH /users/passNumber answers a wrong date of birth and a pass that belongs to
 * someone else identically (status, code and description), so a blind loop over dates of birth learns nothing
 * about another traveller; the attempt limits that stop the loop count every refusal alike.
 * (Before: a right date answered 409 PassNumberInUse, a wrong one 400.)
 */

const OWNED = DEMO_PASSES[0]; // the demo traveller's pass, date of birth 1984-03-15
const dmy = (iso: string) => iso.split('-').reverse().join('-');

describe('pass number + date of birth: no oracle', () => {
  it('answers the right date of birth of another traveller’s pass exactly like a wrong one', async () => {
    const h = createHarness();
    const { accessToken } = await registerAndActivate(h, 'raden@example.com');
    const attempt = async (dateOfBirth: string) => {
      const res = await h.call('PATCH', '/ticketing/users/passNumber', {
        token: accessToken,
        body: { passNumber: OWNED.passNumber, dateOfBirth },
      });
      return { status: res.status, body: res.body };
    };
    const right = await attempt(dmy(OWNED.dateOfBirth));
    const wrong = await attempt('01-01-1990');
    expect(right.status).toBe(400);
    expect(right.body).toEqual(wrong.body);
    expect(right.body.errors[0].code).toBe('InvalidPassNumber');
  });

  it('a blind loop of 400 dates of birth against another traveller’s pass answers the right date like its neighbours', async () => {
    const h = createHarness();
    const { accessToken } = await registerAndActivate(h, 'lus@example.com');
    const answers: string[] = [];
    const start = Date.UTC(1983, 0, 1);
    // The real date (1984-03-15) is tried 3rd, before the attempt limits step in, and last.
    const right = (day: number) => day === 2 || day === 399;
    for (let day = 0; day < 400; day += 1) {
      // 1983-01-01 … 1984-02-04: the pass's real date (1984-03-15) is not among them; then add it.
      const iso = new Date(start + day * 86_400_000).toISOString().slice(0, 10);
      const res = await h.call('PATCH', '/ticketing/users/passNumber', {
        token: accessToken,
        body: { passNumber: OWNED.passNumber, dateOfBirth: dmy(right(day) ? OWNED.dateOfBirth : iso) },
      });
      answers.push(`${res.status} ${JSON.stringify(res.body)}`);
    }
    expect(answers[2]).toBe(answers[1]);
    expect(answers[2]).toMatch(/^400 .*InvalidPassNumber/);
    expect(answers[399]).toBe(answers[398]);
    // Refused throughout: wrong pair, then this pass locked for this account, then this address blocked.
    expect(new Set(answers.map((a) => /"code":"(\w+)"/.exec(a)?.[1]))).toEqual(
      new Set(['InvalidPassNumber', 'PassNumberLocked', 'TooManyRequests']),
    );
    // The pass still belongs to the demo traveller alone.
    h.ref.clock.advance(15 * 60_000); // the address block ends
    const demo = await h.login();
    const user = (await h.call('GET', '/ticketing/users', { token: demo.accessToken })).body.data;
    expect(user.passNumbers.map((p: { passNumber: string }) => p.passNumber)).toContain(OWNED.passNumber);
  });
});
