// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import { base64Utf8 } from '../../src/app/actors';
import { carersPlan } from './carers.plan';
import { openSignedIn, RIET, RIET_PASS } from './support/app';
import type { Gate, StateAssertion, StepExecutor, Sut } from './support/harness';
import { describeModel } from './support/model-suite';
import { findDialog } from '../support/dialogs';

/** Generous waits: the machine shares two cores with other test files. */
const SLOW = 10_000;

// Model test of machines/account/carers.machine.ts: tab "Mantelzorgers" of /profile (reiziger@example.com, the
// seed's carer of Maria), against the reference server in-process. The carer requests wait at gates until the step
// that answers them.

const CARERS = '/ticketing/carers';
const TRAVELLERS = '/ticketing/carer/travellers';
const UNAVAILABLE = 'Dienst tijdelijk niet beschikbaar';
const MARIA = 'Maria Maandfactuur';
const INVITED = 'demo@example.com';
const ANNA = 'anna.jansen@example.com';
const MANAGER = 'Mag ritten voor mij boeken en beheren';

interface World {
  list?: Gate;
  invite?: Gate;
  remove?: Gate;
  stop?: Gate;
}
const worlds = new WeakMap<Sut, World>();
const world = (sut: Sut) => worlds.get(sut)!;

const tab = () => screen.queryByRole('tab', { name: 'Mantelzorgers' });
const panel = () => within(screen.getByRole('tabpanel', { name: 'Mantelzorgers' }));
const emailField = () =>
  panel().getByRole('textbox', { name: /^E-mailadres van de mantelzorger/ }) as HTMLInputElement;
const submitButton = () => panel().getByRole('button', { name: 'Uitnodiging versturen' });
const removeDialog = () => screen.queryByRole('dialog', { name: 'Mantelzorger verwijderen' });
const stopDialog = () => screen.queryByRole('dialog', { name: 'Stoppen als mantelzorger' });
const removeButton = (name: string) => panel().queryByRole('button', { name: `Verwijderen: ${name}` });
const stopButton = (name: string) => panel().queryByRole('button', { name: `Stoppen: ${name}` });

/** Riet invites demo@example.com as an observer through the API (another device). */
async function seedInvitation(sut: Sut) {
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
  const response = await sut.server.app.fetch(
    new Request(`http://localhost${CARERS}`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${body.Data.user.sessionTokens.accessToken}`,
        'Content-Type': 'application/json',
        'Api-Version': '2',
        'X-Platform-Type': 'Web',
        'X-Region-Id': '20',
        'X-Pass-Number': RIET_PASS,
      },
      body: JSON.stringify({ email: INVITED, role: 'observer' }),
    }),
  );
  expect(response.status, await response.clone().text()).toBe(201);
}

async function typeEmail(sut: Sut, value: string) {
  await sut.user.clear(emailField());
  if (value) await sut.user.type(emailField(), value);
}

const see: Record<string, StateAssertion> = {
  loading: async (sut) => {
    await world(sut).list!.held();
    expect(panel().getByText('Mantelzorgers laden…')).toBeInTheDocument();
  },
  unavailable: async () => {
    await waitFor(() => expect(tab()).toBeNull(), { timeout: SLOW });
    expect(screen.getByRole('tab', { name: 'Pasnummers' })).toBeInTheDocument();
  },
  failed: async () => {
    expect(
      await panel().findByText('Uw mantelzorgers kunnen nu niet worden geladen.', {}, { timeout: SLOW }),
    ).toBeInTheDocument();
    expect(panel().getByRole('button', { name: 'Opnieuw proberen' })).toBeInTheDocument();
  },
  list: async () => {
    await waitFor(() => expect(removeDialog()).toBeNull(), { timeout: SLOW });
    await waitFor(() => expect(stopDialog()).toBeNull(), { timeout: SLOW });
    await waitFor(() => expect(submitButton()).not.toHaveAttribute('aria-busy'), { timeout: SLOW });
    expect(panel().getByRole('heading', { level: 2, name: 'Uw mantelzorgers' })).toBeInTheDocument();
    expect(panel().getByRole('heading', { level: 2, name: 'Mantelzorger uitnodigen' })).toBeInTheDocument();
    const roles = within(panel().getByRole('group', { name: 'Wat mag de mantelzorger?' }));
    expect(roles.getByRole('radio', { name: 'Mag mijn ritten volgen' })).toBeInTheDocument();
    expect(roles.getByRole('radio', { name: MANAGER })).toBeInTheDocument();
  },
  inviting: async (sut) => {
    await world(sut).invite!.held();
    expect(submitButton()).toHaveAttribute('aria-busy', 'true');
  },
  confirmingRemove: async () => {
    const dialog = await findDialog({ name: 'Mantelzorger verwijderen' }, { timeout: SLOW });
    expect(
      within(dialog).getByText(/^Weet u zeker dat u demo@example\.com wilt verwijderen\?/),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Annuleren' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Verwijderen' })).not.toHaveAttribute('aria-busy');
  },
  removing: async (sut) => {
    await world(sut).remove!.held();
    const dialog = screen.getByRole('dialog', { name: 'Mantelzorger verwijderen' });
    expect(within(dialog).getByRole('button', { name: 'Verwijderen' })).toHaveAttribute('aria-busy', 'true');
  },
  confirmingStop: async () => {
    const dialog = await findDialog({ name: 'Stoppen als mantelzorger' }, { timeout: SLOW });
    expect(
      within(dialog).getByText(/^Weet u zeker dat u wilt stoppen als mantelzorger van Maria Maandfactuur\?/),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Annuleren' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Stoppen' })).not.toHaveAttribute('aria-busy');
  },
  stopping: async (sut) => {
    await world(sut).stop!.held();
    const dialog = screen.getByRole('dialog', { name: 'Stoppen als mantelzorger' });
    expect(within(dialog).getByRole('button', { name: 'Stoppen' })).toHaveAttribute('aria-busy', 'true');
  },
};

const exec: Record<string, StepExecutor> = {
  'loading:xstate.done.actor.loadCarers → list': async (sut) => {
    world(sut).list!.release();
    expect(await panel().findByText(INVITED, {}, { timeout: SLOW })).toBeInTheDocument();
    const item = removeButton(INVITED)!.closest('li')!;
    expect(within(item as HTMLElement).getByText('Rol: Mag mijn ritten volgen')).toBeInTheDocument();
    expect(within(item as HTMLElement).getByText('Status: Uitgenodigd')).toBeInTheDocument();
    expect(panel().getByRole('heading', { level: 2, name: 'Mensen die ik help' })).toBeInTheDocument();
    expect(stopButton(MARIA)).toBeInTheDocument();
    // The carer reads the role from their side.
    expect(panel().getByText('Rol: U mag ritten boeken en beheren')).toBeInTheDocument();
  },
  'loading:xstate.error.actor.loadCarers [isMissingEndpoint] → unavailable': async (sut) => {
    world(sut).list!.fail(404, 'NotFound', 'Not found');
  },
  'loading:xstate.error.actor.loadCarers → failed': async (sut) => {
    world(sut).list!.fail(503, 'ServiceUnavailable', UNAVAILABLE);
  },
  'failed:carers.retry → loading': async (sut) => {
    world(sut).list!.remove();
    world(sut).list = sut.gate((url, method) => method === 'GET' && url.pathname === CARERS);
    await sut.user.click(panel().getByRole('button', { name: 'Opnieuw proberen' }));
  },
  'list:form.change': async (sut) => {
    await sut.user.click(panel().getByRole('radio', { name: MANAGER }));
    await typeEmail(sut, 'anna');
    expect(emailField()).toHaveValue('anna');
    expect(panel().getByRole('radio', { name: MANAGER })).toBeChecked();
    expect(panel().queryByText(/^Vul een geldig e-mailadres in/)).toBeNull();
  },
  'list:form.submit [isFormValid] → inviting': async (sut) => {
    await typeEmail(sut, ANNA);
    await sut.user.click(panel().getByRole('radio', { name: MANAGER }));
    world(sut).invite = sut.gate((url, method) => method === 'POST' && url.pathname === CARERS);
    await sut.user.click(submitButton());
  },
  'list:form.submit': async (sut) => {
    await typeEmail(sut, 'anna@');
    await sut.user.click(submitButton());
    expect(
      await panel().findByText(/^Vul een geldig e-mailadres in/, {}, { timeout: SLOW }),
    ).toBeInTheDocument();
    expect(emailField()).toHaveFocus();
    expect(sut.requests).not.toContain(`POST ${CARERS}`);
  },
  'list:remove.request [isKnownCarer] → confirmingRemove': async (sut) => {
    await sut.user.click(removeButton(INVITED)!);
  },
  'list:stop.request [isKnownTraveller] → confirmingStop': async (sut) => {
    await sut.user.click(stopButton(MARIA)!);
  },
  'inviting:xstate.done.actor.inviteCarer → list': async (sut) => {
    world(sut).invite!.release();
    expect(
      await panel().findByText(`De uitnodiging is verstuurd naar ${ANNA}.`, {}, { timeout: SLOW }),
    ).toBeInTheDocument();
    const item = removeButton(ANNA)!.closest('li') as HTMLElement;
    expect(within(item).getByText(`Rol: ${MANAGER}`)).toBeInTheDocument();
    expect(within(item).getByText('Status: Uitgenodigd')).toBeInTheDocument();
    expect(emailField()).toHaveValue('');
  },
  'inviting:xstate.error.actor.inviteCarer → list': async (sut) => {
    world(sut).invite!.fail(409, 'CarerAlreadyInvited', 'This address is invited already.');
    expect(
      await panel().findByText(
        'Deze persoon is al uitgenodigd of is al uw mantelzorger',
        {},
        { timeout: SLOW },
      ),
    ).toBeInTheDocument();
    expect(emailField()).toHaveValue(ANNA);
    expect(emailField()).toHaveFocus();
    world(sut).invite!.remove();
  },
  'confirmingRemove:remove.confirm → removing': async (sut) => {
    world(sut).remove = sut.gate(
      (url, method) => method === 'DELETE' && url.pathname.startsWith(`${CARERS}/`),
    );
    await sut.user.click(within(removeDialog()!).getByRole('button', { name: 'Verwijderen' }));
  },
  'confirmingRemove:remove.cancel → list': async (sut) => {
    await sut.user.click(within(removeDialog()!).getByRole('button', { name: 'Annuleren' }));
    await waitFor(() => expect(removeDialog()).toBeNull(), { timeout: SLOW });
    expect(removeButton(INVITED)).toBeInTheDocument();
  },
  'removing:xstate.done.actor.removeCarer → list': async (sut) => {
    world(sut).remove!.release();
    await waitFor(() => expect(removeButton(INVITED)).toBeNull(), { timeout: SLOW });
    expect(panel().getByText('U heeft nog geen mantelzorgers.')).toBeInTheDocument();
  },
  'removing:xstate.error.actor.removeCarer → list': async (sut) => {
    world(sut).remove!.fail(503, 'ServiceUnavailable', UNAVAILABLE);
    await waitFor(() => expect(removeDialog()).toBeNull(), { timeout: SLOW });
    expect(
      await panel().findByText(
        'De mantelzorger kan nu niet worden verwijderd. Probeer het opnieuw.',
        {},
        { timeout: SLOW },
      ),
    ).toBeInTheDocument();
    expect(removeButton(INVITED)).toBeInTheDocument();
    world(sut).remove!.remove();
  },
  'confirmingStop:stop.confirm → stopping': async (sut) => {
    world(sut).stop = sut.gate(
      (url, method) => method === 'DELETE' && url.pathname.startsWith(`${TRAVELLERS}/`),
    );
    await sut.user.click(within(stopDialog()!).getByRole('button', { name: 'Stoppen' }));
  },
  'confirmingStop:stop.cancel → list': async (sut) => {
    await sut.user.click(within(stopDialog()!).getByRole('button', { name: 'Annuleren' }));
    await waitFor(() => expect(stopDialog()).toBeNull(), { timeout: SLOW });
    expect(stopButton(MARIA)).toBeInTheDocument();
  },
  'stopping:xstate.done.actor.stopCaring → list': async (sut) => {
    world(sut).stop!.release();
    await waitFor(() => expect(stopButton(MARIA)).toBeNull(), { timeout: SLOW });
    expect(panel().queryByRole('heading', { name: 'Mensen die ik help' })).toBeNull();
  },
  'stopping:xstate.error.actor.stopCaring → list': async (sut) => {
    world(sut).stop!.fail(503, 'ServiceUnavailable', UNAVAILABLE);
    await waitFor(() => expect(stopDialog()).toBeNull(), { timeout: SLOW });
    expect(
      await panel().findByText('Stoppen is nu niet gelukt. Probeer het opnieuw.', {}, { timeout: SLOW }),
    ).toBeInTheDocument();
    expect(stopButton(MARIA)).toBeInTheDocument();
    world(sut).stop!.remove();
  },
};

describeModel({
  plan: carersPlan,
  see,
  exec,
  timeout: 60_000,
  before: async (sut) => {
    worlds.set(sut, {});
    await seedInvitation(sut);
    world(sut).list = sut.gate((url, method) => method === 'GET' && url.pathname === CARERS);
    await openSignedIn(sut, '/profile', RIET, RIET_PASS);
    await sut.user.click(await screen.findByRole('tab', { name: 'Mantelzorgers' }, { timeout: 15_000 }));
  },
});
