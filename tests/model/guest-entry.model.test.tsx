// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { guestFromRouterState } from '../../src/logic/guest-entry';
import { guestEntryPlan } from './guest-entry.plan';
import type { StateAssertion, StepExecutor, Sut } from './support/harness';
import { describeModel } from './support/model-suite';

// Model test of machines/guest-entry.machine.ts: the card "Boeken zonder account" of the welcome page (/) of the
// real app, signed out, against the reference server in-process; a valid entry opens /quick-book.

interface World {
  /** A submit was refused: the card shows its errors. */
  refused: boolean;
}
const worlds = new WeakMap<Sut, World>();
const world = (sut: Sut) => worlds.get(sut)!;

const email = () => screen.getByLabelText(/^E-mailadres/);
const firstName = () => screen.getByLabelText(/^Voornaam/);
const lastName = () => screen.getByLabelText(/^Achternaam/);
const submit = (sut: Sut) => sut.user.click(screen.getByRole('button', { name: 'Verder naar boeken' }));

const see: Record<string, StateAssertion> = {
  editing: async (sut) => {
    expect(sut.router!.state.location.pathname).toBe('/');
    expect(screen.getByRole('heading', { level: 2, name: 'Boeken zonder account' })).toBeInTheDocument();
    for (const field of [email(), firstName(), lastName()]) expect(field).toBeRequired();
    if (world(sut).refused) {
      expect(email()).toHaveAccessibleDescription('Vul uw e-mailadres in');
      expect(firstName()).toHaveAccessibleDescription('Vul uw voornaam in');
      expect(lastName()).toHaveAccessibleDescription('Vul uw achternaam in');
      await waitFor(() => expect(email()).toHaveFocus());
    } else {
      expect(email()).not.toHaveAccessibleDescription('Vul uw e-mailadres in');
    }
  },
  entered: async (sut) => {
    await sut.waitForPath('/quick-book');
    expect(
      await screen.findByText('U boekt als Gerda Gast (gast@example.com).', {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Terug naar de startpagina' })).toHaveAttribute('href', '/');
    // The router state holds the trimmed entry.
    expect(guestFromRouterState(sut.router!.state.location.state)).toEqual({
      email: 'gast@example.com',
      firstName: 'Gerda',
      lastName: 'Gast',
    });
    expect(sut.router!.state.location.state).toEqual({
      guest: { email: 'gast@example.com', firstName: 'Gerda', lastName: 'Gast' },
    });
  },
};

const exec: Record<string, StepExecutor> = {
  'editing:form.change': async (sut) => {
    await sut.user.type(email(), 'gast@example.com');
    await sut.user.type(firstName(), ' Gerda');
    await sut.user.type(lastName(), 'Gast ');
    expect(lastName()).toHaveValue('Gast ');
  },
  'editing:form.submit [isEntryValid] → entered': async (sut) => {
    await submit(sut);
  },
  'editing:form.submit': async (sut) => {
    await submit(sut);
    world(sut).refused = true;
  },
};

describeModel({
  plan: guestEntryPlan,
  see,
  exec,
  timeout: 60_000,
  before: async (sut) => {
    worlds.set(sut, { refused: false });
    sut.start('/');
    await screen.findByRole('heading', { level: 1, name: 'Welkom bij RegioTaxi' }, { timeout: 15_000 });
  },
});
