// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import { ACTING_FOR_STORAGE_KEY } from '../../src/lib/acting-for-storage';
import { RIET, RIET_PASS, skipReleaseNotes } from './support/app';
import { removeCarers } from './support/carers';
import type { Gate, StateAssertion, StepExecutor, Sut } from './support/harness';
import { describeModel } from './support/model-suite';
import { travellingForPlan } from './travelling-for.plan';

// Model test of machines/travelling-for.machine.ts: the "Reizen voor" chooser and the band of the signed-in layout,
// on /home of the real app, signed in as Riet (the seeded managing carer of Maria), against the reference server
// in-process. Maria removes Riet through the API, as she would in her profile.

const MARIA = {
  username: 'maand@example.com',
  password: 'Welkom-2026!',
  firstName: 'Maria',
  surname: 'Maandfactuur',
  pass: '2001000108',
};
const LIST = '/ticketing/carer/travellers';
/** The user-data batch of a reloaded tab that acts for Maria (held so only the list decides, see `before`). */
const USER_DATA = new Set([
  '/ticketing/users',
  '/ticketing/users/budget',
  '/ticketing/trips/next',
  '/ticketing/locations/user/recent',
  '/ticketing/regions',
]);

interface PathState {
  list?: Gate;
  users?: Gate;
  userData?: Gate;
  acting: boolean;
  message: boolean;
  linked: boolean;
}
const states = new WeakMap<Sut, PathState>();
const stateOf = (sut: Sut) => states.get(sut)!;

const chooser = () => screen.queryByRole('combobox', { name: 'Reizen voor' });
const band = () => screen.queryByText('U boekt voor Maria Maandfactuur');
const goneMessage = () => screen.queryByText('Maria Maandfactuur deelt geen ritten meer met u.');

/** Maria removes Riet as her carer, as "Verwijderen" in her profile does. */
async function mariaRemovesRiet(sut: Sut): Promise<void> {
  await removeCarers(sut, { email: MARIA.username, password: MARIA.password });
  stateOf(sut).linked = false;
}

const see: Record<string, StateAssertion> = {
  checking: async () => {
    throw new Error('checking is transient: never asserted');
  },
  waiting: async (sut) => {
    await stateOf(sut).users!.held();
    expect(chooser()).toBeNull();
  },
  loading: async (sut) => {
    await stateOf(sut).list!.held();
    expect(chooser()).toBeNull();
  },
  failed: async () => {
    await waitFor(() => expect(screen.getByRole('link', { name: 'Uitloggen' })).toBeInTheDocument());
    expect(chooser()).toBeNull();
    expect(screen.queryByText(/niet beschikbaar/)).toBeNull();
  },
  ready: async (sut) => {
    const { acting, message, linked } = stateOf(sut);
    if (linked) {
      const select = await screen.findByRole('combobox', { name: 'Reizen voor' }, { timeout: 5000 });
      expect(
        within(select)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Mijzelf', 'Maria Maandfactuur']);
      expect(select).toHaveDisplayValue(acting ? 'Maria Maandfactuur' : 'Mijzelf');
    } else await waitFor(() => expect(chooser()).toBeNull());
    if (acting) expect(band()).toBeInTheDocument();
    else await waitFor(() => expect(band()).toBeNull());
    if (message) {
      expect(await screen.findByText('Maria Maandfactuur deelt geen ritten meer met u.')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Sluiten' })).toBeInTheDocument();
    } else expect(goneMessage()).toBeNull();
  },
};

/** Holds the next GET of the travellers' list. */
const holdList = (sut: Sut) => {
  stateOf(sut).list = sut.gate((url, method) => method === 'GET' && url.pathname === LIST);
};

const exec: Record<string, StepExecutor> = {
  'waiting:travellingFor.profile [isCarer] → loading': async (sut) => {
    holdList(sut);
    stateOf(sut).users!.release();
  },
  'loading:xstate.done.actor.loadTravellers [isChosenGone] → ready': async (sut) => {
    await mariaRemovesRiet(sut);
    stateOf(sut).list!.release();
    // Maria's held batch is aborted by the switch back (what is left answers 403 to a tab acting for nobody); the
    // batch as Riet passes.
    stateOf(sut).userData?.release();
    stateOf(sut).userData = undefined;
    await waitFor(() => expect(goneMessage()).toBeInTheDocument(), { timeout: 5000 });
    Object.assign(stateOf(sut), { acting: false, message: true });
  },
  'loading:xstate.done.actor.loadTravellers → ready': async (sut) => {
    stateOf(sut).list!.release();
  },
  'loading:xstate.error.actor.loadTravellers → failed': async (sut) => {
    stateOf(sut).list!.fail(503, 'ServiceUnavailable', 'Dienst tijdelijk niet beschikbaar');
    stateOf(sut).userData?.release();
    stateOf(sut).userData = undefined;
  },
  'failed:travellingFor.profile [isCarer] → loading': async (sut) => {
    stateOf(sut).list!.remove();
    holdList(sut);
    sut.sendUserData({ type: 'userData.reload', parts: ['profile'] });
  },
  'ready:travellingFor.choose [isKnownChoice]': async (sut) => {
    await sut.user.selectOptions(chooser()!, 'Maria Maandfactuur');
    stateOf(sut).acting = true;
    // The tab's data reloads as Maria: her pass number and budget.
    await waitFor(() => expect(sut.auth.getSnapshot().context.passNumber).toBe(MARIA.pass), {
      timeout: 5000,
    });
    await waitFor(() => expect(sut.userData.data.budget?.passNumber).toBe(MARIA.pass), { timeout: 5000 });
    expect(sut.userData.data.profile?.firstName).toBe('Maria');
  },
  '(root):travellingFor.refused [isChosenRefused] → loading': async (sut) => {
    await mariaRemovesRiet(sut);
    const held = stateOf(sut).list;
    if (!held) holdList(sut);
    // Riet's next request for Maria: the held batch of a reloaded tab, or a reload of the home page's data.
    if (stateOf(sut).userData) stateOf(sut).userData!.release();
    else sut.sendUserData({ type: 'userData.reload', parts: ['nextTrip'] });
    await waitFor(() => expect(goneMessage()).toBeInTheDocument(), { timeout: 5000 });
    Object.assign(stateOf(sut), { acting: false, message: true });
    stateOf(sut).userData = undefined;
  },
  '(root):travellingFor.dismiss': async (sut) => {
    await sut.user.click(screen.getByRole('button', { name: 'Sluiten' }));
    stateOf(sut).message = false;
  },
};

describeModel({
  plan: travellingForPlan,
  see,
  exec,
  before: async (sut, path) => {
    window.localStorage.clear();
    window.sessionStorage.clear();
    skipReleaseNotes();
    const acting = path.initialFacts.acting === true;
    const state: PathState = { acting, message: false, linked: true };
    states.set(sut, state);
    await sut.storeSession(RIET, RIET_PASS);
    if (acting) {
      // The tab acted for Maria before the reload.
      window.sessionStorage.setItem(
        ACTING_FOR_STORAGE_KEY,
        JSON.stringify({
          account: RIET.email,
          traveller: {
            username: MARIA.username,
            firstName: 'Maria',
            surname: 'Maandfactuur',
            role: 'manager',
          },
          passNumber: MARIA.pass,
        }),
      );
      holdList(sut);
      state.userData = sut.gate((url, method) => method === 'GET' && USER_DATA.has(url.pathname));
    } else {
      state.users = sut.gate((url, method) => method === 'GET' && url.pathname === '/ticketing/users');
    }
    sut.start('/home');
    await sut.waitForAuth('signedIn');
  },
});
