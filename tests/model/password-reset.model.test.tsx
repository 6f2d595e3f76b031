// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { base64Utf8 } from '../../src/app/actors';
import { DEMO } from '../support/in-process';
import { latestCode, serverCall } from './account-model-support';
import { passwordResetPlan } from './password-reset.plan';
import type { Gate, StateAssertion, StepExecutor, Sut } from './support/harness';
import { describeModel } from './support/model-suite';

// Model test of machines/account/password-reset.machine.ts: /forgot (start A) and /change (start B) of the real app for the
// seeded demo traveller, against the in-process reference server; reset codes come from its dev outbox.

const SEND = '/api/external/user-accounts/password/send-reset-token';
const POLICY = '/api/auth/auth/getpasswordpolicy';
const CHECK = '/api/userprofile/userprofile/checktoken';
const RESET = '/api/external/user-accounts/password/reset';
const NEW_PASSWORD = 'Westerdok-40A!';
const UNAVAILABLE = 'Dienst tijdelijk niet beschikbaar';
const gates = new WeakMap<Sut, { policy?: Gate; send?: Gate; check?: Gate; reset?: Gate }>();
const gatesOf = (sut: Sut) => {
  if (!gates.has(sut)) gates.set(sut, {});
  return gates.get(sut)!;
};
const isPost = (path: string) => (url: URL, method: string) => method === 'POST' && url.pathname === path;
const sendButton = () => screen.getByRole('button', { name: 'Code versturen' });
const changeButton = () => screen.getByRole('button', { name: 'Wachtwoord wijzigen' });
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));

/** Status of a login with `password` on the server (200 = it works). */
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

async function type(sut: Sut, label: string, value: string) {
  await sut.user.clear(field(label));
  await sut.user.type(field(label), value);
}

/** /change shows the code, the new password and its confirmation. */
function expectResetForm() {
  expect(field('Verificatiecode')).toBeInTheDocument();
  expect(field('Nieuw wachtwoord')).toBeInTheDocument();
  expect(field('Herhaal nieuw wachtwoord')).toBeInTheDocument();
}

const see: Record<string, StateAssertion> = {
  starting: async () => {
    throw new Error('starting is transient: never asserted');
  },
  request: async (sut) => {
    expect(['/forgot', '/change']).toContain(sut.router?.state.location.pathname);
  },
  'request.editing': async () => {
    expect(screen.getByRole('heading', { level: 1, name: 'Wachtwoord vergeten' })).toBeInTheDocument();
    expect(field('E-mailadres')).toBeInTheDocument();
    await waitFor(() => expect(sendButton()).not.toHaveAttribute('aria-busy'));
  },
  'request.sending': async (sut) => {
    await gatesOf(sut).send!.held();
    expect(sendButton()).toHaveAttribute('aria-busy', 'true');
  },
  'request.sent': async (sut) => {
    expect(
      await screen.findByText(
        'Als er een account is met dit e-mailadres, hebben wij er een code naartoe gestuurd.',
      ),
    ).toBeInTheDocument();
    await sut.waitForPath('/change');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Nieuw wachtwoord instellen' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(field('E-mailadres')).toHaveValue(DEMO.email);
  },
  reset: async (sut) => {
    expect(['/change', '/login']).toContain(sut.router?.state.location.pathname);
  },
  'reset.editing': async (sut) => {
    expect(sut.router?.state.location.pathname).toBe('/change');
    expectResetForm();
    await waitFor(() => expect(changeButton()).not.toHaveAttribute('aria-busy'));
  },
  'reset.checkingToken': async (sut) => {
    await gatesOf(sut).check!.held();
    expectResetForm();
    expect(changeButton()).toHaveAttribute('aria-busy', 'true');
  },
  'reset.resetting': async (sut) => {
    await gatesOf(sut).reset!.held();
    expectResetForm();
    expect(changeButton()).toHaveAttribute('aria-busy', 'true');
  },
  'reset.done': async (sut) => {
    await sut.waitForPath('/login');
    expect(
      await screen.findByText('Uw wachtwoord is gewijzigd. U kunt nu inloggen met uw nieuwe wachtwoord.'),
    ).toBeInTheDocument();
    expect(await loginStatus(sut, NEW_PASSWORD)).toBe(200);
  },
};

const exec: Record<string, StepExecutor> = {
  'request:form.change': async (sut) => {
    await type(sut, 'E-mailadres', 'demo@');
    expect(field('E-mailadres')).toHaveValue('demo@');
    expect(screen.queryByText('Vul een geldig e-mailadres in.')).toBeNull();
  },
  'request.editing:form.submit [isEmailValid] → request.sending': async (sut) => {
    await type(sut, 'E-mailadres', DEMO.email);
    gatesOf(sut).send = sut.gate(isPost(SEND));
    await sut.user.click(sendButton());
  },
  'request.editing:form.submit': async (sut) => {
    await sut.user.clear(field('E-mailadres'));
    await sut.user.click(sendButton());
    expect(await screen.findByText('Vul uw e-mailadres in')).toBeInTheDocument();
    expect(sut.requests).not.toContain(`POST ${SEND}`);
  },
  'request.sending:xstate.done.actor.sendResetToken → request.sent': async (sut) => {
    gatesOf(sut).send!.release();
    await waitFor(async () => expect(await latestCode(sut, DEMO.email, 'passwordReset')).toMatch(/^\d{6}$/));
  },
  'request.sending:xstate.error.actor.sendResetToken → request.editing': async (sut) => {
    gatesOf(sut).send!.fail(503, 'ServiceUnavailable', UNAVAILABLE);
    expect(await screen.findByText(UNAVAILABLE, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(field('E-mailadres')).toHaveValue(DEMO.email);
    gatesOf(sut).send!.remove();
  },
  'reset:form.change': async (sut) => {
    await type(sut, 'Verificatiecode', '12a');
    expect(field('Verificatiecode')).toHaveValue('12');
  },
  'reset:policy.loaded': async (sut) => {
    await gatesOf(sut).policy!.held();
    expect(screen.getByText('Uw wachtwoord moet bestaan uit:')).toBeInTheDocument();
    expect(screen.getByText('minimaal 8 tekens')).toBeInTheDocument();
    expect(screen.queryByText('een kleine letter')).toBeNull();
    gatesOf(sut).policy!.release();
    expect(await screen.findByText('een kleine letter')).toBeInTheDocument();
    expect(screen.getByText('een hoofdletter')).toBeInTheDocument();
    expect(screen.getByText('een cijfer')).toBeInTheDocument();
  },
  'reset.editing:form.submit [isResetFormValid] → reset.checkingToken': async (sut) => {
    await type(sut, 'Verificatiecode', await latestCode(sut, DEMO.email, 'passwordReset'));
    await type(sut, 'Nieuw wachtwoord', NEW_PASSWORD);
    await type(sut, 'Herhaal nieuw wachtwoord', NEW_PASSWORD);
    gatesOf(sut).check = sut.gate(isPost(CHECK));
    await sut.user.click(changeButton());
  },
  'reset.editing:form.submit': async (sut) => {
    await sut.user.clear(field('Verificatiecode'));
    await sut.user.click(changeButton());
    expect(await screen.findByText('Vul de code in')).toBeInTheDocument();
    expect(sut.requests).not.toContain(`POST ${CHECK}`);
  },
  'reset.checkingToken:xstate.done.actor.checkToken [hasTokenError] → reset.editing': async (sut) => {
    sut.server.clock.advance(16 * 60_000); // the code (valid 15 min) expires while the traveller waits
    gatesOf(sut).check!.release();
    // The reference server answers an expired code like any refused one (checktoken tells a guesser nothing).
    expect(
      await screen.findByText(
        'Deze code is ongeldig of verlopen. Vraag een nieuwe code aan.',
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(sut.requests).not.toContain(`POST ${RESET}`);
    expect(await loginStatus(sut, DEMO.password)).toBe(200);
  },
  'reset.checkingToken:xstate.done.actor.checkToken → reset.resetting': async (sut) => {
    gatesOf(sut).reset = sut.gate(isPost(RESET));
    gatesOf(sut).check!.release();
  },
  'reset.checkingToken:xstate.error.actor.checkToken → reset.editing': async (sut) => {
    gatesOf(sut).check!.fail(503, 'ServiceUnavailable', UNAVAILABLE);
    expect(await screen.findByText(UNAVAILABLE, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(field('Nieuw wachtwoord')).toHaveValue(NEW_PASSWORD);
    gatesOf(sut).check!.remove();
  },
  'reset.resetting:xstate.done.actor.resetPassword → reset.done': async (sut) => {
    gatesOf(sut).reset!.release();
  },
  'reset.resetting:xstate.error.actor.resetPassword → reset.editing': async (sut) => {
    gatesOf(sut).reset!.fail(503, 'ServiceUnavailable', UNAVAILABLE);
    expect(await screen.findByText(UNAVAILABLE, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(await loginStatus(sut, DEMO.password)).toBe(200);
    gatesOf(sut).reset!.remove();
  },
};

describeModel({
  plan: passwordResetPlan,
  see,
  exec,
  before: async (sut, path) => {
    if (path.initialFacts.resetStep) {
      const sent = await serverCall(sut, 'POST', SEND, { email: DEMO.email });
      expect(sent.status).toBe(200);
      gatesOf(sut).policy = sut.gate((url, method) => method === 'GET' && url.pathname === POLICY);
      sut.start(`/change?email=${encodeURIComponent(DEMO.email)}`);
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Nieuw wachtwoord instellen' },
        { timeout: 15_000 },
      );
    } else {
      sut.start('/forgot');
      await screen.findByRole('heading', { level: 1, name: 'Wachtwoord vergeten' }, { timeout: 15_000 });
    }
  },
});
