import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  passwordResetMachine,
  selectIsBusy,
  type CheckTokenInput,
  type PasswordResetStep,
  type ResetPasswordInput,
} from '../../machines/account/password-reset.machine';
import { POLICY, accountError, deferred, policyChart, policySettled } from './account-fixtures';

interface Options {
  step: PasswordResetStep;
  email?: string | null;
  send?: () => Promise<void>;
  check?: (i: CheckTokenInput) => Promise<string | null>;
  reset?: (i: ResetPasswordInput) => Promise<void>;
}

function start(opts: Options) {
  const calls = { send: [] as string[], check: [] as CheckTokenInput[], reset: [] as ResetPasswordInput[] };
  const spies = {
    goToChange: vi.fn(),
    goToLogin: vi.fn(),
    notifyCodeSent: vi.fn(),
    notifyPasswordChanged: vi.fn(),
    notifyTokenError: vi.fn(),
    notifyError: vi.fn(),
  };
  const actor = createActor(
    passwordResetMachine.provide({
      actors: {
        sendResetToken: fromPromise<void, { email: string }>(async ({ input }) => {
          calls.send.push(input.email);
          await opts.send?.();
        }),
        passwordPolicy: policyChart(),
        checkToken: fromPromise<string | null, CheckTokenInput>(async ({ input }) => {
          calls.check.push(input);
          return opts.check ? opts.check(input) : null;
        }),
        resetPassword: fromPromise<void, ResetPasswordInput>(async ({ input }) => {
          calls.reset.push(input);
          await opts.reset?.(input);
        }),
      },
      actions: {
        goToChange: (_, p) => spies.goToChange(p),
        goToLogin: () => spies.goToLogin(),
        notifyCodeSent: () => spies.notifyCodeSent(),
        notifyPasswordChanged: () => spies.notifyPasswordChanged(),
        notifyTokenError: (_, p) => spies.notifyTokenError(p),
        notifyError: (_, p) => spies.notifyError(p),
      },
    }),
    { input: { step: opts.step, email: opts.email ?? null } },
  );
  actor.start();
  return { actor, calls, spies };
}

const RESET = { code: '123456', password: 'Nieuw-2026!', confirmPassword: 'Nieuw-2026!' };

describe('password-reset.machine: /forgot', () => {
  it('starts at the request step', () => {
    expect(start({ step: 'request' }).actor.getSnapshot().matches({ request: 'editing' })).toBe(true);
  });

  it('requires the email (§5) and focuses it', () => {
    const { actor, calls } = start({ step: 'request' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.errors).toEqual({ email: 'validation.emailRequired' });
    expect(actor.getSnapshot().context.focusRequest).toBe(1);
    expect(calls.send).toEqual([]);
  });

  it('sends the reset token and goes to /change with the email', async () => {
    const { actor, calls, spies } = start({ step: 'request' });
    actor.send({ type: 'form.change', patch: { email: ' demo@example.com ' } });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches({ request: 'sent' }));
    expect(calls.send).toEqual(['demo@example.com']);
    expect(spies.notifyCodeSent).toHaveBeenCalledOnce();
    expect(spies.goToChange).toHaveBeenCalledWith({ email: 'demo@example.com' });
  });

  it('toasts a failure and keeps the email', async () => {
    const { actor, spies } = start({ step: 'request', send: async () => Promise.reject(accountError(500)) });
    actor.send({ type: 'form.change', patch: { email: 'demo@example.com' } });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches({ request: 'editing' }) && spies.notifyError.mock.calls.length > 0);
    expect(actor.getSnapshot().context.form.email).toBe('demo@example.com');
  });
});

describe('password-reset.machine: /change', () => {
  it('starts at the reset step with the email prefilled and loads the policy', async () => {
    const { actor } = start({ step: 'reset', email: 'demo@example.com' });
    await policySettled(actor, 'loaded');
    expect(actor.getSnapshot().context.policy).toEqual(POLICY);
    expect(actor.getSnapshot().context.form.email).toBe('demo@example.com');
  });

  it('requires a code of exactly 6, a password and the confirmation (§5)', () => {
    const { actor, calls } = start({ step: 'reset', email: 'demo@example.com' });
    actor.send({ type: 'form.change', patch: { code: '12345' } });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.errors).toEqual({
      code: 'validation.codeLength',
      password: 'validation.passwordRequired',
      confirmPassword: 'validation.confirmPasswordRequired',
    });
    expect(calls.check).toEqual([]);
  });

  it('refuses a confirmation that does not match', () => {
    const { actor } = start({ step: 'reset', email: 'demo@example.com' });
    actor.send({ type: 'form.change', patch: { ...RESET, confirmPassword: 'Anders-2026!' } });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.errors).toEqual({ confirmPassword: 'register.passwordMustMatch' });
  });

  it('checks the code first; an errorMessage is toasted and nothing is reset (§8)', async () => {
    const { actor, calls, spies } = start({
      step: 'reset',
      email: 'demo@example.com',
      check: async () => 'Validation code expired.',
    });
    actor.send({ type: 'form.change', patch: RESET });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, () => spies.notifyTokenError.mock.calls.length > 0);
    expect(calls.check).toEqual([{ token: '123456', email: 'demo@example.com' }]);
    expect(spies.notifyTokenError).toHaveBeenCalledWith({ message: 'Validation code expired.' });
    expect(calls.reset).toEqual([]);
    expect(actor.getSnapshot().matches({ reset: 'editing' })).toBe(true);
    expect(actor.getSnapshot().context.form).toMatchObject(RESET);
  });

  it('resets after a clean check, toasts and goes to /login', async () => {
    const gate = deferred<string | null>();
    const { actor, calls, spies } = start({
      step: 'reset',
      email: 'demo@example.com',
      check: () => gate.promise,
    });
    actor.send({ type: 'form.change', patch: RESET });
    actor.send({ type: 'form.submit' });
    expect(selectIsBusy(actor.getSnapshot())).toBe(true);
    gate.resolve(null);
    await waitFor(actor, (s) => s.matches({ reset: 'done' }));
    expect(calls.reset).toEqual([{ email: 'demo@example.com', password: 'Nieuw-2026!', token: '123456' }]);
    expect(spies.notifyPasswordChanged).toHaveBeenCalledOnce();
    expect(spies.goToLogin).toHaveBeenCalledOnce();
  });

  it('toasts a refused reset and keeps the form', async () => {
    const { actor, spies } = start({
      step: 'reset',
      email: 'demo@example.com',
      reset: async () => Promise.reject(accountError(400, 'TokenExpired', 'Validation code expired.')),
    });
    actor.send({ type: 'form.change', patch: RESET });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, () => spies.notifyError.mock.calls.length > 0);
    expect(spies.notifyError).toHaveBeenCalledWith({
      error: expect.objectContaining({ code: 'TokenExpired' }),
    });
    expect(actor.getSnapshot().matches({ reset: 'editing' })).toBe(true);
    expect(spies.goToLogin).not.toHaveBeenCalled();
  });
});
