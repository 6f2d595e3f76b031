import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { passNumberEntryMachine, type UpsertPassNumberInput } from '../../machines/pass-number-entry.machine';
import type { UserProfile } from '../../machines/types';
import { accountError, userProfile } from './account-fixtures';

function start(upsert?: (i: UpsertPassNumberInput) => Promise<UserProfile>) {
  const calls: UpsertPassNumberInput[] = [];
  const spies = { passNumberAdded: vi.fn(), notifyUnexpected: vi.fn(), notifyError: vi.fn() };
  const actor = createActor(
    passNumberEntryMachine.provide({
      actors: {
        upsertPassNumber: fromPromise<UserProfile, UpsertPassNumberInput>(async ({ input }) => {
          calls.push(input);
          return upsert
            ? upsert(input)
            : userProfile([{ passNumber: input.passNumber, dateOfBirth: input.dateOfBirth }]);
        }),
      },
      actions: {
        passNumberAdded: (_, p) => spies.passNumberAdded(p),
        notifyUnexpected: () => spies.notifyUnexpected(),
        notifyError: (_, p) => spies.notifyError(p),
      },
    }),
  );
  actor.start();
  return { actor, calls, spies };
}

describe('pass-number-entry.machine', () => {
  it('requires the pass number and the date of birth; without a date also toasts error.unexpected (§5)', () => {
    const { actor, calls, spies } = start();
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.errors).toEqual({
      passNumber: 'passNumber.required',
      dateOfBirth: 'validation.birthDateRequired',
    });
    expect(spies.notifyUnexpected).toHaveBeenCalledOnce();
    expect(actor.getSnapshot().context.focusRequest).toBe(1);
    expect(calls).toEqual([]);
  });

  it('refuses a date of birth that is not DD-MM-YYYY, without the unexpected toast', () => {
    const { actor, spies } = start();
    actor.send({ type: 'form.change', patch: { passNumber: '2001000103', dateOfBirth: '1990-07-21' } });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.errors).toEqual({ dateOfBirth: 'passNumber.birthDateInvalid' });
    expect(spies.notifyUnexpected).not.toHaveBeenCalled();
  });

  it('sends the normalised number and date, then reports the new pass number with the updated user', async () => {
    const { actor, calls, spies } = start();
    actor.send({ type: 'form.change', patch: { passNumber: '2001 000103', dateOfBirth: '21/7/1990' } });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches('saved'));
    expect(calls).toEqual([{ passNumber: '2001000103', dateOfBirth: '21-07-1990' }]);
    expect(spies.passNumberAdded).toHaveBeenCalledWith({
      passNumber: '2001000103',
      profile: expect.objectContaining({
        passNumbers: [expect.objectContaining({ passNumber: '2001000103' })],
      }),
    });
  });

  it.each([
    [400, 'InvalidPassNumber', 'passNumber.notRecognised'],
    [409, 'PassNumberInUse', 'passNumber.inUse'],
    [429, 'PassNumberLocked', 'passNumber.tooManyAttempts'],
  ])('shows %s %s on the pass number field and keeps the values', async (status, code, key) => {
    const { actor, spies } = start(async () => Promise.reject(accountError(status, code)));
    actor.send({ type: 'form.change', patch: { passNumber: '2001000103', dateOfBirth: '01-01-1990' } });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches('editing') && s.context.errors.passNumber !== undefined);
    expect(actor.getSnapshot().context.errors.passNumber).toBe(key);
    expect(actor.getSnapshot().context.form).toEqual({ passNumber: '2001000103', dateOfBirth: '01-01-1990' });
    expect(spies.notifyError).not.toHaveBeenCalled();
  });

  it.each([[500], [429]])('toasts other failures (%s, e.g. the address limit)', async (status) => {
    const { actor, spies } = start(async () => Promise.reject(accountError(status)));
    actor.send({ type: 'form.change', patch: { passNumber: '2001000103', dateOfBirth: '21-07-1990' } });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, () => spies.notifyError.mock.calls.length > 0);
    expect(actor.getSnapshot().matches('editing')).toBe(true);
  });
});
