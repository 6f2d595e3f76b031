// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import { unassignedPass } from './account-model-support';
import { passNumbersPlan } from './pass-numbers.plan';
import type { Gate, StateAssertion, StepExecutor, Sut } from './support/harness';
import { closeDialogs, skipReleaseNotes } from './support/app';
import { describeModel } from './support/model-suite';
import { findDialog } from '../support/dialogs';

// Model test of machines/pass-numbers.machine.ts: tab "Pasnummers" of /profile in the real app, signed in as the
// demo traveller without a chosen pass, against the in-process reference server and its dev pass registry.

const UPSERT = '/ticketing/users/passNumber';
const DELETE_PREFIX = '/ticketing/users/passnumber/';
const UNAVAILABLE = 'Dienst tijdelijk niet beschikbaar';
const UPDATED = 'Uw profiel is bijgewerkt.';
const FAILED = `Fout bij het bijwerken van uw profiel: ${UNAVAILABLE}`;
const OWN = 'Eigen pas (2001000101)';
const COMPANION = 'Begeleider (2001000102)';
interface State {
  save?: Gate;
  remove?: Gate;
  /** The pass number the last submit sent. */
  sent?: string;
  /** The accessible name of the entry being deleted. */
  deleting?: string;
}
const states = new WeakMap<Sut, State>();
const stateOf = (sut: Sut) => {
  if (!states.has(sut)) states.set(sut, {});
  return states.get(sut)!;
};
const field = (label: string) => screen.getByRole('textbox', { name: new RegExp(`^${label}(?![a-z])`) });
const list = () => within(screen.getByRole('region', { name: 'Uw pasnummers' })).getByRole('list');
const formHeading = () =>
  screen.getByRole('heading', { level: 2, name: /^(Pasnummer toevoegen|Naam van pasnummer \d+ wijzigen)$/ });
const submitButton = () =>
  screen.queryByRole('button', { name: 'Pasnummer toevoegen' }) ??
  screen.getByRole('button', { name: 'Opslaan' });
const deleteDialog = () => screen.queryByRole('dialog', { name: 'Pasnummer verwijderen' });
/** The name ("Eigen pas (2001000101)") of the entry marked "In gebruik", or null. */
function entryInUse(): string | null {
  const item = within(list())
    .queryAllByRole('listitem')
    .find((li) => within(li).queryByText('In gebruik'));
  if (!item) return null;
  const edit = within(item).getByRole('button', { name: /^Wijzigen: / });
  return edit.getAttribute('aria-label')!.replace(/^Wijzigen: /, '');
}

async function type(sut: Sut, label: string, value: string) {
  await sut.user.clear(field(label));
  if (value) await sut.user.type(field(label), value);
}

const see: Record<string, StateAssertion> = {
  idle: async (sut, step) => {
    await waitFor(() => expect(deleteDialog()).toBeNull());
    expect(screen.getByRole('heading', { level: 2, name: 'Uw pasnummers' })).toBeInTheDocument();
    if (step?.facts.editing) {
      expect(formHeading()).toHaveTextContent(/^Naam van pasnummer \d+ wijzigen$/);
      expect(field('Pasnummer')).toBeDisabled();
    } else {
      expect(formHeading()).toHaveTextContent('Pasnummer toevoegen');
      expect(field('Pasnummer')).toBeEnabled();
    }
    await waitFor(() => expect(submitButton()).not.toHaveAttribute('aria-busy'));
    expect(sut.router?.state.location.pathname).toBe('/profile');
  },
  saving: async (sut) => {
    await stateOf(sut).save!.held();
    expect(submitButton()).toHaveAttribute('aria-busy', 'true');
  },
  confirmingDelete: async (sut) => {
    const dialog = await findDialog({ name: 'Pasnummer verwijderen' });
    const number = /\((\d+)\)$/.exec(stateOf(sut).deleting!)![1];
    expect(
      within(dialog).getByText(`Weet u zeker dat u pasnummer ${number} wilt verwijderen?`),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Nee, behouden' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Ja, verwijderen' })).not.toHaveAttribute('aria-busy');
  },
  deleting: async (sut) => {
    await stateOf(sut).remove!.held();
    const dialog = screen.getByRole('dialog', { name: 'Pasnummer verwijderen' });
    expect(within(dialog).getByRole('button', { name: 'Ja, verwijderen' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

const exec: Record<string, StepExecutor> = {
  '(root):session.update': async (sut) => {
    await sut.user.click(screen.getByRole('button', { name: `Gebruiken: ${OWN}` }));
    await waitFor(() => expect(entryInUse()).toBe(OWN));
  },
  'idle:form.change': async (sut) => {
    await type(sut, 'Pasnummer', '2001');
    expect(field('Pasnummer')).toHaveValue('2001');
    expect(screen.queryByText('Een pasnummer bestaat uit 6 tot 20 cijfers')).toBeNull();
  },
  'idle:form.submit [isFormValid] → saving': async (sut, step) => {
    if (step.facts.editing) {
      stateOf(sut).sent = (field('Pasnummer') as HTMLInputElement).value;
      await type(sut, 'Naam voor deze pas', 'Eigen pas 2');
    } else {
      const pass = await unassignedPass(sut);
      stateOf(sut).sent = pass.passNumber;
      await type(sut, 'Pasnummer', pass.passNumber);
      await type(sut, 'Geboortedatum', pass.dateOfBirth);
      await type(sut, 'Naam voor deze pas', 'Werkpas');
    }
    stateOf(sut).save = sut.gate((url, method) => method === 'PATCH' && url.pathname === UPSERT);
    await sut.user.click(submitButton());
  },
  'idle:form.submit [isDateOfBirthMissing]': async (sut) => {
    await type(sut, 'Pasnummer', '2001000103');
    await type(sut, 'Geboortedatum', '');
    await sut.user.click(submitButton());
    expect(await screen.findByText('Geboortedatum is verplicht')).toBeInTheDocument();
    expect(await screen.findByText(/^Er is een onverwachte fout opgetreden/)).toBeInTheDocument();
    expect(sut.requests).not.toContain(`PATCH ${UPSERT}`);
  },
  'idle:form.submit': async (sut) => {
    await type(sut, 'Pasnummer', '12');
    await type(sut, 'Geboortedatum', '15-03-1950');
    await sut.user.click(submitButton());
    expect(await screen.findByText('Een pasnummer bestaat uit 6 tot 20 cijfers')).toBeInTheDocument();
    expect(sut.requests).not.toContain(`PATCH ${UPSERT}`);
  },
  'idle:edit.start [isIndexKnown]': async (sut) => {
    await sut.user.click(screen.getByRole('button', { name: `Wijzigen: ${OWN}` }));
    expect(formHeading()).toHaveTextContent('Naam van pasnummer 2001000101 wijzigen');
    expect(field('Naam voor deze pas')).toHaveValue('Eigen pas');
  },
  'idle:edit.cancel': async (sut) => {
    await sut.user.click(screen.getByRole('button', { name: 'Annuleren' }));
    expect(formHeading()).toHaveTextContent('Pasnummer toevoegen');
    expect(field('Pasnummer')).toHaveValue('');
  },
  'idle:delete.request [isDeletable] → confirmingDelete': async (sut, step) => {
    const name = step.facts.selected ? entryInUse()! : COMPANION;
    stateOf(sut).deleting = name;
    await sut.user.click(screen.getByRole('button', { name: `Verwijderen: ${name}` }));
  },
  'saving:xstate.done.actor.upsertPassNumber [hasNoSelection] → idle': async (sut) => {
    stateOf(sut).save!.release();
    expect(await screen.findByText(UPDATED, {}, { timeout: 5000 })).toBeInTheDocument();
    await waitFor(() => expect(entryInUse()).toContain(stateOf(sut).sent!));
    expect(field('Pasnummer')).toHaveValue('');
  },
  'saving:xstate.done.actor.upsertPassNumber → idle': async (sut) => {
    stateOf(sut).save!.release();
    expect(await screen.findByText(UPDATED, {}, { timeout: 5000 })).toBeInTheDocument();
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: new RegExp(`^Wijzigen: .*\\(?${stateOf(sut).sent}\\)?$`) }),
      ).toBeInTheDocument(),
    );
    expect(field('Pasnummer')).toHaveValue('');
  },
  'saving:xstate.error.actor.upsertPassNumber [isPassNumberRefused] → idle': async (sut) => {
    const passNumber = stateOf(sut).sent!;
    stateOf(sut).save!.rewrite(
      (r) =>
        new Request(r.url, {
          method: r.method,
          headers: r.headers,
          body: JSON.stringify({ passNumber, dateOfBirth: '01-01-1901', alias: null }),
        }),
    );
    expect(
      await screen.findByText(
        'Dit pasnummer en deze geboortedatum horen niet bij elkaar. Controleer beide gegevens.',
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
  },
  'saving:xstate.error.actor.upsertPassNumber → idle': async (sut) => {
    stateOf(sut).save!.fail(503, 'ServiceUnavailable', UNAVAILABLE);
    expect(await screen.findByText(FAILED, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(field('Pasnummer')).toHaveValue(stateOf(sut).sent!);
    stateOf(sut).save!.remove();
  },
  'confirmingDelete:delete.confirm → deleting': async (sut) => {
    stateOf(sut).remove = sut.gate(
      (url, method) => method === 'DELETE' && url.pathname.startsWith(DELETE_PREFIX),
    );
    await sut.user.click(within(deleteDialog()!).getByRole('button', { name: 'Ja, verwijderen' }));
  },
  'confirmingDelete:delete.cancel → idle': async (sut) => {
    await sut.user.click(within(deleteDialog()!).getByRole('button', { name: 'Nee, behouden' }));
    expect(screen.getByRole('button', { name: `Verwijderen: ${stateOf(sut).deleting}` })).toBeInTheDocument();
  },
  'deleting:xstate.done.actor.deletePassNumber [wasSelectedDeleted] → idle': async (sut) => {
    const deleted = stateOf(sut).deleting!;
    stateOf(sut).remove!.release();
    expect(await screen.findByText(UPDATED, {}, { timeout: 5000 })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: `Verwijderen: ${deleted}` })).toBeNull());
    await waitFor(() => expect(entryInUse()).not.toBeNull());
    expect(
      screen.getByText('Er moet minimaal één pasnummer actief blijven op uw account.'),
    ).toBeInTheDocument();
  },
  'deleting:xstate.done.actor.deletePassNumber → idle': async (sut) => {
    stateOf(sut).remove!.release();
    expect(await screen.findByText(UPDATED, {}, { timeout: 5000 })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: `Verwijderen: ${COMPANION}` })).toBeNull(),
    );
    expect(screen.getByRole('button', { name: `Verwijderen: ${OWN}` })).toBeInTheDocument();
  },
  'deleting:xstate.error.actor.deletePassNumber → idle': async (sut) => {
    stateOf(sut).remove!.fail(503, 'ServiceUnavailable', UNAVAILABLE);
    expect(await screen.findByText(FAILED, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Verwijderen: ${stateOf(sut).deleting}` })).toBeInTheDocument();
    stateOf(sut).remove!.remove();
  },
};

describeModel({
  plan: passNumbersPlan,
  see,
  exec,
  timeout: 45_000,
  before: async (sut) => {
    skipReleaseNotes();
    await sut.storeDemoSession(null);
    sut.start('/profile');
    await sut.waitForAuth('signedIn');
    // "Kies een pasnummer": closed without choosing.
    await findDialog({}, { timeout: 15_000 });
    await closeDialogs(sut);
    expect(sut.auth.getSnapshot().context.passNumber).toBeNull();
    await sut.user.click(await screen.findByRole('tab', { name: 'Pasnummers' }));
    await screen.findByRole('heading', { level: 2, name: 'Uw pasnummers' });
  },
});
