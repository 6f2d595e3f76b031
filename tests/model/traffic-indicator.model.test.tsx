// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import { trafficIndicatorPlan } from './traffic-indicator.plan';
import { dev, openSignedIn } from './support/app';
import type { Gate, StateAssertion, StepExecutor, Sut } from './support/harness';
import { describeModel } from './support/model-suite';

// Model test of machines/booking/traffic-indicator.machine.ts: the badge under "Tijd" on /book-trip (the booking machine's
// child), signed in as the demo traveller, against the reference server in-process.

const CHECK = 'POST /ticketing/traffic-indicator/check';
const isCheck = (url: URL, method: string) =>
  method === 'POST' && url.pathname === '/ticketing/traffic-indicator/check';

interface State {
  gate?: Gate;
  /** Checks sent before the step that started the current wait. */
  checksBefore: number;
}
const states = new WeakMap<Sut, State>();
const stateOf = (sut: Sut) => {
  if (!states.has(sut)) states.set(sut, { checksBefore: 0 });
  return states.get(sut)!;
};
const checks = (sut: Sut) => sut.requests.filter((r) => r === CHECK).length;
const badge = () => screen.queryByText(/^Verwachte drukte: /);
const time = () => screen.getByLabelText('Tijd') as HTMLInputElement;
const date = () => screen.getByLabelText('Datum') as HTMLInputElement;

/** Holds the next traffic checks until the step that answers them. */
function holdChecks(sut: Sut) {
  const state = stateOf(sut);
  state.gate?.remove();
  state.gate = sut.gate(isCheck);
  state.checksBefore = checks(sut);
}

const noBadge = async () => {
  await waitFor(() => expect(badge()).toBeNull());
};

const see: Record<string, StateAssertion> = {
  starting: async () => {
    throw new Error('starting is transient and never observed');
  },
  off: async (sut) => {
    await noBadge();
    await new Promise((r) => setTimeout(r, 500));
    expect(checks(sut)).toBe(stateOf(sut).checksBefore);
  },
  debouncing: async () => {
    await noBadge();
  },
  checking: async (sut) => {
    await noBadge();
    expect(checks(sut)).toBe(stateOf(sut).checksBefore + 1);
  },
  shown: async () => {
    expect(
      await screen.findByText(/^Verwachte drukte: (Rustig|Gemiddeld|Druk)$/, {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  },
  hidden: async (sut) => {
    await noBadge();
    expect(checks(sut)).toBe(stateOf(sut).checksBefore + 1);
  },
};

const exec: Record<string, StepExecutor> = {
  '(root):traffic.update [isUnchanged]': async (sut) => {
    const shown = badge()?.textContent ?? null;
    const input = screen.getByRole('combobox', { name: 'Van' });
    await sut.user.clear(input);
    await sut.user.type(input, 'Silodam 1A');
    const listbox = screen.getByRole('listbox', { name: /^Van/, hidden: true });
    await sut.user.click(
      await within(listbox).findByRole('option', { name: 'Silodam 1A, Amsterdam' }, { timeout: 3000 }),
    );
    await waitFor(() => expect(input).toHaveValue('Silodam 1A, Amsterdam'));
    expect(badge()?.textContent ?? null).toBe(shown);
    // No check for the unchanged time: at most the one the current wait was already due to send.
    expect(checks(sut) - stateOf(sut).checksBefore).toBeLessThanOrEqual(1);
  },
  '(root):traffic.update [wantsCheck] → debouncing': async (sut) => {
    holdChecks(sut);
    // One hour later than shown (or than the default when emptied); past midnight: the next day.
    const [h = '12', m = '00'] = (time().value || '12:00').split(':');
    const hours = Number(h) + 1;
    if (hours >= 24) {
      const next = new Date(`${date().value}T12:00:00Z`);
      next.setUTCDate(next.getUTCDate() + 1);
      fireEvent.change(date(), { target: { value: next.toISOString().slice(0, 10) } });
    }
    fireEvent.change(time(), { target: { value: `${String(hours % 24).padStart(2, '0')}:${m}` } });
    expect(checks(sut)).toBe(stateOf(sut).checksBefore);
  },
  '(root):traffic.update → off': async (sut) => {
    stateOf(sut).gate?.remove();
    stateOf(sut).checksBefore = checks(sut);
    fireEvent.change(time(), { target: { value: '' } });
  },
  'debouncing:xstate.after.debounce → checking': async (sut) => {
    await stateOf(sut).gate!.held();
  },
  'checking:xstate.done.actor.checkTraffic → shown': async (sut) => {
    stateOf(sut).gate!.release();
  },
  'checking:xstate.error.actor.checkTraffic → hidden': async (sut) => {
    stateOf(sut).gate!.fail(503, 'ServiceUnavailable', 'Dienst tijdelijk niet beschikbaar');
    await new Promise((r) => setTimeout(r, 100));
    stateOf(sut).gate!.remove();
  },
};

describeModel({
  plan: trafficIndicatorPlan,
  see,
  exec,
  timeout: 60_000,
  before: async (sut, path) => {
    if (!path.initialFacts.enabled) await dev(sut, 'PATCH', '/region', { isTrafficIndicatorEnabled: false });
    else holdChecks(sut);
    await openSignedIn(sut, '/home');
    stateOf(sut).checksBefore = checks(sut);
    await sut.router!.navigate('/book-trip');
    await screen.findByLabelText('Tijd', {}, { timeout: 15_000 });
  },
});
