import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { UpsertPassNumberInput } from '../../machines/pass-number-entry.machine';
import {
  passNumbersMachine,
  selectCanDelete,
  selectIsEditing,
  type PassNumbersInput,
} from '../../machines/pass-numbers.machine';
import type { UserProfile } from '../../machines/types';
import { accountError, deferred, userProfile } from './account-fixtures';

const OWN = { passNumber: '2001000101', alias: 'Eigen pas', dateOfBirth: '15-03-1984' };
const COMPANION = { passNumber: '2001000102', alias: 'Begeleider', dateOfBirth: '02-11-1952' };

interface Options {
  input?: Partial<PassNumbersInput>;
  upsert?: (i: UpsertPassNumberInput) => Promise<UserProfile>;
  remove?: (passNumber: string) => Promise<UserProfile>;
}

function start(opts: Options = {}) {
  const calls = { upsert: [] as UpsertPassNumberInput[], remove: [] as string[] };
  const spies = {
    storeProfile: vi.fn(),
    selectPassNumber: vi.fn(),
    notifyUpdated: vi.fn(),
    notifyUpdateFailed: vi.fn(),
    notifyUnexpected: vi.fn(),
  };
  const actor = createActor(
    passNumbersMachine.provide({
      actors: {
        upsertPassNumber: fromPromise<UserProfile, UpsertPassNumberInput>(async ({ input }) => {
          calls.upsert.push(input);
          return opts.upsert
            ? opts.upsert(input)
            : userProfile([OWN, COMPANION, { ...input, alias: input.alias ?? null }]);
        }),
        deletePassNumber: fromPromise<UserProfile, { passNumber: string }>(async ({ input }) => {
          calls.remove.push(input.passNumber);
          return opts.remove
            ? opts.remove(input.passNumber)
            : userProfile([OWN, COMPANION].filter((p) => p.passNumber !== input.passNumber));
        }),
      },
      actions: {
        storeProfile: (_, p) => spies.storeProfile(p),
        selectPassNumber: (_, p) => spies.selectPassNumber(p),
        notifyUpdated: () => spies.notifyUpdated(),
        notifyUpdateFailed: (_, p) => spies.notifyUpdateFailed(p),
        notifyUnexpected: () => spies.notifyUnexpected(),
      },
    }),
    {
      input: {
        passNumbers: userProfile([OWN, COMPANION]).passNumbers,
        isPassNumberRequired: true,
        selected: OWN.passNumber,
        ...opts.input,
      },
    },
  );
  actor.start();
  return { actor, calls, spies };
}

describe('pass-numbers.machine: add and edit (product §4.6 pass number editing)', () => {
  it('validates the form (§5) and toasts error.unexpected when the birth date is missing', () => {
    const { actor, calls, spies } = start();
    actor.send({ type: 'form.change', patch: { passNumber: '2001000103', alias: 'x'.repeat(51) } });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.errors).toEqual({
      dateOfBirth: 'validation.birthDateRequired',
      alias: 'passNumber.aliasTooLong',
    });
    expect(spies.notifyUnexpected).toHaveBeenCalledOnce();
    expect(calls.upsert).toEqual([]);
  });

  it('adds a pass number, shares the updated user, resets the form and toasts success', async () => {
    const { actor, calls, spies } = start();
    actor.send({
      type: 'form.change',
      patch: { passNumber: '2001000103', dateOfBirth: '21-07-1990', alias: ' Werk ' },
    });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches('idle') && s.context.passNumbers.length === 3);
    expect(calls.upsert).toEqual([{ passNumber: '2001000103', dateOfBirth: '21-07-1990', alias: 'Werk' }]);
    expect(spies.storeProfile).toHaveBeenCalledOnce();
    expect(spies.notifyUpdated).toHaveBeenCalledOnce();
    expect(spies.selectPassNumber).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context.form).toEqual({ passNumber: '', dateOfBirth: '', alias: '' });
  });

  it('selects the new pass number when none is selected yet', async () => {
    const { actor, spies } = start({ input: { passNumbers: [], selected: null } });
    actor.send({ type: 'form.change', patch: { passNumber: '2001000103', dateOfBirth: '21-07-1990' } });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches('idle') && s.context.passNumbers.length > 0);
    expect(spies.selectPassNumber).toHaveBeenCalledWith({ passNumber: '2001000103' });
    expect(actor.getSnapshot().context.selected).toBe('2001000103');
  });

  it('edit mode fills the form by index and only lets the alias change', () => {
    const { actor } = start();
    actor.send({ type: 'edit.start', index: 1 });
    expect(selectIsEditing(actor.getSnapshot())).toBe(true);
    expect(actor.getSnapshot().context.form).toEqual({
      passNumber: '2001000102',
      dateOfBirth: '02-11-1952',
      alias: 'Begeleider',
    });
    actor.send({
      type: 'form.change',
      patch: { passNumber: '999999', dateOfBirth: '01-01-2000', alias: 'Mama' },
    });
    expect(actor.getSnapshot().context.form).toEqual({
      passNumber: '2001000102',
      dateOfBirth: '02-11-1952',
      alias: 'Mama',
    });
  });

  it('ignores an unknown index', () => {
    const { actor } = start();
    actor.send({ type: 'edit.start', index: 5 });
    expect(selectIsEditing(actor.getSnapshot())).toBe(false);
  });

  it('saves the alias with the stored number and date, then leaves edit mode', async () => {
    const { actor, calls } = start({
      upsert: async () => userProfile([OWN, { ...COMPANION, alias: 'Mama' }]),
    });
    actor.send({ type: 'edit.start', index: 1 });
    actor.send({ type: 'form.change', patch: { alias: 'Mama' } });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches('idle') && s.context.editIndex === null);
    expect(calls.upsert).toEqual([{ passNumber: '2001000102', dateOfBirth: '02-11-1952', alias: 'Mama' }]);
    expect(actor.getSnapshot().context.passNumbers[1]?.alias).toBe('Mama');
  });

  it('cancel-edit resets the form', () => {
    const { actor } = start();
    actor.send({ type: 'edit.start', index: 0 });
    actor.send({ type: 'edit.cancel' });
    expect(selectIsEditing(actor.getSnapshot())).toBe(false);
    expect(actor.getSnapshot().context.form).toEqual({ passNumber: '', dateOfBirth: '', alias: '' });
  });

  it('shows a refused pass number on its field and keeps the values', async () => {
    const { actor, spies } = start({
      upsert: async () => Promise.reject(accountError(400, 'InvalidPassNumber')),
    });
    actor.send({ type: 'form.change', patch: { passNumber: '2001000103', dateOfBirth: '01-01-1990' } });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches('idle') && s.context.errors.passNumber !== undefined);
    expect(actor.getSnapshot().context.errors.passNumber).toBe('passNumber.notRecognised');
    expect(actor.getSnapshot().context.form.passNumber).toBe('2001000103');
    expect(spies.notifyUpdateFailed).not.toHaveBeenCalled();
  });

  it('toasts userProfile.updateError for other failures', async () => {
    const { actor, spies } = start({
      upsert: async () => Promise.reject(accountError(500, undefined, 'Stuk')),
    });
    actor.send({ type: 'form.change', patch: { passNumber: '2001000103', dateOfBirth: '01-01-1990' } });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, () => spies.notifyUpdateFailed.mock.calls.length > 0);
    expect(spies.notifyUpdateFailed).toHaveBeenCalledWith({
      error: expect.objectContaining({ message: 'Stuk' }),
    });
  });
});

describe('pass-numbers.machine: delete (product §5)', () => {
  it('asks for confirmation and deletes on confirm', async () => {
    const { actor, calls, spies } = start();
    actor.send({ type: 'delete.request', passNumber: COMPANION.passNumber });
    expect(actor.getSnapshot().matches('confirmingDelete')).toBe(true);
    expect(calls.remove).toEqual([]);
    actor.send({ type: 'delete.confirm' });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(calls.remove).toEqual([COMPANION.passNumber]);
    expect(actor.getSnapshot().context.passNumbers.map((p) => p.passNumber)).toEqual([OWN.passNumber]);
    expect(spies.notifyUpdated).toHaveBeenCalledOnce();
    expect(spies.selectPassNumber).not.toHaveBeenCalled();
  });

  it('keeps the pass number when the confirmation is cancelled', () => {
    const { actor, calls } = start();
    actor.send({ type: 'delete.request', passNumber: COMPANION.passNumber });
    actor.send({ type: 'delete.cancel' });
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(actor.getSnapshot().context.pendingDelete).toBeNull();
    expect(calls.remove).toEqual([]);
  });

  it('cannot delete the last pass number when the region requires one', () => {
    const { actor } = start({ input: { passNumbers: userProfile([OWN]).passNumbers } });
    expect(selectCanDelete(actor.getSnapshot())).toBe(false);
    expect(actor.getSnapshot().can({ type: 'delete.request', passNumber: OWN.passNumber })).toBe(false);
    actor.send({ type: 'delete.request', passNumber: OWN.passNumber });
    expect(actor.getSnapshot().matches('idle')).toBe(true);
  });

  it('can delete the last one when the region does not require a pass number', () => {
    const { actor } = start({
      input: { passNumbers: userProfile([OWN]).passNumbers, isPassNumberRequired: false },
    });
    expect(actor.getSnapshot().can({ type: 'delete.request', passNumber: OWN.passNumber })).toBe(true);
  });

  it('follows session updates of the list and the region setting', () => {
    const { actor } = start();
    actor.send({ type: 'session.update', passNumbers: userProfile([OWN]).passNumbers });
    expect(selectCanDelete(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'session.update', isPassNumberRequired: false });
    expect(selectCanDelete(actor.getSnapshot())).toBe(true);
  });

  it('selects the first remaining pass number after deleting the selected one', async () => {
    const { actor, spies } = start();
    actor.send({ type: 'delete.request', passNumber: OWN.passNumber });
    actor.send({ type: 'delete.confirm' });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(spies.selectPassNumber).toHaveBeenCalledWith({ passNumber: COMPANION.passNumber });
    expect(actor.getSnapshot().context.selected).toBe(COMPANION.passNumber);
  });

  it('leaves edit mode when the edited pass number is deleted', async () => {
    const { actor } = start();
    actor.send({ type: 'edit.start', index: 1 });
    actor.send({ type: 'delete.request', passNumber: COMPANION.passNumber });
    actor.send({ type: 'delete.confirm' });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(selectIsEditing(actor.getSnapshot())).toBe(false);
  });

  it('toasts a refused delete and keeps the list', async () => {
    const gate = deferred<UserProfile>();
    const { actor, spies } = start({ remove: () => gate.promise });
    actor.send({ type: 'delete.request', passNumber: COMPANION.passNumber });
    actor.send({ type: 'delete.confirm' });
    expect(actor.getSnapshot().matches('deleting')).toBe(true);
    gate.reject(
      accountError(409, 'LastPassNumber', 'At least one pass number must remain active on your account.'),
    );
    await waitFor(actor, (s) => s.matches('idle'));
    expect(spies.notifyUpdateFailed).toHaveBeenCalledOnce();
    expect(actor.getSnapshot().context.passNumbers).toHaveLength(2);
  });
});
