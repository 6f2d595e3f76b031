// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import { base64Utf8 } from '../../src/app/actors';
import { savedPlacesPlan } from './saved-places.plan';
import { openSignedIn, RIET, RIET_PASS } from './support/app';
import type { Gate, StateAssertion, StepExecutor, Sut } from './support/harness';
import { describeModel } from './support/model-suite';
import { findDialog } from '../support/dialogs';

/** Generous waits: the machine shares two cores with other test files. */
const SLOW = 10_000;

// Model test of machines/saved-places.machine.ts: tab "Opgeslagen adressen" of /profile (reiziger@example.com),
// against the reference server in-process. The saved-place requests wait at gates until the step that answers them.

const LIST = '/ticketing/users/saved-places';
const UNAVAILABLE = 'Dienst tijdelijk niet beschikbaar';
const DAYCARE = {
  street: 'Westerdoksdijk',
  houseNumber: '40A',
  postCode: '1013 AE',
  residence: 'Amsterdam',
  latitude: 52.387722,
  longitude: 4.892573,
};
const WORK = {
  street: 'Stenen Hoofd',
  houseNumber: '1',
  postCode: '1013 AJ',
  residence: 'Amsterdam',
  latitude: 52.388619,
  longitude: 4.892189,
};

interface World {
  list?: Gate;
  save?: Gate;
  remove?: Gate;
  /** The name the last submit sent. */
  sent?: string;
}
const worlds = new WeakMap<Sut, World>();
const world = (sut: Sut) => worlds.get(sut)!;

const tab = () => screen.queryByRole('tab', { name: 'Opgeslagen adressen' });
const panel = () => within(screen.getByRole('tabpanel', { name: 'Opgeslagen adressen' }));
const nameField = () => panel().getByRole('textbox', { name: /^Naam/ }) as HTMLInputElement;
const submitButton = () => panel().getByRole('button', { name: 'Adres opslaan' });
const deleteDialog = () => screen.queryByRole('dialog', { name: 'Adres verwijderen' });
const listed = (name: string) => panel().queryByRole('button', { name: `Verwijderen: ${name}` });
const isList = (url: URL, method: string) => method === 'GET' && url.pathname === LIST;

/** Saves `places` for `traveller` through the API (another device). */
async function seedPlaces(sut: Sut, places: { name: string; location: object }[]) {
  const login = await sut.server.app.fetch(
    new Request('http://localhost/api/auth/auth/login', {
      method: 'POST',
      headers: {
        Authorization: `Basic ${base64Utf8(`${RIET.email}:${RIET.password}`)}`,
        'X-Platform-Type': 'Web',
        'X-Region-Id': '20',
        'Accept-Language': 'nl-NL',
      },
    }),
  );
  const body = (await login.json()) as { Data: { user: { sessionTokens: { accessToken: string } } } };
  for (const place of places) {
    const response = await sut.server.app.fetch(
      new Request(`http://localhost${LIST}`, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${body.Data.user.sessionTokens.accessToken}`,
          'Content-Type': 'application/json',
          'Api-Version': '2',
          'X-Platform-Type': 'Web',
          'X-Region-Id': '20',
          'X-Pass-Number': RIET_PASS,
        },
        body: JSON.stringify(place),
      }),
    );
    expect(response.status, await response.clone().text()).toBe(201);
  }
}

async function typeName(sut: Sut, value: string) {
  await sut.user.clear(nameField());
  if (value) await sut.user.type(nameField(), value);
}

const see: Record<string, StateAssertion> = {
  loading: async (sut) => {
    await world(sut).list!.held();
    expect(panel().getByText('Opgeslagen adressen laden…')).toBeInTheDocument();
  },
  unavailable: async () => {
    await waitFor(() => expect(tab()).toBeNull(), { timeout: SLOW });
    expect(screen.getByRole('tab', { name: 'Pasnummers' })).toBeInTheDocument();
  },
  failed: async () => {
    expect(
      await panel().findByText('Uw opgeslagen adressen kunnen niet worden geladen.', {}, { timeout: SLOW }),
    ).toBeInTheDocument();
    expect(panel().getByRole('button', { name: 'Opnieuw proberen' })).toBeInTheDocument();
  },
  list: async (_sut, step) => {
    await waitFor(() => expect(deleteDialog()).toBeNull(), { timeout: SLOW });
    await waitFor(() => expect(submitButton()).not.toHaveAttribute('aria-busy'), { timeout: SLOW });
    expect(panel().getByRole('heading', { level: 2, name: 'Uw opgeslagen adressen' })).toBeInTheDocument();
    expect(panel().getByText('Westerdoksdijk 40A, Amsterdam')).toBeInTheDocument();
    expect(panel().getByRole('combobox', { name: 'Adres' })).toBeInTheDocument();
    const heading = step?.facts.editing ? 'Dagbesteding wijzigen' : 'Adres toevoegen';
    expect(panel().getByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
  },
  saving: async (sut) => {
    await world(sut).save!.held();
    expect(submitButton()).toHaveAttribute('aria-busy', 'true');
  },
  confirmingDelete: async () => {
    const dialog = await findDialog({ name: 'Adres verwijderen' }, { timeout: SLOW });
    expect(within(dialog).getByText('Weet u zeker dat u Werk wilt verwijderen?')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Annuleren' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Verwijderen' })).not.toHaveAttribute('aria-busy');
  },
  deleting: async (sut) => {
    await world(sut).remove!.held();
    const dialog = screen.getByRole('dialog', { name: 'Adres verwijderen' });
    expect(within(dialog).getByRole('button', { name: 'Verwijderen' })).toHaveAttribute('aria-busy', 'true');
  },
};

const exec: Record<string, StepExecutor> = {
  'loading:xstate.done.actor.listSavedPlaces → list': async (sut) => {
    world(sut).list!.release();
    expect(await panel().findByText('Dagbesteding', {}, { timeout: SLOW })).toBeInTheDocument();
  },
  'loading:xstate.error.actor.listSavedPlaces [isMissingEndpoint] → unavailable': async (sut) => {
    world(sut).list!.fail(404, 'NotFound', 'Not found');
  },
  'loading:xstate.error.actor.listSavedPlaces → failed': async (sut) => {
    world(sut).list!.fail(503, 'ServiceUnavailable', UNAVAILABLE);
  },
  'failed:places.retry → loading': async (sut) => {
    world(sut).list!.remove();
    world(sut).list = sut.gate(isList);
    await sut.user.click(panel().getByRole('button', { name: 'Opnieuw proberen' }));
  },
  'list:form.change': async (sut) => {
    await typeName(sut, 'Thuis');
    expect(nameField()).toHaveValue('Thuis');
    expect(panel().queryByText('Vul een naam in')).toBeNull();
  },
  'list:form.submit [canSubmit] → saving': async (sut, step) => {
    if (step.facts.editing) {
      world(sut).sent = 'Dagbesteding Noord';
      await typeName(sut, 'Dagbesteding Noord');
    } else {
      world(sut).sent = 'Thuis';
      await typeName(sut, 'Thuis');
      const input = panel().getByRole('combobox', { name: 'Adres' });
      await sut.user.type(input, 'Silodam 1A');
      const listbox = panel().getByRole('listbox', { name: /^Adres/, hidden: true });
      const option = await within(listbox).findByRole(
        'option',
        { name: 'Silodam 1A, Amsterdam' },
        { timeout: SLOW },
      );
      await sut.user.click(option);
      await waitFor(() => expect(input).toHaveValue('Silodam 1A, Amsterdam'), { timeout: SLOW });
    }
    world(sut).save = sut.gate(
      (url, method) => (method === 'POST' || method === 'PATCH') && url.pathname.startsWith(LIST),
    );
    await sut.user.click(submitButton());
  },
  'list:form.submit': async (sut) => {
    await typeName(sut, '');
    await sut.user.click(submitButton());
    expect(await panel().findByText('Vul een naam in', {}, { timeout: SLOW })).toBeInTheDocument();
    // Focus moves to the first invalid field.
    expect(nameField()).toHaveFocus();
    expect(sut.requests).not.toContain(`POST ${LIST}`);
  },
  'list:edit.start [isKnownPlace]': async (sut) => {
    await sut.user.click(panel().getByRole('button', { name: 'Wijzigen: Dagbesteding' }));
    expect(nameField()).toHaveValue('Dagbesteding');
    expect(panel().getByRole('combobox', { name: 'Adres' })).toHaveValue('Westerdoksdijk 40A, Amsterdam');
  },
  'list:edit.cancel': async (sut) => {
    await sut.user.click(panel().getByRole('button', { name: 'Annuleren' }));
    expect(nameField()).toHaveValue('');
  },
  'list:delete.request [isKnownPlace] → confirmingDelete': async (sut) => {
    await sut.user.click(panel().getByRole('button', { name: 'Verwijderen: Werk' }));
  },
  'saving:xstate.done.actor.saveSavedPlace → list': async (sut) => {
    const name = world(sut).sent!;
    world(sut).save!.release();
    expect(await panel().findByText(`${name} is opgeslagen.`, {}, { timeout: SLOW })).toBeInTheDocument();
    expect(listed(name)).toBeInTheDocument();
    expect(nameField()).toHaveValue('');
  },
  'saving:xstate.error.actor.saveSavedPlace [isMissingEndpoint] → unavailable': async (sut) => {
    world(sut).save!.fail(404, 'NotFound', 'Not found');
  },
  'saving:xstate.error.actor.saveSavedPlace → list': async (sut) => {
    world(sut).save!.fail(400, 'DuplicateSavedPlaceName', 'U heeft al een adres met deze naam.');
    expect(
      await panel().findByText('U heeft al een adres met deze naam', {}, { timeout: SLOW }),
    ).toBeInTheDocument();
    expect(nameField()).toHaveValue(world(sut).sent!);
    expect(nameField()).toHaveFocus();
    world(sut).save!.remove();
  },
  'confirmingDelete:delete.confirm → deleting': async (sut) => {
    world(sut).remove = sut.gate((url, method) => method === 'DELETE' && url.pathname.startsWith(`${LIST}/`));
    await sut.user.click(within(deleteDialog()!).getByRole('button', { name: 'Verwijderen' }));
  },
  'confirmingDelete:delete.cancel → list': async (sut) => {
    await sut.user.click(within(deleteDialog()!).getByRole('button', { name: 'Annuleren' }));
    await waitFor(() => expect(deleteDialog()).toBeNull(), { timeout: SLOW });
    expect(listed('Werk')).toBeInTheDocument();
  },
  'deleting:xstate.done.actor.deleteSavedPlace → list': async (sut) => {
    world(sut).remove!.release();
    await waitFor(() => expect(listed('Werk')).toBeNull(), { timeout: SLOW });
  },
  'deleting:xstate.error.actor.deleteSavedPlace → list': async (sut) => {
    world(sut).remove!.fail(503, 'ServiceUnavailable', UNAVAILABLE);
    await waitFor(() => expect(deleteDialog()).toBeNull(), { timeout: SLOW });
    expect(
      await panel().findByText(
        'Het adres kan niet worden verwijderd. Probeer het opnieuw.',
        {},
        { timeout: SLOW },
      ),
    ).toBeInTheDocument();
    expect(listed('Werk')).toBeInTheDocument();
    world(sut).remove!.remove();
  },
};

describeModel({
  plan: savedPlacesPlan,
  see,
  exec,
  timeout: 60_000,
  before: async (sut) => {
    worlds.set(sut, {});
    await seedPlaces(sut, [
      { name: 'Dagbesteding', location: DAYCARE },
      { name: 'Werk', location: WORK },
    ]);
    world(sut).list = sut.gate(isList);
    await openSignedIn(sut, '/profile', RIET, RIET_PASS);
    await sut.user.click(
      await screen.findByRole('tab', { name: 'Opgeslagen adressen' }, { timeout: 15_000 }),
    );
  },
});
