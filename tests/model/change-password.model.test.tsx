// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { base64Utf8 } from '../../src/app/actors';
import { DEMO } from '../support/in-process';
// The account models' shared set-up: waits of up to 5 s for what a traveller should see.
import './account-model-support';
import { changePasswordPlan } from './change-password.plan';
import type { Gate, StateAssertion, StepExecutor, Sut } from './support/harness';
import { closeDialogs, skipReleaseNotes } from './support/app';
import { describeModel } from './support/model-suite';

// Model test of machines/account/change-password.machine.ts: tab "Wachtwoord" of /profile in the real app, signed in as the
// demo traveller, against the in-process reference server. Elements are found by role and accessible name.

const POLICY = '/api/auth/auth/getpasswordpolicy';
const CHANGE = '/api/external/user-accounts/password/change';
const NEW_PASSWORD = 'Westerdok-40A!';
const WRONG_PASSWORD = 'Verkeerd-2026!';
const UNAVAILABLE = 'Dienst tijdelijk niet beschikbaar';
const gates = new WeakMap<Sut, { policy?: Gate; change?: Gate }>();
const gatesOf = (sut: Sut) => {
  if (!gates.has(sut)) gates.set(sut, {});
  return gates.get(sut)!;
};
const panel = () => screen.getByRole('tabpanel', { name: 'Wachtwoord' });
const submitButton = () => screen.getByRole('button', { name: 'Wachtwoord wijzigen' });
const field = (label: 'Huidig wachtwoord' | 'Nieuw wachtwoord' | 'Herhaal nieuw wachtwoord') =>
  screen.getByLabelText(new RegExp(`^${label}`));

/** Status of a login of the demo traveller with `password` on the server (200 = it works). */
async function loginStatus(sut: Sut, password: string): Promise<number> {
  const response = await sut.server.app.fetch(
    new Request('http://localhost/api/auth/auth/login', {
      method: 'POST',
      headers: {
        Authorization: `Basic ${base64Utf8(`${DEMO.email}:${password}`)}`,
        'X-Platform-Type': 'Web',
        'X-Region-Id': '20',
      },
    }),
  );
  return response.status;
}

async function type(sut: Sut, label: Parameters<typeof field>[0], value: string) {
  await sut.user.clear(field(label));
  if (value) await sut.user.type(field(label), value);
}

/** The tab shows the three password fields. */
function expectFields() {
  expect(panel()).toBeVisible();
  expect(field('Huidig wachtwoord')).toHaveAttribute('type', 'password');
  expect(field('Nieuw wachtwoord')).toHaveAttribute('type', 'password');
  expect(field('Herhaal nieuw wachtwoord')).toHaveAttribute('type', 'password');
}

const see: Record<string, StateAssertion> = {
  editing: async () => {
    expectFields();
    await waitFor(() => expect(submitButton()).not.toHaveAttribute('aria-busy'));
  },
  changing: async (sut) => {
    await gatesOf(sut).change!.held();
    expectFields();
    expect(submitButton()).toHaveAttribute('aria-busy', 'true');
  },
};

const exec: Record<string, StepExecutor> = {
  '(root):form.change': async (sut) => {
    await type(sut, 'Nieuw wachtwoord', 'Westerdok');
    expect(field('Nieuw wachtwoord')).toHaveValue('Westerdok');
    expect(screen.getByText('minimaal 8 tekens').closest('li')).toHaveAttribute('data-met', 'true');
    expect(screen.queryByText('Vul een wachtwoord in')).toBeNull();
  },
  '(root):policy.loaded': async (sut) => {
    await gatesOf(sut).policy!.held();
    expect(screen.getByText('Uw wachtwoord moet bestaan uit:')).toBeInTheDocument();
    expect(screen.getByText('minimaal 8 tekens')).toBeInTheDocument();
    expect(screen.queryByText('een kleine letter')).toBeNull();
    gatesOf(sut).policy!.release();
    expect(await screen.findByText('een kleine letter')).toBeInTheDocument();
    expect(screen.getByText('een hoofdletter')).toBeInTheDocument();
    expect(screen.getByText('een cijfer')).toBeInTheDocument();
  },
  'editing:form.submit [isFormValid] → changing': async (sut) => {
    await type(sut, 'Huidig wachtwoord', DEMO.password);
    await type(sut, 'Nieuw wachtwoord', NEW_PASSWORD);
    await type(sut, 'Herhaal nieuw wachtwoord', NEW_PASSWORD);
    gatesOf(sut).change = sut.gate((url, method) => method === 'POST' && url.pathname === CHANGE);
    await sut.user.click(submitButton());
  },
  'editing:form.submit': async (sut) => {
    await type(sut, 'Huidig wachtwoord', '');
    await type(sut, 'Nieuw wachtwoord', '');
    await type(sut, 'Herhaal nieuw wachtwoord', '');
    await sut.user.click(submitButton());
    expect(await screen.findByText('Vul uw huidige wachtwoord in')).toBeInTheDocument();
    await waitFor(() => expect(field('Huidig wachtwoord')).toHaveFocus());
    expect(field('Huidig wachtwoord')).toHaveAttribute('aria-invalid', 'true');
    expect(sut.requests).not.toContain(`POST ${CHANGE}`);
  },
  'changing:xstate.done.actor.changePassword → editing': async (sut) => {
    gatesOf(sut).change!.release();
    expect(await screen.findByText('Uw wachtwoord is gewijzigd.', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(field('Huidig wachtwoord')).toHaveValue('');
    expect(field('Nieuw wachtwoord')).toHaveValue('');
    expect(await loginStatus(sut, NEW_PASSWORD)).toBe(200);
    expect(await loginStatus(sut, DEMO.password)).toBe(401);
  },
  'changing:xstate.error.actor.changePassword [isFieldRefusal] → editing': async (sut) => {
    gatesOf(sut).change!.rewrite((r) => {
      const body = { email: DEMO.email, oldPassword: WRONG_PASSWORD, password: NEW_PASSWORD };
      return new Request(r.url, { method: r.method, headers: r.headers, body: JSON.stringify(body) });
    });
    expect(
      await screen.findByText('Het huidige wachtwoord is niet juist.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    await waitFor(() => expect(field('Huidig wachtwoord')).toHaveFocus());
    expect(field('Huidig wachtwoord')).toHaveAttribute('aria-invalid', 'true');
    expect(await loginStatus(sut, DEMO.password)).toBe(200);
  },
  'changing:xstate.error.actor.changePassword → editing': async (sut) => {
    gatesOf(sut).change!.fail(503, 'ServiceUnavailable', UNAVAILABLE);
    expect(await screen.findByText(UNAVAILABLE, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(field('Nieuw wachtwoord')).toHaveValue(NEW_PASSWORD);
    expect(await loginStatus(sut, DEMO.password)).toBe(200);
    gatesOf(sut).change!.remove();
  },
};

describeModel({
  plan: changePasswordPlan,
  see,
  exec,
  before: async (sut) => {
    skipReleaseNotes();
    await sut.storeDemoSession('2001000101');
    gatesOf(sut).policy = sut.gate((url, method) => method === 'GET' && url.pathname === POLICY);
    sut.start('/profile');
    await sut.waitForAuth('signedIn');
    await screen.findByRole('tab', { name: 'Wachtwoord', hidden: true }, { timeout: 15_000 });
    await closeDialogs(sut);
    await sut.user.click(screen.getByRole('tab', { name: 'Wachtwoord' }));
    await screen.findByRole('button', { name: 'Wachtwoord wijzigen' }, { timeout: 5000 });
  },
});
