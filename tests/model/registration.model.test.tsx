// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { createTranslator, getActiveLocale } from '../../src/i18n/i18n';
import { NEW_TRAVELLER } from './account-model-support';
import { registrationPlan } from './registration.plan';
import type { Gate, StateAssertion, StepExecutor, Sut } from './support/harness';
import { describeModel } from './support/model-suite';

// Model test of machines/account/registration.machine.ts: /register of the real app against the in-process reference
// server. Texts come from the active dictionary, since one path switches the page to English.

const POLICY = '/api/auth/auth/getpasswordpolicy';
const REGISTER = '/api/external/user-profiles';
const gates = new WeakMap<Sut, { policy: Gate; register?: Gate }>();
const gatesOf = (sut: Sut) => gates.get(sut)!;
const t = (...args: Parameters<ReturnType<typeof createTranslator>>) =>
  createTranslator(getActiveLocale())(...args);
const submitButton = () => screen.getByRole('button', { name: t('register.submit') });
const rule = (key: 'passwordPolicy.lowercase' | 'passwordPolicy.uppercase') => screen.queryByText(t(key));

const see: Record<string, StateAssertion> = {
  editing: async (sut) => {
    expect(sut.router?.state.location.pathname).toBe('/register');
    expect(screen.getByRole('heading', { level: 1, name: t('register.title') })).toBeInTheDocument();
    await waitFor(() => expect(submitButton()).not.toHaveAttribute('aria-busy'));
  },
  submitting: async (sut) => {
    await gatesOf(sut).register!.held();
    expect(submitButton()).toHaveAttribute('aria-busy', 'true');
  },
  registered: async (sut) => {
    await sut.waitForPath('/activate');
    expect(
      await screen.findByRole('heading', { level: 1, name: t('activate.title') }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(t('activate.email'))).toHaveValue(NEW_TRAVELLER.email);
  },
};

async function type(sut: Sut, label: string, value: string) {
  const field = screen.getByLabelText(new RegExp(`^${label}`));
  await sut.user.clear(field);
  await sut.user.type(field, value);
}

/** Everything typed is still there (after an error). */
function expectTypedValuesKept() {
  expect(screen.getByLabelText(new RegExp(`^${t('register.email')}`))).toHaveValue(NEW_TRAVELLER.email);
  expect(screen.getByLabelText(new RegExp(`^${t('register.firstName')}`))).toHaveValue(
    NEW_TRAVELLER.firstName,
  );
  expect(screen.getByLabelText(new RegExp(`^${t('register.phone')}`))).toHaveValue(NEW_TRAVELLER.phone);
}

const exec: Record<string, StepExecutor> = {
  '(root):form.change': async (sut) => {
    await type(sut, t('register.firstName'), 'Jan');
    expect(screen.getByLabelText(new RegExp(`^${t('register.firstName')}`))).toHaveValue('Jan');
    expect(screen.queryByText(t('validation.errorSummary'))).toBeNull();
  },
  '(root):language.change': async (sut) => {
    await sut.user.selectOptions(screen.getByLabelText('Taal'), 'English');
    expect(await screen.findByRole('heading', { level: 1, name: 'Create an account' })).toBeInTheDocument();
  },
  'editing:form.submit [isFormValid] → submitting': async (sut) => {
    await type(sut, t('register.email'), NEW_TRAVELLER.email);
    await type(sut, t('register.password'), NEW_TRAVELLER.password);
    await type(sut, t('register.confirmPassword'), NEW_TRAVELLER.password);
    await type(sut, t('register.firstName'), NEW_TRAVELLER.firstName);
    await type(sut, t('register.lastName'), NEW_TRAVELLER.surname);
    await type(sut, t('register.phone'), NEW_TRAVELLER.phone);
    await sut.user.click(screen.getByRole('checkbox', { name: t('register.terms') }));
    gatesOf(sut).register = sut.gate((url, method) => method === 'POST' && url.pathname === REGISTER);
    await sut.user.click(submitButton());
  },
  'editing:form.submit': async (sut) => {
    await sut.user.click(submitButton());
    expect(await screen.findByText(t('validation.errorSummary'))).toBeInTheDocument();
    expect(screen.getByText(t('validation.emailRequired'))).toBeInTheDocument();
    expect(sut.requests).not.toContain(`POST ${REGISTER}`);
  },
  'submitting:xstate.done.actor.registerUser → registered': async (sut) => {
    gatesOf(sut).register!.release();
  },
  'submitting:xstate.error.actor.registerUser [isAlreadyRegistered] → editing': async (sut) => {
    // An operator's API answers 409 for an address that has an account; the reference server answers such a
    // registration like a new one (no account oracle), so the 409 is the operator's, played through the gate.
    gatesOf(sut).register!.fail(
      409,
      'UserAlreadyExists',
      'Dit e-mailadres is al in gebruik. Weet u uw wachtwoord niet meer, kies dan voor wachtwoord vergeten.',
    );
    expect(
      await screen.findByText(t('userProfile.alreadyExists'), {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expectTypedValuesKept();
  },
  'submitting:xstate.error.actor.registerUser → editing': async (sut) => {
    gatesOf(sut).register!.fail(503, 'ServiceUnavailable', 'Dienst tijdelijk niet beschikbaar');
    expect(
      await screen.findByText('Dienst tijdelijk niet beschikbaar', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expectTypedValuesKept();
    gatesOf(sut).register!.remove();
  },
  '(root):policy.loaded': async (sut) => {
    await gatesOf(sut).policy.held();
    expect(screen.getByText(t('passwordPolicy.title'))).toBeInTheDocument();
    expect(screen.getByText(t('passwordPolicy.minimumLength', { count: 8 }))).toBeInTheDocument();
    expect(rule('passwordPolicy.lowercase')).toBeNull();
    gatesOf(sut).policy.release();
    expect(await screen.findByText(t('passwordPolicy.lowercase'))).toBeInTheDocument();
    expect(rule('passwordPolicy.uppercase')).toBeInTheDocument();
    expect(screen.getByText(t('passwordPolicy.number'))).toBeInTheDocument();
    expect(screen.getByText(t('passwordPolicy.maximumConsecutive', { count: 3 }))).toBeInTheDocument();
  },
};

describeModel({
  plan: registrationPlan,
  see,
  exec,
  before: async (sut) => {
    gates.set(sut, { policy: sut.gate((url, method) => method === 'GET' && url.pathname === POLICY) });
    sut.start('/register');
    await screen.findByRole('heading', { level: 1, name: 'Account aanmaken' }, { timeout: 15_000 });
  },
});
