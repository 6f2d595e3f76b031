import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  selectNeedsPassNumber,
  selectPassNumberPrompt,
  userDataMachine,
  type LoadUserDataInput,
  type UserData,
} from '../../machines/user-data.machine';
import type { UserProfile } from '../../machines/types';
import { settings } from './fixtures';

/*
 * product §10.12 "Carers" in the user-data chart (machines/user-data.machine.ts): where the region requires pass
 * numbers, a carer's own account (GET /users `isCarer: true`) without one gets no pass-number entry dialog and is not
 * told "Add a pass number to book a trip"; a traveller without one (and a carer's view of a traveller, which the
 * server sends without `isCarer`) still is.
 */

const REGION = {
  id: 20,
  name: 'Regio',
  contractId: 'C',
  attributes: [],
  settings: settings({ isPassNumberRequired: true }),
};

function profile(passNumbers: string[], isCarer?: boolean): UserProfile {
  return {
    email: 'riet@example.com',
    firstName: 'Riet',
    surname: 'de Vries',
    phone: '0612345678',
    language: 'nl-NL',
    address: { postCode: '1012 AB' },
    passNumbers: passNumbers.map((passNumber) => ({ passNumber, alias: null, dateOfBirth: '01-01-1950' })),
    hasMonthlyBilling: false,
    ...(isCarer === undefined ? {} : { isCarer }),
  };
}

/** The chart after its first batch brought `data` (the login session's first profile). */
async function afterLogin(data: Partial<UserData>) {
  const machine = userDataMachine.provide({
    actors: { loadUserData: fromPromise<Partial<UserData>, LoadUserDataInput>(async () => data) },
    actions: { reportPassNumber: () => {} },
  });
  const actor = createActor(machine, { input: { passNumber: null, rememberedPassNumber: null } }).start();
  const snapshot = await waitFor(actor, (s) => s.matches('idle') && s.context.passNumberChecked);
  actor.stop();
  return snapshot;
}

describe('user data: a carer needs no pass number of their own (product §10.12)', () => {
  it('a carer without a pass number gets no entry dialog and no "Add a pass number"', async () => {
    const s = await afterLogin({ profile: profile([], true), region: REGION });
    expect(selectPassNumberPrompt(s)).toBeNull();
    expect(s.context.passNumber).toBeNull();
    expect(selectNeedsPassNumber(s)).toBe(false);
  });

  it('a traveller without one still gets both', async () => {
    const s = await afterLogin({ profile: profile([]), region: REGION });
    expect(selectPassNumberPrompt(s)).toBe('entry');
    expect(selectNeedsPassNumber(s)).toBe(true);
    const notCarer = await afterLogin({ profile: profile([], false), region: REGION });
    expect(selectPassNumberPrompt(notCarer)).toBe('entry');
    expect(selectNeedsPassNumber(notCarer)).toBe(true);
  });

  it("a carer's own pass numbers follow the usual rules", async () => {
    const one = await afterLogin({ profile: profile(['1111'], true), region: REGION });
    expect(one.context.passNumber).toBe('1111');
    expect(selectPassNumberPrompt(one)).toBeNull();
    const several = await afterLogin({ profile: profile(['1111', '2222'], true), region: REGION });
    expect(selectPassNumberPrompt(several)).toBe('selection');
  });
});
