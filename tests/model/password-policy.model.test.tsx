// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
// The account models' shared set-up: waits of up to 5 s for what a traveller should see.
import './account-model-support';
import { passwordPolicyPlan } from './password-policy.plan';
import type { Gate, StateAssertion, StepExecutor, Sut } from './support/harness';
import { describeModel } from './support/model-suite';

// Model test of machines/account/password-policy.machine.ts: the live checklist under Wachtwoord on /register of
// the real app (its registration chart invokes the child), against the in-process reference server.

const POLICY = '/api/auth/auth/getpasswordpolicy';
const UNAVAILABLE = 'Dienst tijdelijk niet beschikbaar';
const gates = new WeakMap<Sut, Gate>();
const gateOf = (sut: Sut) => gates.get(sut)!;

/** The checklist shows the §9 minimum and none of the server's other rules. */
function expectMinimumOnly() {
  expect(screen.getByText('Uw wachtwoord moet bestaan uit:')).toBeInTheDocument();
  expect(screen.getByText('minimaal 8 tekens')).toBeInTheDocument();
  expect(screen.queryByText('een kleine letter')).toBeNull();
  expect(screen.queryByText('een hoofdletter')).toBeNull();
}

const see: Record<string, StateAssertion> = {
  loading: async (sut) => {
    await gateOf(sut).held();
    expectMinimumOnly();
  },
  loaded: async () => {
    expect(await screen.findByText('een kleine letter')).toBeInTheDocument();
    expect(screen.getByText('minimaal 8 tekens')).toBeInTheDocument();
    expect(screen.getByText('een hoofdletter')).toBeInTheDocument();
    expect(screen.getByText('een cijfer')).toBeInTheDocument();
    expect(screen.getByText('een leesteken of symbool, bijvoorbeeld ! of -')).toBeInTheDocument();
    expect(screen.getByText('niet meer dan 3 dezelfde tekens achter elkaar')).toBeInTheDocument();
  },
  failed: async () => {
    expectMinimumOnly();
    expect(screen.queryByText(UNAVAILABLE)).toBeNull();
  },
};

const exec: Record<string, StepExecutor> = {
  'loading:xstate.done.actor.loadPasswordPolicy → loaded': async (sut) => {
    gateOf(sut).release();
  },
  'loading:xstate.error.actor.loadPasswordPolicy → failed': async (sut) => {
    gateOf(sut).fail(503, 'ServiceUnavailable', UNAVAILABLE);
    await waitFor(() => expect(sut.requests).toContain(`GET ${POLICY}`));
    // Let the refusal reach the chart before the checklist is looked at again (no toast may follow).
    await new Promise((r) => setTimeout(r, 50));
  },
};

describeModel({
  plan: passwordPolicyPlan,
  see,
  exec,
  before: async (sut) => {
    gates.set(
      sut,
      sut.gate((url, method) => method === 'GET' && url.pathname === POLICY),
    );
    sut.start('/register');
    await screen.findByRole('heading', { level: 1, name: 'Account aanmaken' }, { timeout: 15_000 });
  },
});
