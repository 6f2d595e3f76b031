// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import { travelPreferencesPlan } from './travel-preferences.plan';
import { openSignedIn, RIET, RIET_PASS } from './support/app';
import type { Gate, StateAssertion, StepExecutor, Sut } from './support/harness';
import { describeModel } from './support/model-suite';

// Model test of machines/travel-preferences.machine.ts: the tab "Reisvoorkeuren" of /profile
// (reiziger@example.com), against the reference server in-process. The requests wait at gates until the step
// that answers them.

const PATH = '/ticketing/users/travel-preferences';
const REFUSED = 'Deze betaalmethode wordt in deze regio niet aangeboden.';

interface World {
  load?: Gate;
  save?: Gate;
}
const worlds = new WeakMap<Sut, World>();
const world = (sut: Sut) => worlds.get(sut)!;

const tab = () => screen.queryByRole('tab', { name: 'Reisvoorkeuren' });
const panel = () => within(screen.getByRole('tabpanel', { name: 'Reisvoorkeuren' }));
const saveButton = () => panel().getByRole('button', { name: 'Voorkeuren opslaan' });
const companions = () =>
  panel().getByRole('combobox', { name: 'Meereizenden (12 jaar of ouder)' }) as HTMLSelectElement;

function hold(sut: Sut, method: string): Gate {
  return sut.gate((url, m) => m === method && url.pathname === PATH);
}

const see: Record<string, StateAssertion> = {
  loading: async (sut) => {
    await world(sut).load!.held();
    expect(tab()).toBeInTheDocument();
    expect(panel().getByText('Bezig met laden…')).toBeInTheDocument();
  },
  unavailable: async () => {
    await waitFor(() => expect(tab()).toBeNull());
    expect(screen.getByRole('tab', { name: 'Persoonlijke gegevens' })).toBeInTheDocument();
  },
  loadFailed: async () => {
    expect(await panel().findByText('Uw reisvoorkeuren konden niet worden geladen.')).toBeInTheDocument();
    expect(panel().getByRole('button', { name: 'Opnieuw proberen' })).toBeInTheDocument();
  },
  ready: async () => {
    await waitFor(() => expect(saveButton()).toBeInTheDocument());
    expect(companions()).toBeInTheDocument();
    expect(panel().getByRole('combobox', { name: 'Kinderen (0 tot en met 11 jaar)' })).toBeInTheDocument();
    expect(panel().getByRole('checkbox', { name: 'Bel mij voor het ophalen' })).toBeInTheDocument();
    expect(panel().getByRole('combobox', { name: 'Betaalmethode' })).toBeInTheDocument();
  },
  'ready.editing': async () => {
    await waitFor(() => expect(saveButton()).not.toHaveAttribute('aria-busy'));
  },
  'ready.saving': async () => {
    await waitFor(() => expect(saveButton()).toHaveAttribute('aria-busy', 'true'));
  },
  'ready.saved': async () => {
    expect((await screen.findAllByText('Voorkeuren opgeslagen')).length).toBeGreaterThan(0);
    await waitFor(() => expect(saveButton()).not.toHaveAttribute('aria-busy'));
  },
  'ready.saveFailed': async () => {
    expect((await screen.findAllByText(REFUSED)).length).toBeGreaterThan(0);
    await waitFor(() => expect(saveButton()).not.toHaveAttribute('aria-busy'));
  },
};

const save: StepExecutor = async (sut) => {
  const gate = hold(sut, 'PUT');
  world(sut).save = gate;
  await sut.user.click(saveButton());
  await gate.held();
};

const exec: Record<string, StepExecutor> = {
  'loading:xstate.done.actor.getTravelPreferences → ready': async (sut) => {
    world(sut).load!.release();
  },
  'loading:xstate.error.actor.getTravelPreferences [isMissingEndpoint] → unavailable': async (sut) => {
    world(sut).load!.fail(404, 'NotFound', 'Not found');
  },
  'loading:xstate.error.actor.getTravelPreferences → loadFailed': async (sut) => {
    world(sut).load!.fail(503, 'ServiceUnavailable', 'Dienst tijdelijk niet beschikbaar');
    await panel().findByText('Uw reisvoorkeuren konden niet worden geladen.');
    world(sut).load!.remove();
  },
  'loadFailed:preferences.retry → loading': async (sut) => {
    const gate = hold(sut, 'GET');
    world(sut).load = gate;
    await sut.user.click(panel().getByRole('button', { name: 'Opnieuw proberen' }));
    await gate.held();
  },
  'ready:preferences.change → ready.editing': async (sut) => {
    const next = String((Number(companions().value) + 1) % 3);
    await sut.user.selectOptions(companions(), next);
    await waitFor(() => expect(companions().value).toBe(next));
  },
  'ready.editing:preferences.save → ready.saving': save,
  'ready.saving:xstate.done.actor.updateTravelPreferences → ready.saved': async (sut) => {
    world(sut).save!.release();
  },
  'ready.saving:xstate.error.actor.updateTravelPreferences → ready.saveFailed': async (sut) => {
    world(sut).save!.fail(400, 'PaymentNotOffered', REFUSED);
    expect((await screen.findAllByText(REFUSED)).length).toBeGreaterThan(0);
    world(sut).save!.remove();
  },
  'ready.saved:preferences.save → ready.saving': save,
  'ready.saveFailed:preferences.save → ready.saving': save,
};

describeModel({
  plan: travelPreferencesPlan,
  see,
  exec,
  timeout: 90_000,
  before: async (sut) => {
    worlds.set(sut, {});
    await openSignedIn(sut, '/home', RIET, RIET_PASS);
    world(sut).load = hold(sut, 'GET');
    await sut.router!.navigate('/profile');
    await screen.findByRole('heading', { level: 1, name: 'Profiel' }, { timeout: 30_000 });
    await sut.user.click(await screen.findByRole('tab', { name: 'Reisvoorkeuren' }));
  },
});
