// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { DEMO } from '../support/in-process';
import { loginFormPlan } from './login-form.plan';
import type { StateAssertion, StepExecutor, Sut } from './support/harness';
import { describeModel } from './support/model-suite';

// Model test of machines/login-form.machine.ts: the real /login page of the real app, signed out, against the
// reference server in-process. The session's side of a complete form is auth.model.test.tsx.

const WRONG_PASSWORD = 'Niet-het-wachtwoord1!';
const email = () => screen.getByLabelText('E-mailadres');
const password = () => screen.getByLabelText('Wachtwoord');
const loginRequests = (sut: Sut) => sut.requests.filter((r) => r.endsWith('/auth/login')).length;

async function retype(sut: Sut, field: HTMLElement, text: string) {
  await sut.user.clear(field);
  if (text) await sut.user.type(field, text);
}

const see: Record<string, StateAssertion> = {
  editing: async (sut) => {
    expect(sut.router?.state.location.pathname).toBe('/login');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Inloggen' })).toBeEnabled());
    expect(email()).toBeInTheDocument();
    expect(password()).toBeInTheDocument();
  },
};

const exec: Record<string, StepExecutor> = {
  '(root):form.change': async (sut) => {
    await retype(sut, email(), DEMO.email);
    expect(email()).toHaveValue(DEMO.email);
  },
  'editing:form.submit [isFormValid]': async (sut) => {
    await retype(sut, email(), DEMO.email);
    await retype(sut, password(), WRONG_PASSWORD);
    const before = loginRequests(sut);
    await sut.user.click(screen.getByRole('button', { name: 'Inloggen' }));
    expect(
      await screen.findByText('Gebruikersnaam of wachtwoord is onjuist', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(loginRequests(sut)).toBe(before + 1);
    expect(screen.queryByText('Vul uw e-mailadres in')).toBeNull();
    expect(email()).toHaveValue(DEMO.email);
    expect(password()).toHaveValue(WRONG_PASSWORD);
  },
  'editing:form.submit': async (sut) => {
    await retype(sut, email(), '');
    await retype(sut, password(), '');
    const before = loginRequests(sut);
    await sut.user.click(screen.getByRole('button', { name: 'Inloggen' }));
    expect(await screen.findByText('Vul uw e-mailadres in')).toBeInTheDocument();
    expect(screen.getByText('Vul uw wachtwoord in')).toBeInTheDocument();
    await waitFor(() => expect(email()).toHaveFocus());
    expect(loginRequests(sut)).toBe(before);
  },
};

describeModel({
  plan: loginFormPlan,
  see,
  exec,
  before: async (sut) => {
    sut.start('/login');
    await sut.waitForPath('/login');
    await screen.findByLabelText('E-mailadres', {}, { timeout: 15_000 });
  },
});
