// @vitest-environment jsdom
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, expect, vi } from 'vitest';
import { RESEND_COOLDOWN_MS } from '../../machines/account/activation.machine';
import { codeCount, latestCode, NEW_TRAVELLER, registerNewTraveller } from './account-model-support';
import { activationPlan } from './activation.plan';
import type { Gate, StateAssertion, StepExecutor, Sut } from './support/harness';
import { describeModel } from './support/model-suite';

// Model test of machines/account/activation.machine.ts: /activate of the real app for a traveller who registered on the
// in-process reference server; codes come from the server's dev outbox.

const ACTIVATE = '/api/external/user-accounts/activate';
const RENEW = '/api/external/user-accounts/activation-token/renew';
const EMAIL = NEW_TRAVELLER.email;
const gates = new WeakMap<Sut, { activate?: Gate; renew?: Gate }>();
const gatesOf = (sut: Sut) => {
  if (!gates.has(sut)) gates.set(sut, {});
  return gates.get(sut)!;
};
const isPost = (path: string) => (url: URL, method: string) => method === 'POST' && url.pathname === path;
const onActivatePage = (sut: Sut) => sut.router?.state.location.pathname === '/activate';
const activateButton = () => screen.getByRole('button', { name: 'Account activeren' });
const resendButton = () => screen.getByRole('button', { name: 'Stuur mij een nieuwe code' });

/** The held activation request, sent to the server with another body `{ email, token }`. */
function sendAs(body: { email: string; token: string }) {
  return (r: Request) =>
    new Request(r.url, { method: r.method, headers: r.headers, body: JSON.stringify(body) });
}

afterEach(() => {
  vi.useRealTimers();
});

const see: Record<string, StateAssertion> = {
  form: async (sut) => {
    expect(['/activate', '/login']).toContain(sut.router?.state.location.pathname);
  },
  'form.editing': async () => {
    expect(screen.getByRole('heading', { level: 1, name: 'Account activeren' })).toBeInTheDocument();
    expect(screen.getByLabelText('E-mailadres')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Activatiecode/)).toBeInTheDocument();
    await waitFor(() => expect(activateButton()).not.toHaveAttribute('aria-busy'));
  },
  'form.submitting': async (sut) => {
    await gatesOf(sut).activate!.held();
    expect(activateButton()).toHaveAttribute('aria-busy', 'true');
  },
  'form.activated': async (sut) => {
    await sut.waitForPath('/login');
    expect(
      await screen.findByText('Uw account is geactiveerd. U kunt nu inloggen.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  },
  resend: async (sut) => {
    if (onActivatePage(sut)) expect(resendButton()).toBeInTheDocument();
    else
      await waitFor(() =>
        expect(screen.queryByRole('button', { name: 'Stuur mij een nieuwe code' })).toBeNull(),
      );
  },
  'resend.idle': async (sut) => {
    if (!onActivatePage(sut)) return; // activated: the page (and its actor) has closed
    await waitFor(() => expect(resendButton()).toBeEnabled());
    expect(resendButton()).not.toHaveAttribute('aria-busy');
    expect(screen.queryByText(/Er is een nieuwe code verstuurd/)).toBeNull();
  },
  'resend.sending': async (sut) => {
    await gatesOf(sut).renew!.held();
    expect(resendButton()).toHaveAttribute('aria-busy', 'true');
  },
  'resend.sent': async () => {
    expect(
      await screen.findByText(
        `Er is een nieuwe code verstuurd naar ${EMAIL}. Over 30 seconden kunt u opnieuw een code aanvragen.`,
      ),
    ).toBeInTheDocument();
    expect(resendButton()).toBeDisabled();
  },
};

async function setEmail(sut: Sut, email: string) {
  const field = screen.getByLabelText('E-mailadres');
  await sut.user.clear(field);
  await sut.user.type(field, email);
}

async function setCode(sut: Sut, code: string) {
  const field = screen.getByLabelText(/^Activatiecode/);
  await sut.user.clear(field);
  await sut.user.type(field, code);
}

const exec: Record<string, StepExecutor> = {
  '(root):form.change': async (sut) => {
    await setCode(sut, '12a');
    expect(screen.getByLabelText(/^Activatiecode/)).toHaveValue('12');
    expect(activateButton()).toBeDisabled();
  },
  'form.editing:form.submit [isCodeComplete && isFormValid] → form.submitting': async (sut) => {
    await setCode(sut, await latestCode(sut, EMAIL, 'activation'));
    gatesOf(sut).activate = sut.gate(isPost(ACTIVATE));
    await sut.user.click(activateButton());
  },
  'form.editing:form.submit [isCodeComplete]': async (sut) => {
    await setEmail(sut, 'j.bakker@');
    await setCode(sut, '123456');
    await sut.user.click(activateButton());
    expect(await screen.findByText('Vul een geldig e-mailadres in.')).toBeInTheDocument();
    expect(sut.requests).not.toContain(`POST ${ACTIVATE}`);
    await setEmail(sut, EMAIL); // back to the real address for the steps that follow
  },
  'form.submitting:xstate.done.actor.activateAccount → form.activated': async (sut) => {
    gatesOf(sut).activate!.release();
  },
  'form.submitting:xstate.error.actor.activateAccount [isCodeRejected] → form.editing': async (sut) => {
    const real = await latestCode(sut, EMAIL, 'activation');
    const wrong = String((Number(real) + 1) % 1_000_000).padStart(6, '0');
    gatesOf(sut).activate!.rewrite(sendAs({ email: EMAIL, token: wrong }));
    expect(
      await screen.findByText(
        'Deze code is niet juist. Controleer de code of vraag een nieuwe code aan.',
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
  },
  'form.submitting:xstate.error.actor.activateAccount → form.editing': async (sut) => {
    gatesOf(sut).activate!.fail(503, 'ServiceUnavailable', 'Dienst tijdelijk niet beschikbaar');
    expect(
      await screen.findByText('Dienst tijdelijk niet beschikbaar', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/^Activatiecode/)).toHaveValue(await latestCode(sut, EMAIL, 'activation'));
    gatesOf(sut).activate!.remove();
  },
  'resend.idle:code.resend [isEmailValid] → resend.sending': async (sut) => {
    // The 30 s cooldown that may follow runs on a fake clock that otherwise keeps pace with real time.
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    gatesOf(sut).renew = sut.gate(isPost(RENEW));
    await sut.user.click(resendButton());
  },
  'resend.idle:code.resend': async (sut) => {
    await setEmail(sut, 'j.bakker@');
    await sut.user.click(resendButton());
    expect(await screen.findByText('Vul een geldig e-mailadres in.')).toBeInTheDocument();
    expect(sut.requests).not.toContain(`POST ${RENEW}`);
    await setEmail(sut, EMAIL);
  },
  'resend.sending:xstate.done.actor.renewActivationToken → resend.sent': async (sut) => {
    gatesOf(sut).renew!.release();
    await waitFor(async () => expect(await codeCount(sut, EMAIL, 'activation')).toBe(2));
  },
  'resend.sending:xstate.error.actor.renewActivationToken → resend.idle': async (sut) => {
    gatesOf(sut).renew!.fail(503, 'ServiceUnavailable', 'Dienst tijdelijk niet beschikbaar');
    expect(
      await screen.findByText('Dienst tijdelijk niet beschikbaar', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    gatesOf(sut).renew!.remove();
  },
  'resend.sent:xstate.after.resendCooldown → resend.idle': async () => {
    await act(() => vi.advanceTimersByTimeAsync(RESEND_COOLDOWN_MS - 1000));
    expect(resendButton()).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    await waitFor(() => expect(resendButton()).toBeEnabled());
  },
};

describeModel({
  plan: activationPlan,
  see,
  exec,
  before: async (sut) => {
    await registerNewTraveller(sut);
    sut.start(`/activate?email=${encodeURIComponent(EMAIL)}`);
    await screen.findByRole('heading', { level: 1, name: 'Account activeren' }, { timeout: 15_000 });
  },
});
