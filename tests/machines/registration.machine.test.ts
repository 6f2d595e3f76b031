import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { PasswordPolicy } from '../../machines/account/rules';
import {
  registrationMachine,
  selectIsSubmitting,
  type RegistrationPayload,
} from '../../machines/account/registration.machine';
import { POLICY, accountError, deferred, policyChart, policySettled } from './account-fixtures';

const FILLED = {
  email: ' nieuw@example.com ',
  password: 'Welkom-2026!',
  confirmPassword: 'Welkom-2026!',
  firstName: 'Anna',
  lastName: 'de Vries',
  phone: '0612345678',
  newsletter: true,
  terms: true,
};

function start(
  opts: { policy?: () => Promise<PasswordPolicy>; register?: (p: RegistrationPayload) => Promise<void> } = {},
) {
  const payloads: RegistrationPayload[] = [];
  const spies = { goToActivation: vi.fn(), notifyError: vi.fn() };
  const actor = createActor(
    registrationMachine.provide({
      actors: {
        passwordPolicy: policyChart(opts.policy),
        registerUser: fromPromise<void, RegistrationPayload>(async ({ input }) => {
          payloads.push(input);
          await opts.register?.(input);
        }),
      },
      actions: {
        goToActivation: (_, params) => spies.goToActivation(params),
        notifyError: (_, params) => spies.notifyError(params),
      },
    }),
    { input: { language: 'nl-NL' } },
  );
  actor.start();
  return { actor, payloads, spies };
}

describe('registration.machine', () => {
  it('loads the password policy for the live checklist', async () => {
    const { actor } = start();
    await policySettled(actor, 'loaded');
    expect(actor.getSnapshot().context.policy).toEqual(POLICY);
  });

  it('keeps the §9 minimum when the policy cannot be read (silently)', async () => {
    const { actor, spies } = start({ policy: async () => Promise.reject(accountError(500)) });
    await policySettled(actor, 'failed');
    expect(actor.getSnapshot().context.policy.minimumLength).toBe(8);
    expect(spies.notifyError).not.toHaveBeenCalled();
  });

  it('shows no errors before the first submit, then every §5 error and a focus request', () => {
    const { actor } = start();
    actor.send({ type: 'form.change', patch: { email: 'x' } });
    expect(actor.getSnapshot().context.errors).toEqual({});
    actor.send({ type: 'form.submit' });
    const { errors, focusRequest } = actor.getSnapshot().context;
    expect(errors).toMatchObject({
      email: 'validation.emailInvalid',
      password: 'validation.passwordRequired',
      phone: 'register.phoneNumberRequired',
      terms: 'register.policyRequired',
    });
    expect(focusRequest).toBe(1);
    expect(actor.getSnapshot().matches('editing')).toBe(true);
  });

  it('updates errors while typing after a failed submit, without a new focus request', () => {
    const { actor } = start();
    actor.send({ type: 'form.submit' });
    actor.send({ type: 'form.change', patch: { phone: '0612345678' } });
    const { errors, focusRequest } = actor.getSnapshot().context;
    expect(errors.phone).toBeUndefined();
    expect(focusRequest).toBe(1);
  });

  it('refuses a password that breaks the loaded policy', async () => {
    const { actor, payloads } = start();
    await policySettled(actor, 'loaded');
    actor.send({
      type: 'form.change',
      patch: { ...FILLED, password: 'welkomwelkom', confirmPassword: 'welkomwelkom' },
    });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.errors).toEqual({ password: 'validation.passwordPolicy' });
    expect(payloads).toEqual([]);
  });

  it('sends the §3 payload (trimmed, surname, language, region 20) and goes to activation', async () => {
    const { actor, payloads, spies } = start();
    actor.send({ type: 'language.change', language: 'en-US' });
    actor.send({ type: 'form.change', patch: FILLED });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches('registered'));
    expect(payloads).toEqual([
      {
        email: 'nieuw@example.com',
        password: 'Welkom-2026!',
        firstName: 'Anna',
        surname: 'de Vries',
        phone: '0612345678',
        newsletter: true,
        terms: true,
        language: 'en-US',
        regionId: 20,
      },
    ]);
    expect(spies.goToActivation).toHaveBeenCalledWith({ email: 'nieuw@example.com' });
  });

  it('is busy while the request runs and ignores a second submit', async () => {
    const gate = deferred<void>();
    const { actor, payloads } = start({ register: () => gate.promise });
    actor.send({ type: 'form.change', patch: FILLED });
    actor.send({ type: 'form.submit' });
    expect(selectIsSubmitting(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'form.submit' });
    gate.resolve();
    await waitFor(actor, (s) => s.matches('registered'));
    expect(payloads).toHaveLength(1);
  });

  it('shows userProfile.alreadyExists on the email field for a 409 and keeps the form', async () => {
    const { actor, spies } = start({
      register: async () => Promise.reject(accountError(409, 'UserAlreadyExists')),
    });
    actor.send({ type: 'form.change', patch: FILLED });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches('editing') && s.context.errors.email !== undefined);
    const { errors, form, focusRequest } = actor.getSnapshot().context;
    expect(errors).toEqual({ email: 'userProfile.alreadyExists' });
    expect(form.password).toBe('Welkom-2026!');
    expect(focusRequest).toBe(1);
    expect(spies.notifyError).not.toHaveBeenCalled();
  });

  it('toasts any other failure and keeps the form', async () => {
    const { actor, spies } = start({
      register: async () => Promise.reject(accountError(500, undefined, 'Stuk')),
    });
    actor.send({ type: 'form.change', patch: FILLED });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches('editing') && s.context.error !== null);
    expect(spies.notifyError).toHaveBeenCalledWith({
      error: expect.objectContaining({ status: 500, message: 'Stuk' }),
    });
    expect(actor.getSnapshot().context.form.email).toBe(FILLED.email);
  });
});
