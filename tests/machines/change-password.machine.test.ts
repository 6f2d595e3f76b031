import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  changePasswordMachine,
  changePasswordRefusal,
  selectIsChanging,
  type ChangePasswordRequest,
} from '../../machines/account/change-password.machine';
import type { PasswordPolicy } from '../../machines/account/rules';
import { POLICY, accountError, deferred, policyChart, policySettled } from './account-fixtures';

// The change-password statechart with fake actors.

interface Options {
  policy?: () => Promise<PasswordPolicy>;
  change?: (input: ChangePasswordRequest) => Promise<void>;
}

function start(opts: Options = {}) {
  const calls: ChangePasswordRequest[] = [];
  const spies = { notifyPasswordChanged: vi.fn(), notifyError: vi.fn() };
  const actor = createActor(
    changePasswordMachine.provide({
      actors: {
        passwordPolicy: policyChart(opts.policy),
        changePassword: fromPromise<void, ChangePasswordRequest>(async ({ input }) => {
          calls.push(input);
          await opts.change?.(input);
        }),
      },
      actions: {
        notifyPasswordChanged: () => spies.notifyPasswordChanged(),
        notifyError: (_, p) => spies.notifyError(p),
      },
    }),
    { input: { email: 'demo@example.com' } },
  );
  actor.start();
  return { actor, calls, spies };
}

const VALID = {
  currentPassword: 'Welkom-2026!',
  password: 'Westerdok-40A!',
  confirmPassword: 'Westerdok-40A!',
};

describe('change-password.machine', () => {
  it('loads the policy next to an empty form', async () => {
    const { actor } = start();
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    await policySettled(actor, 'loaded');
    expect(actor.getSnapshot().context.policy).toEqual(POLICY);
    expect(actor.getSnapshot().context.form).toEqual({
      currentPassword: '',
      password: '',
      confirmPassword: '',
    });
  });

  it('keeps the minimum-only fallback when the policy cannot be read', async () => {
    const { actor } = start({ policy: () => Promise.reject(accountError(503)) });
    await policySettled(actor, 'failed');
    expect(actor.getSnapshot().context.policy.minimumLength).toBe(8);
    expect(actor.getSnapshot().context.policy.requireSymbols).toBe(false);
  });

  it('requires every field, focuses the first and sends nothing', async () => {
    const { actor, calls } = start();
    await policySettled(actor, 'loaded');
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.errors).toEqual({
      currentPassword: 'changePassword.currentPasswordRequired',
      password: 'validation.passwordRequired',
      confirmPassword: 'validation.confirmPasswordRequired',
    });
    expect(actor.getSnapshot().context.focusRequest).toBe(1);
    expect(calls).toEqual([]);
  });

  it('checks the new password against the policy and the repetition (as at registration)', async () => {
    const { actor, calls } = start();
    await policySettled(actor, 'loaded');
    actor.send({
      type: 'form.change',
      patch: { currentPassword: 'x', password: 'zwak', confirmPassword: 'anders' },
    });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.errors).toEqual({
      password: 'validation.passwordPolicy',
      confirmPassword: 'register.passwordMustMatch',
    });
    // After a rejected submit the errors follow the typing.
    actor.send({ type: 'form.change', patch: { password: VALID.password, confirmPassword: VALID.password } });
    expect(actor.getSnapshot().context.errors).toEqual({});
    expect(calls).toEqual([]);
  });

  it('sends email, old and new password; on success empties the form and shows the toast', async () => {
    const gate = deferred<void>();
    const { actor, calls, spies } = start({ change: () => gate.promise });
    await policySettled(actor, 'loaded');
    actor.send({ type: 'form.change', patch: VALID });
    actor.send({ type: 'form.submit' });
    expect(selectIsChanging(actor.getSnapshot())).toBe(true);
    await waitFor(actor, () => calls.length === 1);
    expect(calls[0]).toEqual({
      email: 'demo@example.com',
      oldPassword: VALID.currentPassword,
      password: VALID.password,
    });
    gate.resolve();
    await waitFor(actor, (s) => s.matches('editing'));
    expect(spies.notifyPasswordChanged).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.form).toEqual({
      currentPassword: '',
      password: '',
      confirmPassword: '',
    });
    expect(actor.getSnapshot().context.errors).toEqual({});
  });

  it('puts a wrong current password (400 InvalidCredentials) on that field and focuses it', async () => {
    const { actor, spies } = start({
      change: () =>
        Promise.reject(accountError(400, 'InvalidCredentials', 'The current password is incorrect.')),
    });
    await policySettled(actor, 'loaded');
    actor.send({ type: 'form.change', patch: VALID });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches('editing') && s.context.focusRequest === 1);
    expect(actor.getSnapshot().context.errors).toEqual({
      currentPassword: 'changePassword.currentPasswordWrong',
    });
    expect(actor.getSnapshot().context.form).toEqual(VALID);
    expect(spies.notifyError).not.toHaveBeenCalled();
    expect(spies.notifyPasswordChanged).not.toHaveBeenCalled();
  });

  it('puts a policy refusal (400 PasswordPolicy) on the new password', async () => {
    const { actor } = start({ change: () => Promise.reject(accountError(400, 'PasswordPolicy', 'no')) });
    await policySettled(actor, 'loaded');
    actor.send({ type: 'form.change', patch: VALID });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches('editing') && s.context.focusRequest === 1);
    expect(actor.getSnapshot().context.errors).toEqual({ password: 'validation.passwordPolicy' });
  });

  it('shows other failures (429, 503) as the §8 toast and keeps what was typed', async () => {
    const { actor, spies } = start({
      change: () => Promise.reject(accountError(429, 'TooManyAttempts', 'Too many attempts')),
    });
    await policySettled(actor, 'loaded');
    actor.send({ type: 'form.change', patch: VALID });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, () => spies.notifyError.mock.calls.length === 1);
    expect(spies.notifyError.mock.calls[0]![0].error).toMatchObject({ status: 429, code: 'TooManyAttempts' });
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(actor.getSnapshot().context.form).toEqual(VALID);
    expect(actor.getSnapshot().context.errors).toEqual({});
  });

  it('maps only the 400 refusals tied to a field', () => {
    const base = { message: '', label: 'badRequest', severity: 'warning', status: 400 } as const;
    expect(changePasswordRefusal({ ...base, code: 'InvalidCredentials' })?.field).toBe('currentPassword');
    expect(changePasswordRefusal({ ...base, code: 'PasswordPolicy' })?.field).toBe('password');
    expect(changePasswordRefusal({ ...base, code: 'InvalidBody' })).toBeNull();
    expect(changePasswordRefusal({ ...base, status: 401, code: 'InvalidCredentials' })).toBeNull();
  });
});
