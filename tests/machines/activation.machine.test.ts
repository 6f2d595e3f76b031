import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import {
  activationMachine,
  RESEND_COOLDOWN_MS,
  selectCodeResent,
  type ActivateAccountInput,
} from '../../machines/account/activation.machine';
import { accountError } from './account-fixtures';

function start(
  opts: {
    email?: string | null;
    activate?: (i: ActivateAccountInput) => Promise<void>;
    renew?: () => Promise<void>;
  } = {},
) {
  const clock = new SimulatedClock();
  const activations: ActivateAccountInput[] = [];
  const renewals: string[] = [];
  const spies = { goToLogin: vi.fn(), notifyActivated: vi.fn(), notifyError: vi.fn() };
  const actor = createActor(
    activationMachine.provide({
      actors: {
        activateAccount: fromPromise<void, ActivateAccountInput>(async ({ input }) => {
          activations.push(input);
          await opts.activate?.(input);
        }),
        renewActivationToken: fromPromise<void, { email: string }>(async ({ input }) => {
          renewals.push(input.email);
          await opts.renew?.();
        }),
      },
      actions: {
        goToLogin: () => spies.goToLogin(),
        notifyActivated: () => spies.notifyActivated(),
        notifyError: (_, params) => spies.notifyError(params),
      },
    }),
    { input: { email: opts.email === undefined ? 'nieuw@example.com' : opts.email }, clock },
  );
  actor.start();
  return { actor, clock, activations, renewals, spies };
}

describe('activation.machine', () => {
  it('prefills the email from the input', () => {
    const { actor } = start({ email: ' anna@example.com ' });
    expect(actor.getSnapshot().context.form.email).toBe('anna@example.com');
  });

  it('keeps digits only in the code, at most 6', () => {
    const { actor } = start();
    actor.send({ type: 'form.change', patch: { code: '12a 3-4567' } });
    expect(actor.getSnapshot().context.form.code).toBe('123456');
  });

  it('allows submitting only with a complete 6-digit code (§5 button rule)', () => {
    const { actor } = start();
    actor.send({ type: 'form.change', patch: { code: '12345' } });
    expect(actor.getSnapshot().can({ type: 'form.submit' })).toBe(false);
    actor.send({ type: 'form.change', patch: { code: '123456' } });
    expect(actor.getSnapshot().can({ type: 'form.submit' })).toBe(true);
  });

  it('with 6 digits but no email, shows the email error instead of sending', () => {
    const { actor, activations } = start({ email: null });
    actor.send({ type: 'form.change', patch: { code: '123456' } });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.errors).toEqual({ email: 'validation.emailRequired' });
    expect(actor.getSnapshot().context.focusRequest).toBe(1);
    expect(activations).toEqual([]);
  });

  it('activates with email and token, toasts and goes to /login', async () => {
    const { actor, activations, spies } = start();
    actor.send({ type: 'form.change', patch: { code: '654321' } });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches({ form: 'activated' }));
    expect(activations).toEqual([{ email: 'nieuw@example.com', token: '654321' }]);
    expect(spies.notifyActivated).toHaveBeenCalledOnce();
    expect(spies.goToLogin).toHaveBeenCalledOnce();
  });

  it.each([
    ['InvalidToken', 'activate.invalidCode'],
    ['TokenExpired', 'error.validationCodeExpired'],
    ['CodeSpent', 'activate.codeSpent'],
  ])('shows %s on the code field and keeps the code', async (code, key) => {
    const { actor, spies } = start({ activate: async () => Promise.reject(accountError(400, code)) });
    actor.send({ type: 'form.change', patch: { code: '111111' } });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches({ form: 'editing' }) && s.context.errors.code !== undefined);
    expect(actor.getSnapshot().context.errors.code).toBe(key);
    expect(actor.getSnapshot().context.form.code).toBe('111111');
    expect(spies.notifyError).not.toHaveBeenCalled();
  });

  it('toasts other failures, e.g. 429 from the address limit, on no field', async () => {
    const { actor, spies } = start({
      activate: async () => Promise.reject(accountError(429, 'TooManyRequests')),
    });
    actor.send({ type: 'form.change', patch: { code: '111111' } });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, () => spies.notifyError.mock.calls.length > 0);
    expect(actor.getSnapshot().matches({ form: 'editing' })).toBe(true);
    expect(actor.getSnapshot().context.errors).toEqual({});
  });

  it('sends a new code, then rests the resend button for the cooldown', async () => {
    const { actor, clock, renewals } = start();
    actor.send({ type: 'code.resend' });
    await waitFor(actor, (s) => selectCodeResent(s));
    expect(renewals).toEqual(['nieuw@example.com']);
    expect(actor.getSnapshot().context.resentTo).toBe('nieuw@example.com');
    actor.send({ type: 'code.resend' });
    expect(renewals).toHaveLength(1);
    clock.increment(RESEND_COOLDOWN_MS - 1);
    expect(selectCodeResent(actor.getSnapshot())).toBe(true);
    clock.increment(1);
    expect(actor.getSnapshot().matches({ resend: 'idle' })).toBe(true);
  });

  it('needs a valid email to resend', () => {
    const { actor, renewals } = start({ email: 'geen-email' });
    actor.send({ type: 'code.resend' });
    expect(actor.getSnapshot().context.errors).toEqual({ email: 'validation.emailInvalid' });
    expect(renewals).toEqual([]);
  });

  it('toasts a failed resend and allows another try', async () => {
    const { actor, spies } = start({ renew: async () => Promise.reject(accountError(500)) });
    actor.send({ type: 'code.resend' });
    await waitFor(actor, () => spies.notifyError.mock.calls.length > 0);
    expect(actor.getSnapshot().matches({ resend: 'idle' })).toBe(true);
  });
});
