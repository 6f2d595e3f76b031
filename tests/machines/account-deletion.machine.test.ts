import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  accountDeletionMachine,
  selectIsConfirming,
  selectIsRequested,
  selectIsRequesting,
  selectPassword,
  selectPasswordErrorKey,
} from '../../machines/account/deletion.machine';
import { accountError, deferred } from './account-fixtures';

// The account-deletion statechart with a fake request actor.

const AT = '2026-05-04T08:30:00.000Z';

function start(requestedAt: string | null = null, request: () => Promise<string> = async () => AT) {
  const calls: { email: string; password: string }[] = [];
  const spies = { storeRequest: vi.fn(), notifyError: vi.fn() };
  const actor = createActor(
    accountDeletionMachine.provide({
      actors: {
        requestAccountDeletion: fromPromise<string, { email: string; password: string }>(
          async ({ input }) => {
            calls.push(input);
            return request();
          },
        ),
      },
      actions: {
        storeRequest: (_, p) => spies.storeRequest(p),
        notifyError: (_, p) => spies.notifyError(p),
      },
    }),
    { input: { email: 'demo@example.com', requestedAt } },
  );
  actor.start();
  return { actor, calls, spies };
}

describe('account-deletion.machine', () => {
  it('starts idle without a pending request', () => {
    const { actor } = start();
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(selectIsRequested(actor.getSnapshot())).toBe(false);
  });

  it('starts as requested when the profile has a pending request (a later visit)', () => {
    const { actor, calls } = start(AT);
    expect(selectIsRequested(actor.getSnapshot())).toBe(true);
    expect(actor.getSnapshot().context.requestedAt).toBe(AT);
    actor.send({ type: 'delete.request' });
    expect(selectIsConfirming(actor.getSnapshot())).toBe(false);
    expect(calls).toEqual([]);
  });

  it('asks for confirmation first; cancelling sends nothing', () => {
    const { actor, calls } = start();
    actor.send({ type: 'delete.request' });
    expect(selectIsConfirming(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'delete.cancel' });
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(calls).toEqual([]);
  });

  it('confirming sends request-delete and then says the request is pending', async () => {
    const gate = deferred<string>();
    const { actor, calls, spies } = start(null, () => gate.promise);
    actor.send({ type: 'delete.request' });
    actor.send({ type: 'delete.password', value: ' Welkom-2026! ' });
    actor.send({ type: 'delete.confirm' });
    expect(selectIsRequesting(actor.getSnapshot())).toBe(true);
    expect(selectIsConfirming(actor.getSnapshot())).toBe(true);
    // The dialog cannot be cancelled while the request runs.
    actor.send({ type: 'delete.cancel' });
    expect(selectIsRequesting(actor.getSnapshot())).toBe(true);
    gate.resolve(AT);
    await waitFor(actor, (s) => s.matches('requested'));
    // The password goes as typed, never trimmed, and is not kept afterwards.
    expect(calls).toEqual([{ email: 'demo@example.com', password: ' Welkom-2026! ' }]);
    expect(selectPassword(actor.getSnapshot())).toBe('');
    expect(actor.getSnapshot().context.requestedAt).toBe(AT);
    expect(spies.storeRequest).toHaveBeenCalledWith({ requestedAt: AT });
  });

  it('a failed request shows the §8 toast and closes the dialog (nothing pending)', async () => {
    const { actor, spies } = start(null, () =>
      Promise.reject(accountError(503, 'ServiceUnavailable', 'Weg')),
    );
    actor.send({ type: 'delete.request' });
    actor.send({ type: 'delete.password', value: 'Welkom-2026!' });
    actor.send({ type: 'delete.confirm' });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(selectPassword(actor.getSnapshot())).toBe('');
    expect(spies.notifyError.mock.calls[0]![0].error).toMatchObject({ status: 503, message: 'Weg' });
    expect(spies.storeRequest).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context.requestedAt).toBeNull();
  });

  it('asks for the current password: without one nothing is sent and the field says so', () => {
    const { actor, calls } = start();
    actor.send({ type: 'delete.request' });
    actor.send({ type: 'delete.confirm' });
    expect(actor.getSnapshot().matches('confirming')).toBe(true);
    expect(selectPasswordErrorKey(actor.getSnapshot())).toBe('accountDeletion.passwordRequired');
    actor.send({ type: 'delete.password', value: 'W' });
    expect(selectPasswordErrorKey(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'delete.cancel' });
    expect(selectPassword(actor.getSnapshot())).toBe('');
    expect(calls).toEqual([]);
  });

  it('a wrong password (400 InvalidCredentials) keeps the dialog open with an error on the field, emptied', async () => {
    const { actor, spies } = start(null, () =>
      Promise.reject(accountError(400, 'InvalidCredentials', 'The current password is incorrect.')),
    );
    actor.send({ type: 'delete.request' });
    actor.send({ type: 'delete.password', value: 'Verkeerd-2026!' });
    actor.send({ type: 'delete.confirm' });
    await waitFor(actor, (s) => s.matches('confirming'));
    expect(selectPasswordErrorKey(actor.getSnapshot())).toBe('accountDeletion.passwordWrong');
    expect(selectPassword(actor.getSnapshot())).toBe('');
    expect(spies.notifyError).not.toHaveBeenCalled();
  });
});
