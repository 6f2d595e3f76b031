import { describe, expect, it, vi } from 'vitest';
import { assign, createActor, createMachine, fromPromise, waitFor } from 'xstate';
import {
  passwordPolicyMachine,
  type PasswordPolicyLoadedEvent,
} from '../../machines/account/password-policy.machine';
import type { PasswordPolicy } from '../../machines/account/rules';
import { POLICY, accountError, deferred } from './account-fixtures';

// The password-policy child on its own, with a fake load and its report to the parent recorded.

function start(load: () => Promise<PasswordPolicy>) {
  const reportPolicy = vi.fn();
  const actor = createActor(
    passwordPolicyMachine.provide({
      actors: { loadPasswordPolicy: fromPromise(load) },
      actions: { reportPolicy: (_, params) => reportPolicy(params) },
    }),
  );
  actor.start();
  return { actor, reportPolicy };
}

describe('password-policy.machine', () => {
  it('loads the policy, then reports it to the parent once', async () => {
    const gate = deferred<PasswordPolicy>();
    const { actor, reportPolicy } = start(() => gate.promise);
    expect(actor.getSnapshot().value).toBe('loading');
    expect(reportPolicy).not.toHaveBeenCalled();
    gate.resolve(POLICY);
    await waitFor(actor, (s) => s.matches('loaded'));
    expect(reportPolicy).toHaveBeenCalledTimes(1);
    expect(reportPolicy).toHaveBeenCalledWith({ policy: POLICY });
  });

  it('stops silently when the policy cannot be read (the parent keeps the §9 minimum)', async () => {
    const { actor, reportPolicy } = start(() => Promise.reject(accountError(503)));
    await waitFor(actor, (s) => s.matches('failed'));
    expect(reportPolicy).not.toHaveBeenCalled();
  });

  it('by default reports `policy.loaded` to the parent that invokes it', async () => {
    const parent = createMachine(
      {
        types: {} as { context: { policy: PasswordPolicy | null }; events: PasswordPolicyLoadedEvent },
        context: { policy: null },
        invoke: { id: 'passwordPolicy', src: 'passwordPolicy' },
        on: { 'policy.loaded': { actions: 'store' } },
      },
      {
        actors: {
          passwordPolicy: passwordPolicyMachine.provide({
            actors: { loadPasswordPolicy: fromPromise(async () => POLICY) },
          }),
        },
        actions: {
          store: assign(({ event }) => ({ policy: event.policy })),
        },
      },
    );
    const actor = createActor(parent).start();
    await waitFor(actor, (s) => s.context.policy !== null);
    expect(actor.getSnapshot().context.policy).toEqual(POLICY);
  });
});
