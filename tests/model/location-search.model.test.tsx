// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import { locationSearchPlan } from './location-search.plan';
import { dev, openSignedIn } from './support/app';
import type { Gate, StateAssertion, StepExecutor, Sut } from './support/harness';
import { describeModel } from './support/model-suite';
import { APP_VERSION } from '../../machines/release-notes.machine';
import { APP_VERSION_STORAGE_KEY } from '../../src/logic/release-notes';

// Model test of machines/location-search.machine.ts: the "Van" field of /book-trip (its own location-search
// actor), signed in as the demo traveller, against the reference server in-process. Addresses come from
// server/data/places.csv.

const QUERY = 'Silodam 1A';
const FOUND = 'Silodam 1A, Amsterdam';
const NEW_POSTCODE = '1015 AA';
const isSearch = (url: URL, method: string) => method === 'GET' && url.pathname === '/ticketing/locations';

interface State {
  gate?: Gate;
  /** Number of search requests sent before the last query.change. */
  searchesBefore: number;
}
const states = new WeakMap<Sut, State>();
const stateOf = (sut: Sut) => {
  if (!states.has(sut)) states.set(sut, { searchesBefore: 0 });
  return states.get(sut)!;
};
const searches = (sut: Sut) => sut.requests.filter((r) => r === 'GET /ticketing/locations').length;
const van = () => screen.getByRole('combobox', { name: 'Van' });
/** The status line of the "Van" field (a polite live region next to it). */
const vanStatus = () => {
  const root = van().closest('div')!.parentElement!;
  return within(root).getByRole('status');
};
const lastSearchUrl = (sut: Sut) => sut.urls.filter((u) => u.pathname === '/ticketing/locations').at(-1)!;

const see: Record<string, StateAssertion> = {
  idle: async () => {
    await waitFor(() => expect(vanStatus()).toHaveTextContent(/^$/));
  },
  debouncing: async (sut) => {
    expect(vanStatus()).toHaveTextContent('Bezig met zoeken…');
    expect(searches(sut)).toBe(stateOf(sut).searchesBefore);
  },
  searching: async (sut) => {
    expect(vanStatus()).toHaveTextContent('Bezig met zoeken…');
    expect(searches(sut)).toBe(stateOf(sut).searchesBefore + 1);
  },
  ready: async () => {
    await waitFor(() => expect(vanStatus()).toHaveTextContent(/\d+ adres(sen)? gevonden/));
    const listbox = screen.getByRole('listbox', { name: 'Van' });
    expect(within(listbox).getByRole('option', { name: FOUND })).toBeInTheDocument();
  },
};

const exec: Record<string, StepExecutor> = {
  '(root):query.change [isQueryTooShort] → idle': async (sut) => {
    const before = searches(sut);
    await sut.user.clear(van());
    await sut.user.type(van(), 'Si');
    await new Promise((r) => setTimeout(r, 600));
    expect(searches(sut)).toBe(before);
  },
  '(root):query.change → debouncing': async (sut) => {
    const state = stateOf(sut);
    state.gate?.remove();
    state.gate = sut.gate(isSearch);
    state.searchesBefore = searches(sut);
    await sut.user.clear(van());
    await sut.user.click(van());
    await sut.user.paste(QUERY);
    expect(van()).toHaveValue(QUERY);
  },
  '(root):location.select → idle': async (sut) => {
    stateOf(sut).gate?.remove();
    const listbox = screen.getByRole('listbox', { name: /^Van/, hidden: true });
    if (!within(listbox).queryAllByRole('option', { hidden: true }).length) {
      // Idle: the list offers the recent addresses on focus of the empty field.
      await sut.user.clear(van());
      await sut.user.click(van());
    }
    const options = await within(screen.getByRole('listbox', { name: /^Van/ })).findAllByRole('option');
    const chosen = options.find((o) => o.textContent === FOUND) ?? options[0]!;
    const label = chosen.textContent;
    await sut.user.click(chosen);
    await waitFor(() => expect(van()).toHaveValue(label));
  },
  '(root):defaultPostCode.update': async (sut) => {
    await dev(sut, 'PATCH', '/region', { postalCodeSettings: { defaultPostalCode: NEW_POSTCODE } });
    sut.sendUserData({ type: 'userData.reload', parts: ['region'] });
    await waitFor(() =>
      expect(sut.userData.data.region?.settings.postalCodeSettings.defaultPostalCode).toBe(NEW_POSTCODE),
    );
  },
  'debouncing:xstate.after.debounce → searching': async (sut) => {
    await stateOf(sut).gate!.held();
    // product §3/§9: the trimmed query, the region's default postcode (nothing chosen yet), 20 results.
    const url = lastSearchUrl(sut);
    expect(url.searchParams.get('searchValue')).toBe(QUERY);
    expect(url.searchParams.get('maxResults')).toBe('20');
    expect(url.searchParams.get('postCode')).toBe(
      sut.userData.data.region?.settings.postalCodeSettings.defaultPostalCode,
    );
  },
  'searching:xstate.done.actor.searchLocations → ready': async (sut) => {
    stateOf(sut).gate!.release();
  },
  'searching:xstate.error.actor.searchLocations → idle': async (sut) => {
    stateOf(sut).gate!.fail(503, 'ServiceUnavailable', 'Dienst tijdelijk niet beschikbaar');
    await waitFor(() => expect(vanStatus()).toHaveTextContent(/^$/));
    expect(screen.queryByText('Dienst tijdelijk niet beschikbaar')).toBeNull();
    stateOf(sut).gate!.remove();
  },
};

describeModel({
  plan: locationSearchPlan,
  see,
  exec,
  timeout: 60_000,
  before: async (sut) => {
    // The release notes have a model of their own (release-notes.model): here they must not cover the form
    // when they arrive late on a busy machine.
    window.localStorage.setItem(APP_VERSION_STORAGE_KEY, APP_VERSION);
    await openSignedIn(sut, '/book-trip');
    await screen.findByRole('combobox', { name: 'Van' }, { timeout: 15_000 });
  },
});
